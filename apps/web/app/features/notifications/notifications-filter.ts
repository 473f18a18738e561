// The notifications page's filters as they stand in the address (issue #16; SPEC §2 /obvestila,
// §4, §7, §9): page, per_page (5, 10, 20, 50, 100; default 10), status (all, read, unread), and
// the first and last day typed as DD. MM. YYYY under `od`/`do`, sent to the shop API as
// 'YYYY-MM-DD 00:00:00' and 'YYYY-MM-DD 23:59:59' (Ljubljana). Pure: notifications-filter.test.ts.
import {
  NOTIFICATIONS_PAGE_SIZE,
  NOTIFICATIONS_PAGE_SIZE_OPTIONS,
} from '@gradnik/domain/constants';
import type { Locale } from '@gradnik/domain/locale';
import type { NotificationLink, NotificationStatusFilter } from '@gradnik/domain/notifications';
import { href, profileHref } from '../../route-table';
import {
  dayRange,
  oneOf,
  pagedHref,
  pagingFrom,
  setTypedDays,
  typedDaysFrom,
  type DayRangeError,
} from '../../lib/list-filter';

/** The shop API's list call (SPEC §7). */
export const NOTIFICATIONS_PATH = '/api/notifications/user';
export const NOTIFICATION_PATHS = {
  list: NOTIFICATIONS_PATH,
  read: `${NOTIFICATIONS_PATH}/mark-notification-as-read`,
  unread: `${NOTIFICATIONS_PATH}/mark-notification-as-unread`,
  remove: `${NOTIFICATIONS_PATH}/delete-notifications`,
  count: `${NOTIFICATIONS_PATH}/unread-notifications-count`,
} as const;

const STATUSES = ['all', 'read', 'unread'] as const satisfies readonly NotificationStatusFilter[];
/** The API's largest page number (contracts list-query pageNumberSchema). */
const PAGE_MAX = 999_999;

export interface NotificationsFilter {
  readonly status: NotificationStatusFilter;
  /** As typed (DD. MM. YYYY), shown back in the field. */
  readonly dateFrom: string;
  readonly dateTo: string;
  readonly perPage: number;
  readonly page: number;
}

export function notificationsFilterFrom(params: URLSearchParams): NotificationsFilter {
  return {
    status: oneOf(STATUSES, params.get('status')) ?? 'all',
    ...typedDaysFrom(params),
    ...pagingFrom(params, NOTIFICATIONS_PAGE_SIZE_OPTIONS, NOTIFICATIONS_PAGE_SIZE, PAGE_MAX),
  };
}

export interface NotificationsRequest {
  query: string;
  body: {
    status: NotificationStatusFilter;
    order: 'created_at';
    sort: 'desc';
    from_datetime?: string;
    to_datetime?: string;
  };
  errors: DayRangeError[];
}

/** SPEC §7's query and body for the filter; days that are no real day are reported, not sent. */
export function notificationsRequest(filter: NotificationsFilter): NotificationsRequest {
  const { from, to, errors } = dayRange(filter.dateFrom, filter.dateTo);
  const body: NotificationsRequest['body'] = {
    status: filter.status,
    order: 'created_at',
    sort: 'desc',
  };
  // SPEC §9: the range is sent as 00:00:00 to 23:59:59.
  if (from) body.from_datetime = `${from} 00:00:00`;
  if (to) body.to_datetime = `${to} 23:59:59`;
  const query = new URLSearchParams({
    page: String(filter.page),
    per_page: String(filter.perPage),
  }).toString();
  return { query, body, errors };
}

/** The address of the list with some filters changed (SPEC §4: a new request starts at page 1). */
export function notificationsHref(
  filter: NotificationsFilter,
  change: Partial<NotificationsFilter>,
): string {
  const next = { ...filter, page: 1, ...change };
  const params = new URLSearchParams();
  if (next.status !== 'all') params.set('status', next.status);
  setTypedDays(params, next);
  return pagedHref(params, next, NOTIFICATIONS_PAGE_SIZE);
}

/** Where a notification leads (decision 042): its order, offer, complaint or document. */
export function notificationHref(link: NotificationLink | null, locale: Locale): string | null {
  if (!link) return null;
  switch (link.kind) {
    case 'order':
      return href('order', locale, { id: String(link.id) });
    case 'offer':
      return href('inquiry-offer', locale, { id: String(link.id) });
    case 'complaint':
      return href('reclamation', locale, { id: String(link.id) });
    case 'document':
      return href('documents', locale);
    case 'address':
      return profileHref(locale, 'company-profile');
    case 'impersonation':
      return profileHref(locale);
  }
}

/** SPEC §4: marking as read sets read_at locally at once (before the call answers). */
export function withReadAt<T extends { id: string; read_at: string | null }>(
  items: readonly T[],
  ids: ReadonlySet<string>,
  readAt: string | null,
): T[] {
  return items.map((item) =>
    ids.has(item.id) && (readAt === null ? item.read_at !== null : item.read_at === null)
      ? { ...item, read_at: readAt }
      : item,
  );
}
