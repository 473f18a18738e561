// The orders API: orders and inquiries once placed. Shared by the shop API (validation, OpenAPI)
// and the web (typed calls).
//
// Paths (SPEC §7 shows only the invoice call; the rest are ours):
//   POST /jsonapi/basket?id=default|inquiry (mode insert) → PlacedOrderDocument (201, or 200 on a repeat)
//   POST /jsonapi/order  orderInvoiceBody                 → PlacedOrderDocument (with its invoice)
//   GET  /api/orders     orderListQuery                   → OrderListResponse
//
// An order belongs to the token's partner: any other id is 404 (issue #5).
import { DOCUMENT_TYPES } from '@gradnik/domain/account-documents';
import { LISTED_STATUSES } from '@gradnik/domain/order-status';
import { z } from 'zod';
import { idParamSchema, idStringSchema } from './ids.ts';
import {
  calendarDaySchema,
  datesInOrder,
  datesInOrderIssue,
  pageNumberSchema,
} from './list-query.ts';
import {
  ORDER_LIST_PAGE_SIZES,
  ORDER_LIST_SORTS,
  ORDER_SEARCH_MAX_LENGTH,
} from './order-list-params.ts';

export const ORDER_KINDS = ['order', 'inquiry'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** POST /jsonapi/order {order.id}: create the invoice document for a placed order. */
export const orderInvoiceBodySchema = z
  .object({
    data: z.object({ attributes: z.object({ 'order.id': idStringSchema }).strict() }).strict(),
  })
  .strict();
export type OrderInvoiceBody = z.infer<typeof orderInvoiceBodySchema>;

/** A placed order or inquiry, as placing and the invoice call answer it. */
export const placedOrderDocumentSchema = z.object({
  data: z.object({
    id: z.string(),
    type: z.literal('order'),
    attributes: z.object({
      'order.kind': z.enum(ORDER_KINDS),
      /** The number the buyer quotes (shown in the confirmation). */
      'order.number': z.string(),
      'order.status': z.string(),
      'order.total': z.number(),
      'order.created': z.string(),
      'order.invoice': z.string().nullable(),
    }),
  }),
});
export type PlacedOrderDocument = z.infer<typeof placedOrderDocumentSchema>;

// ---------------------------------------------------------------------------------------------
// The orders list (issue #12; SPEC §2 Orders list /narocila). Our own path:
//   GET /api/orders?status=&kind=&date_from=&date_to=&q=&placed_by=&sort=&page=&per_page=
// Every order and inquiry the token's company placed, newest first by default. Laravel-style
// paging like the other /api lists.

export * from './order-list-params.ts';

export const orderListQuerySchema = z
  .object({
    status: z.enum(LISTED_STATUSES).optional(),
    kind: z.enum(ORDER_KINDS).optional(),
    /** SPEC §9: the first and last day, both included (Ljubljana calendar days). */
    date_from: calendarDaySchema.optional(),
    date_to: calendarDaySchema.optional(),
    q: z.string().trim().min(1).max(ORDER_SEARCH_MAX_LENGTH).optional(),
    /** A user of the company (their id). */
    placed_by: idParamSchema.optional(),
    sort: z.enum(ORDER_LIST_SORTS).optional(),
    page: pageNumberSchema.optional(),
    per_page: z
      .enum(ORDER_LIST_PAGE_SIZES.map(String) as ['10', '20', '50'])
      .transform(Number)
      .optional(),
  })
  .strict()
  .refine(datesInOrder, datesInOrderIssue);
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const orderListItemSchema = z.object({
  id: z.string(),
  kind: z.enum(ORDER_KINDS),
  number: z.string(),
  /** ISO 8601 instant. */
  createdAt: z.string(),
  placedBy: z.object({ id: z.string(), name: z.string() }),
  /** The sales agent who placed it for the buyer (SPEC §6), if one did. */
  agent: z.object({ name: z.string() }).nullable(),
  reference: z.string().nullable(),
  recipient: z.string().nullable(),
  /** Value with VAT, EUR. */
  totalGross: z.number(),
  status: z.string(),
  /** The earliest and latest delivery date of its lines (YYYY-MM-DD), null when none. */
  deliveryFrom: z.string().nullable(),
  deliveryTo: z.string().nullable(),
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;

export const orderListResponseSchema = z.object({
  data: z.object({
    data: z.array(orderListItemSchema),
    total: z.number().int(),
    current_page: z.number().int(),
    per_page: z.number().int(),
    last_page: z.number().int(),
  }),
});
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;

// ---------------------------------------------------------------------------------------------
// One order (issue #12; SPEC §2 Order detail /narocila/{id}). Our own path:
//   GET /api/orders/{id} → OrderDetailResponse; another company's id answers 404.

const orderPartySchema = z.object({
  name: z.string(),
  street: z.string(),
  post: z.string(),
  city: z.string(),
});

export const orderDetailLineSchema = z.object({
  lineNo: z.number().int(),
  /** The product's id while it is still in the catalogue (null: withdrawn since). */
  productId: z.string().nullable(),
  code: z.string(),
  ean: z.string().nullable(),
  name: z.string(),
  quantityBase: z.number(),
  quantityRetail: z.number(),
  baseUnit: z.string(),
  retailUnit: z.string(),
  /** Partner price per retail unit without VAT, EUR (null: not priced). */
  unitPrice: z.number().nullable(),
  /** The basic (list) price per retail unit without VAT, EUR. */
  basicPrice: z.number().nullable(),
  /** The total discount in percent (partner discount, then the additional one). */
  discountPercent: z.number().nullable(),
  /** Without VAT, EUR. */
  lineValue: z.number(),
  vat: z.number(),
  deliveryDate: z.string().nullable(),
  note: z.string().nullable(),
});
export type OrderDetailLine = z.infer<typeof orderDetailLineSchema>;

export const orderDetailSchema = z.object({
  id: z.string(),
  kind: z.enum(ORDER_KINDS),
  number: z.string(),
  createdAt: z.string(),
  status: z.string(),
  /** Every status the order entered and when (ISO 8601), oldest first (from the ERP). */
  statusHistory: z.array(z.object({ status: z.string(), at: z.string() })),
  placedBy: z.object({ id: z.string(), name: z.string() }),
  agent: z.object({ name: z.string() }).nullable(),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  deliveryMethod: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  recipient: orderPartySchema.nullable(),
  payer: orderPartySchema.nullable(),
  specialDeliveryLocation: z
    .object({
      name: z.string(),
      description: z.string(),
      post: z.string(),
      contactPerson: z.string(),
      contactPhone: z.string(),
    })
    .nullable(),
  needCarLift: z.boolean(),
  /** The store of a pick-up in store (delivery code 5). */
  storeId: z.string().nullable(),
  invoice: z.string().nullable(),
  /** The order's documents (confirmation, delivery notes, invoice, credit notes), oldest first. */
  documents: z.array(
    z.object({
      id: z.string(),
      type: z.enum(DOCUMENT_TYPES),
      number: z.string(),
      issuedAt: z.string(),
      /** The PDF's file name (GET /api/documents/{id}/pdf). */
      fileName: z.string(),
    }),
  ),
  lines: z.array(orderDetailLineSchema),
  totals: z.object({
    net: z.number(),
    /** VAT of the lines by rate, highest first. */
    byRate: z.array(z.object({ rate: z.number(), base: z.number(), vat: z.number() })),
    transport: z.number(),
    transportVat: z.number(),
    vat: z.number(),
    gross: z.number(),
  }),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderDetailResponseSchema = z.object({ data: orderDetailSchema });
export type OrderDetailResponse = z.infer<typeof orderDetailResponseSchema>;

export const orderIdParamsSchema = z.object({ id: idParamSchema }).strict();

// ---------------------------------------------------------------------------------------------
// Who may have placed an order: the company's users, for the list's "placed by" filter.
//   GET /api/orders/placers → OrderPlacersResponse

export const orderPlacersResponseSchema = z.object({
  data: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type OrderPlacersResponse = z.infer<typeof orderPlacersResponseSchema>;
