// The order flow that is not storage: whose orders a request may reach, the placed-order
// document, and creating an invoice (SPEC §7 POST /jsonapi/order). Placing itself stays with the
// basket (basket/placing.ts), which hands the order to orderRepository.insertPlaced.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { PlacedOrderDocument } from '@gradnik/contracts/order';
import { AUTHENTICATION_REQUIRED, HttpError } from '../../http-error.ts';
import { orderError } from './messages.ts';
import type { OrderRow } from './repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    orderService: OrderService;
  }
}

export interface OrderOwner {
  userId: number;
  partnerId: number;
}

export function placedOrderDocument(row: OrderRow): PlacedOrderDocument {
  return {
    data: {
      id: String(row.id),
      type: 'order',
      attributes: {
        'order.kind': row.kind,
        'order.number': row.orderNo,
        'order.status': row.status,
        'order.total': row.totalGross,
        'order.created': row.createdAt.toISOString(),
        'order.invoice': row.invoiceNo ?? null,
      },
    },
  };
}

/** Digits only and below 2^53: anything else can name no order (answered as not found). */
function orderIdOf(raw: string): number | null {
  return /^\d{1,15}$/.test(raw) ? Number(raw) : null;
}

export function createOrderService(fastify: FastifyInstance) {
  const repo = fastify.orderRepository;

  /** The token's partner and user. SPEC §6: an agent acting for no partner has no orders. */
  function ownerOf(request: FastifyRequest): OrderOwner {
    const auth = request.auth;
    if (!auth) throw new HttpError(401, AUTHENTICATION_REQUIRED, 'missing_token');
    if (auth.partnerId === null) throw orderError(request, 403, 'noPartner');
    return { userId: auth.userId, partnerId: auth.partnerId };
  }

  /** SPEC §7 POST /jsonapi/order {order.id}: the invoice of an own order, created once. */
  async function invoice(request: FastifyRequest, rawId: string): Promise<PlacedOrderDocument> {
    const owner = ownerOf(request);
    const id = orderIdOf(rawId);
    const order = id === null ? undefined : await repo.findOwn(owner.partnerId, id);
    if (!order || id === null) throw orderError(request, 404, 'orderNotFound');
    if (order.kind !== 'order') throw orderError(request, 400, 'inquiryHasNoInvoice');
    const current = await repo.createInvoice(owner.partnerId, id, fastify.now());
    if (!current) throw orderError(request, 404, 'orderNotFound');
    return placedOrderDocument(current);
  }

  return { ownerOf, invoice };
}
export type OrderService = ReturnType<typeof createOrderService>;

export const orderServicePlugin = fp(
  (fastify: FastifyInstance) => {
    fastify.decorate('orderService', createOrderService(fastify));
    return Promise.resolve();
  },
  {
    name: 'gradnik-api-order-service',
    dependencies: ['gradnik-api-order-repository'],
    fastify: '5.x',
  },
);
