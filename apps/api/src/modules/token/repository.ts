// Rotating refresh tokens (ARCHITECTURE.md "Sign-in"). Only the SHA-256 of a token is
// stored, so a leaked table cannot be replayed. Rotation is a conditional UPDATE: of two
// concurrent uses of one token exactly one wins, the other is treated as reuse.
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Queryable } from '@gradnik/db/connection';
import { impersonationSessions, refreshTokens } from '@gradnik/db/schema/identity';

declare module 'fastify' {
  interface FastifyInstance {
    refreshTokensRepository: RefreshTokensRepository;
  }
}

export interface NewRefreshToken {
  id: string;
  userId: number;
  tokenHash: string;
  familyId: string;
  expiresAt: Date;
  impersonationSessionId: number | null;
}

export function createRefreshTokensRepository(db: Queryable) {
  return {
    async insert(token: NewRefreshToken, tx: Queryable = db): Promise<void> {
      await tx.insert(refreshTokens).values(token);
    },

    async findByHash(tokenHash: string) {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    /** Marks a live token as used; false when it was already revoked or rotated (a race lost). */
    async markRotated(
      id: string,
      replacedById: string,
      now: Date,
      tx: Queryable = db,
    ): Promise<boolean> {
      const rows = await tx
        .update(refreshTokens)
        .set({ revokedAt: now, replacedById })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      return rows.length === 1;
    },

    async findImpersonationSession(id: number) {
      const [row] = await db
        .select({
          id: impersonationSessions.id,
          agentUserId: impersonationSessions.agentUserId,
          impersonatedUserId: impersonationSessions.impersonatedUserId,
          endedAt: impersonationSessions.endedAt,
          lastSeenAt: impersonationSessions.lastSeenAt,
          endsBy: impersonationSessions.endsBy,
        })
        .from(impersonationSessions)
        .where(eq(impersonationSessions.id, id))
        .limit(1);
      return row;
    },
  };
}

export type RefreshTokensRepository = ReturnType<typeof createRefreshTokensRepository>;

export const refreshTokensRepositoryPlugin = fp(
  (fastify: FastifyInstance) => {
    fastify.decorate('refreshTokensRepository', createRefreshTokensRepository(fastify.db));
    return Promise.resolve();
  },
  {
    name: 'gradnik-api-refresh-tokens-repository',
    dependencies: ['gradnik-api-db'],
    fastify: '5.x',
  },
);
