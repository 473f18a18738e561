// The price, stock and quantity slots of a product list (ui/product-list ProductList), filled
// from one ERP request for the whole page (useProductErp) and per-product quantity state. Route
// modules pass them to the catalogue and search features, which do not import this one
// (ARCHITECTURE.md: features do not import each other).
import { useMemo } from 'react';
import type { ProductListItem } from '../../ui/product-list/product-list-item';
import type { ProductSlot } from '../../ui/product-list/product-list';
import { PriceCell } from './price-cell';
import { QuantityCell, useProductQuantities } from './quantity-cell';
import { StockCell } from './stock-cell';
import { useProductErp } from './use-product-erp';

export interface ErpSlots {
  renderPrice: ProductSlot;
  renderStock: ProductSlot;
  renderQuantity: ProductSlot;
}

export function useErpSlots(products: readonly ProductListItem[]): ErpSlots {
  const { erpOf } = useProductErp(products);
  const { quantityOf, setQuantity } = useProductQuantities();
  return useMemo(
    () => ({
      renderPrice: (product) => {
        const { price } = erpOf(product);
        return <PriceCell state={price.state} data={price.data} />;
      },
      renderStock: (product) => {
        const { stock } = erpOf(product);
        return <StockCell state={stock.state} data={stock.data} />;
      },
      renderQuantity: (product) => {
        const { price, stock } = erpOf(product);
        return (
          <QuantityCell
            productName={product.name}
            units={product.units ?? {}}
            value={quantityOf(product.id)}
            onChange={(amounts) => setQuantity(product.id, amounts)}
            price={price.data}
            stock={stock.data}
          />
        );
      },
    }),
    [erpOf, quantityOf, setQuantity],
  );
}
