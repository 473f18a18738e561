// The impersonation calls' route schemas, from the contract (packages/contracts impersonation.ts).
import { tokenResponseSchema } from '@gradnik/contracts/auth';
import { apiErrorSchema } from '@gradnik/contracts/errors';
import {
  currentImpersonationSchema,
  depersonateBodySchema,
  depersonateResponseSchema,
  impersonateBodySchema,
  impersonateResponseSchema,
  impersonationAuditQuerySchema,
  impersonationAuditResponseSchema,
  impersonationExchangeBodySchema,
} from '@gradnik/contracts/impersonation';
import { z } from 'zod';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

export const impersonateRoute = {
  tags: ['impersonation'],
  summary: 'An agent starts acting for a customer user (SPEC §7)',
  description:
    'Agents only (SPEC §6), for users of partners assigned to them, with a reason for the audit ' +
    '(issue #13). Answers the 64-character ident and the impersonated user’s tokens; the app ' +
    'server then exchanges the visit for its own session (POST /api/customer/impersonate/session), ' +
    'which ends these tokens. Needs X-CSRF-Token.',
  body: impersonateBodySchema,
  response: { 200: impersonateResponseSchema, ...errors },
};

export const exchangeRoute = {
  tags: ['impersonation'],
  summary: 'The app server takes a new visit into the agent’s session, once',
  description:
    'Our call (docs/decisions/030): with the agent’s bearer token and the visit’s ident, answers ' +
    'a token response for the impersonated user whose tokens carry the visit. A second exchange ' +
    'is refused (409). Needs X-CSRF-Token.',
  body: impersonationExchangeBodySchema,
  response: { 200: tokenResponseSchema, ...errors },
};

export const depersonateRoute = {
  tags: ['impersonation'],
  summary: 'Stops a visit (SPEC §7)',
  description:
    '`in` is the impersonated user’s id, `out` the agent’s, `ident` the visit’s 64-character ' +
    'ident. Called with the visit’s own token (and its X-Impersonation-Ident header) or the ' +
    'agent’s. Answers result true; SPEC §5 messages otherwise. Needs X-CSRF-Token.',
  body: depersonateBodySchema,
  response: { 200: depersonateResponseSchema, ...errors },
};

export const currentImpersonationRoute = {
  tags: ['impersonation'],
  summary: 'The running visit: who acts for whom, why, and until when',
  querystring: z.object({}).strict(),
  response: { 200: currentImpersonationSchema, ...errors },
};

export const impersonationAuditRoute = {
  tags: ['impersonation'],
  summary: 'The company’s log of agents’ visits (customer_admin)',
  description:
    'Issue #13: every visit to a user of the caller’s company, newest first, with its agent, ' +
    'reason, start, end and the state-changing calls made in it. Read-only: no call edits it.',
  querystring: impersonationAuditQuerySchema,
  response: { 200: impersonationAuditResponseSchema, ...errors },
};
