// `npm start`: configuration, database (PGlite in DATA_DIR, or PostgreSQL with DATABASE_URL),
// migrations, demo data on the first start, then the whole shop on one port.
import path from 'node:path';
import { loadApiConfig } from '@gradnik/api/config';
import { openDatabase } from '@gradnik/db/connection';
import { readErpConfig } from '@gradnik/erp/config';
import { migrateDatabase } from '@gradnik/db/migrate';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@gradnik/db/seed/demo-accounts';
import { isSeeded, seedDatabase } from '@gradnik/db/seed/seed';
import { ConfigError, loadServerEnv } from './config.ts';
import { resolveSecrets } from './secrets.ts';
import { createServer, LOG_REDACT } from './server.ts';

async function main(): Promise<void> {
  const env = loadServerEnv();
  const secrets = await resolveSecrets(env.DATA_DIR, {
    authSecret: env.AUTH_SECRET,
    jwtSecret: env.JWT_SECRET,
  });
  const api = {
    ...loadApiConfig(process.env),
    jwtSecret: secrets.jwtSecret,
    jwtSecretGenerated: false,
  };

  const database = await openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: path.join(env.DATA_DIR, 'pglite') },
  );
  await migrateDatabase(database);
  if (!(await isSeeded(database.db))) {
    console.log(`Loading demo data (${env.SEED_PRODUCTS} products)…`);
    const started = Date.now();
    await seedDatabase(database.db, { products: env.SEED_PRODUCTS });
    console.log(`Demo data ready in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }

  const app = await createServer({
    database,
    api,
    authSecret: secrets.authSecret,
    publicUrl: env.PUBLIC_URL,
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
    logger: { level: env.LOG_LEVEL, redact: LOG_REDACT },
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
  const shown = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  const address = env.PUBLIC_URL ?? `http://${shown}:${env.PORT}`;
  console.log(
    `\nGradnik is running at ${address}  (database: ${database.kind}${env.ERP_URL ? '' : ', ERP simulator'})`,
  );
  console.log(`Demo logins (password ${DEMO_PASSWORD}):`);
  for (const account of DEMO_ACCOUNTS)
    console.log(`  ${account.email.padEnd(18)} ${account.description}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
