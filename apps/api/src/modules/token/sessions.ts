// Sign-in sessions (issue #10 §2, ASVS 5.0 7.4.1, docs/decisions/015). Access tokens are
// signed and verified without the database, but each request also asks whether the token's
// session still lives: one primary-key lookup joined to the user's status, remembered per
// instance. So logout, a reused refresh token or a disabled user stop the session's cookie,
// access and refresh tokens in every instance. How long an answer is trusted depends on whether
// this instance would hear of the session's end (issue #16: the bell's 20 s poll of 10 000 users
// must not cost a lookup each): while it LISTENs on 'auth_session_ends' (migration 0023: the
// session's id when it is revoked or deleted, 'user:<id>' when a user's status changes, at
// commit, whichever instance wrote) for ALIVE_CACHE_LISTENING_MS, since every end drops the
// answer at once; otherwise (listener lost or never up) for ALIVE_CACHE_MS only.
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Queryable } from '@gradnik/db/connection';
import type { Subscription } from '@gradnik/db/listen';
import { authSessions, refreshTokens, users } from '@gradnik/db/schema/identity';
import type { AuthContext } from '../../auth/auth-context.ts';
import { ACTIVE_STATUS } from '../user/repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    signInSessions: SignInSessions;
  }
}

/**
 * How long one instance trusts an answer while it does not listen for session ends (the
 * listener is lost or could not start): other instances' logouts cannot be heard then. Together
 * with the web server's session cache (apps/server/src/auth/auth-bridge.ts, also 500 ms) an
 * ended session is refused everywhere within a second.
 */
export const ALIVE_CACHE_MS = 500;
/**
 * How long one instance trusts an answer while it listens: an end drops the answer as soon as
 * its signal is in, so this bound only limits how long a signal lost without the listener
 * noticing (until its next heartbeat probe) could matter.
 */
export const ALIVE_CACHE_LISTENING_MS = 60_000;
const ALIVE_CACHE_MAX_ENTRIES = 50_000;

/** The channel of migration 0023: a session id, or 'user:<id>' when a user's status changed. */
export const SESSION_ENDS_CHANNEL = 'auth_session_ends';

/**
 * Ends every sign-in session and refresh token of a user, inside the caller's transaction, so
 * it commits or rolls back with the change that requires it (a password reset, a deactivation:
 * issue #13, decision 032). Answers the ids of the ended sessions, for `forget` once committed;
 * other instances drop their liveness answers when the commit's signal is in (migration 0023),
 * or within ALIVE_CACHE_MS when they do not listen.
 */
export async function endAllSessionsOf(
  tx: Queryable,
  userId: number,
  at: Date,
  /** A session that goes on: the caller's own, when the change is theirs (issue #25). */
  exceptSessionId?: string,
): Promise<string[]> {
  const sessions = await tx
    .update(authSessions)
    .set({ revokedAt: at })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        exceptSessionId === undefined ? undefined : ne(authSessions.id, exceptSessionId),
      ),
    )
    .returning({ id: authSessions.id });
  const families = await tx
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        exceptSessionId === undefined ? undefined : ne(refreshTokens.familyId, exceptSessionId),
      ),
    )
    .returning({ familyId: refreshTokens.familyId });
  return [...new Set([...sessions.map((s) => s.id), ...families.map((f) => f.familyId)])];
}

export function createSignInSessions(db: Queryable, now: () => Date) {
  const alive = new Map<string, { at: number; userId: number | null; ok: boolean }>();
  /** Whether this instance hears every session end now (`up` seen, no `down` since). */
  let listening = false;
  /**
   * Counts signals and listener changes: a read that saw it change while under way may have
   * read the row before an end that has been signalled since, so its answer is not remembered.
   */
  let generation = 0;

  function remember(id: string, userId: number | null, ok: boolean): void {
    if (alive.size >= ALIVE_CACHE_MAX_ENTRIES) {
      const oldest = alive.keys().next();
      if (!oldest.done) alive.delete(oldest.value);
    }
    alive.set(id, { at: Date.now(), userId, ok });
  }

  /** Applies one signal of SESSION_ENDS_CHANNEL. */
  function signal(payload: string): void {
    generation += 1;
    const user = /^user:([1-9][0-9]{0,14})$/.exec(payload);
    if (user) {
      const userId = Number(user[1]);
      for (const [id, entry] of alive) if (entry.userId === userId) alive.delete(id);
      // A provider's session id could look the same.
      alive.delete(payload);
    } else if (payload === '' || payload.startsWith('user:')) alive.clear();
    else alive.delete(payload);
  }

  /** The listener is up (signals may have been missed before) or down (they may be missed now). */
  function listenerChanged(up: boolean): void {
    generation += 1;
    listening = up;
    alive.clear();
  }

  return {
    signal,
    listenerChanged,

    /** Whether answers are trusted for ALIVE_CACHE_LISTENING_MS now (tests, logs). */
    get listening(): boolean {
      return listening;
    },

    async start(id: string, userId: number, tx: Queryable = db): Promise<void> {
      await tx.insert(authSessions).values({ id, userId, createdAt: now() });
    },

    /**
     * Ends a session and every refresh token of it. Idempotent. `userId` records a session
     * of an external provider, which has no row until it ends.
     */
    async end(id: string, userId?: number): Promise<void> {
      const at = now();
      await db.transaction(async (tx) => {
        if (userId !== undefined) {
          await tx
            .insert(authSessions)
            .values({ id, userId, createdAt: at, revokedAt: at })
            .onConflictDoNothing();
        }
        await tx
          .update(authSessions)
          .set({ revokedAt: at })
          .where(and(eq(authSessions.id, id), isNull(authSessions.revokedAt)));
        // Our sessions' ids are refresh-token family ids (uuid text).
        if (/^[0-9a-f-]{36}$/i.test(id)) {
          await tx
            .update(refreshTokens)
            .set({ revokedAt: at })
            .where(and(eq(refreshTokens.familyId, id), isNull(refreshTokens.revokedAt)));
        }
      });
      alive.delete(id);
    },

    /**
     * Ends every session and refresh token of the user (see endAllSessionsOf) in `tx`, and
     * answers their ids; call `forget` with them after the transaction commits.
     */
    endAllOf(userId: number, tx: Queryable = db): Promise<string[]> {
      return endAllSessionsOf(tx, userId, now());
    },

    /** Drops this instance's liveness answers for sessions ended in a committed transaction. */
    forget(ids: Iterable<string>): void {
      for (const id of ids) alive.delete(id);
    },

    /**
     * Whether the caller's session lives. Our own tokens need a live row of their user whose
     * account is active; a provider's session only must not have been ended here.
     */
    async isAlive(auth: Pick<AuthContext, 'sessionId' | 'userId' | 'source'>): Promise<boolean> {
      const id = auth.sessionId;
      if (!id) return auth.source === 'oidc';
      const hit = alive.get(id);
      const bound = listening ? ALIVE_CACHE_LISTENING_MS : ALIVE_CACHE_MS;
      if (hit && Date.now() - hit.at < bound) return hit.ok && hit.userId === auth.userId;
      const startedAt = generation;
      const [row] = await db
        .select({
          userId: authSessions.userId,
          revokedAt: authSessions.revokedAt,
          status: users.status,
        })
        .from(authSessions)
        .innerJoin(users, eq(users.id, authSessions.userId))
        .where(eq(authSessions.id, id))
        .limit(1);
      const ok = row
        ? row.revokedAt === null && row.status === ACTIVE_STATUS
        : auth.source === 'oidc';
      // Not when a signal (or a listener change) came in while the row was read: it may be
      // this session's end, which the answer read before it would hide.
      if (generation === startedAt) remember(id, row?.userId ?? auth.userId, ok);
      return ok && (row?.userId ?? auth.userId) === auth.userId;
    },
  };
}

export type SignInSessions = ReturnType<typeof createSignInSessions>;

export const signInSessionsPlugin = fp(
  async (fastify: FastifyInstance) => {
    const log = fastify.log.child({ module: 'sign-in-sessions' });
    const sessions = createSignInSessions(fastify.db, fastify.now);
    let subscription: Subscription | null = null;
    let lost = false;
    try {
      // The instance's one LISTEN connection (plugins/listener.ts), shared with the unread counts.
      subscription = await fastify.listener.subscribe(SESSION_ENDS_CHANNEL, {
        message: (payload) => sessions.signal(payload),
        up: () => {
          sessions.listenerChanged(true);
          if (lost) log.info('listening again: session liveness is remembered longer');
          lost = false;
        },
        down: (error) => {
          sessions.listenerChanged(false);
          lost = true;
          log.warn(
            { reason: error instanceof Error ? error.message : 'unknown' },
            `session end signals lost: liveness is remembered for ${ALIVE_CACHE_MS} ms until they return`,
          );
        },
      });
    } catch (error) {
      log.warn(
        { reason: error instanceof Error ? error.message : 'unknown' },
        `cannot listen for session end signals: liveness is remembered for ${ALIVE_CACHE_MS} ms`,
      );
    }
    fastify.decorate('signInSessions', sessions);
    fastify.addHook('onClose', async () => {
      sessions.listenerChanged(false);
      await subscription?.close();
    });
  },
  {
    name: 'gradnik-api-sign-in-sessions',
    dependencies: ['gradnik-api-db', 'gradnik-api-listener'],
    fastify: '5.x',
  },
);
