import { defineProject } from 'vitest/config';

// The same API suite against PostgreSQL (ARCHITECTURE.md: tests run on both databases;
// PGlite is single-connection and hides races). The root config adds this project only
// when TEST_DATABASE_URL is set; createTestDatabase then makes a fresh database per file.
export default defineProject({
  test: {
    name: '@gradnik/api (postgres)',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./test/setup-postgres.ts'],
  },
});
