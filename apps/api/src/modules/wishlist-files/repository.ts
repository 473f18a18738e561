// What the favourites list's files read (issue #15 export and print; decision 041): the list's
// name and company, and its products with code, EAN, names and unit. Who may read a list is not
// decided here: the service asks the wishlist repository's accessOf first (decision 039: the
// owner or a colleague it is shared with, within the caller's company; anything else is 404).
import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Queryable } from '@gradnik/db/connection';
import { wishlistProducts, wishlists } from '@gradnik/db/schema/account';
import { products } from '@gradnik/db/schema/catalog';
import { partners, users } from '@gradnik/db/schema/identity';
import { SEARCH_CATALOG_STATUS } from '@gradnik/domain/constants';

declare module 'fastify' {
  interface FastifyInstance {
    wishlistFilesRepository: WishlistFilesRepository;
  }
}

export interface ListHeading {
  id: number;
  name: string;
  /** The owner's company (the caller's): its name goes on the printed list. */
  companyName: string;
}

export interface ListFileRow {
  productId: number;
  code: string;
  ean: string | null;
  nameSl: string;
  nameEn: string;
  /** The retail unit the shop sells in (SPEC §3 RetailUnitOfMeasure). */
  unit: string;
  quantity: number;
}

export function createWishlistFilesRepository(db: Queryable) {
  return {
    /**
     * The list's name and its owner's company name. Only for a list the caller may read (the
     * wishlist repository's accessOf decides that first).
     */
    async list(id: number): Promise<ListHeading | undefined> {
      const [row] = await db
        .select({
          id: wishlists.id,
          name: wishlists.name,
          name1: partners.name1,
          name2: partners.name2,
          nameShort: partners.nameShort,
        })
        .from(wishlists)
        .innerJoin(users, eq(users.id, wishlists.userId))
        .leftJoin(partners, eq(partners.id, users.partnerId))
        .where(eq(wishlists.id, id));
      if (!row) return undefined;
      const companyName =
        [row.name1, row.name2].filter(Boolean).join(' ').trim() || (row.nameShort ?? '');
      return { id: row.id, name: row.name, companyName };
    },

    /**
     * The list's products the shop lists (catalog status 1, as the favourites page shows them),
     * in the page's order: newest first.
     */
    async rows(listId: number): Promise<ListFileRow[]> {
      const rows = await db
        .select({
          productId: products.id,
          code: products.code,
          ean: products.ean,
          nameSl: products.nameSl,
          nameEn: products.nameEn,
          unit: products.retailUnitOfMeasure,
          quantity: wishlistProducts.quantity,
        })
        .from(wishlistProducts)
        .innerJoin(products, eq(products.id, wishlistProducts.productId))
        .where(
          and(
            eq(wishlistProducts.wishlistId, listId),
            eq(products.catalogStatus, SEARCH_CATALOG_STATUS),
          ),
        )
        .orderBy(desc(wishlistProducts.createdAt), asc(wishlistProducts.productId));
      return rows.map((r) => ({ ...r, quantity: Number(r.quantity) }));
    },
  };
}
export type WishlistFilesRepository = ReturnType<typeof createWishlistFilesRepository>;

export const wishlistFilesRepositoryPlugin = fp(
  (fastify: FastifyInstance) => {
    fastify.decorate('wishlistFilesRepository', createWishlistFilesRepository(fastify.db));
    return Promise.resolve();
  },
  {
    name: 'gradnik-api-wishlist-files-repository',
    dependencies: ['gradnik-api-db'],
    fastify: '5.x',
  },
);
