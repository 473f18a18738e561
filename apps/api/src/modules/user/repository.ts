// Users as sign-in sees them: look-ups by e-mail, SSO subject and id, and the per-account
// failed-login counter. The counter lives in the users row so every API instance shares it
// (ARCHITECTURE.md "What runs": instances are stateless).
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Queryable } from '@gradnik/db/connection';
import { customerGroups, users } from '@gradnik/db/schema/identity';

declare module 'fastify' {
  interface FastifyInstance {
    usersRepository: UsersRepository;
  }
}

/** status 1 is active (SPEC §3 User.status); anything else is disabled. */
export const ACTIVE_STATUS = 1;

export interface UserIdentity {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  partnerId: number | null;
  role: string;
  status: number;
}

export interface LoginCandidate extends UserIdentity {
  passwordHash: string | null;
  failedLoginCount: number;
  lockedUntil: Date | null;
}

const identityColumns = {
  id: users.id,
  email: users.email,
  firstname: users.firstname,
  lastname: users.lastname,
  partnerId: users.partnerId,
  role: customerGroups.code,
  status: users.status,
};

export function createUsersRepository(db: Queryable) {
  const identities = () =>
    db
      .select(identityColumns)
      .from(users)
      .innerJoin(customerGroups, eq(customerGroups.id, users.groupId));

  return {
    async findLoginCandidate(email: string): Promise<LoginCandidate | undefined> {
      const [row] = await db
        .select({
          ...identityColumns,
          passwordHash: users.passwordHash,
          failedLoginCount: users.failedLoginCount,
          lockedUntil: users.lockedUntil,
        })
        .from(users)
        .innerJoin(customerGroups, eq(customerGroups.id, users.groupId))
        .where(eq(users.email, email.toLowerCase()))
        .limit(1);
      return row;
    },

    async findById(id: number): Promise<UserIdentity | undefined> {
      const [row] = await identities().where(eq(users.id, id)).limit(1);
      return row;
    },

    /**
     * The user an external-provider token stands for: by SSO subject, else by e-mail — but
     * only a user not yet linked to another SSO identity, so a second provider account with
     * the same address cannot take the first one over.
     */
    async findBySsoSubject(
      sub: string,
      email: string | undefined,
    ): Promise<UserIdentity | undefined> {
      const [bySub] = await identities().where(eq(users.ssoId, sub)).limit(1);
      if (bySub || !email) return bySub;
      const [byEmail] = await identities()
        .where(and(eq(users.email, email.toLowerCase()), isNull(users.ssoId)))
        .limit(1);
      return byEmail;
    },

    /**
     * Counts one failed sign-in in a single UPDATE (concurrent attempts on other instances
     * cannot lose increments) and locks the account when the count reaches `maxFailures`.
     * A lock that has run out starts a fresh count.
     */
    async recordLoginFailure(
      id: number,
      opts: { now: Date; maxFailures: number; lockSeconds: number },
    ): Promise<{ failedLoginCount: number; lockedUntil: Date | null }> {
      // Timestamps go in as ISO text with a cast: both drivers (pg, PGlite) read them alike.
      const now = opts.now.toISOString();
      const lockUntil = new Date(opts.now.getTime() + opts.lockSeconds * 1000).toISOString();
      const nextCount = sql`(case when ${users.lockedUntil} is not null and ${users.lockedUntil} <= ${now}::timestamptz
        then 1 else ${users.failedLoginCount} + 1 end)`;
      const [row] = await db
        .update(users)
        .set({
          failedLoginCount: sql`${nextCount}`,
          lockedUntil: sql`case when ${nextCount} >= ${opts.maxFailures} then ${lockUntil}::timestamptz else null end`,
        })
        .where(eq(users.id, id))
        .returning({ failedLoginCount: users.failedLoginCount, lockedUntil: users.lockedUntil });
      return row ?? { failedLoginCount: 0, lockedUntil: null };
    },

    async clearLoginFailures(id: number): Promise<void> {
      await db
        .update(users)
        .set({ failedLoginCount: 0, lockedUntil: null })
        .where(
          and(
            eq(users.id, id),
            or(sql`${users.failedLoginCount} <> 0`, sql`${users.lockedUntil} is not null`),
          ),
        );
    },

    async updatePasswordHash(id: number, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

export const usersRepositoryPlugin = fp(
  (fastify: FastifyInstance) => {
    fastify.decorate('usersRepository', createUsersRepository(fastify.db));
    return Promise.resolve();
  },
  { name: 'gradnik-api-users-repository', dependencies: ['gradnik-api-db'], fastify: '5.x' },
);
