// What one row (table) or card (grid) of a product list shows. Category pages, novelties and
// search results all map their API documents to this shape, so the list looks and behaves the
// same everywhere.
import type { ProductResource } from '@gradnik/contracts/catalog';
import { DEFAULT_UNIT } from '@gradnik/domain/constants';
import type { ProductUnitsInput } from '@gradnik/domain/quantity';

export interface ProductListItem {
  /** Product id: the product page is /artikel/{id}. */
  id: string;
  /** ERP item number. */
  code: string;
  /** In the page's language. */
  name: string;
  /** GTIN-13, or null when the product has none. */
  ean: string | null;
  /** The unit the product is sold in (SPEC §3 RetailUnitOfMeasure, default KOS). */
  unit: string;
  /** Site-relative or absolute picture URL, or null. */
  imageUrl: string | null;
  /** Units and minimums for the quantity entry (SPEC §3, §5); absent in older fixtures. */
  units?: ProductUnitsInput;
}

/** A GET /jsonapi/product resource as a list item (main picture, else the first image). */
export function toProductListItem(product: ProductResource): ProductListItem {
  const { attributes } = product;
  return {
    id: product.id,
    code: attributes.code,
    name: attributes.name,
    ean: attributes.ean,
    unit: attributes.RetailUnitOfMeasure || DEFAULT_UNIT,
    imageUrl: attributes.media.UrlMainPicture ?? attributes.media.Images[0] ?? null,
    units: {
      BaseUnitOfMeasure: attributes.BaseUnitOfMeasure,
      RetailUnitOfMeasure: attributes.RetailUnitOfMeasure,
      MinimumSalesUnitRetail: attributes.MinimumSalesUnitRetail,
      MinimumWholeSalesUnitRetail: attributes.MinimumWholeSalesUnitRetail,
      MinimumWholeSalesUnit: attributes.MinimumWholeSalesUnit,
      FactorUnitRetail: attributes.FactorUnitRetail,
      MinimumSalesUnit: attributes.MinimumSalesUnit,
    },
  };
}
