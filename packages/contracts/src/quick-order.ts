// The quick-order pad and the list import (issue #15; decision 040). Shared by the shop API
// (validation, OpenAPI) and the web. Every call needs a customer session (an agent acts as the
// customer he visits; an agent acting for nobody gets 403) and, being POSTs, the X-CSRF-Token
// header. Texts (line messages, errors) come in the request's language.
//
//   POST /api/quick-order/resolve {lines: [{token, quantity, line?}]}   (1 to 1 000 lines)
//        → 200 {data: ResolvedLine[], meta: {pricing, merged}}
//        one product query for all tokens (code or EAN, exact), one ERP price and one stock
//        lookup for all products; lines naming the same product (a code and its EAN too) are
//        merged with their quantities summed; each quantity rounded up to whole packages
//        (SPEC §5); unknown tokens carry the SPEC §8 unknown-EAN text.
//   POST /api/quick-order/parse-file  multipart, part `file`: CSV or XLSX, ≤ 2 MB, ≤ 5 000 rows
//        → 200 {data: {lines: [{line, token, quantity}], problems: [{row, value, message}]}}
//        the client then resolves the lines (so a file and a paste take the same path);
//        more than 1 000 lines → 400.
//   POST /api/customer/wishlist/{id}/import  multipart, part `file` (same limits)
//        → 200 {data: {added, updated, errors: [{row, value, message}]}}
//        owner or 'full' share (decision 039); another user's unshared or another company's list
//        → 404, a 'read' share → 403. A product already in the list gets the file's quantity.
// Files: the content decides (an XLSX must be a ZIP, a CSV text); formula cells are never
// evaluated: their cached result is read, and one without a result is a row error.
import { z } from 'zod';
import { QUANTITY_MAX_DEFAULT } from '@gradnik/domain/constants';
import {
  IMPORT_MAX_ROWS,
  QUICK_ORDER_MAX_LINES,
  QUICK_ORDER_TOKEN_MAX_LENGTH,
} from '@gradnik/domain/quick-order';
import { productUnitsSchema } from './catalog.ts';
import { pricingMetaSchema, priceAttributesSchema, stockAttributesSchema } from './pricing.ts';

export const quickOrderLineInputSchema = z
  .object({
    /** Product code or EAN, exactly as written. */
    token: z.string().trim().min(1).max(QUICK_ORDER_TOKEN_MAX_LENGTH),
    /** In the product's retail unit (SPEC §5); rounded up to whole packages by the server. */
    quantity: z.number().positive().max(QUANTITY_MAX_DEFAULT),
    /** The line's number in the pasted text or file, echoed back. */
    line: z.number().int().positive().max(1_000_000).optional(),
  })
  .strict();
export type QuickOrderLineInput = z.infer<typeof quickOrderLineInputSchema>;

export const quickOrderResolveBodySchema = z
  .object({ lines: z.array(quickOrderLineInputSchema).min(1).max(QUICK_ORDER_MAX_LINES) })
  .strict();
export type QuickOrderResolveBody = z.infer<typeof quickOrderResolveBodySchema>;

/**
 * ok: in stock (Basket > 0), for the cart; out_of_stock: Basket 0 or less, for the inquiry
 * basket (SPEC §5 bulk rules); stock_error: the ERP gave no stock (SPEC §8), neither; unknown:
 * no product has this code or EAN.
 */
export const QUICK_ORDER_STATUSES = ['ok', 'out_of_stock', 'stock_error', 'unknown'] as const;
export type QuickOrderStatus = (typeof QUICK_ORDER_STATUSES)[number];

export const quickOrderProductSchema = z.object({
  id: z.string(),
  code: z.string(),
  ean: z.string().nullable(),
  name: z.string(),
  /** SPEC §3 units of the product, the quantity rules' input (the catalogue's). */
  units: productUnitsSchema,
});
export type QuickOrderProduct = z.infer<typeof quickOrderProductSchema>;

export const quickOrderResolvedLineSchema = z.object({
  /** The input lines merged into this one (their `line`, or their 1-based index in the body). */
  lines: z.array(z.number().int()),
  /** The tokens as written (several when a code and an EAN, or duplicates, were merged). */
  tokens: z.array(z.string()),
  status: z.enum(QUICK_ORDER_STATUSES),
  /** The quantities asked for, summed. */
  requested: z.number(),
  /** Whole packages (SPEC §5); null for an unknown token. */
  quantity: z.number().nullable(),
  /** True when `quantity` differs from `requested` (the buyer is told). */
  rounded: z.boolean(),
  product: quickOrderProductSchema.nullable(),
  /** The partner's price (the server is the price authority); null for an unknown token. */
  price: priceAttributesSchema.nullable(),
  stock: stockAttributesSchema.nullable(),
  /** SPEC §8 'Izdelek s to EAN kodo ne obstaja oziroma ni bil najden.' for unknown; else null. */
  message: z.string().nullable(),
});
export type QuickOrderResolvedLine = z.infer<typeof quickOrderResolvedLineSchema>;

export const quickOrderResolveResponseSchema = z.object({
  data: z.array(quickOrderResolvedLineSchema),
  meta: z.object({
    pricing: pricingMetaSchema,
    /** How many input lines were merged into others. */
    merged: z.number().int(),
  }),
});
export type QuickOrderResolveResponse = z.infer<typeof quickOrderResolveResponseSchema>;

/** A row of a file that gave no line or did not match: its number, what it said, why. */
export const importRowErrorSchema = z.object({
  row: z.number().int(),
  value: z.string(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

export const quickOrderParseFileResponseSchema = z.object({
  data: z.object({
    lines: z.array(
      z.object({
        line: z.number().int(),
        token: z.string(),
        quantity: z.number(),
      }),
    ),
    problems: z.array(importRowErrorSchema).max(IMPORT_MAX_ROWS),
  }),
});
export type QuickOrderParseFileResponse = z.infer<typeof quickOrderParseFileResponseSchema>;

export const wishlistImportResponseSchema = z.object({
  data: z.object({
    /** Products put into the list. */
    added: z.number().int(),
    /** Products already in it whose quantity the file set. */
    updated: z.number().int(),
    errors: z.array(importRowErrorSchema).max(IMPORT_MAX_ROWS),
  }),
});
export type WishlistImportResponse = z.infer<typeof wishlistImportResponseSchema>;

/** The list's id, as every favourites route reads it. */
export { wishlistIdParamsSchema as wishlistImportParamsSchema } from './wishlist.ts';
