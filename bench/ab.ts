// `npm run bench:ab -- <web build A> <web build B>`: compares the server-rendering CPU of two
// web builds on the bench's 100 000-product PGlite catalogue (run `npm run bench -- --db pglite`
// once to create it). Both builds are served by two servers in ONE process on one database and
// render the category pages (every top and second-level category of the home page) in
// alternating batches through Fastify inject, so the machine's drift (this 2-core machine's
// speed varies by ±20 % from minute to minute) cancels out; it prints CPU ms per page of each
// batch, the medians and B/A. Used for decision 014 (docs/decisions/014-ssr-page-speed.md).
//
//   npm run build && cp -r apps/web/build .tmp/web-a      # the baseline
//   (change something) && npm run build && cp -r apps/web/build .tmp/web-b
//   npm run bench:ab -- .tmp/web-a .tmp/web-b [--rounds 12]
//
// Build copies must stay inside the repository (their server bundle resolves react-router
// from its node_modules).
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { loadApiConfig } from '@gradnik/api/config';
import { openDatabase } from '@gradnik/db/connection';
import { DEMO_PASSWORD } from '@gradnik/db/seed/demo-accounts';
import { createServer } from '../apps/server/src/server.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { rounds: { type: 'string', default: '12' }, batch: { type: 'string', default: '60' } },
});
if (positionals.length !== 2) {
  console.error('npm run bench:ab -- <web build A> <web build B> [--rounds 12] [--batch 60]');
  process.exit(1);
}
const ROUNDS = Number(values.rounds);
const BATCH = Number(values.batch);
// React picks its production build from this; the bench measures production.
process.env.NODE_ENV = 'production';

const database = await openDatabase({
  dataDir: path.resolve(import.meta.dirname, '.data', 'pglite-100k'),
});
// Fixed, bench-only secrets (as bench/server.ts): nothing leaves the process.
const api = loadApiConfig({
  NODE_ENV: 'production',
  JWT_SECRET: 'bench-jwt-secret-0123456789abcdef0123456789',
  LOG_LEVEL: 'warn',
});

interface Variant {
  app: FastifyInstance;
  cookies: Record<string, string>;
}

async function variant(buildDir: string): Promise<Variant> {
  const app = await createServer({
    database,
    api,
    authSecret: 'bench-auth-secret-0123456789abcdef012345678',
    mode: 'production',
    logger: { level: 'warn' },
    webBuildDir: path.resolve(buildDir),
  });
  await app.ready();
  const csrf = await app.inject({ url: '/api/auth/csrf' });
  const cookies: Record<string, string> = {};
  for (const c of csrf.cookies) cookies[c.name] = c.value;
  const { csrfToken } = csrf.json<{ csrfToken: string }>();
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/callback/credentials',
    cookies,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      csrfToken,
      email: 'uprava@demo.si',
      password: DEMO_PASSWORD,
    }).toString(),
  });
  for (const c of login.cookies) cookies[c.name] = c.value;
  return { app, cookies };
}

const a = await variant(positionals[0]!);
const b = await variant(positionals[1]!);
const home = await a.app.inject({ url: '/', cookies: a.cookies });
const urls = [
  ...new Set([...home.body.matchAll(/href="(\/[a-z-]+\/(?:[a-z-]+\/)?)"/g)].map((m) => m[1]!)),
];
if (urls.length === 0) throw new Error('no category links on the home page (signed in?)');

async function cpuPerPage(v: Variant, n: number): Promise<number> {
  const before = process.cpuUsage();
  for (let i = 0; i < n; i += 1) {
    const res = await v.app.inject({ url: urls[i % urls.length]!, cookies: v.cookies });
    if (res.statusCode !== 200)
      throw new Error(`${urls[i % urls.length]} answered ${res.statusCode}`);
  }
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000 / n;
}

// Warm both (caches, JIT), then measure alternately.
for (let i = 0; i < 3; i += 1) {
  await cpuPerPage(a, 40);
  await cpuPerPage(b, 40);
}
const runs = { a: [] as number[], b: [] as number[] };
for (let round = 0; round < ROUNDS; round += 1) {
  runs.a.push(await cpuPerPage(a, BATCH));
  runs.b.push(await cpuPerPage(b, BATCH));
}
const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
console.log(`${urls.length} category pages, ${ROUNDS} rounds of ${BATCH} pages each`);
console.log(
  `A ${runs.a.map((x) => x.toFixed(2)).join(' ')}  median ${median(runs.a).toFixed(2)} CPU ms/page`,
);
console.log(
  `B ${runs.b.map((x) => x.toFixed(2)).join(' ')}  median ${median(runs.b).toFixed(2)} CPU ms/page`,
);
console.log(`B/A ${(median(runs.b) / median(runs.a)).toFixed(3)}`);
await a.app.close();
await b.app.close();
await database.close();
