// GET /api/metrics/erp: schema from the contract (validation + OpenAPI).
import { apiErrorSchema } from '@gradnik/contracts/errors';
import { erpMetricsSchema } from '@gradnik/contracts/pricing';

export const erpMetricsRoute = {
  tags: ['pricing'],
  summary: "The ERP client's call and cache counters",
  description:
    'Counters since the process started (per instance): HTTP calls per integration call family ' +
    '(GetPricing2, GetAvailability, GetStocksTC/CS, GetRouting), items answered from the 60 s ' +
    'cache (SPEC §7, §9), items fetched, items that joined a call in flight, failed calls. ' +
    'A category page of 16 products costs at most one pricing and one availability call, and ' +
    'none when its items are cached. For operators: the bearer token is METRICS_TOKEN, not a ' +
    "user's access token; without METRICS_TOKEN it answers 401 to everyone.",
  response: { 200: erpMetricsSchema, 401: apiErrorSchema },
};
