// The company profile's reads (issue #13): the partner and all its addresses. Callers pass the
// token's partner id only (routes.ts), never an id from the client.
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Queryable } from '@gradnik/db/connection';
import { partnerAddresses, partners } from '@gradnik/db/schema/identity';
import type { PartnerAddressRecord } from '../address/mapping.ts';

declare module 'fastify' {
  interface FastifyInstance {
    partnerRepository: PartnerRepository;
  }
}

export type PartnerRecord = typeof partners.$inferSelect;

export function createPartnerRepository(db: Queryable) {
  return {
    async partner(partnerId: number): Promise<PartnerRecord | null> {
      const [row] = await db.select().from(partners).where(eq(partners.id, partnerId)).limit(1);
      return row ?? null;
    },
    /**
     * Every address of the partner: delivery before payment, then by AddressType (SPEC §4:
     * type 0 is the default delivery address) and record id, the checkout's order.
     */
    addresses(partnerId: number): Promise<PartnerAddressRecord[]> {
      return db
        .select()
        .from(partnerAddresses)
        .where(eq(partnerAddresses.partnerId, partnerId))
        .orderBy(
          asc(partnerAddresses.purpose),
          asc(partnerAddresses.addressType),
          asc(partnerAddresses.id),
        );
    },
  };
}
export type PartnerRepository = ReturnType<typeof createPartnerRepository>;

export const partnerRepositoryPlugin = fp(
  (fastify: FastifyInstance) => {
    fastify.decorate('partnerRepository', createPartnerRepository(fastify.db));
    return Promise.resolve();
  },
  { name: 'gradnik-api-partner-repository', dependencies: ['gradnik-api-db'], fastify: '5.x' },
);
