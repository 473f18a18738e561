// Storage of the favourites lists (issue #15; SPEC §3 Favourites list, §6, §7; decisions 038,
// 039). A list belongs to its owner, or — shared (wishlist_shares) — to the owner's company too.
// Every route first asks `accessOf(user, partner, list)`: 'owner', 'full', 'read' or null, and
// null is the routes' 404, so another user's unshared list or another company's list is
// answered exactly like an unknown one. The other helpers then take the list id the caller may
// use (the quick-order import and the list files call `accessOf` the same way).
//
// The default list: users created after the seed (invitations) have none, so it is made on
// first use with INSERT … ON CONFLICT DO NOTHING on the partial unique index (one default per
// user): any instance may do it at any time, concurrently, and exactly one row results.
// Name changes of one user run in a transaction that first locks that user's default list row,
// so two concurrent adds or renames cannot both pass the duplicate-name check (there is no
// unique index on names, and the schema is not ours to change).
import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { executeRows, type Database, type Queryable } from '@gradnik/db/connection';
import { products } from '@gradnik/db/schema/catalog';
import { wishlistProducts, wishlistShares, wishlists } from '@gradnik/db/schema/account';
import { users } from '@gradnik/db/schema/identity';
import { DEFAULT_WISHLIST_NAME, SEARCH_CATALOG_STATUS } from '@gradnik/domain/constants';
import { USER_ACTIVE } from '@gradnik/domain/user-management';
import { compareWishlists, wishlistNameKey } from '@gradnik/domain/wishlist';
import type { WishlistAccess, WishlistShareAccess } from '@gradnik/domain/wishlist-sharing';

export type { WishlistAccess, WishlistShareAccess } from '@gradnik/domain/wishlist-sharing';

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

/** A list as the caller sees it (decision 039): whose it is and what the caller may do. */
export interface WishlistListRow extends WishlistRow {
  access: WishlistAccess;
  /** Null for the caller's own lists. */
  owner: { id: number; name: string } | null;
  /** With how many colleagues an own list is shared; null for a list shared with the caller. */
  sharedWithCount: number | null;
}

/** A colleague (the share dialog's choice) or a share of a list. */
export interface ColleagueRow {
  id: number;
  name: string;
  email: string;
}
export interface ShareRow extends ColleagueRow {
  access: WishlistShareAccess;
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

/** 'Ana Novak': how the favourites show a colleague. */
function personName(firstname: string, lastname: string): string {
  return `${firstname} ${lastname}`.trim();
}

/** The lists the user owns or that are shared with them (the company check is the caller's). */
function visibleTo(userId: number): SQL {
  return sql`${wishlists.id} IN (SELECT id FROM wishlists WHERE user_id = ${userId}
    UNION ALL SELECT wishlist_id FROM wishlist_shares WHERE user_id = ${userId})`;
}

/** PostgreSQL's foreign_key_violation (23503), through drizzle's wrapper (`cause`) too. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth += 1) {
    if (typeof e === 'object' && 'code' in e && (e as { code?: unknown }).code === '23503')
      return true;
    e = typeof e === 'object' && 'cause' in e ? (e as { cause?: unknown }).cause : undefined;
  }
  return false;
}

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

  /** Lists with their product counts: a user's own, or one list by id. */
  async function summaries(q: Queryable, where: SQL | undefined): Promise<WishlistRow[]> {
    const rows = await q
      .select(summaryColumns)
      .from(wishlists)
      .leftJoin(wishlistProducts, eq(wishlistProducts.wishlistId, wishlists.id))
      .where(where)
      .groupBy(wishlists.id);
    return rows.map((r) => ({ ...r, productsCount: Number(r.productsCount) }));
  }

  /**
   * The lists the user may see (own and shared with them, of their company only), or one of
   * them: the summary, the owner and the caller's access. The counts are per-list subqueries:
   * a user has few lists (the product map, which must stay fast, is one join instead).
   */
  async function listItems(
    userId: number,
    partnerId: number,
    id?: number,
  ): Promise<WishlistListRow[]> {
    const rows = await db
      .select({
        id: wishlists.id,
        name: wishlists.name,
        isDefault: wishlists.isDefault,
        ownerId: wishlists.userId,
        firstname: users.firstname,
        lastname: users.lastname,
        shareAccess: wishlistShares.access,
        productsCount: sql<number>`(SELECT count(*) FROM wishlist_products p
          WHERE p.wishlist_id = ${wishlists.id})::int`,
        sharedWithCount: sql<number>`(SELECT count(*) FROM wishlist_shares s
          JOIN users u ON u.id = s.user_id
          WHERE s.wishlist_id = ${wishlists.id} AND u.partner_id = ${partnerId})::int`,
      })
      .from(wishlists)
      .innerJoin(users, eq(users.id, wishlists.userId))
      .leftJoin(
        wishlistShares,
        and(eq(wishlistShares.wishlistId, wishlists.id), eq(wishlistShares.userId, userId)),
      )
      .where(
        and(
          visibleTo(userId),
          eq(users.partnerId, partnerId),
          id === undefined ? undefined : eq(wishlists.id, id),
        ),
      );
    return rows.flatMap((r): WishlistListRow[] => {
      const own = r.ownerId === userId;
      const access: WishlistAccess | null = own ? 'owner' : r.shareAccess;
      if (access === null) return [];
      return [
        {
          id: r.id,
          name: r.name,
          isDefault: r.isDefault,
          productsCount: Number(r.productsCount),
          access,
          owner: own ? null : { id: r.ownerId, name: personName(r.firstname, r.lastname) },
          sharedWithCount: own ? Number(r.sharedWithCount) : null,
        },
      ];
    });
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

    /**
     * What the user may do with a list: 'owner', 'full' or 'read' (shared with them), or null —
     * not theirs, not shared with them, of another company, or unknown (the routes' 404). A
     * shared list counts only while its owner is of the caller's company (`partnerId`, the
     * token's). One indexed look-up; every route that names a list asks it first.
     */
    async accessOf(
      userId: number,
      partnerId: number,
      listId: number,
    ): Promise<WishlistAccess | null> {
      const [row] = await db
        .select({ ownerId: wishlists.userId, access: wishlistShares.access })
        .from(wishlists)
        .innerJoin(users, eq(users.id, wishlists.userId))
        .leftJoin(
          wishlistShares,
          and(eq(wishlistShares.wishlistId, wishlists.id), eq(wishlistShares.userId, userId)),
        )
        .where(and(eq(wishlists.id, listId), eq(users.partnerId, partnerId)));
      if (!row) return null;
      return row.ownerId === userId ? 'owner' : row.access;
    },

    /**
     * GET …/wishlist/user: the user's own lists (the default first, then by name), then the
     * lists shared with them, by owner and then in the same order.
     */
    async list(userId: number, partnerId: number): Promise<WishlistListRow[]> {
      await ensureDefault(db, userId);
      const rows = await listItems(userId, partnerId);
      const own = rows.filter((r) => r.owner === null).sort(compareWishlists);
      const shared = rows
        .filter((r) => r.owner !== null)
        .sort(
          (a, b) =>
            (a.owner?.name ?? '').localeCompare(b.owner?.name ?? '', 'sl', {
              sensitivity: 'base',
            }) ||
            (a.owner?.id ?? 0) - (b.owner?.id ?? 0) ||
            compareWishlists(a, b),
        );
      return [...own, ...shared];
    },

    /** One list as the user sees it (after `accessOf`); undefined if they may not. */
    async item(userId: number, partnerId: number, id: number) {
      return (await listItems(userId, partnerId, id))[0];
    },

    /** A list's summary by id: call after `accessOf` allowed it. */
    async summary(id: number): Promise<WishlistRow | undefined> {
      return (await summaries(db, eq(wishlists.id, id)))[0];
    },

    /** One list's products, newest first: call after `accessOf` allowed reading it. */
    async products(id: number): Promise<WishlistProductRow[]> {
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
      return items.map((i) => ({ ...i, quantity: Number(i.quantity) }));
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
        const row = (await summaries(tx, eq(wishlists.id, created.id)))[0];
        if (!row) throw new Error('created wishlist not found');
        return { outcome: 'ok', row } as const;
      });
    },

    /**
     * POST …/wishlist/edit/{id}: a new name for a named list (call after `accessOf` allowed the
     * change: the owner or a colleague with full access). Names are unique among the owner's
     * lists, so the owner's names are locked and compared, whoever renames.
     */
    async rename(id: number, name: string): Promise<NameOutcome> {
      const [owner] = await db
        .select({ userId: wishlists.userId })
        .from(wishlists)
        .where(eq(wishlists.id, id));
      if (!owner) return { outcome: 'not_found' };
      const userId = owner.userId;
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
        const row = (await summaries(tx, eq(wishlists.id, id)))[0];
        if (!row) return { outcome: 'not_found' } as const;
        return { outcome: 'ok', row } as const;
      });
    },

    /** DELETE …/wishlist/destroy/{id}: the owner's named list, its favourites and shares (cascade). */
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
     * GET …/wishlist/product/user: product → the lists holding it that the user can put products
     * in — their own and those shared with them with full access by a colleague of their company
     * (decision 039) — in one statement: the list ids are one uncorrelated set
     * (wishlists_user_id_idx, wishlist_shares_user_id_idx), then the (wishlist_id, product_id)
     * key finds their rows. No per-row subquery (bench scenario favorites-map).
     */
    /**
     * SPEC §7 GET wishlist/product/user as the answer's JSON array, built by the database: one
     * text value instead of a row per product that the driver parses (an array each) and Node
     * maps and stringifies again (issue #15 bench: a user with 5 000 favourites).
     */
    async productMapJson(userId: number, partnerId: number): Promise<string> {
      const result = await db.execute(sql`
        SELECT coalesce(
          json_agg(json_build_object('product_id', m.product_id, 'wishlists', m.wishlists)
            ORDER BY m.product_id),
          '[]'
        )::text AS json
        FROM (
          SELECT ${wishlistProducts.productId} AS product_id,
            array_agg(${wishlistProducts.wishlistId} ORDER BY ${wishlistProducts.wishlistId})
              AS wishlists
          FROM ${wishlistProducts}
          WHERE ${wishlistProducts.wishlistId} IN (
            SELECT id FROM wishlists WHERE user_id = ${userId}
            UNION ALL
            SELECT s.wishlist_id FROM wishlist_shares s
              JOIN wishlists w ON w.id = s.wishlist_id
              JOIN users o ON o.id = w.user_id
              WHERE s.user_id = ${userId} AND s.access = 'full' AND o.partner_id = ${partnerId})
          GROUP BY ${wishlistProducts.productId}
        ) m`);
      // Both drivers answer a raw query with its rows (pg's QueryResult, PGlite's Results).
      const { rows } = result as { rows: { json: string }[] };
      return rows[0]?.json ?? '[]';
    },

    /** GET …/wishlist/colleagues: the company's active users but the caller, by name. */
    async colleagues(userId: number, partnerId: number): Promise<ColleagueRow[]> {
      const rows = await db
        .select({
          id: users.id,
          firstname: users.firstname,
          lastname: users.lastname,
          email: users.email,
        })
        .from(users)
        .where(
          and(eq(users.partnerId, partnerId), eq(users.status, USER_ACTIVE), ne(users.id, userId)),
        );
      return rows
        .map((r) => ({ id: r.id, name: personName(r.firstname, r.lastname), email: r.email }))
        .sort(byName);
    },

    /** GET …/{id}/shares: the colleagues (of the owner's company) the list is shared with. */
    async shares(listId: number, partnerId: number): Promise<ShareRow[]> {
      const rows = await db
        .select({
          id: users.id,
          firstname: users.firstname,
          lastname: users.lastname,
          email: users.email,
          access: wishlistShares.access,
        })
        .from(wishlistShares)
        .innerJoin(users, eq(users.id, wishlistShares.userId))
        .where(and(eq(wishlistShares.wishlistId, listId), eq(users.partnerId, partnerId)));
      return rows
        .map((r) => ({
          id: r.id,
          name: personName(r.firstname, r.lastname),
          email: r.email,
          access: r.access,
        }))
        .sort(byName);
    },

    /**
     * POST …/{id}/shares: shares the list with `colleagueId` or changes their access, in one
     * statement that also checks they are an active user of the company (so a colleague disabled
     * at that moment is not given a share). 'not_colleague' when they are not; 'not_found' when
     * the list was deleted meanwhile (the foreign key refuses the row).
     */
    async share(
      listId: number,
      partnerId: number,
      colleagueId: number,
      access: WishlistShareAccess,
    ): Promise<ShareRow | 'not_colleague' | 'not_found'> {
      try {
        const [row] = await executeRows<{
          id: number;
          firstname: string;
          lastname: string;
          email: string;
          access: WishlistShareAccess;
        }>(
          db,
          sql`WITH upserted AS (
              INSERT INTO wishlist_shares (wishlist_id, user_id, access)
              SELECT ${listId}::int, u.id, ${access}::text FROM users u
              WHERE u.id = ${colleagueId} AND u.partner_id = ${partnerId}
                AND u.status = ${USER_ACTIVE}
              ON CONFLICT (wishlist_id, user_id) DO UPDATE SET access = EXCLUDED.access
              RETURNING user_id, access)
            SELECT u.id, u.firstname, u.lastname, u.email, upserted.access
            FROM upserted JOIN users u ON u.id = upserted.user_id`,
        );
        if (!row) return 'not_colleague';
        return {
          id: Number(row.id),
          name: personName(row.firstname, row.lastname),
          email: row.email,
          access: row.access,
        };
      } catch (error) {
        if (isForeignKeyViolation(error)) return 'not_found';
        throw error;
      }
    },

    /** DELETE …/{id}/shares/{userId}: removes the share, if there is one (idempotent). */
    async unshare(listId: number, userId: number): Promise<boolean> {
      const deleted = await db
        .delete(wishlistShares)
        .where(and(eq(wishlistShares.wishlistId, listId), eq(wishlistShares.userId, userId)))
        .returning({ userId: wishlistShares.userId });
      return deleted.length > 0;
    },
  };
}

function byName(a: ColleagueRow, b: ColleagueRow): number {
  return a.name.localeCompare(b.name, 'sl', { sensitivity: 'base' }) || a.id - b.id;
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
