// Product detail (SPEC §2: /artikel/{id}, /en/products/{id}); built by the catalogue issue.
// Not built yet: its heading and an honest note (no made-up data).
import { screenMeta } from '../i18n/meta';
import { PlaceholderPage } from '../ui/placeholder-page';
import type { Route } from './+types/product';

export function meta({ location, params }: Route.MetaArgs) {
  return screenMeta(location.pathname, 'product', { id: params.id });
}

export default function ProductPage({ params }: Route.ComponentProps) {
  return <PlaceholderPage screenId="product" vars={{ id: params.id }} />;
}
