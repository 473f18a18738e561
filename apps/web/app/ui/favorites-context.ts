// The favourites context of the hearts (./favorite-heart.tsx; issue #15): apart from the heart so
// that the layout, which provides it on every page, does not bring the heart's code into pages
// without hearts (the cart page: issue #11 page weight).
import { createContext } from 'react';

export interface FavoriteProduct {
  /** The shop's product id, as in /artikel/{id}. */
  id: string;
  name: string;
}

export interface FavoritesControls {
  /**
   * The ids of the lists holding the product (SPEC §3 favoriteData.listsIDs); null while the map
   * has not loaded: SPEC §4 "Favourites: not initialized until the product-to-lists map loads".
   */
  listsOf: (productId: string) => readonly number[] | null;
  /** A heart is on the page: load the map (once, when the browser is idle). */
  want: () => void;
  /** The heart's click: add to the default list, or choose the lists when already in one. */
  choose: (product: FavoriteProduct, from: HTMLElement) => void;
}

export const FavoritesContext = createContext<FavoritesControls | null>(null);
