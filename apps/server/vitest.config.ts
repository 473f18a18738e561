import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@gradnik/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Each file starts whole servers on fresh databases (migrations + demo data).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
