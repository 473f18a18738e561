// Chromium (end-to-end tests, Lighthouse) and PostgreSQL 15 (API tests on a real server) come
// from Debian packages. Installed when missing and we run as root; otherwise we stop with a
// message naming the package (issue #2, "npm test").
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
let aptUpdated = false;

function aptInstall(pkg) {
  if (!isRoot) {
    throw new Error(
      `Debian package '${pkg}' is required: install it with 'sudo apt-get install -y ${pkg}' and run again.`,
    );
  }
  console.log(`› installing Debian package '${pkg}' (apt-get)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    aptUpdated = true;
  }
  execFileSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env });
}

export function chromiumPath() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ].filter(Boolean);
  return candidates.find((p) => existsSync(p));
}

export function ensureChromium() {
  let found = chromiumPath();
  if (!found) {
    aptInstall('chromium');
    found = chromiumPath();
  }
  if (!found) throw new Error("Chromium is still missing after installing 'chromium'.");
  return found;
}

export function postgresBinDir() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(`${root}/${v}/bin/initdb`))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? `${root}/${versions[0]}/bin` : undefined;
}

export function ensurePostgres() {
  let bin = postgresBinDir();
  if (!bin) {
    aptInstall('postgresql');
    bin = postgresBinDir();
  }
  if (!bin) throw new Error("PostgreSQL is still missing after installing 'postgresql'.");
  return bin;
}

/** Runs a PostgreSQL binary as the postgres user when we are root (initdb refuses root). */
export function runPgTool(bin, tool, args, opts = {}) {
  const command = isRoot ? 'runuser' : `${bin}/${tool}`;
  const fullArgs = isRoot ? ['-u', 'postgres', '--', `${bin}/${tool}`, ...args] : args;
  const result = spawnSync(command, fullArgs, { encoding: 'utf8', ...opts });
  if (result.status !== 0) {
    throw new Error(`${tool} failed (${result.status}): ${result.stderr || result.stdout}`);
  }
  return result.stdout;
}

export { isRoot };
