// The notification centre's reads and writes (issue #16; SPEC §3, §4, §7; decision 042). Every
// call takes the token's user id and touches that user's rows only (ids of other users, of the
// same company or not, are simply not matched). The unread count is one primary-key read of
// notification_counters, which a trigger keeps (migration 0021): nothing here writes it.
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Queryable } from '@gradnik/db/connection';
import { notificationCounters, notifications } from '@gradnik/db/schema/account';
import type { NotificationSort, NotificationStatusFilter } from '@gradnik/domain/notifications';

declare module 'fastify' {
  interface FastifyInstance {
    notificationRepository: NotificationRepository;
  }
}

export type NotificationRow = typeof notifications.$inferSelect;

export interface NotificationFilter {
  status: NotificationStatusFilter;
  sort: NotificationSort;
  type?: 'alert' | 'info';
  /** Inclusive start instant. */
  from?: Date;
  /** Exclusive end instant. */
  until?: Date;
}

function conditions(userId: number, f: NotificationFilter): SQL | undefined {
  return and(
    eq(notifications.userId, userId),
    f.status === 'read' ? isNotNull(notifications.readAt) : undefined,
    f.status === 'unread' ? isNull(notifications.readAt) : undefined,
    f.type ? eq(notifications.type, f.type) : undefined,
    f.from ? gte(notifications.createdAt, f.from) : undefined,
    f.until ? lt(notifications.createdAt, f.until) : undefined,
  );
}

export function createNotificationRepository(db: Database) {
  // The bell's poll (500 req/s at 10 000 users, issue #16): one prepared primary-key read.
  const unreadStatement = db
    .select({ unread: notificationCounters.unread })
    .from(notificationCounters)
    .where(eq(notificationCounters.userId, sql.placeholder('userId')))
    .prepare('notification_unread_count');

  return {
    /** A page of the user's notifications, by created_at (and id, so pages never overlap). */
    page(userId: number, f: NotificationFilter, offset: number, limit: number) {
      const order =
        f.sort === 'asc'
          ? [asc(notifications.createdAt), asc(notifications.id)]
          : [desc(notifications.createdAt), desc(notifications.id)];
      return db
        .select()
        .from(notifications)
        .where(conditions(userId, f))
        .orderBy(...order)
        .limit(limit)
        .offset(offset);
    },

    async total(userId: number, f: NotificationFilter): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(conditions(userId, f));
      return row?.n ?? 0;
    },

    /** The trigger-kept unread count (0 when the user never had a notification). */
    async unreadCount(userId: number): Promise<number> {
      const [row] = await unreadStatement.execute({ userId });
      return row?.unread ?? 0;
    },

    /** How many of `ids` are the user's (a bulk call naming none of them is a 404). */
    async owned(q: Queryable, userId: number, ids: readonly string[]): Promise<number> {
      const [row] = await q
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), inArray(notifications.id, [...ids])));
      return row?.n ?? 0;
    },

    /** Sets read_at on the user's unread ones among `ids`; returns how many changed. */
    async markRead(userId: number, ids: readonly string[], at: Date): Promise<number | null> {
      return db.transaction(async (tx) => {
        const changed = await tx
          .update(notifications)
          .set({ readAt: at })
          .where(
            and(
              eq(notifications.userId, userId),
              inArray(notifications.id, [...ids]),
              isNull(notifications.readAt),
            ),
          )
          .returning({ id: notifications.id });
        if (changed.length > 0) return changed.length;
        return (await this.owned(tx, userId, ids)) > 0 ? 0 : null;
      });
    },

    /** Clears read_at on the user's read ones among `ids`; returns how many changed. */
    async markUnread(userId: number, ids: readonly string[]): Promise<number | null> {
      return db.transaction(async (tx) => {
        const changed = await tx
          .update(notifications)
          .set({ readAt: null })
          .where(
            and(
              eq(notifications.userId, userId),
              inArray(notifications.id, [...ids]),
              isNotNull(notifications.readAt),
            ),
          )
          .returning({ id: notifications.id });
        if (changed.length > 0) return changed.length;
        return (await this.owned(tx, userId, ids)) > 0 ? 0 : null;
      });
    },

    /** Deletes the user's ones among `ids`; null when none of them is the user's. */
    async remove(userId: number, ids: readonly string[]): Promise<number | null> {
      const removed = await db
        .delete(notifications)
        .where(and(eq(notifications.userId, userId), inArray(notifications.id, [...ids])))
        .returning({ id: notifications.id });
      return removed.length > 0 ? removed.length : null;
    },
  };
}
export type NotificationRepository = ReturnType<typeof createNotificationRepository>;

export const notificationRepositoryPlugin = fp(
  (fastify: FastifyInstance) => {
    fastify.decorate('notificationRepository', createNotificationRepository(fastify.db));
    return Promise.resolve();
  },
  { name: 'gradnik-api-notification-repository', dependencies: ['gradnik-api-db'], fastify: '5.x' },
);
