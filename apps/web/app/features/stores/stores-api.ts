// The stores panel's calls to the shop API from the browser (SPEC §7 GET /api/stores; the
// stock-by-store lookup GET /api/stores/stock?productId=, packages/contracts/src/stores.ts), with
// the session's bearer token and the page's language like every shop call (lib/api-language).
// The answers are the contract's (lib/contract.ts: checked in development and tests, used as
// sent in production, so the browser carries no zod; issue #11).
import type { Store, StoreStockResponse } from '@gradnik/contracts/stores';
import type { Locale } from '@gradnik/domain/locale';
import { withApiLanguage } from '../../lib/api-language';
import { asContract } from '../../lib/contract';

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
  return (await asContract('storeListResponse', await getJson(STORES_PATH, options))).data;
}

export type StoreStockData = StoreStockResponse['data'];

/** GET /api/stores/stock?productId=: the central warehouse's and each store's stock. */
export async function fetchStoreStock(
  productId: string | number,
  options: StoresCallOptions,
): Promise<StoreStockData> {
  const body = await getJson(storeStockPath(productId), options);
  return (await asContract('storeStockResponse', body)).data;
}
