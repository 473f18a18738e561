// SPEC §7 POST /jsonapi/order {order.id}: create the invoice of a placed order. Idempotent (the
// number is set once, in one conditional UPDATE); an order of another company is 404.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orders } from '@gradnik/db/schema/commerce';
import { requireCsrf } from '../token/csrf.ts';
import { basketError } from '../basket/messages.ts';
import { orderInvoiceRoute } from '../basket/schemas.ts';

export const orderRoutes: FastifyPluginAsyncZod = (fastify) => {
  const csrf = requireCsrf(fastify.apiConfig.jwtSecret);

  fastify.post(
    '/jsonapi/order',
    { schema: orderInvoiceRoute, preHandler: csrf },
    async (request) => {
      const owner = fastify.basketService.ownerOf(request, 'default');
      const raw = request.body.data.attributes['order.id'];
      const id = /^\d{1,15}$/.test(raw) ? Number(raw) : null;
      const own =
        id === null ? undefined : and(eq(orders.id, id), eq(orders.partnerId, owner.partnerId));
      const [order] = own ? await fastify.db.select().from(orders).where(own).limit(1) : [];
      if (!order || !own) throw basketError(request, 404, 'orderNotFound');
      if (order.kind !== 'order') throw basketError(request, 400, 'inquiryHasNoInvoice');
      const year = fastify.now().getUTCFullYear();
      // nextval runs only for the row that still has no invoice: a repeat never burns a number.
      const [updated] = await fastify.db
        .update(orders)
        .set({
          invoiceNo: sql`${'RA' + String(year)} || '-' || lpad(nextval('invoice_number_seq')::text, 6, '0')`,
          updatedAt: sql`now()`,
        })
        .where(and(own, isNull(orders.invoiceNo)))
        .returning();
      const [current] = updated
        ? [updated]
        : await fastify.db.select().from(orders).where(own).limit(1);
      if (!current) throw basketError(request, 404, 'orderNotFound');
      return fastify.basketService.orderDocument(current);
    },
  );

  return Promise.resolve();
};
