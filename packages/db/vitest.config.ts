import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@gradnik/db',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // PGlite needs a few seconds to start (WASM + initdb) on a 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
