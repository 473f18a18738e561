// The order flow that is not storage: whose orders a request may reach, the placed-order
// document, and creating an invoice (SPEC §7 POST /jsonapi/order). Placing itself stays with the
// basket (basket/placing.ts), which hands the order to orderRepository.insertPlaced.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  ORDER_LIST_DEFAULT_PAGE_SIZE,
  type OrderListItem,
  type OrderListQuery,
  type OrderListResponse,
  type PlacedOrderDocument,
} from '@gradnik/contracts/order';
import { ljubljanaDayRange } from '@gradnik/domain/date-range';
import { AUTHENTICATION_REQUIRED, HttpError } from '../../http-error.ts';
import { orderError } from './messages.ts';
import type { OrderRepository, OrderRow } from './repository.ts';

type OrderListRow = Awaited<ReturnType<OrderRepository['list']>>['rows'][number];

function orderListItem(row: OrderListRow): OrderListItem {
  return {
    id: String(row.id),
    kind: row.kind,
    number: row.orderNo,
    createdAt: row.createdAt.toISOString(),
    placedBy: { id: String(row.userId), name: `${row.firstname} ${row.lastname}`.trim() },
    agent: row.agent ? { name: `${row.agent.firstname} ${row.agent.lastname}`.trim() } : null,
    reference: row.customerRef,
    recipient: row.recipient?.name ?? null,
    totalGross: row.totalGross,
    status: row.status,
    deliveryFrom: row.deliveryFrom,
    deliveryTo: row.deliveryTo,
  };
}

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

  /** Issue #12 orders list: one page of the company's orders (every buyer sees them all). */
  async function list(request: FastifyRequest, query: OrderListQuery): Promise<OrderListResponse> {
    const owner = ownerOf(request);
    const page = query.page ?? 1;
    const perPage = query.per_page ?? ORDER_LIST_DEFAULT_PAGE_SIZE;
    const { rows, total } = await repo.list(
      {
        partnerId: owner.partnerId,
        status: query.status,
        kind: query.kind,
        ...ljubljanaDayRange(query.date_from, query.date_to),
        text: query.q,
        placedBy: query.placed_by,
      },
      query.sort ?? '-date',
      (page - 1) * perPage,
      perPage,
    );
    return {
      data: {
        data: rows.map(orderListItem),
        total,
        current_page: page,
        per_page: perPage,
        last_page: Math.max(1, Math.ceil(total / perPage)),
      },
    };
  }

  return { ownerOf, invoice, list };
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
