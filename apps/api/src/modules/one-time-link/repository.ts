// The store of e-mailed one-time links (issue #13; table one_time_links, purposes
// password_reset, invitation, email_change; decisions 029 and 034), shared by the password
// reset, the invitations and the e-mail change. A link's token is 256 random bits; only its
// SHA-256 is stored, so a leaked table opens nothing. A link works once (`used_at`, set by a
// conditional UPDATE, so of two concurrent uses exactly one wins, in any number of instances)
// and until `expires_at`; issuing a new one may revoke the user's earlier ones.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Queryable } from '@gradnik/db/connection';
import { oneTimeLinks, type OneTimeLinkPurpose } from '@gradnik/db/schema/identity';

declare module 'fastify' {
  interface FastifyInstance {
    oneTimeLinks: OneTimeLinks;
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

    /**
     * When each user's newest working link of `purpose` expires (one statement for a page of
     * users): the users list shows an invitation's expiry (decision 034).
     */
    async validExpiries(
      purpose: OneTimeLinkPurpose,
      userIds: readonly number[],
    ): Promise<Map<number, Date>> {
      const expiries = new Map<number, Date>();
      if (userIds.length === 0) return expiries;
      const rows = await db
        .select({ userId: oneTimeLinks.userId, expiresAt: oneTimeLinks.expiresAt })
        .from(oneTimeLinks)
        .where(
          and(
            eq(oneTimeLinks.purpose, purpose),
            inArray(oneTimeLinks.userId, [...userIds]),
            isNull(oneTimeLinks.usedAt),
            isNull(oneTimeLinks.revokedAt),
          ),
        );
      for (const row of rows) {
        const known = expiries.get(row.userId);
        if (!known || row.expiresAt > known) expiries.set(row.userId, row.expiresAt);
      }
      return expiries;
    },
  };
}

export type OneTimeLinks = ReturnType<typeof createOneTimeLinks>;

export const oneTimeLinksPlugin = fp(
  (fastify: FastifyInstance) => {
    fastify.decorate('oneTimeLinks', createOneTimeLinks(fastify.db, fastify.now));
    return Promise.resolve();
  },
  { name: 'gradnik-api-one-time-links', dependencies: ['gradnik-api-db'], fastify: '5.x' },
);
