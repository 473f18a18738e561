// Favourites (SPEC §2: /priljubljeni, /en/favorites; footerless; issue #15). The route composes
// the favourites feature (lists, the chosen list's products, bulk dropdown, list modal) with the
// pricing feature's row cells and bulk rules — the category table's (features do not import
// each other, ARCHITECTURE.md). The data loads in the browser with the session's token, like
// the side panel's; the route is private (route-table.ts), so a visitor signs in first.
import { useState } from 'react';
import { FavoritesPage } from '../features/favorites/favorites-page';
import { useFavoriteList } from '../features/favorites/use-favorite-list';
import { useErpSlots } from '../features/pricing/use-erp-slots';
import { screenMeta } from '../i18n/meta';
import type { Route } from './+types/favorites';

export function meta({ location }: Route.MetaArgs) {
  return screenMeta(location.pathname, 'favorites');
}

const NO_PRODUCTS: never[] = [];

export default function FavoritesRoute() {
  const [picked, setPicked] = useState<number | null>(null);
  const view = useFavoriteList(picked);
  const { bulk, toolbar: _bar, ...slots } = useErpSlots(view.products ?? NO_PRODUCTS);
  return <FavoritesPage view={view} onPick={setPicked} slots={slots} bulk={bulk} />;
}
