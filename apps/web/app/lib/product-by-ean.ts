// A product by its EAN (GTIN-13), for the quick adds: the cart's quick add by EAN (SPEC §8
// "Unknown EAN") and the barcode scan (issue #15; decision 041) on the cart, the favourites page
// and the quick-order pad. Moved here from features/checkout so features share one look-up
// (features do not import each other).
import { shopCall, type ShopCallOptions } from './basket-client';

type CallerOptions = Pick<ShopCallOptions, 'token' | 'locale' | 'signal'>;

export interface EanMatch {
  readonly id: string;
  readonly code: string;
  readonly name: string;
  /** SPEC §3 MinimumSalesUnitRetail (default 1): the quantity a quick add starts with. */
  readonly minimumRetail: number;
}

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

/**
 * The product with exactly this EAN (GTIN), or null. The product API has no EAN filter, so the
 * search service (which matches names, codes and EANs, SPEC §7 Search service) names candidates
 * and GET /jsonapi/product?filter[code][]= gives their EANs; only an exact EAN counts, so a
 * typo-tolerant search hit never adds a wrong product.
 */
export async function findProductByEan(
  ean: string,
  options: CallerOptions,
): Promise<EanMatch | null> {
  const term = ean.trim();
  if (!/^\d{8,14}$/.test(term)) return null;
  const suggestions = record(
    await shopCall(
      `/api/search/autocomplete?${new URLSearchParams({ query: term }).toString()}`,
      options,
    ),
  );
  const products = record(suggestions?.snippets)?.products;
  const codes = Array.isArray(products)
    ? products
        .map((product) => record(product)?.code)
        .filter((code): code is string => typeof code === 'string')
    : [];
  if (codes.length === 0) return null;
  const query = new URLSearchParams();
  for (const code of codes) query.append('filter[code][]', code);
  query.set('page[limit]', String(codes.length));
  const list = record(await shopCall(`/jsonapi/product?${query.toString()}`, options));
  const data = Array.isArray(list?.data) ? list.data : [];
  for (const item of data) {
    const attributes = record(record(item)?.attributes);
    if (!attributes || attributes.ean !== term) continue;
    const minimum = Number(attributes.MinimumSalesUnitRetail);
    return {
      id: String(attributes.id ?? record(item)?.id),
      code: String(attributes.code),
      name: String(attributes.name),
      minimumRetail: Number.isFinite(minimum) && minimum > 0 ? minimum : 1,
    };
  }
  return null;
}
