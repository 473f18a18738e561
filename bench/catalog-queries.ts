// Query timings of a category page (issue #3 speed) on a seeded database, without HTTP load:
// what one category list + facet counts costs in SQL, uncached, and what a request costs
// through the API (fastify inject, listing cache on). The autocannon benchmark is `npm run bench`.
//
//   DATA_DIR=/tmp/gradnik-100k node --import tsx packages/db/src/cli/seed.ts --products 100000
//   DATA_DIR=/tmp/gradnik-100k node --import tsx bench/catalog-queries.ts [--explain]
//   (or DATABASE_URL=postgres://… for PostgreSQL)
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { CATEGORY_PAGE_SIZE } from '@gradnik/domain/constants';
import { productListSearch, type ProductListParams } from '@gradnik/contracts/catalog';
import { executeRows, openDatabase } from '@gradnik/db/connection';
import { DEMO_PASSWORD } from '@gradnik/db/seed/demo-accounts';
import { buildApi } from '../apps/api/src/app.ts';
import { loadApiConfig } from '../apps/api/src/config.ts';
import { createCatalogRepository } from '../apps/api/src/modules/catalog/repository.ts';
import {
  createProductRepository,
  type ProductCriteria,
} from '../apps/api/src/modules/product/repository.ts';

const RUNS = 30;
const explain = process.argv.includes('--explain');
const url = process.env.DATABASE_URL || undefined;
const handle = await openDatabase(
  url
    ? { url }
    : { dataDir: process.env.PGLITE_DIR || path.join(process.env.DATA_DIR || './data', 'pglite') },
);
const db = handle.db;

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return `p50 ${at(0.5).toFixed(1)} ms  p95 ${at(0.95).toFixed(1)} ms  min ${sorted[0]!.toFixed(1)} ms`;
}

async function time(label: string, run: () => Promise<unknown>) {
  await run(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const t = performance.now();
    await run();
    samples.push(performance.now() - t);
  }
  console.log(`${label.padEnd(58)} ${stats(samples)}`);
}

const snapshot = await createCatalogRepository(db).snapshot();
const products = createProductRepository(db);

// The biggest top-level category and the biggest leaf (the worst cases of a category page).
const counts = await products.countsByCategory({ optionGroups: [] });
const subtreeCount = (id: number) =>
  counts.filter((c) => snapshot.subtreeIds(id).includes(c.categoryId)).reduce((n, c) => n + c.n, 0);
const top = [...snapshot.children(null)].sort(
  (a, b) => subtreeCount(b.id) - subtreeCount(a.id),
)[0]!;
const leaf = [...counts].sort((a, b) => b.n - a.n)[0]!;
console.log(
  `Database: ${url ? 'PostgreSQL' : 'PGlite'}; top category ${top.path} (${subtreeCount(top.id)} products), ` +
    `leaf ${snapshot.categoryById.get(leaf.categoryId)!.path} (${leaf.n} products)`,
);

/** A filtered page: the two most common options of the first facet, and one of the second. */
async function filteredCriteria(categoryId: number): Promise<ProductCriteria> {
  const facets = snapshot.facetAttributes(categoryId);
  const base: ProductCriteria = { categoryIds: snapshot.subtreeIds(categoryId), optionGroups: [] };
  const rows = await products.facetCounts(
    base,
    facets.flatMap((a) => (snapshot.optionsOf.get(a.id) ?? []).map((o) => o.id)),
  );
  const groups = facets.slice(0, 2).map((attribute, i) => ({
    attributeId: attribute.id,
    optionIds: rows
      .filter((r) => snapshot.optionById.get(r.optionId)?.attributeId === attribute.id)
      .sort((a, b) => b.present - a.present)
      .slice(0, i === 0 ? 2 : 1)
      .map((r) => r.optionId),
  }));
  return { ...base, optionGroups: groups.filter((g) => g.optionIds.length > 0) };
}

async function page(categoryId: number, criteria: ProductCriteria) {
  const facetOptionIds = snapshot
    .facetAttributes(categoryId)
    .flatMap((a) => (snapshot.optionsOf.get(a.id) ?? []).map((o) => o.id));
  const [ids] = await Promise.all([
    products.pageIds(criteria, 'product.label', 'sl', 0, CATEGORY_PAGE_SIZE),
    products.count(criteria),
    products.facetCounts(criteria, facetOptionIds),
  ]);
  await products.byIds(ids.map((p) => p.productId));
}

const cases: { label: string; categoryId: number; criteria: ProductCriteria }[] = [];
for (const [name, id] of [
  ['top', top.id],
  ['leaf', leaf.categoryId],
] as const) {
  cases.push({
    label: `${name}, first page`,
    categoryId: id,
    criteria: { categoryIds: snapshot.subtreeIds(id), optionGroups: [] },
  });
  cases.push({
    label: `${name}, filtered (2 options OR, AND 1 option)`,
    categoryId: id,
    criteria: await filteredCriteria(id),
  });
}

console.log(
  `\nSQL only, uncached: page ids + total + facet counts + the page's rows (${RUNS} runs)`,
);
for (const c of cases) await time(c.label, () => page(c.categoryId, c.criteria));

if (explain) {
  for (const c of cases) {
    const facetOptionIds = snapshot
      .facetAttributes(c.categoryId)
      .flatMap((a) => (snapshot.optionsOf.get(a.id) ?? []).map((o) => o.id));
    // Re-run the facet query under EXPLAIN by capturing its SQL through drizzle's logger would
    // need a second connection; the shape is simple enough to restate for the plan.
    const groups = c.criteria.optionGroups;
    const plan = await executeRows<{ 'QUERY PLAN': string }>(
      db,
      sql`EXPLAIN (ANALYZE, BUFFERS) SELECT o, count(*) FROM (
            SELECT unnest(option_ids) AS o FROM product_listing
            WHERE category_id = ANY(${sql.param(c.criteria.categoryIds ?? [])}::int[])
            ${groups.length > 0 ? sql`AND option_ids && ${sql.param(groups[0]!.optionIds)}::int[]` : sql``}
          ) b WHERE o = ANY(${sql.param(facetOptionIds)}::int[]) GROUP BY o`,
    );
    console.log(
      `\nEXPLAIN facet counts, ${c.label}:\n${plan.map((r) => r['QUERY PLAN']).join('\n')}`,
    );
  }
}

// Through the API (inject: no network), listing cache on as in production.
const app = await buildApi({
  db,
  logger: false,
  config: loadApiConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'bench-secret-for-the-shop-api-0123456789',
  }),
});
await app.ready();
const login = await app.inject({
  method: 'POST',
  url: '/api/token',
  payload: { email: 'uprava@demo.si', password: DEMO_PASSWORD },
});
const token = login.json<{ access_token: string }>().access_token;
console.log(
  `\nGET /jsonapi/product with aggregate=index.attribute.id through the API (listing cache on)`,
);
for (const c of cases) {
  const options: ProductListParams['options'] = {};
  for (const g of c.criteria.optionGroups)
    options[snapshot.attributeById.get(g.attributeId)!.code] = g.optionIds;
  const search = productListSearch({
    categoryId: c.categoryId,
    options,
    aggregate: 'index.attribute.id',
    limit: CATEGORY_PAGE_SIZE,
  });
  await time(c.label, async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/jsonapi/product${search}`,
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  });
}
await app.close();
await handle.close();
