// The full path the server takes on first start, on a fresh in-memory PGlite (no snapshot).
import { count, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { executeRows, openDatabase } from '../src/connection.ts';
import { migrateDatabase } from '../src/migrate.ts';
import { products } from '../src/schema/catalog.ts';
import { isSeeded, resetDatabase, seedDatabase } from '../src/seed/seed.ts';

describe('migrate and seed on PGlite', () => {
  it('migrates (with pg_trgm, unaccent, f_unaccent), seeds, refuses to seed twice and resets', async () => {
    const handle = await openDatabase({ memory: true });
    try {
      await migrateDatabase(handle);
      // Running the migrations again is a no-op.
      await migrateDatabase(handle);
      const [ext] = await executeRows<{ unaccented: string; sim: number }>(
        handle.db,
        sql`SELECT f_unaccent('Čebelji vosek, šivanka, žaga') AS unaccented, similarity('ploscice', 'ploščice') AS sim`,
      );
      expect(ext?.unaccented).toBe('Cebelji vosek, sivanka, zaga');
      expect(isSeeded).toBeTypeOf('function');
      expect(await isSeeded(handle.db)).toBe(false);

      const report = await seedDatabase(handle.db, { products: 120, seed: 3 });
      expect(report.products).toBe(120);
      expect(await isSeeded(handle.db)).toBe(true);
      await expect(seedDatabase(handle.db, { products: 10 })).rejects.toThrow(/already holds data/);

      await resetDatabase(handle.db);
      expect(await isSeeded(handle.db)).toBe(false);
      await seedDatabase(handle.db, { products: 30, seed: 3 });
      const [row] = await handle.db.select({ n: count() }).from(products);
      expect(row?.n).toBe(30);
    } finally {
      await handle.close();
    }
  });
});
