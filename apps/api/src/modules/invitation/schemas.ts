// The invitation calls (issue #13 "Users", decision 034): schemas from the contract
// (packages/contracts invitation.ts).
import { apiErrorSchema } from '@gradnik/contracts/errors';
import {
  acceptInvitationBodySchema,
  acceptInvitationResponseSchema,
  invitationInfoResponseSchema,
  invitationParamsSchema,
  invitationRowResponseSchema,
  invitationWithdrawnResponseSchema,
  inviteBodySchema,
} from '@gradnik/contracts/invitation';
import { managedUserParamsSchema } from '@gradnik/contracts/user-management';
import { acceptLanguageHeaders } from '../catalog/schemas.ts';

const tags = ['customer'];
const adminResponses = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
  502: apiErrorSchema,
};
const WHO =
  "For the company's admin (an agent impersonating one acts as that admin); an employee or an " +
  "agent not impersonating gets 403, another company's or an unknown user 404. Needs the " +
  'X-CSRF-Token header.';

export const inviteRoute = {
  tags,
  summary: 'Invite a new user of the company by e-mail (issue #13)',
  description:
    'Creates the user in status 2 (invited, no password) in the caller’s company and e-mails ' +
    'a single-use link in the chosen language, valid INVITATION_TTL_HOURS (168). 409 emailTaken ' +
    `when any user already has the address (the same message whichever company). ${WHO} ` +
    'Answers 201 with the new row (GET /api/customer item with `invitation.expires_at`).',
  headers: acceptLanguageHeaders,
  body: inviteBodySchema,
  response: { 201: invitationRowResponseSchema, ...adminResponses },
};

export const resendInvitationRoute = {
  tags,
  summary: 'Send an invitation again (issue #13)',
  description:
    'A new link and e-mail with a new expiry; the earlier link stops working. 409 notInvited ' +
    `when the user is not (any more) invited. ${WHO}`,
  headers: acceptLanguageHeaders,
  params: managedUserParamsSchema,
  response: { 200: invitationRowResponseSchema, ...adminResponses },
};

export const withdrawInvitationRoute = {
  tags,
  summary: 'Withdraw an invitation (issue #13)',
  description:
    'Deletes the invited user and its links (the address is free again). 409 notInvited when ' +
    `the user has already accepted. ${WHO}`,
  headers: acceptLanguageHeaders,
  params: managedUserParamsSchema,
  response: { 200: invitationWithdrawnResponseSchema, ...adminResponses },
};

const security: { bearerAuth: string[] }[] = [];
const publicResponses = { 400: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema };

export const invitationInfoRoute = {
  tags: ['password'],
  security,
  summary: 'What an invitation link is for (issue #13)',
  description:
    'Public: the company, e-mail, name and language of a working invitation link, nothing else. ' +
    '400 invalid_link for an unknown, used, revoked or expired link (one message for all); ' +
    '10 bad links from one address in 15 min: 429. 403 cross_site.',
  headers: acceptLanguageHeaders,
  params: invitationParamsSchema,
  response: { 200: invitationInfoResponseSchema, ...publicResponses },
};

export const acceptInvitationRoute = {
  tags: ['password'],
  security,
  summary: 'Accept an invitation: choose the password (issue #13)',
  description:
    'Public, the token is the proof. Sets the password (the reset’s rule: at least 10 ' +
    'characters, not the e-mail address) and activates the user; the link is used once (of two ' +
    'concurrent accepts one wins). 400 invalid_link, 400 weak_password with `errors.password` ' +
    '(the link stays unused), 429, 403 cross_site. The user then signs in.',
  headers: acceptLanguageHeaders,
  body: acceptInvitationBodySchema,
  response: { 200: acceptInvitationResponseSchema, ...publicResponses },
};
