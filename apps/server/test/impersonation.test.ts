// Issue #13 through the app server: the agent's browser starts a visit in the shop API, asks
// POST /api/impersonate {cookie} to act in it, is the customer in every call until it stops
// ({cookie: null}) or signs out, and is then the agent again (SPEC §4, §6, §7; decision 030).
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { impersonateResponseSchema } from '@gradnik/contracts/impersonation';
import { sessionSchema, type Session } from '@gradnik/contracts/session';
import { impersonationSessions } from '@gradnik/db/schema/identity';
import { DEMO_PASSWORD } from '@gradnik/db/seed/demo-accounts';
import { IMPERSONATION_HEADER } from '@gradnik/domain/impersonation';
import { mergeCookies } from '../src/auth/auth-bridge.ts';
import { Browser, startServer, type TestServer } from './helpers.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
}, 60_000);

afterAll(async () => {
  await server?.close();
});

async function session(browser: Browser): Promise<Session> {
  return sessionSchema.parse(await browser.session());
}

async function json(
  browser: Browser,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const res = await server.app.inject({
    method: 'POST',
    url,
    headers: { cookie: browser.cookie, 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
  const setCookie = res.headers['set-cookie'];
  browser.cookie = mergeCookies(
    browser.cookie,
    setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie],
  );
  return res;
}

/** The agent signs in and starts a visit to uprava@demo.si in the shop API (as the page does). */
async function startVisit(browser: Browser) {
  await browser.signIn('agent@demo.si', DEMO_PASSWORD);
  const agent = await session(browser);
  const res = await json(
    browser,
    '/api/customer/impersonate',
    { id: 1, reason: 'Naročilo po telefonu' },
    { authorization: `Bearer ${agent.accessToken}`, 'x-csrf-token': agent.csrfToken ?? '' },
  );
  expect(res.statusCode, res.body).toBe(200);
  return { agent, visit: impersonateResponseSchema.parse(res.json()).result };
}

describe('POST /api/impersonate (SPEC §7 app server)', () => {
  it('makes the session the customer’s, marks it with _i, and gives the agent back on stop', async () => {
    const browser = new Browser(server.app);
    const { agent, visit } = await startVisit(browser);
    const started = await json(browser, '/api/impersonate', { cookie: visit.ident });
    expect(started.statusCode, started.body).toBe(200);
    expect(String(started.headers['set-cookie'])).toContain(`_i=${visit.ident}`);
    expect(browser.cookie).toContain(`_i=${visit.ident}`);

    const inside = await session(browser);
    expect(inside.user.email).toBe('uprava@demo.si');
    expect(inside.impersonation).toEqual({
      ident: visit.ident,
      impersonator: { id: agent.user.id, name: 'Tina Golob' },
    });
    // The session's token acts as the customer with the visit's header (SPEC §6).
    const me = await server.app.inject({
      method: 'GET',
      url: '/jsonapi/customer',
      headers: {
        authorization: `Bearer ${inside.accessToken}`,
        [IMPERSONATION_HEADER]: visit.ident,
      },
    });
    expect(me.json()).toMatchObject({ data: { attributes: { email: 'uprava@demo.si' } } });
    // The tokens the page saw in the start answer were ended by the exchange.
    const stale = await server.app.inject({
      method: 'GET',
      url: '/jsonapi/customer',
      headers: {
        authorization: `Bearer ${visit.impersonated.access_token}`,
        [IMPERSONATION_HEADER]: visit.ident,
      },
    });
    expect(stale.statusCode).toBe(401);

    const again = await json(browser, '/api/impersonate', { cookie: visit.ident });
    expect(again.statusCode).toBe(409);

    const stopped = await json(browser, '/api/impersonate', { cookie: null });
    expect(stopped.statusCode).toBe(200);
    expect(browser.cookie).not.toContain('_i=');
    const back = await session(browser);
    expect(back.user.email).toBe('agent@demo.si');
    expect(back.impersonation).toBeUndefined();
    const [row] = await server.database.db
      .select({ endReason: impersonationSessions.endReason })
      .from(impersonationSessions)
      .orderBy(desc(impersonationSessions.id))
      .limit(1);
    expect(row?.endReason).toBe('stopped');
  });

  it('refuses a forged ident, another origin and a visitor without a session', async () => {
    const browser = new Browser(server.app);
    await startVisit(browser);
    expect((await json(browser, '/api/impersonate', { cookie: 'f'.repeat(64) })).statusCode).toBe(
      400,
    );
    expect((await json(browser, '/api/impersonate', { cookie: 'short' })).statusCode).toBe(400);
    expect(
      (
        await json(
          browser,
          '/api/impersonate',
          { cookie: 'f'.repeat(64) },
          {
            origin: 'https://evil.example',
          },
        )
      ).statusCode,
    ).toBe(403);
    expect((await session(browser)).user.email).toBe('agent@demo.si');
    const stranger = new Browser(server.app);
    expect((await json(stranger, '/api/impersonate', { cookie: null })).statusCode).toBe(401);
  });

  it('stops the visit before signing out (SPEC §6)', async () => {
    const browser = new Browser(server.app);
    const { visit } = await startVisit(browser);
    await json(browser, '/api/impersonate', { cookie: visit.ident });
    await browser.signOut();
    expect(browser.cookie).not.toContain('_i=');
    const [row] = await server.database.db
      .select({ endedAt: impersonationSessions.endedAt })
      .from(impersonationSessions)
      .where(eq(impersonationSessions.agentUserId, 4))
      .orderBy(desc(impersonationSessions.id))
      .limit(1);
    expect(row?.endedAt).not.toBeNull();
  });
});
