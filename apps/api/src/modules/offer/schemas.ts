// Route schemas of the inquiry offer calls, from the shared contract (packages/contracts
// offer.ts): the same zod objects validate requests, shape answers and feed the OpenAPI document.
import { z } from 'zod';
import { apiErrorSchema } from '@gradnik/contracts/errors';
import {
  inquiryDetailResponseSchema,
  inquiryIdParamsSchema,
  inquiryListQuerySchema,
  inquiryListResponseSchema,
  inquiryMessageBodySchema,
  inquiryRenewResponseSchema,
  offerAcceptBodySchema,
  offerAcceptResponseSchema,
  offerDeclineBodySchema,
  offerPdfParamsSchema,
} from '@gradnik/contracts/offer';
import { acceptLanguageHeaders } from '../catalog/schemas.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};
const actionErrors = { ...errors, 409: apiErrorSchema };

const CSRF =
  'Requires the X-CSRF-Token header (the page meta csrf-token; 403 code csrf otherwise).';
const OWN = 'Another company’s inquiry answers 404, like an unknown one.';
const ALLOWED =
  'Only a partner with a type-3 caretaker may (SPEC §6: 403 inquiriesNotAllowed otherwise).';

/** A file answer: its bytes are not JSON, so the schema only documents it. */
const file = z.string().describe('the file (binary)');

export const listInquiriesRoute = {
  tags: ['offer'],
  summary: "The company's inquiries with the retailer's offers (issue #14)",
  description:
    'Every inquiry of the token’s company, newest first, with its state (sent, in_preparation, ' +
    'offered, accepted, declined, expired, withdrawn; expired is derived from the offer’s ' +
    'valid-until day, Ljubljana time) and its current offer (expiresSoon: valid-until within ' +
    '3 days). Filters: status, date_from/date_to (Ljubljana days, both included). sort -date ' +
    '(default), date, -value, value, valid_until; per_page 10 (default), 20, 50. ' +
    'inquiriesAllowed false: the partner has no type-3 caretaker and the page is read-only.',
  headers: acceptLanguageHeaders,
  querystring: inquiryListQuerySchema,
  response: {
    200: inquiryListResponseSchema,
    400: apiErrorSchema,
    401: apiErrorSchema,
    403: apiErrorSchema,
  },
};

export const inquiryDetailRoute = {
  tags: ['offer'],
  summary: 'One inquiry as sent, its current offer, older revisions, the thread (issue #14)',
  description: `With what the caller may do now (actions); the API refuses the rest. ${OWN}`,
  headers: acceptLanguageHeaders,
  params: inquiryIdParamsSchema,
  response: { 200: inquiryDetailResponseSchema, ...errors },
};

export const offerPdfRoute = {
  tags: ['offer'],
  summary: 'An offer revision as a PDF, named ponudba-<number>.pdf (offer-… in English)',
  description: `The documents’ PDF: seller, buyer, lines with delivery dates and substitutes, VAT by rate, totals. ${OWN}`,
  headers: acceptLanguageHeaders,
  params: offerPdfParamsSchema,
  response: { 200: file, ...errors },
};

export const acceptOfferRoute = {
  tags: ['offer'],
  summary: 'Accept the current offer: all or the chosen lines into the cart at the offered prices',
  description:
    'revision must be the current one (409 offerRevised otherwise); an expired, declined or ' +
    'superseded offer answers 409. The lines go into the cart at the offered quantity, priced ' +
    'by the server from the offer while it holds; the client never sends a price. ' +
    `${ALLOWED} ${CSRF} ${OWN}`,
  headers: acceptLanguageHeaders,
  params: inquiryIdParamsSchema,
  body: offerAcceptBodySchema,
  response: { 200: offerAcceptResponseSchema, ...actionErrors },
};

export const declineOfferRoute = {
  tags: ['offer'],
  summary: 'Decline the current offer, with an optional reason',
  description: `revision must be the current one (409 otherwise). ${ALLOWED} ${CSRF} ${OWN}`,
  headers: acceptLanguageHeaders,
  params: inquiryIdParamsSchema,
  body: offerDeclineBodySchema,
  response: { 200: inquiryDetailResponseSchema, ...actionErrors },
};

export const inquiryMessageRoute = {
  tags: ['offer'],
  summary: 'Write to the caretaker; with revisionRequest, ask for a revised offer',
  description: `Up to 2000 characters. ${ALLOWED} ${CSRF} ${OWN}`,
  headers: acceptLanguageHeaders,
  params: inquiryIdParamsSchema,
  body: inquiryMessageBodySchema,
  response: { 200: inquiryDetailResponseSchema, ...actionErrors },
};

export const renewInquiryRoute = {
  tags: ['offer'],
  summary: 'Request a new offer: a new inquiry with the same lines (expired or declined offer)',
  description: `${ALLOWED} ${CSRF} ${OWN}`,
  headers: acceptLanguageHeaders,
  params: inquiryIdParamsSchema,
  response: { 201: inquiryRenewResponseSchema, ...actionErrors },
};

export const withdrawInquiryRoute = {
  tags: ['offer'],
  summary: 'Withdraw an inquiry that has no offer yet (sent or in preparation)',
  description: `${ALLOWED} ${CSRF} ${OWN}`,
  headers: acceptLanguageHeaders,
  params: inquiryIdParamsSchema,
  response: { 200: inquiryDetailResponseSchema, ...actionErrors },
};
