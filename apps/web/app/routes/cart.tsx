// Cart (SPEC §2: /kosarica, /en/cart; footerless). #naročila / #povpraševanja pick order or
// inquiry mode; built by the cart issue.
// Not built yet: its heading and an honest note (no made-up data).
import { screenMeta } from '../i18n/meta';
import { PlaceholderPage } from '../ui/placeholder-page';
import type { Route } from './+types/cart';

export function meta({ location }: Route.MetaArgs) {
  return screenMeta(location.pathname, 'cart');
}

export default function CartPage() {
  return <PlaceholderPage screenId="cart" />;
}
