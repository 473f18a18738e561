// `npm run bench` (issue #3 "Speed"): builds a 100 000-product catalogue on PGlite and on
// PostgreSQL 15 (cached in bench/.data), starts the real server on each (bench/server.ts) and
// measures its scenarios with autocannon (16 connections; the SSR page at 4, and again at 16 for
// its throughput: docs/decisions/014-ssr-page-speed.md), printing p50/p95/p99, requests/s,
// errors and the issue's target per row. A report, not a test: the exit code is 0 even when a
// target is missed (the row says FAIL); it is 1 only when the bench itself cannot run.
//
//   npm run bench [-- --db pglite|postgres] [--duration 10] [--connections 16]
//                 [--products 100000] [--no-build] [--only typeahead,search,page-weight]
//                 [--lighthouse-runs 3]
//
// Issue #12 adds the orders and documents of a company with 20 000 orders and 50 000 documents
// (bench/orders-data.ts, added to the cached database once): the orders and documents lists at
// 16 connections, one invoice PDF at a time, and the XLSX export of 10 000 rows (3 sequential
// downloads, each timed, with the server processes' memory growth).
//
// The page-weight section (bench/page-weight.ts, issue #11) runs on the first database: the
// first-load JavaScript per page from the build manifest, and Lighthouse on five pages.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { productListSearch } from '@gradnik/contracts/catalog';
import { EXPORT_ROWS_HEADER } from '@gradnik/contracts/document-list-params';
import { searchQueryString } from '@gradnik/contracts/search';
import { executeRows, openDatabase, type DatabaseHandle } from '@gradnik/db/connection';
import { migrateDatabase } from '@gradnik/db/migrate';
import { fillListPrices } from '@gradnik/db/seed/list-prices';
import { DEFAULT_SEED, isSeeded, seedDatabase } from '@gradnik/db/seed/seed';
import { discoverCustomerBook, ensureCustomerBook, type CustomerBook } from './customers-data.ts';
import { ensureFavourites } from './favorites-data.ts';
import { ensureInquiryOffers } from './inquiries-data.ts';
import { ensureComplaints } from './complaints-data.ts';
import { discoverOrderHistory, ensureOrderHistory, type OrderHistory } from './orders-data.ts';
import { runPageWeight } from './page-weight.ts';
import { signIn } from './sign-in.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DATA = path.join(ROOT, 'bench', '.data');

type DbKind = 'pglite' | 'postgres';
type ScenarioId =
  | 'health'
  | 'category-list'
  | 'typeahead'
  | 'typeahead-cold'
  | 'search'
  | 'search-cold'
  | 'category-page'
  | 'category-page-saturated'
  | 'orders-list'
  | 'documents-list'
  | 'document-pdf'
  | 'documents-xlsx'
  | 'customer-search'
  | 'offers-list'
  | 'complaints-list'
  | 'favorites-map'
  | 'notifications-count'
  | 'quick-order-500';

/** The scenarios of issue #12 (they need the company's 20 000 orders: bench/orders-data.ts). */
const ORDER_SCENARIOS: readonly ScenarioId[] = [
  'orders-list',
  'offers-list',
  'complaints-list',
  'documents-list',
  'document-pdf',
  'documents-xlsx',
];

interface Scenario {
  id: ScenarioId;
  label: string;
  /** p95 target in ms (issue #3, #12); null for the baseline and the saturation row. */
  target: number | null;
  /** Connections, when not `--connections` (the SSR page: decision 014). */
  connections?: number;
  /** A row without a target: 'baseline' (the trivial endpoint) or 'saturation' (throughput). */
  report?: 'baseline' | 'saturation';
  /** How the request authenticates ('agent-bearer': the sales agent's token, issue #13). */
  auth: 'none' | 'bearer' | 'cookie' | 'agent-bearer';
  paths: string[];
  /**
   * Every request a URL not asked before (as far as `paths` reaches): measures the uncached
   * path through the database. No per-URL warm-up.
   */
  cold?: boolean;
  /** No request of every URL before measuring (nothing is cached per URL, e.g. a PDF). */
  noUrlWarmUp?: boolean;
  /**
   * A file download (issue #12 export): `runs` sequential downloads of `paths[0]`, each timed
   * to its last byte, with the server processes' RSS growth during each (target in MB).
   */
  download?: { runs: number; memoryTargetMb: number };
  /**
   * A JSON POST (decision 040: the quick-order pad's resolve): each request sends the next of
   * `bodies` to `paths[0]`, with the CSRF header of the bench user's token.
   */
  post?: { bodies: string[] };
}

interface Row {
  scenario: string;
  db: DbKind;
  connections: number;
  report?: 'baseline' | 'saturation';
  /** Server processes that answered (worker processes on PostgreSQL, decision 010). */
  processes: number;
  status: 'ok' | 'missing' | 'broken';
  note?: string;
  p50?: number;
  p95?: number;
  p99?: number;
  rps?: number;
  errors?: number;
  requests?: number;
  /** CPU time (user + system) of the server and database processes per request, in ms. */
  cpuPerRequest?: number;
  /** The PostgreSQL processes' part of it. */
  databaseCpuPerRequest?: number;
  target: number | null;
  /** A download scenario: each run's seconds and RSS growth (MB), the rows it held. */
  download?: {
    seconds: number[];
    rssGrowthMb: number[];
    memoryTargetMb: number;
    rows: number | null;
    bytes: number;
    /** How the peak was read: the kernel's high-water mark, or 10 ms samples. */
    peak: 'VmHWM' | 'sampled';
  };
}

// ---------------------------------------------------------------------------------------------
// Options

const { values: args } = parseArgs({
  options: {
    db: { type: 'string' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '16' },
    products: { type: 'string', default: '100000' },
    only: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    'lighthouse-runs': { type: 'string', default: '3' },
    // Writes a V8 CPU profile of each server process into this directory (node --cpu-prof).
    'cpu-prof': { type: 'string' },
    // Server processes on PostgreSQL (docs/decisions/010-worker-processes.md); PGlite has one.
    workers: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (args.help) {
  console.log(
    'npm run bench [-- --db pglite|postgres] [--duration 10] [--connections 16] [--products 100000] [--no-build] [--only typeahead,search,orders-list,page-weight] [--lighthouse-runs 3] [--workers n] [--cpu-prof <dir>]',
  );
  process.exit(0);
}
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
/** The SSR page's latency is held at 2 renders per core in flight (decision 014). */
const SSR_CONNECTIONS = Math.min(CONNECTIONS, 2 * os.cpus().length);
const PRODUCTS = Number(args.products);
const KINDS: DbKind[] = args.db ? (args.db.split(',') as DbKind[]) : ['pglite', 'postgres'];
const ONLY = args.only ? new Set(args.only.split(',')) : null;
/** Worker processes of the PostgreSQL server: as many as cores unless told (WEB_CONCURRENCY). */
const PG_WORKERS = Math.max(1, Number(args.workers ?? os.cpus().length));
/** Lighthouse runs per page; the median is reported (issue #11). */
const LIGHTHOUSE_RUNS = Number(args['lighthouse-runs']);
const SIZE = PRODUCTS % 1000 === 0 ? `${PRODUCTS / 1000}k` : String(PRODUCTS);

function log(message: string): void {
  console.log(`[bench] ${message}`);
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

// ---------------------------------------------------------------------------------------------
// Datasets: migrated and seeded once, reused while the marker file says they are complete.

interface Marker {
  products: number;
  seed: number;
  seededAt: string;
  seedSeconds: number;
}

function readMarker(file: string): Marker | null {
  try {
    const marker = JSON.parse(readFileSync(file, 'utf8')) as Marker;
    return marker.products === PRODUCTS && marker.seed === DEFAULT_SEED ? marker : null;
  } catch {
    return null;
  }
}

async function appliedMigrations(handle: DatabaseHandle): Promise<number> {
  try {
    const [row] = await executeRows<{ n: number }>(
      handle.db,
      sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
    );
    return row?.n ?? 0;
  } catch {
    return 0;
  }
}

/**
 * Issue #12: the sign-in's company gets its 20 000 orders and 50 000 documents (once; they stay
 * in the cached database), when a scenario of them is to run.
 */
/** Issue #15: the bench user's 50 lists and 5 000 favourites (once), when the scenario runs. */
async function prepareFavourites(handle: DatabaseHandle): Promise<boolean> {
  if (ONLY && !ONLY.has('favorites-map')) return false;
  await ensureFavourites(handle, log);
  return true;
}

/** Issue #13: the agent's book gets its 50 000 customers (once), when the scenario is to run. */
async function prepareCustomers(handle: DatabaseHandle): Promise<CustomerBook | null> {
  if (ONLY && !ONLY.has('customer-search')) return null;
  await ensureCustomerBook(handle, log);
  const book = await discoverCustomerBook(handle.db);
  log(`the agent's book holds ${book.customers} customers`);
  return book;
}

async function prepareOrders(handle: DatabaseHandle): Promise<OrderHistory | null> {
  if (ONLY && !ORDER_SCENARIOS.some((id) => ONLY.has(id))) return null;
  await ensureOrderHistory(handle, log);
  // Issue #14: the offers list's 5 000 inquiries build on the bench inquiries above.
  if (!ONLY || ONLY.has('offers-list')) await ensureInquiryOffers(handle, log);
  // Issue #16: the complaints list's 2 000 complaints about the delivered orders above.
  if (!ONLY || ONLY.has('complaints-list')) await ensureComplaints(handle, log);
  const history = await discoverOrderHistory(handle.db);
  log(
    `the company has ${history.orders} orders and ${history.documents} documents; export filter ${history.exportRange.from}…${history.exportRange.to} (${history.exportRange.rows} rows)`,
  );
  return history;
}

/** Migrates (new migrations of a cached database too) and seeds when the marker is missing. */
async function prepare(handle: DatabaseHandle, markerFile: string): Promise<void> {
  const before = await appliedMigrations(handle);
  await migrateDatabase(handle);
  const after = await appliedMigrations(handle);
  const marker = readMarker(markerFile);
  if (marker && (await isSeeded(handle.db))) {
    log(
      `reusing the cached ${SIZE} catalogue (seeded ${marker.seededAt} in ${marker.seedSeconds} s)`,
    );
    const priced = await fillListPrices(handle.db);
    if (priced > 0) {
      log(`filled the list price of ${priced} products (migration 0009)`);
      // Every product row was rewritten (and its listing row by the trigger): reclaim and
      // re-plan, as an import job would, or the old row versions slow every later scan.
      await handle.db.execute(sql`VACUUM ANALYZE products`);
      await handle.db.execute(sql`VACUUM ANALYZE product_listing`);
    }
    if (after !== before) {
      log(`${after - before} new migration(s) applied: rebuilding the search index`);
      await handle.db.execute(sql`SELECT refresh_search_index()`);
    }
    return;
  }
  log(`seeding ${PRODUCTS} products (first run only; takes minutes)…`);
  const started = performance.now();
  const report = await seedDatabase(handle.db, { products: PRODUCTS, seed: DEFAULT_SEED });
  const took = (performance.now() - started) / 1000;
  log(
    `seeded in ${took.toFixed(0)} s (generate ${seconds(report.generateMs)}, insert ${seconds(report.insertMs)})`,
  );
  const entry: Marker = {
    products: PRODUCTS,
    seed: DEFAULT_SEED,
    seededAt: new Date().toISOString(),
    seedSeconds: Math.round(took),
  };
  writeFileSync(markerFile, JSON.stringify(entry, null, 2));
}

interface Catalogue {
  topCategories: { id: number; path: string }[];
  pageCategories: string[];
  words: string[];
  phrases: string[];
  /** Every keyword of both languages (typeahead without cache hits). */
  allKeywords: string[];
  brands: string[];
  /** The company's orders and documents (issue #12), when a scenario of them runs. */
  orders: OrderHistory | null;
  /** The agent's customers (issue #13), when the customer search runs. */
  customers: CustomerBook | null;
  /** Whether the bench user has the favourites of issue #15's benchmark. */
  favourites: boolean;
  /** Issue #15: codes and EANs of 10 000 listed products, for the quick-order pad's lines. */
  quickOrderTokens: string[];
}

async function discover(
  handle: DatabaseHandle,
): Promise<Omit<Catalogue, 'orders' | 'customers' | 'favourites'>> {
  const top = await executeRows<{ id: number; path: string }>(
    handle.db,
    sql`SELECT id, path FROM categories WHERE depth = 0 ORDER BY position, id`,
  );
  const pages = await executeRows<{ path: string }>(
    handle.db,
    sql`SELECT path FROM categories WHERE depth <= 1 ORDER BY depth, position, id`,
  );
  const words = await executeRows<{ keyword: string }>(
    handle.db,
    sql`SELECT keyword FROM search_keywords WHERE locale = 'sl' AND words = 1 AND char_length(keyword) >= 5
        ORDER BY total DESC, keyword LIMIT 30`,
  );
  const phrases = await executeRows<{ keyword: string }>(
    handle.db,
    sql`SELECT keyword FROM search_keywords WHERE locale = 'sl' AND words > 1 ORDER BY total DESC, keyword LIMIT 12`,
  );
  const all = await executeRows<{ keyword: string }>(
    handle.db,
    sql`SELECT DISTINCT keyword FROM search_keywords ORDER BY keyword`,
  );
  // Spread over the catalogue (every n-th listed product), half by code and half by EAN.
  const quickOrder = await executeRows<{ code: string; ean: string | null }>(
    handle.db,
    sql`SELECT code, ean FROM products WHERE catalog_status = 1 AND ean IS NOT NULL
        ORDER BY md5(code) LIMIT 10000`,
  );
  const brands = await executeRows<{ code: string }>(
    handle.db,
    sql`SELECT o.code FROM attribute_options o JOIN attributes a ON a.id = o.attribute_id
        WHERE a.code = 'blagovna_znamka' ORDER BY o.position LIMIT 8`,
  );
  return {
    topCategories: top,
    pageCategories: pages.map((p) => p.path),
    words: words.map((w) => w.keyword),
    phrases: phrases.map((p) => p.keyword),
    allKeywords: all.map((k) => k.keyword),
    brands: brands.map((b) => b.code),
    quickOrderTokens: quickOrder.map((p, i) => (i % 2 === 0 || !p.ean ? p.code : p.ean)),
  };
}

interface Dataset {
  /** Environment of the server process (which database). */
  env: Record<string, string>;
  catalogue: Catalogue;
  stop(): void;
  /** Processes of the database server, for CPU accounting (none for PGlite: it is in-process). */
  dbPids(): number[];
}

/** Fields of /proc/<pid>/stat after the command name (which may hold spaces), or null. */
function procStat(pid: number | string): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/**
 * User + system CPU of processes, in ms (Linux /proc, USER_HZ 100). With `withChildren`, also
 * the CPU of their children that have exited (cutime, cstime): PostgreSQL backends that the
 * connection pool closed during the run still count.
 */
function cpuMs(pids: number[], withChildren = false): number {
  let ticks = 0;
  for (const pid of pids) {
    // From the state field (3rd): utime is the 14th field, stime 15th, cutime 16th, cstime 17th.
    const f = procStat(pid);
    if (!f) continue;
    ticks += Number(f[11]) + Number(f[12]);
    if (withChildren) ticks += Number(f[13]) + Number(f[14]);
  }
  return ticks * 10;
}

/** A process and its live children (the server's worker processes, tsx's esbuild). */
function withChildren(pid: number): number[] {
  const pids = [pid];
  for (const entry of readdirSync('/proc')) {
    if (/^\d+$/.test(entry) && procStat(entry)?.[1] === String(pid)) pids.push(Number(entry));
  }
  return pids;
}

/** The postmaster of a data directory, then its live children (backends, background workers). */
function postgresPids(dataDir: string): number[] {
  let postmaster: number;
  try {
    postmaster = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return [];
  }
  const pids = [postmaster];
  for (const entry of readdirSync('/proc')) {
    if (/^\d+$/.test(entry) && procStat(entry)?.[1] === String(postmaster))
      pids.push(Number(entry));
  }
  return pids;
}

/** CPU of the database processes: the postmaster with its exited children, plus the live ones. */
function databaseCpuMs(pids: number[]): number {
  const [postmaster, ...children] = pids;
  return postmaster === undefined ? 0 : cpuMs([postmaster], true) + cpuMs(children);
}

async function preparePglite(): Promise<Dataset> {
  const dir = path.join(DATA, `pglite-${SIZE}`);
  const markerFile = `${dir}.json`;
  if (!readMarker(markerFile) && existsSync(dir)) {
    log(`${dir} is incomplete (no marker): starting over`);
    rmSync(dir, { recursive: true, force: true });
  }
  const handle = await openDatabase({ dataDir: dir });
  try {
    await prepare(handle, markerFile);
    const catalogue = {
      ...(await discover(handle)),
      orders: await prepareOrders(handle),
      customers: await prepareCustomers(handle),
      favourites: await prepareFavourites(handle),
    };
    return { env: { BENCH_PGLITE_DIR: dir }, catalogue, stop: () => undefined, dbPids: () => [] };
  } finally {
    // PGlite is single-process: the server opens the directory after us.
    await handle.close();
  }
}

interface SystemDeps {
  ensurePostgres(): string;
  runPgTool(bin: string, tool: string, args: string[], opts?: object): string;
  isRoot: boolean;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createNetServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * A PostgreSQL 15 cluster kept in bench/.data/pg-<size> between runs, started the way
 * scripts/test-postgres.mjs starts its throw-away one (same Debian binaries, same tools).
 */
async function preparePostgres(): Promise<Dataset> {
  const deps = (await import(
    pathToFileURL(path.join(ROOT, 'scripts', 'system-deps.mjs')).href
  )) as SystemDeps;
  const bin = deps.ensurePostgres();
  const dir = path.join(DATA, `pg-${SIZE}`);
  const data = path.join(dir, 'data');
  const markerFile = `${dir}.json`;
  if (!existsSync(path.join(data, 'PG_VERSION'))) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    if (deps.isRoot) {
      const uid = Number(deps.runPgTool('/usr/bin', 'id', ['-u'], {}).trim());
      chownSync(dir, uid, uid);
    }
    deps.runPgTool(bin, 'initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C.UTF-8',
      '-N',
    ]);
  }
  if (existsSync(path.join(data, 'postmaster.pid'))) {
    // Left running by an interrupted run: stop it so it restarts on a port we know.
    try {
      deps.runPgTool(bin, 'pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    } catch {
      // not running: pg_ctl start copes with a stale pid file
    }
  }
  const port = await freePort();
  deps.runPgTool(bin, 'pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    'start',
  ]);
  const stop = () => {
    try {
      deps.runPgTool(bin, 'pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    } catch (error) {
      console.error('[bench] could not stop PostgreSQL:', error);
    }
  };
  try {
    const admin = `postgres://postgres@127.0.0.1:${port}/postgres`;
    const url = `postgres://postgres@127.0.0.1:${port}/gradnik_bench`;
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
        'gradnik_bench',
      ]);
      if (exists.rowCount === 0 || !readMarker(markerFile)) {
        await client.query('DROP DATABASE IF EXISTS gradnik_bench WITH (FORCE)');
        await client.query('CREATE DATABASE gradnik_bench');
      }
    } finally {
      await client.end();
    }
    const handle = await openDatabase({ url });
    try {
      await prepare(handle, markerFile);
      const catalogue = {
        ...(await discover(handle)),
        orders: await prepareOrders(handle),
        customers: await prepareCustomers(handle),
        favourites: await prepareFavourites(handle),
      };
      return {
        env: { BENCH_DATABASE_URL: url },
        catalogue,
        stop,
        dbPids: () => postgresPids(data),
      };
    } finally {
      await handle.close();
    }
  } catch (error) {
    stop();
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Server process and sign-in

async function startServer(
  env: Record<string, string>,
): Promise<{ base: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    [
      ...(args['cpu-prof']
        ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(args['cpu-prof'])}`]
        : []),
      '--import',
      'tsx',
      path.join(ROOT, 'bench', 'server.ts'),
    ],
    {
      cwd: ROOT,
      env: { ...process.env, ...env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const port = await new Promise<number>((resolve, reject) => {
    let stdout = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /READY (\d+)/.exec(stdout);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) =>
      reject(new Error(`server exited (${code}) before listening:\n${stderr}`)),
    );
  });
  return { base: `http://127.0.0.1:${port}`, child };
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

// ---------------------------------------------------------------------------------------------
// Scenarios

/** `ploščice` → `ploscice` (what a user types without diacritics). */
function withoutDiacritics(word: string): string {
  return word.normalize('NFD').replace(/\p{Diacritic}/gu, '');
}

/** One deleted letter in the middle: a typo the search must forgive. */
function typo(word: string, at = 0.5): string {
  const i = Math.floor(word.length * at);
  return word.slice(0, i) + word.slice(i + 1);
}

/** A query string of the set parameters, in the given order. */
function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The calendar day `days` before `day` (both YYYY-MM-DD). */
function daysBefore(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() - days);
  return at.toISOString().slice(0, 10);
}

type ListFilter = Record<string, string | number | undefined>;

/** Every filter × sort on pages 1–5, the page sizes (10, 20, 50) in turn. */
function listPages(path: string, filters: ListFilter[], sorts: (string | undefined)[]): string[] {
  const sizes = [10, 20, 50];
  let n = 0;
  return filters.flatMap((filter) =>
    sorts.flatMap((sort) =>
      [1, 2, 3, 4, 5].map((page) => {
        const perPage = sizes[n % sizes.length];
        n += 1;
        return `${path}${queryString({ ...filter, sort, page, per_page: perPage })}`;
      }),
    ),
  );
}

/**
 * Issue #12: the orders and documents of a company with 20 000 orders and 50 000 documents. The
 * lists at --connections, like the API scenarios above (the issue names the orders list's target;
 * the documents list is held to the same); one invoice PDF at a time (the issue's "one invoice
 * PDF"); the XLSX export of the newest 10 000+ documents, three downloads in a row.
 */
function orderScenarios(h: OrderHistory): Scenario[] {
  const last = h.lastOrderDay;
  const orderFilters: ListFilter[] = [
    {},
    { status: 'invoiced' },
    { status: 'cancelled' },
    { status: 'in_preparation' },
    { kind: 'inquiry' },
    { date_from: daysBefore(last, 30), date_to: last },
    { status: 'invoiced', date_from: daysBefore(last, 395), date_to: daysBefore(last, 365) },
    { date_from: daysBefore(last, 729), date_to: daysBefore(last, 640) },
    ...h.orderNumberPrefixes.slice(0, 2).map((q) => ({ q })),
    ...h.productCodes.slice(0, 2).map((q) => ({ q })),
    ...h.userIds.slice(0, 1).map((id) => ({ placed_by: id })),
  ];
  const documentFilters: ListFilter[] = [
    {},
    { type: 'invoice' },
    { type: 'delivery_note' },
    { type: 'credit_note' },
    { status: 'open' },
    { status: 'overdue' },
    { type: 'invoice', status: 'paid' },
    { date_from: daysBefore(last, 30), date_to: last },
    { type: 'invoice', date_from: daysBefore(last, 395), date_to: daysBefore(last, 365) },
    { amount_min: 500, amount_max: 2000 },
    ...h.documentNumberPrefixes.slice(0, 2).map((q) => ({ q })),
  ];
  // Issue #16: the complaints list's states and dates.
  const complaintFilters: ListFilter[] = [
    {},
    { status: 'submitted' },
    { status: 'resolved' },
    { status: 'rejected' },
    { date_from: daysBefore(last, 90), date_to: last },
    { status: 'approved', date_from: daysBefore(last, 365), date_to: last },
  ];
  // Issue #14: the offers list's states (expired is derived from the valid-until day) and dates.
  const offerFilters: ListFilter[] = [
    {},
    { status: 'offered' },
    { status: 'expired' },
    { status: 'accepted' },
    { status: 'declined' },
    { date_from: daysBefore(last, 90), date_to: last },
    { status: 'expired', date_from: daysBefore(last, 395), date_to: daysBefore(last, 365) },
  ];
  const range = h.exportRange;
  return [
    {
      id: 'orders-list',
      label: 'orders list + filters (20 000 orders)',
      target: 30,
      auth: 'bearer',
      paths: listPages('/api/orders', orderFilters, [undefined, '-value', 'value']),
    },
    {
      id: 'offers-list',
      label: 'offers list + filters (5 000 inquiries)',
      target: 30,
      auth: 'bearer',
      paths: listPages('/api/inquiries', offerFilters, [undefined, '-value', 'valid_until']),
    },
    {
      id: 'complaints-list',
      label: 'complaints list + filters (2 000 complaints)',
      target: 30,
      auth: 'bearer',
      paths: listPages('/api/complaints', complaintFilters, [undefined]),
    },
    {
      id: 'documents-list',
      label: 'documents list + filters (50 000)',
      target: 30,
      auth: 'bearer',
      paths: listPages('/api/documents', documentFilters, [undefined, '-amount', '-due']),
    },
    {
      id: 'document-pdf',
      label: 'one invoice PDF',
      target: 150,
      // The time of one PDF: one request at a time.
      connections: 1,
      auth: 'bearer',
      paths: h.invoiceIds.map((id) => `/api/documents/${id}/pdf`),
      noUrlWarmUp: true,
    },
    {
      id: 'documents-xlsx',
      label: `XLSX export, ${range.rows} rows`,
      target: 3000,
      connections: 1,
      auth: 'bearer',
      paths: [
        `/api/documents/export${queryString({ format: 'xlsx', date_from: range.from, date_to: range.to })}`,
      ],
      download: { runs: 3, memoryTargetMb: 100 },
    },
  ];
}

function scenarios(c: Catalogue): Scenario[] {
  const categoryList = c.topCategories.flatMap((cat) =>
    [0, 16, 160].flatMap((offset) =>
      (['product.label', '-product.label'] as const).map(
        (sort) =>
          `/jsonapi/product${productListSearch({ categoryId: cat.id, aggregate: 'index.attribute.id', limit: 16, offset, sort })}`,
      ),
    ),
  );
  const typeahead = (query: string) => `/api/search/typeahead${searchQueryString({ query })}`;
  const search = (query: string, page?: number, filters?: Record<string, string[]>) =>
    `/api/search${searchQueryString({ query, page, filters })}`;

  // What a user types: the first letters, then more without diacritics, the whole word, a typo.
  const typed = [...c.words, ...c.phrases].flatMap((k) => {
    const plain = withoutDiacritics(k);
    return [k.slice(0, 3), plain.slice(0, 5), k, typo(plain)];
  });
  // Every prefix (3+ letters) of every keyword, with and without diacritics, and its typo.
  const everyPrefix = c.allKeywords.flatMap((k) =>
    Array.from({ length: Math.max(0, k.length - 2) }, (_, i) => k.slice(0, i + 3)).flatMap((p) => {
      const plain = withoutDiacritics(p);
      return [p, plain, p.toUpperCase(), typo(plain), typo(plain, 0.3), typo(plain, 0.8)];
    }),
  );

  const terms = [
    ...c.words.slice(0, 20).flatMap((w) => [w, withoutDiacritics(w), typo(withoutDiacritics(w))]),
    ...c.phrases,
  ];
  const searches = terms.flatMap((query, i) => {
    const brand = c.brands[i % Math.max(1, c.brands.length)];
    return [
      search(query, 1),
      search(query, 2),
      ...(brand ? [search(query, 1, { blagovna_znamka: [brand] })] : []),
    ];
  });
  // Each a result set of its own (term × category × brand): nothing to reuse from a cache.
  const coldSearches = c.words.flatMap((w, i) =>
    [w, typo(withoutDiacritics(w))].flatMap((query) =>
      c.topCategories.flatMap((cat) => [
        search(query, 1, { category: [String(cat.id)] }),
        ...c.brands.map((brand) =>
          search(query, 1, { category: [String(cat.id)], blagovna_znamka: [brand] }),
        ),
        search(`${query} ${c.words[(i + 7) % c.words.length] ?? ''}`.trim(), 1),
      ]),
    ),
  );
  return [
    {
      id: 'health',
      label: 'trivial JSON /api/health (baseline)',
      target: null,
      report: 'baseline',
      auth: 'none',
      paths: ['/api/health'],
    },
    {
      id: 'category-list',
      label: 'category list + facet counts',
      target: 50,
      auth: 'bearer',
      paths: categoryList,
    },
    {
      id: 'typeahead',
      label: 'typeahead',
      target: 25,
      auth: 'bearer',
      paths: [...new Set(typed)].map(typeahead),
    },
    {
      id: 'typeahead-cold',
      label: 'typeahead, cold (no repeats)',
      target: 25,
      auth: 'bearer',
      paths: [...new Set(everyPrefix)].map(typeahead),
      cold: true,
    },
    {
      id: 'search',
      label: 'search results + facets',
      target: 60,
      auth: 'bearer',
      paths: [...new Set(searches)],
    },
    {
      id: 'search-cold',
      label: 'search results + facets, cold',
      target: 60,
      auth: 'bearer',
      paths: [...new Set(coldSearches)],
      cold: true,
    },
    // The page's p95 target is held at 4 connections (2 page renders per core in flight: the
    // machine busy, not queued 16 deep); the same page at --connections is reported for its
    // throughput. Why: docs/decisions/014-ssr-page-speed.md.
    {
      id: 'category-page',
      label: 'SSR category page',
      target: 120,
      connections: SSR_CONNECTIONS,
      auth: 'cookie',
      paths: c.pageCategories.map((p) => `/${p}`),
    },
    {
      id: 'category-page-saturated',
      label: 'SSR category page, saturated',
      target: null,
      report: 'saturation',
      auth: 'cookie',
      paths: c.pageCategories.map((p) => `/${p}`),
    },
    ...(c.orders ? orderScenarios(c.orders) : []),
    ...(c.customers ? [customerSearchScenario(c.customers)] : []),
    // Issue #15: the product → lists map that every page with hearts loads (SPEC §7), of a user
    // with 50 lists and 5 000 favourites; one URL, the same answer each time (nothing caches it).
    ...(c.favourites
      ? [
          {
            id: 'favorites-map' as const,
            label: 'favourites map (50 lists, 5 000 favourites)',
            target: 10,
            auth: 'bearer' as const,
            paths: ['/api/customer/wishlist/product/user'],
          },
        ]
      : []),
    // Issue #15 (decision 040): the quick-order pad resolves 500 pasted lines (codes and EANs of
    // listed products) in one call: one product query, one ERP price and one stock lookup. The
    // issue's target is 2 s for the buyer's one request: at 1 connection. 20 bodies of 500
    // different products each (10 000 in all), as many buyers' orders would be.
    {
      id: 'quick-order-500',
      label: 'quick-order pad: resolve 500 lines',
      target: 2000,
      connections: 1,
      auth: 'bearer',
      paths: ['/api/quick-order/resolve'],
      post: {
        // A smaller catalogue than 10 000 products (--products 5000) goes round again.
        bodies: Array.from({ length: 20 }, (_, b) =>
          JSON.stringify({
            lines: Array.from({ length: 500 }, (_, i) => ({
              token: c.quickOrderTokens[(b * 500 + i) % c.quickOrderTokens.length] ?? '',
              quantity: 1 + (i % 7),
              line: i + 1,
            })),
          }),
        ),
      },
    },
    // Issue #16: the bell's unread count, polled every 20 s by every signed-in page (10 000 users:
    // 500 req/s). At 64 connections; one primary-key read of the trigger-kept counter, so its
    // CPU per request should sit next to /api/health's.
    {
      id: 'notifications-count',
      label: 'unread notifications count (bell poll)',
      target: 5,
      connections: 64,
      auth: 'bearer',
      paths: ['/api/notifications/user/unread-notifications-count'],
    },
  ];
}

/**
 * Issue #13: the agent's customer search over the book's 50 000 customers, as the agent types
 * it on /profil#uporabniki: a surname, with and without diacritics, a company word, a town, a
 * name and a surname together, partner number prefixes, an e-mail fragment; pages 1–3, and a
 * page of 20 (SPEC §9 default is 10).
 */
function customerSearchScenario(book: CustomerBook): Scenario {
  const words = [
    ...book.surnames.slice(0, 12),
    ...book.surnames.slice(0, 6).map(withoutDiacritics),
    ...book.companyWords.slice(0, 6),
    ...book.towns.slice(0, 4),
    'Marko Novak',
    'spela horvat',
    'Kralj Gradnje',
    ...book.partnerNumbers,
    'firma12',
  ];
  const paths = words.flatMap((search) =>
    [1, 2, 3].map(
      (page) =>
        `/api/customer${queryString({ search, page, per_page: page === 3 ? 20 : undefined })}`,
    ),
  );
  return {
    id: 'customer-search',
    label: `agent's customer search (${book.customers} customers)`,
    target: 30,
    auth: 'agent-bearer',
    paths,
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

async function measure(
  base: string,
  scenario: Scenario,
  headers: Record<string, string>,
  db: DbKind,
  processes: { workers: number; server: () => number[]; database: () => number[] },
): Promise<Row> {
  const connections = scenario.connections ?? CONNECTIONS;
  const row: Row = {
    scenario: scenario.label,
    db,
    connections,
    report: scenario.report,
    processes: processes.workers,
    status: 'ok',
    target: scenario.target,
  };
  // Shuffled once (fixed seed): neighbouring requests do not share a term or a category.
  const paths = shuffle(scenario.paths);
  // A route another engineer has not built yet is reported, not measured.
  const bodies = scenario.post?.bodies;
  const post = (i: number) =>
    bodies ? { method: 'POST', body: bodies[i % bodies.length] ?? '' } : {};
  const first = await fetch(`${base}${paths[0] ?? '/'}`, {
    headers,
    redirect: 'manual',
    ...post(0),
  });
  await first.arrayBuffer();
  if (first.status === 404) return { ...row, status: 'missing', note: `404 on ${paths[0]}` };
  if (first.status >= 300) {
    return { ...row, status: 'broken', note: `${first.status} on ${paths[0]}` };
  }

  const cursor = { next: 1 };
  if (!scenario.cold && !scenario.noUrlWarmUp) {
    // Every URL once: first-hit costs (catalogue snapshot, plans) are not what is measured.
    if (bodies)
      for (const [i] of bodies.entries())
        await (await fetch(`${base}${paths[0] ?? '/'}`, { headers, ...post(i) })).arrayBuffer();
    else for (const p of paths) await (await fetch(`${base}${p}`, { headers })).arrayBuffer();
  }
  // 1 s of load first (JIT, connection pools); a cold scenario keeps going down its list.
  await run(base, paths, cursor, headers, 1, connections, bodies);
  const start = cursor.next;
  const server = processes.server();
  const serverBefore = cpuMs(server);
  const databaseBefore = databaseCpuMs(processes.database());
  const { latencies, result } = await run(
    base,
    paths,
    cursor,
    headers,
    DURATION,
    connections,
    bodies,
  );
  const serverCpu = cpuMs(server) - serverBefore;
  // Backends started during the run are not in the first list: take the processes again.
  const databaseAfter = processes.database();
  const databaseCpu = databaseCpuMs(databaseAfter) - databaseBefore;
  latencies.sort((a, b) => a - b);
  const sent = cursor.next - start;
  const repeated = scenario.cold && cursor.next > paths.length;
  return {
    ...row,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: result.requests.total / DURATION,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    ...(result.requests.total > 0
      ? {
          cpuPerRequest: (serverCpu + databaseCpu) / result.requests.total,
          databaseCpuPerRequest: databaseCpu / result.requests.total,
        }
      : {}),
    note: repeated
      ? `${sent} requests over ${paths.length} distinct URLs: later ones repeat`
      : undefined,
  };
}

/** A field of /proc/<pid>/status in kB (VmRSS: resident now, VmHWM: its peak), or null. */
function statusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number | null {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(
      readFileSync(`/proc/${pid}/status`, 'utf8'),
    );
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

const KB_PER_MB = 1_000_000 / 1024;

/**
 * Watches the resident memory of the server processes from now: `stop()` gives the growth in
 * MB (10^6 B), the peak during the watch minus the RSS at its start, summed over the processes.
 * The peak is the kernel's high-water mark once it was reset (`echo 5 > /proc/<pid>/clear_refs`,
 * nothing missed between samples); where that is not allowed, the sum sampled every 10 ms.
 */
function watchRss(pids: number[]): { stop(): { growthMb: number; peak: 'VmHWM' | 'sampled' } } {
  const rss = (pid: number) => statusKb(pid, 'VmRSS') ?? 0;
  const before = new Map(pids.map((pid) => [pid, rss(pid)]));
  const total = () => pids.reduce((sum, pid) => sum + rss(pid), 0);
  let resettable = true;
  for (const pid of pids) {
    try {
      writeFileSync(`/proc/${pid}/clear_refs`, '5');
    } catch {
      resettable = false;
    }
  }
  const start = [...before.values()].reduce((a, b) => a + b, 0);
  let sampled = start;
  const timer = setInterval(() => {
    sampled = Math.max(sampled, total());
  }, 10);
  return {
    stop() {
      clearInterval(timer);
      sampled = Math.max(sampled, total());
      if (resettable) {
        const grown = pids.reduce(
          (sum, pid) => sum + Math.max(0, (statusKb(pid, 'VmHWM') ?? 0) - (before.get(pid) ?? 0)),
          0,
        );
        return { growthMb: grown / KB_PER_MB, peak: 'VmHWM' };
      }
      return { growthMb: (sampled - start) / KB_PER_MB, peak: 'sampled' };
    },
  };
}

/**
 * A download scenario (issue #12 export): `runs` downloads one after the other, each timed from
 * the request to its last byte, with the server processes' RSS growth during it. The row's p50
 * is the median run, p95 and p99 the slowest.
 */
async function measureDownload(
  base: string,
  scenario: Scenario,
  spec: NonNullable<Scenario['download']>,
  headers: Record<string, string>,
  db: DbKind,
  processes: { workers: number; server: () => number[]; database: () => number[] },
): Promise<Row> {
  const row: Row = {
    scenario: scenario.label,
    db,
    connections: 1,
    processes: processes.workers,
    status: 'ok',
    target: scenario.target,
  };
  const path = scenario.paths[0] ?? '/';
  const seconds: number[] = [];
  const growth: number[] = [];
  let rows: number | null = null;
  let bytes = 0;
  let errors = 0;
  let peak: 'VmHWM' | 'sampled' = 'VmHWM';
  const server = processes.server();
  const serverBefore = cpuMs(server);
  const databaseBefore = databaseCpuMs(processes.database());
  for (let run = 0; run < spec.runs; run += 1) {
    const watch = watchRss(processes.server());
    const started = performance.now();
    const response = await fetch(`${base}${path}`, { headers });
    let size = 0;
    let head = new Uint8Array();
    const reader = response.body?.getReader();
    for (;;) {
      const chunk = reader ? await reader.read() : { done: true as const, value: undefined };
      if (chunk.done) break;
      if (size === 0) head = chunk.value.slice(0, 2);
      size += chunk.value.byteLength;
    }
    const took = (performance.now() - started) / 1000;
    const memory = watch.stop();
    if (response.status === 404) return { ...row, status: 'missing', note: `404 on ${path}` };
    if (response.status >= 300) {
      return { ...row, status: 'broken', note: `${response.status} on ${path}` };
    }
    // An XLSX file is a ZIP: it starts with 'PK'.
    if (head[0] !== 0x50 || head[1] !== 0x4b) errors += 1;
    const header = response.headers.get(EXPORT_ROWS_HEADER);
    rows = header === null ? null : Number(header);
    bytes = size;
    seconds.push(took);
    growth.push(memory.growthMb);
    if (memory.peak === 'sampled') peak = 'sampled';
  }
  const serverCpu = cpuMs(server) - serverBefore;
  const databaseCpu = databaseCpuMs(processes.database()) - databaseBefore;
  const ms = seconds.map((s) => s * 1000).sort((a, b) => a - b);
  return {
    ...row,
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
    p99: percentile(ms, 99),
    rps: spec.runs / seconds.reduce((a, b) => a + b, 0),
    requests: spec.runs,
    errors,
    cpuPerRequest: (serverCpu + databaseCpu) / spec.runs,
    databaseCpuPerRequest: databaseCpu / spec.runs,
    download: {
      seconds,
      rssGrowthMb: growth,
      memoryTargetMb: spec.memoryTargetMb,
      rows,
      bytes,
      peak,
    },
  };
}

/** Deterministic Fisher–Yates (a fixed LCG), so every run sends the same sequence. */
function shuffle<T>(items: T[]): T[] {
  const out = [...items];
  let state = 42;
  for (let i = out.length - 1; i > 0; i -= 1) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

function run(
  base: string,
  paths: string[],
  cursor: { next: number },
  headers: Record<string, string>,
  duration: number,
  connections: number,
  /** A POST scenario's bodies, sent in turn to paths[0]. */
  bodies?: string[],
): Promise<{ latencies: number[]; result: Result }> {
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        duration,
        timeout: 10,
        headers,
        requests: [
          {
            setupRequest: (request) => {
              if (bodies) {
                const body = bodies[cursor.next % bodies.length] ?? '';
                cursor.next += 1;
                return { ...request, path: paths[0] ?? '/', method: 'POST', body };
              }
              // Round-robin over the scenario's URLs, so no single URL (or cache entry) dominates.
              const path = paths[cursor.next % paths.length] ?? '/';
              cursor.next += 1;
              return { ...request, path };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve({ latencies, result })),
    );
    instance.on(
      'response',
      (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
        latencies.push(responseTime);
      },
    );
  });
}

// ---------------------------------------------------------------------------------------------
// Report

function fmt(n: number | undefined, digits = 1): string {
  return n === undefined || Number.isNaN(n) ? '–' : n.toFixed(digits);
}

function verdict(row: Row): string {
  if (row.status === 'missing') return 'missing';
  if (row.status === 'broken') return 'BROKEN';
  if (row.target === null) return row.report === 'saturation' ? 'throughput' : 'baseline';
  if ((row.errors ?? 0) > 0) return 'FAIL (errors)';
  const fast = (row.p95 ?? Infinity) <= row.target;
  if (row.download) {
    const lean = Math.max(...row.download.rssGrowthMb) <= row.download.memoryTargetMb;
    return fast && lean ? 'pass' : fast ? 'FAIL (memory)' : lean ? 'FAIL (time)' : 'FAIL';
  }
  return fast ? 'pass' : 'FAIL';
}

function printTable(rows: Row[]): void {
  const head = [
    'scenario',
    'database',
    'conns',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'req/s',
    'CPU ms/req',
    'errors',
    'target p95',
    'result',
  ];
  const body = rows.map((r) => [
    r.scenario,
    (r.db === 'pglite' ? 'PGlite' : 'PostgreSQL 15') + (r.processes > 1 ? ` ×${r.processes}` : ''),
    String(r.connections),
    fmt(r.p50),
    fmt(r.p95),
    fmt(r.p99),
    fmt(r.rps, 0),
    r.databaseCpuPerRequest === undefined || r.db === 'pglite'
      ? fmt(r.cpuPerRequest, 2)
      : `${fmt(r.cpuPerRequest, 2)} (db ${fmt(r.databaseCpuPerRequest, 2)})`,
    r.errors === undefined ? '–' : String(r.errors),
    r.target === null
      ? '–'
      : r.download
        ? `<= ${r.target} ms, RSS +${r.download.memoryTargetMb} MB`
        : `<= ${r.target} ms`,
    verdict(r),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => (b[i] ?? '').length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log();
  console.log(line(head));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const b of body) console.log(line(b));
  for (const r of rows)
    if (r.note) console.log(`  ${r.db} / ${r.scenario}: ${r.status} (${r.note})`);
  for (const r of rows) {
    if (!r.download) continue;
    const d = r.download;
    console.log(
      `  ${r.db} / ${r.scenario}: ${d.rows ?? '?'} rows (${EXPORT_ROWS_HEADER}), ${(d.bytes / 1e6).toFixed(2)} MB file; ` +
        `runs ${d.seconds.map((s) => `${s.toFixed(2)} s`).join(', ')}; ` +
        `server RSS growth ${d.rssGrowthMb.map((m) => `+${m.toFixed(1)}`).join(', ')} MB ` +
        `(${d.peak === 'VmHWM' ? 'peak: VmHWM after clear_refs' : 'peak: sampled every 10 ms'}; target +${d.memoryTargetMb} MB)`,
    );
  }
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const started = performance.now();
  mkdirSync(DATA, { recursive: true });
  if (!args['no-build']) {
    log('building the web app (npm run build) for the SSR page…');
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, encoding: 'utf8' });
    if (build.status !== 0) {
      console.error(build.stdout, build.stderr);
      throw new Error('npm run build failed');
    }
  }
  const rows: Row[] = [];
  let pageWeightMet = true;
  for (const kind of KINDS) {
    const t0 = performance.now();
    log(`${kind}: preparing the ${SIZE} catalogue…`);
    const dataset = kind === 'pglite' ? await preparePglite() : await preparePostgres();
    log(`${kind}: ready in ${seconds(performance.now() - t0)}`);
    try {
      const workers = kind === 'postgres' ? PG_WORKERS : 1;
      log(
        `${kind}: ${workers} server process${workers > 1 ? 'es (node:cluster, decision 010)' : ''}`,
      );
      const server = await startServer({ ...dataset.env, BENCH_WORKERS: String(workers) });
      try {
        const { token, cookie, csrf } = await signIn(server.base);
        const agentToken = dataset.catalogue.customers
          ? (await signIn(server.base, dataset.catalogue.customers.agentEmail)).token
          : null;
        for (const scenario of scenarios(dataset.catalogue)) {
          if (ONLY && !ONLY.has(scenario.id)) continue;
          const headers: Record<string, string> =
            scenario.auth === 'bearer' || scenario.auth === 'agent-bearer'
              ? {
                  authorization: `Bearer ${scenario.auth === 'bearer' ? token : agentToken}`,
                  'accept-language': 'sl',
                  // Decision 040: the quick-order resolve is a POST (CSRF header, JSON body).
                  ...(scenario.post
                    ? { 'x-csrf-token': csrf, 'content-type': 'application/json' }
                    : {}),
                }
              : scenario.auth === 'cookie'
                ? { cookie }
                : {};
          log(
            scenario.download
              ? `${kind}: ${scenario.label} (${scenario.download.runs} downloads in a row)`
              : `${kind}: ${scenario.label} (${scenario.paths.length} URLs, ${DURATION} s × ${scenario.connections ?? CONNECTIONS} connections)`,
          );
          const processes = {
            workers,
            server: () => (server.child.pid ? withChildren(server.child.pid) : []),
            database: () => dataset.dbPids(),
          };
          const row = scenario.download
            ? await measureDownload(
                server.base,
                scenario,
                scenario.download,
                headers,
                kind,
                processes,
              )
            : await measure(server.base, scenario, headers, kind, processes);
          rows.push(row);
          log(
            `  → p95 ${fmt(row.p95)} ms, ${fmt(row.rps, 0)} req/s, ${fmt(row.cpuPerRequest, 2)} CPU ms/req, ${verdict(row)} (load ${os.loadavg()[0]?.toFixed(1)})`,
          );
        }
        // Page weight and Lighthouse (issue #11): once, on the first database measured.
        if (kind === KINDS[0] && (!ONLY || ONLY.has('page-weight'))) {
          log(`${kind}: page weight and Lighthouse (${LIGHTHOUSE_RUNS} runs a page)…`);
          pageWeightMet = await runPageWeight(
            server.base,
            path.join(ROOT, 'apps', 'web', 'build'),
            {
              runs: LIGHTHOUSE_RUNS,
            },
          );
        }
      } finally {
        await stopServer(server.child);
      }
    } finally {
      dataset.stop();
    }
  }
  printTable(rows);
  console.log(
    `\nMachine: ${os.cpus().length} cores; load average (1 min) at the end ${os.loadavg()[0]?.toFixed(1)}. ` +
      'CPU ms/req: user + system CPU of the server process(es) and the PostgreSQL processes per request ' +
      '(×N: N server worker processes, docs/decisions/010-worker-processes.md; ' +
      'PGlite runs inside the server process); unlike latency it hardly depends on other load. ' +
      "conns: autocannon's connections. 'throughput' rows have no target: the same page with every " +
      'connection busy, where p95 is the queue (docs/decisions/014-ssr-page-speed.md).',
  );
  const failed = rows.filter((r) => verdict(r).startsWith('FAIL') || r.status === 'broken');
  console.log(
    `\n${failed.length === 0 && pageWeightMet ? 'All measured targets met.' : `FAIL: ${failed.length} row(s) miss their target${pageWeightMet ? '' : ', and the page weight misses its own (above)'}.`} ` +
      `Total bench time ${seconds(performance.now() - started)}.`,
  );
  writeFileSync(
    path.join(DATA, 'last-run.json'),
    JSON.stringify({ at: new Date().toISOString(), rows }, null, 2),
  );
}

main().catch((error: unknown) => {
  console.error('[bench] could not run:', error);
  process.exit(1);
});
