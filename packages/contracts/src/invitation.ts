// Invitations of new company users (issue #13 "Users": "The admin can invite a new employee by
// e-mail: an expiring, single-use invitation link; resend and withdraw the invitation").
// Our own paths (SPEC §7 names none), docs/decisions/034:
//   POST /api/customer/invite                     inviteBody → 201 invitationRowResponse
//   POST /api/customer/{id}/invitation/resend     → 200 invitationRowResponse
//   POST /api/customer/{id}/invitation/withdraw   → 200 invitationWithdrawnResponse
//   GET  /api/invitation/{token}                  → 200 invitationInfoResponse (public)
//   POST /api/invitation/accept                   acceptInvitationBody → 200 (public)
// The row is the item of GET /api/customer (customer-list.ts), status 2 (invited) with the
// invitation's expiry, so the users list can show it as it is.
import { LOCALES } from '@gradnik/domain/locale';
import { PASSWORD_MAX_LENGTH } from '@gradnik/domain/password-policy';
import { z } from 'zod';
import { customerListItemSchema } from './customer-list.ts';
import { RESET_TOKEN_PARAM, RESET_TOKEN_PATTERN } from './password-reset.ts';

/** The longest first or last name (packages/domain profile.ts PROFILE_LIMITS). */
const NAME_MAX = 100;

const nameSchema = z.string().trim().min(1).max(NAME_MAX);

/** POST /api/customer/invite */
export const inviteBodySchema = z
  .object({
    email: z.string().trim().toLowerCase().email().max(254),
    firstname: nameSchema,
    lastname: nameSchema,
    /** The role the user will have (SPEC §6); an employee unless said otherwise. */
    group: z.enum(['customer_admin', 'customer_employee']).default('customer_employee'),
    /** The user's language: the invitation e-mail's and, later, the account's (users.languageid). */
    language: z.enum(LOCALES).default('sl'),
  })
  .strict();
export type InviteBody = z.input<typeof inviteBodySchema>;

/** invite and resend: the invited user's row and a sentence for the success alert. */
export const invitationRowResponseSchema = z.object({
  data: customerListItemSchema,
  message: z.string(),
});
export type InvitationRowResponse = z.infer<typeof invitationRowResponseSchema>;

/** withdraw: the pending user is gone with the link. */
export const invitationWithdrawnResponseSchema = z.object({
  status: z.literal('withdrawn'),
  message: z.string(),
});
export type InvitationWithdrawnResponse = z.infer<typeof invitationWithdrawnResponseSchema>;

/** The link's token (256 random bits, base64url), as for the password reset. */
export const invitationTokenSchema = z.string().regex(RESET_TOKEN_PATTERN);

export const invitationParamsSchema = z.object({ token: invitationTokenSchema }).strict();

/** GET /api/invitation/{token}: what the accept page shows, nothing more. */
export const invitationInfoResponseSchema = z.object({
  data: z.object({
    /** The company's short name (partners.name_short, else name1). */
    company: z.string().nullable(),
    email: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    language: z.enum(LOCALES),
  }),
});
export type InvitationInfoResponse = z.infer<typeof invitationInfoResponseSchema>;

/** POST /api/invitation/accept */
export const acceptInvitationBodySchema = z
  .object({
    token: invitationTokenSchema,
    /** The policy (packages/domain password-policy.ts) is checked by the API with the e-mail. */
    password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  })
  .strict();
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBodySchema>;

export const acceptInvitationResponseSchema = z.object({
  status: z.literal('accepted'),
  email: z.string(),
  message: z.string(),
});
export type AcceptInvitationResponse = z.infer<typeof acceptInvitationResponseSchema>;

/** Machine-readable reasons of a 4xx from the public invitation calls. */
export const INVITATION_FAILURE_CODES = ['invalid_link', 'weak_password'] as const;

/**
 * The web page an invitation link opens, per language; apps/web's route table has the same
 * paths (screen 'invitation', checked by its test). The token travels in the query under the
 * same names as the password reset's.
 */
export const INVITATION_PAGE = { sl: '/vabilo', en: '/en/invitation' } as const;
export const INVITATION_TOKEN_PARAM = RESET_TOKEN_PARAM;
