// Storage of the password reset (issue #13), in two parts:
// - `oneTimeLinks`: the general store of e-mailed one-time links (table one_time_links, purposes
//   password_reset, invitation, email_change). A link's token is 256 random bits; only its
//   SHA-256 is stored, so a leaked table opens nothing. A link works once (`used_at`, set by a
//   conditional UPDATE, so of two concurrent uses exactly one wins, in any number of
//   instances) and until `expires_at`; issuing a new one may revoke the user's earlier ones.
//   Invitations and e-mail changes reuse it (docs/decisions/029).
// - `passwordResetRepository`: the accounts a reset may act on, and the reset itself: the new
//   hash, the link used and every sign-in session and refresh token of the user ended, in one
//   transaction.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Queryable } from '@gradnik/db/connection';
import { oneTimeLinks, users, type OneTimeLinkPurpose } from '@gradnik/db/schema/identity';
import { endAllSessionsOf } from '../token/sessions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    oneTimeLinks: OneTimeLinks;
    passwordResetRepository: PasswordResetRepository;
  }
}

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type OneTimeLink = typeof oneTimeLinks.$inferSelect;

/** Why a link does not work; only the log tells them apart (the client hears one message). */
export type LinkState = 'valid' | 'unknown' | 'expired' | 'used' | 'revoked';

export interface IssueLink {
  purpose: OneTimeLinkPurpose;
  userId: number;
  /** The address the link goes to. */
  email: string;
  createdByUserId?: number | null;
  ttlSeconds: number;
  /** Revoke the user's earlier unused links of the same purpose (default true). */
  revokeEarlier?: boolean;
}

export function linkState(link: OneTimeLink | undefined, at: Date): LinkState {
  if (!link) return 'unknown';
  if (link.usedAt) return 'used';
  if (link.revokedAt) return 'revoked';
  if (link.expiresAt <= at) return 'expired';
  return 'valid';
}

export function createOneTimeLinks(db: Database, now: () => Date) {
  return {
    /** A new link; answers the token to e-mail (never stored) and when it expires. */
    async issue(input: IssueLink, tx?: Queryable): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      const at = now();
      const expiresAt = new Date(at.getTime() + input.ttlSeconds * 1000);
      const run = async (q: Queryable) => {
        if (input.revokeEarlier !== false) {
          await q
            .update(oneTimeLinks)
            .set({ revokedAt: at })
            .where(
              and(
                eq(oneTimeLinks.userId, input.userId),
                eq(oneTimeLinks.purpose, input.purpose),
                isNull(oneTimeLinks.usedAt),
                isNull(oneTimeLinks.revokedAt),
              ),
            );
        }
        await q.insert(oneTimeLinks).values({
          purpose: input.purpose,
          tokenHash: hashLinkToken(token),
          userId: input.userId,
          email: input.email,
          createdByUserId: input.createdByUserId ?? null,
          expiresAt,
          createdAt: at,
        });
      };
      if (tx) await run(tx);
      else await db.transaction(run);
      return { token, expiresAt };
    },

    /** The link of a token and whether it works now (read only). */
    async inspect(
      purpose: OneTimeLinkPurpose,
      token: string,
    ): Promise<{ state: LinkState; link: OneTimeLink | undefined }> {
      const [link] = await db
        .select()
        .from(oneTimeLinks)
        .where(
          and(eq(oneTimeLinks.tokenHash, hashLinkToken(token)), eq(oneTimeLinks.purpose, purpose)),
        )
        .limit(1);
      return { state: linkState(link, now()), link };
    },

    /**
     * Uses the link: succeeds once, for a link that is neither used, revoked nor expired at
     * this moment. Answers the link, or undefined when it no longer works (a race lost).
     */
    async consume(
      purpose: OneTimeLinkPurpose,
      token: string,
      tx: Queryable = db,
    ): Promise<OneTimeLink | undefined> {
      const at = now();
      const [link] = await tx
        .update(oneTimeLinks)
        .set({ usedAt: at })
        .where(
          and(
            eq(oneTimeLinks.tokenHash, hashLinkToken(token)),
            eq(oneTimeLinks.purpose, purpose),
            isNull(oneTimeLinks.usedAt),
            isNull(oneTimeLinks.revokedAt),
            gt(oneTimeLinks.expiresAt, at),
          ),
        )
        .returning();
      return link;
    },

    /** Revokes every unused link of the user and purpose but `exceptId`. */
    async revokeOthers(
      userId: number,
      purpose: OneTimeLinkPurpose,
      exceptId: number,
      tx: Queryable = db,
    ): Promise<void> {
      await tx
        .update(oneTimeLinks)
        .set({ revokedAt: now() })
        .where(
          and(
            eq(oneTimeLinks.userId, userId),
            eq(oneTimeLinks.purpose, purpose),
            ne(oneTimeLinks.id, exceptId),
            isNull(oneTimeLinks.usedAt),
            isNull(oneTimeLinks.revokedAt),
          ),
        );
    },
  };
}

export type OneTimeLinks = ReturnType<typeof createOneTimeLinks>;

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
    const links = createOneTimeLinks(fastify.db, fastify.now);
    fastify.decorate('oneTimeLinks', links);
    fastify.decorate(
      'passwordResetRepository',
      createPasswordResetRepository(fastify.db, links, fastify.now),
    );
    return Promise.resolve();
  },
  {
    name: 'gradnik-api-password-reset-repository',
    dependencies: ['gradnik-api-db'],
    fastify: '5.x',
  },
);
