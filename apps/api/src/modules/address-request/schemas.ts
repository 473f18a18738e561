// Address change requests (issue #13; SPEC §7 POST /api/partner/address/request-create|update|
// delete; our own history, withdrawal and integration calls; decision 033): schemas from the
// contract (packages/contracts address-request.ts).
import {
  addressRequestCreateBodySchema,
  addressRequestDecisionBodySchema,
  addressRequestDeleteBodySchema,
  addressRequestListQuerySchema,
  addressRequestListResponseSchema,
  addressRequestParamsSchema,
  addressRequestResponseSchema,
  addressRequestUpdateBodySchema,
} from '@gradnik/contracts/address-request';
import { apiErrorSchema } from '@gradnik/contracts/errors';
import { acceptLanguageHeaders } from '../catalog/schemas.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

const RULES =
  "For the company's customer_admin (an agent impersonating one acts as that admin and is " +
  'recorded as acting_user); an employee gets 403, an agent acting for nobody 403. Another ' +
  'company\'s or an unknown PartnerAddressId is 404. `address` is one line, "Street 1, 1000 ' +
  'City" (Slovenian postal code, 4 digits); `status` 1 asks for the default address. A second ' +
  'pending request for the same address is 409. Needs the X-CSRF-Token header. The retailer ' +
  'decides the request later (simulated after ADDRESS_REQUEST_DECISION_SECONDS, or through the ' +
  'integration call).';

export const requestCreateRoute = {
  tags: ['partner'],
  summary: 'Ask for a new delivery address (SPEC §7)',
  description: `Stores a pending request for a new delivery address. An address equal to one the company already has is 409. ${RULES}`,
  headers: acceptLanguageHeaders,
  body: addressRequestCreateBodySchema,
  response: { 201: addressRequestResponseSchema, ...errors },
};

export const requestUpdateRoute = {
  tags: ['partner'],
  summary: "Ask for a change of one of the company's addresses (SPEC §7)",
  description: `Stores a pending request to change the address's name and place (and, with status 1, to make it the default). A change that equals the address as it is is 409. ${RULES}`,
  headers: acceptLanguageHeaders,
  body: addressRequestUpdateBodySchema,
  response: { 201: addressRequestResponseSchema, ...errors },
};

export const requestDeleteRoute = {
  tags: ['partner'],
  summary: "Ask for the removal of one of the company's addresses (SPEC §7)",
  description: `Stores a pending request to remove the address. The default delivery address and the default payer cannot be removed (409). ${RULES}`,
  headers: acceptLanguageHeaders,
  body: addressRequestDeleteBodySchema,
  response: { 201: addressRequestResponseSchema, ...errors },
};

export const listRequestsRoute = {
  tags: ['partner'],
  summary: "The company's address change requests (issue #13)",
  description:
    'Every request of the token’s company, newest first, with its status, dates, the ' +
    "retailer's note, who asked and the agent acting for them. For the company's admin and " +
    'employees (read-only); an agent acting for nobody gets 403.',
  headers: acceptLanguageHeaders,
  querystring: addressRequestListQuerySchema,
  response: { 200: addressRequestListResponseSchema, ...errors },
};

export const withdrawRequestRoute = {
  tags: ['partner'],
  summary: 'Withdraw a pending address change request (issue #13)',
  description:
    "For the company's admin. Only a pending request can be withdrawn; a decided or withdrawn " +
    "one is 409. Another company's or an unknown id is 404. Needs the X-CSRF-Token header.",
  headers: acceptLanguageHeaders,
  params: addressRequestParamsSchema,
  response: { 200: addressRequestResponseSchema, ...errors },
};

export const decideRequestRoute = {
  tags: ['integration'],
  summary: "The retailer's decision on an address change request (decision 033)",
  description:
    "For the retailer's integration: bearer INTEGRATION_TOKEN, not a user's token. Without " +
    'INTEGRATION_TOKEN the route answers 404 like an unknown one; a wrong token is 401. An ' +
    'approval is applied to the partner’s addresses at once (an approval that can no longer be ' +
    'applied is stored as a rejection with the reason). Only a pending request can be decided ' +
    '(409 otherwise).',
  headers: acceptLanguageHeaders,
  params: addressRequestParamsSchema,
  body: addressRequestDecisionBodySchema,
  response: { 200: addressRequestResponseSchema, ...errors },
};
