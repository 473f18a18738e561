// Orders list (SPEC §2: /narocila, /en/orders; issue #12): the company's orders and inquiries,
// filtered, sorted and paged by the address (features/orders/orders-filter.ts).
import { guardRequest, redirectSessionExpired } from '../features/auth/guards.server';
import { SessionRejectedError } from '../lib/shop-document.server';
import { OrderList } from '../features/orders/order-list';
import { ordersFilterFrom, ordersHref } from '../features/orders/orders-filter';
import { loadOrders } from '../features/orders/orders.server';
import { useT } from '../i18n/i18n-context';
import { screenMeta } from '../i18n/meta';
import { throwRedirect } from '../lib/responses';
import { ErrorContent } from '../ui/error-content';
import { PageHeading } from '../ui/page-heading';
import type { Route } from './+types/orders';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const guarded = await guardRequest(request, context);
  const filter = ordersFilterFrom(url.searchParams);
  try {
    const result = await loadOrders(context.api, guarded.locale, filter);
    if (filter.page > result.lastPage) {
      // An old link past the end: the last page there is.
      throwRedirect(`${url.pathname}${ordersHref(filter, { page: result.lastPage })}`);
    }
    return { filter, ...result };
  } catch (error) {
    if (error instanceof SessionRejectedError) redirectSessionExpired(guarded);
    throw error;
  }
}

export function meta({ location }: Route.MetaArgs) {
  return screenMeta(location.pathname, 'orders');
}

export default function OrdersPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeading>{t('screen.orders.title')}</PageHeading>
      {/* A new filter is a new list: the form's fields start from the address again. */}
      <OrderList key={JSON.stringify(loaderData.filter)} {...loaderData} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorContent error={error} />;
}
