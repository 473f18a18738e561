// Cart (SPEC §2: /kosarica, /en/cart; footerless layout). #naročila / #povpraševanja pick order
// or inquiry mode; the page and its three steps are features/checkout (issue #5).
import { guardRequest, redirectSessionExpired } from '../features/auth/guards.server';
import { CartPage } from '../features/checkout/cart-page';
import { loadCartBasket } from '../features/checkout/cart-basket.server';
import { screenMeta } from '../i18n/meta';
import { SessionRejectedError } from '../lib/shop-document.server';
import type { Route } from './+types/cart';

// Issue #11 (decision 023, "The cart's lines in the first paint"): the order basket, when the
// API answers within a short time limit, so the server renders the lines; null otherwise.
export async function loader({ request, context }: Route.LoaderArgs) {
  const guarded = await guardRequest(request, context);
  try {
    return await loadCartBasket(context.api, guarded.locale);
  } catch (error) {
    if (error instanceof SessionRejectedError) redirectSessionExpired(guarded);
    throw error;
  }
}

// A navigation in the browser does not ask the server: the page's query loads the basket (or
// already holds it from the header's cart button), as before, with no wait before the page shows.
export function clientLoader() {
  return null;
}

export function meta({ location }: Route.MetaArgs) {
  return screenMeta(location.pathname, 'cart');
}

export default function CartRoute({ loaderData }: Route.ComponentProps) {
  return <CartPage basket={loaderData} />;
}
