// `npm start`: configuration, database (PGlite in DATA_DIR, or PostgreSQL with DATABASE_URL),
// migrations, demo data on the first start, then the whole shop on one port (in WEB_CONCURRENCY
// worker processes with PostgreSQL, docs/decisions/010-worker-processes.md).
// First: sets NODE_ENV before React and React Router are loaded.
import './node-env.ts';
import path from 'node:path';
import { ConfigError as ApiConfigError, loadApiConfig } from '@gradnik/api/config';
import { openDatabase, type DatabaseHandle } from '@gradnik/db/connection';
import { readErpConfig } from '@gradnik/erp/config';
import { migrateDatabase } from '@gradnik/db/migrate';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@gradnik/db/seed/demo-accounts';
import { refreshDemoListPrices } from '@gradnik/db/seed/list-prices';
import { isSeeded, seedDatabase } from '@gradnik/db/seed/seed';
import {
  isClusterPrimary,
  isClusterWorker,
  reportListening,
  runPrimary,
  workerCount,
} from './cluster.ts';
import { ConfigError, loadServerEnv, type ServerEnv } from './config.ts';
import { resolveSecrets } from './secrets.ts';
import { createServer, LOG_OPTIONS } from './server.ts';

/** Migrations, and demo data on the first start (once, before any worker starts). */
async function prepareDatabase(database: DatabaseHandle, env: ServerEnv): Promise<void> {
  await migrateDatabase(database);
  if (!(await isSeeded(database.db))) {
    console.log(`Loading demo data (${env.SEED_PRODUCTS} products)…`);
    const started = Date.now();
    await seedDatabase(database.db, { products: env.SEED_PRODUCTS });
    console.log(`Demo data ready in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } else if (!env.ERP_URL) {
    // Demo data seeded before list prices existed (migration 0009) or before the believable
    // price list (decision 019): brought up to the seed's price list; 0 rows once it is.
    const changed = await refreshDemoListPrices(database.db);
    if (changed > 0) console.log(`Updated the demo list price of ${changed} products.`);
  }
}

function openConfiguredDatabase(env: ServerEnv): Promise<DatabaseHandle> {
  return openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: path.join(env.DATA_DIR, 'pglite') },
  );
}

function printBanner(env: ServerEnv, database: string, processes: number): void {
  const shown = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  const address = env.PUBLIC_URL ?? `http://${shown}:${env.PORT}`;
  const workers = processes > 1 ? `, ${processes} worker processes` : '';
  console.log(
    `\nGradnik is running at ${address}  (database: ${database}${env.ERP_URL ? '' : ', ERP simulator'}${workers})`,
  );
  console.log(`Demo logins (password ${DEMO_PASSWORD}):`);
  for (const account of DEMO_ACCOUNTS)
    console.log(`  ${account.email.padEnd(18)} ${account.description}`);
}

async function main(): Promise<void> {
  const env = loadServerEnv();
  const secrets = await resolveSecrets(env.DATA_DIR, {
    authSecret: env.AUTH_SECRET,
    jwtSecret: env.JWT_SECRET,
  });
  if (env.TRUST_PROXY && !env.PUBLIC_URL && !isClusterWorker()) {
    // web-bridge.ts: without PUBLIC_URL only this machine's own names are taken from a request.
    console.warn('TRUST_PROXY is set without PUBLIC_URL: set PUBLIC_URL to the public address.');
  }
  // docs/decisions/010-worker-processes.md: WEB_CONCURRENCY processes with PostgreSQL.
  const processes = workerCount(env.WEB_CONCURRENCY, env.DATABASE_URL ? 'postgres' : 'pglite');
  if (env.WEB_CONCURRENCY > 1 && processes === 1) {
    console.warn('WEB_CONCURRENCY is ignored with PGlite (one process owns the database).');
  }
  if (processes > 1 && isClusterPrimary()) {
    const database = await openConfiguredDatabase(env);
    try {
      await prepareDatabase(database, env);
    } finally {
      await database.close();
    }
    runPrimary(processes, { onListening: (n) => printBanner(env, 'postgres', n) });
    return;
  }

  // The API reads the same mode and the secret resolved above (generated when not given).
  const api = loadApiConfig({
    ...process.env,
    NODE_ENV: env.NODE_ENV,
    JWT_SECRET: secrets.jwtSecret,
  });
  const database = await openConfiguredDatabase(env);
  // Workers start on a database their primary has prepared.
  if (!isClusterWorker()) await prepareDatabase(database, env);

  const app = await createServer({
    database,
    api,
    authSecret: secrets.authSecret,
    publicUrl: env.PUBLIC_URL,
    listenHost: env.HOST,
    erpUrl: env.ERP_URL,
    erp: readErpConfig(process.env),
    oidc: env.OIDC_ISSUER
      ? {
          issuer: env.OIDC_ISSUER,
          clientId: env.OIDC_CLIENT_ID ?? '',
          clientSecret: env.OIDC_CLIENT_SECRET,
        }
      : undefined,
    trustProxy: env.TRUST_PROXY,
    logger: { level: env.LOG_LEVEL, ...LOG_OPTIONS },
    mode: env.NODE_ENV,
  });

  const shutdown = (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    void app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  if (isClusterWorker()) reportListening();
  else printBanner(env, database.kind, 1);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof ApiConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
