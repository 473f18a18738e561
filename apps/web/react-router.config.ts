import type { Config } from '@react-router/dev/config';

// SSR + hydration (ARCHITECTURE.md "What runs"): apps/server serves build/server/index.js
// and the static build/client.
export default {
  appDirectory: 'app',
  ssr: true,
  // The whole route manifest (a few dozen routes, both languages) ships as one cacheable module
  // with the first page, instead of a per-request partial manifest and /__manifest lookups
  // as links scroll into view: lazy discovery pays off for apps with thousands of routes, and
  // computing the partial manifest cost every server render three route matchings
  // (docs/decisions/014-ssr-page-speed.md).
  routeDiscovery: { mode: 'initial' },
  future: {
    // Category addresses end in '/' (SPEC §2 catch-all: "with trailing slash"). Without this,
    // a client navigation to /gradnja/ asks for /gradnja.data and the loader cannot tell it
    // from /gradnja (which redirects to the slash form): a redirect loop. With it the data
    // request is /gradnja/_.data and loaders see the address as it is.
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
