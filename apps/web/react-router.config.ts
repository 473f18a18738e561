import type { Config } from '@react-router/dev/config';

// SSR + hydration (ARCHITECTURE.md "What runs"): apps/server serves build/server/index.js
// and the static build/client.
export default {
  appDirectory: 'app',
  ssr: true,
  future: {
    // Category addresses end in '/' (SPEC §2 catch-all: "with trailing slash"). Without this,
    // a client navigation to /gradnja/ asks for /gradnja.data and the loader cannot tell it
    // from /gradnja (which redirects to the slash form): a redirect loop. With it the data
    // request is /gradnja/_.data and loaders see the address as it is.
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
