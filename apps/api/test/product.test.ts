// GET /jsonapi/product and GET /jsonapi/product/{id} (SPEC §7 catalog and products, issue #3):
// category listings with disjunctive facets, sorting, paging, codes / promotion / novelty lists,
// counts per category, English texts, 404s, 400s and the fixed query count of a page.
// Expected values are computed from the base tables (products, product_attribute_options,
// categories), never from product_listing, so the listing index is checked as well.
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  productDocumentSchema,
  productListDocumentSchema,
  productListSearch,
  type FilterGroup,
  type ProductListDocument,
  type ProductListParams,
} from '@gradnik/contracts/catalog';
import { apiErrorSchema } from '@gradnik/contracts/errors';
import type { DatabaseHandle } from '@gradnik/db/connection';
import {
  attributeOptions,
  attributes,
  categories,
  productAttributeOptions,
  products,
} from '@gradnik/db/schema/catalog';
import { catalogSimUnits } from '@gradnik/db/erp-sim-units';
import { createTestDatabase } from '@gradnik/db/testing';
import { simPricing } from '@gradnik/erp/simulator-rules';
import { bearer, DEMO, startApi, tokensFor } from './helpers.ts';

/** Enough products that categories have several, with overlapping attribute options. */
const PRODUCTS = 400;

let handle: DatabaseHandle;
let app: FastifyInstance;
let token = '';

beforeAll(async () => {
  handle = await createTestDatabase({ products: PRODUCTS });
  // Two products leave the catalogue before the API starts: they must never be listed.
  await handle.db
    .update(products)
    .set({ catalogStatus: 0 })
    .where(inArray(products.id, [WITHDRAWN_A, WITHDRAWN_B]));
  app = await startApi(handle.db);
  token = (await tokensFor(app, DEMO.admin)).access_token;
});

afterAll(async () => {
  await app?.close();
  await handle?.close();
});

const WITHDRAWN_A = 3;
const WITHDRAWN_B = 4;

function get(url: string, language = 'sl') {
  return app.inject({
    method: 'GET',
    url,
    headers: { ...bearer(token), 'accept-language': language },
  });
}

async function list(params: ProductListParams, language = 'sl'): Promise<ProductListDocument> {
  const response = await get(`/jsonapi/product${productListSearch(params)}`, language);
  expect(response.statusCode, response.body).toBe(200);
  return productListDocumentSchema.parse(response.json());
}

/** Every product of a listing, page by page. */
async function listAll(params: ProductListParams, language = 'sl', limit = 16) {
  const all: ProductListDocument['data'] = [];
  for (let offset = 0; ; offset += limit) {
    const doc = await list({ ...params, offset, limit }, language);
    all.push(...doc.data);
    if (offset + limit >= doc.meta.total) return all;
  }
}

// ---------------------------------------------------------------------------------------------
// Ground truth from the base tables.

async function subtreeIds(categoryId: number): Promise<number[]> {
  const [root] = await handle.db.select().from(categories).where(eq(categories.id, categoryId));
  const rows = await handle.db
    .select({ id: categories.id })
    .from(categories)
    .where(like(categories.path, `${root!.path}%`));
  return rows.map((r) => r.id);
}

/** Listed product ids (catalog status 1) of a category's subtree. */
async function listedIn(categoryId: number): Promise<Set<number>> {
  const rows = await handle.db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        inArray(products.categoryId, await subtreeIds(categoryId)),
        eq(products.catalogStatus, 1),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** option id → product ids carrying it. */
async function carriers(optionIds: number[]): Promise<Map<number, Set<number>>> {
  const rows = await handle.db
    .select()
    .from(productAttributeOptions)
    .where(inArray(productAttributeOptions.optionId, optionIds));
  const map = new Map<number, Set<number>>();
  for (const r of rows) map.set(r.optionId, (map.get(r.optionId) ?? new Set()).add(r.productId));
  return map;
}

function union(sets: (Set<number> | undefined)[]): Set<number> {
  return new Set(sets.flatMap((s) => [...(s ?? [])]));
}
function intersect(a: Set<number>, b: Set<number>): Set<number> {
  return new Set([...a].filter((x) => b.has(x)));
}

interface FacetFixture {
  categoryId: number;
  listed: Set<number>;
  /** Two attributes offered by the category, with the options its products carry. */
  a: { code: string; options: number[] };
  b: { code: string; options: number[] };
  carriers: Map<number, Set<number>>;
}

let fixture: FacetFixture | undefined;

/**
 * The category with the most listed products among those whose products carry at least two
 * options of two of its filter attributes: the data the OR/AND/facet tests need.
 */
async function facetFixture(): Promise<FacetFixture> {
  if (fixture) return fixture;
  const cats = await handle.db.select().from(categories);
  const attrs = await handle.db.select().from(attributes);
  const options = await handle.db.select().from(attributeOptions);
  const candidates: FacetFixture[] = [];
  for (const category of cats) {
    const listed = await listedIn(category.id);
    if (listed.size < 8) continue;
    const codes = category.filters.filter((f) => f.active).map((f) => f.code);
    const present = await handle.db
      .selectDistinct({ optionId: productAttributeOptions.optionId })
      .from(productAttributeOptions)
      .where(inArray(productAttributeOptions.productId, [...listed]));
    const presentIds = new Set(present.map((p) => p.optionId));
    const groups = codes.flatMap((code) => {
      const attribute = attrs.find((a) => a.code === code && a.filterable && a.status === 1);
      if (!attribute) return [];
      const ids = options
        .filter((o) => o.attributeId === attribute.id && presentIds.has(o.id))
        .map((o) => o.id);
      return ids.length >= 2 ? [{ code, options: ids }] : [];
    });
    if (groups.length >= 2) {
      const all = groups.flatMap((g) => g.options);
      candidates.push({
        categoryId: category.id,
        listed,
        a: groups[0]!,
        b: groups[1]!,
        carriers: await carriers(all),
      });
    }
  }
  candidates.sort((x, y) => y.listed.size - x.listed.size);
  expect(candidates.length, 'a category with two multi-option facets').toBeGreaterThan(0);
  fixture = candidates[0]!;
  return fixture;
}

function groupOf(doc: ProductListDocument, code: string): FilterGroup {
  const group = doc.meta.aggregate?.['index.attribute.id']?.find((g) => g.code === code);
  expect(group, `facet group ${code}`).toBeDefined();
  return group!;
}

function ids(doc: { data: { id: string }[] }): number[] {
  return doc.data.map((p) => Number(p.id));
}

// ---------------------------------------------------------------------------------------------

describe('GET /jsonapi/product: auth', () => {
  it('requires the bearer token', async () => {
    const response = await app.inject({ method: 'GET', url: '/jsonapi/product' });
    expect(response.statusCode).toBe(401);
    expect(apiErrorSchema.parse(response.json()).error).toBeTruthy();
    const detail = await app.inject({ method: 'GET', url: '/jsonapi/product/1' });
    expect(detail.statusCode).toBe(401);
  });
});

describe('category listing (filter[f_catid])', () => {
  it('lists exactly the listed products of the category and its descendants, 16 a page', async () => {
    const { categoryId, listed } = await facetFixture();
    const first = await list({ categoryId });
    expect(first.meta).toMatchObject({
      total: listed.size,
      offset: 0,
      limit: 16,
      sort: 'product.label',
    });
    expect(first.data).toHaveLength(Math.min(16, listed.size));
    const all = await listAll({ categoryId });
    expect(new Set(ids({ data: all }))).toEqual(listed);
    expect(ids({ data: all })).toHaveLength(listed.size);
  });

  it('lists a top-level category through its subtree and never a withdrawn product', async () => {
    const [withdrawn] = await handle.db.select().from(products).where(eq(products.id, WITHDRAWN_A));
    const [top] = await handle.db
      .select()
      .from(categories)
      .where(
        sql`${categories.path} = split_part((SELECT path FROM categories WHERE id = ${withdrawn!.categoryId}), '/', 1) || '/'`,
      );
    const expected = await listedIn(top!.id);
    expect(expected.has(WITHDRAWN_A)).toBe(false);
    const all = await listAll({ categoryId: top!.id });
    expect(new Set(ids({ data: all }))).toEqual(expected);
  });

  it('pages with offset and limit: disjoint pages, stable total, pagination links', async () => {
    const { categoryId, listed } = await facetFixture();
    const first = await list({ categoryId, offset: 0, limit: 3 });
    const second = await list({ categoryId, offset: 3, limit: 3 });
    const both = await list({ categoryId, offset: 0, limit: 6 });
    expect(second.meta).toMatchObject({ total: listed.size, offset: 3, limit: 3 });
    expect([...ids(first), ...ids(second)]).toEqual(ids(both));
    expect(first.links.prev).toBeNull();
    expect(first.links.next).toContain('page[offset]=3');
    expect(second.links.prev).toContain('page[offset]=0');
    const beyond = await list({ categoryId, offset: 10_000, limit: 3 });
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.total).toBe(listed.size);
  });

  it('answers 404 for an unknown category', async () => {
    const response = await get('/jsonapi/product?filter[f_catid]=999999');
    expect(response.statusCode).toBe(404);
    expect(apiErrorSchema.parse(response.json()).error).toMatch(/Category 999999/);
  });
});

describe('sorting', () => {
  const slCollator = new Intl.Collator('sl', { sensitivity: 'base' });

  it('sorts by label in Slovenian alphabet order by default, and descending with -product.label', async () => {
    const { categoryId } = await facetFixture();
    const ascending = (await listAll({ categoryId })).map((p) => p.attributes.name);
    for (let i = 1; i < ascending.length; i += 1) {
      expect(
        slCollator.compare(ascending[i - 1]!, ascending[i]!),
        `${ascending[i - 1]} ≤ ${ascending[i]}`,
      ).toBeLessThanOrEqual(0);
    }
    const descending = (await listAll({ categoryId, sort: '-product.label' })).map(
      (p) => p.attributes.name,
    );
    expect(descending).toEqual([...ascending].reverse());
  });

  it('sorts by code both ways', async () => {
    const { categoryId } = await facetFixture();
    const codes = (await listAll({ categoryId, sort: 'product.code' })).map(
      (p) => p.attributes.code,
    );
    expect(codes).toEqual([...codes].sort());
    const reversed = (await listAll({ categoryId, sort: '-product.code' })).map(
      (p) => p.attributes.code,
    );
    expect(reversed).toEqual([...codes].reverse());
  });

  // SPEC §2 price sort: by the catalogue's list price, the ERP's basic VPC price per retail
  // unit (docs/decisions/009-price-sort-by-list-price.md), ties by id, unknown prices last.
  it('sorts by list price both ways, as the ERP simulator prices the items', async () => {
    const { categoryId } = await facetFixture();
    const ascending = await listAll({ categoryId, sort: 'product.price' });
    const rows = await handle.db
      .select({
        id: products.id,
        code: products.code,
        listPrice: products.listPrice,
        factor: products.factorUnitRetail,
      })
      .from(products)
      .where(
        inArray(
          products.id,
          ascending.map((p) => Number(p.id)),
        ),
      );
    const byId = new Map(rows.map((r) => [r.id, r]));
    const prices = ascending.map((p) => byId.get(Number(p.id))!.listPrice!);
    expect(prices.length).toBeGreaterThan(3);
    for (let i = 1; i < prices.length; i += 1) {
      expect(prices[i - 1]!, `${prices[i - 1]} ≤ ${prices[i]}`).toBeLessThanOrEqual(prices[i]!);
    }
    // The stored list price is the basic VPC price per retail unit the server's simulator
    // answers, reading the catalogue as the server does (decision 019).
    const units = catalogSimUnits(handle.db);
    for (const row of rows) {
      const record = simPricing(
        row.code,
        'P1',
        (await units([row.code])).get(row.code),
        '2025-04-17',
      );
      expect(record.B2BPriceBasicRetailUnit).toBe(row.listPrice);
    }
    // Not the label order in disguise.
    const byLabel = (await listAll({ categoryId })).map((p) => p.id);
    expect(ascending.map((p) => p.id)).not.toEqual(byLabel);

    const descending = await listAll({ categoryId, sort: '-product.price' });
    expect(descending.map((p) => p.id)).toEqual(ascending.map((p) => p.id).reverse());
  });

  it('puts products without a list price last in both directions', async () => {
    const { categoryId } = await facetFixture();
    const [cheapest] = await listAll({ categoryId, sort: 'product.price' });
    const id = Number(cheapest!.id);
    const [before] = await handle.db
      .select({ listPrice: products.listPrice })
      .from(products)
      .where(eq(products.id, id));
    await handle.db.update(products).set({ listPrice: null }).where(eq(products.id, id));
    try {
      // Another page size: not the listings cached above (the listing cache keeps them a minute).
      const ascending = await listAll({ categoryId, sort: 'product.price' }, 'sl', 7);
      const descending = await listAll({ categoryId, sort: '-product.price' }, 'sl', 7);
      expect(ascending.at(-1)!.id).toBe(String(id));
      expect(descending.at(-1)!.id).toBe(String(id));
    } finally {
      await handle.db
        .update(products)
        .set({ listPrice: before!.listPrice })
        .where(eq(products.id, id));
    }
  });

  it('lists novelties newest first with -product.ctime', async () => {
    const doc = await list({ sort: '-product.ctime', limit: 30 });
    const times = doc.data.map((p) => Date.parse(p.attributes.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const [newest] = await handle.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.catalogStatus, 1))
      .orderBy(sql`${products.createdAt} DESC, ${products.id} DESC`)
      .limit(1);
    expect(ids(doc)[0]).toBe(newest!.id);
  });
});

describe('attribute filters (filter[f_oneid]) and facet counts (aggregate=index.attribute.id)', () => {
  it('ORs the options of one attribute', async () => {
    const f = await facetFixture();
    const chosen = f.a.options.slice(0, 2);
    const expected = intersect(f.listed, union(chosen.map((o) => f.carriers.get(o))));
    const all = await listAll({ categoryId: f.categoryId, options: { [f.a.code]: chosen } });
    expect(new Set(ids({ data: all }))).toEqual(expected);
    // More options of the same attribute never shrink the list.
    const one = await list({
      categoryId: f.categoryId,
      options: { [f.a.code]: [chosen[0]!] },
      limit: 0,
    });
    expect(one.meta.total).toBeLessThanOrEqual(expected.size);
  });

  it('ANDs different attributes', async () => {
    const f = await facetFixture();
    const aSet = union(f.a.options.slice(0, 2).map((o) => f.carriers.get(o)));
    const bSet = union(f.b.options.map((o) => f.carriers.get(o)));
    const expected = intersect(intersect(f.listed, aSet), bSet);
    const doc = await list({
      categoryId: f.categoryId,
      options: { [f.a.code]: f.a.options.slice(0, 2), [f.b.code]: f.b.options },
      limit: 16,
    });
    expect(doc.meta.total).toBe(expected.size);
    for (const id of ids(doc)) expect(expected.has(id)).toBe(true);
  });

  it('counts each option with the other attributes’ filters only (disjunctive faceting)', async () => {
    const f = await facetFixture();
    const selectedA = f.a.options[0]!;
    const doc = await list({
      categoryId: f.categoryId,
      options: { [f.a.code]: [selectedA] },
      aggregate: 'index.attribute.id',
      limit: 16,
    });
    // A's own options ignore A's filter: the selected option's siblings keep their counts.
    const groupA = groupOf(doc, f.a.code);
    for (const option of groupA.options) {
      const expected = intersect(f.listed, f.carriers.get(Number(option.id)) ?? new Set()).size;
      expect(option.productCount, `${f.a.code} option ${option.name}`).toBe(expected);
      expect(option.selected).toBe(Number(option.id) === selectedA);
    }
    expect(groupA.options.filter((o) => o.selected)).toHaveLength(1);
    expect(groupA.options.filter((o) => !o.selected && o.productCount > 0).length).toBeGreaterThan(
      0,
    );
    // B's options count within A's filter.
    const withA = intersect(f.listed, f.carriers.get(selectedA) ?? new Set());
    const groupB = groupOf(doc, f.b.code);
    for (const option of groupB.options) {
      const expected = intersect(withA, f.carriers.get(Number(option.id)) ?? new Set()).size;
      expect(option.productCount, `${f.b.code} option ${option.name}`).toBe(expected);
    }
  });

  it('keeps options with no result under the other filters, with productCount 0', async () => {
    const f = await facetFixture();
    // Find an A option under which some B option (present in the category) has no product.
    let found: { a: number; b: number } | undefined;
    for (const a of f.a.options) {
      const withA = intersect(f.listed, f.carriers.get(a) ?? new Set());
      const b = f.b.options.find(
        (o) => intersect(withA, f.carriers.get(o) ?? new Set()).size === 0,
      );
      if (b !== undefined) {
        found = { a, b };
        break;
      }
    }
    expect(found, 'an option pair without common products').toBeDefined();
    const doc = await list({
      categoryId: f.categoryId,
      options: { [f.a.code]: [found!.a] },
      aggregate: 'index.attribute.id',
      limit: 0,
    });
    const option = groupOf(doc, f.b.code).options.find((o) => Number(o.id) === found!.b);
    expect(option).toMatchObject({ productCount: 0, selected: false });
    // Every option the category's products carry is offered, whatever its count.
    expect(new Set(groupOf(doc, f.b.code).options.map((o) => Number(o.id)))).toEqual(
      new Set(f.b.options),
    );
  });

  it('lists the facet groups in the category’s filter order, in the request’s language', async () => {
    const f = await facetFixture();
    const [category] = await handle.db
      .select()
      .from(categories)
      .where(eq(categories.id, f.categoryId));
    const doc = await list({ categoryId: f.categoryId, aggregate: 'index.attribute.id', limit: 0 });
    const order = category!.filters
      .filter((c) => c.active)
      .sort((x, y) => x.sort - y.sort)
      .map((c) => c.code);
    const codes = doc.meta.aggregate!['index.attribute.id']!.map((g) => g.code);
    expect(codes).toEqual(order.filter((c) => codes.includes(c)));
    expect(codes).toEqual(expect.arrayContaining([f.a.code, f.b.code]));
    const [attribute] = await handle.db
      .select()
      .from(attributes)
      .where(eq(attributes.code, f.a.code));
    const english = await list(
      { categoryId: f.categoryId, aggregate: 'index.attribute.id', limit: 0 },
      'en',
    );
    expect(groupOf(english, f.a.code).name).toBe(attribute!.nameEn);
    expect(groupOf(doc, f.a.code).name).toBe(attribute!.nameSl);
  });

  it('rejects an unknown attribute and an option of another attribute with 400', async () => {
    const f = await facetFixture();
    const unknown = await get(
      `/jsonapi/product?filter[f_catid]=${f.categoryId}&filter[f_oneid][ni_takega][]=1`,
    );
    expect(unknown.statusCode).toBe(400);
    expect(apiErrorSchema.parse(unknown.json()).error).toMatch(/Unknown attribute 'ni_takega'/);
    const foreign = await get(
      `/jsonapi/product?filter[f_catid]=${f.categoryId}&filter[f_oneid][${f.a.code}][]=${f.b.options[0]}`,
    );
    expect(foreign.statusCode).toBe(400);
    expect(apiErrorSchema.parse(foreign.json()).error).toMatch(/not an option of attribute/);
  });
});

describe('counts per category (aggregate=index.catalog.id)', () => {
  it('counts every category’s subtree, equal to the listed totals', async () => {
    const doc = await list({ aggregate: 'index.catalog.id', limit: 0 });
    const counts = doc.meta.aggregate!['index.catalog.id']!;
    const all = await handle.db.select({ id: categories.id }).from(categories);
    expect(Object.keys(counts)).toHaveLength(all.length);
    const [listedTotal] = await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(eq(products.catalogStatus, 1));
    expect(doc.meta.total).toBe(listedTotal!.n);
    const { categoryId } = await facetFixture();
    const tops = await handle.db
      .select()
      .from(categories)
      .where(sql`${categories.parentId} IS NULL`);
    for (const id of [categoryId, ...tops.slice(0, 3).map((t) => t.id)]) {
      const listing = await list({ categoryId: id, limit: 0 });
      expect(counts[String(id)], `category ${id}`).toBe(listing.meta.total);
      expect(counts[String(id)]).toBe((await listedIn(id)).size);
    }
  });
});

describe('codes, promotions, single product', () => {
  it('lists search-result products by code (filter[code]) and leaves out withdrawn ones', async () => {
    const rows = await handle.db
      .select({ id: products.id, code: products.code })
      .from(products)
      .where(inArray(products.id, [1, 2, WITHDRAWN_A, 10]));
    const doc = await list({ codes: rows.map((r) => r.code), sort: 'product.code' });
    expect(doc.meta.total).toBe(3);
    expect(new Set(ids(doc))).toEqual(new Set([1, 2, 10]));
  });

  it('lists promoted products only with filter[isAction]=true', async () => {
    const [expected] = await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(and(eq(products.isAction, true), eq(products.catalogStatus, 1)));
    const doc = await list({ isAction: true, limit: 100 });
    expect(doc.meta.total).toBe(expected!.n);
    expect(doc.meta.total).toBeGreaterThan(0);
    expect(doc.data.every((p) => p.attributes.isAction)).toBe(true);
  });

  it('finds one product with filter[id] and answers 404 for unknown or withdrawn ids', async () => {
    const doc = await list({ id: 1 });
    expect(ids(doc)).toEqual([1]);
    for (const id of [999_999, WITHDRAWN_B]) {
      const response = await get(`/jsonapi/product?filter[id]=${id}`);
      expect(response.statusCode).toBe(404);
      expect(apiErrorSchema.parse(response.json()).error).toBe(`Product ${id} not found`);
    }
  });
});

describe('GET /jsonapi/product/{id} (product detail)', () => {
  it('returns the product with public properties only, attribute values and its category trail', async () => {
    const [row] = await handle.db.select().from(products).where(eq(products.id, 1));
    const response = await get(
      '/jsonapi/product/1?include=media,price,stock,text,product/property',
    );
    expect(response.statusCode, response.body).toBe(200);
    const doc = productDocumentSchema.parse(response.json());
    const a = doc.data.attributes;
    expect(a).toMatchObject({
      code: row!.code,
      name: row!.nameSl,
      description: row!.descriptionSl,
      BaseUnitOfMeasure: row!.baseUnitOfMeasure,
      FactorUnitRetail: row!.factorUnitRetail,
      ean: row!.ean,
      ddv: row!.vat,
      ParentCategoryID: String(row!.categoryId),
    });
    expect(a.properties.map((p) => p.code)).toEqual(row!.properties.public.map((p) => p.code));
    const privateCodes = row!.properties.private.map((p) => p.code);
    for (const code of privateCodes) expect(a.properties.map((p) => p.code)).not.toContain(code);
    const optionRows = await handle.db
      .select()
      .from(productAttributeOptions)
      .where(eq(productAttributeOptions.productId, 1));
    expect(a.attributes.flatMap((v) => v.values.map((o) => Number(o.id))).sort()).toEqual(
      optionRows.map((o) => o.optionId).sort(),
    );
    // Prices and stock are the ERP's (issue #4, apps/api/test/pricing.test.ts): one resource
    // each, for this product.
    expect(doc.data.relationships.price.data.map((r) => [r.id, r.type])).toEqual([['1', 'price']]);
    expect(doc.data.relationships.stock.data.map((r) => [r.id, r.type])).toEqual([['1', 'stock']]);
    expect(doc.included.at(-1)).toMatchObject({ id: String(row!.categoryId) });
    expect(doc.included[0]?.attributes.url.split('/').filter(Boolean)).toHaveLength(1);
  });

  it('speaks English with Accept-Language: en', async () => {
    const [row] = await handle.db.select().from(products).where(eq(products.id, 1));
    const doc = productDocumentSchema.parse((await get('/jsonapi/product/1', 'en')).json());
    expect(doc.data.attributes.name).toBe(row!.nameEn);
    expect(doc.data.attributes.advantages).toEqual(row!.advantages.en);
    const listing = await list({ codes: [row!.code] }, 'en');
    expect(listing.data[0]?.attributes.name).toBe(row!.nameEn);
  });

  it('answers 404 for unknown and withdrawn products, 400 for a malformed id', async () => {
    for (const id of [999_999, WITHDRAWN_A]) {
      const response = await get(`/jsonapi/product/${id}`);
      expect(response.statusCode).toBe(404);
      expect(apiErrorSchema.parse(response.json()).error).toBe(`Product ${id} not found`);
    }
    expect((await get('/jsonapi/product/abc')).statusCode).toBe(400);
  });
});

describe('price and stock relationships (issue #4)', () => {
  it('stay empty, never invented, when the include list does not ask for them', async () => {
    const detail = productDocumentSchema.parse((await get('/jsonapi/product/1')).json());
    expect(detail.data.relationships).toEqual({ price: { data: [] }, stock: { data: [] } });
    expect(detail.meta).toBeUndefined();
    const { categoryId } = await facetFixture();
    const doc = await list({ categoryId, limit: 4, include: 'media,text,product/property' });
    expect(doc.meta.pricing).toBeUndefined();
    for (const product of doc.data) {
      expect(product.relationships).toEqual({ price: { data: [] }, stock: { data: [] } });
    }
  });

  it('hold the partner’s price and stock of each listed product with include=price,stock', async () => {
    const { categoryId } = await facetFixture();
    const doc = await list({ categoryId, limit: 16 });
    expect(doc.meta.pricing).toEqual({ mode: 'retail', unavailable: null });
    for (const product of doc.data) {
      const [price] = product.relationships.price.data;
      const [stock] = product.relationships.stock.data;
      expect(price).toMatchObject({ id: product.id, type: 'price' });
      expect(stock).toMatchObject({ id: product.id, type: 'stock' });
      // The API's own in-process simulator answers: nothing to mark as error.
      expect(price!.attributes.status).toBe('ok');
      expect(stock!.attributes.status).toBe('ok');
    }
  });
});

describe('bad query values', () => {
  const cases: [string, RegExp][] = [
    ['page[offset]=-1', /page\.offset: must be a non-negative integer/],
    ['filter[f_catid]=1&page[limit]=17', /page\.limit: must be at most 16 on a category page/],
    ['page[limit]=101', /page\.limit: must be at most 100/],
    ['sort=price', /sort: must be one of product\.label/],
    ['aggregate=index.nothing', /aggregate: must be one of/],
    ['filter[f_catid]=x', /filter\.f_catid: must be a positive integer id/],
    ['filter[isAction]=maybe', /filter\.isAction: must be 'true' or 'false'/],
    ['include=prices', /Unsupported include path/],
    ['colour=red', /colour: Neznano polje/],
    ['filter[bogus]=1', /filter\.bogus: Neznano polje/],
  ];
  for (const [query, message] of cases) {
    it(`rejects ${query} with 400 and a clear message`, async () => {
      const response = await get(`/jsonapi/product?${query}`);
      expect(response.statusCode, response.body).toBe(400);
      expect(apiErrorSchema.parse(response.json()).error).toMatch(message);
    });
  }
});

describe('query count', () => {
  it('costs the same number of SQL statements for 1 or 16 products (no N+1)', async () => {
    const { categoryId } = await facetFixture();
    const client = handle.client as unknown as { query: (...args: unknown[]) => Promise<unknown> };
    const original = client.query.bind(client);
    let statements = 0;
    client.query = (...args: unknown[]) => {
      statements += 1;
      return original(...args);
    };
    const count = async (limit: number, offset: number) => {
      // A fresh API instance per measurement: its listing cache (per instance) is empty, so
      // both calls do the whole listing, and no entry of an earlier test can go stale between
      // them and reload in the background into the next call's count.
      const shared = app;
      app = await startApi(handle.db);
      try {
        // The catalogue snapshot (categories, attributes) is cached separately: keep it warm so
        // only the listing's own statements are counted.
        await get('/jsonapi/catalog?include=catalog');
        statements = 0;
        const doc = await list({ categoryId, limit, offset, aggregate: 'index.attribute.id' });
        return { statements, products: doc.data.length };
      } finally {
        await app.close();
        app = shared;
      }
    };
    try {
      const one = await count(1, 1);
      const many = await count(16, 2);
      expect(one.products).toBe(1);
      expect(many.products).toBeGreaterThan(1);
      expect(many.statements).toBe(one.statements);
      expect(one.statements).toBeGreaterThan(0);
      // The whole listing on an empty cache (the total, the facet counts, the page's ids and its
      // rows): 5 statements today; more means a query crept in.
      expect(one.statements).toBeLessThanOrEqual(5);
    } finally {
      client.query = original;
    }
  });
});
