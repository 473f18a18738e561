// One Database type for both drivers (ARCHITECTURE.md "What runs"): PGlite embedded by
// default, PostgreSQL through `pg` when a URL is given. Code above this module never
// branches on the driver.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { schema } from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction handle as passed to `db.transaction(async (tx) => …)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Either a Database or a transaction on it: repositories accept both. */
export type Queryable = Database | Transaction;

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when set, PostgreSQL is used instead of PGlite. */
  url?: string;
  /** PGlite data directory (default `./data/pglite`, relative to the working directory). */
  dataDir?: string;
  /** PGlite in memory (tests); ignores dataDir. */
  memory?: boolean;
  /** pg Pool size (PostgreSQL only, default 10). */
  poolMax?: number;
}

interface HandleBase {
  db: Database;
  close(): Promise<void>;
}

/**
 * The raw client is exposed for the few things drizzle does not cover (running the
 * migrator, multi-statement SQL); application code uses `db`.
 */
export type DatabaseHandle =
  | (HandleBase & { kind: 'pglite'; client: PGlite })
  | (HandleBase & { kind: 'postgres'; client: pg.Pool });

export const DEFAULT_PGLITE_DIR = './data/pglite';

/** The contrib extensions the search module needs (ARCHITECTURE.md "Search"). */
const pgliteExtensions = { pg_trgm, unaccent };

export async function openDatabase(opts: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (opts.url) {
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: opts.poolMax ?? 10,
      // The shop's queries are short lookups; JIT compiling them costs more (~20 ms a query, seen
      // on the orders list's search, issue #12 bench) than it ever saves.
      options: '-c jit=off',
    });
    // Without a listener an idle client's network error would crash the process.
    pool.on('error', (err) => {
      console.error('[db] idle PostgreSQL client error:', err.message);
    });
    const db: Database = drizzleNodePg({ client: pool, schema });
    return { kind: 'postgres', db, client: pool, close: () => pool.end() };
  }

  let client: PGlite;
  if (opts.memory) {
    client = await PGlite.create({ extensions: pgliteExtensions });
  } else {
    const dataDir = opts.dataDir ?? DEFAULT_PGLITE_DIR;
    mkdirSync(dataDir, { recursive: true });
    client = await PGlite.create(dataDir, { extensions: pgliteExtensions });
  }
  const db: Database = drizzlePglite({ client, schema });
  return { kind: 'pglite', db, client, close: () => client.close() };
}

/**
 * Runs raw SQL and returns its rows. `db.execute` is typed `unknown` on the driver-neutral
 * Database type; both drivers answer with `{ rows }`, which this narrows once.
 */
export async function executeRows<T extends Record<string, unknown>>(
  db: Queryable,
  query: SQL,
): Promise<T[]> {
  const result = (await db.execute(query)) as { rows?: T[] };
  return result.rows ?? [];
}
