import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@gradnik/api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // beforeAll builds a seeded database (a PGlite snapshot on the first run): slow on 2 cores.
    hookTimeout: 60_000,
    // Several scrypt sign-ins per test; generous when other suites share the cores.
    testTimeout: 30_000,
    // This project is the PGlite run; the PostgreSQL run is vitest.postgres.config.ts.
    setupFiles: ['./test/setup-pglite.ts'],
  },
});
