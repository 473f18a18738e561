// The stores panel's calls to the shop API from the browser (SPEC §7 GET /api/stores; the
// stock-by-store lookup GET /api/stores/stock?productId=, packages/contracts/src/stores.ts), with
// the session's bearer token and the page's language like every shop call (lib/api-language).
// The browser bundle carries no zod: answers are checked by hand, enough to render safely.
import type { Store, StoreStock, StoreStockResponse } from '@gradnik/contracts/stores';
import { STORE_SUPPLIES } from '@gradnik/domain/stock';
import type { Locale } from '@gradnik/domain/locale';
import { withApiLanguage } from '../../lib/api-language';

export const STORES_PATH = '/api/stores';

export function storeStockPath(productId: string | number): string {
  return `${STORES_PATH}/stock?productId=${encodeURIComponent(String(productId))}`;
}

export interface StoresCallOptions {
  token: string | null;
  locale: Locale;
  fetchImpl?: typeof fetch;
  signal?: AbortSignal;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isOptionalString = (value: unknown): value is string | null =>
  value === null || typeof value === 'string';

const OPTIONAL_TEXTS = [
  'address',
  'zipCode',
  'zipCodeName',
  'phone',
  'email',
  'hoursWeekdays',
  'hoursSaturday',
  'hoursSunday',
  'holidays',
] as const;

function toStore(value: unknown): Store | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Record<string, unknown>;
  if (!isString(raw.id) || !isString(raw.name)) return null;
  const store: Store = {
    id: raw.id,
    name: raw.name,
    address: null,
    zipCode: null,
    zipCodeName: null,
    phone: null,
    email: null,
    hoursWeekdays: null,
    hoursSaturday: null,
    hoursSunday: null,
    holidays: null,
  };
  for (const key of OPTIONAL_TEXTS) {
    const text = raw[key];
    // Blank texts count as missing: SPEC §2 shows each line only if present.
    if (isOptionalString(text)) store[key] = text?.trim() ? text.trim() : null;
  }
  return store;
}

function toStoreStock(value: unknown): StoreStock | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Record<string, unknown>;
  const supply = STORE_SUPPLIES.find((s) => s === raw.onSupply);
  if (
    !isString(raw.storeId) ||
    typeof raw.quantity !== 'number' ||
    typeof raw.quantityBase !== 'number' ||
    !isString(raw.unit) ||
    !isString(raw.stockText) ||
    supply === undefined
  ) {
    return null;
  }
  return {
    storeId: raw.storeId,
    quantity: raw.quantity,
    quantityBase: raw.quantityBase,
    unit: raw.unit,
    onSupply: supply,
    stockText: raw.stockText,
  };
}

async function getJson(path: string, options: StoresCallOptions): Promise<unknown> {
  if (!options.token) throw new Error(`No session for ${path.split('?')[0]}`);
  const response = await (options.fetchImpl ?? fetch)(
    path,
    withApiLanguage(options.locale, {
      headers: { Authorization: `Bearer ${options.token}` },
      credentials: 'same-origin',
      signal: options.signal,
    }),
  );
  if (!response.ok) throw new Error(`GET ${path.split('?')[0]} answered ${response.status}`);
  return response.json();
}

/** GET /api/stores: the stores in the retailer's order. Throws on any failure. */
export async function fetchStores(options: StoresCallOptions): Promise<Store[]> {
  const body = await getJson(STORES_PATH, options);
  const data = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) throw new Error(`GET ${STORES_PATH}: unexpected document`);
  const stores = data.map(toStore);
  if (stores.some((s) => s === null)) throw new Error(`GET ${STORES_PATH}: unexpected store`);
  return stores.filter((s) => s !== null);
}

export type StoreStockData = StoreStockResponse['data'];

/** GET /api/stores/stock?productId=: the central warehouse's and each store's stock. */
export async function fetchStoreStock(
  productId: string | number,
  options: StoresCallOptions,
): Promise<StoreStockData> {
  const path = storeStockPath(productId);
  const body = await getJson(path, options);
  const data = (body as { data?: Record<string, unknown> } | null)?.data;
  const warehouse = data?.centralWarehouse as Record<string, unknown> | undefined;
  if (
    !data ||
    !isString(data.productId) ||
    !isString(data.itemNo) ||
    !isString(warehouse?.id) ||
    !isString(warehouse.name) ||
    !Array.isArray(data.stocks)
  ) {
    throw new Error(`GET ${STORES_PATH}/stock: unexpected document`);
  }
  const stocks = data.stocks.map(toStoreStock);
  if (stocks.some((s) => s === null)) throw new Error(`GET ${STORES_PATH}/stock: unexpected stock`);
  return {
    productId: data.productId,
    itemNo: data.itemNo,
    centralWarehouse: { id: warehouse.id, name: warehouse.name },
    stocks: stocks.filter((s) => s !== null),
  };
}
