// Route schemas of the notification calls (issue #16; SPEC §7), from the shared contract
// (packages/contracts notification.ts): the same zod objects validate requests, shape answers and
// feed the OpenAPI document.
import { z } from 'zod';
import { apiErrorSchema } from '@gradnik/contracts/errors';
import {
  notificationBulkResponseSchema,
  notificationIdsBodySchema,
  notificationListBodySchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  unreadCountResponseSchema,
} from '@gradnik/contracts/notification';
import { NOTIFICATION_BULK_MAX } from '@gradnik/domain/notifications';
import { acceptLanguageHeaders } from '../catalog/schemas.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

export const listNotificationsRoute = {
  tags: ['notification'],
  summary: "The caller's notifications, a page at a time",
  description:
    'SPEC §7 POST /api/notifications/user?page=&per_page= {status all|read|unread, order ' +
    'created_at, sort desc|asc, type alert|info, from_datetime, to_datetime}: per_page 1 to 100 ' +
    '(default 10), times as YYYY-MM-DD HH:mm:ss in Ljubljana, both ends included. A page beyond ' +
    'the last is answered empty with the real last_page (the client asks again, SPEC §4). The ' +
    'header alerts are {type alert, status unread, order created_at}. Always the token’s user.',
  headers: acceptLanguageHeaders,
  querystring: notificationListQuerySchema,
  body: notificationListBodySchema.optional(),
  response: { 200: notificationListResponseSchema, ...errors },
};

const bulk = (summary: string, description: string) => ({
  tags: ['notification'],
  summary,
  description:
    `${description} {notification_ids}: 1 to ${NOTIFICATION_BULK_MAX} ids. Acts on the caller’s ` +
    'own notifications among them (others are ignored) and answers how many changed; when none ' +
    'of them is the caller’s: 404. Requires the X-CSRF-Token header.',
  headers: acceptLanguageHeaders,
  body: notificationIdsBodySchema,
  response: { 200: notificationBulkResponseSchema, ...errors, 404: apiErrorSchema },
});

export const markReadRoute = bulk(
  'Mark notifications as read',
  'SPEC §7 POST /api/notifications/user/mark-notification-as-read.',
);
export const markUnreadRoute = bulk(
  'Mark notifications as unread',
  'SPEC §7 POST /api/notifications/user/mark-notification-as-unread.',
);
export const deleteNotificationsRoute = bulk(
  'Delete notifications',
  'SPEC §7 DELETE /api/notifications/user/delete-notifications.',
);

export const unreadCountRoute = {
  tags: ['notification'],
  summary: "The caller's unread notifications",
  description:
    'SPEC §7 GET /api/notifications/user/unread-notifications-count → data.count; polled every ' +
    '20 s by every signed-in page (SPEC §9), so it is answered from the instance’s memory, ' +
    'which the counter’s trigger keeps right (decision 042).',
  querystring: z.object({}).strict(),
  response: { 200: unreadCountResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
};
