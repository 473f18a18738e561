// The orders API: orders and inquiries once placed. Shared by the shop API (validation, OpenAPI)
// and the web (typed calls).
//
// Paths (SPEC §7 shows only the invoice call; the rest are ours):
//   POST /jsonapi/basket?id=default|inquiry (mode insert) → PlacedOrderDocument (201, or 200 on a repeat)
//   POST /jsonapi/order  orderInvoiceBody                 → PlacedOrderDocument (with its invoice)
//
// An order belongs to the token's partner: any other id is 404 (issue #5).
import { z } from 'zod';
import { idStringSchema } from './ids.ts';

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
