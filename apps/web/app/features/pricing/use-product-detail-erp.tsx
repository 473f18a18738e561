// The product page's price, stock (with the stock-by-store button) and quantity (SPEC §4, §5),
// from the same one-request hook as the lists, so the page and a list showing the product
// share the 60 s client cache entry shape and rules. Issue #5: the availability icon is the add
// button of the buy box (SPEC §5 Adding), like in the lists.
import { NO_QUANTITY } from '@gradnik/domain/quantity';
import type { ProductUnitsInput, QuantityAmounts } from '@gradnik/domain/quantity';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { PriceCell } from './price-cell';
import { QuantityCell } from './quantity-cell';
import { StockByStoreButton } from './stock-by-store-button';
import { StockCell } from './stock-cell';
import { useAddToBasket } from './use-add-to-basket';
import { useProductErp } from './use-product-erp';

export interface DetailProduct {
  id: string;
  code: string;
  name: string;
  units: ProductUnitsInput;
}

export function useProductDetailErp(product: DetailProduct): {
  price: ReactNode;
  stock: ReactNode;
  quantity: ReactNode;
} {
  const { erpOf } = useProductErp([product]);
  const [amounts, setAmounts] = useState<QuantityAmounts>(NO_QUANTITY);
  const adder = useAddToBasket();
  const { price, stock } = erpOf(product);
  return {
    price: <PriceCell state={price.state} data={price.data} size="large" />,
    stock: (
      <StockCell state={stock.state} data={stock.data}>
        <StockByStoreButton product={{ id: product.id, name: product.name, code: product.code }} />
      </StockCell>
    ),
    quantity: (
      <QuantityCell
        productName={product.name}
        units={product.units}
        value={amounts}
        onChange={setAmounts}
        price={price.data}
        stock={stock.data}
        adding={adder.isPending(product.id)}
        onAdd={(target) => {
          void adder
            .addOne(
              target,
              { id: product.id, name: product.name, units: product.units },
              amounts.RetailUnitAmount,
              price.data,
            )
            .then((ok) => {
              // SPEC §4: the quantity returns to 0 after a successful add.
              if (ok) setAmounts(NO_QUANTITY);
            });
        }}
      />
    ),
  };
}
