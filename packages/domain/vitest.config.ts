import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@gradnik/domain',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Generous for a loaded 2-core CI machine (property tests, simulator instances); the
    // tests hold no speed targets (those live in `npm run bench`).
    testTimeout: 30_000,
    environment: 'node',
  },
});
