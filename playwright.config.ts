// End-to-end tests drive the system's Chromium (never a downloaded browser) against the whole
// shop started fresh: its own PGlite data folder, a small demo catalogue, the ERP simulator.
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3107);
const baseURL = `http://127.0.0.1:${port}`;
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json']],
  // Per port, so two runs on different ports never delete each other's artefacts.
  outputDir: `.tmp/e2e-results-${port}`,
  use: {
    baseURL,
    locale: 'sl-SI',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `rm -rf .tmp/e2e-data-${port} && node --import tsx apps/server/src/main.ts`,
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      DATA_DIR: `.tmp/e2e-data-${port}`,
      SEED_PRODUCTS: '400',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      // Every e2e sign-in comes from 127.0.0.1; only failed ones count, and the sign-in specs
      // fail some on purpose: lift the per-address limit, keep the per-account lock.
      SIGNIN_ADDRESS_MAX_FAILURES: '1000',
      // Issue #14: the simulated retailer answers inquiries at once.
      ERP_SIM_OFFER_DELAY: '0',
    },
  },
});
