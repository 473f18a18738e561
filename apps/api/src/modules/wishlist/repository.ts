// Storage of the favourites lists (issue #15; SPEC §3 Favourites list, §6, §7; decision 038).
// Every query is scoped by the owner's user id: a list id that is not the caller's own finds
// nothing, so the routes answer 404 for another user's list exactly as for an unknown one.
//
// The default list: users created after the seed (invitations) have none, so it is made on
// first use with INSERT … ON CONFLICT DO NOTHING on the partial unique index (one default per
// user): any instance may do it at any time, concurrently, and exactly one row results.
// Name changes of one user run in a transaction that first locks that user's default list row,
// so two concurrent adds or renames cannot both pass the duplicate-name check (there is no
// unique index on names, and the schema is not ours to change).
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Queryable } from '@gradnik/db/connection';
import { products } from '@gradnik/db/schema/catalog';
import { wishlistProducts, wishlists } from '@gradnik/db/schema/account';
import { DEFAULT_WISHLIST_NAME, SEARCH_CATALOG_STATUS } from '@gradnik/domain/constants';
import { compareWishlists, wishlistNameKey } from '@gradnik/domain/wishlist';

declare module 'fastify' {
  interface FastifyInstance {
    wishlistRepository: WishlistRepository;
  }
}

export interface WishlistRow {
  id: number;
  name: string;
  isDefault: boolean;
  productsCount: number;
}

export interface WishlistProductRow {
  productId: number;
  code: string;
  quantity: number;
  addedAt: Date;
}

export type NameOutcome =
  | { outcome: 'ok'; row: WishlistRow }
  | { outcome: 'duplicate' }
  | { outcome: 'not_found' }
  | { outcome: 'default' };

const summaryColumns = {
  id: wishlists.id,
  name: wishlists.name,
  isDefault: wishlists.isDefault,
  productsCount: count(wishlistProducts.productId),
};

export function createWishlistRepository(db: Database) {
  /** Makes the user's default list if it is missing (idempotent, safe under concurrency). */
  async function ensureDefault(q: Queryable, userId: number): Promise<void> {
    await q
      .insert(wishlists)
      .values({ userId, name: DEFAULT_WISHLIST_NAME, isDefault: true })
      .onConflictDoNothing({ target: wishlists.userId, where: sql`is_default` });
  }

  /** The user's lists with their product counts (optionally one list). */
  async function summaries(q: Queryable, userId: number, id?: number): Promise<WishlistRow[]> {
    const rows = await q
      .select(summaryColumns)
      .from(wishlists)
      .leftJoin(wishlistProducts, eq(wishlistProducts.wishlistId, wishlists.id))
      .where(
        id === undefined
          ? eq(wishlists.userId, userId)
          : and(eq(wishlists.userId, userId), eq(wishlists.id, id)),
      )
      .groupBy(wishlists.id);
    return rows.map((r) => ({ ...r, productsCount: Number(r.productsCount) }));
  }

  /**
   * Runs `change` for one user's names in a transaction holding the lock on the user's default
   * list, with the user's other lists' name keys.
   */
  async function withNames<T>(
    userId: number,
    change: (tx: Queryable, lists: { id: number; key: string; isDefault: boolean }[]) => Promise<T>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      await ensureDefault(tx, userId);
      await tx
        .select({ id: wishlists.id })
        .from(wishlists)
        .where(and(eq(wishlists.userId, userId), eq(wishlists.isDefault, true)))
        .for('update');
      const lists = await tx
        .select({ id: wishlists.id, name: wishlists.name, isDefault: wishlists.isDefault })
        .from(wishlists)
        .where(eq(wishlists.userId, userId));
      return change(
        tx,
        lists.map((l) => ({ id: l.id, key: wishlistNameKey(l.name), isDefault: l.isDefault })),
      );
    });
  }

  return {
    ensureDefault: (userId: number) => ensureDefault(db, userId),

    /** GET …/wishlist/user: the default list first, then by name. */
    async list(userId: number): Promise<WishlistRow[]> {
      await ensureDefault(db, userId);
      const rows = await summaries(db, userId);
      return rows.sort(compareWishlists);
    },

    async summary(userId: number, id: number): Promise<WishlistRow | undefined> {
      return (await summaries(db, userId, id))[0];
    },

    /** One list with its products, newest first; undefined if it is not the user's. */
    async detail(
      userId: number,
      id: number,
    ): Promise<{ row: WishlistRow; products: WishlistProductRow[] } | undefined> {
      const row = (await summaries(db, userId, id))[0];
      if (!row) return undefined;
      const items = await db
        .select({
          productId: wishlistProducts.productId,
          code: products.code,
          quantity: wishlistProducts.quantity,
          addedAt: wishlistProducts.createdAt,
        })
        .from(wishlistProducts)
        .innerJoin(products, eq(products.id, wishlistProducts.productId))
        .where(eq(wishlistProducts.wishlistId, id))
        .orderBy(desc(wishlistProducts.createdAt), asc(wishlistProducts.productId));
      return { row, products: items.map((i) => ({ ...i, quantity: Number(i.quantity) })) };
    },

    /** POST …/wishlist/add: a named list (never a default one). */
    async create(userId: number, name: string): Promise<NameOutcome> {
      return withNames(userId, async (tx, lists) => {
        const key = wishlistNameKey(name);
        if (lists.some((l) => l.key === key)) return { outcome: 'duplicate' } as const;
        const [created] = await tx
          .insert(wishlists)
          .values({ userId, name, isDefault: false })
          .returning({ id: wishlists.id });
        if (!created) throw new Error('wishlist insert returned no row');
        const row = (await summaries(tx, userId, created.id))[0];
        if (!row) throw new Error('created wishlist not found');
        return { outcome: 'ok', row } as const;
      });
    },

    /** POST …/wishlist/edit/{id}: a new name for a named list. */
    async rename(userId: number, id: number, name: string): Promise<NameOutcome> {
      return withNames(userId, async (tx, lists) => {
        const list = lists.find((l) => l.id === id);
        if (!list) return { outcome: 'not_found' } as const;
        if (list.isDefault) return { outcome: 'default' } as const;
        const key = wishlistNameKey(name);
        if (lists.some((l) => l.id !== id && l.key === key))
          return { outcome: 'duplicate' } as const;
        await tx
          .update(wishlists)
          .set({ name })
          .where(and(eq(wishlists.id, id), eq(wishlists.userId, userId)));
        const row = (await summaries(tx, userId, id))[0];
        if (!row) return { outcome: 'not_found' } as const;
        return { outcome: 'ok', row } as const;
      });
    },

    /** DELETE …/wishlist/destroy/{id}: a named list and its favourites (cascade). */
    async destroy(userId: number, id: number): Promise<'deleted' | 'not_found' | 'default'> {
      const [list] = await db
        .select({ isDefault: wishlists.isDefault })
        .from(wishlists)
        .where(and(eq(wishlists.id, id), eq(wishlists.userId, userId)));
      if (!list) return 'not_found';
      if (list.isDefault) return 'default';
      const deleted = await db
        .delete(wishlists)
        .where(
          and(eq(wishlists.id, id), eq(wishlists.userId, userId), eq(wishlists.isDefault, false)),
        )
        .returning({ id: wishlists.id });
      return deleted.length > 0 ? 'deleted' : 'not_found';
    },

    /** Of `ids`, those that name no listed product (catalogue status 1). */
    async unknownProducts(ids: number[]): Promise<number[]> {
      const found = await db
        .select({ id: products.id })
        .from(products)
        .where(and(inArray(products.id, ids), eq(products.catalogStatus, SEARCH_CATALOG_STATUS)));
      const known = new Set(found.map((p) => p.id));
      return ids.filter((id) => !known.has(id));
    },

    /** Adds products to a list; those already in it keep their row (idempotent). */
    async addProducts(listId: number, ids: number[], quantity: number): Promise<void> {
      await db
        .insert(wishlistProducts)
        .values(ids.map((productId) => ({ wishlistId: listId, productId, quantity })))
        .onConflictDoNothing();
    },

    /** Removes products from a list; ids not in it are ignored. */
    async removeProducts(listId: number, ids: number[]): Promise<void> {
      await db
        .delete(wishlistProducts)
        .where(
          and(eq(wishlistProducts.wishlistId, listId), inArray(wishlistProducts.productId, ids)),
        );
    },

    /**
     * GET …/wishlist/product/user: product → the user's lists holding it, in one statement
     * (wishlists_user_id_idx finds the lists, the (wishlist_id, product_id) key their rows).
     */
    async productMap(userId: number): Promise<{ productId: number; wishlists: number[] }[]> {
      const rows = await db
        .select({
          productId: wishlistProducts.productId,
          wishlists: sql<
            number[]
          >`array_agg(${wishlistProducts.wishlistId} order by ${wishlistProducts.wishlistId})`,
        })
        .from(wishlistProducts)
        .innerJoin(wishlists, eq(wishlists.id, wishlistProducts.wishlistId))
        .where(eq(wishlists.userId, userId))
        .groupBy(wishlistProducts.productId)
        .orderBy(wishlistProducts.productId);
      return rows.map((r) => ({ productId: r.productId, wishlists: r.wishlists.map(Number) }));
    },
  };
}

export type WishlistRepository = ReturnType<typeof createWishlistRepository>;

export const wishlistRepositoryPlugin = fp(
  (fastify: FastifyInstance) => {
    fastify.decorate('wishlistRepository', createWishlistRepository(fastify.db));
    return Promise.resolve();
  },
  {
    name: 'gradnik-api-wishlist-repository',
    dependencies: ['gradnik-api-db'],
    fastify: '5.x',
  },
);
