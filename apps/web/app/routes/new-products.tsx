// New products (SPEC §2: /novosti, /en/new-products).
// Not built yet: its heading and an honest note (no made-up data).
import { screenMeta } from '../i18n/meta';
import { PlaceholderPage } from '../ui/placeholder-page';
import type { Route } from './+types/new-products';

export function meta({ location }: Route.MetaArgs) {
  return screenMeta(location.pathname, 'new-products');
}

export default function NewProductsPage() {
  return <PlaceholderPage screenId="new-products" />;
}
