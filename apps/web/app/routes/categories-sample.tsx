// Design sample page (SPEC §2: /categoriesSample, /en/categoriesSample; header layout).
// Not built yet: its heading and an honest note (no made-up data).
import { screenMeta } from '../i18n/meta';
import { PlaceholderPage } from '../ui/placeholder-page';
import type { Route } from './+types/categories-sample';

export function meta({ location }: Route.MetaArgs) {
  return screenMeta(location.pathname, 'categories-sample');
}

export default function CategoriesSamplePage() {
  return <PlaceholderPage screenId="categories-sample" />;
}
