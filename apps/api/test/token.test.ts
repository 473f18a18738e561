// POST /api/token, /api/token/refresh, /api/token/revoke (ARCHITECTURE.md "Sign-in").
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tokenResponseSchema } from '@gradnik/contracts/auth';
import { apiErrorSchema } from '@gradnik/contracts/errors';
import { authThrottle, partners, refreshTokens, users } from '@gradnik/db/schema/identity';
import { DEMO_ACCOUNTS } from '@gradnik/db/seed/demo-accounts';
import { isAgent } from '@gradnik/domain/roles';
import type * as PasswordModule from '@gradnik/db/password';
import { signAccessToken } from '../src/auth/access-token.ts';
import { ALIVE_CACHE_MS } from '../src/modules/token/sessions.ts';
import { accountKey } from '../src/modules/token/throttle.ts';
import {
  bearer,
  body,
  DEMO,
  DEMO_PASSWORD,
  login,
  openTestDatabase,
  startApi,
  TestClock,
  tokensFor,
  TEST_JWT_SECRET,
  type TestDatabase,
} from './helpers.ts';

// The real password check, watched: an unknown e-mail must cost one scrypt verification
// like a known one (counted, not timed: timings flake on a busy CI machine).
const passwordChecks = vi.hoisted(() => ({ count: 0 }));
vi.mock('@gradnik/db/password', async (importOriginal) => {
  const original = await importOriginal<typeof PasswordModule>();
  return {
    ...original,
    verifyPassword: (plain: string, stored: string) => {
      passwordChecks.count += 1;
      return original.verifyPassword(plain, stored);
    },
  };
});

let database: TestDatabase;
let app: FastifyInstance;
const clock = new TestClock();

beforeAll(async () => {
  database = await openTestDatabase();
  app = await startApi(database.db, {
    clock,
    env: { LOGIN_MAX_FAILURES: '3', LOGIN_LOCK_SECONDS: '300' },
  });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function userRow(email: string) {
  const [row] = await database.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no demo user ${email}`);
  return row;
}

async function throttleRow(key: string) {
  const [row] = await database.db.select().from(authThrottle).where(eq(authThrottle.key, key));
  return row;
}

function refresh(refreshToken: string) {
  return app.inject({
    method: 'POST',
    url: '/api/token/refresh',
    payload: { refresh_token: refreshToken },
  });
}

describe('password grant', () => {
  it.each(DEMO_ACCOUNTS.map((account) => [account.email, account.role] as const))(
    'signs in %s as %s',
    async (email, role) => {
      const tokens = await tokensFor(app, email);
      const user = await userRow(email);

      expect(tokens.token_type).toBe('Bearer');
      expect(tokens.expires_in).toBe(900);
      expect(tokens.user).toMatchObject({ id: String(user.id), email, role });
      expect(tokens.user.partnerId).toBe(user.partnerId === null ? null : String(user.partnerId));
      // SPEC §6: agents belong to no partner; customer users always to one.
      expect(tokens.user.partnerId === null).toBe(isAgent(role));

      const claims = decodeJwt(tokens.access_token);
      expect(claims).toMatchObject({
        sub: String(user.id),
        role,
        pid: tokens.user.partnerId,
        email,
        iss: 'gradnik',
        aud: 'gradnik-shop',
      });
      expect(claims.exp).toBe(Math.floor(clock.now().getTime() / 1000) + 900);
      // The opaque refresh token is 256 random bits; only its hash is stored.
      expect(tokens.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    },
  );

  it('covers the four demo roles', () => {
    expect(DEMO_ACCOUNTS.map((account) => account.email).sort()).toEqual(
      Object.values(DEMO).sort(),
    );
  });

  it('puts the two admins in different partners', async () => {
    const a = await tokensFor(app, DEMO.admin);
    const b = await tokensFor(app, DEMO.otherAdmin);
    expect(a.user.partnerId).not.toBe(b.user.partnerId);
    const [partner] = await database.db
      .select()
      .from(partners)
      .where(eq(partners.id, Number(a.user.partnerId)));
    expect(partner?.wholesaleOrRepro).toBe('Wholesale');
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const response = await login(app, `  ${DEMO.employee.toUpperCase()} `);
    expect(response.statusCode).toBe(200);
  });

  it('refuses a wrong password with 401 invalid_credentials', async () => {
    const response = await login(app, DEMO.employee, 'wrong-password');
    expect(response.statusCode).toBe(401);
    expect(apiErrorSchema.parse(response.json())).toEqual({
      error: 'Invalid e-mail or password',
      code: 'invalid_credentials',
      statusCode: 401,
    });
    // A successful sign-in clears the counter again, for the next tests.
    expect((await login(app, DEMO.employee)).statusCode).toBe(200);
    expect(await throttleRow(accountKey(DEMO.employee))).toBeUndefined();
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const unknown = await login(app, 'nobody@demo.si', DEMO_PASSWORD);
    const wrong = await login(app, DEMO.otherAdmin, 'wrong-password');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect((await login(app, DEMO.otherAdmin)).statusCode).toBe(200);
  });

  it('spends a password verification on unknown users too (no timing oracle)', async () => {
    const checksFor = async (email: string) => {
      const before = passwordChecks.count;
      expect((await login(app, email, 'wrong-password')).statusCode).toBe(401);
      return passwordChecks.count - before;
    };
    expect(await checksFor(DEMO.agent)).toBe(1);
    expect(await checksFor('nobody-at-all@demo.si')).toBe(1);
    // Keeps the agent's failure count below the lock.
    expect((await login(app, DEMO.agent)).statusCode).toBe(200);
  });

  it('locks the account after LOGIN_MAX_FAILURES failures, even for the right password, until the lock ends', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await login(app, DEMO.admin, `wrong-${i}`)).statusCode).toBe(401);
    }
    const row = await throttleRow(accountKey(DEMO.admin));
    expect(row?.failures).toBe(3);
    expect(row?.lockedUntil?.getTime()).toBe(clock.now().getTime() + 300_000);

    const locked = await login(app, DEMO.admin);
    expect(locked.statusCode).toBe(429);
    expect(body(locked)).toMatchObject({ code: 'rate_limited', statusCode: 429 });
    expect(apiErrorSchema.safeParse(locked.json()).success).toBe(true);
    expect(Number(locked.headers['retry-after'])).toBe(300);

    clock.advance(299);
    expect((await login(app, DEMO.admin)).statusCode).toBe(429);

    clock.advance(2);
    expect((await login(app, DEMO.admin)).statusCode).toBe(200);
    expect(await throttleRow(accountKey(DEMO.admin))).toBeUndefined();
  });

  it('locks an unknown e-mail exactly like a known one (no account enumeration)', async () => {
    const answers = async (email: string) => {
      const out: { status: number; body: unknown }[] = [];
      for (let i = 0; i < 4; i += 1) {
        const response = await login(app, email, `wrong-${i}`);
        out.push({ status: response.statusCode, body: response.json() });
      }
      return out;
    };
    const known = await answers(DEMO.otherAdmin);
    const unknown = await answers('nobody-here@demo.si');
    expect(unknown).toEqual(known);
    expect(known.map((a) => a.status)).toEqual([401, 401, 401, 429]);
    clock.advance(301);
    expect((await login(app, DEMO.otherAdmin)).statusCode).toBe(200);
  });

  it('starts a fresh count after a lock has run out', async () => {
    for (let i = 0; i < 3; i += 1) await login(app, DEMO.otherAdmin, 'wrong');
    clock.advance(301);
    expect((await login(app, DEMO.otherAdmin, 'wrong-again')).statusCode).toBe(401);
    expect((await throttleRow(accountKey(DEMO.otherAdmin)))?.lockedUntil).toBeNull();
    expect((await login(app, DEMO.otherAdmin)).statusCode).toBe(200);
  });

  it('doubles each further lock until a success (progressive)', async () => {
    const fail = () => login(app, DEMO.agent, 'wrong');
    for (let i = 0; i < 3; i += 1) await fail();
    expect(Number((await login(app, DEMO.agent)).headers['retry-after'])).toBe(300);
    clock.advance(301);
    for (let i = 0; i < 3; i += 1) await fail();
    expect(Number((await login(app, DEMO.agent)).headers['retry-after'])).toBe(600);
    clock.advance(601);
    expect((await login(app, DEMO.agent)).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1) await fail();
    expect(Number((await login(app, DEMO.agent)).headers['retry-after'])).toBe(300);
    clock.advance(301);
    expect((await login(app, DEMO.agent)).statusCode).toBe(200);
  });

  it("lets the owner in from a known device while someone else's failures lock the account", async () => {
    const first = await tokensFor(app, DEMO.employee);
    expect(first.device_token).toMatch(/^d1\./);
    for (let i = 0; i < 3; i += 1) await login(app, DEMO.employee, 'attacker-guess');
    expect((await login(app, DEMO.employee)).statusCode).toBe(429);

    const owner = await app.inject({
      method: 'POST',
      url: '/api/token',
      payload: { email: DEMO.employee, password: DEMO_PASSWORD, device: first.device_token },
    });
    expect(owner.statusCode).toBe(200);
    // The success also ends the lock, and the device keeps its id.
    const again = tokenResponseSchema.parse(owner.json());
    expect(again.device_token?.split('.')[2]).toBe(first.device_token?.split('.')[2]);

    // Another user's device token, or a forged one, is no known device.
    const other = await tokensFor(app, DEMO.otherAdmin);
    for (let i = 0; i < 3; i += 1) await login(app, DEMO.employee, 'attacker-guess');
    for (const device of [other.device_token, `${first.device_token ?? ''}x`]) {
      const refused = await app.inject({
        method: 'POST',
        url: '/api/token',
        payload: { email: DEMO.employee, password: DEMO_PASSWORD, device },
      });
      expect(refused.statusCode).toBe(429);
    }
    clock.advance(301);
    expect((await login(app, DEMO.employee)).statusCode).toBe(200);
  });

  it('gives a known device its own failure count', async () => {
    const { device_token } = await tokensFor(app, DEMO.admin);
    const fromDevice = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/token',
        payload: { email: DEMO.admin, password, device: device_token },
      });
    for (let i = 0; i < 3; i += 1) expect((await fromDevice('wrong')).statusCode).toBe(401);
    expect((await fromDevice(DEMO_PASSWORD)).statusCode).toBe(429);
    // The account itself was not locked by the device's failures.
    expect((await login(app, DEMO.admin)).statusCode).toBe(200);
    clock.advance(301);
    expect((await fromDevice(DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a disabled account with 403 account_disabled, but only for the right password', async () => {
    const user = await userRow(DEMO.employee);
    await database.db.update(users).set({ status: 0 }).where(eq(users.id, user.id));
    try {
      const right = await login(app, DEMO.employee);
      expect(right.statusCode).toBe(403);
      expect(body(right)).toMatchObject({ code: 'account_disabled' });
      expect((await login(app, DEMO.employee, 'wrong')).statusCode).toBe(401);
    } finally {
      await database.db.update(users).set({ status: 1 }).where(eq(users.id, user.id));
    }
  });

  it('counts only failed sign-ins per client address, and limits them', async () => {
    const limited = await startApi(database.db, {
      clock,
      env: { SIGNIN_ADDRESS_MAX_FAILURES: '3' },
    });
    const from = (ip: string, email: string, password: string) =>
      limited.inject({
        method: 'POST',
        url: '/api/token',
        payload: { email, password },
        remoteAddress: ip,
      });
    try {
      // Successes from one address never count.
      for (let i = 0; i < 5; i += 1)
        expect((await from('198.51.100.7', DEMO.employee, DEMO_PASSWORD)).statusCode).toBe(200);
      for (const email of ['a@demo.si', 'b@demo.si', 'c@demo.si'])
        expect((await from('198.51.100.7', email, 'x')).statusCode).toBe(401);
      const limitedAnswer = await from('198.51.100.7', DEMO.admin, DEMO_PASSWORD);
      expect(limitedAnswer.statusCode).toBe(429);
      expect(apiErrorSchema.parse(limitedAnswer.json())).toMatchObject({
        code: 'rate_limited',
        statusCode: 429,
      });
      expect(Number(limitedAnswer.headers['retry-after'])).toBeGreaterThan(0);
      // Another address is not affected.
      expect((await from('198.51.100.8', DEMO.admin, DEMO_PASSWORD)).statusCode).toBe(200);
    } finally {
      clock.advance(61);
      await limited.close();
    }
  });
});

/** The stored row of a refresh token (the database keeps only its SHA-256). */
async function refreshTokenRow(plain: string) {
  const [row] = await database.db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, createHash('sha256').update(plain).digest('hex')));
  return row;
}

describe('refresh token rotation', () => {
  it('issues a new pair and stops the old refresh token', async () => {
    const first = await tokensFor(app, DEMO.employee);
    clock.advance(5);
    const second = await refresh(first.refresh_token);
    expect(second.statusCode).toBe(200);
    const rotated = second.json<{
      access_token: string;
      refresh_token: string;
      user: { email: string };
    }>();
    expect(rotated.refresh_token).not.toBe(first.refresh_token);
    expect(rotated.access_token).not.toBe(first.access_token);
    expect(rotated.user.email).toBe(DEMO.employee);
    expect(decodeJwt(rotated.access_token).sub).toBe(first.user.id);

    const third = await refresh(rotated.refresh_token);
    expect(third.statusCode).toBe(200);
  });

  it('revokes the whole family when an already-rotated token comes back after the grace', async () => {
    const first = await tokensFor(app, DEMO.employee);
    const second = (await refresh(first.refresh_token)).json<{ refresh_token: string }>();
    clock.advance(11);

    const reuse = await refresh(first.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(body(reuse)).toMatchObject({ code: 'invalid_grant', statusCode: 401 });
    // The thief and the legitimate holder are both out, access token included.
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
    const customer = await app.inject({
      method: 'GET',
      url: '/jsonapi/customer',
      headers: bearer(first.access_token),
    });
    expect(customer.statusCode).toBe(401);
  });

  it('answers concurrent uses of one token (tabs, instances) with one successor', async () => {
    const first = await tokensFor(app, DEMO.employee);
    const results = await Promise.all([refresh(first.refresh_token), refresh(first.refresh_token)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const [a, b] = results.map((r) => r.json<{ refresh_token: string }>());
    expect(a?.refresh_token).toBe(b?.refresh_token);
    // Within the grace, the first token once more: the same successor, the same session.
    clock.advance(5);
    const again = await refresh(first.refresh_token);
    expect(again.statusCode).toBe(200);
    expect(again.json<{ refresh_token: string }>().refresh_token).toBe(a?.refresh_token);
    expect((await refresh(a?.refresh_token ?? '')).statusCode).toBe(200);
  });

  it('mints one live token however often a rotated one is replayed in the grace (issue #25)', async () => {
    const first = await tokensFor(app, DEMO.employee);
    const replies = [];
    for (let i = 0; i < 5; i += 1) replies.push(await refresh(first.refresh_token));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const successors = new Set(replies.map((r) => r.json<{ refresh_token: string }>().refresh_token));
    expect(successors.size).toBe(1);
    const familyId = (await refreshTokenRow(first.refresh_token))!.familyId;
    const live = await database.db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    expect(live).toHaveLength(1);

    // Once the successor is used, a replay of the first (still within the grace) gets nothing,
    // and the successor's holder keeps the session.
    const [successor = ''] = successors;
    const next = await refresh(successor);
    expect(next.statusCode).toBe(200);
    const late = await refresh(first.refresh_token);
    expect(late.statusCode).toBe(401);
    expect(body(late)).toMatchObject({ code: 'invalid_grant' });
    expect(
      (await refresh(next.json<{ refresh_token: string }>().refresh_token)).statusCode,
    ).toBe(200);
  });

  it('refuses an expired refresh token', async () => {
    const tokens = await tokensFor(app, DEMO.employee);
    clock.advance(30 * 24 * 60 * 60 + 1);
    const response = await refresh(tokens.refresh_token);
    expect(response.statusCode).toBe(401);
    expect(body(response)).toMatchObject({ code: 'invalid_grant' });
  });

  it('refuses an unknown refresh token and validates the body', async () => {
    expect((await refresh('x'.repeat(43))).statusCode).toBe(401);
    const tooShort = await refresh('short');
    expect(tooShort.statusCode).toBe(400);
    expect(body(tooShort).errors).toHaveProperty('refresh_token');
  });

  it('ends the session of a user disabled since', async () => {
    const tokens = await tokensFor(app, DEMO.otherAdmin);
    const user = await userRow(DEMO.otherAdmin);
    await database.db.update(users).set({ status: 0 }).where(eq(users.id, user.id));
    try {
      const response = await refresh(tokens.refresh_token);
      expect(response.statusCode).toBe(403);
      expect(body(response)).toMatchObject({ code: 'account_disabled' });
    } finally {
      await database.db.update(users).set({ status: 1 }).where(eq(users.id, user.id));
    }
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
  });
});

describe('sign-out', () => {
  it('ends the session: refresh token and access token are refused, idempotently', async () => {
    const tokens = await tokensFor(app, DEMO.agent);
    const rotated = (await refresh(tokens.refresh_token)).json<{
      refresh_token: string;
      access_token: string;
    }>();
    const session = () =>
      app.inject({
        method: 'GET',
        url: '/api/token/session',
        headers: bearer(rotated.access_token),
      });
    expect((await session()).statusCode).toBe(204);

    const revoke = () =>
      app.inject({
        method: 'POST',
        url: '/api/token/revoke',
        payload: { refresh_token: rotated.refresh_token },
      });
    const first = await revoke();
    expect(first.statusCode).toBe(204);
    expect(first.body).toBe('');
    expect((await revoke()).statusCode).toBe(204);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/token/revoke',
          payload: { refresh_token: 'n'.repeat(43) },
        })
      ).statusCode,
    ).toBe(204);

    expect((await refresh(rotated.refresh_token)).statusCode).toBe(401);
    const customer = await app.inject({
      method: 'GET',
      url: '/jsonapi/customer',
      headers: bearer(rotated.access_token),
    });
    expect(customer.statusCode).toBe(401);
    expect(body(customer)).toMatchObject({ code: 'session_ended' });
    expect((await session()).statusCode).toBe(401);
  });

  it('ends the session of the bearer with DELETE /api/token/session', async () => {
    const tokens = await tokensFor(app, DEMO.admin);
    const end = await app.inject({
      method: 'DELETE',
      url: '/api/token/session',
      headers: bearer(tokens.access_token),
    });
    expect(end.statusCode).toBe(204);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
    const customer = await app.inject({
      method: 'GET',
      url: '/jsonapi/customer',
      headers: bearer(tokens.access_token),
    });
    expect(customer.statusCode).toBe(401);
  });

  it('refuses the access token of a user disabled since, at once', async () => {
    const tokens = await tokensFor(app, DEMO.otherAdmin);
    const user = await userRow(DEMO.otherAdmin);
    const customer = () =>
      app.inject({ method: 'GET', url: '/jsonapi/customer', headers: bearer(tokens.access_token) });
    expect((await customer()).statusCode).toBe(200);
    await database.db.update(users).set({ status: 0 }).where(eq(users.id, user.id));
    try {
      await new Promise((resolve) => setTimeout(resolve, ALIVE_CACHE_MS + 50));
      expect((await customer()).statusCode).toBe(401);
    } finally {
      await database.db.update(users).set({ status: 1 }).where(eq(users.id, user.id));
    }
  });

  it('refuses a signed access token whose session was never started here', async () => {
    const { token } = await signAccessToken(
      {
        userId: 1,
        role: 'customer_admin',
        partnerId: 1,
        email: 'x@demo.si',
        sessionId: randomUUID(),
      },
      { secret: TEST_JWT_SECRET, now: clock.now, ttlSeconds: 60 },
    );
    const response = await app.inject({
      method: 'GET',
      url: '/jsonapi/customer',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(401);
  });
});
