// Order detail (SPEC §2: /narocila/{id}, /en/orders/{id}).
// Not built yet: its heading and an honest note (no made-up data).
import { screenMeta } from '../i18n/meta';
import { PlaceholderPage } from '../ui/placeholder-page';
import type { Route } from './+types/order';

export function meta({ location, params }: Route.MetaArgs) {
  return screenMeta(location.pathname, 'order', { id: params.id });
}

export default function OrderPage({ params }: Route.ComponentProps) {
  return <PlaceholderPage screenId="order" vars={{ id: params.id }} />;
}
