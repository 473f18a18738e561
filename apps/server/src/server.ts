// The composition root (ARCHITECTURE.md "What runs"): one Fastify instance mounting the shop
// API, Auth.js and the React Router app; the ERP simulator (when ERP_URL is unset) answers the
// shop's ERP client in process and is not mounted on the port (issue #10 §4).
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ApiConfig } from '@gradnik/api/config';
import { shopApiPlugin } from '@gradnik/api/app';
import { unsupportedMethodHook } from '@gradnik/api/plugins/methods';
import { DOCS_PREFIX } from '@gradnik/api/plugins/openapi';
import type { DatabaseHandle } from '@gradnik/db/connection';
import { catalogSimSameCategory, catalogSimUnits } from '@gradnik/db/erp-sim-units';
import { stores } from '@gradnik/db/schema';
import { createErpClient } from '@gradnik/erp/client';
import { readErpConfig, type ErpConfig } from '@gradnik/erp/config';
import { startInProcessErpSimulator } from '@gradnik/erp/simulator';
import { createAuthConfig, type OidcSettings } from './auth/auth-config.ts';
import { registerAuthRoutes } from './auth/auth-routes.ts';
import { registerImpersonateRoute } from './auth/impersonate-route.ts';
import { injectFetch } from './inject-fetch.ts';
import { registerMedia } from './media.ts';
import { registerWeb } from './web.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { originResolver, ownHostnames } from './web-bridge.ts';
import { LOG_SERIALIZERS } from '@gradnik/api/log-serializers';

export const DEFAULT_WEB_BUILD_DIR = fileURLToPath(new URL('../../web/build', import.meta.url));

export interface ServerOptions {
  database: DatabaseHandle;
  api: ApiConfig;
  authSecret: string;
  publicUrl?: string;
  /** HOST: the configured listen address, one of the names a request may use (web-bridge.ts). */
  listenHost?: string;
  erpUrl?: string;
  /** ERP settings, `readErpConfig(process.env)` (ERP_URL, ERP_TOKEN, ERP_TIMEOUT_MS, ERP_SIM_FAULT); default: `erpUrl` only. */
  erp?: ErpConfig;
  oidc?: OidcSettings;
  trustProxy?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** The React Router build to serve; false serves no web app (API and sign-in tests). */
  webBuildDir?: string | false;
  mode?: 'development' | 'production' | 'test';
}

/** Secrets and credentials that must never appear in a log line. */
export const LOG_REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.refresh_token',
  '*.access_token',
];

/** The logger options every server uses: no credential (above), no stack trace (errorForLog). */
export const LOG_OPTIONS = { redact: LOG_REDACT, serializers: LOG_SERIALIZERS } as const;

export async function createServer(opts: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    trustProxy: opts.trustProxy ?? false,
    // Each request gets a fresh id; logs correlate a page render with its API calls.
    requestIdHeader: false,
  });
  const mode = opts.mode ?? 'production';
  // Methods no route serves (TRACE, PROPFIND …) are a 405 before any route runs: the web app's
  // Request cannot even be built for TRACE (issue #10 §3).
  app.addHook('onRequest', unsupportedMethodHook);

  const origin = originResolver(opts.publicUrl, ownHostnames(opts.listenHost));
  registerSecurityHeaders(app, { origin, docsPrefix: DOCS_PREFIX });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });

  // For load balancers and uptime checks: says nothing about what runs inside (issue #10 §4).
  app.get('/api/health', () => ({ status: 'ok' }));
  registerMedia(app);

  // The ERP client (SPEC §7 integration API): ERP_URL over the network, or else the built-in
  // simulator on a private instance that never listens (issue #10 §4: only the shop may ask
  // the ERP for a partner's prices), answered in process (no network hop).
  const erpConfig = opts.erp ?? readErpConfig({ ERP_URL: opts.erpUrl });
  const simulator = erpConfig.baseUrl
    ? undefined
    : await startInProcessErpSimulator({
        storeIds: (await opts.database.db.select({ id: stores.id }).from(stores)).map((s) => s.id),
        // Factor, unit and list price of each item (decision 019: prices from the price list).
        units: catalogSimUnits(opts.database.db),
        // Issue #14: offers' substitutes come from the same category; answers after the delay.
        sameCategory: catalogSimSameCategory(opts.database.db),
        offerDelayMs: erpConfig.simOfferDelaySeconds * 1000,
        allowFaultHeader: mode === 'test',
        // A parsed ERP_SIM_FAULT when the config was given; else the simulator reads it itself.
        ...(opts.erp ? { fault: opts.erp.simFault ?? null } : {}),
        logger: app.log.child({ component: 'erp-simulator' }),
      });
  if (simulator) app.addHook('onClose', () => simulator.close());
  const erp = createErpClient({
    baseUrl: erpConfig.baseUrl ?? simulator?.baseUrl ?? '',
    timeoutMs: erpConfig.timeoutMs,
    headers: erpConfig.headers,
    logger: app.log,
    fetch: simulator?.fetch,
  });

  // Encapsulated: the API's error handler, auth-by-default hook and parsers stay inside it.
  await app.register(async (scope) => {
    await scope.register(shopApiPlugin, { db: opts.database.db, config: opts.api, erp });
  });

  const apiFetch = injectFetch(app);
  const authConfig = createAuthConfig({
    secret: opts.authSecret,
    apiFetch,
    sessionMaxAgeSeconds: opts.api.refreshTokenTtlSeconds,
    oidc: opts.oidc,
    logger: app.log,
  });

  // Auth.js and React Router read the raw body themselves (STACK-NOTES: replace parsers in a scope).
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
      (_req, body, done) => done(null, body),
    );
    registerAuthRoutes(scope, { config: authConfig, origin, oidc: opts.oidc });
    registerImpersonateRoute(scope, {
      config: authConfig,
      origin,
      maxAgeSeconds: opts.api.impersonationMaxMinutes * 60,
    });
    if (opts.webBuildDir === false) return;
    await registerWeb(scope, {
      buildDir: opts.webBuildDir ?? DEFAULT_WEB_BUILD_DIR,
      mode,
      authConfig,
      origin,
      apiFetch,
    });
  });

  return app;
}
