// filterMatchedSet (modules/search/repository.ts) against the rules its SQL had, written out
// naively: ids pass every filter; category counts drop the category filter; an option counts
// under every filter but its own attribute's; other options under every filter.
import { describe, expect, it } from 'vitest';
import {
  filterMatchedSet,
  matchedSetOf,
  type SearchFilters,
} from '../src/modules/search/repository.ts';

interface Row {
  product_id: number;
  category_id: number | null;
  option_ids: number[];
}

function naive(rows: Row[], filters: SearchFilters) {
  const inCategory = (r: Row) =>
    filters.categoryIds === null || filters.categoryIds.includes(r.category_id ?? -1);
  const hasAttr = (r: Row, i: number) =>
    r.option_ids.some((o) => filters.attributes[i]?.optionIds.includes(o));
  const passes = (r: Row, except: number | 'category' | null) =>
    (except === 'category' || inCategory(r)) &&
    filters.attributes.every((_, i) => i === except || hasAttr(r, i));
  const ids = rows.filter((r) => passes(r, null)).map((r) => r.product_id);
  const categoryCounts = new Map<number, number>();
  for (const r of rows)
    if (r.category_id !== null && passes(r, 'category'))
      categoryCounts.set(r.category_id, (categoryCounts.get(r.category_id) ?? 0) + 1);
  const optionCounts = new Map<number, number>();
  for (const r of rows)
    for (const o of r.option_ids) {
      const own = filters.attributes.findIndex((a) => a.allOptionIds.includes(o));
      if (passes(r, own === -1 ? null : own)) optionCounts.set(o, (optionCounts.get(o) ?? 0) + 1);
    }
  return { ids, categoryCounts, optionCounts };
}

const sorted = (m: Map<number, number>) => [...m].sort((a, b) => a[0] - b[0]);

describe('filterMatchedSet', () => {
  // Deterministic pseudo-random rows: 4 categories, attribute A (options 1–3), B (options 11–13), C (21–22).
  let seed = 7;
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return Math.floor(seed / 65536) % n;
  };
  const rows: Row[] = Array.from({ length: 400 }, (_, i) => ({
    product_id: 1000 + i,
    category_id: next(5) === 0 ? null : 1 + next(4),
    option_ids: [
      1 + next(3),
      ...(next(2) ? [11 + next(3)] : []),
      ...(next(3) ? [21 + next(2)] : []),
    ],
  }));
  const A = [1, 2, 3];
  const B = [11, 12, 13];
  const cases: [string, SearchFilters][] = [
    ['no filters', { categoryIds: null, attributes: [] }],
    ['a category', { categoryIds: [2, 3], attributes: [] }],
    [
      'category and brand',
      { categoryIds: [1], attributes: [{ attributeId: 1, optionIds: [2], allOptionIds: A }] },
    ],
    [
      'two attributes',
      {
        categoryIds: [1, 2, 4],
        attributes: [
          { attributeId: 1, optionIds: [1, 3], allOptionIds: A },
          { attributeId: 2, optionIds: [12], allOptionIds: B },
        ],
      },
    ],
  ];
  it.each(cases)('%s: the same ids and counts as the rules say', (_name, filters) => {
    const got = filterMatchedSet(matchedSetOf(rows), filters);
    const want = naive(rows, filters);
    expect(want.ids.length).toBeGreaterThan(0);
    expect(got.ids).toEqual(want.ids);
    expect(sorted(got.categoryCounts)).toEqual(sorted(want.categoryCounts));
    expect(sorted(got.optionCounts)).toEqual(sorted(want.optionCounts));
  });
});
