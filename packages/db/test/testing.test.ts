// createTestDatabase is what other packages' tests start from.
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { products } from '../src/schema/catalog.ts';
import { users } from '../src/schema/identity.ts';
import { createTestDatabase, TEST_PRODUCTS } from '../src/testing.ts';

describe('createTestDatabase', () => {
  it('gives a migrated, seeded database and isolates instances', async () => {
    const started = performance.now();
    const a = await createTestDatabase();
    const b = await createTestDatabase();
    const elapsed = performance.now() - started;
    try {
      const [n] = await a.db.select({ n: count() }).from(products);
      expect(n?.n).toBe(TEST_PRODUCTS);
      await a.db
        .update(users)
        .set({ firstname: 'Spremenjeno' })
        .where(eq(users.email, 'uprava@demo.si'));
      const [other] = await b.db.select().from(users).where(eq(users.email, 'uprava@demo.si'));
      expect(other?.firstname).toBe('Mojca');
      expect(a.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
      console.log(`[testing] two test databases in ${Math.round(elapsed)} ms (${a.kind})`);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('can be empty (migrations only)', async () => {
    const db = await createTestDatabase({ empty: true });
    try {
      const [n] = await db.db.select({ n: count() }).from(users);
      expect(n?.n).toBe(0);
    } finally {
      await db.close();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)('drops its PostgreSQL database on close', async () => {
    const db = await createTestDatabase({ empty: true });
    if (db.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const name = (await db.client.query<{ d: string }>('SELECT current_database() AS d')).rows[0]
      ?.d;
    expect(name).toMatch(/^gradnik_t_[0-9a-f]{12}$/);
    await db.close();
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const left = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      expect(left.rowCount).toBe(0);
    } finally {
      await admin.end();
    }
  });
});
