import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

/** React's modules and what the browser bundle takes in their place. */
const PREACT_FOR_REACT = new Map([
  ['react', 'preact/compat'],
  ['react-dom', 'preact/compat'],
  ['react-dom/client', 'preact/compat/client'],
  ['react/jsx-runtime', 'preact/jsx-runtime'],
  ['react/jsx-dev-runtime', 'preact/jsx-runtime'],
]);

/** Resolve from this app, whose preact is the one it pins (@auth/core brings an older one). */
const WEB_APP = fileURLToPath(import.meta.url);

/**
 * Preact in the browser bundle of the production build (issue #11, the first-load JavaScript
 * budget; docs/decisions/021-preact-in-the-browser.md). The server still renders with React,
 * and the tests and the dev server run React.
 */
function preactInTheBrowser(): Plugin {
  return {
    name: 'gradnik:preact-in-the-browser',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, _importer, options) {
      if (this.environment.name !== 'client') return null;
      const target = PREACT_FOR_REACT.get(source);
      return target ? this.resolve(target, WEB_APP, { ...options, skipSelf: true }) : null;
    },
  };
}

// reactRouter() already compiles JSX and handles HMR: no @vitejs/plugin-react.
export default defineConfig({
  plugins: [preactInTheBrowser(), tailwindcss(), reactRouter()],
});
