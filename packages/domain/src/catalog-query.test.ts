import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CATALOG_SORT_FIELDS,
  DEFAULT_CATALOG_QUERY,
  SORT_DIRECTIONS,
  catalogPageCount,
  catalogPageOffset,
  catalogQueryString,
  clearFilters,
  normalizeCatalogQuery,
  parseCatalogQuery,
  retainKnownFilters,
  toggleFilter,
  withCatalogPage,
  withSort,
  writeCatalogQuery,
} from './catalog-query.ts';
import type { CatalogQueryState } from './catalog-query.ts';

const parse = (query: string) => parseCatalogQuery(new URLSearchParams(query));

const stateArbitrary: fc.Arbitrary<CatalogQueryState> = fc.record({
  filters: fc.array(fc.integer({ min: 1, max: 999_999_999 }), { maxLength: 12 }),
  page: fc.integer({ min: 1, max: 999_999_999 }),
  sort: fc.constantFrom(...CATALOG_SORT_FIELDS),
  dir: fc.constantFrom(...SORT_DIRECTIONS),
});

describe('reading the address (SPEC §2 category pages)', () => {
  it('reads comma-separated option ids, page, sort and dir', () => {
    expect(parse('filters=12,3,7&page=4&sort=code&dir=desc')).toEqual({
      filters: [3, 7, 12],
      page: 4,
      sort: 'code',
      dir: 'desc',
    });
  });

  it('defaults to label ascending, page 1, no filters', () => {
    expect(parse('')).toEqual(DEFAULT_CATALOG_QUERY);
    expect(DEFAULT_CATALOG_QUERY).toEqual({ filters: [], page: 1, sort: 'label', dir: 'asc' });
  });

  it('drops unknown values instead of failing', () => {
    expect(parse('filters=a,0,-3,1.5,,5,5&page=0&sort=colour&dir=up')).toEqual({
      filters: [5],
      page: 1,
      sort: 'label',
      dir: 'asc',
    });
    for (const page of ['-1', '1.5', 'x', '1e3', '9999999999', ' ']) {
      expect(parse(`page=${page}`).page, page).toBe(1);
    }
  });

  it('also reads repeated filters parameters (a plain GET form)', () => {
    expect(parse('filters=4&filters=2,4').filters).toEqual([2, 4]);
  });

  it('never yields a page below 1 or an unknown field, whatever the address', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('filters', 'page', 'sort', 'dir', 'x'), fc.string()),
        (raw) => {
          const state = parseCatalogQuery(new URLSearchParams(raw));
          expect(state.page).toBeGreaterThanOrEqual(1);
          expect(Number.isInteger(state.page)).toBe(true);
          expect(CATALOG_SORT_FIELDS).toContain(state.sort);
          expect(SORT_DIRECTIONS).toContain(state.dir);
          for (const id of state.filters) expect(id).toBeGreaterThanOrEqual(1);
          expect([...state.filters].sort((a, b) => a - b)).toEqual(state.filters);
          expect(new Set(state.filters).size).toBe(state.filters.length);
        },
      ),
    );
  });
});

describe('writing the address', () => {
  it('leaves defaults out, so the plain category address is the default state', () => {
    expect(writeCatalogQuery(DEFAULT_CATALOG_QUERY).toString()).toBe('');
    expect(catalogQueryString(DEFAULT_CATALOG_QUERY)).toBe('');
  });

  it('writes a readable comma-separated list', () => {
    expect(catalogQueryString({ filters: [9, 2], page: 3, sort: 'price', dir: 'desc' })).toBe(
      '?filters=2,9&sort=price&dir=desc&page=3',
    );
  });

  it('keeps parameters it does not own', () => {
    const base = new URLSearchParams('utm=x&page=7&filters=1');
    expect(writeCatalogQuery({ ...DEFAULT_CATALOG_QUERY, page: 2 }, base).toString()).toBe(
      'utm=x&page=2',
    );
  });

  it('round-trips every state', () => {
    fc.assert(
      fc.property(stateArbitrary, (state) => {
        const normal = normalizeCatalogQuery(state);
        expect(parseCatalogQuery(writeCatalogQuery(state))).toEqual(normal);
        const query = catalogQueryString(state);
        expect(parseCatalogQuery(new URLSearchParams(query.slice(1)))).toEqual(normal);
      }),
    );
  });

  it('gives one address to one state (parse then write is idempotent)', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const once = writeCatalogQuery(parseCatalogQuery(new URLSearchParams(raw))).toString();
        const twice = writeCatalogQuery(parseCatalogQuery(new URLSearchParams(once))).toString();
        expect(twice).toBe(once);
      }),
    );
  });
});

describe('changes (SPEC §2: filter or sort changes reset to page 1)', () => {
  const onPage5: CatalogQueryState = { filters: [4], page: 5, sort: 'code', dir: 'desc' };

  it('toggles a filter on and off and goes back to page 1', () => {
    const added = toggleFilter(onPage5, 2);
    expect(added).toEqual({ filters: [2, 4], page: 1, sort: 'code', dir: 'desc' });
    expect(toggleFilter(added, 4)).toEqual({ filters: [2], page: 1, sort: 'code', dir: 'desc' });
  });

  it('resets the page on any filter or sort change', () => {
    fc.assert(
      fc.property(stateArbitrary, fc.integer({ min: 1, max: 1000 }), (state, id) => {
        expect(toggleFilter(state, id).page).toBe(1);
        expect(withSort(state, 'price', 'asc').page).toBe(1);
        expect(clearFilters(state).page).toBe(1);
      }),
    );
  });

  it('changes the page without touching filters or sort', () => {
    expect(withCatalogPage(onPage5, 2)).toEqual({ ...onPage5, page: 2 });
    expect(withCatalogPage(onPage5, 0).page).toBe(1);
  });

  it('drops options the category does not offer', () => {
    expect(retainKnownFilters({ ...onPage5, filters: [1, 4, 9] }, [4, 5]).filters).toEqual([4]);
    expect(retainKnownFilters(onPage5, [4])).toBe(onPage5);
  });
});

describe('pages (SPEC §9: 16 a page)', () => {
  it('counts pages and offsets', () => {
    expect(catalogPageCount(0)).toBe(1);
    expect(catalogPageCount(16)).toBe(1);
    expect(catalogPageCount(17)).toBe(2);
    expect(catalogPageOffset(1)).toBe(0);
    expect(catalogPageOffset(3)).toBe(32);
  });
});
