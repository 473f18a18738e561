// Storage side of the quick-order pad and the list import (issue #15; decision 040): the
// products behind many codes and EANs in ONE query (exact matches on the unique code index and
// products_ean_idx: a bitmap OR of two index scans, whatever the number of lines), and the
// import's write into a favourites list. Which list the caller may change is the favourites
// module's gate (wishlist/access.ts `requireWishlistAccess`), asked by the route first.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '@gradnik/db/connection';
import { productUnitColumns } from '@gradnik/db/product-unit-columns';
import { wishlistProducts } from '@gradnik/db/schema/account';
import { products } from '@gradnik/db/schema/catalog';
import { SEARCH_CATALOG_STATUS } from '@gradnik/domain/constants';

declare module 'fastify' {
  interface FastifyInstance {
    quickOrderRepository: QuickOrderRepository;
  }
}

const matchColumns = {
  id: products.id,
  code: products.code,
  ean: products.ean,
  nameSl: products.nameSl,
  nameEn: products.nameEn,
  vat: products.vat,
  ...productUnitColumns,
};

export type MatchedProduct = Pick<typeof products.$inferSelect, keyof typeof matchColumns>;

export function createQuickOrderRepository(db: Database) {
  return {
    /**
     * Token → product for every token that is a listed product's code or EAN (catalog status 1,
     * SPEC §9: what the shop offers). A code wins over an EAN when a token is both.
     */
    async byTokens(tokens: readonly string[]): Promise<Map<string, MatchedProduct>> {
      const distinct = [...new Set(tokens)];
      const found = new Map<string, MatchedProduct>();
      if (distinct.length === 0) return found;
      const rows = await db
        .select(matchColumns)
        .from(products)
        .where(
          and(
            eq(products.catalogStatus, SEARCH_CATALOG_STATUS),
            or(inArray(products.code, distinct), inArray(products.ean, distinct)),
          ),
        );
      for (const row of rows) if (row.ean !== null && !found.has(row.ean)) found.set(row.ean, row);
      for (const row of rows) found.set(row.code, row);
      return found;
    },

    /**
     * Puts the products into the list with the file's quantities (a product already there gets
     * the file's quantity: importing a list's own export restores it rather than doubling it).
     * One transaction; counts what was added and what updated.
     */
    async importIntoList(
      listId: number,
      items: readonly { productId: number; quantity: number }[],
    ): Promise<{ added: number; updated: number }> {
      if (items.length === 0) return { added: 0, updated: 0 };
      return db.transaction(async (tx) => {
        const ids = items.map((item) => item.productId);
        const present = await tx
          .select({ productId: wishlistProducts.productId })
          .from(wishlistProducts)
          .where(
            and(eq(wishlistProducts.wishlistId, listId), inArray(wishlistProducts.productId, ids)),
          )
          .for('update');
        const existing = new Set(present.map((row) => row.productId));
        // Chunks keep each statement's parameters well below PostgreSQL's 65 535.
        for (let start = 0; start < items.length; start += 1_000) {
          const chunk = items.slice(start, start + 1_000);
          await tx
            .insert(wishlistProducts)
            .values(chunk.map((item) => ({ wishlistId: listId, ...item })))
            .onConflictDoUpdate({
              target: [wishlistProducts.wishlistId, wishlistProducts.productId],
              set: { quantity: sql`excluded.quantity` },
            });
        }
        const updated = items.filter((item) => existing.has(item.productId)).length;
        return { added: items.length - updated, updated };
      });
    },
  };
}
export type QuickOrderRepository = ReturnType<typeof createQuickOrderRepository>;

export const quickOrderRepositoryPlugin = fp(
  (fastify: FastifyInstance) => {
    fastify.decorate('quickOrderRepository', createQuickOrderRepository(fastify.db));
    return Promise.resolve();
  },
  {
    name: 'gradnik-api-quick-order-repository',
    dependencies: ['gradnik-api-db'],
    fastify: '5.x',
  },
);
