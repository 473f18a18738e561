// Storage of the company admin's user management (issue #13 "Users", decision 032). Every
// change is one transaction: the company's admin rows (and the target's) are locked with
// SELECT … FOR UPDATE, the company's users read afresh, the rule of packages/domain
// user-management.ts applied and the row updated. Two admins demoting or deactivating each other
// at the same moment are so served one after the other, and the second sees the first's change:
// the company always keeps an active admin. A deactivation ends the user's sign-in sessions and
// refresh tokens in the same transaction (token/sessions.ts endAllSessionsOf).
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '@gradnik/db/connection';
import { customerGroups, partners, users } from '@gradnik/db/schema/identity';
import { CUSTOMER_ADMIN } from '@gradnik/domain/roles';
import {
  judgeChange,
  MANAGED_GROUPS,
  USER_ACTIVE,
  USER_DISABLED,
  type ManagedGroup,
  type UserChange,
} from '@gradnik/domain/user-management';
import { customerListColumns, type CustomerListRow } from '../customer-list/list-item.ts';
import { endAllSessionsOf } from '../token/sessions.ts';

/** A managed user: the row GET /api/customer lists. */
export type ManagedUserRow = CustomerListRow;

declare module 'fastify' {
  interface FastifyInstance {
    userManagementRepository: UserManagementRepository;
  }
}

export type ChangeResult =
  | { outcome: 'forbidden' }
  | { outcome: 'not_found' }
  | { outcome: 'last_admin' }
  | { outcome: 'invited' }
  | { outcome: 'changed' | 'unchanged'; row: ManagedUserRow; endedSessionIds: string[] };

export function createUserManagementRepository(db: Database, now: () => Date) {
  async function groupIds(tx: Pick<Database, 'select'>): Promise<Map<ManagedGroup, number>> {
    const rows = await tx
      .select({ id: customerGroups.id, code: customerGroups.code })
      .from(customerGroups)
      .where(inArray(customerGroups.code, [...MANAGED_GROUPS]));
    return new Map(rows.map((r) => [r.code as ManagedGroup, r.id]));
  }

  async function row(tx: Pick<Database, 'select'>, userId: number): Promise<ManagedUserRow> {
    const [found] = await tx
      .select(customerListColumns)
      .from(users)
      .innerJoin(partners, eq(partners.id, users.partnerId))
      .innerJoin(customerGroups, eq(customerGroups.id, users.groupId))
      .where(eq(users.id, userId))
      .limit(1);
    if (!found) throw new Error(`user ${userId} vanished inside its own transaction`);
    return found;
  }

  return {
    /** SPEC §7 GET /api/customer/groups: the two customer groups, admin first. */
    groups() {
      return db
        .select({ id: customerGroups.id, label: customerGroups.label, code: customerGroups.code })
        .from(customerGroups)
        .where(inArray(customerGroups.code, [...MANAGED_GROUPS]))
        .orderBy(asc(customerGroups.id));
    },

    /**
     * Applies `change` to user `userId` of company `partnerId`, or says why not. A user of
     * another company, an agent or an unknown id is `not_found` (the caller answers 404).
     * `actorId` (the token's user) must still be an active admin of the company as the locked
     * rows say, not only as the token says: an admin demoted or deactivated a moment ago by
     * another admin no longer acts (`forbidden`).
     */
    change(
      partnerId: number,
      actorId: number,
      userId: number,
      change: UserChange,
    ): Promise<ChangeResult> {
      return db.transaction(async (tx) => {
        const ids = await groupIds(tx);
        const adminGroup = ids.get(CUSTOMER_ADMIN);
        if (adminGroup === undefined) throw new Error('customer_admin group missing');
        // Lock first, in id order (no deadlock between two such transactions), then read
        // afresh: under READ COMMITTED the next statement sees what a waited-for one committed.
        await tx
          .select({ id: users.id })
          .from(users)
          .where(
            and(
              eq(users.partnerId, partnerId),
              or(eq(users.groupId, adminGroup), inArray(users.id, [userId, actorId])),
            ),
          )
          .orderBy(asc(users.id))
          .for('update');
        const codeOf = new Map([...ids].map(([code, id]) => [id, code]));
        const members = (
          await tx
            .select({ id: users.id, groupId: users.groupId, status: users.status })
            .from(users)
            .where(and(eq(users.partnerId, partnerId), inArray(users.groupId, [...ids.values()])))
        ).map((m) => ({ id: m.id, role: codeOf.get(m.groupId) ?? '', status: m.status }));

        const actor = members.find((m) => m.id === actorId);
        if (actor?.role !== CUSTOMER_ADMIN || actor.status !== USER_ACTIVE) {
          return { outcome: 'forbidden' };
        }
        const verdict = judgeChange(members, userId, change);
        if (
          verdict.outcome === 'not_found' ||
          verdict.outcome === 'last_admin' ||
          verdict.outcome === 'invited'
        )
          return verdict;
        let endedSessionIds: string[] = [];
        if (verdict.outcome === 'change') {
          const at = now();
          const set =
            change.kind === 'role'
              ? { groupId: ids.get(change.group)!, updatedAt: at }
              : {
                  status: change.kind === 'deactivate' ? USER_DISABLED : USER_ACTIVE,
                  updatedAt: at,
                };
          await tx.update(users).set(set).where(eq(users.id, userId));
          // Issue #25: a role change takes effect at once, as a deactivation does. The tokens
          // and the Auth.js session name the role; ending the sessions (every instance hears it,
          // decision 015) makes the user sign in again under the new one, instead of keeping an
          // admin's reads for an access token's lifetime after a demotion.
          if (change.kind === 'deactivate' || change.kind === 'role')
            endedSessionIds = await endAllSessionsOf(tx, userId, at);
        }
        return {
          outcome: verdict.outcome === 'change' ? 'changed' : 'unchanged',
          row: await row(tx, userId),
          endedSessionIds,
        };
      });
    },
  };
}

export type UserManagementRepository = ReturnType<typeof createUserManagementRepository>;

export const userManagementRepositoryPlugin = fp(
  (fastify: FastifyInstance) => {
    fastify.decorate(
      'userManagementRepository',
      createUserManagementRepository(fastify.db, fastify.now),
    );
    return Promise.resolve();
  },
  {
    name: 'gradnik-api-user-management-repository',
    dependencies: ['gradnik-api-db'],
    fastify: '5.x',
  },
);
