// What the Auth.js session (GET /api/auth/session) carries to the browser and to loaders.
// The refresh token never leaves the server: it lives only in the encrypted session cookie.
import { z } from 'zod';
import { sessionUserSchema } from './auth.ts';

export const sessionSchema = z.object({
  user: sessionUserSchema,
  /** ISO time the session cookie expires (Auth.js). */
  expires: z.string(),
  /** Bearer token for shop API calls (SPEC §7) and its expiry in ms since the epoch. */
  accessToken: z.string(),
  accessTokenExpires: z.number(),
  /** SPEC §7 Basket: the CSRF token the page renders into <meta name="csrf-token"> (decision 008). */
  csrfToken: z.string().optional(),
  /** Set when a refresh failed: the client signs out (SPEC §4). */
  error: z.literal('RefreshFailed').optional(),
  /**
   * Issue #13: present while an agent acts for the user above. Every shop call then names the
   * visit by its ident in the X-Impersonation-Ident header (SPEC §6).
   */
  impersonation: z
    .object({
      ident: z.string(),
      impersonator: z.object({ id: z.string(), name: z.string() }),
    })
    .optional(),
});
export type Session = z.infer<typeof sessionSchema>;
