// Cart (SPEC §2: /kosarica, /en/cart; footerless layout). #naročila / #povpraševanja pick order
// or inquiry mode; the page and its three steps are features/checkout (issue #5).
import { CartPage } from '../features/checkout/cart-page';
import { screenMeta } from '../i18n/meta';
import type { Route } from './+types/cart';

export function meta({ location }: Route.MetaArgs) {
  return screenMeta(location.pathname, 'cart');
}

export default function CartRoute() {
  return <CartPage />;
}
