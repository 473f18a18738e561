// Reorder (issue #12): the lines of a past order, invoice, delivery note or offer go into the
// current cart again, merged with what is there, at today's partner prices. Our own paths:
//   POST /api/orders/{id}/reorder     reorderBody → ReorderResponse
//   POST /api/documents/{id}/reorder  reorderBody → ReorderResponse
// Both need the X-CSRF-Token header; another company's id answers 404.
import { QUANTITY_MAX_DEFAULT } from '@gradnik/domain/constants';
import { REORDER_SKIP_REASONS } from '@gradnik/domain/reorder';
import { z } from 'zod';

/** More lines than any order holds: a longer list is a wrong request, not a big order. */
export const REORDER_MAX_LINES = 500;

export const reorderBodySchema = z
  .object({
    /** The chosen lines with their (edited) quantities in retail units; omitted: every line. */
    lines: z
      .array(
        z
          .object({
            lineNo: z.number().int().min(1).max(100_000),
            quantity: z.number().positive().max(QUANTITY_MAX_DEFAULT),
          })
          .strict(),
      )
      .min(1)
      .max(REORDER_MAX_LINES)
      .refine((lines) => new Set(lines.map((l) => l.lineNo)).size === lines.length, {
        message: 'each line once',
      })
      .optional(),
  })
  .strict();
export type ReorderBody = z.infer<typeof reorderBodySchema>;

const reorderLineSchema = z.object({
  lineNo: z.number().int(),
  /** The product now (null: the line named a product that is gone). */
  productId: z.string().nullable(),
  code: z.string(),
  name: z.string(),
  /** In retail units, after the quantity rules (SPEC §5). */
  quantity: z.number(),
  unit: z.string(),
});

export const reorderResultSchema = z.object({
  added: z.array(
    reorderLineSchema.extend({
      /** Partner price per retail unit on the old document, without VAT (null: unknown). */
      priceThen: z.number().nullable(),
      /** Today's partner price per retail unit, without VAT. */
      priceNow: z.number(),
      /** priceNow − priceThen, rounded to cents (null: the old price is unknown). */
      priceChange: z.number().nullable(),
    }),
  ),
  skipped: z.array(reorderLineSchema.extend({ reason: z.enum(REORDER_SKIP_REASONS) })),
  /** Whether the caller may send inquiries (SPEC §6): out-of-stock lines are offered for one. */
  inquiriesAllowed: z.boolean(),
});
export type ReorderResult = z.infer<typeof reorderResultSchema>;

export const reorderResponseSchema = z.object({ data: reorderResultSchema });
export type ReorderResponse = z.infer<typeof reorderResponseSchema>;
