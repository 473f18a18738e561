// Issue #10 §1: sign-in and refresh limits never lock out a real company. A whole office
// behind one address signs in at 8:00, hundreds of sessions refresh together, and only an
// attacker's failures are limited. Runs on PGlite and on PostgreSQL (where the requests
// really run in parallel on a connection pool).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenResponseSchema } from '@gradnik/contracts/auth';
import { users } from '@gradnik/db/schema/identity';
import { createRefreshTokensRepository } from '../src/modules/token/repository.ts';
import { createTokenService } from '../src/modules/token/service.ts';
import { createSignInSessions } from '../src/modules/token/sessions.ts';
import { createSignInThrottle } from '../src/modules/token/throttle.ts';
import { createUsersRepository } from '../src/modules/user/repository.ts';
import {
  DEMO,
  openTestDatabase,
  startApi,
  TestClock,
  testConfig,
  type TestDatabase,
} from './helpers.ts';
import { DEMO_PASSWORD } from '@gradnik/db/seed/demo-accounts';

const OFFICE = '203.0.113.10';
const BUYERS = 200;

let database: TestDatabase;
let app: FastifyInstance;
const clock = new TestClock();
let firstBuyerId = 0;
const emails = Array.from({ length: BUYERS }, (_, i) => `kupec${i + 1}@pisarna.si`);

/** Runs the calls `width` at a time, as a crowd of browsers would. */
async function inWaves<T>(items: T[], width: number, call: (item: T) => Promise<number>) {
  const codes: number[] = [];
  for (let i = 0; i < items.length; i += width)
    codes.push(...(await Promise.all(items.slice(i, i + width).map(call))));
  return codes;
}

function signIn(email: string, password = DEMO_PASSWORD, device?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/token',
    payload: { email, password, ...(device ? { device } : {}) },
    remoteAddress: OFFICE,
  });
}

beforeAll(async () => {
  database = await openTestDatabase();
  // The production defaults: 20 failures a minute per address, 5 per account.
  app = await startApi(database.db, { clock, env: { SIGNIN_ADDRESS_MAX_FAILURES: '20' } });
  // 200 buyers of one company, all with the demo password (one hash: scrypt is slow).
  const [template] = await database.db.select().from(users).where(eq(users.email, DEMO.employee));
  if (!template) throw new Error('no demo employee');
  const { id: _id, email: _email, ssoId: _sso, ...rest } = template;
  const inserted = await database.db
    .insert(users)
    .values(emails.map((email) => ({ ...rest, email })))
    .returning({ id: users.id });
  firstBuyerId = Math.min(...inserted.map((row) => row.id));
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('a company behind one address', () => {
  it('signs in 200 distinct users from one address within a minute', async () => {
    const codes = await inWaves(emails, 20, async (email) => (await signIn(email)).statusCode);
    expect(codes.filter((code) => code !== 200)).toEqual([]);
  }, 120_000);

  it('refreshes 500 sessions within a minute, every one', async () => {
    // Sessions started directly (a password check each would only time scrypt).
    const tokens = createTokenService({
      db: database.db,
      users: createUsersRepository(database.db),
      refreshTokens: createRefreshTokensRepository(database.db),
      sessions: createSignInSessions(database.db, clock.now),
      throttle: createSignInThrottle(database.db, clock.now),
      config: testConfig(),
      now: clock.now,
      log: app.log,
      dummyPasswordHash: '',
    });
    const buyers = createUsersRepository(database.db);
    const sessions = await Promise.all(
      Array.from({ length: 500 }, async (_, i) => {
        const user = await buyers.findById(firstBuyerId + (i % BUYERS));
        if (!user) throw new Error('no buyer');
        return (await tokens.startSession(user)).refresh_token;
      }),
    );
    const codes = await inWaves(sessions, 50, async (session) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/token/refresh',
        payload: { refresh_token: session },
        remoteAddress: OFFICE,
      });
      return response.statusCode;
    });
    expect(codes.filter((code) => code !== 200)).toEqual([]);
  }, 120_000);

  it('limits 30 wrong passwords from one address against different accounts', async () => {
    const known = tokenResponseSchema.parse((await signIn(emails[0] ?? '')).json());
    const codes = await inWaves(
      emails.slice(100, 130),
      1,
      async (email) => (await signIn(email, 'guess-1234')).statusCode,
    );
    expect(codes.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(codes.slice(20)).toEqual(Array(10).fill(429));
    // The address is limited now, for a right password too …
    expect((await signIn(emails[1] ?? '')).statusCode).toBe(429);
    // … except from a device that signed in here before.
    expect((await signIn(emails[0] ?? '', DEMO_PASSWORD, known.device_token)).statusCode).toBe(200);
    // Invalid refresh tokens count too, while a valid one is never limited.
    const refreshFrom = (token: string) =>
      app.inject({
        method: 'POST',
        url: '/api/token/refresh',
        payload: { refresh_token: token },
        remoteAddress: OFFICE,
      });
    expect((await refreshFrom('z'.repeat(43))).statusCode).toBe(429);
    expect((await refreshFrom(known.refresh_token)).statusCode).toBe(200);
    // A minute later the address may try again.
    clock.advance(61);
    expect((await signIn(emails[1] ?? '')).statusCode).toBe(200);
  }, 60_000);
});
