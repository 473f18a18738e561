// Route schemas of the order calls, from the shared contract (packages/contracts order.ts): the
// same zod objects validate requests, shape answers and feed the OpenAPI document.
import { apiErrorSchema } from '@gradnik/contracts/errors';
import { acceptLanguageHeaders } from '../catalog/schemas.ts';
import {
  orderDetailResponseSchema,
  orderIdParamsSchema,
  orderInvoiceBodySchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderPlacersResponseSchema,
  placedOrderDocumentSchema,
} from '@gradnik/contracts/order';
import { reorderBodySchema, reorderResponseSchema } from '@gradnik/contracts/reorder';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

export const orderInvoiceRoute = {
  tags: ['order'],
  summary: 'Create (once) and return the invoice number of an own order',
  description:
    'Idempotent; an order of another company answers 404, an inquiry 400. Requires the ' +
    'X-CSRF-Token header (the page meta csrf-token; 403 code csrf otherwise).',
  body: orderInvoiceBodySchema,
  response: { 200: placedOrderDocumentSchema, ...errors },
};

export const listOrdersRoute = {
  tags: ['order'],
  summary: "The company's orders and inquiries, newest first (issue #12 orders list)",
  description:
    'Every order and inquiry the token’s company placed (any buyer of the company sees them ' +
    'all). Filters: status, kind, date_from/date_to (Ljubljana calendar days, both included), ' +
    'q (part of the order number or reference, or a whole product code or EAN of a line), ' +
    'placed_by (a user id). sort -date (default), date, -value, value; per_page 10 (default), ' +
    '20 or 50. Laravel-style paging.',
  querystring: orderListQuerySchema,
  response: {
    200: orderListResponseSchema,
    400: apiErrorSchema,
    401: apiErrorSchema,
    403: apiErrorSchema,
  },
};

export const orderDetailRoute = {
  tags: ['order'],
  summary: 'One order or inquiry of the company, with its lines and totals (issue #12)',
  description:
    'Lines with quantities in base and retail units, prices, discount, VAT rate and delivery ' +
    'date; totals with VAT by rate. Service names in the Accept-Language language. Another ' +
    'company’s id answers 404.',
  headers: acceptLanguageHeaders,
  params: orderIdParamsSchema,
  response: {
    200: orderDetailResponseSchema,
    400: apiErrorSchema,
    401: apiErrorSchema,
    403: apiErrorSchema,
    404: apiErrorSchema,
  },
};

export const reorderRoute = {
  tags: ['order'],
  summary: 'Put the lines of an own order into the cart again, at today’s prices (issue #12)',
  description:
    'Every line, or the chosen lines with their quantities (retail units). Lines merge into the ' +
    'current cart; the answer lists what was added (old and new partner price per retail unit) ' +
    'and what was skipped and why (withdrawn, out_of_stock: offer it for the inquiry basket, ' +
    'check_failed: the ERP gave no price or stock now). Requires the X-CSRF-Token header. ' +
    'Another company’s id answers 404.',
  headers: acceptLanguageHeaders,
  params: orderIdParamsSchema,
  body: reorderBodySchema,
  response: {
    200: reorderResponseSchema,
    400: apiErrorSchema,
    401: apiErrorSchema,
    403: apiErrorSchema,
    404: apiErrorSchema,
  },
};

export const orderPlacersRoute = {
  tags: ['order'],
  summary: "The company's users, by name: the orders list's 'placed by' filter (issue #12)",
  response: { 200: orderPlacersResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
};
