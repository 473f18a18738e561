// Storage of the password reset (issue #13): the accounts a reset may act on, and the reset
// itself: the new hash, the link used and every sign-in session and refresh token of the user
// ended, in one transaction. The links themselves are the general store of one-time links
// (modules/one-time-link, shared with invitations and e-mail changes, decisions 029 and 034).
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '@gradnik/db/connection';
import { users } from '@gradnik/db/schema/identity';
import type { OneTimeLinks } from '../one-time-link/repository.ts';
import { endAllSessionsOf } from '../token/sessions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    passwordResetRepository: PasswordResetRepository;
  }
}

interface ResetRow {
  id: number;
  email: string;
  firstname: string;
  languageid: string;
  status: number;
  passwordHash: string | null;
}

/** Thrown inside the reset's transaction to undo the link's use. */
class AccountNotResettable extends Error {}

/** An account as the reset sees it. */
export interface ResetAccount {
  id: number;
  email: string;
  firstname: string;
  languageid: string;
  status: number;
  /** False for users who only sign in through the external provider: nothing to reset here. */
  hasPassword: boolean;
}

export function createPasswordResetRepository(db: Database, links: OneTimeLinks, now: () => Date) {
  const accountColumns = {
    id: users.id,
    email: users.email,
    firstname: users.firstname,
    languageid: users.languageid,
    status: users.status,
    passwordHash: users.passwordHash,
  };
  const toAccount = ({ passwordHash, ...row }: ResetRow): ResetAccount => ({
    ...row,
    hasPassword: passwordHash !== null,
  });

  return {
    async findByEmail(email: string): Promise<ResetAccount | undefined> {
      const [row] = await db
        .select(accountColumns)
        .from(users)
        .where(eq(users.email, email.trim().toLowerCase()))
        .limit(1);
      return row ? toAccount(row) : undefined;
    },

    async findById(id: number): Promise<ResetAccount | undefined> {
      const [row] = await db.select(accountColumns).from(users).where(eq(users.id, id)).limit(1);
      return row ? toAccount(row) : undefined;
    },

    /**
     * The reset, all or nothing: uses the link (once), sets the new hash, revokes the user's
     * other reset links, and ends every sign-in session and refresh token of the user, so every
     * signed-in device is signed out (issue #13). Answers the ids of the ended sessions that
     * were still in use (so this instance can drop them from its liveness cache at once), or undefined when the link no
     * longer works or the account may no longer use it.
     */
    async reset(
      token: string,
      passwordHash: string,
      activeStatus: number,
    ): Promise<{ userId: number; email: string; endedSessionIds: string[] } | undefined> {
      const at = now();
      const run = db.transaction(async (tx) => {
        const link = await links.consume('password_reset', token, tx);
        if (!link) return undefined;
        const changed = await tx
          .update(users)
          .set({ passwordHash, updatedAt: at })
          .where(and(eq(users.id, link.userId), eq(users.status, activeStatus)))
          .returning({ id: users.id, email: users.email });
        const user = changed[0];
        // Disabled since the link was sent: the use of the link is undone with the rest.
        if (!user) throw new AccountNotResettable();
        await links.revokeOthers(user.id, 'password_reset', link.id, tx);
        // Shared with the admin's deactivation (token/sessions.ts, decision 032).
        const endedSessionIds = await endAllSessionsOf(tx, user.id, at);
        return { userId: user.id, email: user.email, endedSessionIds };
      });
      try {
        return await run;
      } catch (error) {
        if (error instanceof AccountNotResettable) return undefined;
        throw error;
      }
    },
  };
}

export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;

export const passwordResetRepositoryPlugin = fp(
  (fastify: FastifyInstance) => {
    fastify.decorate(
      'passwordResetRepository',
      createPasswordResetRepository(fastify.db, fastify.oneTimeLinks, fastify.now),
    );
    return Promise.resolve();
  },
  {
    name: 'gradnik-api-password-reset-repository',
    dependencies: ['gradnik-api-db', 'gradnik-api-one-time-links'],
    fastify: '5.x',
  },
);
