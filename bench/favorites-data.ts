// Issue #15 "Benchmark": the product → lists map (SPEC §7 GET /api/customer/wishlist/product/user)
// of a user with 50 lists and 5 000 favourites. This gives the bench user (BENCH_USER) 49 named
// lists next to the default one, 100 products each, drawn from the catalogue so that many
// products sit on several lists, as favourites do. INSERT … SELECT inside the database, the same
// on PGlite and PostgreSQL, cached with the database.
import { sql, type SQL } from 'drizzle-orm';
import { executeRows, type DatabaseHandle, type Queryable } from '@gradnik/db/connection';
import { BENCH_USER } from './sign-in.ts';

export const BENCH_LISTS = 50;
export const BENCH_FAVOURITES = 5_000;
const PER_LIST = BENCH_FAVOURITES / BENCH_LISTS;
const NAME_PREFIX = 'Gradbišče ';

type Log = (message: string) => void;

async function one<T extends Record<string, unknown>>(db: Queryable, query: SQL) {
  const [row] = await executeRows<T>(db, query);
  if (!row) throw new Error('query returned no row');
  return row;
}

/** Adds the lists and favourites unless there. Returns the seconds it took (0 when cached). */
export async function ensureFavourites(handle: DatabaseHandle, log: Log): Promise<number> {
  const db = handle.db;
  const { id: userId } = await one<{ id: number }>(
    db,
    sql`SELECT id FROM users WHERE email = ${BENCH_USER}`,
  );
  const counts = await one<{ lists: number; favourites: number }>(
    db,
    sql`SELECT count(DISTINCT w.id)::int AS lists, count(p.product_id)::int AS favourites
        FROM wishlists w LEFT JOIN wishlist_products p ON p.wishlist_id = w.id
        WHERE w.user_id = ${userId}`,
  );
  if (counts.lists >= BENCH_LISTS && counts.favourites >= BENCH_FAVOURITES) {
    log(`reusing the bench user's ${counts.lists} lists with ${counts.favourites} favourites`);
    return 0;
  }
  log(`giving ${BENCH_USER} ${BENCH_LISTS} lists with ${BENCH_FAVOURITES} favourites…`);
  const started = performance.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM wishlists WHERE user_id = ${userId} AND NOT is_default`);
    await tx.execute(sql`DELETE FROM wishlist_products
      WHERE wishlist_id IN (SELECT id FROM wishlists WHERE user_id = ${userId})`);
    await tx.execute(sql`INSERT INTO wishlists (user_id, name, is_default)
      SELECT ${userId}::int, 'Priljubljeni', true
      WHERE NOT EXISTS (SELECT 1 FROM wishlists WHERE user_id = ${userId} AND is_default)`);
    await tx.execute(sql`INSERT INTO wishlists (user_id, name, is_default)
      SELECT ${userId}::int, ${NAME_PREFIX} || lpad(g::text, 2, '0'), false
      FROM generate_series(1, ${BENCH_LISTS - 1}::int) g`);
    // List k takes 100 products from a window that moves by 60: neighbouring lists share 40.
    await tx.execute(sql`WITH lists AS (
        SELECT id, (row_number() OVER (ORDER BY is_default DESC, id))::int - 1 AS k
        FROM wishlists WHERE user_id = ${userId}
      ), pool AS (
        SELECT id, (row_number() OVER (ORDER BY id))::int - 1 AS n, count(*) OVER () AS total
        FROM products WHERE catalog_status = 1
      )
      INSERT INTO wishlist_products (wishlist_id, product_id, quantity)
      SELECT l.id, p.id, 1
      FROM lists l CROSS JOIN generate_series(0, ${PER_LIST - 1}::int) AS j
      JOIN pool p ON p.n = (l.k * 60 + j) % p.total`);
  });
  await db.execute(sql`ANALYZE wishlists`);
  await db.execute(sql`ANALYZE wishlist_products`);
  const took = (performance.now() - started) / 1000;
  log(`lists and favourites added in ${took.toFixed(1)} s`);
  return took;
}
