// The e-mail change calls (issue #13 "My profile", decision 034): schemas from the contract
// (packages/contracts email-change.ts).
import {
  confirmEmailBodySchema,
  confirmEmailResponseSchema,
  emailChangeBodySchema,
  emailChangeResponseSchema,
} from '@gradnik/contracts/email-change';
import { apiErrorSchema } from '@gradnik/contracts/errors';
import { acceptLanguageHeaders } from '../catalog/schemas.ts';

export const requestEmailChangeRoute = {
  tags: ['customer'],
  summary: 'Ask to change the signed-in user’s e-mail address (issue #13)',
  description:
    'Changes nothing yet: e-mails a single-use confirmation link (24 h) to the NEW address in ' +
    'the account’s language and a notice to the old one. 400 sameEmail, 409 emailTaken when ' +
    'another user has the address, 403 for an agent (also while impersonating: whoever reads ' +
    'the new mailbox could take the account over), 429 after 5 requests an hour. Needs the ' +
    'X-CSRF-Token header. PATCH /jsonapi/customer keeps refusing `email` (decision 027).',
  headers: acceptLanguageHeaders,
  body: emailChangeBodySchema,
  response: {
    202: emailChangeResponseSchema,
    400: apiErrorSchema,
    401: apiErrorSchema,
    403: apiErrorSchema,
    409: apiErrorSchema,
    429: apiErrorSchema,
    502: apiErrorSchema,
  },
};

export const confirmEmailRoute = {
  tags: ['customer'],
  security: [] as { bearerAuth: string[] }[],
  summary: 'Confirm a new e-mail address with the e-mailed link (issue #13)',
  description:
    'Public: the token is the proof (the link may be opened on a device not signed in). Sets ' +
    'the address, once. 400 invalid_link for an unknown, used, revoked or expired link (one ' +
    'message); 409 emailTakenMeanwhile when another user took the address since (the link ' +
    'stays unused); 429 after 10 bad links from one address in 15 min; 403 cross_site. ' +
    'Sessions stay signed in; the new address reaches the access token at its next refresh.',
  headers: acceptLanguageHeaders,
  body: confirmEmailBodySchema,
  response: {
    200: confirmEmailResponseSchema,
    400: apiErrorSchema,
    403: apiErrorSchema,
    409: apiErrorSchema,
    429: apiErrorSchema,
  },
};
