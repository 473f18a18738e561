// The price, stock and quantity slots of a product list (ui/product-list ProductList), filled
// from one ERP request for the whole page (useProductErp) and per-product quantity state. Route
// modules pass them to the catalogue and search features, which do not import this one
// (ARCHITECTURE.md: features do not import each other).
//
// Issue #5 (SPEC §5 Adding): the quantity cell's availability icon is the add button, and the
// list gets the bulk pieces — a checkbox per product, 'Označi vse' and the bulk bar (toolbar).
import type { AddTarget } from '@gradnik/domain/adding';
import { NO_QUANTITY } from '@gradnik/domain/quantity';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import type { ProductListItem } from '../../ui/product-list/product-list-item';
import type { ProductSlot } from '../../ui/product-list/product-list';
import {
  BulkBar,
  SelectAllCheckbox,
  SelectProductCheckbox,
  bulkCandidates,
  useProductSelection,
} from './bulk-selection';
import { PriceCell } from './price-cell';
import { QuantityCell, useProductQuantities } from './quantity-cell';
import { StockCell } from './stock-cell';
import { useAddToBasket } from './use-add-to-basket';
import { useProductErp } from './use-product-erp';

export interface ErpSlots {
  renderPrice: ProductSlot;
  renderStock: ProductSlot;
  renderQuantity: ProductSlot;
  renderSelect: ProductSlot;
  selectAll: ReactNode;
  toolbar: ReactNode;
  /**
   * Issue #15: the same bulk rules for a screen with its own bar (the favourites page's
   * dropdown): the checked ids, the add (SPEC §5, with its alerts) and whether a call is under way.
   */
  bulk: {
    checkedIds: readonly string[];
    add: (target: AddTarget) => Promise<void>;
    uncheck: (ids: readonly string[]) => void;
    busy: boolean;
  };
}

export function useErpSlots(products: readonly ProductListItem[]): ErpSlots {
  const { erpOf } = useProductErp(products);
  const { quantityOf, setQuantity } = useProductQuantities();
  const adder = useAddToBasket();
  const { isChecked, toggle, setAll, uncheck, count, all } = useProductSelection(
    products.map((product) => product.id),
  );
  const anyPending = products.some((product) => adder.isPending(product.id));

  return useMemo(() => {
    const addMany = async (target: AddTarget) => {
      const candidates = bulkCandidates(products, {
        isChecked,
        erpOf,
        quantityOf,
      });
      const added = await adder.addMany(target, candidates);
      // SPEC §4: added products return to quantity 0; they are no longer 'to be added'.
      for (const id of added) setQuantity(id, NO_QUANTITY);
      uncheck(added);
    };
    return {
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
        const amounts = quantityOf(product.id);
        return (
          <QuantityCell
            productName={product.name}
            units={product.units ?? {}}
            value={amounts}
            onChange={(next) => setQuantity(product.id, next)}
            price={price.data}
            stock={stock.data}
            adding={adder.isPending(product.id)}
            onAdd={(target) => {
              void adder
                .addOne(
                  target,
                  { id: product.id, name: product.name, units: product.units ?? {} },
                  amounts.RetailUnitAmount,
                  price.data,
                )
                .then((ok) => {
                  if (ok) setQuantity(product.id, NO_QUANTITY);
                });
            }}
          />
        );
      },
      renderSelect: (product) => (
        <SelectProductCheckbox
          name={product.name}
          checked={isChecked(product.id)}
          onChange={(on) => toggle(product.id, on)}
        />
      ),
      selectAll: <SelectAllCheckbox all={all} some={count > 0} onChange={setAll} />,
      toolbar: <BulkBar count={count} busy={anyPending} onAdd={(target) => void addMany(target)} />,
      bulk: {
        checkedIds: products.filter((product) => isChecked(product.id)).map((p) => p.id),
        add: addMany,
        uncheck,
        busy: anyPending,
      },
    };
  }, [
    products,
    erpOf,
    quantityOf,
    setQuantity,
    adder,
    isChecked,
    toggle,
    setAll,
    uncheck,
    count,
    all,
    anyPending,
  ]);
}
