// The benchmark's server process: the real one-process server (apps/server createServer, as
// composed by apps/server/src/main.ts: API + Auth.js + ERP simulator + web SSR) on an already
// migrated and seeded database, on a free loopback port. A process of its own, so autocannon
// (in bench/run.ts) does not share the server's event loop. Prints `READY <port>` when
// listening; stops on SIGTERM.
//
// Environment: BENCH_DATABASE_URL (PostgreSQL) or BENCH_PGLITE_DIR (PGlite data directory);
// BENCH_WORKERS (PostgreSQL only): that many worker processes on the port, as WEB_CONCURRENCY
// runs `npm start` (docs/decisions/010-worker-processes.md).
import { loadApiConfig } from '@gradnik/api/config';
import { openDatabase } from '@gradnik/db/connection';
import {
  isClusterPrimary,
  isClusterWorker,
  reportListening,
  runPrimary,
  workerCount,
} from '../apps/server/src/cluster.ts';
import { createServer } from '../apps/server/src/server.ts';

// Fixed, bench-only secrets: the tokens and cookies never leave this machine's loopback.
const BENCH_JWT_SECRET = 'bench-jwt-secret-0123456789abcdef0123456789';
const BENCH_AUTH_SECRET = 'bench-auth-secret-0123456789abcdef012345678';

async function main(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  const dir = process.env.BENCH_PGLITE_DIR;
  if (!url && !dir) throw new Error('BENCH_DATABASE_URL or BENCH_PGLITE_DIR is required');
  const workers = workerCount(Number(process.env.BENCH_WORKERS ?? 1), url ? 'postgres' : 'pglite');
  if (workers > 1 && isClusterPrimary()) {
    runPrimary(workers, { onListening: (_n, port) => console.log(`READY ${port}`) });
    return;
  }
  const database = await openDatabase(url ? { url } : { dataDir: dir });
  const api = loadApiConfig({
    NODE_ENV: 'production',
    JWT_SECRET: BENCH_JWT_SECRET,
    LOG_LEVEL: 'warn',
  });
  const app = await createServer({
    database,
    api,
    authSecret: BENCH_AUTH_SECRET,
    mode: 'production',
    logger: { level: 'warn' },
  });
  process.once('SIGTERM', () => {
    void app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  if (isClusterWorker()) reportListening(port);
  else console.log(`READY ${port}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
