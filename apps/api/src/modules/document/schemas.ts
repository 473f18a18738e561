// Route schemas of the document calls, from the shared contract (packages/contracts
// document.ts): the same zod objects validate requests, shape answers and feed the OpenAPI
// document.
import { z } from 'zod';
import {
  accountSummaryResponseSchema,
  documentExportQuerySchema,
  documentListQuerySchema,
  documentListResponseSchema,
  documentZipQuerySchema,
} from '@gradnik/contracts/document';
import { apiErrorSchema } from '@gradnik/contracts/errors';
import { idParamSchema } from '@gradnik/contracts/ids';
import { reorderBodySchema, reorderResponseSchema } from '@gradnik/contracts/reorder';
import { acceptLanguageHeaders } from '../catalog/schemas.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};
const documentIdParams = z.object({ id: idParamSchema }).strict();
/** A file answer: its bytes are not JSON, so the schema only documents it. */
const file = z.string().describe('the file (binary)');

export const listDocumentsRoute = {
  tags: ['document'],
  summary: "The company's documents, newest first (issue #12 documents list)",
  description:
    'Invoices, credit notes, delivery notes, order confirmations and offers. Filters: type, ' +
    'status (open, paid, overdue: invoices and credit notes), date_from/date_to (issue day, ' +
    'both included), amount_min/amount_max (EUR with VAT, decimal point or comma), q (part of ' +
    'the number). sort -date (default), date, -amount, amount, -due, due; per_page 10, 20, 50.',
  headers: acceptLanguageHeaders,
  querystring: documentListQuerySchema,
  response: { 200: documentListResponseSchema, ...errors },
};

export const accountSummaryRoute = {
  tags: ['document'],
  summary: 'Open and overdue amounts, ageing buckets and the credit limit with its headroom',
  response: { 200: accountSummaryResponseSchema, ...errors },
};

export const exportDocumentsRoute = {
  tags: ['document'],
  summary: 'The documents list as CSV or XLSX, streamed (issue #12 export)',
  description:
    'The list with the same filters as GET /api/documents, or only `ids` (comma-separated, ' +
    'the company’s). CSV: UTF-8 with BOM, `;`, decimal comma; XLSX: number and date cells. ' +
    'The x-export-rows header tells how many rows follow.',
  headers: acceptLanguageHeaders,
  querystring: documentExportQuerySchema,
  response: { 200: file, ...errors },
};

export const zipDocumentsRoute = {
  tags: ['document'],
  summary: 'Chosen documents as one ZIP of PDFs (ids comma-separated, at most 100)',
  headers: acceptLanguageHeaders,
  querystring: documentZipQuerySchema,
  response: { 200: file, ...errors },
};

export const documentPdfRoute = {
  tags: ['document'],
  summary: 'One document as a PDF, named <type>-<number>.pdf in the request language',
  description:
    'Seller and buyer, lines, VAT by rate, totals; on invoices the payment reference and the ' +
    'UPN QR code. Another company’s id answers 404.',
  headers: acceptLanguageHeaders,
  params: documentIdParams,
  response: { 200: file, ...errors },
};

export const reorderDocumentRoute = {
  tags: ['document'],
  summary: 'Put the lines of an invoice, delivery note, order confirmation or offer into the cart',
  description:
    'Like POST /api/orders/{id}/reorder: all or the chosen lines, merged into the cart at ' +
    'today’s prices. Requires the X-CSRF-Token header. Another company’s id answers 404.',
  headers: acceptLanguageHeaders,
  params: documentIdParams,
  body: reorderBodySchema,
  response: { 200: reorderResponseSchema, ...errors },
};
