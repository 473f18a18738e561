// Session liveness remembered while the database would tell of its end (issue #16, decision
// 015, migration 0023): the signal rules and the generation rule of the liveness cache, and two
// API instances on one database (PGlite and PostgreSQL): a token's calls on B read its session
// once and not again after ALIVE_CACHE_MS, and a logout through A or a deactivated user is
// refused on B as soon as the signal is in; on PostgreSQL, when B's one LISTEN connection
// (plugins/listener.ts, shared with the unread counts) is lost, B trusts answers ALIVE_CACHE_MS
// only, and once it is back it hears session ends again.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { Queryable } from '@gradnik/db/connection';
import {
  ALIVE_CACHE_LISTENING_MS,
  ALIVE_CACHE_MS,
  createSignInSessions,
} from '../src/modules/token/sessions.ts';
import { ACTIVE_STATUS } from '../src/modules/user/repository.ts';
import {
  bearer,
  DEMO,
  openTestDatabase,
  startApi,
  tokensFor,
  type TestDatabase,
} from './helpers.ts';
import { keepListenersLost } from './support/listeners.ts';

interface Row {
  userId: number;
  revokedAt: Date | null;
  status: number;
}

/** A database whose session reads the test answers one by one. */
function manualDb() {
  const reads: ((rows: Row[]) => void)[] = [];
  const chain = {
    select: () => chain,
    from: () => chain,
    innerJoin: () => chain,
    where: () => chain,
    limit: () =>
      new Promise<Row[]>((resolve) => {
        reads.push(resolve);
      }),
  };
  return { db: chain as unknown as Queryable, reads };
}

const live = (userId: number): Row[] => [{ userId, revokedAt: null, status: ACTIVE_STATUS }];
const auth = (sessionId: string, userId: number) =>
  ({ sessionId, userId, source: 'local' }) as const;

describe('the liveness cache (signals, generation, bounds)', () => {
  /** Asks and answers the read (if one is made); resolves to [answer, whether a read was made]. */
  async function ask(
    t: ReturnType<typeof manualDb>,
    sessions: ReturnType<typeof createSignInSessions>,
    sessionId: string,
    userId: number,
  ): Promise<[boolean, boolean]> {
    const before = t.reads.length;
    const answer = sessions.isAlive(auth(sessionId, userId));
    await Promise.resolve();
    const read = t.reads.length > before;
    if (read) t.reads.at(-1)!(live(userId));
    return [await answer, read];
  }

  it('does not remember an answer whose read a signal overtook', async () => {
    const t = manualDb();
    const sessions = createSignInSessions(t.db, () => new Date());
    sessions.listenerChanged(true);

    // Control: an undisturbed read is remembered.
    expect(await ask(t, sessions, 's1', 1)).toEqual([true, true]);
    expect(await ask(t, sessions, 's1', 1)).toEqual([true, false]);

    // The session's end was signalled while its row was on its way: the answer read before it
    // is given to this call, but not remembered.
    const during = sessions.isAlive(auth('s2', 1));
    await Promise.resolve();
    expect(t.reads).toHaveLength(2);
    sessions.signal('s2');
    t.reads[1]!(live(1));
    expect(await during).toBe(true);
    expect(await ask(t, sessions, 's2', 1)).toEqual([true, true]);
    expect(t.reads).toHaveLength(3);

    // Any signal (here another session's) and a listener change count too.
    const other = sessions.isAlive(auth('s3', 1));
    await Promise.resolve();
    sessions.signal('some-other-session');
    t.reads[3]!(live(1));
    await other;
    const lost = sessions.isAlive(auth('s4', 1));
    await Promise.resolve();
    sessions.listenerChanged(false);
    sessions.listenerChanged(true);
    t.reads[4]!(live(1));
    await lost;
    expect(await ask(t, sessions, 's3', 1)).toEqual([true, true]);
    expect(await ask(t, sessions, 's4', 1)).toEqual([true, true]);
  });

  it('applies signals: a session id drops it, user:<id> every session of that user, else all', async () => {
    const t = manualDb();
    const sessions = createSignInSessions(t.db, () => new Date());
    sessions.listenerChanged(true);
    const warm = async () => {
      for (const [id, user] of [
        ['a1', 1],
        ['a2', 1],
        ['b1', 2],
      ] as const)
        await ask(t, sessions, id, user);
    };
    /** For each session in turn, whether asking again read its row. */
    const reread = async () => {
      const read: boolean[] = [];
      for (const [id, user] of [
        ['a1', 1],
        ['a2', 1],
        ['b1', 2],
      ] as const)
        read.push((await ask(t, sessions, id, user))[1]);
      return read;
    };
    await warm();
    expect(await reread()).toEqual([false, false, false]);

    sessions.signal('a1');
    expect(await reread()).toEqual([true, false, false]);
    sessions.signal('user:1');
    expect(await reread()).toEqual([true, true, false]);
    sessions.signal('user:x');
    expect(await reread()).toEqual([true, true, true]);
    sessions.signal('');
    expect(await reread()).toEqual([true, true, true]);
    sessions.listenerChanged(false);
    sessions.listenerChanged(true);
    expect(await reread()).toEqual([true, true, true]);
    expect(await reread()).toEqual([false, false, false]);
  });

  it('trusts an answer ALIVE_CACHE_LISTENING_MS while listening, ALIVE_CACHE_MS otherwise', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const t = manualDb();
      const sessions = createSignInSessions(t.db, () => new Date());
      expect(sessions.listening).toBe(false);
      expect(await ask(t, sessions, 's', 1)).toEqual([true, true]);
      vi.advanceTimersByTime(ALIVE_CACHE_MS - 10);
      expect(await ask(t, sessions, 's', 1)).toEqual([true, false]);
      vi.advanceTimersByTime(20);
      expect(await ask(t, sessions, 's', 1)).toEqual([true, true]);

      sessions.listenerChanged(true);
      expect(await ask(t, sessions, 's', 1)).toEqual([true, true]);
      vi.advanceTimersByTime(ALIVE_CACHE_LISTENING_MS - 10);
      expect(await ask(t, sessions, 's', 1)).toEqual([true, false]);
      vi.advanceTimersByTime(20);
      expect(await ask(t, sessions, 's', 1)).toEqual([true, true]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('two API instances on one database (issue #16 scale-out)', () => {
  const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
  let database: TestDatabase;
  let a: FastifyInstance;
  let b: FastifyInstance;
  /** Every query of both instances goes through the driver's client (the pg Pool or PGlite). */
  let queries: MockInstance<(...args: unknown[]) => unknown>;

  /** How many queries touching auth_sessions the driver has seen. */
  function sessionReads(): number {
    return queries.mock.calls.filter(([q]) =>
      (typeof q === 'string' ? q : ((q as { text?: string }).text ?? '')).includes('auth_sessions'),
    ).length;
  }

  /**
   * B has read the token's session and still trusts that answer after ALIVE_CACHE_MS (so a
   * refusal after this comes from a signal, not from the answer's expiry).
   */
  async function trustedOnB(token: string): Promise<void> {
    expect(await onB(token)).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, ALIVE_CACHE_MS + 100));
    const reads = sessionReads();
    expect(await onB(token)).toBe(204);
    expect(sessionReads()).toBe(reads);
  }

  /**
   * B refuses the token once the signal is in: at once on PGlite (its signals are delivered
   * before the writing query resolves), within a moment after the commit on PostgreSQL.
   */
  async function refusedSoonOnB(token: string): Promise<void> {
    await vi.waitFor(async () => expect(await onB(token)).toBe(401), {
      timeout: 2_000,
      interval: 50,
    });
  }

  /** The status of a call on B that checks only the session (GET /api/token/session). */
  async function onB(token: string): Promise<number> {
    const response = await b.inject({
      method: 'GET',
      url: '/api/token/session',
      headers: bearer(token),
    });
    return response.statusCode;
  }

  beforeAll(async () => {
    database = await openTestDatabase();
    a = await startApi(database.db);
    b = await startApi(database.db);
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

  it('reads a session once on B, and not again after ALIVE_CACHE_MS', async () => {
    const tokens = await tokensFor(a, DEMO.employee);
    const before = sessionReads();
    expect(await onB(tokens.access_token)).toBe(204);
    expect(sessionReads()).toBe(before + 1);
    await new Promise((resolve) => setTimeout(resolve, ALIVE_CACHE_MS + 200));
    expect(await onB(tokens.access_token)).toBe(204);
    expect(await onB(tokens.access_token)).toBe(204);
    expect(sessionReads()).toBe(before + 1);
  });

  it('refuses on B a token signed out through A as soon as the signal is in', async () => {
    const tokens = await tokensFor(a, DEMO.employee);
    await trustedOnB(tokens.access_token);
    const revoke = await a.inject({
      method: 'POST',
      url: '/api/token/revoke',
      payload: { refresh_token: tokens.refresh_token },
    });
    expect(revoke.statusCode).toBe(204);
    await refusedSoonOnB(tokens.access_token);
  });

  it('refuses on B the token of a user deactivated directly in the database', async () => {
    const tokens = await tokensFor(a, DEMO.otherAdmin);
    const userId = Number(tokens.user.id);
    await trustedOnB(tokens.access_token);
    await database.db.execute(sql`UPDATE users SET status = 0 WHERE id = ${userId}`);
    try {
      await refusedSoonOnB(tokens.access_token);
    } finally {
      await database.db.execute(
        sql`UPDATE users SET status = ${ACTIVE_STATUS} WHERE id = ${userId}`,
      );
    }
    // Active again: the session was never revoked, so it lives again (read anew).
    await vi.waitFor(async () => expect(await onB(tokens.access_token)).toBe(204), {
      timeout: 2_000,
      interval: 50,
    });
  });

  it.runIf(onPostgres)(
    'trusts answers ALIVE_CACHE_MS only while the connection is lost, and hears ends again once back',
    async () => {
      const tokens = await tokensFor(a, DEMO.employee);
      await trustedOnB(tokens.access_token);
      const restore = await keepListenersLost(database.db);
      try {
        // Lost: an answer is read again once ALIVE_CACHE_MS have passed.
        for (let i = 0; i < 2; i += 1) {
          expect(await onB(tokens.access_token)).toBe(204);
          await new Promise((resolve) => setTimeout(resolve, ALIVE_CACHE_MS + 100));
          const reads = sessionReads();
          expect(await onB(tokens.access_token)).toBe(204);
          expect(sessionReads()).toBe(reads + 1);
        }
      } finally {
        await restore();
      }
      // Back (re-LISTENed at the next retry and proved): trusted long again, and a sign-out through
      // A is refused on B as soon as its signal is in.
      await vi.waitFor(() => trustedOnB(tokens.access_token), { timeout: 10_000, interval: 100 });
      const revoke = await a.inject({
        method: 'POST',
        url: '/api/token/revoke',
        payload: { refresh_token: tokens.refresh_token },
      });
      expect(revoke.statusCode).toBe(204);
      await refusedSoonOnB(tokens.access_token);
    },
  );
});
