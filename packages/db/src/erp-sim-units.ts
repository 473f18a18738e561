// What the built-in ERP simulator may know of an item from the shop's catalogue
// (packages/erp/src/simulator.ts `units`): retail factor and unit, and the list price it prices
// from (decision 019). A real ERP holds these itself; the simulator borrows the catalogue's.
// One indexed query per ERP call for the items not seen in the last 60 s (SPEC §9's price
// cache), so a page of 16 items costs one query at most; bounded so a crawl cannot grow it.
import { inArray, sql } from 'drizzle-orm';
import type { ErpSimUnits } from '@gradnik/erp/simulator-rules';
import { executeRows, type Queryable } from './connection.ts';
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

/** Items drawn as candidates per category, in code order (a substitute needs only a few). */
const SAME_CATEGORY_CANDIDATES = 8;

/**
 * Issue #14: items of the same category as each item (sold ones, in code order, a few), from
 * which the simulator draws an out-of-stock item's substitute in an offer. A real ERP knows its
 * assortment; the simulator borrows the catalogue's. One query per GetInquiryOffers call.
 */
export function catalogSimSameCategory(
  db: Queryable,
): (itemNos: readonly string[]) => Promise<ReadonlyMap<string, readonly string[]>> {
  return async (itemNos) => {
    const found = new Map<string, readonly string[]>();
    if (itemNos.length === 0) return found;
    const asked = await db
      .select({ code: products.code, categoryId: products.categoryId })
      .from(products)
      .where(inArray(products.code, [...itemNos]));
    const categories = [
      ...new Set(asked.flatMap((r) => (r.categoryId === null ? [] : [r.categoryId]))),
    ];
    if (categories.length === 0) return found;
    // One statement: the first few sold items of each category (a LATERAL join on the
    // (category_id, code) index), not a query per category.
    const rows = await executeRows<{ category_id: number; code: string }>(
      db,
      sql`
      select c.id as category_id, p.code
      from unnest(${sql.raw(`array[${categories.map(Number).join(',')}]::int[]`)}) as c(id)
      cross join lateral (
        select code from ${products}
        where ${products.categoryId} = c.id and ${products.catalogStatus} = 1
        order by ${products.code}
        limit ${SAME_CATEGORY_CANDIDATES}
      ) p`,
    );
    const byCategory = new Map<number, string[]>();
    for (const row of rows) {
      const list = byCategory.get(Number(row.category_id)) ?? [];
      list.push(row.code);
      byCategory.set(Number(row.category_id), list);
    }
    for (const r of asked) {
      if (r.categoryId !== null) found.set(r.code, byCategory.get(r.categoryId) ?? []);
    }
    return found;
  };
}
