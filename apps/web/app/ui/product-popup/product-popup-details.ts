// The texts the product popup adds to what the list row already has (SPEC §2 overlay 'product
// popup'; §3 Product shortDescription, description): one GET /jsonapi/product?filter[id]=…
// (the list call narrowed to one product, in the page's language) when the popup opens, kept by
// TanStack Query so opening the same product again shows it at once. Prices and stock are not
// asked for here: the popup shows the list's own price and stock cells (one ERP request per
// page, issue #4), so opening a popup never costs an ERP call.
import { productListSearch } from '@gradnik/contracts/catalog-query';
import type { Locale } from '@gradnik/domain/locale';
import { useQuery } from '@tanstack/react-query';
import { fetchShopJson } from '../../lib/browser-api';
import { asContract } from '../../lib/contract';

export interface ProductPopupDetails {
  shortDescription: string | null;
  description: string | null;
}

/** Texts change rarely; a popup reopened within minutes needs no new request. */
export const PRODUCT_POPUP_STALE_MS = 5 * 60_000;

export function productPopupPath(id: string): string {
  return `/jsonapi/product${productListSearch({ id, include: ['media', 'text'], limit: 1 })}`;
}

export function productPopupQueryKey(locale: Locale, id: string) {
  return ['product-popup', locale, id] as const;
}

/** The product's texts; null when the shop no longer lists it. Failures are thrown. */
export async function loadProductPopupDetails(
  id: string,
  options: { token: string | null; locale: Locale; signal?: AbortSignal },
): Promise<ProductPopupDetails | null> {
  const body = await fetchShopJson(productPopupPath(id), options);
  const [product] = (await asContract('productPopupDocument', body)).data;
  if (!product) return null;
  const { shortDescription, description } = product.attributes;
  return { shortDescription, description };
}

export function useProductPopupDetails(id: string, token: string | null, locale: Locale) {
  return useQuery({
    queryKey: productPopupQueryKey(locale, id),
    queryFn: ({ signal }) => loadProductPopupDetails(id, { token, locale, signal }),
    enabled: token !== null,
    staleTime: PRODUCT_POPUP_STALE_MS,
    retry: false,
  });
}
