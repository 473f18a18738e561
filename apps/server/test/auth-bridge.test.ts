// The loaders' Auth.js bridge: parallel calls of one request must agree on one CSRF cookie,
// or the login form's token fails against the cookie the browser kept (MissingCSRF).
import { Auth } from '@auth/core';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createAuthConfig } from '../src/auth/auth-config.ts';
import { createRequestAuth, mergeCookies } from '../src/auth/auth-bridge.ts';

const silent = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
} as unknown as FastifyBaseLogger;
const origin = 'http://shop.test';

function tokenResponse() {
  return new Response(
    JSON.stringify({
      access_token: 'access',
      refresh_token: 'refresh-token-of-the-test-0123456789',
      token_type: 'Bearer',
      expires_in: 900,
      refresh_expires_in: 3600,
      user: {
        id: '1',
        email: 'uprava@demo.si',
        firstname: 'Mojca',
        lastname: 'Kovač',
        role: 'customer_admin',
        partnerId: '1',
      },
    }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );
}

describe('createRequestAuth', () => {
  it('gives parallel loaders one CSRF cookie that the sign-in accepts', async () => {
    const config = createAuthConfig({
      secret: 'bridge-test-secret-0123456789abcdef',
      apiFetch: () => Promise.resolve(tokenResponse()),
      sessionMaxAgeSeconds: 3600,
      logger: silent,
    });
    // Either loader may reach Auth.js first; on a loaded server the order varies.
    for (const tokenFirst of [false, true]) {
      const auth = createRequestAuth(config, origin, new Request(`${origin}/prijava`));
      // The root loader asks for the session while the login loader asks for the token.
      const [session, csrfToken] = tokenFirst
        ? await Promise.all([auth.getCsrfToken(), auth.getSession()]).then(
            ([t, s]) => [s, t] as const,
          )
        : await Promise.all([auth.getSession(), auth.getCsrfToken()]);
      expect(session).toBeNull();
      // What the browser keeps: the last Set-Cookie of each name wins.
      const cookie = mergeCookies('', auth.setCookies);
      const res = await Auth(
        new Request(`${origin}/api/auth/callback/credentials`, {
          method: 'POST',
          headers: {
            cookie,
            'content-type': 'application/x-www-form-urlencoded',
            'x-auth-return-redirect': '1',
          },
          body: new URLSearchParams({
            csrfToken,
            email: 'uprava@demo.si',
            password: 'demo1234',
            callbackUrl: '/',
          }),
        }),
        config,
      );
      const { url } = (await res.json()) as { url: string };
      expect(new URL(url).searchParams.get('error')).toBeNull();
    }
  });
});
