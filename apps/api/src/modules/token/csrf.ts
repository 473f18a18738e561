// CSRF protection of the state-changing basket and order calls (SPEC §7 Basket: "a CSRF token
// from page meta"; decision 008). Stateless: the token is an HMAC, under the API's secret, of the
// user id and the sign-in session id (our refresh-token family, or the OIDC provider's `sid`),
// so every API instance can check it without storage, it survives access-token refreshes of
// the same session, and it is worthless in any other session. It travels in the token answer
// (csrf_token), the Auth.js session (csrfToken), the page's <meta name="csrf-token">, and comes
// back in the X-CSRF-Token header, which a cross-site form or image cannot set.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { CSRF_HEADER } from '@gradnik/contracts/basket';
import type { Locale } from '@gradnik/domain/locale';
import type { AuthContext } from '../../auth/auth-context.ts';
import { authOf } from '../../plugins/auth.ts';
import { forbidden } from '../../http-error.ts';
import { requestLocale } from '../../request-locale.ts';

export const CSRF_MESSAGES: Record<Locale, string> = {
  sl: 'Neveljaven varnostni žeton (CSRF).',
  en: 'Invalid security token (CSRF).',
};

/** The session's CSRF token: base64url HMAC-SHA256 of user and sign-in session. */
export function csrfTokenFor(
  secret: string,
  who: Pick<AuthContext, 'userId' | 'sessionId'>,
): string {
  return createHmac('sha256', secret)
    .update(`gradnik-csrf|v1|${who.userId}|${who.sessionId ?? ''}`)
    .digest('base64url');
}

/** Constant-time comparison of the header with the token of the request's session. */
export function csrfTokenValid(secret: string, who: AuthContext, sent: unknown): boolean {
  if (typeof sent !== 'string' || sent.length === 0 || sent.length > 200) return false;
  const expected = Buffer.from(csrfTokenFor(secret, who));
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * preHandler of every state-changing basket/order route: 403 `code: 'csrf'` in the request
 * language when the header is missing or belongs to another session. Runs after the bearer
 * check (onRequest), so `authOf` is set.
 */
export function requireCsrf(secret: string): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const auth = authOf(request);
    if (!csrfTokenValid(secret, auth, request.headers[CSRF_HEADER])) {
      throw forbidden(CSRF_MESSAGES[requestLocale(request)], 'csrf');
    }
    return Promise.resolve();
  };
}
