// Issue #10 §1–§2 through Auth.js: sign-out ends the session in every instance (ASVS 5.0
// 7.4.1), a disabled user's cookie opens nothing, refreshes are never limited for valid
// sessions and carry the user's address, and a sign-out that cannot end the session says so.
import type { AuthConfig } from '@auth/core';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadApiConfig } from '@gradnik/api/config';
import type { DatabaseHandle } from '@gradnik/db/connection';
import { users } from '@gradnik/db/schema';
import { createTestDatabase } from '@gradnik/db/testing';
import {
  createAuthConfig,
  DEVICE_COOKIE,
  REFRESH_RETRY_DELAYS_MS,
  runAuth,
} from '../src/auth/auth-config.ts';
import { registerAuthRoutes } from '../src/auth/auth-routes.ts';
import { createServer } from '../src/server.ts';
import type { FetchLike } from '../src/inject-fetch.ts';
import { AUTH_SECRET, Browser, JWT_SECRET } from './helpers.ts';

const silent = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
} as unknown as FastifyBaseLogger;

/** The bound of issue #10 §2: within a second, in every instance. */
const ONE_SECOND = 1_000;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let database: DatabaseHandle;
/** Two instances of the shop on one database, as behind a load balancer. */
let a: FastifyInstance;
let b: FastifyInstance;

async function instance(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const app = await createServer({
    database,
    api: loadApiConfig({ NODE_ENV: 'test', JWT_SECRET, LOG_LEVEL: 'silent', ...env }),
    authSecret: AUTH_SECRET,
    webBuildDir: false,
    mode: 'test',
  });
  await app.ready();
  return app;
}

beforeAll(async () => {
  database = await createTestDatabase({ products: 20 });
  a = await instance();
  b = await instance();
}, 60_000);

afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.close();
});

async function accessTokenOf(browser: Browser): Promise<string> {
  const session = await browser.session();
  if (typeof session?.accessToken !== 'string') throw new Error('no session');
  return session.accessToken;
}

function customer(app: FastifyInstance, token: string) {
  return app.inject({ url: '/jsonapi/customer', headers: { authorization: `Bearer ${token}` } });
}

describe('sign-out ends the session everywhere', () => {
  it('refuses the old cookie and the old access token in the other instance within a second', async () => {
    const browser = new Browser(a);
    await browser.signIn('uprava@demo.si', 'demo1234');
    const token = await accessTokenOf(browser);
    // A copy of the cookie, used on the other instance (its caches warm).
    const thief = new Browser(b);
    thief.cookie = browser.cookie;
    expect((await thief.session())?.accessToken).toBe(token);
    expect((await customer(b, token)).statusCode).toBe(200);

    expect((await browser.signOut()).pathname).toBe('/prijava');
    await wait(ONE_SECOND);

    expect(await thief.session()).toBeNull();
    expect((await customer(b, token)).statusCode).toBe(401);
    expect((await customer(a, token)).statusCode).toBe(401);
  });

  it('leaves no live session behind a session check that was in flight during sign-out', async () => {
    const browser = new Browser(a);
    await browser.signIn('nabava@demo.si', 'demo1234');
    const before = browser.cookie;
    const csrfToken = await browser.csrf();
    // The check's answer arrives after the sign-out and sets the session cookie again.
    const check = a.inject({ url: '/api/auth/session', headers: { cookie: before } });
    await browser.request(
      'POST',
      '/api/auth/signout',
      { csrfToken, callbackUrl: '/prijava' },
      { 'x-auth-return-redirect': '1' },
    );
    const late = await check;
    const setCookie = late.headers['set-cookie'];
    const resurrected = new Browser(a);
    resurrected.cookie = browser.cookie;
    for (const line of setCookie === undefined ? [] : [setCookie].flat()) {
      const [pair = ''] = line.split(';');
      resurrected.cookie = `${resurrected.cookie}; ${pair}`;
    }
    await wait(ONE_SECOND);
    expect(await resurrected.session()).toBeNull();
  });

  it('refuses a sign-out without a CSRF token with 400 and keeps the session (SPEC §8)', async () => {
    const browser = new Browser(a);
    await browser.signIn('nabava@demo.si', 'demo1234');
    const token = await accessTokenOf(browser);
    const bodies: Record<string, string>[] = [
      { callbackUrl: '/prijava' },
      { csrfToken: 'ponarejen', callbackUrl: '/' },
    ];
    for (const body of bodies) {
      const res = await browser.request('POST', '/api/auth/signout', body, {
        'x-auth-return-redirect': '1',
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ error: 'Could not fetch CSRF Token for signing out' });
    }
    const plain = await browser.request('POST', '/api/auth/signout', { callbackUrl: '/' });
    expect(plain.statusCode).toBe(400);
    await wait(ONE_SECOND);
    expect((await browser.session())?.accessToken).toBe(token);
    expect((await customer(b, token)).statusCode).toBe(200);
  });

  it("ends a disabled user's sessions: cookie and access token", async () => {
    const browser = new Browser(a);
    await browser.signIn('mojster@demo.si', 'demo1234');
    const token = await accessTokenOf(browser);
    await database.db.update(users).set({ status: 0 }).where(eq(users.email, 'mojster@demo.si'));
    try {
      await wait(ONE_SECOND);
      expect((await customer(b, token)).statusCode).toBe(401);
      expect(await browser.session()).toBeNull();
    } finally {
      await database.db.update(users).set({ status: 1 }).where(eq(users.email, 'mojster@demo.si'));
    }
  });
});

describe('sign-in and refresh limits', () => {
  it('refreshes 30 sessions at once through Auth.js (no server-wide limit)', async () => {
    // A 5 s access token is always within 10 s of expiry: every session read refreshes.
    const short = await instance({ ACCESS_TOKEN_TTL_SECONDS: '5' });
    try {
      const browsers = await Promise.all(
        Array.from({ length: 30 }, async () => {
          const browser = new Browser(short);
          await browser.signIn('uprava@demo.si', 'demo1234');
          return browser;
        }),
      );
      const before = await Promise.all(browsers.map((br) => accessTokenOf(br)));
      const after = await Promise.all(browsers.map((br) => br.session()));
      expect(after.filter((s) => s?.error !== undefined || !s?.accessToken)).toEqual([]);
      expect(after.map((s) => s?.accessToken).filter((t, i) => t === before[i])).toEqual([]);
    } finally {
      await short.close();
    }
  }, 60_000);

  it("keeps the owner's device: a locked account still lets them in from it", async () => {
    const owner = new Browser(a);
    await owner.signIn('agent@demo.si', 'demo1234');
    expect(owner.cookie).toContain(`${DEVICE_COOKIE}=`);
    await owner.signOut();

    const attacker = new Browser(a);
    for (let i = 0; i < 5; i += 1) await attacker.signIn('agent@demo.si', `guess-${i}`);
    expect((await attacker.signIn('agent@demo.si', 'demo1234')).searchParams.get('code')).toBe(
      'rate_limited',
    );
    const url = await owner.signIn('agent@demo.si', 'demo1234');
    expect(url.searchParams.get('error')).toBeNull();
    expect((await owner.session())?.user).toMatchObject({ email: 'agent@demo.si' });
  });
});

/** Auth.js over a scripted shop API: what the sign-in layer sends and how it copes. */
describe('the sign-in layer against a failing shop API', () => {
  const now = Date.now();
  const calls: { path: string; remoteAddress?: string }[] = [];
  let issued = 0;
  let answers: Record<string, number[]> = {};

  const apiFetch: FetchLike = (input, init) => {
    const path = new URL(input, 'http://internal').pathname;
    calls.push({ path, remoteAddress: init?.remoteAddress });
    const status = answers[path]?.shift() ?? 200;
    if (status !== 200) return Promise.resolve(new Response('{}', { status }));
    if (path === '/api/token/revoke' || path === '/api/token/session')
      return Promise.resolve(new Response(null, { status: 204 }));
    issued += 1;
    return Promise.resolve(
      Response.json({
        access_token: `access-${issued}`,
        refresh_token: `refresh-token-of-the-test-${issued}-0123456789`,
        token_type: 'Bearer',
        // Expiring within 10 s: each session read refreshes.
        expires_in: 5,
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
    );
  };
  let config: AuthConfig;
  let web: FastifyInstance;

  beforeAll(async () => {
    config = createAuthConfig({
      secret: AUTH_SECRET,
      apiFetch,
      sessionMaxAgeSeconds: 3600,
      logger: silent,
      now: () => now,
    });
    web = Fastify();
    web.removeAllContentTypeParsers();
    web.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    registerAuthRoutes(web, { config, origin: () => 'http://shop.test' });
    await web.ready();
  });
  afterAll(() => web.close());

  async function signedIn(): Promise<Browser> {
    const browser = new Browser(web);
    answers = {};
    await browser.signIn('uprava@demo.si', 'demo1234');
    calls.length = 0;
    return browser;
  }

  it("refreshes with the user's address and tries again after passing failures", async () => {
    const browser = await signedIn();
    answers = { '/api/token/refresh': [503, 429] };
    const session = await browser.session();
    expect(session?.error).toBeUndefined();
    expect(calls.map((c) => c.path)).toEqual(Array(3).fill('/api/token/refresh'));
    // Inject's client address: the user's, not the server's own.
    expect(new Set(calls.map((c) => c.remoteAddress))).toEqual(new Set(['127.0.0.1']));
  });

  it('keeps the session when the refresh keeps failing for a passing reason', async () => {
    const browser = await signedIn();
    answers = { '/api/token/refresh': Array(REFRESH_RETRY_DELAYS_MS.length + 1).fill(503) };
    const session = await browser.session();
    expect(session?.error).toBeUndefined();
    expect(session?.user).toMatchObject({ email: 'uprava@demo.si' });
  });

  it('signs out (RefreshFailed) only when the shop API refuses the refresh token', async () => {
    const browser = await signedIn();
    answers = { '/api/token/refresh': [401] };
    expect((await browser.session())?.error).toBe('RefreshFailed');
  });

  it('says so and keeps the cookie when sign-out cannot end the session', async () => {
    const browser = await signedIn();
    answers = { '/api/token/revoke': Array(REFRESH_RETRY_DELAYS_MS.length + 1).fill(503) };
    const cookie = browser.cookie;
    const csrfToken = await browser.csrf();
    const res = await browser.request(
      'POST',
      '/api/auth/signout',
      { csrfToken, callbackUrl: '/prijava' },
      { 'x-auth-return-redirect': '1' },
    );
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'signout_failed' });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(browser.cookie).toContain('authjs.session-token');
    expect(cookie).toContain('authjs.session-token');

    // Tried again, it works, and the cookie is cleared.
    answers = {};
    const retry = await browser.signOut();
    expect(retry.pathname).toBe('/prijava');
    expect(browser.cookie).not.toContain('authjs.session-token');
  });

  it('runs Auth.js with the client address of the request', async () => {
    calls.length = 0;
    answers = {};
    const { call } = await runAuth(
      new Request('http://shop.test/api/auth/session', {
        headers: { 'x-gradnik-client-ip': '198.51.100.9' },
      }),
      config,
    );
    expect(call.clientIp).toBe('198.51.100.9');
  });
});
