import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@gradnik/web',
    include: ['app/**/*.test.ts', 'app/**/*.test.tsx'],
    environment: 'happy-dom',
  },
  // Vite 8 transforms with Oxc (the esbuild option is ignored and only warns).
  oxc: { jsx: { runtime: 'automatic' } },
});
