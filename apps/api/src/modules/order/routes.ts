// The order calls. SPEC §7 POST /jsonapi/order {order.id}: create the invoice of a placed order,
// idempotent (the number is set once, in one conditional UPDATE). GET /api/orders: the
// company's orders list (issue #12). An order of another company is never found.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCsrf } from '../token/csrf.ts';
import {
  listOrdersRoute,
  orderDetailRoute,
  orderInvoiceRoute,
  orderPlacersRoute,
  reorderRoute,
} from './schemas.ts';

export const orderRoutes: FastifyPluginAsyncZod = (fastify) => {
  const csrf = requireCsrf(fastify.apiConfig.jwtSecret);

  fastify.post('/jsonapi/order', { schema: orderInvoiceRoute, preHandler: csrf }, (request) =>
    fastify.orderService.invoice(request, request.body.data.attributes['order.id']),
  );

  // Issue #12 orders list (our own path; SPEC §2 /narocila).
  fastify.get('/api/orders', { schema: listOrdersRoute }, (request) =>
    fastify.orderService.list(request, request.query),
  );

  fastify.get('/api/orders/placers', { schema: orderPlacersRoute }, (request) =>
    fastify.orderService.placers(request),
  );

  fastify.get('/api/orders/:id', { schema: orderDetailRoute }, (request, reply) => {
    void reply.header('vary', 'Accept-Language');
    return fastify.orderService.detail(request, request.params.id);
  });

  fastify.post('/api/orders/:id/reorder', { schema: reorderRoute, preHandler: csrf }, (request) =>
    fastify.orderService.reorder(request, request.params.id, request.body ?? {}),
  );

  return Promise.resolve();
};
