// The composition root (ARCHITECTURE.md "What runs"): one Fastify instance mounting the shop
// API, Auth.js, the ERP simulator (when ERP_URL is unset) and the React Router app.
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ApiConfig } from '@gradnik/api/config';
import { shopApiPlugin } from '@gradnik/api/app';
import type { DatabaseHandle } from '@gradnik/db/connection';
import { stores } from '@gradnik/db/schema';
import { createErpClient } from '@gradnik/erp/client';
import { readErpConfig, type ErpConfig } from '@gradnik/erp/config';
import { erpSimulator } from '@gradnik/erp/simulator';
import { createAuthConfig, type OidcSettings } from './auth/auth-config.ts';
import { registerAuthRoutes } from './auth/auth-routes.ts';
import { injectFetch } from './inject-fetch.ts';
import { registerMedia } from './media.ts';
import { registerWeb } from './web.ts';
import { originResolver } from './web-bridge.ts';

export const DEFAULT_WEB_BUILD_DIR = fileURLToPath(new URL('../../web/build', import.meta.url));

export interface ServerOptions {
  database: DatabaseHandle;
  api: ApiConfig;
  authSecret: string;
  publicUrl?: string;
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

export async function createServer(opts: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    trustProxy: opts.trustProxy ?? false,
    // Each request gets a fresh id; logs correlate a page render with its API calls.
    requestIdHeader: false,
  });
  const mode = opts.mode ?? 'production';

  app.addHook('onSend', (_req, reply, payload, done) => {
    void reply.header('x-content-type-options', 'nosniff');
    void reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    void reply.header('x-frame-options', 'DENY');
    done(null, payload);
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });

  app.get('/api/health', () => ({ status: 'ok', database: opts.database.kind }));
  registerMedia(app);

  // The ERP client (SPEC §7 integration API): ERP_URL over the network, or else the simulator
  // mounted below, answered in process (injectFetch: no network hop). Its calls all go to
  // `${baseUrl}/Pimcore/...`, and the simulator is mounted at /Pimcore.
  const erpConfig = opts.erp ?? readErpConfig({ ERP_URL: opts.erpUrl });
  const simulatorFetch = injectFetch(app);
  const erp = createErpClient({
    baseUrl: erpConfig.baseUrl ?? 'http://internal',
    timeoutMs: erpConfig.timeoutMs,
    headers: erpConfig.headers,
    logger: app.log,
    fetch: erpConfig.baseUrl
      ? undefined
      : (input, init) =>
          simulatorFetch(
            typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
            init,
          ),
  });

  // Encapsulated: the API's error handler, auth-by-default hook and parsers stay inside it.
  await app.register(async (scope) => {
    await scope.register(shopApiPlugin, { db: opts.database.db, config: opts.api, erp });
  });

  if (!erpConfig.baseUrl) {
    const storeIds = (await opts.database.db.select({ id: stores.id }).from(stores)).map(
      (s) => s.id,
    );
    await app.register(erpSimulator, {
      prefix: '/Pimcore',
      storeIds,
      allowFaultHeader: mode === 'test',
      // A parsed ERP_SIM_FAULT when the config was given; else the simulator reads it itself.
      ...(opts.erp ? { fault: opts.erp.simFault ?? null } : {}),
    });
  }

  const apiFetch = injectFetch(app);
  const authConfig = createAuthConfig({
    secret: opts.authSecret,
    apiFetch,
    sessionMaxAgeSeconds: opts.api.refreshTokenTtlSeconds,
    oidc: opts.oidc,
    logger: app.log,
  });
  const origin = originResolver(opts.publicUrl);

  // Auth.js and React Router read the raw body themselves (STACK-NOTES: replace parsers in a scope).
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
      (_req, body, done) => done(null, body),
    );
    registerAuthRoutes(scope, { config: authConfig, origin, oidc: opts.oidc });
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
