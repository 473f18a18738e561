// Search service (SPEC §7 "Search service", §2 Search results, §4 Search, §9; issue #3):
// typeahead, autocomplete and results with facets, on PGlite and on PostgreSQL. Product names
// come from the seeded data (queried here) or from a few products this file adds, so every
// expectation is computed from the database, not copied from a run.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  autocompleteResponseSchema,
  searchQueryString,
  searchResponseSchema,
  typeaheadResponseSchema,
  type SearchResponse,
} from '@gradnik/contracts/search';
import { executeRows } from '@gradnik/db/connection';
import { createTestDatabase } from '@gradnik/db/testing';
import { categories, products } from '@gradnik/db/schema/catalog';
import { AUTOCOMPLETE_SIZE, SEARCH_PAGE_SIZE, TYPEAHEAD_SIZE } from '@gradnik/domain/constants';
import {
  corrections,
  createSearchRepository,
  editDistance,
  maxEdits,
} from '../src/modules/search/repository.ts';
import { bearer, DEMO, startApi, tokensFor, type TestDatabase } from './helpers.ts';

// Enough products that common words fill several pages of 12.
const PRODUCTS = 400;

let database: TestDatabase;
let app: FastifyInstance;
let token = '';

/** Products this file adds: known names, so the typo cases do not depend on the generator. */
const ADDED = {
  tape: {
    code: 'T-SEARCH-1',
    nameSl: 'Merilni trak dolžina 5 m Testmark',
    nameEn: 'Measuring tape length 5 m Testmark',
  },
  level: {
    code: 'T-SEARCH-2',
    nameSl: 'Vodna tehtnica dolžina 60 cm Testmark',
    nameEn: 'Spirit level length 60 cm Testmark',
  },
  ruler: {
    code: 'T-SEARCH-3',
    nameSl: 'Testmarkovo ravnilo dolžina 1 m',
    nameEn: 'Testmarkovo ruler length 1 m',
  },
  hidden: {
    code: 'T-SEARCH-4',
    nameSl: 'Umaknjeni trak dolžina 3 m Testmark',
    nameEn: 'Withdrawn tape 3 m Testmark',
    catalogStatus: 0,
  },
} as const;
const ids: Record<keyof typeof ADDED, number> = { tape: 0, level: 0, ruler: 0, hidden: 0 };

beforeAll(async () => {
  database = await createTestDatabase({ products: PRODUCTS });
  const [leaf] = await database.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.depth, 2))
    .limit(1);
  for (const [key, row] of Object.entries(ADDED) as [
    keyof typeof ADDED,
    (typeof ADDED)[keyof typeof ADDED],
  ][]) {
    const [inserted] = await database.db
      .insert(products)
      .values({ ...row, categoryId: leaf?.id ?? null })
      .returning({ id: products.id });
    ids[key] = inserted?.id ?? 0;
  }
  // New products are found after a rebuild of the search index (packages/db schema/search.ts).
  await database.db.execute(sql`SELECT refresh_search_index()`);
  app = await startApi(database.db);
  token = (await tokensFor(app, DEMO.admin)).access_token;
}, 180_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

function get(url: string, locale = 'sl') {
  return app.inject({
    method: 'GET',
    url,
    headers: { ...bearer(token), 'accept-language': locale },
  });
}

async function search(
  params: Parameters<typeof searchQueryString>[0],
  locale = 'sl',
): Promise<SearchResponse> {
  const response = await get(`/api/search${searchQueryString(params)}`, locale);
  expect(response.statusCode, response.body).toBe(200);
  return searchResponseSchema.parse(response.json());
}

async function typeahead(query: string, locale = 'sl') {
  const response = await get(`/api/search/typeahead${searchQueryString({ query })}`, locale);
  expect(response.statusCode, response.body).toBe(200);
  return typeaheadResponseSchema.parse(response.json()).keywords;
}

/** Every product id a term finds, over all pages. */
async function allIds(query: string, filters?: Record<string, string[]>): Promise<string[]> {
  const first = await search({ query, filters });
  const found = first.products.map((p) => p.id);
  for (let page = 2; page <= first.pagination.numberOfPages; page += 1) {
    found.push(...(await search({ query, page, filters })).products.map((p) => p.id));
  }
  return found;
}

function withoutDiacritics(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '');
}

/** One letter deleted from the middle: a typo within the budget of maxEdits. */
function typo(word: string): string {
  const i = Math.floor(word.length / 2);
  return word.slice(0, i) + word.slice(i + 1);
}

describe('access and input', () => {
  it('requires a bearer token on all three calls', async () => {
    for (const url of [
      '/api/search/typeahead?query=cement',
      '/api/search/autocomplete?query=cement',
      '/api/search?query=cement',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('answers a blank query with the empty result, and a missing one with 400', async () => {
    expect(await typeahead('   ')).toEqual([]);
    const auto = autocompleteResponseSchema.parse(
      (await get('/api/search/autocomplete?query=')).json(),
    );
    expect(auto.snippets).toEqual({ products: [], categories: [], keywords: [] });
    const result = await search({ query: '' });
    expect(result.products).toEqual([]);
    expect(result.pagination).toMatchObject({ totalProducts: 0, numberOfPages: 0, currentPage: 1 });
    expect((await get('/api/search')).statusCode).toBe(400);
    expect((await get('/api/search/typeahead')).statusCode).toBe(400);
  });

  it('rejects parameters other than query, page and ff.attr.*', async () => {
    const response = await get('/api/search?query=trak&sort=name');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('sort');
    expect((await get('/api/search?query=trak&page=0')).statusCode).toBe(400);
  });
});

describe('matching', () => {
  it("finds the same products for 'dolžina', 'dolzina' and 'dolzna' (diacritics, typo)", async () => {
    const exact = await allIds('dolžina');
    expect(exact).toEqual(
      expect.arrayContaining([String(ids.tape), String(ids.level), String(ids.ruler)]),
    );
    expect((await allIds('dolzina')).sort()).toEqual([...exact].sort());
    expect((await allIds('dolzna')).sort()).toEqual([...exact].sort());
    expect((await allIds('DOLŽINA')).sort()).toEqual([...exact].sort());
  });

  it('finds seeded products by a mangled word of their name (no diacritics, a typo, a prefix)', async () => {
    // Each case: the longest letters-only word of a seeded name, plus the product's code so
    // exactly one product may match (every word of the term must match).
    const rows = await executeRows<{ id: number; code: string; name_sl: string }>(
      database.db,
      sql`SELECT id, code, name_sl FROM products WHERE catalog_status = 1 ORDER BY id LIMIT 40`,
    );
    let checked = 0;
    for (const row of rows) {
      const word = row.name_sl
        .toLowerCase()
        .split(/\s+/)
        .filter((w) => /^\p{L}+$/u.test(w) && w.length >= 6)
        .sort((a, b) => b.length - a.length || a.localeCompare(b))[0];
      if (!word) continue;
      for (const variant of [
        word,
        withoutDiacritics(word),
        typo(withoutDiacritics(word)),
        word.slice(0, 3),
      ]) {
        const result = await search({ query: `${variant} ${row.code}` });
        expect(
          result.products.map((p) => p.id),
          `${variant} ${row.code} (${row.name_sl})`,
        ).toEqual([String(row.id)]);
      }
      checked += 1;
      if (checked === 12) break;
    }
    expect(checked).toBe(12);
  });

  it("corrects 'cemnt' to cement", async () => {
    const cement = await allIds('cement');
    expect(cement.length).toBeGreaterThan(0);
    expect((await allIds('cemnt')).sort()).toEqual([...cement].sort());
  });

  it("matches word prefixes while typing ('vrt' finds vrtalnik)", async () => {
    const names = await executeRows<{ id: number }>(
      database.db,
      sql`SELECT id FROM products WHERE catalog_status = 1 AND lower(name_sl) ~ '(^| )vrtal'`,
    );
    expect(names.length).toBeGreaterThan(0);
    const found = await allIds('vrt');
    expect(found).toEqual(expect.arrayContaining(names.map((n) => String(n.id))));
  });

  it('ranks exact word matches before prefix matches', async () => {
    const result = await search({ query: 'testmark' });
    const order = result.products.map((p) => p.id);
    expect(order).toContain(String(ids.ruler));
    // 'Testmarkovo' only starts with the term: after both products named with the word itself.
    expect(order.indexOf(String(ids.ruler))).toBeGreaterThan(order.indexOf(String(ids.tape)));
    expect(order.indexOf(String(ids.ruler))).toBeGreaterThan(order.indexOf(String(ids.level)));
  });

  it('finds a product by its code and by its EAN', async () => {
    const [row] = await executeRows<{ id: number; code: string; ean: string }>(
      database.db,
      sql`SELECT id, code, ean FROM products WHERE catalog_status = 1 AND ean IS NOT NULL ORDER BY id DESC LIMIT 1`,
    );
    expect((await search({ query: row?.code ?? '' })).products.map((p) => p.id)).toContain(
      String(row?.id),
    );
    expect((await search({ query: row?.ean ?? '' })).products.map((p) => p.id)).toEqual([
      String(row?.id),
    ]);
  });
});

describe('catalog status (SPEC §9: only catalog_status 1)', () => {
  it('never returns a status-0 product, seeded or added', async () => {
    const hidden = await executeRows<{ id: number; code: string }>(
      database.db,
      sql`SELECT id, code FROM products WHERE catalog_status <> 1 ORDER BY id`,
    );
    expect(hidden.length).toBeGreaterThan(1);
    for (const row of hidden) {
      expect((await search({ query: row.code })).products.map((p) => p.id)).not.toContain(
        String(row.id),
      );
    }
    expect(await allIds('umaknjeni')).toEqual([]);
    expect(await allIds('dolžina')).not.toContain(String(ids.hidden));
  });

  it('drops a product from search as soon as it leaves the catalogue', async () => {
    const before = await search({ query: 'vodna tehtnica testmark' });
    expect(before.products.map((p) => p.id)).toEqual([String(ids.level)]);
    await database.db.update(products).set({ catalogStatus: 0 }).where(eq(products.id, ids.level));
    try {
      const after = await search({ query: 'vodna tehtnica testmark', page: 1, filters: {} });
      expect(after.products).toEqual([]);
      expect((await search({ query: 'T-SEARCH-2' })).products).toEqual([]);
    } finally {
      await database.db
        .update(products)
        .set({ catalogStatus: 1 })
        .where(eq(products.id, ids.level));
    }
  });
});

describe('typeahead', () => {
  it('suggests at most 5 keywords starting with the term, sorted by total', async () => {
    const [common] = await executeRows<{ keyword: string }>(
      database.db,
      sql`SELECT keyword FROM search_keywords WHERE locale = 'sl' AND words = 1 AND char_length(keyword) >= 6
          ORDER BY total DESC, keyword LIMIT 1`,
    );
    const prefix = withoutDiacritics(common?.keyword ?? '').slice(0, 3);
    const keywords = await typeahead(prefix);
    expect(keywords.length).toBeGreaterThan(0);
    expect(keywords.length).toBeLessThanOrEqual(TYPEAHEAD_SIZE);
    const totals = keywords.map((k) => k.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    for (const k of keywords) {
      const words = withoutDiacritics(k.keyword).split(' ');
      expect(
        words.some((w) => w.startsWith(prefix)),
        k.keyword,
      ).toBe(true);
    }
    // The typed form does not matter: with or without diacritics, any case.
    expect(await typeahead(prefix.toUpperCase())).toEqual(keywords);
  });

  it('counts in total the products whose name holds the word', async () => {
    const keywords = await typeahead('dolž');
    const dolzina = keywords.find((k) => k.keyword === 'dolžina');
    const [row] = await executeRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM products
          WHERE catalog_status = 1 AND to_tsvector('simple', name_sl) @@ 'dolžina'::tsquery`,
    );
    expect(dolzina?.total).toBe(row?.n);
    expect(await typeahead('dolz')).toEqual(keywords);
  });

  it('normalises typed text in memory exactly as lower(f_unaccent()) does in the database', async () => {
    const samples = [
      'Ploščice ČŠŽ čšž',
      'Ćevap Đuro ŁÓDŹ Øre Æble straße',
      '  vijak   za\tles  ',
      'Ærø Œuvre ﬁlter “quoted” – dash',
      'Čepi 30×60 Ø 32 mm²',
    ];
    const repository = createSearchRepository(database.db);
    for (const text of samples) {
      const [row] = await executeRows<{ p: string }>(
        database.db,
        sql`SELECT btrim(regexp_replace(lower(public.f_unaccent(${text})), '[[:space:]]+', ' ', 'g')) AS p`,
      );
      expect(await repository.normalize(text), text).toBe(row?.p);
    }
  });

  it('suggests the corrected keyword for a misspelt one, and English keywords in English', async () => {
    expect((await typeahead('dolzna')).map((k) => k.keyword)).toContain('dolžina');
    expect((await typeahead('testmrak')).map((k) => k.keyword)).toContain('testmark');
    expect((await typeahead('lengt', 'en')).map((k) => k.keyword)).toContain('length');
    expect((await typeahead('xqzvw')).length).toBe(0);
  });
});

describe('autocomplete', () => {
  it('gives up to 5 products, categories and keywords', async () => {
    const response = await get('/api/search/autocomplete?query=cement');
    expect(response.statusCode).toBe(200);
    const { snippets } = autocompleteResponseSchema.parse(response.json());
    expect(snippets.products.length).toBeGreaterThan(0);
    expect(snippets.products.length).toBeLessThanOrEqual(AUTOCOMPLETE_SIZE);
    for (const p of snippets.products)
      expect(withoutDiacritics(p.name.toLowerCase())).toMatch(/cement/);
    // The category named after the term comes first.
    expect(snippets.categories.length).toBeGreaterThan(0);
    expect(snippets.categories.length).toBeLessThanOrEqual(AUTOCOMPLETE_SIZE);
    expect(snippets.categories[0]?.name.toLowerCase()).toMatch(/cement/);
    expect(snippets.categories[0]?.url).toMatch(/\/$/);
    expect(snippets.keywords).toEqual(await typeahead('cement'));
  });

  it('answers in English with Accept-Language: en', async () => {
    const response = await get(
      `/api/search/autocomplete?query=${encodeURIComponent('merilni trak testmark')}`,
      'en',
    );
    const { snippets } = autocompleteResponseSchema.parse(response.json());
    expect(snippets.products).toEqual([
      expect.objectContaining({
        id: String(ids.tape),
        code: ADDED.tape.code,
        name: ADDED.tape.nameEn,
      }),
    ]);
  });
});

describe('results page', () => {
  /** A frequent seeded word: enough results for three pages. */
  async function frequentWord(): Promise<string> {
    const [row] = await executeRows<{ keyword: string }>(
      database.db,
      sql`SELECT keyword FROM search_keywords WHERE locale = 'sl' AND words = 1 AND total > ${SEARCH_PAGE_SIZE * 2}
          ORDER BY total DESC, keyword LIMIT 1`,
    );
    if (!row) throw new Error('no keyword with more than two pages of products');
    return row.keyword;
  }

  it('pages by 12 (SPEC §9) with consistent pagination', async () => {
    const word = await frequentWord();
    const first = await search({ query: word });
    const total = first.pagination.totalProducts;
    expect(total).toBeGreaterThan(SEARCH_PAGE_SIZE * 2);
    expect(first.pagination).toEqual({
      totalProducts: total,
      currentPage: 1,
      productsPerPage: SEARCH_PAGE_SIZE,
      numberOfPages: Math.ceil(total / SEARCH_PAGE_SIZE),
      currentOffset: 0,
    });
    expect(first.products).toHaveLength(SEARCH_PAGE_SIZE);
    const second = await search({ query: word, page: 2 });
    expect(second.pagination).toMatchObject({ currentPage: 2, currentOffset: SEARCH_PAGE_SIZE });
    expect(second.products).toHaveLength(SEARCH_PAGE_SIZE);
    expect(
      second.products.map((p) => p.id).filter((id) => first.products.some((p) => p.id === id)),
    ).toEqual([]);
    const all = await allIds(word);
    expect(all).toHaveLength(total);
    expect(new Set(all).size).toBe(total);
    const last = await search({ query: word, page: first.pagination.numberOfPages });
    expect(last.products).toHaveLength(
      total - SEARCH_PAGE_SIZE * (first.pagination.numberOfPages - 1),
    );
    const beyond = await search({ query: word, page: first.pagination.numberOfPages + 1 });
    expect(beyond.products).toEqual([]);
    expect(beyond.pagination.totalProducts).toBe(total);
  });

  it('filters by an attribute (ff.attr.<code>=<option>) with disjunctive facet counts', async () => {
    // A frequent word that is not itself a brand: its results span several brands.
    const candidates = await executeRows<{ keyword: string }>(
      database.db,
      sql`SELECT keyword FROM search_keywords WHERE locale = 'sl' AND words = 1 AND total > ${SEARCH_PAGE_SIZE}
          ORDER BY total DESC, keyword LIMIT 10`,
    );
    let word = '';
    let unfiltered: SearchResponse | undefined;
    for (const { keyword } of candidates) {
      const result = await search({ query: keyword });
      const facet = result.facets.find((f) => f.field === 'blagovna_znamka');
      if ((facet?.elements.length ?? 0) > 1) {
        word = keyword;
        unfiltered = result;
        break;
      }
    }
    const brands = unfiltered?.facets.find((f) => f.field === 'blagovna_znamka');
    expect(brands?.elements.length).toBeGreaterThan(1);
    const [first, second] = brands?.elements ?? [];
    if (!first || !second) throw new Error('brand facet needs two elements');
    // An element's count is what selecting it gives.
    const one = await search({ query: word, filters: { blagovna_znamka: [first.value] } });
    expect(one.pagination.totalProducts).toBe(first.count);
    expect(one.activeFilters).toEqual([
      { field: 'blagovna_znamka', name: first.name, value: first.value },
    ]);
    // Disjunctive: the selected attribute keeps the counts of its other options.
    const brandsAfter = one.facets.find((f) => f.field === 'blagovna_znamka');
    expect(brandsAfter?.elements.find((e) => e.value === second.value)?.count).toBe(second.count);
    expect(brandsAfter?.elements.find((e) => e.value === first.value)?.selected).toBe(true);
    // Two options of one attribute: OR.
    const both = await search({
      query: word,
      filters: { blagovna_znamka: [first.value, second.value] },
    });
    expect(both.pagination.totalProducts).toBe(first.count + second.count);
    // The other facets count within the selection.
    const categoryFacet = one.facets.find((f) => f.field === 'category');
    expect(categoryFacet?.elements.reduce((sum, e) => sum + e.count, 0)).toBe(first.count);
    // Unknown options and attributes match nothing.
    expect(
      (await search({ query: word, filters: { blagovna_znamka: ['no-such-brand'] } })).pagination
        .totalProducts,
    ).toBe(0);
    expect(
      (await search({ query: word, filters: { no_such_attribute: ['x'] } })).pagination
        .totalProducts,
    ).toBe(0);
  });

  it('filters by category (ff.attr.category) and lists its subcategories in the facet', async () => {
    const word = await frequentWord();
    const unfiltered = await search({ query: word });
    const categoryFacet = unfiltered.facets.find((f) => f.field === 'category');
    const top = categoryFacet?.elements[0];
    if (!top) throw new Error('category facet is empty');
    // Top-level categories first; their counts add up to the total.
    expect(categoryFacet?.elements.reduce((sum, e) => sum + e.count, 0)).toBe(
      unfiltered.pagination.totalProducts,
    );
    const inside = await search({ query: word, filters: { category: [top.value] } });
    expect(inside.pagination.totalProducts).toBe(top.count);
    const facet = inside.facets.find((f) => f.field === 'category');
    expect(facet?.elements[0]).toMatchObject({
      value: top.value,
      selected: true,
      count: top.count,
    });
    const children = facet?.elements.slice(1) ?? [];
    expect(children.reduce((sum, e) => sum + e.count, 0)).toBe(top.count);
    for (const child of children) expect(child.url?.startsWith(top.url ?? '?')).toBe(true);
    // Every product lies in the category's subtree.
    const found = (await allIds(word, { category: [top.value] })).map(Number);
    const rows = await executeRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM products p JOIN categories c ON c.id = p.category_id
          WHERE p.id = ANY(${sql.param(found)}::int[]) AND c.path LIKE ${`${top.url ?? ''}%`}`,
    );
    expect(rows[0]?.n).toBe(found.length);
  });

  it('gives texts in the request language', async () => {
    const sl = await search({ query: 'merilni trak testmark' });
    const en = await search({ query: 'merilni trak testmark' }, 'en');
    expect(sl.products[0]?.name).toBe(ADDED.tape.nameSl);
    expect(en.products[0]?.name).toBe(ADDED.tape.nameEn);
    expect(sl.facets.find((f) => f.field === 'category')?.name).toBe('Kategorija');
    expect(en.facets.find((f) => f.field === 'category')?.name).toBe('Category');
  });
});

describe('typo budget', () => {
  it('allows one edit up to 5 letters and two from 6, none below 4', () => {
    expect([1, 2, 3, 4, 5, 6, 12].map(maxEdits)).toEqual([0, 0, 0, 1, 1, 2, 2]);
  });

  it('counts insertions, deletions, substitutions and transpositions as one edit', () => {
    expect(editDistance('dolzna', 'dolzina')).toBe(1);
    expect(editDistance('cemnt', 'cement')).toBe(1);
    expect(editDistance('cmeent', 'cement')).toBe(1);
    expect(editDistance('plošče', 'plošča')).toBe(1);
    expect(editDistance('kabel', 'kabel')).toBe(0);
    expect(editDistance('abc', 'xyz')).toBe(3);
    expect(editDistance('abcdefgh', 'a', 2)).toBe(3);
  });

  it('corrects to the closest dictionary words only', () => {
    const words = ['dolzina', 'dolzino', 'dolg', 'cement', 'cementni'].map((normalized) => ({
      normalized,
    }));
    expect(corrections('dolzna', words).map((c) => c.normalized)).toEqual(['dolzina']);
    expect(
      corrections('dolzin', words)
        .map((c) => c.normalized)
        .sort(),
    ).toEqual(['dolzina', 'dolzino']);
    expect(corrections('cemnt', words).map((c) => c.normalized)).toEqual(['cement']);
    expect(corrections('dlg', words)).toEqual([]);
    expect(corrections('qqqqqqq', words)).toEqual([]);
  });
});
