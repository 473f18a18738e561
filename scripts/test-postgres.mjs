// A throw-away PostgreSQL cluster for one test run: initdb in a temp folder, listening on a
// free loopback port, removed again at the end. Honours TEST_DATABASE_URL when already set.
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensurePostgres, isRoot, runPgTool } from './system-deps.mjs';

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

function postgresUid() {
  const out = runPgTool('/usr/bin', 'id', ['-u'], {});
  return Number(out.trim());
}

export async function startTestPostgres() {
  if (process.env.TEST_DATABASE_URL) {
    return { url: process.env.TEST_DATABASE_URL, stop: () => undefined };
  }
  const bin = ensurePostgres();
  const dir = mkdtempSync(path.join(tmpdir(), 'gradnik-pg-'));
  if (isRoot) {
    const uid = postgresUid();
    chownSync(dir, uid, uid);
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  runPgTool(bin, 'initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--locale=C.UTF-8',
    '-N',
  ]);
  runPgTool(bin, 'pg_ctl', [
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
      runPgTool(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // already gone
    }
    rmSync(dir, { recursive: true, force: true });
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}
