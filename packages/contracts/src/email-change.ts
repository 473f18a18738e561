// "My profile": "The e-mail changes only through a confirmation link" (issue #13). Our own
// paths next to PATCH /jsonapi/customer (decision 027 keeps e-mail read-only there),
// docs/decisions/034:
//   POST /api/customer/email-change          emailChangeBody → 202 emailChangeResponse
//   POST /api/customer/email-change/confirm  confirmEmailBody → 200 confirmEmailResponse (public)
import { z } from 'zod';
import { RESET_TOKEN_PARAM, RESET_TOKEN_PATTERN } from './password-reset.ts';

export const emailChangeBodySchema = z
  .object({
    email: z.string().trim().toLowerCase().email().max(254),
    // Issue #25: asked again, so a stolen session cannot move the account to another mailbox.
    current_password: z.string().min(1).max(200),
  })
  .strict();
export type EmailChangeBody = z.input<typeof emailChangeBodySchema>;

/** Nothing changed yet: a link went to `email` (the new address). */
export const emailChangeResponseSchema = z.object({
  status: z.literal('sent'),
  email: z.string(),
  message: z.string(),
});
export type EmailChangeResponse = z.infer<typeof emailChangeResponseSchema>;

export const confirmEmailBodySchema = z
  .object({ token: z.string().regex(RESET_TOKEN_PATTERN) })
  .strict();
export type ConfirmEmailBody = z.infer<typeof confirmEmailBodySchema>;

export const confirmEmailResponseSchema = z.object({
  status: z.literal('changed'),
  email: z.string(),
  message: z.string(),
});
export type ConfirmEmailResponse = z.infer<typeof confirmEmailResponseSchema>;

/**
 * The web page a confirmation link opens, per language; apps/web's route table has the same
 * paths (screen 'confirm-email'). Token parameter names as the password reset's.
 */
export const CONFIRM_EMAIL_PAGE = { sl: '/potrditev-e-naslova', en: '/en/confirm-email' } as const;
export const CONFIRM_EMAIL_TOKEN_PARAM = RESET_TOKEN_PARAM;
