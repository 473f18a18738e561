// Mounts Auth.js at /api/auth/* (SPEC §7 "Authentication client": providers, csrf, session,
// signin/{provider}, callback/{provider}, signout). Registered inside the raw-body scope so
// Auth.js reads the form bodies itself.
import type { AuthConfig } from '@auth/core';
import { decode } from '@auth/core/jwt';
import type { FastifyInstance } from 'fastify';
import { AUTH_BASE_PATH, deviceCookie, runAuth, type OidcSettings } from './auth-config.ts';
import { sendWebResponse, toWebRequest, type OriginResolver } from '../web-bridge.ts';
import { impersonationCookie } from './impersonate-route.ts';

export function registerAuthRoutes(
  app: FastifyInstance,
  opts: { config: AuthConfig; origin: OriginResolver; oidc?: OidcSettings },
): void {
  app.all(`${AUTH_BASE_PATH}/*`, async (req, reply) => {
    const origin = opts.origin(req);
    const request = toWebRequest(req, origin, reply);
    const isSignOut = req.method === 'POST' && req.url.startsWith(`${AUTH_BASE_PATH}/signout`);
    const idToken = isSignOut && opts.oidc ? await readIdToken(request, opts.config) : undefined;
    const { response: answer, call } = await runAuth(request, opts.config);
    // The session could not be ended server-side: keep the cookie and say so, so the browser
    // tries again instead of leaving a session alive behind a cleared cookie (issue #10 §2).
    if (isSignOut && call.signOutFailed) {
      return reply
        .code(503)
        .header('retry-after', '2')
        .header('cache-control', 'no-store')
        .send({ error: 'The session could not be ended; try again', code: 'signout_failed' });
    }
    // SPEC §8: "Sign-out without a CSRF token fails with status 400, 'Could not fetch CSRF Token
    // for signing out'". Auth.js itself answers a redirect with ?error=MissingCSRF (200 with
    // X-Auth-Return-Redirect) and ends nothing; the session stays as it was (issue #25).
    if (isSignOut && (await refusedForCsrf(answer))) {
      return reply
        .code(400)
        .header('cache-control', 'no-store')
        .send({ error: SIGN_OUT_CSRF_MESSAGE, code: 'csrf', statusCode: 400 });
    }
    let response = answer;
    if (isSignOut && opts.oidc)
      response = await toProviderLogout(response, opts.oidc, origin, idToken);
    const secure = origin.startsWith('https:');
    const extra = [
      ...(call.deviceToken ? [deviceCookie(call.deviceToken, secure)] : []),
      // SPEC §6: logout stops any impersonation first (auth-config.ts), the marker goes with it.
      ...(isSignOut ? [impersonationCookie(null, 0, secure)] : []),
    ];
    return sendWebResponse(reply, response, extra);
  });
}

/** SPEC §8's text, as the original front end's auth client words it. */
export const SIGN_OUT_CSRF_MESSAGE = 'Could not fetch CSRF Token for signing out';

/** Whether Auth.js refused the call for a missing or mismatched CSRF token. */
async function refusedForCsrf(response: Response): Promise<boolean> {
  const location = response.headers.get('location');
  if (location !== null) return location.includes('error=MissingCSRF');
  if (!response.headers.get('content-type')?.includes('application/json')) return false;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { url?: unknown } | null;
  return typeof body?.url === 'string' && body.url.includes('error=MissingCSRF');
}

async function readIdToken(request: Request, config: AuthConfig): Promise<string | undefined> {
  const secure = request.url.startsWith('https:');
  const name = `${secure ? '__Secure-' : ''}authjs.session-token`;
  const raw = request.headers
    .get('cookie')
    ?.split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);
  if (!raw || typeof config.secret !== 'string') return undefined;
  const token = await decode({ token: raw, secret: config.secret, salt: name }).catch(() => null);
  return typeof token?.idToken === 'string' ? token.idToken : undefined;
}

/** SPEC §6: logout ends the session at the identity provider with an ID token hint, back to the root. */
async function toProviderLogout(
  response: Response,
  oidc: OidcSettings,
  origin: string,
  idToken?: string,
): Promise<Response> {
  const discovery = (await (
    await fetch(
      new URL(
        '.well-known/openid-configuration',
        oidc.issuer.endsWith('/') ? oidc.issuer : `${oidc.issuer}/`,
      ),
    )
  ).json()) as { end_session_endpoint?: string };
  if (!discovery.end_session_endpoint) return response;
  const url = new URL(discovery.end_session_endpoint);
  url.searchParams.set('post_logout_redirect_uri', `${origin}/`);
  url.searchParams.set('client_id', oidc.clientId);
  if (idToken) url.searchParams.set('id_token_hint', idToken);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  if (response.status >= 300 && response.status < 400) {
    headers.set('location', url.toString());
    return new Response(null, { status: response.status, headers });
  }
  headers.set('content-type', 'application/json');
  return new Response(JSON.stringify({ url: url.toString() }), { status: 200, headers });
}
