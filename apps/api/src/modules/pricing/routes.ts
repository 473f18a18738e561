// GET /api/metrics/erp: the ERP client's counters, so operators (and the tests of issue #4) can
// see what a page costs the ERP. Not in SPEC §7 (server-side behaviour is ours); bearer token
// required like every route (plugins/auth.ts). The counters hold no partner data.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ErpMetrics } from '@gradnik/contracts/pricing';
import { erpMetricsRoute } from './schemas.ts';

export const pricingRoutes: FastifyPluginAsyncZod = (fastify) => {
  fastify.get('/api/metrics/erp', { schema: erpMetricsRoute }, (_request, reply): ErpMetrics => {
    // Counters change with every page: never cached on the way.
    void reply.header('cache-control', 'no-store');
    return fastify.productPricing.metrics();
  });
  return Promise.resolve();
};
