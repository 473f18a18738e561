// What the built-in ERP simulator may know of an item from the shop's catalogue
// (packages/erp/src/simulator.ts `units`): retail factor and unit, and the list price it prices
// from (decision 019). A real ERP holds these itself; the simulator borrows the catalogue's.
// One indexed lookup by code per item, kept 60 s (SPEC §9's price cache) so a page of 16
// items costs 16 map reads after the first visit; bounded so a crawl cannot grow it unchecked.
import { eq } from 'drizzle-orm';
import type { ErpSimUnits } from '@gradnik/erp/simulator-rules';
import type { Queryable } from './connection.ts';
import { products } from './schema/catalog.ts';

const TTL_MS = 60_000;
const MAX_ENTRIES = 20_000;

export function catalogSimUnits(
  db: Queryable,
  now: () => number = Date.now,
): (itemNo: string) => Promise<ErpSimUnits | undefined> {
  const cache = new Map<string, { at: number; units: ErpSimUnits | undefined }>();
  return async (itemNo) => {
    const hit = cache.get(itemNo);
    if (hit && now() - hit.at < TTL_MS) return hit.units;
    const [row] = await db
      .select({
        factorUnitRetail: products.factorUnitRetail,
        retailUnitOfMeasure: products.retailUnitOfMeasure,
        listPrice: products.listPrice,
      })
      .from(products)
      .where(eq(products.code, itemNo))
      .limit(1);
    if (cache.size >= MAX_ENTRIES) cache.clear();
    cache.set(itemNo, { at: now(), units: row });
    return row;
  };
}
