// The shop API on its own (ARCHITECTURE.md: web and API can scale separately):
// node --import tsx apps/api/src/main.ts. Listens on API_PORT (default 3001).
import { join } from 'node:path';
import { openDatabase } from '@gradnik/db/connection';
import { migrateDatabase } from '@gradnik/db/migrate';
import { buildApi } from './app.ts';
import { ConfigError, loadApiConfig, type ApiConfig } from './config.ts';

function configOrExit(): ApiConfig {
  try {
    return loadApiConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = configOrExit();
const handle = await openDatabase({
  url: config.databaseUrl,
  dataDir: join(config.dataDir, 'pglite'),
});
await migrateDatabase(handle);
const app = await buildApi({ db: handle.db, config });
if (config.jwtSecretGenerated) {
  app.log.warn('JWT_SECRET is not set: using a random key, tokens end with this process');
}

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await handle.close();
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void stop(signal));
}

await app.listen({ port: config.apiPort, host: config.apiHost });
