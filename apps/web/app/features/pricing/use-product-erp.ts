// Prices and stock of the products a screen shows, loaded in the browser (SPEC §4: loading shows
// a spinner) so a slow ERP never delays the server-rendered page. ONE request per rendered list
// (every code of the page in filter[code][]): the shop API then makes one pricing and one
// availability ERP call (issue #4: no request storm when a page of 16 renders). Kept 60 s like
// the server's cache (SPEC §9), refetched after.
import { PRICING_CACHE_MS } from '@gradnik/domain/constants';
import type { Locale } from '@gradnik/domain/locale';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocale } from '../../i18n/i18n-context';
import { fetchShopJson } from '../../lib/browser-api';
import { asContract } from '../../lib/contract';
import { useRootData } from '../../root-data';
import { ERROR_ERP, LOADING_ERP, productErpOf } from './product-erp';
import type { ProductErp } from './product-erp';

export interface ErpProductRef {
  id: string;
  code: string;
}

/** The API path for the codes (sorted, so the same page always asks the same thing). */
export function productErpPath(codes: readonly string[]): string {
  const params = new URLSearchParams();
  for (const code of codes) params.append('filter[code][]', code);
  params.set('include', 'price,stock');
  params.set('page[limit]', String(Math.max(1, codes.length)));
  return `/jsonapi/product?${params.toString()}`;
}

export function sortedCodes(products: readonly ErpProductRef[]): string[] {
  return [...new Set(products.map((p) => p.code))].sort();
}

export function productErpQueryKey(locale: Locale, userKey: string, codes: readonly string[]) {
  return ['product-erp', locale, userKey, codes] as const;
}

/** code → ProductErp for the page; a product missing from the answer is absent (error). */
export async function loadProductErp(
  codes: readonly string[],
  options: { token: string | null; locale: Locale; signal?: AbortSignal },
): Promise<Map<string, ProductErp>> {
  const body = await fetchShopJson(productErpPath(codes), options);
  const document = await asContract('productErpDocument', body);
  const mode = document.meta.pricing?.mode ?? null;
  const byCode = new Map<string, ProductErp>();
  for (const product of document.data) {
    const { price, stock } = product.relationships;
    byCode.set(
      product.attributes.code,
      productErpOf(price.data[0]?.attributes, stock.data[0]?.attributes, mode),
    );
  }
  return byCode;
}

/** `erpOf(product)`: its price and stock state; loading until the one request answers. */
export function useProductErp(products: readonly ErpProductRef[]) {
  const locale = useLocale();
  const session = useRootData()?.session ?? null;
  const token = session?.accessToken ?? null;
  // The partner decides prices (impersonation changes it): part of the key with the user.
  const userKey = session ? `${session.user.id}:${session.user.partnerId ?? ''}` : 'anonymous';
  const codes = sortedCodes(products);
  const query = useQuery({
    queryKey: productErpQueryKey(locale, userKey, codes),
    queryFn: ({ signal }) => loadProductErp(codes, { token, locale, signal }),
    enabled: token !== null && codes.length > 0,
    staleTime: PRICING_CACHE_MS,
    retry: false,
  });
  const { data, isError } = query;
  const erpOf = useCallback(
    (product: ErpProductRef): ProductErp => {
      if (isError) return ERROR_ERP;
      if (!data) return LOADING_ERP;
      return data.get(product.code) ?? ERROR_ERP;
    },
    [data, isError],
  );
  return { erpOf, mode: data ? ([...data.values()][0]?.mode ?? null) : null };
}
