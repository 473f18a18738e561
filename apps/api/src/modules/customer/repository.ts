// The signed-in user's own record with what GET /jsonapi/customer may include (SPEC §3 User,
// Partner, user properties; §7). Always keyed by the token's user id, never a client's id.
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Queryable } from '@gradnik/db/connection';
import type { ProfileChange } from '@gradnik/domain/profile';
import {
  customerGroups,
  partnerAddresses,
  partners,
  userProperties,
  users,
} from '@gradnik/db/schema/identity';

declare module 'fastify' {
  interface FastifyInstance {
    customerRepository: CustomerRepository;
  }
}

export interface CustomerInclude {
  partner: boolean;
}

export function createCustomerRepository(db: Queryable) {
  return {
    /** The user, its group, property rows and address ids; the partner row only when asked for. */
    async findCustomer(userId: number, include: CustomerInclude) {
      const [row] = await db
        .select({ user: users, group: customerGroups })
        .from(users)
        .innerJoin(customerGroups, eq(customerGroups.id, users.groupId))
        .where(eq(users.id, userId))
        .limit(1);
      if (!row) return undefined;
      const partnerId = row.user.partnerId;

      const [properties, addresses, partner] = await Promise.all([
        db
          .select({ id: userProperties.id, type: userProperties.type, value: userProperties.value })
          .from(userProperties)
          .where(eq(userProperties.userId, userId))
          .orderBy(asc(userProperties.id)),
        partnerId === null
          ? Promise.resolve([])
          : db
              .select({ id: partnerAddresses.id })
              .from(partnerAddresses)
              .where(eq(partnerAddresses.partnerId, partnerId))
              .orderBy(asc(partnerAddresses.id)),
        partnerId !== null && include.partner
          ? db
              .select()
              .from(partners)
              .where(eq(partners.id, partnerId))
              .limit(1)
              .then((rows) => rows[0])
          : Promise.resolve(undefined),
      ]);
      return { ...row, properties, addressIds: addresses.map((a) => a.id), partner };
    },

    /**
     * Issue #13: stores a checked change of the user's own profile (only the fields in it) and
     * moves updated_at, strictly, even for a change within the same microsecond or one that
     * repeats the stored values: the row was written, by the user or an agent acting for them.
     * The label (SPEC §3 User.label, "first last" in our data) follows a name change. False when
     * the user is gone.
     */
    async updateProfile(userId: number, change: ProfileChange): Promise<boolean> {
      const { firstname, lastname, ...rest } = change;
      const names =
        firstname !== undefined || lastname !== undefined
          ? {
              ...(firstname ? { firstname } : {}),
              ...(lastname ? { lastname } : {}),
              label: sql`${firstname ?? sql`${users.firstname}`} || ' ' || ${lastname ?? sql`${users.lastname}`}`,
            }
          : {};
      const rows = await db
        .update(users)
        .set({
          ...rest,
          ...names,
          updatedAt: sql`greatest(now(), ${users.updatedAt} + interval '1 microsecond')`,
        })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      return rows.length > 0;
    },
  };
}

export type CustomerRepository = ReturnType<typeof createCustomerRepository>;
export type CustomerRecord = NonNullable<Awaited<ReturnType<CustomerRepository['findCustomer']>>>;

export const customerRepositoryPlugin = fp(
  (fastify: FastifyInstance) => {
    fastify.decorate('customerRepository', createCustomerRepository(fastify.db));
    return Promise.resolve();
  },
  { name: 'gradnik-api-customer-repository', dependencies: ['gradnik-api-db'], fastify: '5.x' },
);
