// The embedded sign-in's password reset (issue #13; SPEC §6 sends a reset to the identity
// provider's credential page, and with the embedded sign-in that provider is us). Our own paths,
// both public (a person who forgot the password has no token), docs/decisions/029:
//   POST /api/password/forgot  forgotPasswordBody → 202 forgotPasswordResponse, always the same
//   POST /api/password/reset   resetPasswordBody  → 200 resetPasswordResponse, or 400
// And, outside production only, the outbox of e-mails the embedded default keeps instead of
// sending them (no SMTP_URL): GET /api/dev/outbox, GET /api/dev/outbox/{id}.
import { PASSWORD_MAX_LENGTH } from '@gradnik/domain/password-policy';
import { LOCALES } from '@gradnik/domain/locale';
import { z } from 'zod';

export const forgotPasswordBodySchema = z
  .object({
    email: z.string().trim().toLowerCase().email().max(254),
    /**
     * The page's language: used for the e-mail only when the account names no language of its
     * own (users.languageid wins, issue #13 "in the recipient's language").
     */
    locale: z.enum(LOCALES).optional(),
  })
  .strict();
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** The one answer for known, unknown and disabled addresses alike. */
export const forgotPasswordResponseSchema = z.object({
  status: z.literal('accepted'),
  message: z.string(),
});
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponseSchema>;

/** The link's token: 256 random bits, base64url (43 characters); a little slack either way. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,128}$/;

export const resetPasswordBodySchema = z
  .object({
    token: z.string().regex(RESET_TOKEN_PATTERN),
    /** The policy (packages/domain/src/password-policy.ts) is checked by the API with the account's e-mail. */
    password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  })
  .strict();
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const resetPasswordResponseSchema = z.object({
  status: z.literal('password_changed'),
  message: z.string(),
});
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponseSchema>;

/** Machine-readable reasons of a 400 from POST /api/password/reset. */
export const RESET_FAILURE_CODES = ['invalid_link', 'weak_password'] as const;
export type ResetFailureCode = (typeof RESET_FAILURE_CODES)[number];

// ---- development outbox (never in production) ----

/** `<ISO time without separators>-<8 hex>`, the outbox file's base name. */
export const OUTBOX_ID_PATTERN = /^\d{8}T\d{9}Z-[0-9a-f]{8}$/;

export const outboxSummarySchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  /** Every http(s) address in the text, in order (so a test can follow the link). */
  links: z.array(z.string()),
  created: z.string(),
});
export type OutboxSummary = z.infer<typeof outboxSummarySchema>;

export const outboxMessageSchema = outboxSummarySchema.extend({
  from: z.string(),
  text: z.string(),
  html: z.string().optional(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxListResponseSchema = z.object({ data: z.array(outboxSummarySchema) });
export const outboxMessageResponseSchema = z.object({ data: outboxMessageSchema });
export const outboxParamsSchema = z.object({ id: z.string().regex(OUTBOX_ID_PATTERN) }).strict();

// ---- the link in the e-mail ----

/**
 * The web page a reset link opens, per language; apps/web's route table has the same paths
 * (screen 'reset-password', checked by its test). The token travels in the query, named in the
 * page's language.
 */
export const RESET_PASSWORD_PAGE = { sl: '/ponastavitev-gesla', en: '/en/reset-password' } as const;
export const RESET_TOKEN_PARAM = { sl: 'zeton', en: 'token' } as const;
