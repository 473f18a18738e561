// Route schemas of the complaint calls (issue #16, decision 043), from the shared contract
// (packages/contracts complaint.ts): the same zod objects validate requests, shape answers and
// feed the OpenAPI document. The two multipart calls declare no body schema: their parts are
// read and checked by the handler (upload/multipart.ts), so a bad part gets a clear 4xx.
import { z } from 'zod';
import { apiErrorSchema } from '@gradnik/contracts/errors';
import {
  complaintCreateBodySchema,
  complaintDetailResponseSchema,
  complaintFileParamsSchema,
  complaintFilesResponseSchema,
  complaintIdParamsSchema,
  complaintListQuerySchema,
  complaintListResponseSchema,
  complaintSourcesQuerySchema,
  complaintSourcesResponseSchema,
} from '@gradnik/contracts/complaint';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_FILES } from '@gradnik/domain/attachments';
import { COMPLAINT_MESSAGE_MAX_LENGTH } from '@gradnik/domain/complaints';
import { acceptLanguageHeaders } from '../catalog/schemas.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};
const uploadErrors = {
  ...errors,
  409: apiErrorSchema,
  413: apiErrorSchema,
  415: apiErrorSchema,
  503: apiErrorSchema,
};

const CSRF = 'Requires the X-CSRF-Token header (403 code csrf otherwise).';
const OWN =
  "Any user of the company (SPEC §6 names no difference); another company's id answers 404, " +
  'like an unknown one; an agent acting for nobody 403.';
const FILES =
  `up to ${ATTACHMENT_MAX_FILES} parts \`files\`, each at most ${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB, ` +
  'JPEG, PNG, WEBP or PDF by their content (checked, then re-encoded: photo metadata with the ' +
  'GPS position and PDF scripts are dropped); HEIC, SVG, HTML, empty, broken or mislabelled ' +
  'files are 400, too many or too large 413. With FILE_STORAGE=s3 an unreachable bucket is 503 ' +
  'and nothing is stored (decision 043).';

/** A file answer: its bytes are not JSON, so the schema only documents it. */
const file = z.string().describe('the file (binary)');

export const listComplaintsRoute = {
  tags: ['complaint'],
  summary: "The company's complaints, newest first (issue #16)",
  description:
    'Filters: status (submitted, in_progress, approved, rejected, resolved), date_from/date_to ' +
    '(Ljubljana days, both included); per_page 10 (default), 20, 50. Complaints due for the ' +
    `retailer are asked about first (at most once a minute). ${OWN}`,
  headers: acceptLanguageHeaders,
  querystring: complaintListQuerySchema,
  response: { 200: complaintListResponseSchema, ...errors },
};

export const complaintSourcesRoute = {
  tags: ['complaint'],
  summary: 'Delivered orders a complaint can be about, with lines and claimable quantities',
  description:
    'q: an order or delivery-note number or part of one; order_id: one order. Neither: the ' +
    'newest delivered orders. At most 10. claimable = delivered less what submitted, in-review, ' +
    `approved and resolved complaints claim. ${OWN}`,
  headers: acceptLanguageHeaders,
  querystring: complaintSourcesQuerySchema,
  response: { 200: complaintSourcesResponseSchema, ...errors },
};

export const createComplaintRoute = {
  tags: ['complaint'],
  summary: 'File a complaint about lines of a delivered order',
  description:
    'JSON: the order, optionally its delivery note, the lines (each once, quantity above 0 and ' +
    'at most what is claimable, a reason), the description and the desired resolution. It is ' +
    'submitted to the retailer at once; the files follow with POST …/files. An order not ' +
    `delivered, a line of another order or too large a quantity is 400. Idempotent with a key ` +
    '(header Idempotency-Key, else `idempotencyKey`; 8–100 visible ASCII characters, e.g. a ' +
    'UUID): a filing with a key this user filed before answers 200 with that complaint, ' +
    'whatever the body says — nothing is filed, submitted or notified again; two at once file ' +
    `one. The key per user: another user's same key is unrelated. ${CSRF} ${OWN}`,
  headers: acceptLanguageHeaders,
  body: complaintCreateBodySchema,
  response: {
    201: complaintDetailResponseSchema,
    200: complaintDetailResponseSchema,
    ...errors,
    409: apiErrorSchema,
  },
};

export const complaintDetailRoute = {
  tags: ['complaint'],
  summary: 'One complaint: lines, files, state timeline, resolution, the thread',
  description: `With what the caller may do now (actions). ${OWN}`,
  headers: acceptLanguageHeaders,
  params: complaintIdParamsSchema,
  response: { 200: complaintDetailResponseSchema, ...errors },
};

export const addComplaintFilesRoute = {
  tags: ['complaint'],
  summary: 'Add photos and files to a complaint (multipart; the first day after filing)',
  description: `multipart/form-data: ${FILES} A complaint has at most ${ATTACHMENT_MAX_FILES} files in all (413 beyond); after the first day 409 (photos then go with a message). ${CSRF} ${OWN}`,
  headers: acceptLanguageHeaders,
  params: complaintIdParamsSchema,
  response: { 201: complaintFilesResponseSchema, ...uploadErrors },
};

export const complaintFileRoute = {
  tags: ['complaint'],
  summary: 'A file of the complaint or of its thread (the re-encoded file)',
  description:
    'Sent as an attachment with its checked type, nosniff and a sandboxing CSP; read from the ' +
    `database or the bucket, wherever it was stored (an unreachable bucket: 503). ${OWN}`,
  headers: acceptLanguageHeaders,
  params: complaintFileParamsSchema,
  response: { 200: file, ...errors, 503: apiErrorSchema },
};

export const complaintThumbnailRoute = {
  tags: ['complaint'],
  summary: 'A photo of the complaint as a JPEG at most 320 px on its long edge',
  description: `A PDF has none (404). Made from the stored image, wherever it is (503 as the file). ${OWN}`,
  headers: acceptLanguageHeaders,
  params: complaintFileParamsSchema,
  response: { 200: file, ...errors, 503: apiErrorSchema },
};

export const complaintMessageRoute = {
  tags: ['complaint'],
  summary: 'Write to the retailer about a complaint, with photos (multipart)',
  description: `multipart/form-data: \`body\` (up to ${COMPLAINT_MESSAGE_MAX_LENGTH} characters; may be empty when files come) and ${FILES} ${CSRF} ${OWN}`,
  headers: acceptLanguageHeaders,
  params: complaintIdParamsSchema,
  response: { 201: complaintDetailResponseSchema, ...uploadErrors },
};

export const complaintPdfRoute = {
  tags: ['complaint'],
  summary: 'The complaint record as a PDF (reklamacija-<number>.pdf, complaint-… in English)',
  description: OWN,
  headers: acceptLanguageHeaders,
  params: complaintIdParamsSchema,
  response: { 200: file, ...errors },
};
