// Storage of the e-mail change (issue #13 "My profile", decision 034). A request stores an
// 'email_change' one_time_links row whose `email` is the NEW address (modules/one-time-link);
// nothing about the user changes. The confirmation uses the link once and sets users.email in
// one transaction; an address another user took meanwhile undoes it all (the link stays
// unused, the answer is 409), also when the unique index catches a concurrent confirmation.
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '@gradnik/db/connection';
import { users } from '@gradnik/db/schema/identity';
import { isLocale, type Locale } from '@gradnik/domain/locale';
import { USER_ACTIVE } from '@gradnik/domain/user-management';
import { isUniqueViolation } from '../../unique-violation.ts';
import type { OneTimeLinks } from '../one-time-link/repository.ts';
import { endAllSessionsOf } from '../token/sessions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    emailChangeRepository: EmailChangeRepository;
  }
}

export type EmailChangeRequest =
  | { outcome: 'unknown_user' }
  | { outcome: 'same' }
  | { outcome: 'taken' }
  | {
      outcome: 'issued';
      token: string;
      expiresAt: Date;
      oldEmail: string;
      firstname: string;
      language: Locale;
      /** The user's other sessions, ended with the request (issue #25). */
      endedSessionIds: string[];
    };

export type EmailChangeConfirmation =
  | { outcome: 'dead_link' }
  | { outcome: 'taken' }
  | { outcome: 'changed'; userId: number; email: string; oldEmail: string };

class Undo extends Error {
  constructor(readonly outcome: 'dead_link' | 'taken') {
    super(outcome);
  }
}

export function createEmailChangeRepository(db: Database, links: OneTimeLinks, now: () => Date) {
  async function takenBy(email: string, exceptUserId: number, tx: Pick<Database, 'select'> = db) {
    const [other] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), ne(users.id, exceptUserId)))
      .limit(1);
    return other !== undefined;
  }

  return {
    /**
     * A link for `newEmail` (already lower-case), unless it is the user's own or taken. The
     * user's sessions other than `currentSessionId` end in the same transaction (issue #25):
     * the owner, who just gave the password again, is moving the account, and a session someone
     * else holds must not see the new address arrive.
     */
    async request(
      userId: number,
      newEmail: string,
      ttlSeconds: number,
      currentSessionId: string | undefined,
    ): Promise<EmailChangeRequest> {
      const [user] = await db
        .select({
          email: users.email,
          firstname: users.firstname,
          languageid: users.languageid,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      if (!user) return { outcome: 'unknown_user' };
      if (user.email === newEmail) return { outcome: 'same' };
      if (await takenBy(newEmail, userId)) return { outcome: 'taken' };
      const { token, expiresAt, endedSessionIds } = await db.transaction(async (tx) => {
        // Only the newest request's link works (issue() revokes the earlier ones).
        const link = await links.issue(
          { purpose: 'email_change', userId, email: newEmail, createdByUserId: userId, ttlSeconds },
          tx,
        );
        const ended = await endAllSessionsOf(tx, userId, now(), currentSessionId);
        return { ...link, endedSessionIds: ended };
      });
      return {
        endedSessionIds,
        outcome: 'issued',
        token,
        expiresAt,
        oldEmail: user.email,
        firstname: user.firstname,
        language: isLocale(user.languageid) ? user.languageid : 'sl',
      };
    },

    /** Uses the link once and sets the new address; all or nothing. */
    async confirm(token: string): Promise<EmailChangeConfirmation> {
      const at = now();
      try {
        return await db.transaction(async (tx) => {
          const link = await links.consume('email_change', token, tx);
          if (!link) throw new Undo('dead_link');
          const [user] = await tx
            .select({ email: users.email, status: users.status })
            .from(users)
            .where(eq(users.id, link.userId))
            .for('update');
          // Disabled since: the link is no longer honoured (and stays unused).
          if (user?.status !== USER_ACTIVE) throw new Undo('dead_link');
          if (await takenBy(link.email, link.userId, tx)) throw new Undo('taken');
          await tx
            .update(users)
            .set({ email: link.email, updatedAt: at })
            .where(eq(users.id, link.userId));
          await links.revokeOthers(link.userId, 'email_change', link.id, tx);
          return {
            outcome: 'changed' as const,
            userId: link.userId,
            email: link.email,
            oldEmail: user.email,
          };
        });
      } catch (error) {
        if (error instanceof Undo)
          return error.outcome === 'taken' ? { outcome: 'taken' } : { outcome: 'dead_link' };
        // Another confirmation took the address between our look and our write.
        if (isUniqueViolation(error)) return { outcome: 'taken' };
        throw error;
      }
    },
  };
}

export type EmailChangeRepository = ReturnType<typeof createEmailChangeRepository>;

export const emailChangeRepositoryPlugin = fp(
  (fastify: FastifyInstance) => {
    fastify.decorate(
      'emailChangeRepository',
      createEmailChangeRepository(fastify.db, fastify.oneTimeLinks, fastify.now),
    );
    return Promise.resolve();
  },
  {
    name: 'gradnik-api-email-change-repository',
    dependencies: ['gradnik-api-db', 'gradnik-api-one-time-links'],
    fastify: '5.x',
  },
);
