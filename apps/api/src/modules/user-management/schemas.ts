// The company admin's user management: schemas from the contract (packages/contracts
// user-management.ts). Paths are ours (SPEC §7 names only GET /api/customer/groups), decision 032.
import { apiErrorSchema } from '@gradnik/contracts/errors';
import {
  changeRoleBodySchema,
  customerGroupsResponseSchema,
  managedUserParamsSchema,
  managedUserResponseSchema,
} from '@gradnik/contracts/user-management';
import { z } from 'zod';
import { acceptLanguageHeaders } from '../catalog/schemas.ts';

export const listGroupsRoute = {
  tags: ['customer'],
  summary: 'The groups a company user can have (issue #13)',
  description:
    'SPEC §7 GET /api/customer/groups: customer_admin and customer_employee (never the agent ' +
    'group). For the company admin (also an agent impersonating one); 403 otherwise.',
  headers: acceptLanguageHeaders,
  querystring: z.object({}).strict(),
  response: { 200: customerGroupsResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
};

const changeResponses = {
  200: managedUserResponseSchema,
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

const RULES =
  "For the admin of the user's company (an agent impersonating one acts as that admin); an " +
  "employee or an agent not impersonating gets 403, another company's or an unknown user 404. " +
  'The last active admin of a company cannot be demoted or deactivated (409). Answers the ' +
  "user's row in the GET /api/customer shape; `changed: false` when it already was so. " +
  'Needs the X-CSRF-Token header.';

export const changeRoleRoute = {
  tags: ['customer'],
  summary: "Change a company user's role (issue #13)",
  description: `Sets the user's group to customer_admin or customer_employee. ${RULES}`,
  headers: acceptLanguageHeaders,
  params: managedUserParamsSchema,
  body: changeRoleBodySchema,
  response: changeResponses,
};

export const deactivateRoute = {
  tags: ['customer'],
  summary: 'Deactivate a company user (issue #13)',
  description: `Sets status 0 and ends every sign-in session and refresh token of the user at once. ${RULES}`,
  headers: acceptLanguageHeaders,
  params: managedUserParamsSchema,
  response: changeResponses,
};

export const reactivateRoute = {
  tags: ['customer'],
  summary: 'Reactivate a company user (issue #13)',
  description: `Sets status 1; the user signs in again. ${RULES}`,
  headers: acceptLanguageHeaders,
  params: managedUserParamsSchema,
  response: changeResponses,
};
