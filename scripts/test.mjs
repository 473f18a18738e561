#!/usr/bin/env node
// `npm test`: every check the project has, in one command (issue #2):
// lint, typecheck, unit + API tests (Vitest; API on PGlite and on PostgreSQL), the web build,
// and the end-to-end tests (Playwright on the system's Chromium). Each step runs even when an
// earlier one failed (except e2e, which needs the build); the exit code is non-zero on any
// failure and the last line counts the tests that ran.
//   node scripts/test.mjs [--only step,step] [--skip step,step]
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './system-deps.mjs';
import { startTestPostgres } from './test-postgres.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.tmp', 'reports');
const STEPS = ['lint', 'typecheck', 'vitest', 'build', 'weight', 'e2e'];

function option(name) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? (process.argv[i + 1] ?? '').split(',').filter(Boolean) : undefined;
}
const only = option('only');
const skip = option('skip') ?? [];
const wanted = STEPS.filter((s) => (!only || only.includes(s)) && !skip.includes(s));

function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
  });
}

const npx = (bin, args, env) =>
  run(process.execPath, [path.join(root, 'node_modules', '.bin', bin), ...args], env);
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

const results = [];
const counts = { passed: 0, failed: 0, skipped: 0 };
let postgres;

async function step(name, fn) {
  if (!wanted.includes(name)) return true;
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  let ok = false;
  try {
    ok = await fn();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
  }
  results.push({ name, ok, seconds: Math.round((Date.now() - started) / 100) / 10 });
  return ok;
}

try {
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });

  // Type-aware lint needs React Router's generated route types (`npm run lint` makes them first).
  await step('lint', async () => (await run('npm', ['run', '--silent', 'lint'])) === 0);
  await step('typecheck', async () => (await run('npm', ['run', '--silent', 'typecheck'])) === 0);
  await step('vitest', async () => {
    postgres = await startTestPostgres();
    console.log(
      `› API tests run on PGlite and on PostgreSQL (${postgres.url.replace(/\/\/.*@/, '//…@')})`,
    );
    const file = path.join(reports, 'vitest.json');
    const code = await npx(
      'vitest',
      ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
      {
        TEST_DATABASE_URL: postgres.url,
      },
    );
    const report = readJson(file);
    if (report) {
      counts.passed += report.numPassedTests;
      counts.failed += report.numFailedTests;
      counts.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    }
    return code === 0 && Boolean(report);
  });
  const built = await step(
    'build',
    async () => (await run('npm', ['run', '--silent', 'build'])) === 0,
  );
  // Issue #11: the first-load JavaScript of the five measured pages (scripts/page-weight.ts).
  await step('weight', async () => {
    if (!built) throw new Error('skipped: the web build failed');
    return (await run('node', ['--import', 'tsx', 'scripts/page-weight.ts', '--check'])) === 0;
  });
  await step('e2e', async () => {
    if (!built) throw new Error('skipped: the web build failed');
    const chromium = ensureChromium();
    const file = path.join(reports, 'e2e.json');
    const code = await npx('playwright', ['test'], {
      CHROMIUM_PATH: chromium,
      PLAYWRIGHT_JSON_OUTPUT_NAME: file,
    });
    const report = readJson(file);
    if (report) {
      counts.passed += report.stats.expected + report.stats.flaky;
      counts.failed += report.stats.unexpected;
      counts.skipped += report.stats.skipped;
    }
    return code === 0 && Boolean(report);
  });
} finally {
  postgres?.stop();
}

console.log('\n━━ summary ━━');
for (const r of results) console.log(`${r.ok ? '✔' : '✘'} ${r.name.padEnd(10)} ${r.seconds}s`);
const failedSteps = results.filter((r) => !r.ok).map((r) => r.name);
if (failedSteps.length) console.log(`failed steps: ${failedSteps.join(', ')}`);
console.log(
  `tests: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`,
);
process.exit(failedSteps.length || results.length === 0 ? 1 : 0);
