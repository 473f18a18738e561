// The ERP cells of a product list (price, stock, quantity, checkbox) read the screen's state from
// one small store instead of receiving it through the rows (issue #11). The rows are memoised
// (ui/product-list ProductList), so when the prices answer, or a quantity is typed, only these
// cells re-render: on a category page that is 16 × 4 small components instead of the whole
// table, which was one long task of a few hundred milliseconds on a mid-range phone.
import type { AddTarget } from '@gradnik/domain/adding';
import type { QuantityAmounts } from '@gradnik/domain/quantity';
import { NO_QUANTITY } from '@gradnik/domain/quantity';
import { useSyncExternalStore } from 'react';
import type { ProductListItem } from '../../ui/product-list/product-list-item';
import { SelectProductCheckbox } from './bulk-selection';
import { PriceCell } from './price-cell';
import type { ProductErp } from './product-erp';
import { QuantityCell } from './quantity-cell';
import { StockCell } from './stock-cell';
import type { useAddToBasket } from './use-add-to-basket';

/** What the cells of one screen read. */
export interface ErpCellState {
  erpOf: (product: ProductListItem) => ProductErp;
  quantityOf: (id: string) => QuantityAmounts;
  setQuantity: (id: string, value: QuantityAmounts) => void;
  isPending: (id: string) => boolean;
  addOne: ReturnType<typeof useAddToBasket>['addOne'];
  isChecked: (id: string) => boolean;
  toggle: (id: string, on: boolean) => void;
}

export interface ErpCellStore {
  get: () => ErpCellState;
  /** The screen's state of this render; subscribers hear of it only when a part changed. */
  set: (state: ErpCellState) => void;
  subscribe: (listener: () => void) => () => void;
}

function sameState(a: ErpCellState, b: ErpCellState): boolean {
  return (Object.keys(a) as (keyof ErpCellState)[]).every((key) => a[key] === b[key]);
}

export function createErpCellStore(initial: ErpCellState): ErpCellStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set: (next) => {
      if (sameState(state, next)) return;
      state = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

// The cells are never part of the server's HTML (the rows carry loading cells until they are
// live, lib/hydrate-in-turn.tsx), so the store has no server snapshot to answer.
function useCells(store: ErpCellStore): ErpCellState {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

interface CellProps {
  store: ErpCellStore;
  product: ProductListItem;
}

export function ErpPriceCell({ store, product }: CellProps) {
  const { price } = useCells(store).erpOf(product);
  return <PriceCell state={price.state} data={price.data} />;
}

export function ErpStockCell({ store, product }: CellProps) {
  const { stock } = useCells(store).erpOf(product);
  return <StockCell state={stock.state} data={stock.data} />;
}

export function ErpQuantityCell({ store, product }: CellProps) {
  const cells = useCells(store);
  const { price, stock } = cells.erpOf(product);
  const amounts = cells.quantityOf(product.id);
  return (
    <QuantityCell
      productName={product.name}
      units={product.units ?? {}}
      value={amounts}
      onChange={(next) => cells.setQuantity(product.id, next)}
      price={price.data}
      stock={stock.data}
      adding={cells.isPending(product.id)}
      onAdd={(target: AddTarget) => {
        void cells
          .addOne(
            target,
            { id: product.id, name: product.name, units: product.units ?? {} },
            amounts.RetailUnitAmount,
            price.data,
          )
          .then((ok) => {
            if (ok) cells.setQuantity(product.id, NO_QUANTITY);
          });
      }}
    />
  );
}

export function ErpSelectCell({ store, product }: CellProps) {
  const cells = useCells(store);
  return (
    <SelectProductCheckbox
      name={product.name}
      checked={cells.isChecked(product.id)}
      onChange={(on) => cells.toggle(product.id, on)}
    />
  );
}
