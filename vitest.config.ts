import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace (each has its own vitest.config.ts project).
// The API suite runs a second time against PostgreSQL when TEST_DATABASE_URL is set
// (scripts/test.mjs starts a throw-away PostgreSQL 15 cluster and sets it).
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      ...(process.env.TEST_DATABASE_URL ? ['apps/api/vitest.postgres.config.ts'] : []),
    ],
  },
});
