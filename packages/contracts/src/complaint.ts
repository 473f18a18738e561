// Complaints (reklamacije) about delivered goods (issue #16; SPEC §2 /reklamacije; records "not
// shown" in SPEC §3: decision 043). Shared by the shop API (validation, OpenAPI) and the web.
//
//   GET  /api/complaints                          complaintListQuery    → ComplaintListResponse
//   GET  /api/complaints/sources                  complaintSourcesQuery → ComplaintSourcesResponse
//   POST /api/complaints                          complaintCreateBody   → ComplaintDetailResponse (201; 200 when replayed)
//   GET  /api/complaints/{id}                                           → ComplaintDetailResponse
//   POST /api/complaints/{id}/files               multipart files (1–5) → ComplaintFilesResponse (201)
//   GET  /api/complaints/{id}/files/{fileId}                            → the file (attachment)
//   GET  /api/complaints/{id}/files/{fileId}/thumbnail                  → a 320 px JPEG
//   POST /api/complaints/{id}/messages            multipart body, files → ComplaintDetailResponse (201)
//   GET  /api/complaints/{id}/pdf                                       → the complaint as a PDF
//
// Every id is the token's company's: any other answers 404, like an unknown one.
import {
  COMPLAINT_DESCRIPTION_MAX_LENGTH,
  COMPLAINT_LINE_NOTE_MAX_LENGTH,
  COMPLAINT_MAX_LINES,
  COMPLAINT_REASONS,
  COMPLAINT_RESOLUTIONS,
  COMPLAINT_STATES,
} from '@gradnik/domain/complaints';
import { z } from 'zod';
import { DB_ID_MAX, idParamSchema } from './ids.ts';
import {
  calendarDaySchema,
  datesInOrder,
  datesInOrderIssue,
  pageNumberSchema,
} from './list-query.ts';
import {
  COMPLAINT_IDEMPOTENCY_KEY_PATTERN,
  COMPLAINT_LIST_PAGE_SIZES,
  COMPLAINT_SOURCE_QUERY_MAX_LENGTH,
} from './complaint-params.ts';

export * from './complaint-params.ts';

const ref = z.object({ id: z.string(), number: z.string() });
const person = z.object({ name: z.string() });

// ---------------------------------------------------------------------------------------------
// The list

export const complaintListQuerySchema = z
  .object({
    status: z.enum(COMPLAINT_STATES).optional(),
    /** SPEC §9: the first and last day, both included (Ljubljana calendar days). */
    date_from: calendarDaySchema.optional(),
    date_to: calendarDaySchema.optional(),
    page: pageNumberSchema.optional(),
    per_page: z
      .enum(COMPLAINT_LIST_PAGE_SIZES.map(String) as ['10', '20', '50'])
      .transform(Number)
      .optional(),
  })
  .strict()
  .refine(datesInOrder, datesInOrderIssue);
export type ComplaintListQuery = z.infer<typeof complaintListQuerySchema>;

export const complaintListItemSchema = z.object({
  id: z.string(),
  /** 'R-26-000123'. */
  number: z.string(),
  /** ISO 8601 instant. */
  createdAt: z.string(),
  state: z.enum(COMPLAINT_STATES),
  desiredResolution: z.enum(COMPLAINT_RESOLUTIONS),
  order: ref.nullable(),
  deliveryNote: ref.nullable(),
  /** The first products complained about (at most 3) and how many lines in all. */
  products: z.array(z.object({ code: z.string(), name: z.string() })),
  lineCount: z.number().int(),
  filedBy: person,
  agent: person.nullable(),
  creditNote: ref.nullable(),
});
export type ComplaintListItem = z.infer<typeof complaintListItemSchema>;

export const complaintListResponseSchema = z.object({
  data: z.object({
    data: z.array(complaintListItemSchema),
    total: z.number().int(),
    current_page: z.number().int(),
    per_page: z.number().int(),
    last_page: z.number().int(),
  }),
});
export type ComplaintListResponse = z.infer<typeof complaintListResponseSchema>;

// ---------------------------------------------------------------------------------------------
// What a complaint can be about: delivered orders and delivery notes

export const complaintSourcesQuerySchema = z
  .object({
    /** An order or delivery-note number, or part of one; none: the newest delivered orders. */
    q: z.string().trim().max(COMPLAINT_SOURCE_QUERY_MAX_LENGTH).optional(),
    /** One order (the order page's 'Reklamacija' button). */
    order_id: idParamSchema.optional(),
  })
  .strict();
export type ComplaintSourcesQuery = z.infer<typeof complaintSourcesQuerySchema>;

export const complaintSourceLineSchema = z.object({
  orderLineId: z.string(),
  lineNo: z.number().int(),
  productId: z.string().nullable(),
  code: z.string(),
  name: z.string(),
  unit: z.string(),
  /** Delivered, in retail units. */
  delivered: z.number(),
  /** What a new complaint may still claim (delivered less open/approved complaints). */
  claimable: z.number(),
});
export type ComplaintSourceLine = z.infer<typeof complaintSourceLineSchema>;

export const complaintSourceSchema = z.object({
  order: ref.extend({ createdAt: z.string(), status: z.string() }),
  /** The order's delivery notes (the buyer may name the one complained about). */
  deliveryNotes: z.array(ref.extend({ issuedAt: z.string() })),
  lines: z.array(complaintSourceLineSchema),
});
export type ComplaintSource = z.infer<typeof complaintSourceSchema>;

export const complaintSourcesResponseSchema = z.object({ data: z.array(complaintSourceSchema) });
export type ComplaintSourcesResponse = z.infer<typeof complaintSourcesResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Filing one

const idBodySchema = z.number().int().min(1).max(DB_ID_MAX);

export const complaintLineBodySchema = z
  .object({
    orderLineId: idBodySchema,
    /** In the line's (retail) unit, above 0, at most what is claimable; 3 decimals (SPEC §5). */
    quantity: z.number().positive().max(1_000_000),
    reason: z.enum(COMPLAINT_REASONS),
    note: z.string().trim().max(COMPLAINT_LINE_NOTE_MAX_LENGTH).optional(),
  })
  .strict();
export type ComplaintLineBody = z.infer<typeof complaintLineBodySchema>;

export const complaintCreateBodySchema = z
  .object({
    orderId: idBodySchema,
    /** One of the order's delivery notes, when the buyer names it. */
    deliveryNoteId: idBodySchema.optional(),
    lines: z.array(complaintLineBodySchema).min(1).max(COMPLAINT_MAX_LINES),
    description: z.string().trim().min(1).max(COMPLAINT_DESCRIPTION_MAX_LENGTH),
    desiredResolution: z.enum(COMPLAINT_RESOLUTIONS),
    /**
     * The draft's key (or header Idempotency-Key, which wins): a retried filing by the same user
     * answers the complaint already filed (200), whatever the body says (decision 043).
     */
    idempotencyKey: z
      .string()
      .min(8)
      .max(100)
      .regex(COMPLAINT_IDEMPOTENCY_KEY_PATTERN, 'visible ASCII characters only')
      .optional(),
  })
  .strict();
export type ComplaintCreateBody = z.infer<typeof complaintCreateBodySchema>;

// ---------------------------------------------------------------------------------------------
// One complaint

export const complaintIdParamsSchema = z.object({ id: idParamSchema }).strict();
export const complaintFileParamsSchema = z
  .object({ id: idParamSchema, fileId: idParamSchema })
  .strict();

export const complaintFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** image/jpeg, image/png, image/webp or application/pdf (the content's type). */
  type: z.string(),
  size: z.number().int(),
  /** An image: GET …/thumbnail answers a small JPEG. */
  thumbnail: z.boolean(),
});
export type ComplaintFile = z.infer<typeof complaintFileSchema>;

export const complaintLineSchema = z.object({
  lineNo: z.number().int(),
  productId: z.string().nullable(),
  code: z.string(),
  name: z.string(),
  unit: z.string(),
  quantity: z.number(),
  reason: z.enum(COMPLAINT_REASONS),
  note: z.string().nullable(),
});
export type ComplaintLine = z.infer<typeof complaintLineSchema>;

export const complaintEventSchema = z.object({
  state: z.enum(COMPLAINT_STATES),
  at: z.string(),
  note: z.string().nullable(),
});
export type ComplaintEvent = z.infer<typeof complaintEventSchema>;

export const complaintMessageSchema = z.object({
  id: z.string(),
  author: z.enum(['buyer', 'retailer']),
  authorName: z.string(),
  agent: person.nullable(),
  body: z.string(),
  createdAt: z.string(),
  files: z.array(complaintFileSchema),
});
export type ComplaintMessage = z.infer<typeof complaintMessageSchema>;

export const complaintDetailSchema = z.object({
  id: z.string(),
  number: z.string(),
  createdAt: z.string(),
  state: z.enum(COMPLAINT_STATES),
  desiredResolution: z.enum(COMPLAINT_RESOLUTIONS),
  description: z.string(),
  order: ref.nullable(),
  deliveryNote: ref.nullable(),
  filedBy: person,
  agent: person.nullable(),
  lines: z.array(complaintLineSchema),
  files: z.array(complaintFileSchema),
  /** The states it passed, oldest first. */
  timeline: z.array(complaintEventSchema),
  /** On resolution: the credit note (in the documents) or the replacement order. */
  creditNote: ref.extend({ amount: z.number() }).nullable(),
  replacementOrder: ref.nullable(),
  /** The retailer's last word (why rejected, how resolved). */
  retailerNote: z.string().nullable(),
  thread: z.array(complaintMessageSchema),
  /** What the caller may do now (the API refuses the rest). */
  actions: z.object({
    /** Add files to the complaint itself (a day after filing, up to 5). */
    addFiles: z.boolean(),
    message: z.boolean(),
  }),
  /** The file name of GET …/pdf. */
  pdfFileName: z.string(),
});
export type ComplaintDetail = z.infer<typeof complaintDetailSchema>;

export const complaintDetailResponseSchema = z.object({ data: complaintDetailSchema });
export type ComplaintDetailResponse = z.infer<typeof complaintDetailResponseSchema>;

export const complaintFilesResponseSchema = z.object({ data: z.array(complaintFileSchema) });
export type ComplaintFilesResponse = z.infer<typeof complaintFilesResponseSchema>;
