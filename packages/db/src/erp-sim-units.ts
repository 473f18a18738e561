// What the built-in ERP simulator may know of an item from the shop's catalogue
// (packages/erp/src/simulator.ts `units`): retail factor and unit, and the list price it prices
// from (decision 019). A real ERP holds these itself; the simulator borrows the catalogue's.
// One indexed query per ERP call for the items not seen in the last 60 s (SPEC §9's price
// cache), so a page of 16 items costs one query at most; bounded so a crawl cannot grow it.
import { inArray } from 'drizzle-orm';
import type { ErpSimUnits } from '@gradnik/erp/simulator-rules';
import type { Queryable } from './connection.ts';
import { products } from './schema/catalog.ts';

const TTL_MS = 60_000;
const MAX_ENTRIES = 20_000;

export function catalogSimUnits(
  db: Queryable,
  now: () => number = Date.now,
): (itemNos: readonly string[]) => Promise<ReadonlyMap<string, ErpSimUnits>> {
  const cache = new Map<string, { at: number; units: ErpSimUnits | undefined }>();
  return async (itemNos) => {
    const found = new Map<string, ErpSimUnits>();
    const missing: string[] = [];
    for (const itemNo of itemNos) {
      const hit = cache.get(itemNo);
      if (hit && now() - hit.at < TTL_MS) {
        if (hit.units) found.set(itemNo, hit.units);
      } else missing.push(itemNo);
    }
    if (missing.length === 0) return found;
    const rows = await db
      .select({
        code: products.code,
        factorUnitRetail: products.factorUnitRetail,
        retailUnitOfMeasure: products.retailUnitOfMeasure,
        listPrice: products.listPrice,
      })
      .from(products)
      .where(inArray(products.code, missing));
    if (cache.size + missing.length > MAX_ENTRIES) cache.clear();
    const at = now();
    const byCode = new Map(rows.map(({ code, ...units }) => [code, units]));
    for (const itemNo of missing) {
      const units = byCode.get(itemNo);
      cache.set(itemNo, { at, units });
      if (units) found.set(itemNo, units);
    }
    return found;
  };
}
