// The favourites calls of the browser (SPEC §7 Favourites; packages/contracts/src/wishlist.ts,
// decision 038): the user's lists, one list, the product → lists map, and the changes. Reads go
// through TanStack Query under one key prefix per user, so every change invalidates them all
// (the heart, the panel and the page show the same state). Answers are read through the
// contract (asContract: checked in development and tests, no zod in production).
// State-changing calls carry the CSRF token (shopCall).
import { productListSearch } from '@gradnik/contracts/catalog-query';
import { WISHLIST_PATHS } from '@gradnik/contracts/wishlist-params';
import type { WishlistDetail, WishlistListItem } from '@gradnik/contracts/wishlist';
import {
  WISHLIST_SHARING_PATHS,
  type WishlistShareAccess,
} from '@gradnik/contracts/wishlist-sharing-params';
import type { WishlistColleague, WishlistShare } from '@gradnik/contracts/wishlist-sharing';
import type { Locale } from '@gradnik/domain/locale';
import type { QueryClient } from '@tanstack/react-query';
import { shopCall } from '../../lib/basket-client';
import { asContract } from '../../lib/contract';
import { toProductListItem } from '../../ui/product-list/product-list-item';
import type { ProductListItem } from '../../ui/product-list/product-list-item';

/**
 * SPEC §9 "favourites list fetch guard 10 ms": a list read younger than this is not asked again
 * (several hearts, the panel and the page asking at once make one request).
 */
export const WISHLIST_FETCH_GUARD_MS = 10;

/**
 * Codes per catalogue call: contracts/catalog.ts PRODUCT_CODES_MAX, not imported because that
 * module brings zod into the browser (issue #11); favorites-api.test.ts keeps the two equal.
 */
export const CODES_PER_CALL = 100;

export interface Caller {
  token: string | null;
  locale: Locale;
  signal?: AbortSignal;
}

export const wishlistKeys = {
  all: (userKey: string) => ['wishlist', userKey] as const,
  lists: (userKey: string) => ['wishlist', userKey, 'lists'] as const,
  list: (userKey: string, id: number) => ['wishlist', userKey, 'list', id] as const,
  map: (userKey: string) => ['wishlist', userKey, 'map'] as const,
  products: (userKey: string, locale: Locale, codes: readonly string[]) =>
    ['wishlist', userKey, 'products', locale, codes] as const,
  colleagues: (userKey: string) => ['wishlist', userKey, 'colleagues'] as const,
  shares: (userKey: string, id: number) => ['wishlist', userKey, 'shares', id] as const,
};

/** The user's own lists, then those shared with them (decision 039: `owner`, `access`). */
export async function fetchLists(caller: Caller): Promise<WishlistListItem[]> {
  return (await asContract('wishlistListResponse', await shopCall(WISHLIST_PATHS.lists, caller)))
    .data;
}

export async function fetchList(id: number, caller: Caller): Promise<WishlistDetail> {
  return (
    await asContract('wishlistDetailResponse', await shopCall(WISHLIST_PATHS.list(id), caller))
  ).data;
}

/** product id → ids of the lists holding it (SPEC §3 favoriteData.listsIDs). */
export async function fetchProductMap(caller: Caller): Promise<Map<string, number[]>> {
  const body = await asContract(
    'wishlistProductMapResponse',
    await shopCall(WISHLIST_PATHS.productMap, caller),
  );
  return new Map(body.data.map((entry) => [String(entry.product_id), entry.wishlists]));
}

/**
 * A list's products as catalogue rows (names, pictures, units), asked by code like the category
 * table's (the contract's note: WishlistDetail has ids and codes only), CODES_PER_CALL a call.
 * A favourite whose product is no longer listed has no row. In the list's order (newest first).
 */
export async function fetchListProducts(
  codes: readonly string[],
  caller: Caller,
): Promise<ProductListItem[]> {
  const byCode = new Map<string, ProductListItem>();
  for (let start = 0; start < codes.length; start += CODES_PER_CALL) {
    const page = codes.slice(start, start + CODES_PER_CALL);
    const search = productListSearch({
      codes: page,
      limit: page.length,
      offset: 0,
      include: ['media', 'text', 'product/property'],
    });
    const document = await asContract(
      'productListDocument',
      await shopCall(`/jsonapi/product${search}`, caller),
    );
    for (const product of document.data) {
      const item = toProductListItem(product);
      byCode.set(item.code, item);
    }
  }
  return codes.flatMap((code) => byCode.get(code) ?? []);
}

export function createList(name: string, caller: Caller) {
  return shopCall(WISHLIST_PATHS.add, { ...caller, method: 'POST', body: { name } }).then((body) =>
    asContract('wishlistSummaryResponse', body),
  );
}

export function renameList(id: number, name: string, caller: Caller) {
  return shopCall(WISHLIST_PATHS.edit(id), { ...caller, method: 'POST', body: { name } }).then(
    (body) => asContract('wishlistSummaryResponse', body),
  );
}

export function deleteList(id: number, caller: Caller) {
  return shopCall(WISHLIST_PATHS.destroy(id), { ...caller, method: 'DELETE' }).then((body) =>
    asContract('wishlistDeletedResponse', body),
  );
}

/** SPEC §7: POST …/product/add/{id} {product_ids, quantity 1}. */
export function addProducts(id: number, productIds: readonly string[], caller: Caller) {
  return shopCall(WISHLIST_PATHS.addProducts(id), {
    ...caller,
    method: 'POST',
    body: { product_ids: productIds.map(Number), quantity: 1 },
  }).then((body) => asContract('wishlistProductsResponse', body));
}

export function removeProducts(id: number, productIds: readonly string[], caller: Caller) {
  return shopCall(WISHLIST_PATHS.removeProducts(id), {
    ...caller,
    method: 'DELETE',
    body: { product_ids: productIds.map(Number) },
  }).then((body) => asContract('wishlistProductsResponse', body));
}

/** The share dialog's choice: the active colleagues of the user's company (decision 039). */
export async function fetchColleagues(caller: Caller): Promise<WishlistColleague[]> {
  const body = await shopCall(WISHLIST_SHARING_PATHS.colleagues, caller);
  return (await asContract('wishlistColleaguesResponse', body)).data;
}

/** Who an own list is shared with. */
export async function fetchShares(id: number, caller: Caller): Promise<WishlistShare[]> {
  const body = await shopCall(WISHLIST_SHARING_PATHS.shares(id), caller);
  return (await asContract('wishlistSharesResponse', body)).data;
}

/** Shares a list with a colleague, or changes their access. */
export function shareList(id: number, userId: number, access: WishlistShareAccess, caller: Caller) {
  return shopCall(WISHLIST_SHARING_PATHS.shares(id), {
    ...caller,
    method: 'POST',
    body: { user_id: userId, access },
  }).then((body) => asContract('wishlistShareResponse', body));
}

/** The owner removes a colleague's share, or a colleague leaves the list (their own id). */
export function unshareList(id: number, userId: number, caller: Caller) {
  return shopCall(WISHLIST_SHARING_PATHS.share(id, userId), { ...caller, method: 'DELETE' }).then(
    (body) => asContract('wishlistShareDeletedResponse', body),
  );
}

/** After any change: the lists, the lists' products, the map and the shares are read again. */
export function invalidateFavorites(queryClient: QueryClient, userKey: string) {
  return queryClient.invalidateQueries({ queryKey: wishlistKeys.all(userKey) });
}

/** The lists as the dropdowns show them (cached; the guard above). */
export function listsQuery(userKey: string, caller: Caller) {
  return {
    queryKey: wishlistKeys.lists(userKey),
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchLists({ ...caller, signal }),
    staleTime: WISHLIST_FETCH_GUARD_MS,
    retry: false,
  };
}
