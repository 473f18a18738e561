// The ERP ("integration API", SPEC §7) as `fastify.erp` for the shop API's modules. The client
// is made by whoever composes the API, because only the composer knows where the ERP answers:
// - the one-process server (apps/server) passes a client that reaches its in-process simulator,
//   or ERP_URL;
// - the API on its own (buildApi, main.ts) uses ERP_URL with the global fetch, or, when ERP_URL
//   is unset, mounts the same built-in simulator on its own instance (ARCHITECTURE.md "What
//   runs": no ERP_URL → the simulator at /Pimcore/*), see `standaloneErp`.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { stores } from '@gradnik/db/schema/content';
import type { Database } from '@gradnik/db/connection';
import { createErpClient, type ErpClient } from '@gradnik/erp/client';
import { readErpConfig, type ErpConfig } from '@gradnik/erp/config';
import { erpSimulator } from '@gradnik/erp/simulator';

declare module 'fastify' {
  interface FastifyInstance {
    /** The integration API client (SPEC §7): pricing, availability, stock per store, routing. */
    erp: ErpClient;
  }
}

export interface ErpPluginOptions {
  /** undefined: no ERP was configured; every ERP call then fails as unreachable (503). */
  erp?: ErpClient;
}

/** Where the standalone API's in-process simulator is reached (never a real host). */
const IN_PROCESS_ORIGIN = 'http://in-process.invalid';

function unreachable(): Promise<Response> {
  return Promise.reject(new TypeError('No ERP is configured for this shop API'));
}

export const erpPlugin = fp(
  (fastify: FastifyInstance, opts: ErpPluginOptions) => {
    let erp = opts.erp;
    if (erp === undefined) {
      // Pages still render (SPEC §8: ERP failures mark items as error, never break a page).
      fastify.log.warn('No ERP client given to the shop API: stock and price lookups will fail');
      erp = createErpClient({
        baseUrl: IN_PROCESS_ORIGIN,
        fetch: unreachable,
        logger: fastify.log,
      });
    }
    fastify.decorate('erp', erp);
    return Promise.resolve();
  },
  { name: 'gradnik-api-erp', fastify: '5.x' },
);

/**
 * A fetch answered by `app.inject` (no network hop): the simulator's POST calls with JSON bodies
 * are all it needs to carry. The one-process server has a general one (apps/server).
 */
function injectFetch(app: FastifyInstance): typeof globalThis.fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const body = init?.body;
    if (body != null && typeof body !== 'string') {
      throw new TypeError('The in-process ERP fetch carries string bodies only');
    }
    const res = await app.inject({
      method: (init?.method ?? 'GET').toUpperCase() as 'GET' | 'POST',
      url: url.pathname + url.search,
      headers,
      payload: body ?? undefined,
      signal: init?.signal ?? undefined,
    });
    return new Response(res.payload, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  };
}

/**
 * The ERP of the API running on its own: ERP_URL (with ERP_TOKEN, ERP_TIMEOUT_MS) through the
 * global fetch; without ERP_URL the built-in simulator is registered on `app` at /Pimcore and
 * called in process. Call before `app.ready()`.
 */
export async function standaloneErp(
  app: FastifyInstance,
  db: Database,
  config: ErpConfig = readErpConfig(process.env),
): Promise<ErpClient> {
  const common = { timeoutMs: config.timeoutMs, headers: config.headers, logger: app.log };
  if (config.baseUrl !== undefined) return createErpClient({ ...common, baseUrl: config.baseUrl });
  const storeIds = (await db.select({ id: stores.id }).from(stores)).map((s) => s.id);
  await app.register(erpSimulator, {
    prefix: '/Pimcore',
    storeIds,
    fault: config.simFault ?? null,
  });
  return createErpClient({ ...common, baseUrl: IN_PROCESS_ORIGIN, fetch: injectFetch(app) });
}
