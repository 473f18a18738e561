// The bell's unread count kept in memory (issue #16 benchmark; decision 042): the LRU and its
// race rules, and the real thing on PGlite and PostgreSQL: two API instances on one database
// answer the right count right after a notification is written, marked read/unread or deleted,
// a hit does not query, each instance holds ONE listening connection for its two channels (the
// counts and session ends, plugins/listener.ts), each channel's signal reaches only its module,
// and a lost connection turns both caches off until it is back (PostgreSQL only: PGlite's
// in-process listener cannot be lost). The connection's state machine is tested in
// packages/db/test/listen.test.ts.
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { unreadCountResponseSchema } from '@gradnik/contracts/notification';
import { notifications } from '@gradnik/db/schema/account';
import { LISTEN_APPLICATION_NAME } from '@gradnik/db/listen';
import { createUnreadCountCache, WRITING_MS } from '../src/modules/notification/count-cache.ts';
import { applyCountSignal } from '../src/modules/notification/counts.ts';
import { ALIVE_CACHE_MS } from '../src/modules/token/sessions.ts';
import { notify } from '../src/modules/notification/notify.ts';
import {
  bearer,
  DEMO,
  openTestDatabase,
  startApi,
  tokensFor,
  type TestDatabase,
} from './helpers.ts';
import { keepListenersLost } from './support/listeners.ts';

/** A read whose answers the test hands out one by one. */
function manualRead() {
  const calls: { userId: number; resolve: (n: number) => void }[] = [];
  const read = vi.fn(
    (userId: number) =>
      new Promise<number>((resolve) => {
        calls.push({ userId, resolve });
      }),
  );
  return { read, calls };
}

describe('the unread count cache (LRU, flights, signals)', () => {
  it('reads on a miss, answers a hit from memory, and reads every time while inactive', async () => {
    let value = 3;
    const read = vi.fn((_userId: number) => Promise.resolve(value));
    const cache = createUnreadCountCache(read);
    expect(await cache.get(1)).toBe(3);
    expect(await cache.get(1)).toBe(3);
    expect(read).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);

    cache.enable();
    expect(await cache.get(1)).toBe(3);
    value = 4;
    expect(await cache.get(1)).toBe(3);
    expect(read).toHaveBeenCalledTimes(3);
    cache.invalidate(1);
    expect(await cache.get(1)).toBe(4);
    expect(read).toHaveBeenCalledTimes(4);

    cache.disable();
    expect(cache.size).toBe(0);
    value = 5;
    expect(await cache.get(1)).toBe(5);
    expect(await cache.get(1)).toBe(5);
    expect(read).toHaveBeenCalledTimes(6);
  });

  it('drops the least recently used user beyond its bound', async () => {
    const read = vi.fn((userId: number) => Promise.resolve(userId * 10));
    const cache = createUnreadCountCache(read, 2);
    cache.enable();
    await cache.get(1);
    await cache.get(2);
    await cache.get(1);
    await cache.get(3);
    expect(cache.size).toBe(2);
    read.mockClear();
    expect(await cache.get(1)).toBe(10);
    expect(await cache.get(3)).toBe(30);
    expect(read).not.toHaveBeenCalled();
    expect(await cache.get(2)).toBe(20);
    expect(read).toHaveBeenCalledWith(2);
  });

  it('shares one read among concurrent misses of a user', async () => {
    const { read, calls } = manualRead();
    const cache = createUnreadCountCache(read);
    cache.enable();
    const first = cache.get(7);
    const second = cache.get(7);
    expect(read).toHaveBeenCalledTimes(1);
    calls[0]!.resolve(2);
    expect(await Promise.all([first, second])).toEqual([2, 2]);
    expect(await cache.get(7)).toBe(2);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('does not keep a read that a signal of its user overtook, and starts a new one after it', async () => {
    const { read, calls } = manualRead();
    const cache = createUnreadCountCache(read);
    cache.enable();
    const before = cache.get(7);
    // The row changed and its signal arrived while the read was on its way.
    cache.invalidate(7);
    const after = cache.get(7);
    expect(read).toHaveBeenCalledTimes(2);
    calls[1]!.resolve(5);
    calls[0]!.resolve(4);
    expect(await before).toBe(4);
    expect(await after).toBe(5);
    expect(cache.size).toBe(1);
    expect(await cache.get(7)).toBe(5);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('a signal of another user does not spoil a read; a clear or a lost listener does', async () => {
    const { read, calls } = manualRead();
    const cache = createUnreadCountCache(read);
    cache.enable();
    const kept = cache.get(1);
    cache.invalidate(2);
    calls[0]!.resolve(1);
    await kept;
    expect(cache.size).toBe(1);

    cache.invalidate(1);
    const cleared = cache.get(1);
    cache.clear();
    calls[1]!.resolve(1);
    await cleared;
    expect(cache.size).toBe(0);

    const lost = cache.get(1);
    cache.disable();
    cache.enable();
    calls[2]!.resolve(1);
    await lost;
    expect(cache.size).toBe(0);
  });

  it('reads a user this process is writing for WRITING_MS, then trusts memory again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      let value = 1;
      const read = vi.fn((_userId: number) => Promise.resolve(value));
      const cache = createUnreadCountCache(read);
      cache.enable();
      await cache.get(1);
      cache.writing(1);
      value = 2;
      expect(await cache.get(1)).toBe(2);
      expect(await cache.get(1)).toBe(2);
      expect(cache.size).toBe(0);
      expect(read).toHaveBeenCalledTimes(3);
      vi.advanceTimersByTime(WRITING_MS + 1);
      expect(await cache.get(1)).toBe(2);
      expect(await cache.get(1)).toBe(2);
      expect(read).toHaveBeenCalledTimes(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('applies a signal: a user id drops that user, anything else everyone', async () => {
    const read = vi.fn((userId: number) => Promise.resolve(userId));
    const cache = createUnreadCountCache(read);
    cache.enable();
    await Promise.all([cache.get(1), cache.get(2)]);
    applyCountSignal(cache, '2');
    expect(cache.size).toBe(1);
    applyCountSignal(cache, '01');
    expect(cache.size).toBe(0);
    await Promise.all([cache.get(1), cache.get(2)]);
    applyCountSignal(cache, 'garbage');
    expect(cache.size).toBe(0);
  });
});

describe('two API instances on one database (issue #16 scale-out)', () => {
  const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
  let database: TestDatabase;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let userId = 0;
  let headersA: Record<string, string> = {};
  let headersB: Record<string, string> = {};
  let tokenA = '';
  let tokenB = '';
  /** Every query of both instances goes through the driver's client (the pg Pool or PGlite). */
  let queries: MockInstance<(...args: unknown[]) => unknown>;

  /** How many reads of notification_counters the driver has seen. */
  function counterReads(): number {
    return queries.mock.calls.filter(([q]) =>
      (typeof q === 'string' ? q : ((q as { text?: string }).text ?? '')).includes(
        'notification_counters',
      ),
    ).length;
  }

  async function count(app: FastifyInstance, headers: Record<string, string>) {
    const response = await app.inject({
      method: 'GET',
      url: '/api/notifications/user/unread-notifications-count',
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return unreadCountResponseSchema.parse(response.json()).data.count;
  }

  async function both() {
    return [await count(a, headersA), await count(b, headersB)];
  }

  /**
   * The count an instance answers right after a change of another: at once on PGlite (its
   * signals are delivered before the writing query resolves); on PostgreSQL the signal reaches
   * the LISTEN connection a moment after the commit, so within a short wait.
   */
  async function expectSoon(app: FastifyInstance, headers: Record<string, string>, n: number) {
    if (!onPostgres) expect(await count(app, headers)).toBe(n);
    else
      await vi.waitFor(async () => expect(await count(app, headers)).toBe(n), { timeout: 2_000 });
  }

  /** How many queries touching auth_sessions the driver has seen (session liveness reads). */
  function sessionReads(): number {
    return queries.mock.calls.filter(([q]) =>
      (typeof q === 'string' ? q : ((q as { text?: string }).text ?? '')).includes('auth_sessions'),
    ).length;
  }

  /** The status of a call that checks only the token's session (GET /api/token/session). */
  async function sessionOn(app: FastifyInstance, token: string): Promise<number> {
    const response = await app.inject({
      method: 'GET',
      url: '/api/token/session',
      headers: bearer(token),
    });
    return response.statusCode;
  }

  /** Whether a session check reads the session's row now. */
  async function readsSession(app: FastifyInstance, token: string): Promise<boolean> {
    const before = sessionReads();
    expect(await sessionOn(app, token)).toBe(204);
    return sessionReads() > before;
  }

  /**
   * Whether the instance remembers a session's liveness beyond ALIVE_CACHE_MS, which it does
   * only while it listens for session ends (decision 015).
   */
  async function remembersSession(app: FastifyInstance, token: string): Promise<boolean> {
    await sessionOn(app, token);
    await new Promise((resolve) => setTimeout(resolve, ALIVE_CACHE_MS + 100));
    return !(await readsSession(app, token));
  }

  /** The sign-in session of an access token (its `sid` claim). */
  function sessionIdOf(token: string): string {
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      sid: string;
    };
    return claims.sid;
  }

  /** This database's listening connections (plugins/listener.ts), on PostgreSQL. */
  async function listenConnections(): Promise<number> {
    const result = (await database.db.execute(sql`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and application_name = ${LISTEN_APPLICATION_NAME}`)) as {
      rows: { n: number }[];
    };
    return result.rows[0]!.n;
  }

  /** Whether an instance answers the caller's count from memory now (two calls, no read). */
  async function answersFromMemory(app: FastifyInstance, headers: Record<string, string>) {
    await count(app, headers);
    const before = counterReads();
    await count(app, headers);
    return counterReads() === before;
  }

  async function unreadIds() {
    const rows = await database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(sql`${notifications.userId} = ${userId} and ${notifications.readAt} is null`);
    return rows.map((r) => r.id);
  }

  function bulk(
    app: FastifyInstance,
    headers: Record<string, string>,
    call: string,
    ids: string[],
  ) {
    return app.inject({
      method: call === 'delete' ? 'DELETE' : 'POST',
      url:
        call === 'delete'
          ? '/api/notifications/user/delete-notifications'
          : `/api/notifications/user/mark-notification-as-${call}`,
      headers,
      payload: { notification_ids: ids },
    });
  }

  beforeAll(async () => {
    database = await openTestDatabase();
    a = await startApi(database.db);
    b = await startApi(database.db);
    const [ta, tb] = [await tokensFor(a, DEMO.employee), await tokensFor(b, DEMO.employee)];
    userId = Number(ta.user.id);
    headersA = { ...bearer(ta.access_token), 'x-csrf-token': ta.csrf_token ?? '' };
    headersB = { ...bearer(tb.access_token), 'x-csrf-token': tb.csrf_token ?? '' };
    [tokenA, tokenB] = [ta.access_token, tb.access_token];
    await database.db.delete(notifications).where(eq(notifications.userId, userId));
    const client = (
      database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }
    ).$client;
    queries = vi.spyOn(client, 'query');
  }, 120_000);

  afterAll(async () => {
    queries?.mockRestore();
    await a?.close();
    await b?.close();
    await database?.close();
  });

  it('is on by default: after the first read, a count does not query', async () => {
    expect(await both()).toEqual([0, 0]);
    const before = counterReads();
    expect(await both()).toEqual([0, 0]);
    expect(await both()).toEqual([0, 0]);
    expect(counterReads()).toBe(before);
  });

  it('follows rows written by another process, once their signal arrived', async () => {
    expect(await answersFromMemory(b, headersB)).toBe(true);
    await database.db.insert(notifications).values(
      [1, 2, 3].map((i) => ({
        userId,
        notificationType: 'system',
        type: 'info',
        data: { title: `T${i}`, content: `C${i}` },
      })),
    );
    await expectSoon(a, headersA, 3);
    await expectSoon(b, headersB, 3);
  });

  it('follows marking read and unread and deleting through either instance', async () => {
    const ids = await unreadIds();
    expect(ids).toHaveLength(3);
    expect(await both()).toEqual([3, 3]);

    expect((await bulk(a, headersA, 'read', ids.slice(0, 2))).statusCode).toBe(200);
    // The writing instance at once; the other once the signal arrived.
    expect(await count(a, headersA)).toBe(1);
    await expectSoon(b, headersB, 1);

    expect((await bulk(b, headersB, 'unread', ids.slice(0, 1))).statusCode).toBe(200);
    expect(await count(b, headersB)).toBe(2);
    await expectSoon(a, headersA, 2);

    expect((await bulk(a, headersA, 'delete', ids)).statusCode).toBe(200);
    expect(await count(a, headersA)).toBe(0);
    await expectSoon(b, headersB, 0);
    expect(await answersFromMemory(a, headersA)).toBe(true);
    expect(await answersFromMemory(b, headersB)).toBe(true);
  });

  it('listens on both channels through one connection per instance', async () => {
    expect(await answersFromMemory(a, headersA)).toBe(true);
    expect(await remembersSession(a, tokenA)).toBe(true);
    expect(await answersFromMemory(b, headersB)).toBe(true);
    expect(await remembersSession(b, tokenB)).toBe(true);
    if (onPostgres) expect(await listenConnections()).toBe(2);
  });

  it("passes each channel's signals to its own module only", async () => {
    const sid = sessionIdOf(tokenA);
    /** Sends `payload` on `channel` as the triggers do, then calls `seen` until it says so. */
    async function signal(channel: string, payload: string, seen: () => Promise<boolean>) {
      await database.db.execute(sql`select pg_notify(${channel}, ${payload})`);
      await vi.waitFor(async () => expect(await seen()).toBe(true), { timeout: 2_000 });
    }
    expect(await answersFromMemory(a, headersA)).toBe(true);
    expect(await sessionOn(a, tokenA)).toBe(204);

    // The user's id on the session channel would drop the user's count if the counts heard
    // it; the session's id after it, which the sessions must hear, shows it was delivered.
    await database.db.execute(sql`select pg_notify('auth_session_ends', ${String(userId)})`);
    await signal('auth_session_ends', sid, () => readsSession(a, tokenA));
    let before = counterReads();
    await count(a, headersA);
    expect(counterReads()).toBe(before);

    // The session's id on the counts channel: the counts hear it (a payload that is not a user
    // id drops every count), and the sessions must not drop the session's answer.
    await signal('notification_counts', sid, async () => {
      before = counterReads();
      await count(a, headersA);
      return counterReads() > before;
    });
    expect(await readsSession(a, tokenA)).toBe(false);
  });

  it.runIf(onPostgres)(
    'turns both caches off when the connection is lost, answers right meanwhile, and both on again',
    async () => {
      expect(await both()).toEqual([0, 0]);
      const restore = await keepListenersLost(database.db);
      try {
        await vi.waitFor(async () => {
          expect(await answersFromMemory(a, headersA)).toBe(false);
          expect(await answersFromMemory(b, headersB)).toBe(false);
        });
        // The one connection carried the session ends too: that cache is off as well.
        expect(await remembersSession(a, tokenA)).toBe(false);
        expect(await remembersSession(b, tokenB)).toBe(false);
        await database.db.insert(notifications).values({
          userId,
          notificationType: 'system',
          type: 'info',
          data: { title: 'T', content: 'C' },
        });
        // No signal can be heard now: every answer is read, and right at once.
        expect(await both()).toEqual([1, 1]);
        const before = counterReads();
        expect(await both()).toEqual([1, 1]);
        expect(counterReads()).toBe(before + 2);
      } finally {
        await restore();
      }

      // Reconnected (at the next retry, then a probe's round trip on each channel): both caches
      // on again, on one new connection per instance, and right.
      await vi.waitFor(
        async () => {
          expect(await answersFromMemory(a, headersA)).toBe(true);
          expect(await answersFromMemory(b, headersB)).toBe(true);
        },
        { timeout: 10_000, interval: 100 },
      );
      expect(await remembersSession(a, tokenA)).toBe(true);
      expect(await remembersSession(b, tokenB)).toBe(true);
      expect(await listenConnections()).toBe(2);
      await database.db.delete(notifications).where(eq(notifications.userId, userId));
      await expectSoon(a, headersA, 0);
      await expectSoon(b, headersB, 0);

      // Both channels are heard again: a sign-out through B is refused on A once its signal is in.
      const t = await tokensFor(b, DEMO.admin);
      expect(await sessionOn(a, t.access_token)).toBe(204);
      const revoke = await b.inject({
        method: 'POST',
        url: '/api/token/revoke',
        payload: { refresh_token: t.refresh_token },
      });
      expect(revoke.statusCode).toBe(204);
      await vi.waitFor(async () => expect(await sessionOn(a, t.access_token)).toBe(401), {
        timeout: 2_000,
        interval: 50,
      });
    },
  );

  it.runIf(onPostgres)('closes its connection, once, when the app closes', async () => {
    const c = await startApi(database.db);
    expect(await listenConnections()).toBe(3);
    await c.close();
    await vi.waitFor(async () => expect(await listenConnections()).toBe(2));
  });

  it('reads every time with NOTIFICATION_COUNT_CACHE=false', async () => {
    const off = await startApi(database.db, { env: { NOTIFICATION_COUNT_CACHE: 'false' } });
    try {
      const t = await tokensFor(off, DEMO.employee);
      expect(await answersFromMemory(off, bearer(t.access_token))).toBe(false);
    } finally {
      await off.close();
    }
  });

  it('follows a notification written by an event (notify) at once on both', async () => {
    expect(await both()).toEqual([0, 0]);
    expect(await answersFromMemory(a, headersA)).toBe(true);
    expect(await answersFromMemory(b, headersB)).toBe(true);
    await notify(database.db, {
      kind: 'impersonation',
      userIds: [userId],
      link: { kind: 'impersonation', id: 1 },
      params: { agent: 'Agent', day: '2026-01-01' },
    });
    // Written in this process: its instances read the count for a while, not waiting for the signal.
    expect(await both()).toEqual([1, 1]);
    expect(await answersFromMemory(a, headersA)).toBe(false);
  });
});
