// How any screen opens the stores side panel (SPEC §2 Stores panel, overlays): the header's
// 'Trgovski centri' button in general mode, and a product's stock button in product-stock
// mode. The panel itself is a feature (features/stores); this context lives in ui/ because
// features do not import each other (ARCHITECTURE.md) and the catalogue's product rows and
// product detail need to open it:
//
//   const openProductStock = useOpenProductStock();
//   <button onClick={(e) => openProductStock({ id: product.id, name: product.name, code: product.code }, e.currentTarget)}>
//
// Without a panel (signed out: SPEC §2, side panels render only when a session exists) the
// controls do nothing and `available` is false, so a caller can hide its button.
import { createContext, useContext } from 'react';

/** The product whose stock per store the panel shows (SPEC §3 Store productStock). */
export interface ProductStockTarget {
  /** The shop's product id, as in /artikel/{id} and GET /jsonapi/product/{id}. */
  id: string | number;
  /** Shown under the panel's title 'Zaloga izdelka'. */
  name: string;
  /** The product code (ERP item number), shown beside the name when given. */
  code?: string;
}

export interface StoresPanelControls {
  /** False when no stores panel is rendered (no session). */
  available: boolean;
  /**
   * Opens the panel in general mode: every store, no stock. `from` gets the focus back when the
   * panel closes (default: the element focused when it opened).
   */
  openStores: (from?: HTMLElement | null) => void;
  /** Opens the panel in product-stock mode for this product (adds the central warehouse CS). */
  openProductStock: (product: ProductStockTarget, from?: HTMLElement | null) => void;
}

const NO_PANEL: StoresPanelControls = {
  available: false,
  openStores: () => undefined,
  openProductStock: () => undefined,
};

export const StoresPanelContext = createContext<StoresPanelControls>(NO_PANEL);

export function useStoresPanel(): StoresPanelControls {
  return useContext(StoresPanelContext);
}

/** `openProductStock(product)`: the stores panel in product-stock mode for `product`. */
export function useOpenProductStock(): StoresPanelControls['openProductStock'] {
  return useContext(StoresPanelContext).openProductStock;
}
