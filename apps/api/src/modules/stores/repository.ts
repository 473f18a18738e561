// Stores (SPEC §3 Store, §7 GET /api/stores) and the one product fact the stock lookup needs: its
// code, which is the ERP item number (SPEC §3 Product code; §7 GetStocksTC/CS {itemNo}).
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Queryable } from '@gradnik/db/connection';
import { products } from '@gradnik/db/schema/catalog';
import { stores } from '@gradnik/db/schema/content';
import { SEARCH_CATALOG_STATUS } from '@gradnik/domain/constants';

declare module 'fastify' {
  interface FastifyInstance {
    storesRepository: StoresRepository;
  }
}

const storeColumns = {
  id: stores.id,
  name: stores.name,
  address: stores.address,
  zipCode: stores.zipCode,
  zipCodeName: stores.zipCodeName,
  phone: stores.phone,
  email: stores.email,
  hoursWeekdays: stores.hoursWeekdays,
  hoursSaturday: stores.hoursSaturday,
  hoursSunday: stores.hoursSunday,
  holidays: stores.holidays,
};

const OPTIONAL_TEXTS = [
  'address',
  'zipCode',
  'zipCodeName',
  'phone',
  'email',
  'hoursWeekdays',
  'hoursSaturday',
  'hoursSunday',
  'holidays',
] as const;

function presentText(text: string | null): string | null {
  const trimmed = text?.trim();
  return trimmed ? trimmed : null;
}

export function createStoresRepository(db: Queryable) {
  return {
    /**
     * Every store in the retailer's order (position), then by id for a stable order. Optional
     * texts that are blank come as null: the contract's "null when the store has none"
     * (contracts/stores.ts, SPEC §2 "shown only if present"), which browsers use as sent.
     */
    async list() {
      const rows = await db
        .select(storeColumns)
        .from(stores)
        .orderBy(asc(stores.position), asc(stores.id));
      return rows.map((row) => {
        const store = { ...row };
        for (const key of OPTIONAL_TEXTS) store[key] = presentText(row[key]);
        return store;
      });
    },

    /** Whether a store with this id (OrganisationUnit) exists: pick-up must name a real one. */
    async has(storeId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: stores.id })
        .from(stores)
        .where(eq(stores.id, storeId))
        .limit(1);
      return row !== undefined;
    },

    /**
     * The ERP item number of a product the shop shows (SPEC §7/§9: catalog_status 1 only, as
     * GET /jsonapi/product/{id}); undefined when there is no such product.
     */
    async productCode(productId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ code: products.code })
        .from(products)
        .where(and(eq(products.id, productId), eq(products.catalogStatus, SEARCH_CATALOG_STATUS)))
        .limit(1);
      return row?.code;
    },
  };
}

export type StoresRepository = ReturnType<typeof createStoresRepository>;
export type StoreRecord = Awaited<ReturnType<StoresRepository['list']>>[number];

export const storesRepositoryPlugin = fp(
  (fastify: FastifyInstance) => {
    fastify.decorate('storesRepository', createStoresRepository(fastify.db));
    return Promise.resolve();
  },
  { name: 'gradnik-api-stores-repository', dependencies: ['gradnik-api-db'], fastify: '5.x' },
);
