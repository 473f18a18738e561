// Stock of a product per store (SPEC §3 Store: productStock with quantity, onSupply and
// stockText; §9: central warehouse pseudo-store id CS, stock description values 'Zadnji kosi'
// (last pieces), 'Zaloga' (supply), otherwise no supply). One rule, used by the shop API when
// it turns the ERP's GetStocksTC/GetStocksCS records into the stores panel's stock.
import { CENTRAL_WAREHOUSE_ID } from './constants.ts';
import type { Locale } from './locale.ts';

/** SPEC §3 Store: "A virtual store named 'Centralno skladišče' with id CS". */
export const CENTRAL_WAREHOUSE_NAME = 'Centralno skladišče';

/** The virtual store's name on the English side (SPEC §1: everything in both languages). */
export function centralWarehouseName(locale: Locale): string {
  return locale === 'en' ? 'Central warehouse' : CENTRAL_WAREHOUSE_NAME;
}

/** SPEC §9 stock description values, as the ERP writes them (StockAvailableDesc). */
export const STOCK_DESC_LAST_PIECES = 'Zadnji kosi';
export const STOCK_DESC_SUPPLY = 'Zaloga';

export const STORE_SUPPLIES = ['last-pieces', 'supply', 'no-supply'] as const;
/** SPEC §3 Store productStock.onSupply. */
export type StoreSupply = (typeof STORE_SUPPLIES)[number];

function normalized(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('sl');
}

/**
 * SPEC §9: 'Zadnji kosi' → last-pieces, 'Zaloga' → supply, anything else (e.g. 'Ni zaloge', an
 * empty or missing text) → no-supply. Surrounding spaces and letter case are not the ERP's
 * meaning, so they are ignored.
 */
export function storeSupplyOf(stockDescription: string | null | undefined): StoreSupply {
  if (typeof stockDescription !== 'string') return 'no-supply';
  const text = normalized(stockDescription);
  if (text === normalized(STOCK_DESC_LAST_PIECES)) return 'last-pieces';
  if (text === normalized(STOCK_DESC_SUPPLY)) return 'supply';
  return 'no-supply';
}

/** True for the central warehouse pseudo-store (SPEC §9 id CS). */
export function isCentralWarehouse(storeId: string): boolean {
  return storeId === CENTRAL_WAREHOUSE_ID;
}
