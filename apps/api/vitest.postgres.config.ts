import { defineProject } from 'vitest/config';

// The same API suite against PostgreSQL (ARCHITECTURE.md: tests run on both databases;
// PGlite is single-connection and hides races). The root config adds this project only
// when TEST_DATABASE_URL is set; createTestDatabase then makes a fresh database per file.
export default defineProject({
  test: {
    name: '@gradnik/api (postgres)',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // beforeAll builds a seeded database (a PGlite snapshot on the first run): slow on 2 cores.
    hookTimeout: 60_000,
    // Several scrypt sign-ins per test; generous when other suites share the cores.
    testTimeout: 30_000,
    setupFiles: ['./test/setup-postgres.ts'],
  },
});
