// Notifications (SPEC §2: /obvestila, /en/notifications; footerless; issue #16, decision 042):
// the user's notifications, filtered and paged by the address
// (features/notifications/notifications-filter.ts), with bulk mark read, mark unread and delete.
import { clampedPage } from '@gradnik/domain/notifications';
import { guardRequest, redirectSessionExpired } from '../features/auth/guards.server';
import { NotificationsView } from '../features/notifications/notifications-page';
import {
  notificationsFilterFrom,
  notificationsHref,
} from '../features/notifications/notifications-filter';
import { loadNotifications } from '../features/notifications/notifications.server';
import { screenMeta } from '../i18n/meta';
import { throwRedirect } from '../lib/responses';
import { SessionRejectedError } from '../lib/shop-document.server';
import { ErrorContent } from '../ui/error-content';
import type { Route } from './+types/notifications';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const guarded = await guardRequest(request, context);
  const filter = notificationsFilterFrom(url.searchParams);
  try {
    const result = await loadNotifications(context.api, guarded.locale, filter);
    // SPEC §4: a page beyond the last page is set to the last page and fetched again.
    const last = clampedPage(filter.page, result.lastPage);
    if (last !== null) throwRedirect(`${url.pathname}${notificationsHref(filter, { page: last })}`);
    return { filter, ...result };
  } catch (error) {
    if (error instanceof SessionRejectedError) redirectSessionExpired(guarded);
    throw error;
  }
}

export function meta({ location }: Route.MetaArgs) {
  return screenMeta(location.pathname, 'notifications');
}

export default function NotificationsPage({ loaderData }: Route.ComponentProps) {
  return <NotificationsView {...loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorContent error={error} />;
}
