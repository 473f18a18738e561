// Order detail (SPEC §2: /narocila/{id}, /en/orders/{id}; issue #12). Another company's order,
// like an unknown one, is 'Page Not Found'.
import { localeFromPath } from '@gradnik/domain/locale';
import { guardRequest, redirectSessionExpired } from '../features/auth/guards.server';
import { SessionRejectedError } from '../lib/shop-document.server';
import { OrderDetailView } from '../features/orders/order-detail';
import { loadOrder } from '../features/orders/orders-detail.server';
import { screenMeta } from '../i18n/meta';
import { translate } from '../i18n/translate';
import { throwNotFound } from '../lib/responses';
import { ErrorContent } from '../ui/error-content';
import type { Route } from './+types/order';

// Order ids are positive database integers (packages/contracts/src/ids.ts).
const ORDER_ID = /^[1-9]\d{0,9}$/;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!ORDER_ID.test(params.id) || Number(params.id) > 2_147_483_647) throwNotFound();
  const guarded = await guardRequest(request, context);
  try {
    const order = await loadOrder(context.api, guarded.locale, Number(params.id));
    if (!order) throwNotFound();
    return { order };
  } catch (error) {
    if (error instanceof SessionRejectedError) redirectSessionExpired(guarded);
    throw error;
  }
}

export function meta({ location, params, loaderData }: Route.MetaArgs) {
  if (!loaderData) return screenMeta(location.pathname, 'order', { id: params.id });
  const locale = localeFromPath(location.pathname);
  const title = translate(locale, 'screen.order.title', { id: loaderData.order.number });
  return [{ title: `${title} | ${translate(locale, 'app.titleSuffix')}` }];
}

export default function OrderPage({ loaderData }: Route.ComponentProps) {
  return <OrderDetailView order={loaderData.order} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorContent error={error} />;
}
