// The documents API (issue #12; SPEC §2 /dokumenti): the company's invoices, credit notes,
// delivery notes, order confirmations and offers, its account summary, PDFs and exports. SPEC
// shows none of these calls; the paths are ours:
//   GET  /api/documents?type=&status=&date_from=&date_to=&amount_min=&amount_max=&q=&sort=&page=&per_page=
//                                        → DocumentListResponse
//   GET  /api/documents/summary          → AccountSummaryResponse (open, overdue, ageing, credit limit)
//   GET  /api/documents/export?format=csv|xlsx&(the list's filters | ids=1,2,3)  → streamed file
//   GET  /api/documents/zip?ids=1,2,3    → a ZIP of the PDFs
//   GET  /api/documents/{id}/pdf         → application/pdf, `<type>-<number>.pdf`
//   POST /api/documents/{id}/reorder     → ReorderResponse (contracts/reorder.ts)
// A document belongs to the token's partner: any other id is 404.
import {
  AGEING_BUCKETS,
  DOCUMENT_TYPES,
  PAYMENT_STATUSES,
} from '@gradnik/domain/account-documents';
import { z } from 'zod';
import { DB_ID_MAX } from './ids.ts';
import {
  calendarDaySchema,
  datesInOrder,
  datesInOrderIssue,
  pageNumberSchema,
} from './list-query.ts';
import {
  DOCUMENT_AMOUNT_LIMIT,
  DOCUMENT_EXPORT_FORMATS,
  DOCUMENT_EXPORT_MAX_IDS,
  DOCUMENT_LIST_PAGE_SIZES,
  DOCUMENT_LIST_SORTS,
  DOCUMENT_SEARCH_MAX_LENGTH,
  DOCUMENT_ZIP_MAX,
} from './document-list-params.ts';

export * from './document-list-params.ts';

const amount = z
  .string()
  .regex(/^-?\d{1,9}([.,]\d{1,2})?$/, 'must be an amount in EUR, e.g. 1250,50')
  .transform((text) => Number(text.replace(',', '.')))
  .refine((value) => Math.abs(value) <= DOCUMENT_AMOUNT_LIMIT, {
    message: `must be at most ${DOCUMENT_AMOUNT_LIMIT}`,
  });

function idList(max: number) {
  return z
    .string()
    .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9})*$/, 'must be ids separated by commas')
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .refine((ids) => ids.every((id) => id <= DB_ID_MAX), { message: 'an id is too large' })
    .refine((ids) => ids.length <= max, { message: `at most ${max} ids` });
}

/** The list's filters, shared by the list and the export. */
const filterShape = {
  type: z.enum(DOCUMENT_TYPES).optional(),
  /** Payment status of invoices and credit notes: open, paid or overdue. */
  status: z.enum(PAYMENT_STATUSES).optional(),
  /** Issue date, first and last day both included (Ljubljana calendar days, SPEC §9). */
  date_from: calendarDaySchema.optional(),
  date_to: calendarDaySchema.optional(),
  /** Gross amount in EUR, both included. */
  amount_min: amount.optional(),
  amount_max: amount.optional(),
  /** Part of the document number. */
  q: z.string().trim().min(1).max(DOCUMENT_SEARCH_MAX_LENGTH).optional(),
  sort: z.enum(DOCUMENT_LIST_SORTS).optional(),
};

type FilterQuery = {
  date_from?: string;
  date_to?: string;
  amount_min?: number;
  amount_max?: number;
};
const amountsInOrder = (q: FilterQuery) =>
  q.amount_min === undefined || q.amount_max === undefined || q.amount_min <= q.amount_max;

export const documentListQuerySchema = z
  .object({
    ...filterShape,
    page: pageNumberSchema.optional(),
    per_page: z
      .enum(DOCUMENT_LIST_PAGE_SIZES.map(String) as ['10', '20', '50'])
      .transform(Number)
      .optional(),
  })
  .strict()
  .refine(datesInOrder, datesInOrderIssue)
  .refine(amountsInOrder, {
    message: 'amount_min must not be above amount_max',
    path: ['amount_max'],
  });
export type DocumentListQuery = z.infer<typeof documentListQuerySchema>;

export const documentExportQuerySchema = z
  .object({
    ...filterShape,
    format: z.enum(DOCUMENT_EXPORT_FORMATS),
    /** Only these rows (still only the company's); the filters are ignored then. */
    ids: idList(DOCUMENT_EXPORT_MAX_IDS).optional(),
  })
  .strict()
  .refine(datesInOrder, datesInOrderIssue)
  .refine(amountsInOrder, {
    message: 'amount_min must not be above amount_max',
    path: ['amount_max'],
  });
export type DocumentExportQuery = z.infer<typeof documentExportQuerySchema>;

export const documentZipQuerySchema = z.object({ ids: idList(DOCUMENT_ZIP_MAX) }).strict();

export const documentListItemSchema = z.object({
  id: z.string(),
  type: z.enum(DOCUMENT_TYPES),
  number: z.string(),
  /** YYYY-MM-DD. */
  issuedAt: z.string(),
  dueAt: z.string().nullable(),
  /** Gross, EUR (negative for credit notes). */
  amount: z.number(),
  /** open, paid, overdue (invoices, credit notes), issued, or an offer's status. */
  status: z.string(),
  /** Days past due of an overdue document, else 0. */
  daysOverdue: z.number().int(),
  order: z.object({ id: z.string(), number: z.string() }).nullable(),
  /** Whether its lines can be reordered (it has lines naming products). */
  reorderable: z.boolean(),
  /** The PDF's file name. */
  fileName: z.string(),
});
export type DocumentListItem = z.infer<typeof documentListItemSchema>;

export const documentListResponseSchema = z.object({
  data: z.object({
    data: z.array(documentListItemSchema),
    total: z.number().int(),
    current_page: z.number().int(),
    per_page: z.number().int(),
    last_page: z.number().int(),
  }),
});
export type DocumentListResponse = z.infer<typeof documentListResponseSchema>;

export const accountSummarySchema = z.object({
  /** Open invoices less open credit notes, EUR with VAT. */
  open: z.number(),
  /** The part of `open` past its due date. */
  overdue: z.number(),
  buckets: z.array(
    z.object({ bucket: z.enum(AGEING_BUCKETS), amount: z.number(), count: z.number().int() }),
  ),
  /** SPEC §3 Partner LimitAmount and LimitType; null when the partner has no limit. */
  creditLimit: z
    .object({ amount: z.number(), type: z.string().nullable(), headroom: z.number() })
    .nullable(),
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;

export const accountSummaryResponseSchema = z.object({ data: accountSummarySchema });
export type AccountSummaryResponse = z.infer<typeof accountSummaryResponseSchema>;
