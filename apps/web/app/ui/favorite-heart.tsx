// The heart of a product (issue #15; SPEC §2 "favourites", §3 Product favoriteData {listsIDs},
// §4 Favourites): on every product row and card, the product popup and the product page. It is
// filled when the product is in any of the user's lists, from the product → lists map
// (GET /api/customer/wishlist/product/user). The map, the calls and the list choice are the
// favourites feature's (features/favorites, provided by the layout with a session); this piece
// lives in ui/ because features do not import each other (ARCHITECTURE.md) and the catalogue's
// rows, the popup and the product page show it — the same shape as ./stores-panel-context.ts.
//
// Kept tiny on purpose: it is in the first load of the category, search, home and product pages
// (issue #11 page weight). Without a provider (signed out: SPEC §2, side panels and favourites
// only with a session) it renders nothing.
import { useContext, useEffect } from 'react';
import { useT } from '../i18n/i18n-context';
import { useHydrated } from '../lib/use-hydrated';
import { FavoritesContext } from './favorites-context';
import type { FavoriteProduct } from './favorites-context';
import { HeartIcon } from './icons';

export function FavoriteHeart({
  product,
  className = '',
}: {
  product: FavoriteProduct;
  className?: string;
}) {
  const t = useT();
  const controls = useContext(FavoritesContext);
  // The server cannot know the lists: until the heart's part of the page is hydrated (it may
  // hydrate after the favourites map has loaded, lib/hydrate-in-turn.tsx) it renders as the
  // server did, waiting.
  const hydrated = useHydrated();
  const want = controls?.want;
  useEffect(() => want?.(), [want]);
  if (!controls) return null;
  const lists = hydrated ? controls.listsOf(product.id) : null;
  const filled = lists !== null && lists.length > 0;
  // WCAG 2.5.3: an icon-only button, so the name is free; it says what a click does.
  const name = t(filled ? 'favorites.edit' : 'favorites.add', { name: product.name });
  return (
    <button
      type="button"
      aria-label={name}
      title={name}
      // Until the map has loaded the heart cannot know its state (SPEC §4): it waits.
      aria-disabled={lists === null || undefined}
      data-favorite={filled ? 'on' : 'off'}
      onClick={(event) => {
        if (lists !== null) controls.choose(product, event.currentTarget);
      }}
      className={`inline-flex size-8 shrink-0 items-center justify-center rounded-md border border-neutral-200 bg-white hover:border-brand-300 aria-disabled:opacity-50 ${
        filled ? 'text-brand-700' : 'text-neutral-600 hover:text-brand-700'
      } ${className}`}
    >
      <HeartIcon className="size-5" fill={filled ? 'currentColor' : 'none'} />
    </button>
  );
}
