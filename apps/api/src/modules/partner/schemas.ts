// GET /api/partner, GET /api/partner/status/internal and GET /api/partner/{id}/address (SPEC §7;
// issue #13 company profile): schemas from the contract (packages/contracts partner.ts).
import { apiErrorSchema } from '@gradnik/contracts/errors';
import {
  partnerIdParamsSchema,
  partnerInternalStatusResponseSchema,
  partnerProfileAddressListSchema,
  partnerResponseSchema,
} from '@gradnik/contracts/partner';
import { z } from 'zod';
import { acceptLanguageHeaders } from '../catalog/schemas.ts';

const noQuery = z.object({}).strict();

export const getPartnerRoute = {
  tags: ['partner'],
  summary: "The token's partner (SPEC §3 Partner)",
  description:
    'SPEC §3 Partner in PascalCase with Contacts as a parsed array, internalStatus {state, ' +
    'status}, and the caretaker (contact type 3, else 4) and financial guardian (type 1, else ' +
    '2) picked from the contacts (SPEC §6, §9). `id` is the id GET /api/partner/{id}/address ' +
    'takes. An agent acting for no partner gets 403.',
  headers: acceptLanguageHeaders,
  querystring: noQuery,
  response: {
    200: partnerResponseSchema,
    400: apiErrorSchema,
    401: apiErrorSchema,
    403: apiErrorSchema,
    404: apiErrorSchema,
  },
};

export const getPartnerInternalStatusRoute = {
  tags: ['partner'],
  summary: "The token's partner's internal status (SPEC §3 internalStatus)",
  description:
    'state and status as the ERP gives them, each with its translation in the Accept-Language ' +
    'language. An agent acting for no partner gets 403.',
  headers: acceptLanguageHeaders,
  querystring: noQuery,
  response: {
    200: partnerInternalStatusResponseSchema,
    400: apiErrorSchema,
    401: apiErrorSchema,
    403: apiErrorSchema,
    404: apiErrorSchema,
  },
};

export const getPartnerAddressesRoute = {
  tags: ['partner'],
  summary: "The partner's delivery and payment addresses (SPEC §3 Partner address)",
  description:
    '`id` is the partner id of GET /api/partner; only the token’s own partner is found, any ' +
    'other id answers 404. Delivery addresses first (type 0, the default, before type 1), then ' +
    'payment addresses (PartnerAddressStatus 1 marks the default payer), each with ' +
    'InternalPartnerAddressStatus and its translation in the Accept-Language language.',
  headers: acceptLanguageHeaders,
  params: partnerIdParamsSchema,
  querystring: noQuery,
  response: {
    200: partnerProfileAddressListSchema,
    400: apiErrorSchema,
    401: apiErrorSchema,
    403: apiErrorSchema,
    404: apiErrorSchema,
  },
};
