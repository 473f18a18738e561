import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@gradnik/db',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
  },
});
