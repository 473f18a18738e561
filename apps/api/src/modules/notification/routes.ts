// The notification calls (issue #16; SPEC §7; decision 042). Notifications are personal: always
// the token's user (while an agent impersonates a customer, the customer's), never an id the
// client sends; another user's ids, of the same company or not, are ignored, and a bulk call
// naming none of the caller's is a 404 (the same answer as unknown ids). An agent acting for
// nobody has none (403).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NOTIFICATIONS_PAGE_SIZE } from '@gradnik/domain/constants';
import { lastPageOf } from '@gradnik/domain/notifications';
import { isAgent } from '@gradnik/domain/roles';
import { authOf } from '../../plugins/auth.ts';
import { requireCsrf } from '../token/csrf.ts';
import { notificationError } from './messages.ts';
import type { NotificationFilter } from './repository.ts';
import {
  deleteNotificationsRoute,
  listNotificationsRoute,
  markReadRoute,
  markUnreadRoute,
  unreadCountRoute,
} from './schemas.ts';
import { listRange, toNotification } from './service.ts';

/** The user whose notifications these are (SPEC §6: agents only through impersonation). */
function ownerOf(request: FastifyRequest) {
  const auth = authOf(request);
  if (isAgent(auth.role) || auth.partnerId === null)
    throw notificationError(request, 403, 'agentHasNoNotifications');
  return auth;
}

export const notificationRoutes: FastifyPluginAsyncZod = (fastify) => {
  const csrf = requireCsrf(fastify.apiConfig.jwtSecret);
  const repo = fastify.notificationRepository;
  const counts = fastify.notificationCounts;

  fastify.post(
    '/api/notifications/user',
    // A list read with a body (SPEC §7): not something an agent's visit changed.
    { schema: listNotificationsRoute, config: { readsOnly: true } },
    async (request) => {
      const { userId, partnerId } = ownerOf(request);
      const page = request.query.page ?? 1;
      const perPage = request.query.per_page ?? NOTIFICATIONS_PAGE_SIZE;
      const body = request.body ?? {};
      const filter: NotificationFilter = {
        status: body.status ?? 'all',
        sort: body.sort ?? 'desc',
        ...(body.type ? { type: body.type } : {}),
        ...listRange(body.from_datetime, body.to_datetime),
      };
      // Overdue invoices and expiring offers are noticed here, not on the hot count call.
      await fastify.notificationCatchUp.run(userId, partnerId);
      const [rows, total] = await Promise.all([
        repo.page(userId, filter, (page - 1) * perPage, perPage),
        repo.total(userId, filter),
      ]);
      return {
        data: {
          data: rows.map(toNotification),
          total,
          current_page: page,
          per_page: perPage,
          last_page: lastPageOf(total, perPage),
        },
      };
    },
  );

  fastify.post(
    '/api/notifications/user/mark-notification-as-read',
    { schema: markReadRoute, preHandler: csrf },
    async (request) => {
      const { userId } = ownerOf(request);
      const changed = await repo.markRead(userId, request.body.notification_ids, fastify.now());
      if (changed === null) throw notificationError(request, 404, 'notFound');
      if (changed > 0) counts.changed(userId);
      return { data: { changed } };
    },
  );

  fastify.post(
    '/api/notifications/user/mark-notification-as-unread',
    { schema: markUnreadRoute, preHandler: csrf },
    async (request) => {
      const { userId } = ownerOf(request);
      const changed = await repo.markUnread(userId, request.body.notification_ids);
      if (changed === null) throw notificationError(request, 404, 'notFound');
      if (changed > 0) counts.changed(userId);
      return { data: { changed } };
    },
  );

  fastify.delete(
    '/api/notifications/user/delete-notifications',
    { schema: deleteNotificationsRoute, preHandler: csrf },
    async (request) => {
      const { userId } = ownerOf(request);
      const changed = await repo.remove(userId, request.body.notification_ids);
      if (changed === null) throw notificationError(request, 404, 'notFound');
      counts.changed(userId);
      return { data: { changed } };
    },
  );

  // Polled every 20 s by every signed-in page (SPEC §9): auth, then this instance's memory while
  // it hears every change (./counts.ts), else one primary-key read.
  fastify.get(
    '/api/notifications/user/unread-notifications-count',
    { schema: unreadCountRoute },
    async (request) => {
      const { userId } = ownerOf(request);
      return { data: { count: await counts.unread(userId) } };
    },
  );

  return Promise.resolve();
};
