import type { Config } from '@react-router/dev/config';

// SSR + hydration (ARCHITECTURE.md "What runs"): apps/server serves build/server/index.js
// and the static build/client.
export default {
  appDirectory: 'app',
  ssr: true,
} satisfies Config;
