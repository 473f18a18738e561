// Route schemas of the order calls, from the shared contract (packages/contracts order.ts): the
// same zod objects validate requests, shape answers and feed the OpenAPI document.
import { apiErrorSchema } from '@gradnik/contracts/errors';
import { orderInvoiceBodySchema, placedOrderDocumentSchema } from '@gradnik/contracts/order';

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
