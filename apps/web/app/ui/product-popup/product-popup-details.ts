// The texts the product popup adds to what the list row already has (SPEC §2 overlay 'product
// popup'; §3 Product shortDescription, description): one GET /jsonapi/product?filter[id]=…
// (the list call narrowed to one product, in the page's language) when the popup opens, kept by
// TanStack Query so opening the same product again shows it at once. Prices and stock are not
// asked for here: the popup shows the list's own price and stock cells (one ERP request per
// page, issue #4), so opening a popup never costs an ERP call.
import { productAttributesSchema, productListSearch } from '@gradnik/contracts/catalog';
import type { Locale } from '@gradnik/domain/locale';
import { useQuery } from '@tanstack/react-query';
import { fetchShopJson } from '../../lib/browser-api';

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

// Only the texts are read, checked with the contract's own field schemas: the rest of the list
// document (links, counts, media) is the catalogue's and must not fail the popup.
const popupTextsSchema = productAttributesSchema.pick({
  shortDescription: true,
  description: true,
});

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/** The product's texts; null when the shop no longer lists it. Failures are thrown. */
export async function loadProductPopupDetails(
  id: string,
  options: { token: string | null; locale: Locale; signal?: AbortSignal },
): Promise<ProductPopupDetails | null> {
  const data = record(await fetchShopJson(productPopupPath(id), options)).data;
  if (!Array.isArray(data)) throw new Error('GET /jsonapi/product answered without data');
  if (data.length === 0) return null;
  const texts = popupTextsSchema.parse(record(data[0]).attributes);
  return { shortDescription: texts.shortDescription, description: texts.description };
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
