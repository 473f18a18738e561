import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@gradnik/contracts',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
  },
});
