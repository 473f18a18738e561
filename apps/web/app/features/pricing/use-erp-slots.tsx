// The price, stock and quantity slots of a product list (ui/product-list ProductList), filled
// from one ERP request for the whole page (useProductErp) and per-product quantity state. Route
// modules pass them to the catalogue and search features, which do not import this one
// (ARCHITECTURE.md: features do not import each other).
//
// Issue #5 (SPEC §5 Adding): the quantity cell's availability icon is the add button, and the
// list gets the bulk pieces — a checkbox per product, 'Označi vse' and the bulk bar (toolbar).
import type { AddTarget } from '@gradnik/domain/adding';
import { NO_QUANTITY } from '@gradnik/domain/quantity';
import { useLayoutEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { ProductListItem } from '../../ui/product-list/product-list-item';
import type { ProductSlot } from '../../ui/product-list/product-list';
import { BulkBar, SelectAllCheckbox, bulkCandidates, useProductSelection } from './bulk-selection';
import {
  ErpPriceCell,
  ErpQuantityCell,
  ErpSelectCell,
  ErpStockCell,
  createErpCellStore,
} from './erp-cells';
import type { ErpCellState } from './erp-cells';
import { useProductQuantities } from './quantity-cell';
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

  // Issue #11: the rows' cells follow this store (erp-cells.tsx), so the slots below never
  // change and the memoised rows do not re-render when prices answer or a quantity is typed.
  const cellState: ErpCellState = {
    erpOf,
    quantityOf,
    setQuantity,
    isPending: adder.isPending,
    addOne: adder.addOne,
    isChecked,
    toggle,
  };
  const [store] = useState(() => createErpCellStore(cellState));
  useLayoutEffect(() => store.set(cellState));

  const rowSlots = useMemo(
    () => ({
      renderPrice: (product: ProductListItem) => <ErpPriceCell store={store} product={product} />,
      renderStock: (product: ProductListItem) => <ErpStockCell store={store} product={product} />,
      renderQuantity: (product: ProductListItem) => (
        <ErpQuantityCell store={store} product={product} />
      ),
      renderSelect: (product: ProductListItem) => <ErpSelectCell store={store} product={product} />,
    }),
    [store],
  );

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
      ...rowSlots,
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
    rowSlots,
    products,
    erpOf,
    quantityOf,
    setQuantity,
    adder,
    isChecked,
    setAll,
    uncheck,
    count,
    all,
    anyPending,
  ]);
}
