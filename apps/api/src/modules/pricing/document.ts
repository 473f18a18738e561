// Puts the price and stock resources (service.ts) into product documents (SPEC §7
// GET /jsonapi/product?include=media,price,stock,text,product/property). Pure.
import type { ProductResource } from '@gradnik/contracts/catalog';
import type { ProductPricingEntry } from './service.ts';

/** Which ERP lookups an include list asks for; null when neither (no ERP call at all). */
export function pricingIncludes(
  include: string | undefined,
): { price: boolean; stock: boolean } | null {
  const paths = new Set((include ?? '').split(',').map((p) => p.trim()));
  const wanted = { price: paths.has('price'), stock: paths.has('stock') };
  return wanted.price || wanted.stock ? wanted : null;
}

/** The product with its price and stock relationships filled (left empty when not given). */
export function withPricing(
  product: ProductResource,
  entry: ProductPricingEntry | undefined,
): ProductResource {
  if (!entry) return product;
  return {
    ...product,
    relationships: {
      price: { data: entry.price ? [entry.price] : [] },
      stock: { data: entry.stock ? [entry.stock] : [] },
    },
  };
}
