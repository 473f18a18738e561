// WEB_CONCURRENCY (docs/decisions/010-worker-processes.md): worker processes only with PostgreSQL.
import { describe, expect, it } from 'vitest';
import { workerCount } from '../src/cluster.ts';
import { loadServerEnv } from '../src/config.ts';

describe('workerCount', () => {
  it('runs the requested processes on PostgreSQL and one on PGlite', () => {
    expect(workerCount(2, 'postgres')).toBe(2);
    expect(workerCount(4, 'pglite')).toBe(1);
    expect(workerCount(0, 'postgres')).toBe(1);
  });

  it('reads WEB_CONCURRENCY, default 1, and refuses nonsense', () => {
    expect(loadServerEnv({}).WEB_CONCURRENCY).toBe(1);
    expect(loadServerEnv({ WEB_CONCURRENCY: '2' }).WEB_CONCURRENCY).toBe(2);
    expect(() => loadServerEnv({ WEB_CONCURRENCY: 'many' })).toThrow(/WEB_CONCURRENCY/);
  });
});
