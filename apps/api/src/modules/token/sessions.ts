// Sign-in sessions (issue #10 §2, ASVS 5.0 7.4.1, docs/decisions/015). Access tokens are
// signed and verified without the database, but each request also asks whether the token's
// session still lives: one primary-key lookup joined to the user's status, remembered per
// instance for at most ALIVE_CACHE_MS. So logout, a reused refresh token or a disabled user
// stop the session's cookie, access and refresh tokens in every instance within that bound.
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Queryable } from '@gradnik/db/connection';
import { authSessions, refreshTokens, users } from '@gradnik/db/schema/identity';
import type { AuthContext } from '../../auth/auth-context.ts';
import { ACTIVE_STATUS } from '../user/repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    signInSessions: SignInSessions;
  }
}

/**
 * How long one instance trusts an answer. Together with the web server's session cache
 * (apps/server/src/auth/auth-bridge.ts, also 500 ms) an ended session is refused everywhere
 * within a second.
 */
export const ALIVE_CACHE_MS = 500;
const ALIVE_CACHE_MAX_ENTRIES = 50_000;

/**
 * Ends every sign-in session and refresh token of a user, inside the caller's transaction, so
 * it commits or rolls back with the change that requires it (a password reset, a deactivation:
 * issue #13, decision 032). Answers the ids of the ended sessions, for `forget` once committed;
 * other instances drop their liveness answers within ALIVE_CACHE_MS.
 */
export async function endAllSessionsOf(tx: Queryable, userId: number, at: Date): Promise<string[]> {
  const sessions = await tx
    .update(authSessions)
    .set({ revokedAt: at })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)))
    .returning({ id: authSessions.id });
  const families = await tx
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
    .returning({ familyId: refreshTokens.familyId });
  return [...new Set([...sessions.map((s) => s.id), ...families.map((f) => f.familyId)])];
}

export function createSignInSessions(db: Queryable, now: () => Date) {
  const alive = new Map<string, { at: number; userId: number | null; ok: boolean }>();

  function remember(id: string, userId: number | null, ok: boolean): void {
    if (alive.size >= ALIVE_CACHE_MAX_ENTRIES) {
      const oldest = alive.keys().next();
      if (!oldest.done) alive.delete(oldest.value);
    }
    alive.set(id, { at: Date.now(), userId, ok });
  }

  return {
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
      if (hit && Date.now() - hit.at < ALIVE_CACHE_MS) return hit.ok && hit.userId === auth.userId;
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
      remember(id, row?.userId ?? auth.userId, ok);
      return ok && (row?.userId ?? auth.userId) === auth.userId;
    },
  };
}

export type SignInSessions = ReturnType<typeof createSignInSessions>;

export const signInSessionsPlugin = fp(
  (fastify: FastifyInstance) => {
    fastify.decorate('signInSessions', createSignInSessions(fastify.db, fastify.now));
    return Promise.resolve();
  },
  { name: 'gradnik-api-sign-in-sessions', dependencies: ['gradnik-api-db'], fastify: '5.x' },
);
