// Issue #13 "My profile": "The e-mail changes only through a confirmation link" (decision 034).
// POST /api/customer/email-change changes nothing: it mails a link to the new address (in the
// account's language) and a notice to the old one; POST /api/customer/email-change/confirm uses
// the link once, before it expires, and sets the address, unless another user took it
// meanwhile. Runs on PGlite and on PostgreSQL.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmEmailResponseSchema,
  emailChangeResponseSchema,
} from '@gradnik/contracts/email-change';
import { tokenResponseSchema } from '@gradnik/contracts/auth';
import { apiErrorSchema } from '@gradnik/contracts/errors';
import { impersonateResponseSchema } from '@gradnik/contracts/impersonation';
import { outboxListResponseSchema } from '@gradnik/contracts/password-reset';
import { partners, users } from '@gradnik/db/schema/identity';
import { IMPERSONATION_HEADER } from '@gradnik/domain/impersonation';
import {
  DEMO,
  DEMO_PASSWORD,
  login,
  openTestDatabase,
  startApi,
  TestClock,
  tokensFor,
  type TestDatabase,
} from './helpers.ts';

const PUBLIC_URL = 'https://b2b.example.si';
const INVALID_SL =
  'Povezava za potrditev e-poštnega naslova ni veljavna ali je potekla. Spremembo zahtevajte znova v svojem profilu.';

let database: TestDatabase;
let app: FastifyInstance;
let dataDir: string;
const clock = new TestClock();
let ipCounter = 0;
const nextIp = () => `10.35.0.${++ipCounter}`;

interface Caller {
  token: string;
  csrf: string;
}

async function caller(email: string): Promise<Caller> {
  const t = await tokensFor(app, email);
  return { token: t.access_token, csrf: t.csrf_token ?? '' };
}

function requestChange(who: Caller, email: string, locale = 'sl', password = DEMO_PASSWORD) {
  return app.inject({
    method: 'POST',
    url: '/api/customer/email-change',
    headers: {
      authorization: `Bearer ${who.token}`,
      'x-csrf-token': who.csrf,
      'accept-language': locale,
    },
    payload: { email, current_password: password },
  });
}

function confirm(token: string, locale = 'sl') {
  return app.inject({
    method: 'POST',
    url: '/api/customer/email-change/confirm',
    remoteAddress: nextIp(),
    headers: { 'accept-language': locale },
    payload: { token },
  });
}

const errorOf = (response: { body: string }) => apiErrorSchema.parse(JSON.parse(response.body));

async function mailTo(to: string) {
  const response = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
  const mail = outboxListResponseSchema.parse(response.json()).data.find((m) => m.to === to);
  expect(mail, `a mail to ${to}`).toBeDefined();
  const link = mail!.links[0] ? new URL(mail!.links[0]) : undefined;
  return {
    mail: mail!,
    link,
    token: link?.searchParams.get('zeton') ?? link?.searchParams.get('token') ?? '',
  };
}

async function emailOf(userId: number): Promise<string | undefined> {
  const [row] = await database.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row?.email;
}

/** A generated user of the company 100104 (not a demo sign-in the other tests use). */
async function generatedUser(email: string) {
  const [row] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  return { id: row!.id, caller: await caller(email) };
}

/** Active users of a generated company no other test here uses, by their position. */
async function usersOf(partnerNo: string): Promise<string[]> {
  const rows = await database.db
    .select({ email: users.email })
    .from(users)
    .innerJoin(partners, eq(partners.id, users.partnerId))
    .where(and(eq(partners.partnerNo, partnerNo), eq(users.status, 1)))
    .orderBy(users.id);
  return rows.map((r) => r.email);
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'gradnik-email-change-'));
  database = await openTestDatabase();
  app = await startApi(database.db, { clock, env: { DATA_DIR: dataDir, PUBLIC_URL } });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('POST /api/customer/email-change', () => {
  it('mails the link to the new address and a notice to the old; nothing changes yet', async () => {
    const { id, caller: me } = await generatedUser('mateja.kolar@instalacije-kos.si');
    const response = await requestChange(me, ' Mateja.Nova@Example.SI ');
    expect(response.statusCode, response.body).toBe(202);
    expect(emailChangeResponseSchema.parse(response.json())).toEqual({
      status: 'sent',
      email: 'mateja.nova@example.si',
      message: 'Na mateja.nova@example.si smo poslali povezavo za potrditev.',
    });
    expect(await emailOf(id)).toBe('mateja.kolar@instalacije-kos.si');
    const confirmation = await mailTo('mateja.nova@example.si');
    expect(confirmation.mail.subject).toBe('Potrdite nov e-poštni naslov za Gradnik');
    expect(`${confirmation.link?.origin}${confirmation.link?.pathname}`).toBe(
      `${PUBLIC_URL}/potrditev-e-naslova`,
    );
    const notice = await mailTo('mateja.kolar@instalacije-kos.si');
    expect(notice.mail.subject).toBe('Zahteva za spremembo e-poštnega naslova za Gradnik');
    expect(notice.mail.links).toEqual([]);

    const done = await confirm(confirmation.token);
    expect(done.statusCode, done.body).toBe(200);
    expect(confirmEmailResponseSchema.parse(done.json())).toEqual({
      status: 'changed',
      email: 'mateja.nova@example.si',
      message:
        'E-poštni naslov je spremenjen v mateja.nova@example.si. Odslej se prijavljate z njim.',
    });
    expect(await emailOf(id)).toBe('mateja.nova@example.si');
    // Single use.
    const again = await confirm(confirmation.token);
    expect(again.statusCode).toBe(400);
    expect(errorOf(again)).toMatchObject({ code: 'invalid_link', error: INVALID_SL });
    // The new address signs in; the old one no longer does. The current session goes on.
    expect((await login(app, 'mateja.nova@example.si')).statusCode).toBe(200);
    expect((await login(app, 'mateja.kolar@instalacije-kos.si')).statusCode).toBe(401);
    const profile = await app.inject({
      method: 'GET',
      url: '/jsonapi/customer',
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(profile.statusCode).toBe(200);
  });

  it('refuses an agent acting for the user: whoever reads the new mailbox would own the account', async () => {
    const agent = await caller(DEMO.agent);
    const { id } = await generatedUser('maja.koren@instalacije-kos.si');
    const start = await app.inject({
      method: 'POST',
      url: '/api/customer/impersonate',
      headers: { authorization: `Bearer ${agent.token}`, 'x-csrf-token': agent.csrf },
      payload: { id, reason: 'Pomoč pri profilu' },
    });
    expect(start.statusCode, start.body).toBe(200);
    const { ident } = impersonateResponseSchema.parse(start.json()).result;
    const exchange = await app.inject({
      method: 'POST',
      url: '/api/customer/impersonate/session',
      headers: { authorization: `Bearer ${agent.token}`, 'x-csrf-token': agent.csrf },
      payload: { ident },
    });
    expect(exchange.statusCode, exchange.body).toBe(200);
    const visit = tokenResponseSchema.parse(exchange.json());
    const response = await app.inject({
      method: 'POST',
      url: '/api/customer/email-change',
      headers: {
        authorization: `Bearer ${visit.access_token}`,
        'x-csrf-token': visit.csrf_token ?? '',
        [IMPERSONATION_HEADER]: ident,
      },
      payload: { email: 'agent.inbox@example.si', current_password: DEMO_PASSWORD },
    });
    expect(response.statusCode, response.body).toBe(403);
    expect(errorOf(response).error).toBe(
      'Med delom v imenu stranke e-poštnega naslova ni mogoče spremeniti. Spremeni ga lahko stranka sama.',
    );
    expect(await emailOf(id)).toBe('maja.koren@instalacije-kos.si');
  });

  it('needs the current password: a stolen session cannot move the account (issue #25)', async () => {
    const [email = ''] = await usersOf('100106');
    const { id, caller: me } = await generatedUser(email);
    const missing = await app.inject({
      method: 'POST',
      url: '/api/customer/email-change',
      headers: { authorization: `Bearer ${me.token}`, 'x-csrf-token': me.csrf },
      payload: { email: 'tat@example.si' },
    });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).errors).toHaveProperty('current_password');
    const wrong = await requestChange(me, 'tat@example.si', 'sl', 'ugibam123');
    expect(wrong.statusCode, wrong.body).toBe(400);
    expect(errorOf(wrong)).toMatchObject({
      code: 'wrongPassword',
      errors: { current_password: ['Trenutno geslo ni pravilno.'] },
    });
    const wrongEn = await requestChange(me, 'tat@example.si', 'en', 'ugibam124');
    expect(errorOf(wrongEn).error).toBe('The current password is not correct.');
    // Guesses count like failed sign-ins: the account locks (429), the right password waits too.
    const answers = [];
    for (let i = 0; i < 4; i += 1)
      answers.push((await requestChange(me, 'tat@example.si', 'sl', `ugibam${i}`)).statusCode);
    expect(answers).toContain(429);
    expect((await requestChange(me, 'tat@example.si')).statusCode).toBe(429);
    expect(await emailOf(id)).toBe(email);
    const outbox = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(
      outboxListResponseSchema.parse(outbox.json()).data.some((m) => m.to === 'tat@example.si'),
    ).toBe(false);
  });

  it("ends the user's other sessions, keeping the one that asked (issue #25)", async () => {
    const [, email = ''] = await usersOf('100106');
    const { caller: asking } = await generatedUser(email);
    const other = await caller(email);
    const customer = (who: Caller) =>
      app.inject({
        method: 'GET',
        url: '/jsonapi/customer',
        headers: { authorization: `Bearer ${who.token}` },
      });
    expect((await customer(other)).statusCode).toBe(200);
    const response = await requestChange(asking, 'tina.nova@example.si');
    expect(response.statusCode, response.body).toBe(202);
    expect((await customer(other)).statusCode).toBe(401);
    expect((await customer(asking)).statusCode).toBe(200);
  });

  it('writes the mails in the account’s language', async () => {
    const { id, caller: me } = await generatedUser('sara.kovacic@instalacije-kos.si');
    await database.db.update(users).set({ languageid: 'en' }).where(eq(users.id, id));
    expect((await requestChange(me, 'sara.en@example.si')).statusCode).toBe(202);
    const { mail, link } = await mailTo('sara.en@example.si');
    expect(mail.subject).toBe('Confirm your new e-mail address for Gradnik');
    expect(link?.pathname).toBe('/en/confirm-email');
    expect(link?.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await mailTo('sara.kovacic@instalacije-kos.si')).mail.subject).toBe(
      'A change of your Gradnik e-mail address was requested',
    );
  });

  it('refuses the own address (400), a taken one (409), an agent (403) and no CSRF (403)', async () => {
    const me = await caller(DEMO.employee);
    const same = await requestChange(me, DEMO.employee);
    expect(same.statusCode).toBe(400);
    expect(errorOf(same).error).toBe('To je že vaš e-poštni naslov.');
    const taken = await requestChange(me, DEMO.otherAdmin, 'en');
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).error).toBe(
      'A user with this e-mail address already exists. Use another address.',
    );
    const agent = await caller(DEMO.agent);
    expect((await requestChange(agent, 'agent.nov@example.si')).statusCode).toBe(403);
    const noCsrf = await app.inject({
      method: 'POST',
      url: '/api/customer/email-change',
      headers: { authorization: `Bearer ${me.token}` },
      payload: { email: 'nabava.nova@example.si', current_password: DEMO_PASSWORD },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect((await requestChange(me, 'ni-naslov')).statusCode).toBe(400);
  });

  it('answers 409 when another user took the address meanwhile; the link stays unused', async () => {
    const { id, caller: me } = await generatedUser('maja.koren@instalacije-kos.si');
    expect((await requestChange(me, 'zasedeno@example.si')).statusCode).toBe(202);
    const { token } = await mailTo('zasedeno@example.si');
    const [other] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO.employee));
    await database.db
      .update(users)
      .set({ email: 'zasedeno@example.si' })
      .where(eq(users.id, other!.id));
    try {
      const taken = await confirm(token);
      expect(taken.statusCode).toBe(409);
      expect(errorOf(taken).code).toBe('emailTakenMeanwhile');
      expect(await emailOf(id)).toBe('maja.koren@instalacije-kos.si');
    } finally {
      await database.db.update(users).set({ email: DEMO.employee }).where(eq(users.id, other!.id));
    }
    // Free again: the same link now works.
    expect((await confirm(token)).statusCode).toBe(200);
    expect(await emailOf(id)).toBe('zasedeno@example.si');
  });

  it('only the newest link works, and a link expires after 24 hours', async () => {
    const { id, caller: me } = await generatedUser('ales.zajc@instalacije-kos.si');
    expect((await requestChange(me, 'prvi@example.si')).statusCode).toBe(202);
    const first = await mailTo('prvi@example.si');
    expect((await requestChange(me, 'drugi@example.si')).statusCode).toBe(202);
    const second = await mailTo('drugi@example.si');
    expect((await confirm(first.token)).statusCode).toBe(400);
    clock.advance(24 * 3600 + 1);
    try {
      const late = await confirm(second.token, 'en');
      expect(late.statusCode).toBe(400);
      expect(errorOf(late).error).toBe(
        'This e-mail confirmation link is not valid or has expired. Ask for the change again in your profile.',
      );
    } finally {
      clock.advance(-(24 * 3600 + 1));
    }
    expect(await emailOf(id)).toBe('ales.zajc@instalacije-kos.si');
  });
});
