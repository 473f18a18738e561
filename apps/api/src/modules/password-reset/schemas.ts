// POST /api/password/forgot and POST /api/password/reset (issue #13): schemas from the contract.
import { apiErrorSchema } from '@gradnik/contracts/errors';
import {
  forgotPasswordBodySchema,
  forgotPasswordResponseSchema,
  resetPasswordBodySchema,
  resetPasswordResponseSchema,
} from '@gradnik/contracts/password-reset';
import { acceptLanguageHeaders } from '../catalog/schemas.ts';

const tags = ['password'];
// Public: whoever forgot the password has no token.
const security: { bearerAuth: string[] }[] = [];

export const forgotPasswordRoute = {
  tags,
  security,
  summary: 'E-mail a link to set a new password',
  description:
    'Always 202 with the same message, for known, unknown and disabled addresses alike; the ' +
    'e-mail (in the account’s language) is sent afterwards. The link works once and for ' +
    'PASSWORD_RESET_TTL_MINUTES (60); a new request revokes the earlier link. Limited per client ' +
    'address (20 in 15 min) and per e-mail address (5 an hour): 429 rate_limited with ' +
    'Retry-After. 403 cross_site for a request a browser marks as coming from another site.',
  headers: acceptLanguageHeaders,
  body: forgotPasswordBodySchema,
  response: {
    202: forgotPasswordResponseSchema,
    400: apiErrorSchema,
    403: apiErrorSchema,
    429: apiErrorSchema,
  },
};

export const resetPasswordRoute = {
  tags,
  security,
  summary: 'Set a new password with an e-mailed link',
  description:
    'The token of the link and the new password (at least 10 characters, not the e-mail ' +
    'address). On success every sign-in session of the user ends (all devices are signed out). ' +
    '400 invalid_link for an unknown, used, revoked or expired link (one message for all), 400 ' +
    'weak_password with `errors.password` (the link stays unused), 429 rate_limited after 10 ' +
    'bad links from one address in 15 min, 403 cross_site.',
  headers: acceptLanguageHeaders,
  body: resetPasswordBodySchema,
  response: {
    200: resetPasswordResponseSchema,
    400: apiErrorSchema,
    403: apiErrorSchema,
    429: apiErrorSchema,
  },
};
