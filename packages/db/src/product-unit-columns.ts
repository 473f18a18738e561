// The product's units and minimums (SPEC §3 Product: BaseUnitOfMeasure … MinimumSalesUnit) as
// one Drizzle selection, for every query whose rows feed the quantity rules (SPEC §5): product
// documents and basket lines read the same columns under the same names.
import { products } from './schema/catalog.ts';

export const productUnitColumns = {
  baseUnitOfMeasure: products.baseUnitOfMeasure,
  retailUnitOfMeasure: products.retailUnitOfMeasure,
  minimumSalesUnitRetail: products.minimumSalesUnitRetail,
  minimumWholeSalesUnitRetail: products.minimumWholeSalesUnitRetail,
  minimumWholeSalesUnit: products.minimumWholeSalesUnit,
  factorUnitRetail: products.factorUnitRetail,
  minimumSalesUnit: products.minimumSalesUnit,
} as const;
