// Route schemas of the questions to the caretaker (issue #14; SPEC §7 POST
// /api/forms/product-inquiry; decision 037), from the contract (packages/contracts question.ts).
// The two multipart calls declare no body schema: their parts are read and checked by the
// handler (upload/multipart.ts, the contract's field schemas), so a bad part gets the same
// clear 4xx as a bad field.
import { z } from 'zod';
import { apiErrorSchema } from '@gradnik/contracts/errors';
import {
  productInquiryErrorSchema,
  productInquiryResponseSchema,
  questionAnswerBodySchema,
  questionAttachmentParamsSchema,
  questionListQuerySchema,
  questionListResponseSchema,
  questionParamsSchema,
  questionResponseSchema,
} from '@gradnik/contracts/question';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_FILES } from '@gradnik/domain/attachments';
import { QUESTION_MESSAGE_MAX_LENGTH } from '@gradnik/domain/question';
import { acceptLanguageHeaders } from '../catalog/schemas.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  413: apiErrorSchema,
  415: apiErrorSchema,
};

/** SPEC §7: the product inquiry's failures also carry `success: false` and `errors.message`. */
const inquiryErrors = Object.fromEntries(
  Object.keys(errors).map((status) => [status, productInquiryErrorSchema]),
) as Record<keyof typeof errors, typeof productInquiryErrorSchema>;

const file = z.string().describe('the file (binary)');

const RULES =
  'For a user of a partner with a caretaker contact of type 3 (SPEC §6); without one 403, an ' +
  'agent acting for nobody 403. An agent impersonating a user asks as that user and is recorded ' +
  'as acting_user. Needs the X-CSRF-Token header. The caretaker (type 3 contact) gets an e-mail.';

export const productInquiryRoute = {
  tags: ['question'],
  summary: 'Ask the caretaker about a product (SPEC §7 product inquiry, multipart)',
  description:
    `multipart/form-data with the fields \`message\` (1 to ${QUESTION_MESSAGE_MAX_LENGTH} ` +
    'characters) and `productID` (a product the shop offers, else 404). Answers `{success: true, ' +
    'data: {id}}`; every failure `{success: false, error, errors: {message: [...]}}` in the ' +
    `request's language. ${RULES}`,
  headers: acceptLanguageHeaders,
  response: { 200: productInquiryResponseSchema, ...inquiryErrors },
};

export const listQuestionsRoute = {
  tags: ['question'],
  summary: "The company's questions to the caretaker, newest first, with their answers",
  description:
    'Both kinds (product and general), with the product, the attachments, who asked and the ' +
    'agent acting for them. `meta.inquiriesAllowed` says whether the company may ask (SPEC §6: ' +
    'a type-3 caretaker), `meta.caretaker` who answers. With the ERP simulator, questions older ' +
    'than ERP_SIM_OFFER_DELAY seconds get the simulated reply when read. For every user of the ' +
    'company; an agent acting for nobody gets 403.',
  headers: acceptLanguageHeaders,
  querystring: questionListQuerySchema,
  response: { 200: questionListResponseSchema, ...errors },
};

export const askQuestionRoute = {
  tags: ['question'],
  summary: 'Send a general question to the caretaker (the inquiry page, multipart)',
  description:
    'multipart/form-data: `subject`, `message`, optional `productCodes` (split on commas and ' +
    'white space; each must be a product code of the catalogue, else 400 naming it) and up to ' +
    `${ATTACHMENT_MAX_FILES} parts \`files\`, each at most ${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB, ` +
    'JPEG, PNG, WEBP or PDF by their content (checked, then re-encoded: image metadata and PDF ' +
    `scripts, forms and attachments are dropped). Too many or too large files are 413. ${RULES} ` +
    'With FILE_STORAGE=s3 an unreachable bucket is 503 and nothing is stored.',
  headers: acceptLanguageHeaders,
  response: { 201: questionResponseSchema, ...errors, 503: apiErrorSchema },
};

export const questionAttachmentRoute = {
  tags: ['question'],
  summary: 'One attachment of a question of the company (the re-encoded file)',
  description:
    "Sent as an attachment with its checked type and `nosniff`. Another company's or an " +
    'unknown id is 404; an unreachable bucket (FILE_STORAGE=s3) 503.',
  headers: acceptLanguageHeaders,
  params: questionAttachmentParamsSchema,
  response: { 200: file, ...errors, 503: apiErrorSchema },
};

export const answerQuestionRoute = {
  tags: ['integration'],
  summary: "The caretaker's answer to a question (decision 037)",
  description:
    "For the retailer's integration: bearer INTEGRATION_TOKEN, not a user's token. Without " +
    'INTEGRATION_TOKEN the route answers 404 like an unknown one; a wrong token is 401. A ' +
    'question answered already is 409.',
  headers: acceptLanguageHeaders,
  params: questionParamsSchema,
  body: questionAnswerBodySchema,
  response: { 200: questionResponseSchema, ...errors },
};
