// Orders list (SPEC §2: /narocila, /en/orders).
// Not built yet: its heading and an honest note (no made-up data).
import { screenMeta } from '../i18n/meta';
import { PlaceholderPage } from '../ui/placeholder-page';
import type { Route } from './+types/orders';

export function meta({ location }: Route.MetaArgs) {
  return screenMeta(location.pathname, 'orders');
}

export default function OrdersPage() {
  return <PlaceholderPage screenId="orders" />;
}
