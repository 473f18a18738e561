// Favourites (SPEC §2: /priljubljeni, /en/favorites; footerless).
// Not built yet: its heading and an honest note (no made-up data).
import { screenMeta } from '../i18n/meta';
import { PlaceholderPage } from '../ui/placeholder-page';
import type { Route } from './+types/favorites';

export function meta({ location }: Route.MetaArgs) {
  return screenMeta(location.pathname, 'favorites');
}

export default function FavoritesPage() {
  return <PlaceholderPage screenId="favorites" />;
}
