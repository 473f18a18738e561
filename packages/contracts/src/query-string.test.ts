import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildBracketQuery, MAX_QUERY_DEPTH, parseBracketQuery } from './query-string.ts';

describe('parseBracketQuery', () => {
  it('nests brackets and collects [] lists', () => {
    expect(
      parseBracketQuery(
        '?filter[f_catid]=3&filter[f_oneid][brand][]=7&filter[f_oneid][brand][]=8&page[limit]=16&sort=-product.code',
      ),
    ).toEqual({
      filter: { f_catid: '3', f_oneid: { brand: ['7', '8'] } },
      page: { limit: '16' },
      sort: '-product.code',
    });
  });

  it('decodes percent-encoded brackets, values and plus signs', () => {
    expect(parseBracketQuery('filter%5Burl%5D=gradnja%2Fcement-in-malte%2F&q=a+b')).toEqual({
      filter: { url: 'gradnja/cement-in-malte/' },
      q: 'a b',
    });
  });

  it('collects repeated plain keys like node:querystring', () => {
    expect(parseBracketQuery('a=1&a=2&a=3')).toEqual({ a: ['1', '2', '3'] });
  });

  it('ignores prototype keys, malformed keys, conflicting shapes and too deep nesting', () => {
    const parsed = parseBracketQuery(
      '__proto__[x]=1&a[constructor]=2&[b]=3&c[d=4&e=5&e[f]=6&g[1][2][3][4][5]=7',
    );
    expect(parsed).toEqual({ a: {}, e: '5' });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(MAX_QUERY_DEPTH).toBe(4);
  });

  it('keeps a malformed escape literally', () => {
    expect(parseBracketQuery('a=%E0%A4%A')).toEqual({ a: '%E0%A4%A' });
  });
});

describe('buildBracketQuery', () => {
  it('writes readable brackets and drops undefined', () => {
    expect(
      buildBracketQuery({
        include: 'media,text',
        filter: { f_catid: 3, code: ['A 1', 'B'], id: undefined },
        x: true,
      }),
    ).toBe('include=media,text&filter[f_catid]=3&filter[code][]=A%201&filter[code][]=B&x=true');
  });

  // Empty objects and empty lists have no query-string form, and at most MAX_QUERY_PARAMS
  // parameters are read; everything else round-trips.
  it('is inverted by parseBracketQuery', () => {
    const segment = fc.stringMatching(/^[a-z_]{1,8}$/);
    fc.assert(
      fc.property(
        fc.dictionary(
          segment,
          fc.oneof(
            fc.string(),
            fc.dictionary(segment, fc.array(fc.string(), { minLength: 1, maxLength: 5 }), {
              minKeys: 1,
              maxKeys: 5,
            }),
          ),
          { maxKeys: 6 },
        ),
        (query) => {
          expect(parseBracketQuery(buildBracketQuery(query))).toEqual(query);
        },
      ),
    );
  });
});
