import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chooseSingleFacet,
  clearFacets,
  facetValuesByCode,
  isSearchableTerm,
  normalizeSearchTerm,
  pageCount,
  pagerItems,
  parsePage,
  parseSearchParams,
  toggleFacet,
  withPage,
  writeSearchParams,
} from './search-query.ts';
import type { FacetSelection, SearchUrlState } from './search-query.ts';

const parse = (query: string) => parseSearchParams(new URLSearchParams(query));
const write = (state: SearchUrlState, base?: string) =>
  writeSearchParams(state, new URLSearchParams(base)).toString();

describe('search term', () => {
  it('trims and collapses whitespace', () => {
    expect(normalizeSearchTerm('  krožna   žaga \t')).toBe('krožna žaga');
  });

  it('needs two characters before the search service is asked', () => {
    expect(isSearchableTerm('')).toBe(false);
    expect(isSearchableTerm(' c ')).toBe(false);
    expect(isSearchableTerm('ž')).toBe(false);
    expect(isSearchableTerm('že')).toBe(true);
    expect(isSearchableTerm('c m')).toBe(true);
  });
});

describe('page from the address', () => {
  it('accepts positive whole numbers only', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage('007')).toBe(7);
    for (const bad of [null, undefined, '', '0', '-2', '1.5', 'abc', '2x', '1e3', '99999999999']) {
      expect(parsePage(bad), String(bad)).toBe(1);
    }
  });
});

describe('search URL state (SPEC §2, §4)', () => {
  it('reads repeatable ff.attr.* facets and the page', () => {
    expect(parse('page=2&ff.attr.dolzina=3&ff.attr.dolzina=4&ff.attr.znamka=Knauf&sort=x')).toEqual({
      page: 2,
      filters: [
        { code: 'dolzina', value: '3' },
        { code: 'dolzina', value: '4' },
        { code: 'znamka', value: 'Knauf' },
      ],
    });
  });

  it('ignores empty facet codes and values and duplicates', () => {
    expect(parse('ff.attr.=1&ff.attr.a=&ff.attr.a=1&ff.attr.a=1&ff.attrx=2').filters).toEqual([
      { code: 'a', value: '1' },
    ]);
  });

  it('keeps foreign parameters and always writes the page', () => {
    expect(write({ page: 1, filters: [{ code: 'barva', value: 'bela' }] }, 'utm=x&page=4&ff.attr.old=1')).toBe(
      'utm=x&page=1&ff.attr.barva=bela',
    );
  });

  it('a facet change starts again at page 1 (SPEC §4)', () => {
    const state = parse('page=5&ff.attr.a=1');
    const added = toggleFacet(state, 'b', '2');
    expect(added).toEqual({
      page: 1,
      filters: [
        { code: 'a', value: '1' },
        { code: 'b', value: '2' },
      ],
    });
    const removed = toggleFacet({ ...added, page: 3 }, 'a', '1');
    expect(removed).toEqual({ page: 1, filters: [{ code: 'b', value: '2' }] });
  });

  it('a single-value facet (the category) replaces its value, or removes it when chosen again', () => {
    const state = parse('page=2&ff.attr.category=3&ff.attr.barva=bela');
    expect(chooseSingleFacet(state, 'category', '7')).toEqual({
      page: 1,
      filters: [
        { code: 'barva', value: 'bela' },
        { code: 'category', value: '7' },
      ],
    });
    expect(chooseSingleFacet(state, 'category', '3')).toEqual({
      page: 1,
      filters: [{ code: 'barva', value: 'bela' }],
    });
  });

  it("'clear all' removes every ff.attr.* and sets page=1 (SPEC §4)", () => {
    const base = new URLSearchParams('page=3&ff.attr.a=1&ff.attr.b=2&view=grid');
    const next = writeSearchParams(clearFacets(parseSearchParams(base)), base);
    expect(next.toString()).toBe('view=grid&page=1');
  });

  it('groups the facets by field for the API request', () => {
    expect(facetValuesByCode(parse('ff.attr.a=1&ff.attr.b=2&ff.attr.a=3'))).toEqual({ a: ['1', '3'], b: ['2'] });
  });

  it('moves between pages and keeps the facets', () => {
    const state = parse('ff.attr.a=1');
    expect(write(withPage(state, 4))).toBe('page=4&ff.attr.a=1');
    expect(withPage(state, 0).page).toBe(1);
  });

});

const facet: fc.Arbitrary<FacetSelection> = fc.record({
  code: fc.string({ minLength: 1, maxLength: 12, unit: 'grapheme' }),
  value: fc.string({ minLength: 1, maxLength: 12, unit: 'grapheme' }),
});
const state: fc.Arbitrary<SearchUrlState> = fc.record({
  page: fc.integer({ min: 1, max: 999_999 }),
  filters: fc.uniqueArray(facet, { maxLength: 6, selector: (f) => `${f.code}\u0000${f.value}` }),
});

describe('properties', () => {
  it('round trip: reading what was written gives the same state', () => {
    fc.assert(
      fc.property(state, (s) => {
        const text = writeSearchParams(s).toString();
        expect(parseSearchParams(new URLSearchParams(text))).toEqual(s);
      }),
    );
  });

  it('writing never loses a parameter that is not search state', () => {
    const foreign = fc.dictionary(
      fc.stringMatching(/^[a-z]{1,6}$/).filter((name) => name !== 'page'),
      fc.string({ maxLength: 8 }),
    );
    fc.assert(
      fc.property(state, foreign, (s, extra) => {
        const next = writeSearchParams(s, new URLSearchParams(extra));
        for (const [name, value] of Object.entries(extra)) expect(next.get(name)).toBe(value);
      }),
    );
  });

  it('toggling a facet twice gives back the facets, on page 1', () => {
    fc.assert(
      fc.property(state, facet, (s, f) => {
        const selected = s.filters.some((x) => x.code === f.code && x.value === f.value);
        fc.pre(!selected);
        expect(toggleFacet(toggleFacet(s, f.code, f.value), f.code, f.value)).toEqual({
          page: 1,
          filters: s.filters,
        });
      }),
    );
  });
});

describe('pages', () => {
  it('counts result pages of 12 (SPEC §9), at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(12)).toBe(1);
    expect(pageCount(13)).toBe(2);
    expect(pageCount(120, 9)).toBe(14);
  });

  it('shows first, last and the neighbours of the current page', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pagerItems(1, 10)).toEqual([1, 2, null, 10]);
    expect(pagerItems(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pagerItems(3, 10)).toEqual([1, 2, 3, 4, null, 10]);
    expect(pagerItems(10, 14)).toEqual([1, null, 9, 10, 11, null, 14]);
  });

  it('property: the pager lists each page once, ascending, always first, current and last', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 0, max: 499 }), (last, offset) => {
        const current = (offset % last) + 1;
        const pages = pagerItems(current, last).filter((p): p is number => p !== null);
        expect(pages).toEqual([...new Set(pages)].sort((a, b) => a - b));
        expect(pages).toContain(1);
        expect(pages).toContain(current);
        expect(pages).toContain(last);
      }),
    );
  });
});
