// GET /api/metrics/erp: the ERP client's counters, so operators (and the tests of issue #4) can
// see what a page costs the ERP. Not in SPEC §7 (server-side behaviour is ours). For operators
// only (issue #10 §4, decision 017): it answers the METRICS_TOKEN bearer token, not a user's
// access token; without METRICS_TOKEN no token opens it. The counters hold no partner data.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ErpMetrics } from '@gradnik/contracts/pricing';
import { unauthorized } from '../../http-error.ts';
import { sameToken } from '../../plugins/integration-token.ts';
import { erpMetricsRoute } from './schemas.ts';

export const pricingRoutes: FastifyPluginAsyncZod = (fastify) => {
  fastify.get(
    '/api/metrics/erp',
    // Public to the user-token check: it has a token of its own.
    { schema: erpMetricsRoute, config: { public: true } },
    (request, reply): ErpMetrics => {
      const expected = fastify.apiConfig.metricsToken;
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
      if (expected === undefined || !sameToken(given, expected))
        throw unauthorized('invalid_metrics_token');
      // Counters change with every page: never cached on the way.
      void reply.header('cache-control', 'no-store');
      return fastify.productPricing.metrics();
    },
  );
  return Promise.resolve();
};
