// The 409 answer of placing an order or inquiry (SPEC §7 POST /jsonapi/basket mode insert, §4
// Cart line errors, §8; issue #10 §5): what the buyer saw is no longer what would be charged.
// ONE schema for both sides: the API builds and serialises the answer with it (basket routes'
// 409, modules/basket/conflict.ts), the cart parses it (features/checkout/use-checkout.ts).
//
// It is an ordinary API error (errors.ts: `error`, `code`, `errors`, `statusCode`), so a client
// that only knows that shape still shows the messages; `conflict` adds what the cart needs:
// - lines: every refused line by basket line id, its code and, for price_changed, the ERP's
//   partner price per retail unit now (the price the buyer may accept);
// - transport: set when the transport cost differs from the one the buyer saw: what it saw and
//   the new figure (code 4, SPEC §4 Delivery method; null: none charged).
import { z } from 'zod';
import { CART_LINE_ERRORS } from './basket.ts';
import { apiErrorSchema } from './errors.ts';

export const BASKET_CONFLICT_CODES = [...CART_LINE_ERRORS, 'transport_changed'] as const;
export type BasketConflictCode = (typeof BASKET_CONFLICT_CODES)[number];

export const basketConflictLineSchema = z.object({
  /** The basket line id. */
  id: z.string(),
  error: z.enum(CART_LINE_ERRORS),
  /** The line error's text in the request's language (SPEC §8). */
  message: z.string(),
  /** price_changed: the ERP's partner price per retail unit now; otherwise null. */
  priceForPartnerRetailUnit: z.number().nullable(),
});
export type BasketConflictLine = z.infer<typeof basketConflictLineSchema>;

export const basketConflictTransportSchema = z.object({
  /** The transport cost (without VAT) the buyer saw; null: none. */
  seen: z.number().nullable(),
  /** The transport cost placing would charge now; null: none. */
  current: z.number().nullable(),
  /** The VAT on `current`. */
  currentTax: z.number().nullable(),
});

export const basketConflictSchema = apiErrorSchema.extend({
  statusCode: z.literal(409),
  /** The first line's code, or transport_changed when only the transport cost differs. */
  code: z.enum(BASKET_CONFLICT_CODES),
  /** `lines.<line id>` → [the line error's text], for clients that read plain API errors. */
  errors: z.record(z.string(), z.array(z.string())),
  conflict: z.object({
    lines: z.array(basketConflictLineSchema),
    /** null: the transport cost is the one the buyer saw (or an inquiry: none). */
    transport: basketConflictTransportSchema.nullable(),
  }),
});
export type BasketConflict = z.infer<typeof basketConflictSchema>;
