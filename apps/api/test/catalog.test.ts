// GET /jsonapi/catalog (SPEC §7 catalog calls, §3 Category node, §2 catch-all resolution) and
// the attribute calls POST /jsonapi/attribute, POST /api/product/attribute-type-labels.
import { asc, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attributeDocumentSchema,
  attributeTypeLabelsResponseSchema,
  catalogDocumentSchema,
  catalogSearch,
  type CatalogDocument,
  type CategoryNode,
} from '@gradnik/contracts/catalog';
import { apiErrorSchema } from '@gradnik/contracts/errors';
import { attributeOptions, attributes, categories } from '@gradnik/db/schema/catalog';
import {
  bearer,
  DEMO,
  openTestDatabase,
  startApi,
  tokensFor,
  type TestDatabase,
} from './helpers.ts';

let database: TestDatabase;
let app: FastifyInstance;
let token = '';
type CategoryRow = typeof categories.$inferSelect;
let rows: CategoryRow[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  app = await startApi(database.db);
  token = (await tokensFor(app, DEMO.employee)).access_token;
  rows = await database.db.select().from(categories).orderBy(asc(categories.id));
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

function get(url: string, language = 'sl') {
  return app.inject({
    method: 'GET',
    url,
    headers: { ...bearer(token), 'accept-language': language },
  });
}

async function catalog(url: string, language = 'sl'): Promise<CatalogDocument> {
  const response = await get(url, language);
  expect(response.statusCode, response.body).toBe(200);
  return catalogDocumentSchema.parse(response.json());
}

function flatten(nodes: CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children)]);
}

const childrenOf = (id: number | null) =>
  rows.filter((r) => r.parentId === id).sort((a, b) => a.position - b.position);

/** The category's ancestors from the top, then the category. */
function trailOf(row: CategoryRow): CategoryRow[] {
  const parent = rows.find((r) => r.id === row.parentId);
  return parent ? [...trailOf(parent), row] : [row];
}

/** A category with children that themselves have children. */
function twoLevelCategory(): CategoryRow {
  const found = rows.find((r) => childrenOf(r.id).some((c) => childrenOf(c.id).length > 0));
  expect(found).toBeDefined();
  return found!;
}

describe('GET /jsonapi/catalog', () => {
  it('requires the bearer token', async () => {
    const response = await app.inject({ method: 'GET', url: '/jsonapi/catalog?include=catalog' });
    expect(response.statusCode).toBe(401);
  });

  it('maxdepth=false: the top-level categories in position order, children not loaded', async () => {
    const doc = await catalog('/jsonapi/catalog?include=catalog&maxdepth=false');
    const top = childrenOf(null);
    expect(doc.data.map((n) => n.id)).toEqual(top.map((t) => String(t.id)));
    for (const node of doc.data) {
      expect(node.children).toEqual([]);
      expect(node.attributes.hasChildren).toBe(childrenOf(Number(node.id)).length > 0);
      expect(node.attributes.parentId).toBeNull();
      expect(node.attributes.url).toMatch(/^[a-z0-9-]+\/$/);
    }
    expect(doc.data.some((n) => n.attributes.hasChildren)).toBe(true);
    expect(doc.meta.path).toEqual([]);
  });

  it('maxdepth=true: the whole tree with names, nested URLs and filters', async () => {
    const doc = await catalog('/jsonapi/catalog?include=catalog&maxdepth=true');
    const nodes = flatten(doc.data);
    expect(nodes).toHaveLength(rows.length);
    for (const node of nodes) {
      const row = rows.find((r) => String(r.id) === node.id)!;
      expect(node.attributes).toMatchObject({ name: row.nameSl, url: row.path, depth: row.depth });
      expect(node.attributes.filters).toEqual(row.filters);
      expect(node.children.map((c) => c.id)).toEqual(childrenOf(row.id).map((c) => String(c.id)));
      // Nested segments with a trailing slash: the parent's URL plus one segment.
      if (row.parentId !== null) {
        const parent = rows.find((r) => r.id === row.parentId)!;
        expect(node.attributes.url).toBe(`${parent.path}${row.urlSegment}/`);
      }
    }
  });

  it('a subtree by id, on the trailing-slash path of SPEC §7, with its breadcrumb trail', async () => {
    const category = twoLevelCategory();
    const doc = await catalog(`/jsonapi/catalog/?include=catalog&id=${category.id}&maxdepth=true`);
    expect(doc.data).toHaveLength(1);
    const subtree = flatten(doc.data);
    const expected = rows.filter((r) => r.path.startsWith(category.path));
    expect(new Set(subtree.map((n) => n.id))).toEqual(new Set(expected.map((r) => String(r.id))));
    expect(doc.meta.path.map((p) => p.id)).toEqual(trailOf(category).map((r) => String(r.id)));
    expect(doc.meta.path.at(-1)).toMatchObject({
      id: String(category.id),
      attributes: { url: category.path },
    });
    // The bare path answers the same.
    expect(
      await catalog(`/jsonapi/catalog?include=catalog&id=${category.id}&maxdepth=true`),
    ).toEqual(doc);
  });

  it('a subtree without maxdepth loads only the direct children', async () => {
    const category = twoLevelCategory();
    const doc = await catalog(`/jsonapi/catalog/?include=catalog&id=${category.id}`);
    const node = doc.data[0]!;
    expect(node.children.map((c) => c.id)).toEqual(
      childrenOf(category.id).map((c) => String(c.id)),
    );
    expect(node.children.every((c) => c.children.length === 0)).toBe(true);
    expect(node.children.some((c) => c.attributes.hasChildren)).toBe(true);
  });

  it('filter[url]: finds a category by its URL path, with its trail from the top', async () => {
    const leaf = rows.find((r) => r.depth === 2)!;
    const doc = await catalog(`/jsonapi/catalog${catalogSearch({ url: leaf.path })}`);
    expect(doc.data.map((n) => n.id)).toEqual([String(leaf.id)]);
    expect(doc.meta.path.map((p) => p.attributes.url)).toEqual(
      leaf.path
        .split('/')
        .filter(Boolean)
        .map((_, i, segments) => `${segments.slice(0, i + 1).join('/')}/`),
    );
    // Browser-style paths (leading slash, no trailing slash) find the same category.
    const loose = `/${leaf.path.slice(0, -1)}`;
    const again = await catalog(
      `/jsonapi/catalog?include=catalog&filter[url]=${encodeURIComponent(loose)}`,
    );
    expect(again.data.map((n) => n.id)).toEqual([String(leaf.id)]);
  });

  it('filter[url]: an unknown path is an empty answer, not a 404', async () => {
    for (const url of ['ni-take-kategorije/', 'gradnja/ni-take/', `${rows[0]!.path}x/`]) {
      const doc = await catalog(`/jsonapi/catalog${catalogSearch({ url })}`);
      expect(doc).toEqual({ data: [], meta: { path: [] } });
    }
  });

  it('speaks English with Accept-Language: en; URLs stay the same', async () => {
    const sl = await catalog('/jsonapi/catalog?include=catalog&maxdepth=true');
    const en = await catalog('/jsonapi/catalog?include=catalog&maxdepth=true', 'en-GB,en;q=0.9');
    const enNodes = flatten(en.data);
    for (const node of enNodes) {
      const row = rows.find((r) => String(r.id) === node.id)!;
      expect(node.attributes.name).toBe(row.nameEn);
    }
    expect(enNodes.map((n) => n.attributes.url)).toEqual(
      flatten(sl.data).map((n) => n.attributes.url),
    );
    expect(enNodes.some((n, i) => n.attributes.name !== flatten(sl.data)[i]!.attributes.name)).toBe(
      true,
    );
  });

  it('answers 404 for an unknown id and 400 for bad parameters', async () => {
    const unknown = await get('/jsonapi/catalog/?include=catalog&id=999999&maxdepth=true');
    expect(unknown.statusCode).toBe(404);
    expect(apiErrorSchema.parse(unknown.json()).error).toBe('Category 999999 not found');
    const bad: [string, RegExp][] = [
      ['?include=catalog&id=abc', /id: must be a positive integer id/],
      ['?include=catalog&maxdepth=yes', /maxdepth: must be 'true' or 'false'/],
      ['?include=catalog&id=1&filter[url]=gradnja/', /either id or filter\[url\]/],
      ['?include=products', /Unsupported include path/],
      ['?include=catalog&depth=2', /depth: Neznano polje/],
    ];
    for (const [query, message] of bad) {
      const response = await get(`/jsonapi/catalog${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(apiErrorSchema.parse(response.json()).error).toMatch(message);
    }
  });
});

describe('POST /jsonapi/attribute', () => {
  function post(url: string, payload: unknown, language = 'sl') {
    return app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: { ...bearer(token), 'accept-language': language },
    });
  }

  it('lists the active attributes with their options, by position', async () => {
    const response = await post('/jsonapi/attribute?include=media,text,attribute/property', {});
    expect(response.statusCode, response.body).toBe(200);
    const doc = attributeDocumentSchema.parse(response.json());
    const dbAttributes = await database.db.select().from(attributes);
    const active = dbAttributes
      .filter((a) => a.status === 1)
      .sort((a, b) => a.position - b.position);
    expect(doc.data.map((a) => a.attributes.code)).toEqual(active.map((a) => a.code));
    expect(doc.meta.total).toBe(active.length);
    const options = await database.db.select().from(attributeOptions);
    const first = doc.data[0]!.attributes;
    expect(first.options.map((o) => Number(o.id)).sort((a, b) => a - b)).toEqual(
      options
        .filter((o) => String(o.attributeId) === first.id)
        .map((o) => o.id)
        .sort((a, b) => a - b),
    );
  });

  it('filters by the filterable flag and by codes, in English on request', async () => {
    const filterable = attributeDocumentSchema.parse(
      (await post('/jsonapi/attribute', { filter: { filterable: true } })).json(),
    );
    expect(filterable.data.length).toBeGreaterThan(0);
    expect(filterable.data.every((a) => a.attributes.filterable)).toBe(true);
    const notFilterable = attributeDocumentSchema.parse(
      (await post('/jsonapi/attribute', { filter: { filterable: false } })).json(),
    );
    expect(notFilterable.data.every((a) => !a.attributes.filterable)).toBe(true);
    const [brand] = await database.db
      .select()
      .from(attributes)
      .orderBy(asc(attributes.position))
      .limit(1);
    const byCode = attributeDocumentSchema.parse(
      (
        await post('/jsonapi/attribute', { filter: { code: [brand!.code, 'ni_takega'] } }, 'en')
      ).json(),
    );
    expect(byCode.data.map((a) => a.attributes.name)).toEqual([brand!.nameEn]);
  });

  it('rejects unknown body fields and requires the token', async () => {
    const response = await post('/jsonapi/attribute', { filter: { price: 1 } });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).error).toMatch(/filter\.price: Neznano polje/);
    const anonymous = await app.inject({ method: 'POST', url: '/jsonapi/attribute', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /api/product/attribute-type-labels', () => {
  it('names each known code in the request’s language and leaves unknown codes out', async () => {
    const all = await database.db
      .select()
      .from(attributes)
      .where(isNull(attributes.typeData))
      .limit(2);
    const codes = [...all.map((a) => a.code), 'ni_takega'];
    for (const language of ['sl', 'en'] as const) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/product/attribute-type-labels',
        payload: { codes },
        headers: { ...bearer(token), 'accept-language': language },
      });
      expect(response.statusCode, response.body).toBe(200);
      const { data } = attributeTypeLabelsResponseSchema.parse(response.json());
      expect(data).toEqual(
        Object.fromEntries(all.map((a) => [a.code, language === 'en' ? a.nameEn : a.nameSl])),
      );
    }
  });

  it('rejects an empty code list with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/product/attribute-type-labels',
      payload: { codes: [] },
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).errors).toHaveProperty('codes');
  });
});
