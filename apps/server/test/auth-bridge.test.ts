// The loaders' Auth.js bridge: parallel calls of one request must agree on one CSRF cookie,
// or the login form's token fails against the cookie the browser kept (MissingCSRF).
import { Auth } from '@auth/core';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createAuthConfig } from '../src/auth/auth-config.ts';
import { createRequestAuth, mergeCookies, SessionCache } from '../src/auth/auth-bridge.ts';

const silent = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
} as unknown as FastifyBaseLogger;
const origin = 'http://shop.test';

function tokenResponse(expiresIn = 900) {
  return new Response(
    JSON.stringify({
      access_token: 'access',
      refresh_token: 'refresh-token-of-the-test-0123456789',
      token_type: 'Bearer',
      expires_in: expiresIn,
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

/** Signs in through Auth.js and returns the browser's Cookie header. */
async function signedInCookie(config: ReturnType<typeof createAuthConfig>): Promise<string> {
  const auth = createRequestAuth(config, origin, new Request(`${origin}/prijava`));
  const csrfToken = await auth.getCsrfToken();
  const cookie = mergeCookies('', auth.setCookies);
  const res = await Auth(
    new Request(`${origin}/api/auth/callback/credentials`, {
      method: 'POST',
      headers: {
        cookie,
        'content-type': 'application/x-www-form-urlencoded',
        'x-auth-return-redirect': '1',
      },
      body: new URLSearchParams({ csrfToken, email: 'uprava@demo.si', password: 'demo1234' }),
    }),
    config,
  );
  return mergeCookies(cookie, res.headers.getSetCookie());
}

describe('SessionCache (issue #3 speed)', () => {
  function configWith(expiresIn: number) {
    return createAuthConfig({
      secret: 'bridge-test-secret-0123456789abcdef',
      apiFetch: () => Promise.resolve(tokenResponse(expiresIn)),
      sessionMaxAgeSeconds: 3600,
      logger: silent,
    });
  }
  const page = (cookie: string) => new Request(`${origin}/gradnja/`, { headers: { cookie } });

  it('answers the same Cookie header from the cache, without asking Auth.js again', async () => {
    const config = configWith(900);
    const cookie = await signedInCookie(config);
    const cache = new SessionCache();
    const first = createRequestAuth(config, origin, page(cookie), cache);
    const session = await first.getSession();
    expect(session?.user.email).toBe('uprava@demo.si');
    // Auth.js renewed the session cookie: it was asked.
    expect(first.setCookies.some((c) => c.includes('session-token'))).toBe(true);
    const second = createRequestAuth(config, origin, page(cookie), cache);
    expect(await second.getSession()).toEqual(session);
    expect(second.setCookies).toEqual([]);
    // Another cookie (signed out: none) is another answer.
    const visitor = createRequestAuth(config, origin, page(''), cache);
    expect(await visitor.getSession()).toBeNull();
  });

  it('keeps no session whose access token Auth.js would refresh within the TTL', async () => {
    const config = configWith(12);
    const cookie = await signedInCookie(config);
    // A 5 s TTL: 12 s of token life leave less than the TTL beyond the 10 s refresh margin.
    const cache = new SessionCache(5_000);
    await createRequestAuth(config, origin, page(cookie), cache).getSession();
    const again = createRequestAuth(config, origin, page(cookie), cache);
    await again.getSession();
    expect(again.setCookies.some((c) => c.includes('session-token'))).toBe(true);
  });

  it('forgets a session after the TTL', async () => {
    const config = configWith(900);
    const cookie = await signedInCookie(config);
    const clock = { t: Date.now() };
    const cache = new SessionCache(5_000, () => clock.t);
    await createRequestAuth(config, origin, page(cookie), cache).getSession();
    clock.t += 5_001;
    const later = createRequestAuth(config, origin, page(cookie), cache);
    await later.getSession();
    expect(later.setCookies.some((c) => c.includes('session-token'))).toBe(true);
  });
});
