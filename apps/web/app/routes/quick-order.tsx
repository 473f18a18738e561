// The quick-order pad (issue #15: /hitro-narocilo, /en/quick-order; decision 040). The route
// composes the pad (features/quick-order) with the catalogue's bulk add (features/pricing
// useAddToBasket: SPEC §5 bulk rules and SPEC §8 alerts, the path the favourites page's bulk
// actions take). The page is private (route-table.ts); its code and texts are in this route's
// own chunk (issue #11 page weight).
import { QuickOrderPage } from '../features/quick-order/quick-order-page';
import { useAddToBasket } from '../features/pricing/use-add-to-basket';
import { screenMeta } from '../i18n/meta';
import type { Route } from './+types/quick-order';

export function meta({ location }: Route.MetaArgs) {
  return screenMeta(location.pathname, 'quick-order');
}

export default function QuickOrderRoute() {
  const adder = useAddToBasket();
  return <QuickOrderPage addMany={adder.addMany} />;
}
