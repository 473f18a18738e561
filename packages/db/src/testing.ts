// Throw-away databases for tests of any package (ARCHITECTURE.md: tests run on PGlite and on
// PostgreSQL). With TEST_DATABASE_URL set, each call creates a uniquely named database on
// that server and drops it on close(); otherwise an in-memory PGlite.
//
// PGlite start-up dominates test time (~2 s to initdb on a 2-core machine, plus migrate and
// seed), so the first call for a given schema/seed writes a snapshot of the migrated and
// seeded cluster to the OS temp directory; later calls — in any test worker — load it (~1 s).
// The snapshot key hashes the migrations, the seed sources and the options, so a change to
// any of them builds a new one. GRADNIK_TEST_DB_CACHE=0 turns the cache off.
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseHandle } from './connection.ts';
import { MIGRATIONS_FOLDER, migrateDatabase } from './migrate.ts';
import { schema } from './schema.ts';
import { DEFAULT_SEED, seedDatabase, startOfUtcDay } from './seed/seed.ts';

/** Small enough that a test file starts fast, large enough that every category has products. */
export const TEST_PRODUCTS = 60;

export interface TestDatabaseOptions {
  /** Number of demo products (default TEST_PRODUCTS). */
  products?: number;
  /** PRNG seed of the demo data (default DEFAULT_SEED). */
  seed?: number;
  /** Reference "now" of the demo data (default: start of the current UTC day). */
  referenceDate?: Date;
  /** Only migrate, insert no demo data. */
  empty?: boolean;
}

export async function createTestDatabase(
  options: TestDatabaseOptions = {},
): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? createPostgresTestDatabase(url, options) : createPgliteTestDatabase(options);
}

async function fill(db: Database, options: TestDatabaseOptions): Promise<void> {
  if (options.empty) return;
  await seedDatabase(db, {
    products: options.products ?? TEST_PRODUCTS,
    seed: options.seed ?? DEFAULT_SEED,
    referenceDate: options.referenceDate ?? startOfUtcDay(),
  });
}

async function createPostgresTestDatabase(
  url: string,
  options: TestDatabaseOptions,
): Promise<DatabaseHandle> {
  const name = `gradnik_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openDatabase({ url: target.toString(), poolMax: 5 });
  const drop = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      // WITH (FORCE) (PostgreSQL 13+) also ends connections a test forgot to release.
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } finally {
      await client.end();
    }
  };
  try {
    await migrateDatabase(handle);
    await fill(handle.db, options);
  } catch (err) {
    await handle.close();
    await drop();
    throw err;
  }
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await drop();
    },
  };
}

const extensions = { pg_trgm, unaccent };

function wrapPglite(client: PGlite): DatabaseHandle {
  return { kind: 'pglite', client, db: drizzle({ client, schema }), close: () => client.close() };
}

async function createPgliteTestDatabase(options: TestDatabaseOptions): Promise<DatabaseHandle> {
  const cacheFile = process.env.GRADNIK_TEST_DB_CACHE === '0' ? null : snapshotPath(options);
  if (cacheFile) {
    try {
      const snapshot = readFileSync(cacheFile);
      return wrapPglite(await PGlite.create({ extensions, loadDataDir: new Blob([snapshot]) }));
    } catch {
      // No snapshot yet (or unreadable): build one below.
    }
  }
  const handle = await openDatabase({ memory: true });
  await migrateDatabase(handle);
  await fill(handle.db, options);
  if (cacheFile && handle.kind === 'pglite') {
    const dump = await handle.client.dumpDataDir('gzip');
    mkdirSync(path.dirname(cacheFile), { recursive: true });
    // Write then rename: parallel test workers never read a half-written snapshot.
    const tmp = `${cacheFile}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    renameSync(tmp, cacheFile);
  }
  return handle;
}

// Everything the snapshot's content depends on: this package's sources (schema, seed,
// password hashing), its migrations and the EAN rules the seed uses.
const DB_SOURCES = fileURLToPath(new URL('.', import.meta.url));
const EAN_SOURCE = fileURLToPath(new URL('../../domain/src/ean.ts', import.meta.url));

function snapshotPath(options: TestDatabaseOptions): string {
  const hash = createHash('sha256');
  hash.update(
    JSON.stringify({
      v: 1,
      products: options.empty ? 0 : (options.products ?? TEST_PRODUCTS),
      seed: options.seed ?? DEFAULT_SEED,
      referenceDate: (options.referenceDate ?? startOfUtcDay()).toISOString(),
      empty: options.empty ?? false,
    }),
  );
  const files = [
    ...listFiles(MIGRATIONS_FOLDER),
    ...listFiles(DB_SOURCES).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')),
    EAN_SOURCE,
  ].sort();
  for (const file of files) {
    hash.update(file);
    hash.update(readFileSync(file));
  }
  return path.join(os.tmpdir(), 'gradnik-test-db', `${hash.digest('hex').slice(0, 24)}.tar.gz`);
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}
