// The order flow that is not storage: whose orders a request may reach, the placed-order
// document, and creating an invoice (SPEC §7 POST /jsonapi/order). Placing itself stays with the
// basket (basket/placing.ts), which hands the order to orderRepository.insertPlaced.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  ORDER_LIST_DEFAULT_PAGE_SIZE,
  type OrderDetail,
  type OrderDetailResponse,
  type OrderListItem,
  type OrderListQuery,
  type OrderListResponse,
  type OrderPlacersResponse,
  type PlacedOrderDocument,
} from '@gradnik/contracts/order';
import { documentFileName } from '@gradnik/domain/account-documents';
import { roundToCents } from '@gradnik/domain/cents';
import { ljubljanaDayRange } from '@gradnik/domain/date-range';
import type { Locale } from '@gradnik/domain/locale';
import { PRICING_CACHE_MS } from '@gradnik/domain/constants';
import { statusMayFollow } from '@gradnik/domain/order-status';
import { vatByRate } from '@gradnik/domain/order-totals';
import { totalDiscountPercent } from '@gradnik/domain/pricing';
import { laravelPage } from '../../laravel-page.ts';
import { erpTestCall } from '../pricing/service.ts';
import { requestLocale } from '../../request-locale.ts';
import { AUTHENTICATION_REQUIRED, HttpError } from '../../http-error.ts';
import type { ReorderBody, ReorderResponse } from '@gradnik/contracts/reorder';
import { orderError } from './messages.ts';
import { createReorder } from './reorder.ts';
import type { OrderRepository, OrderRow } from './repository.ts';

type OrderListRow = Awaited<ReturnType<OrderRepository['list']>>['rows'][number];
type OrderDetailRows = NonNullable<Awaited<ReturnType<OrderRepository['detail']>>>;

const fullName = (person: { firstname: string; lastname: string }) =>
  `${person.firstname} ${person.lastname}`.trim();

/** The order as the detail shows it (issue #12): its lines, parties and totals by VAT rate. */
function orderDetail(
  rows: OrderDetailRows,
  history: readonly { status: string; at: Date }[],
  locale: Locale,
): OrderDetail {
  const { order, lines } = rows;
  const byRate = vatByRate(lines.map((l) => ({ value: l.lineValue, vat: l.vat })));
  const linesVat = byRate.reduce((sum, r) => sum + r.vat, 0);
  const party = (p: typeof order.recipient) =>
    p ? { name: p.name, street: p.street, post: p.post, city: p.city } : null;
  const serviceName = (s: OrderDetailRows['delivery']) =>
    s ? (locale === 'en' ? s.nameEn : s.nameSl) : null;
  const special = order.specialDeliveryLocation;
  return {
    id: String(order.id),
    kind: order.kind,
    number: order.orderNo,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    statusHistory: history.map((h) => ({ status: h.status, at: h.at.toISOString() })),
    placedBy: {
      id: String(order.userId),
      name: rows.placedBy ? fullName(rows.placedBy) : '',
    },
    agent: rows.agent ? { name: fullName(rows.agent) } : null,
    reference: order.customerRef,
    note: order.comment,
    deliveryMethod: serviceName(rows.delivery),
    paymentMethod: serviceName(rows.payment),
    recipient: party(order.recipient),
    payer: party(order.payer),
    specialDeliveryLocation: special
      ? {
          name: special.name,
          description: special.description ?? '',
          post: String(special.post),
          contactPerson: special.contact_person,
          contactPhone: special.contact_phone,
        }
      : null,
    needCarLift: order.needCarLift,
    storeId: order.storeId,
    invoice: order.invoiceNo,
    documents: rows.documents.map((d) => ({
      id: String(d.id),
      type: d.docType,
      number: d.docNo,
      issuedAt: d.issuedAt,
      fileName: documentFileName(d.docType, d.docNo, locale),
    })),
    lines: lines.map((l) => ({
      lineNo: l.lineNo,
      productId: l.productId === null ? null : String(l.productId),
      code: l.itemNo,
      ean: l.ean,
      name: l.name,
      quantityBase: l.quantityBase,
      quantityRetail: l.quantityRetail,
      baseUnit: l.baseUnitOfMeasure,
      retailUnit: l.retailUnitOfMeasure,
      unitPrice: l.priceForPartnerRetailUnit,
      basicPrice: l.priceBasicRetailUnit,
      discountPercent:
        l.discountRetailUnit === null
          ? null
          : totalDiscountPercent(l.discountRetailUnit, l.discountAddBaseUnit ?? 0),
      lineValue: l.lineValue,
      vat: l.vat,
      deliveryDate: l.deliveryDate,
      note: l.note,
    })),
    totals: {
      net: order.totalNet,
      byRate,
      transport: order.transportCosts ?? 0,
      transportVat: roundToCents(Math.max(0, order.totalVat - linesVat)),
      vat: order.totalVat,
      gross: order.totalGross,
    },
  };
}

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

/** SPEC §9 caches ERP answers 60 s: an order's status is asked about at most once a minute. */
export const ORDER_STATUS_REFRESH_MS = PRICING_CACHE_MS;
/** Orders one refresh asks about at most (the newest unsettled ones; older ones follow). */
const STATUS_REFRESH_BATCH = 200;

/** Partners whose list refresh this instance remembers (the oldest are forgotten first). */
const LIST_REFRESH_MEMO_MAX = 10_000;

function trimOldest<K, V>(map: Map<K, V>, max: number): void {
  while (map.size > max) {
    const oldest = map.keys().next();
    if (oldest.done === true) return;
    map.delete(oldest.value);
  }
}

export function createOrderService(fastify: FastifyInstance) {
  const repo = fastify.orderRepository;
  const reorderLines = createReorder(fastify);
  /** Partner id → when this instance last refreshed its list's statuses (epoch ms). */
  const lastListRefresh = new Map<number, number>();

  /**
   * Issue #12: statuses come from the ERP. Before the list or an order is read, the partner's
   * unsettled orders that were not asked about in the last minute get the ERP's status and
   * history (one GetOrderStatus call). A failed call leaves the stored statuses: the list
   * still answers, with what was known.
   */
  async function refreshStatuses(
    request: FastifyRequest,
    partnerId: number,
    orderId?: number,
  ): Promise<void> {
    const now = fastify.now();
    if (orderId === undefined) {
      // The list: this instance asked for the partner less than a minute ago, so the claim
      // would find nothing due. Skipping it spares every list view a write (issue #12 bench).
      // Not shared between instances, and it need not be: the claim in the database is what
      // keeps the ERP from being asked twice; this only saves the round trip.
      const last = lastListRefresh.get(partnerId);
      if (last !== undefined && now.getTime() - last < ORDER_STATUS_REFRESH_MS) return;
      lastListRefresh.delete(partnerId);
      lastListRefresh.set(partnerId, now.getTime());
      trimOldest(lastListRefresh, LIST_REFRESH_MEMO_MAX);
    }
    const claimed = await repo.claimUnsettled(
      partnerId,
      now,
      new Date(now.getTime() - ORDER_STATUS_REFRESH_MS),
      STATUS_REFRESH_BATCH,
      orderId,
    );
    if (claimed.length === 0) return;
    const partner = await fastify.productPricing.partnerOf(partnerId);
    if (!partner) return;
    const answer = await fastify.erp.getOrderStatuses(
      partner.partnerNo,
      claimed.map((o) => ({ orderNo: o.orderNo, created: o.createdAt })),
      erpTestCall(fastify.apiConfig.nodeEnv, request.headers),
    );
    if (answer.status !== 'ok') {
      request.log.warn(
        { reason: answer.reason, orders: claimed.length },
        'order status refresh failed',
      );
      return;
    }
    for (const order of claimed) {
      const known = answer.orders.get(order.orderNo);
      if (!known || !statusMayFollow(order.status, known.status)) continue;
      await repo.applyStatus(order.id, order.status, known.status, known.history);
    }
  }

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
    await refreshStatuses(request, owner.partnerId);
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
    return { data: laravelPage(rows.map(orderListItem), total, page, perPage) };
  }

  /** Issue #12 order detail: an own order, or 404 (another company's id is not found). */
  async function detail(request: FastifyRequest, id: number): Promise<OrderDetailResponse> {
    const owner = ownerOf(request);
    if (!(await repo.findOwn(owner.partnerId, id))) throw orderError(request, 404, 'orderNotFound');
    await refreshStatuses(request, owner.partnerId, id);
    const [rows, history] = await Promise.all([
      repo.detail(owner.partnerId, id),
      repo.statusHistory(id),
    ]);
    if (!rows) throw orderError(request, 404, 'orderNotFound');
    return { data: orderDetail(rows, history, requestLocale(request)) };
  }

  /** Issue #12 reorder: an own order's lines (all or chosen) into the caller's cart. */
  async function reorder(
    request: FastifyRequest,
    id: number,
    body: ReorderBody,
  ): Promise<ReorderResponse> {
    const owner = ownerOf(request);
    const lines = await repo.ownLines(owner.partnerId, id);
    if (!lines) throw orderError(request, 404, 'orderNotFound');
    const source = lines.map((l) => ({
      lineNo: l.lineNo,
      productId: l.productId,
      code: l.itemNo,
      name: l.name,
      quantity: l.quantityRetail,
      unit: l.retailUnitOfMeasure,
      priceThen: l.priceForPartnerRetailUnit,
    }));
    return { data: await reorderLines(request, owner, source, body) };
  }

  /** The company's users for the "placed by" filter (issue #12). */
  async function placers(request: FastifyRequest): Promise<OrderPlacersResponse> {
    const owner = ownerOf(request);
    const rows = await repo.companyUsers(owner.partnerId);
    return { data: rows.map((u) => ({ id: String(u.id), name: fullName(u) })) };
  }

  return { ownerOf, invoice, list, detail, placers, reorder, reorderLines };
}
export type OrderService = ReturnType<typeof createOrderService>;

export const orderServicePlugin = fp(
  (fastify: FastifyInstance) => {
    fastify.decorate('orderService', createOrderService(fastify));
    return Promise.resolve();
  },
  {
    name: 'gradnik-api-order-service',
    dependencies: [
      'gradnik-api-erp',
      'gradnik-api-order-repository',
      'gradnik-api-basket-repository',
      'gradnik-api-product-pricing',
    ],
    fastify: '5.x',
  },
);
