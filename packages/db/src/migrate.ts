// Migrations run in-process on both drivers: `drizzle-kit migrate` fails silently on PGlite
// when a migration creates contrib extensions (STACK-NOTES.md "Gotchas").
import { fileURLToPath } from 'node:url';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './connection.ts';

/** packages/db/migrations, independent of the process's working directory. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.kind === 'pglite') {
    await migratePglite(drizzlePglite({ client: handle.client }), config);
  } else {
    await migrateNodePg(drizzleNodePg({ client: handle.client }), config);
  }
}
