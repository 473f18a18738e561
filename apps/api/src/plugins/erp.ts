// The ERP ("integration API", SPEC §7) as `fastify.erp` for the shop API's modules. The client
// is made by whoever composes the API, because only the composer knows where the ERP answers:
// - the one-process server (apps/server) passes a client that reaches its in-process simulator,
//   or ERP_URL;
// - the API on its own (buildApi, main.ts) uses ERP_URL with the global fetch, or, when ERP_URL
//   is unset, runs the same built-in simulator in process, on a private instance no request
//   can reach (ARCHITECTURE.md "What runs": no ERP_URL → the simulator), see `standaloneErp`.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { stores } from '@gradnik/db/schema/content';
import type { Database } from '@gradnik/db/connection';
import { catalogSimSameCategory, catalogSimUnits } from '@gradnik/db/erp-sim-units';
import { createErpClient, type ErpClient } from '@gradnik/erp/client';
import { readErpConfig, type ErpConfig } from '@gradnik/erp/config';
import { startInProcessErpSimulator } from '@gradnik/erp/simulator';

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

/** Where an API without any ERP sends its calls (never a real host). */
const NO_ERP_ORIGIN = 'http://no-erp.invalid';

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
        baseUrl: NO_ERP_ORIGIN,
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
 * The ERP of the API running on its own: ERP_URL (with ERP_TOKEN, ERP_TIMEOUT_MS) through the
 * global fetch; without ERP_URL the built-in simulator answers in process from an instance of
 * its own, closed with `app`. Call before `app.ready()`.
 */
export async function standaloneErp(
  app: FastifyInstance,
  db: Database,
  config: ErpConfig = readErpConfig(process.env),
): Promise<ErpClient> {
  const common = { timeoutMs: config.timeoutMs, headers: config.headers, logger: app.log };
  if (config.baseUrl !== undefined) return createErpClient({ ...common, baseUrl: config.baseUrl });
  // On a private instance, never on `app`: users must not reach the ERP (issue #10 §4).
  const simulator = await startInProcessErpSimulator({
    storeIds: (await db.select({ id: stores.id }).from(stores)).map((s) => s.id),
    // Factor, unit and list price of each item (decision 019: prices from the price list).
    units: catalogSimUnits(db),
    // Issue #14: offers' substitutes come from the same category; answers after the delay.
    sameCategory: catalogSimSameCategory(db),
    offerDelayMs: config.simOfferDelaySeconds * 1000,
    fault: config.simFault ?? null,
  });
  app.addHook('onClose', () => simulator.close());
  return createErpClient({ ...common, baseUrl: simulator.baseUrl, fetch: simulator.fetch });
}
