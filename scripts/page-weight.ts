// First-load weight of the shop's pages (issue #11 "Keep it that way"): the JavaScript and CSS a
// browser must fetch before a page is interactive, read from the React Router build manifest and
// gzipped here. Deterministic (same build, same figures), so `npm test` can hold the budget while
// `npm run bench` prints the same table beside its Lighthouse runs.
//
//   node --import tsx scripts/page-weight.ts [--build apps/web/build] [--check]
//
// `--check` (a step of `npm test`, after the build) fails when a page's first-load JavaScript is
// over FIRST_LOAD_JS_BUDGET_BYTES, naming the page and its size.
//
// First load = the client entry and its static imports, plus every route module of the page's
// route chain (root → layout → screen) with their static imports and CSS. Chunks loaded on
// first use (dynamic import()) are not counted: that is what deferring them is for.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

/** The five pages of issue #11's targets, by their Slovenian route id. */
export const MEASURED_ROUTES = [
  { page: '/', routeId: 'sl/home' },
  { page: '/gradnja/cement-in-malte/', routeId: 'sl/catch-all' },
  { page: '/artikel/1', routeId: 'sl/product' },
  { page: '/iskanje/lepilo', routeId: 'sl/search' },
  { page: '/kosarica', routeId: 'sl/cart' },
] as const;

/** Issue #11: first-load JavaScript ≤ 120 kB gzip on each of the five pages (1 kB = 1000 B). */
export const FIRST_LOAD_JS_BUDGET_BYTES = 120_000;

interface ManifestRoute {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
  css?: string[];
}

interface BuildManifest {
  entry: { module: string; imports: string[]; css?: string[] };
  routes: Record<string, ManifestRoute>;
}

export interface PageWeight {
  page: string;
  routeId: string;
  /** gzip bytes of the first-load JavaScript. */
  js: number;
  /** gzip bytes of the first-load CSS. */
  css: number;
  /** The heaviest JavaScript files, gzip bytes, largest first. */
  largest: { file: string; bytes: number }[];
}

export function readBuildManifest(clientDir: string): BuildManifest {
  const assets = path.join(clientDir, 'assets');
  const file = readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!file) throw new Error(`No React Router manifest in ${assets}: run \`npm run build\` first.`);
  const source = readFileSync(path.join(assets, file), 'utf8');
  return JSON.parse(
    source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1),
  ) as BuildManifest;
}

function routeChain(manifest: BuildManifest, routeId: string): ManifestRoute[] {
  const chain: ManifestRoute[] = [];
  for (let id: string | undefined = routeId; id;) {
    const route: ManifestRoute | undefined = manifest.routes[id];
    if (!route) throw new Error(`Route ${id} is not in the build manifest.`);
    chain.unshift(route);
    id = route.parentId;
  }
  return chain;
}

export function measurePage(
  clientDir: string,
  manifest: BuildManifest,
  page: string,
  routeId: string,
): PageWeight {
  const js = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
  const css = new Set<string>(manifest.entry.css ?? []);
  for (const route of routeChain(manifest, routeId)) {
    js.add(route.module);
    for (const file of route.imports ?? []) js.add(file);
    for (const file of route.css ?? []) css.add(file);
  }
  const gz = (file: string) => gzipSync(readFileSync(path.join(clientDir, file))).length;
  const jsSizes = [...js].map((file) => ({ file: path.basename(file), bytes: gz(file) }));
  return {
    page,
    routeId,
    js: jsSizes.reduce((sum, f) => sum + f.bytes, 0),
    css: [...css].reduce((sum, file) => sum + gz(file), 0),
    largest: jsSizes.sort((a, b) => b.bytes - a.bytes).slice(0, 5),
  };
}

export function measurePages(buildDir: string): PageWeight[] {
  const clientDir = path.join(buildDir, 'client');
  const manifest = readBuildManifest(clientDir);
  return MEASURED_ROUTES.map(({ page, routeId }) =>
    measurePage(clientDir, manifest, page, routeId),
  );
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function pageWeightTable(weights: PageWeight[]): string {
  const rows = weights.map(
    (w) =>
      `| \`${w.page}\` | ${kB(w.js)} | ${kB(w.css)} | ${w.js <= FIRST_LOAD_JS_BUDGET_BYTES ? 'ok' : 'FAIL'} | ${w.largest
        .slice(0, 3)
        .map((f) => `${f.file.replace(/-[\w-]{8}\.js$/, '')} ${kB(f.bytes)}`)
        .join(', ')} |`,
  );
  return [
    `| page | first-load JS (gzip) | CSS (gzip) | ≤ ${kB(FIRST_LOAD_JS_BUDGET_BYTES)} | heaviest |`,
    '|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { build: { type: 'string' }, check: { type: 'boolean', default: false } },
  });
  const root = fileURLToPath(new URL('..', import.meta.url));
  const weights = measurePages(values.build ?? path.join(root, 'apps', 'web', 'build'));
  console.log(pageWeightTable(weights));
  const over = weights.filter((w) => w.js > FIRST_LOAD_JS_BUDGET_BYTES);
  if (values.check && over.length > 0) {
    for (const w of over)
      console.error(
        `✘ ${w.page} (${w.routeId}) loads ${kB(w.js)} of JavaScript (gzip) before it is interactive; ` +
          `the budget is ${kB(FIRST_LOAD_JS_BUDGET_BYTES)} (issue #11).`,
      );
    process.exit(1);
  }
}
