// Users as sign-in sees them: look-ups by e-mail, SSO subject and id. Failed sign-ins are
// counted apart, by e-mail (modules/token/throttle.ts, decision 015).
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Queryable } from '@gradnik/db/connection';
import { customerGroups, users } from '@gradnik/db/schema/identity';
import { USER_ACTIVE } from '@gradnik/domain/user-management';

declare module 'fastify' {
  interface FastifyInstance {
    usersRepository: UsersRepository;
  }
}

/**
 * status 1 is active (SPEC §3 User.status); anything else (0 disabled, 2 invited) cannot sign
 * in. The values live in @gradnik/domain/user-management (decision 034).
 */
export const ACTIVE_STATUS = USER_ACTIVE;

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
