// The notification centre's calls (issue #16; SPEC §3 Notification, §7 notification calls,
// §9 constants; docs/decisions/042-notifications.md). Always the token's user's notifications.
//   POST   /api/notifications/user?page=&per_page=   listBody → NotificationListResponse
//   POST   /api/notifications/user/mark-notification-as-read    {notification_ids} → changed
//   POST   /api/notifications/user/mark-notification-as-unread  {notification_ids} → changed
//   DELETE /api/notifications/user/delete-notifications         {notification_ids} → changed
//   GET    /api/notifications/user/unread-notifications-count   → {data: {count}}
// The header alerts are the same list call with {type: 'alert', status: 'unread', order: 'created_at'}.
// State-changing calls carry the X-CSRF-Token header.
import { isCalendarDay } from '@gradnik/domain/date-range';
import {
  NOTIFICATION_BULK_MAX,
  NOTIFICATION_LINK_KINDS,
  NOTIFICATION_ORDER_FIELDS,
  NOTIFICATION_SORTS,
  NOTIFICATION_STATUSES,
} from '@gradnik/domain/notifications';
import { NOTIFICATIONS_PAGE_SIZE_OPTIONS } from '@gradnik/domain/constants';
import { z } from 'zod';
import { pageNumberSchema } from './list-query.ts';

/** The largest page size the list answers (SPEC §9 options end at 100). */
export const NOTIFICATIONS_PER_PAGE_MAX = Math.max(...NOTIFICATIONS_PAGE_SIZE_OPTIONS);

const LOCAL_DATETIME = /^(\d{4}-\d{2}-\d{2}) ([01]\d|2[0-3]):([0-5]\d):([0-5]\d)$/;

/**
 * SPEC §7 from_datetime / to_datetime: 'YYYY-MM-DD HH:mm:ss', a Ljubljana wall-clock time (the
 * web sends a day's 00:00:00 and 23:59:59, SPEC §9).
 */
export const localDateTimeSchema = z.string().refine(
  (value) => {
    const match = LOCAL_DATETIME.exec(value);
    return match !== null && isCalendarDay(match[1]!);
  },
  { message: 'must be a date and time as YYYY-MM-DD HH:mm:ss' },
);

/** SPEC §7 list query: page and per_page (default 1 and 10). */
export const notificationListQuerySchema = z
  .object({
    page: pageNumberSchema.optional(),
    per_page: z
      .string()
      .regex(/^[1-9]\d{0,2}$/, 'must be a positive integer')
      .transform(Number)
      .refine((n) => n <= NOTIFICATIONS_PER_PAGE_MAX, {
        message: `must be at most ${NOTIFICATIONS_PER_PAGE_MAX}`,
      })
      .optional(),
  })
  .strict();

/** SPEC §7 list body; every field optional (status all, order created_at, sort desc). */
export const notificationListBodySchema = z
  .object({
    status: z.enum(NOTIFICATION_STATUSES).optional(),
    order: z.enum(NOTIFICATION_ORDER_FIELDS).optional(),
    sort: z.enum(NOTIFICATION_SORTS).optional(),
    /** SPEC §7 header alerts: type 'alert'; 'info' for the rest. */
    type: z.enum(['alert', 'info']).optional(),
    from_datetime: localDateTimeSchema.nullable().optional(),
    to_datetime: localDateTimeSchema.nullable().optional(),
  })
  .strict()
  .refine((b) => !b.from_datetime || !b.to_datetime || b.from_datetime <= b.to_datetime, {
    message: 'from_datetime must not be after to_datetime',
    path: ['to_datetime'],
  });
export type NotificationListBody = z.input<typeof notificationListBodySchema>;

export const notificationLinkSchema = z.object({
  kind: z.enum(NOTIFICATION_LINK_KINDS),
  id: z.number().int(),
});
export type NotificationLinkDto = z.infer<typeof notificationLinkSchema>;

/** SPEC §3 Notification. */
export const notificationSchema = z.object({
  id: z.string(),
  /** ISO 8601 instant. */
  created_at: z.string(),
  notification_type: z.string(),
  /** 'alert' (header alerts, SPEC §7) or 'info'. */
  type: z.string(),
  data: z.object({
    title: z.string(),
    content: z.string(),
    /** What the notification is about (decision 042); null for older, link-less ones. */
    link: notificationLinkSchema.nullable(),
  }),
  /** ISO 8601 instant; null while unread. */
  read_at: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListResponseSchema = z.object({
  data: z.object({
    data: z.array(notificationSchema),
    total: z.number().int(),
    current_page: z.number().int(),
    per_page: z.number().int(),
    /** The real last page (at least 1): a page beyond it is answered empty (SPEC §4). */
    last_page: z.number().int(),
  }),
});
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

/** SPEC §7 {notification_ids}: 1 to NOTIFICATION_BULK_MAX uuids. */
export const notificationIdsBodySchema = z
  .object({
    notification_ids: z.array(z.uuid()).min(1).max(NOTIFICATION_BULK_MAX),
  })
  .strict();
export type NotificationIdsBody = z.infer<typeof notificationIdsBodySchema>;

/** How many of the caller's notifications the bulk call changed (decision 042). */
export const notificationBulkResponseSchema = z.object({
  data: z.object({ changed: z.number().int() }),
});
export type NotificationBulkResponse = z.infer<typeof notificationBulkResponseSchema>;

/** SPEC §7: data.count, the caller's unread notifications. */
export const unreadCountResponseSchema = z.object({
  data: z.object({ count: z.number().int() }),
});
export type UnreadCountResponse = z.infer<typeof unreadCountResponseSchema>;
