// The bench's page-weight section (issue #11): first-load JavaScript and CSS per page from the
// build manifest (scripts/page-weight.ts, the same figures `npm test` holds to the budget), and
// Lighthouse 12.2.3 (pinned) on the five pages, signed in: simulated mobile (slow 4G, 4× CPU
// slowdown, Lighthouse's defaults), system Chromium, median of 3 runs. A report: each row says
// ok or FAIL against the issue's targets.
//
// Standalone against a running shop:
//   node --import tsx bench/page-weight.ts --base http://127.0.0.1:3000 [--runs 3]
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import {
  FIRST_LOAD_JS_BUDGET_BYTES,
  MEASURED_ROUTES,
  measurePages,
  pageWeightTable,
} from '../scripts/page-weight.ts';
import { signIn } from './sign-in.ts';

/** Issue #11 targets, per page. */
export const LIGHTHOUSE_TARGETS = {
  performance: 0.95,
  accessibility: 1,
  bestPractices: 1,
  fcpMs: 1500,
  lcpMs: 2000,
  tbtMs: 200,
  cls: 0.02,
} as const;

/** The user of issue #11's measurements (a buyer: the pages show partner prices). */
const LIGHTHOUSE_USER = 'nabava@demo.si';

interface LighthouseRow {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Transferred bytes of script. */
  jsBytes: number;
  totalBytes: number;
}

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Headless Chromium with a DevTools port for Lighthouse (flags: STACK-NOTES, the closed network). */
async function launchChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'gradnik-lighthouse-'));
  const child: ChildProcess = spawn(
    CHROMIUM,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(stderr);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${stderr}`)));
  });
  return {
    port,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
      // Chromium's helpers may still write into the profile for a moment: a leftover temporary
      // directory must not cost the report.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
      } catch {
        // left for the system's temporary-file cleanup
      }
    },
  };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function lighthouseRow(
  url: string,
  port: number,
  cookie: string,
  runs: number,
): Promise<LighthouseRow> {
  const results: LighthouseRow[] = [];
  for (let i = 0; i < runs; i += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      extraHeaders: { Cookie: cookie },
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits } = result.lhr;
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    const summary =
      (
        audits['resource-summary']?.details as {
          items?: { resourceType: string; transferSize: number }[];
        }
      )?.items ?? [];
    results.push({
      page: new URL(url).pathname + new URL(url).search,
      performance: categories.performance?.score ?? 0,
      accessibility: categories.accessibility?.score ?? 0,
      bestPractices: categories['best-practices']?.score ?? 0,
      fcpMs: audits['first-contentful-paint']?.numericValue ?? NaN,
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      jsBytes: summary.find((s) => s.resourceType === 'script')?.transferSize ?? NaN,
      totalBytes: summary.find((s) => s.resourceType === 'total')?.transferSize ?? NaN,
    });
  }
  const pick = (key: Exclude<keyof LighthouseRow, 'page'>) => median(results.map((r) => r[key]));
  return {
    page: results[0]?.page ?? url,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    jsBytes: pick('jsBytes'),
    totalBytes: pick('totalBytes'),
  };
}

export function lighthouseFailures(row: LighthouseRow): string[] {
  const t = LIGHTHOUSE_TARGETS;
  return [
    row.performance < t.performance && `performance ${row.performance} < ${t.performance}`,
    row.accessibility < t.accessibility && `accessibility ${row.accessibility}`,
    row.bestPractices < t.bestPractices && `best practices ${row.bestPractices}`,
    row.fcpMs > t.fcpMs && `FCP ${Math.round(row.fcpMs)} ms`,
    row.lcpMs > t.lcpMs && `LCP ${Math.round(row.lcpMs)} ms`,
    row.tbtMs > t.tbtMs && `TBT ${Math.round(row.tbtMs)} ms`,
    row.cls > t.cls && `CLS ${row.cls.toFixed(3)}`,
  ].filter((f): f is string => typeof f === 'string');
}

function lighthouseTable(rows: LighthouseRow[]): string {
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const kB = (b: number) => `${Math.round(b / 1000)} kB`;
  return [
    '| page | performance | FCP | LCP | TBT | CLS | JS transferred | total | a11y | best pr. | verdict |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map((r) => {
      const failures = lighthouseFailures(r);
      return `| \`${r.page}\` | ${r.performance.toFixed(2)} | ${s(r.fcpMs)} | ${s(r.lcpMs)} | ${Math.round(r.tbtMs)} ms | ${r.cls.toFixed(3)} | ${kB(r.jsBytes)} | ${kB(r.totalBytes)} | ${r.accessibility} | ${r.bestPractices} | ${failures.length === 0 ? 'ok' : `FAIL: ${failures.join(', ')}`} |`;
    }),
  ].join('\n');
}

/**
 * Prints both tables for the shop at `base` (built from `buildDir`); returns whether every
 * target is met. `pages` overrides the measured addresses (the bench's catalogue has its own).
 */
export async function runPageWeight(
  base: string,
  buildDir: string,
  { runs = 3, pages }: { runs?: number; pages?: string[] } = {},
): Promise<boolean> {
  const weights = measurePages(buildDir);
  console.log('\nFirst-load weight (build manifest, gzip):\n');
  console.log(pageWeightTable(weights));
  const { cookie } = await signIn(base, LIGHTHOUSE_USER);
  const chromium = await launchChromium();
  const rows: LighthouseRow[] = [];
  try {
    for (const page of pages ?? MEASURED_ROUTES.map((r) => r.page)) {
      rows.push(await lighthouseRow(new URL(page, base).href, chromium.port, cookie, runs));
    }
  } finally {
    await chromium.stop();
  }
  console.log(
    `\nLighthouse 12.2.3, simulated mobile, median of ${runs} runs, signed in as ${LIGHTHOUSE_USER}:\n`,
  );
  console.log(lighthouseTable(rows));
  return (
    rows.every((r) => lighthouseFailures(r).length === 0) &&
    weights.every((w) => w.js <= FIRST_LOAD_JS_BUDGET_BYTES)
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      base: { type: 'string' },
      runs: { type: 'string', default: '3' },
      build: { type: 'string' },
    },
  });
  if (!values.base) throw new Error('--base http://host:port of a running shop is required');
  const root = fileURLToPath(new URL('..', import.meta.url));
  const ok = await runPageWeight(
    values.base,
    values.build ?? path.join(root, 'apps', 'web', 'build'),
    {
      runs: Number(values.runs),
    },
  );
  console.log(
    ok ? '\nAll page-weight targets met.' : '\nFAIL: some page-weight targets are missed.',
  );
}
