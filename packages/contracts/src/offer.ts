// Inquiries and the retailer's offers (issue #14; SPEC §2 /povprasevanje-ponudbe; records "not
// shown" in SPEC §3: decision 036). Shared by the shop API (validation, OpenAPI) and the web.
//
//   GET  /api/inquiries                          inquiryListQuery   → InquiryListResponse
//   GET  /api/inquiries/{id}                                        → InquiryDetailResponse
//   GET  /api/inquiries/{id}/offers/{revision}/pdf                  → application/pdf
//   POST /api/inquiries/{id}/accept              offerAcceptBody    → OfferAcceptResponse
//   POST /api/inquiries/{id}/decline             offerDeclineBody   → InquiryDetailResponse
//   POST /api/inquiries/{id}/messages            inquiryMessageBody → InquiryDetailResponse
//   POST /api/inquiries/{id}/renew                                  → InquiryRenewResponse (201)
//   POST /api/inquiries/{id}/withdraw                               → InquiryDetailResponse
//
// Every id is the token's company's: any other answers 404 (decision 036).
import { INQUIRY_STATES } from '@gradnik/domain/offer';
import { z } from 'zod';
import { idParamSchema } from './ids.ts';
import {
  calendarDaySchema,
  datesInOrder,
  datesInOrderIssue,
  pageNumberSchema,
} from './list-query.ts';
import {
  INQUIRY_LIST_PAGE_SIZES,
  INQUIRY_LIST_SORTS,
  INQUIRY_MESSAGE_MAX_LENGTH,
  OFFER_DECLINE_REASON_MAX_LENGTH,
} from './offer-params.ts';

export * from './offer-params.ts';

/** An offer revision (1, 2, …) in a path or body. */
const revisionSchema = z.number().int().min(1).max(1000);

// ---------------------------------------------------------------------------------------------
// The list

export const inquiryListQuerySchema = z
  .object({
    status: z.enum(INQUIRY_STATES).optional(),
    /** SPEC §9: the first and last day, both included (Ljubljana calendar days). */
    date_from: calendarDaySchema.optional(),
    date_to: calendarDaySchema.optional(),
    sort: z.enum(INQUIRY_LIST_SORTS).optional(),
    page: pageNumberSchema.optional(),
    per_page: z
      .enum(INQUIRY_LIST_PAGE_SIZES.map(String) as ['10', '20', '50'])
      .transform(Number)
      .optional(),
  })
  .strict()
  .refine(datesInOrder, datesInOrderIssue);
export type InquiryListQuery = z.infer<typeof inquiryListQuerySchema>;

/** The current offer's summary, as the list and the detail's history show it. */
export const offerSummarySchema = z.object({
  revision: z.number().int(),
  number: z.string(),
  /** ISO 8601 instant. */
  createdAt: z.string(),
  /** YYYY-MM-DD: valid through the end of this day, Ljubljana time. */
  validUntil: z.string().nullable(),
  /** 'open', 'superseded', 'accepted', 'declined'; an open one past validUntil is expired. */
  status: z.string(),
  expired: z.boolean(),
  /** Valid-until within the next 3 days (today included), and not expired. */
  expiresSoon: z.boolean(),
  /** With VAT, EUR. */
  totalGross: z.number(),
});
export type OfferSummary = z.infer<typeof offerSummarySchema>;

export const inquiryListItemSchema = z.object({
  id: z.string(),
  /** The inquiry's number ('P-26-000123'). */
  number: z.string(),
  createdAt: z.string(),
  placedBy: z.object({ id: z.string(), name: z.string() }),
  /** The sales agent who sent it for the buyer (SPEC §6), if one did. */
  agent: z.object({ name: z.string() }).nullable(),
  /** One of INQUIRY_STATES, 'expired' included (derived). */
  state: z.enum(INQUIRY_STATES),
  /** The inquiry's value as sent (with VAT, EUR; today's prices when sent). */
  inquiryGross: z.number(),
  offer: offerSummarySchema.nullable(),
});
export type InquiryListItem = z.infer<typeof inquiryListItemSchema>;

export const inquiryListResponseSchema = z.object({
  data: z.object({
    data: z.array(inquiryListItemSchema),
    total: z.number().int(),
    current_page: z.number().int(),
    per_page: z.number().int(),
    last_page: z.number().int(),
  }),
  /** SPEC §6: false when the partner has no type-3 caretaker; the page is read-only then. */
  inquiriesAllowed: z.boolean(),
});
export type InquiryListResponse = z.infer<typeof inquiryListResponseSchema>;

// ---------------------------------------------------------------------------------------------
// One inquiry with its offers and thread

export const inquiryIdParamsSchema = z.object({ id: idParamSchema }).strict();
export const offerPdfParamsSchema = z
  .object({
    id: idParamSchema,
    revision: z
      .string()
      .regex(/^[1-9]\d{0,3}$/, 'must be an offer revision')
      .transform(Number),
  })
  .strict();

/** A line of the inquiry as the buyer sent it. */
export const inquiryLineSchema = z.object({
  lineNo: z.number().int(),
  productId: z.string().nullable(),
  code: z.string(),
  name: z.string(),
  quantity: z.number(),
  unit: z.string(),
  /** Partner price per unit without VAT when sent, EUR (null: not priced). */
  unitPrice: z.number().nullable(),
  note: z.string().nullable(),
});
export type InquiryLine = z.infer<typeof inquiryLineSchema>;

const productRefSchema = z.object({
  /** The product's id while it is in the catalogue (null: not any more). */
  productId: z.string().nullable(),
  code: z.string(),
  name: z.string(),
});

/** A line of an offer, beside the inquiry line it answers. */
export const offerLineSchema = z.object({
  lineNo: z.number().int(),
  /** The inquiry line it answers; null for a line the retailer added. */
  inquiryLineNo: z.number().int().nullable(),
  productId: z.string().nullable(),
  code: z.string(),
  name: z.string(),
  requestedQuantity: z.number().nullable(),
  quantity: z.number(),
  unit: z.string(),
  /** List price per unit without VAT, EUR. */
  unitPrice: z.number(),
  discountPercent: z.number(),
  /** Per unit after the discount, without VAT, EUR. */
  netUnitPrice: z.number(),
  /** Without VAT, EUR. */
  lineValue: z.number(),
  vat: z.number(),
  deliveryDate: z.string().nullable(),
  /** Offered instead of the product asked for (then code and name are the substitute's). */
  substituteFor: productRefSchema.nullable(),
});
export type OfferLine = z.infer<typeof offerLineSchema>;

export const offerSchema = offerSummarySchema.extend({
  note: z.string().nullable(),
  lines: z.array(offerLineSchema),
  totals: z.object({
    net: z.number(),
    /** VAT of the lines by rate, highest first. */
    byRate: z.array(z.object({ rate: z.number(), base: z.number(), vat: z.number() })),
    transport: z.number(),
    transportVat: z.number(),
    vat: z.number(),
    gross: z.number(),
  }),
  /** When it was accepted or declined, and why declined. */
  decidedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  /** The order placed from it. */
  order: z.object({ id: z.string(), number: z.string() }).nullable(),
  /** The file name of GET …/offers/{revision}/pdf. */
  pdfFileName: z.string(),
});
export type Offer = z.infer<typeof offerSchema>;

export const inquiryMessageSchema = z.object({
  id: z.string(),
  author: z.enum(['buyer', 'caretaker']),
  /** The buyer's or the caretaker's name. */
  authorName: z.string(),
  /** The agent who wrote it for the buyer, if one did. */
  agent: z.object({ name: z.string() }).nullable(),
  kind: z.enum(['message', 'revision_request']),
  body: z.string(),
  createdAt: z.string(),
});
export type InquiryMessage = z.infer<typeof inquiryMessageSchema>;

export const inquiryDetailSchema = z.object({
  id: z.string(),
  number: z.string(),
  createdAt: z.string(),
  state: z.enum(INQUIRY_STATES),
  placedBy: z.object({ id: z.string(), name: z.string() }),
  agent: z.object({ name: z.string() }).nullable(),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  lines: z.array(inquiryLineSchema),
  /** The newest revision; null until the retailer answers. */
  offer: offerSchema.nullable(),
  /** Older revisions, newest first. */
  history: z.array(offerSummarySchema),
  thread: z.array(inquiryMessageSchema),
  /** What the caller may do now (the API refuses the rest). */
  actions: z.object({
    accept: z.boolean(),
    decline: z.boolean(),
    message: z.boolean(),
    requestRevision: z.boolean(),
    renew: z.boolean(),
    withdraw: z.boolean(),
  }),
  /** SPEC §6: false without a type-3 caretaker (read-only, with the reason shown). */
  inquiriesAllowed: z.boolean(),
});
export type InquiryDetail = z.infer<typeof inquiryDetailSchema>;

export const inquiryDetailResponseSchema = z.object({ data: inquiryDetailSchema });
export type InquiryDetailResponse = z.infer<typeof inquiryDetailResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Actions

/** Accept the current offer, all its lines or the chosen ones (their lineNo). */
export const offerAcceptBodySchema = z
  .object({
    revision: revisionSchema,
    lines: z.array(z.number().int().min(1).max(10_000)).min(1).max(1000).optional(),
  })
  .strict();
export type OfferAcceptBody = z.infer<typeof offerAcceptBodySchema>;

export const offerAcceptResponseSchema = z.object({
  data: z.object({
    /** Offer lines now in the cart. */
    added: z.number().int(),
    /** Of those, lines whose product was already in the cart and became the offer's line. */
    replaced: z.number().int(),
  }),
});
export type OfferAcceptResponse = z.infer<typeof offerAcceptResponseSchema>;

export const offerDeclineBodySchema = z
  .object({
    revision: revisionSchema,
    reason: z.string().trim().max(OFFER_DECLINE_REASON_MAX_LENGTH).optional(),
  })
  .strict();
export type OfferDeclineBody = z.infer<typeof offerDeclineBodySchema>;

export const inquiryMessageBodySchema = z
  .object({
    body: z.string().trim().min(1).max(INQUIRY_MESSAGE_MAX_LENGTH),
    /** Ask for a revised offer (the retailer answers with the next revision). */
    revisionRequest: z.boolean().optional(),
  })
  .strict();
export type InquiryMessageBody = z.infer<typeof inquiryMessageBodySchema>;

export const inquiryRenewResponseSchema = z.object({
  data: z.object({ id: z.string(), number: z.string() }),
});
export type InquiryRenewResponse = z.infer<typeof inquiryRenewResponseSchema>;
