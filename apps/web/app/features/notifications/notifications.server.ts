// One page of the user's notifications from the shop API (SPEC §7 POST /api/notifications/user,
// contracts/notification.ts) for the page's loader.
import { notificationListResponseSchema, type Notification } from '@gradnik/contracts/notification';
import type { Locale } from '@gradnik/domain/locale';
import type { ShopApi } from '../../context';
import { fetchDocument } from '../../lib/shop-document.server';
import {
  NOTIFICATIONS_PATH,
  notificationsRequest,
  type NotificationsFilter,
} from './notifications-filter';

export interface NotificationsPage {
  notifications: Notification[];
  total: number;
  page: number;
  lastPage: number;
  errors: ReturnType<typeof notificationsRequest>['errors'];
}

/** Throws SessionRejectedError on 401, an Error otherwise. */
export async function loadNotifications(
  api: ShopApi,
  locale: Locale,
  filter: NotificationsFilter,
): Promise<NotificationsPage> {
  const { query, body, errors } = notificationsRequest(filter);
  const path = `${NOTIFICATIONS_PATH}?${query}`;
  const answer = await fetchDocument(api, locale, path, notificationListResponseSchema, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!answer) throw new Error(`POST ${path} answered 404`);
  const { data } = answer;
  return {
    notifications: data.data,
    total: data.total,
    page: data.current_page,
    lastPage: Math.max(1, data.last_page),
    errors,
  };
}
