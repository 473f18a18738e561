// The bell's unread count as the count call answers it (issue #16: 10 000 users polling every
// 20 s, 500 requests a second, without a database read each; decision 042). The counts live in
// this instance's memory (./count-cache.ts) only while this instance LISTENs on
// 'notification_counts', where the counter's trigger names the user whose count changed, at
// commit, whichever instance wrote (migration 0022). ARCHITECTURE's scale-out rule (nothing that
// decides correctness only in one process's memory) holds because memory is never trusted
// without that signal: when the listener is lost the cache is cleared and every call reads the
// counter row until LISTEN works again (then it is cleared once more, as signals were missed).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Subscription } from '@gradnik/db/listen';
import { createUnreadCountCache, type UnreadCountCache } from './count-cache.ts';

/** The channel of migration 0022: the payload is the user id whose unread count changed. */
export const NOTIFICATION_COUNTS_CHANNEL = 'notification_counts';

declare module 'fastify' {
  interface FastifyInstance {
    notificationCounts: NotificationCounts;
  }
}

export interface NotificationCounts {
  /** The user's unread count. */
  unread(userId: number): Promise<number>;
  /** A write of this instance changed the user's count and has committed (read-your-writes before the signal). */
  changed(userId: number): void;
  /** Whether counts are answered from memory now. */
  readonly cached: boolean;
  /** Resolves once every change committed before the call is known here (tests; a no-op when not cached). */
  sync(): Promise<void>;
}

const writers = new Set<(userIds: readonly number[]) => void>();

/**
 * notify(): these users' notifications are being written in a transaction of this process that
 * has not committed yet; every instance of this process reads their counts from the database
 * for a while (count-cache.ts WRITING_MS), so none answers the old count once it commits.
 */
export function notificationCountsWriting(userIds: readonly number[]): void {
  for (const writer of writers) writer(userIds);
}

/** Applies one signal: a user id drops that user's count, anything else everything. */
export function applyCountSignal(cache: UnreadCountCache, payload: string): void {
  if (/^[1-9][0-9]{0,14}$/.test(payload)) cache.invalidate(Number(payload));
  else cache.clear();
}

export const notificationCountsPlugin = fp(
  async (fastify: FastifyInstance) => {
    const repo = fastify.notificationRepository;
    const log = fastify.log.child({ module: 'notification-counts' });
    const cache = createUnreadCountCache((userId) => repo.unreadCount(userId));
    let subscription: Subscription | null = null;
    let lost = false;
    if (fastify.apiConfig.notificationCountCache) {
      try {
        // The instance's one LISTEN connection (plugins/listener.ts), shared with session ends.
        subscription = await fastify.listener.subscribe(NOTIFICATION_COUNTS_CHANNEL, {
          message: (payload) => applyCountSignal(cache, payload),
          up: () => {
            cache.enable();
            if (lost) log.info('listening again: unread counts are cached');
            lost = false;
          },
          down: (error) => {
            cache.disable();
            lost = true;
            log.warn(
              { reason: error instanceof Error ? error.message : 'unknown' },
              'notification count signals lost: counts are read from the database until they return',
            );
          },
        });
      } catch (error) {
        log.warn(
          { reason: error instanceof Error ? error.message : 'unknown' },
          'cannot listen for notification count signals: counts are read from the database',
        );
      }
    }

    const writer = (userIds: readonly number[]) => {
      const now = Date.now();
      for (const userId of userIds) cache.writing(userId, now);
    };
    writers.add(writer);

    fastify.decorate('notificationCounts', {
      unread: (userId: number) => cache.get(userId),
      changed: (userId: number) => cache.invalidate(userId),
      get cached() {
        return cache.active;
      },
      async sync() {
        if (cache.active && subscription) await subscription.sync();
      },
    } satisfies NotificationCounts);

    fastify.addHook('onClose', async () => {
      writers.delete(writer);
      cache.disable();
      await subscription?.close();
    });
  },
  {
    name: 'gradnik-api-notification-counts',
    dependencies: ['gradnik-api-db', 'gradnik-api-listener', 'gradnik-api-notification-repository'],
    fastify: '5.x',
  },
);
