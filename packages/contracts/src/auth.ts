// The shop API's token endpoints, used by the sign-in layer (Auth.js) — SPEC §7 leaves the
// session-refresh call's path and payload open; these are ours (docs/decisions/002).
import { z } from 'zod';

export const passwordGrantSchema = z
  .object({
    email: z.string().trim().toLowerCase().email().max(254),
    password: z.string().min(1).max(200),
    /**
     * The device token an earlier sign-in on this browser received (`device_token`): a locked
     * account still lets its owner in from a known device (decision 015).
     */
    device: z.string().max(200).optional(),
  })
  .strict();
export type PasswordGrant = z.infer<typeof passwordGrantSchema>;

export const refreshGrantSchema = z.object({ refresh_token: z.string().min(20).max(200) }).strict();
export type RefreshGrant = z.infer<typeof refreshGrantSchema>;

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  role: z.string(),
  partnerId: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const tokenResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  /** Seconds until the access token expires. */
  expires_in: z.number().int().positive(),
  refresh_expires_in: z.number().int().positive(),
  user: sessionUserSchema,
  /**
   * The session's CSRF token for state-changing basket and order calls (SPEC §7 Basket: "a CSRF
   * token from page meta"; decision 008). Bound to the user and this sign-in session.
   */
  csrf_token: z.string().optional(),
  /** Password grant only: marks this browser as a known device of the user (decision 015). */
  device_token: z.string().optional(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** Machine-readable reasons a password grant fails; the login page maps them to messages. */
export const LOGIN_FAILURE_CODES = ['invalid_credentials', 'rate_limited', 'account_disabled'] as const;
export type LoginFailureCode = (typeof LOGIN_FAILURE_CODES)[number];
