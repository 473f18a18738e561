// `npm run db:seed [-- --products 100000 --reset --seed 42]`: migrates and fills the database
// with demo data. PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/pglite
// (the same variables as the server, apps/server/src/config.ts).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../connection.ts';
import { migrateDatabase } from '../migrate.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo-accounts.ts';
import {
  DEFAULT_PRODUCTS,
  DEFAULT_SEED,
  isSeeded,
  resetDatabase,
  seedDatabase,
} from '../seed/seed.ts';

const USAGE = `Usage: node --import tsx packages/db/src/cli/seed.ts [--products N] [--seed N] [--reset]

  --products N  number of products (default: SEED_PRODUCTS or ${DEFAULT_PRODUCTS})
  --seed N      PRNG seed (default ${DEFAULT_SEED}); same seed and day → same data
  --reset       empty all tables first (otherwise a database with data is left alone)

Environment: DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite in DATA_DIR/pglite, default ./data).`;

function positiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`${name} must be a non-negative integer, got '${raw}'.\n\n${USAGE}`);
    process.exit(2);
  }
  return n;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' },
      seed: { type: 'string' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const products = positiveInt(
    '--products',
    values.products,
    positiveInt('SEED_PRODUCTS', process.env.SEED_PRODUCTS, DEFAULT_PRODUCTS),
  );
  const seed = positiveInt('--seed', values.seed, DEFAULT_SEED);
  const url = process.env.DATABASE_URL || undefined;
  const dataDir = path.join(process.env.DATA_DIR || './data', 'pglite');

  const started = performance.now();
  const handle = await openDatabase(url ? { url } : { dataDir });
  try {
    console.log(url ? 'Database: PostgreSQL (DATABASE_URL)' : `Database: PGlite in ${dataDir}`);
    await migrateDatabase(handle);
    if (await isSeeded(handle.db)) {
      if (!values.reset) {
        console.log('The database already holds data; nothing done (use --reset to replace it).');
        return;
      }
      console.log('Emptying all tables…');
      await resetDatabase(handle.db);
    }
    console.log(`Seeding ${products} products (seed ${seed})…`);
    const report = await seedDatabase(handle.db, { products, seed });
    console.log(
      `Done: ${report.products} products, ${report.productAttributeOptions} product options, ` +
        `${report.categories} categories, ${report.partners} partners, ${report.users} users, ` +
        `${report.orders} orders/inquiries. Generated in ${report.generateMs} ms, inserted in ` +
        `${report.insertMs} ms; total ${Math.round(performance.now() - started)} ms.`,
    );
    console.log(`Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const a of DEMO_ACCOUNTS)
      console.log(`  ${a.email.padEnd(18)} ${a.role.padEnd(18)} ${a.description}`);
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
