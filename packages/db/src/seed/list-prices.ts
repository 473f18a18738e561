// The list price of each product (products.list_price, docs/decisions/009-price-sort-by-list-price.md):
// the ERP's basic VPC price per retail unit. A real ERP would sync its price list into the
// catalogue; the demo data takes it from the built-in simulator's pricing rule, so the price
// sort (SPEC §2) agrees with the basic price the simulator answers. The seed sets it on every
// product; this fills catalogues seeded before the column existed (the bench's cached ones).
import { and, eq, isNull, sql } from 'drizzle-orm';
import { simListPrice } from '@gradnik/erp/simulator-rules';
import type { Queryable } from '../connection.ts';
import { products } from '../schema/catalog.ts';

const BATCH = 5000;

/** Sets list_price where it is null; returns how many products got one. */
export async function fillListPrices(db: Queryable): Promise<number> {
  const missing = await db
    .select({ id: products.id, code: products.code, factor: products.factorUnitRetail })
    .from(products)
    .where(isNull(products.listPrice));
  for (let i = 0; i < missing.length; i += BATCH) {
    const chunk = missing.slice(i, i + BATCH);
    const ids = chunk.map((p) => p.id);
    const prices = chunk.map((p) => simListPrice(p.code, { factorUnitRetail: p.factor }));
    // One statement per batch: the products' update trigger refreshes their listing rows once.
    await db.execute(sql`
      UPDATE ${products} SET list_price = v.price
      FROM unnest(${sql.param(ids)}::int[], ${sql.param(prices)}::numeric[]) AS v(id, price)
      WHERE ${products.id} = v.id`);
  }
  return missing.length;
}

/** Whether any product still lacks a list price (cheap: stops at the first). */
export async function hasMissingListPrices(db: Queryable): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(isNull(products.listPrice), eq(products.catalogStatus, 1)))
    .limit(1);
  return row !== undefined;
}
