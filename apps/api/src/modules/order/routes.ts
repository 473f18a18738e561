// The order calls. SPEC §7 POST /jsonapi/order {order.id}: create the invoice of a placed order.
// Idempotent (the number is set once, in one conditional UPDATE); an order of another company
// is 404.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCsrf } from '../token/csrf.ts';
import { orderInvoiceRoute } from './schemas.ts';

export const orderRoutes: FastifyPluginAsyncZod = (fastify) => {
  const csrf = requireCsrf(fastify.apiConfig.jwtSecret);

  fastify.post('/jsonapi/order', { schema: orderInvoiceRoute, preHandler: csrf }, (request) =>
    fastify.orderService.invoice(request, request.body.data.attributes['order.id']),
  );

  return Promise.resolve();
};
