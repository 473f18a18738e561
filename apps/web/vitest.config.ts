import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@gradnik/web',
    include: ['app/**/*.test.ts', 'app/**/*.test.tsx'],
    // Generous for a loaded 2-core CI machine (property tests, simulator instances); the
    // tests hold no speed targets (those live in `npm run bench`).
    testTimeout: 30_000,
    environment: 'happy-dom',
    // The browser fetches the English catalogue on demand; the tests have it from the start.
    setupFiles: ['app/i18n/register-english.ts'],
  },
  // Vite 8 transforms with Oxc (the esbuild option is ignored and only warns).
  oxc: { jsx: { runtime: 'automatic' } },
});
