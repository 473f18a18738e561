// The list price of each product (products.list_price, docs/decisions/009-price-sort-by-list-price.md):
// the ERP's basic VPC price per retail unit. A real ERP would sync its price list into the
// catalogue. The demo seed draws a believable one per category, unit and size
// (price-data.ts, issue #10 §6) and the built-in simulator prices from it (ErpSimUnits.listPrice).
//
// Demo data seeded earlier keeps the prices of its day: before migration 0009 none, before
// decision 019 the old item-number rule (a 25 kg bag of render at 152,73 €). The demo price
// list is a pure function of the seed, so on start the server re-derives it and rewrites the
// prices that differ — the "rules version" is the price list itself (decision 019): nothing to
// store, nothing to bump, and a price a shop operator changed on a non-demo row is never touched.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { simListPrice } from '@gradnik/erp/simulator-rules';
import type { Queryable } from '../connection.ts';
import { products } from '../schema/catalog.ts';
import { generateCatalog } from './catalog.ts';
import { DEFAULT_SEED } from './seed.ts';

const BATCH = 5000;

export interface ListPriceRow {
  id: number;
  code: string;
  nameSl: string;
  factor: number;
  listPrice: number | null;
}

/**
 * The list price each row should have: the seed's own price for a product the demo seed made
 * (same id, code and name), else — only where none is stored — the simulator's item-number
 * rule. undefined: keep what is stored.
 */
export function expectedListPrices(
  rows: readonly ListPriceRow[],
  seed: number = DEFAULT_SEED,
): Map<number, number> {
  const maxId = rows.reduce((max, row) => Math.max(max, row.id), 0);
  // The reference date only moves dates; prices, codes and names do not depend on it.
  const demo = maxId > 0 ? generateCatalog(seed, maxId, new Date(0)).products : [];
  const wanted = new Map<number, number>();
  for (const row of rows) {
    const made = demo[row.id - 1];
    if (made?.id === row.id && made.code === row.code && made.nameSl === row.nameSl) {
      if (made.listPrice !== undefined && made.listPrice !== null) {
        wanted.set(row.id, made.listPrice);
      }
    } else if (row.listPrice === null) {
      wanted.set(row.id, simListPrice(row.code, { factorUnitRetail: row.factor }));
    }
  }
  return wanted;
}

async function writePrices(db: Queryable, updates: readonly [number, number][]): Promise<void> {
  for (let i = 0; i < updates.length; i += BATCH) {
    const chunk = updates.slice(i, i + BATCH);
    const ids = chunk.map(([id]) => id);
    const prices = chunk.map(([, price]) => price);
    // One statement per batch: the products' update trigger refreshes their listing rows once.
    await db.execute(sql`
      UPDATE ${products} SET list_price = v.price
      FROM unnest(${sql.param(ids)}::int[], ${sql.param(prices)}::numeric[]) AS v(id, price)
      WHERE ${products.id} = v.id`);
  }
}

const rowFields = {
  id: products.id,
  code: products.code,
  nameSl: products.nameSl,
  factor: products.factorUnitRetail,
  listPrice: products.listPrice,
};

/**
 * Brings the demo price list up to the current rules: rewrites every demo product whose stored
 * list price differs from the seed's (and fills missing ones). Returns how many changed; 0 on
 * the next start. For `npm start` with the simulator (apps/server/src/main.ts).
 */
export async function refreshDemoListPrices(
  db: Queryable,
  seed: number = DEFAULT_SEED,
): Promise<number> {
  const rows = await db.select(rowFields).from(products);
  const wanted = expectedListPrices(rows, seed);
  const updates = rows
    .filter((row) => wanted.has(row.id) && wanted.get(row.id) !== row.listPrice)
    .map((row): [number, number] => [row.id, wanted.get(row.id)!]);
  await writePrices(db, updates);
  return updates.length;
}

/** Sets list_price where it is null (the bench's cached catalogues); returns how many. */
export async function fillListPrices(db: Queryable, seed: number = DEFAULT_SEED): Promise<number> {
  if (!(await hasMissingListPrices(db, { anyStatus: true }))) return 0;
  const rows = await db.select(rowFields).from(products);
  const wanted = expectedListPrices(rows, seed);
  const updates = rows
    .filter((row) => row.listPrice === null && wanted.has(row.id))
    .map((row): [number, number] => [row.id, wanted.get(row.id)!]);
  await writePrices(db, updates);
  return updates.length;
}

/** Whether any (active, unless `anyStatus`) product still lacks a list price; stops at the first. */
export async function hasMissingListPrices(
  db: Queryable,
  { anyStatus = false }: { anyStatus?: boolean } = {},
): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      anyStatus
        ? isNull(products.listPrice)
        : and(isNull(products.listPrice), eq(products.catalogStatus, 1)),
    )
    .limit(1);
  return row !== undefined;
}
