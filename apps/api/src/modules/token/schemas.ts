// Route schemas of the token endpoints, built from the shared contracts (packages/contracts
// auth.ts, errors.ts): the same zod objects validate requests, shape responses and feed the
// OpenAPI document.
import { z } from 'zod';
import {
  passwordGrantSchema,
  refreshGrantSchema,
  tokenResponseSchema,
} from '@gradnik/contracts/auth';
import { apiErrorSchema } from '@gradnik/contracts/errors';

const tags = ['token'];
// Token endpoints are how a client gets a bearer token, so they cannot require one.
const security: { bearerAuth: string[] }[] = [];

export const passwordGrantRoute = {
  tags,
  security,
  summary: 'Sign in with e-mail and password',
  description:
    'Password grant. Fails with 401 invalid_credentials, 403 account_disabled, or 429 rate_limited ' +
    '(too many failed attempts from this address or for this e-mail; only failures count). ' +
    'Answers a device_token; sent back as `device`, it lets its owner in despite such a lock.',
  body: passwordGrantSchema,
  response: {
    200: tokenResponseSchema,
    400: apiErrorSchema,
    401: apiErrorSchema,
    403: apiErrorSchema,
    429: apiErrorSchema,
  },
};

export const refreshGrantRoute = {
  tags,
  security,
  summary: 'Exchange a refresh token for new tokens',
  description:
    'Rotates the refresh token: the one sent stops working. Sending an already-used token ends the ' +
    'whole session (401 invalid_grant), unless it was rotated less than 10 s ago (a racing request ' +
    'of the same client). A valid token is never rate limited; invalid ones count as failures ' +
    'of the address (429 rate_limited).',
  body: refreshGrantSchema,
  response: {
    200: tokenResponseSchema,
    400: apiErrorSchema,
    401: apiErrorSchema,
    403: apiErrorSchema,
    429: apiErrorSchema,
  },
};

export const revokeRoute = {
  tags,
  security,
  summary: 'Sign out: end the session of a refresh token',
  description: 'Idempotent: an unknown or already revoked token also answers 204.',
  body: refreshGrantSchema,
  response: {
    204: z.null().describe('Signed out'),
    400: apiErrorSchema,
  },
};

export const sessionRoute = {
  tags,
  summary: "Whether the caller's sign-in session lives",
  description: '204 while it lives; 401 once it ended (logout, a disabled user).',
  response: { 204: z.null().describe('The session lives'), 401: apiErrorSchema },
};

export const endSessionRoute = {
  tags,
  summary: "End the caller's sign-in session",
  description:
    'Every token of the session stops working in every instance within a second. Idempotent.',
  response: { 204: z.null().describe('Signed out'), 401: apiErrorSchema },
};

/** GET /api/csrf (decision 008): the CSRF token of the bearer's sign-in session. */
export const csrfTokenResponseSchema = z.object({ csrfToken: z.string() });

export const csrfRoute = {
  tags,
  summary: "The CSRF token of the caller's session",
  description:
    'For servers that hold a bearer token but no token answer (OIDC sign-in): the value the page ' +
    'renders into <meta name="csrf-token"> and basket/order calls send as X-CSRF-Token.',
  response: { 200: csrfTokenResponseSchema, 401: apiErrorSchema },
};
