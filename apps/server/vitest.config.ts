import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@gradnik/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
  },
});
