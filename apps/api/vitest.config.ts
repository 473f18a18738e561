import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@gradnik/api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // This project is the PGlite run; the PostgreSQL run is vitest.postgres.config.ts.
    setupFiles: ['./test/setup-pglite.ts'],
  },
});
