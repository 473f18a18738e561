// Issue #13 "Users": the company admin invites a new user by e-mail (decision 034). The
// invitation is an expiring, single-use link mailed in the invitee's language (the outbox here,
// no SMTP_URL); it can be resent (the old link dies) and withdrawn. An invited user (status 2)
// cannot sign in until the link sets the password. Runs on PGlite and on PostgreSQL.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerListResponseSchema } from '@gradnik/contracts/customer-list';
import { apiErrorSchema } from '@gradnik/contracts/errors';
import {
  acceptInvitationResponseSchema,
  invitationInfoResponseSchema,
  invitationRowResponseSchema,
  invitationWithdrawnResponseSchema,
} from '@gradnik/contracts/invitation';
import { outboxListResponseSchema } from '@gradnik/contracts/password-reset';
import { oneTimeLinks, users } from '@gradnik/db/schema/identity';
import {
  DEMO,
  login,
  openTestDatabase,
  startApi,
  TestClock,
  tokensFor,
  type TestDatabase,
} from './helpers.ts';

const PUBLIC_URL = 'https://b2b.example.si';
const PASSWORD = 'Nova-sodelavka-2026';
const INVALID_SL =
  'Povezava vabila ni veljavna ali je potekla. Za novo vabilo prosite administratorja svojega podjetja.';

let database: TestDatabase;
let app: FastifyInstance;
let dataDir: string;
const clock = new TestClock();
let ipCounter = 0;
const nextIp = () => `10.34.0.${++ipCounter}`;

interface Caller {
  token: string;
  csrf: string;
}
let admin: Caller;
let employee: Caller;
let otherAdmin: Caller;

async function caller(email: string): Promise<Caller> {
  const t = await tokensFor(app, email);
  return { token: t.access_token, csrf: t.csrf_token ?? '' };
}

function post(who: Caller, url: string, payload?: object, locale = 'sl') {
  return app.inject({
    method: 'POST',
    url,
    headers: {
      authorization: `Bearer ${who.token}`,
      'x-csrf-token': who.csrf,
      'accept-language': locale,
    },
    ...(payload === undefined ? {} : { payload }),
  });
}

const invite = (who: Caller, body: object, locale = 'sl') =>
  post(who, '/api/customer/invite', body, locale);

const errorOf = (response: { body: string }) => apiErrorSchema.parse(JSON.parse(response.body));

async function outbox() {
  const response = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
  expect(response.statusCode).toBe(200);
  return outboxListResponseSchema.parse(response.json()).data;
}

/** The newest mail to `to` and the token of its link. */
async function mailTo(to: string) {
  const mail = (await outbox()).find((m) => m.to === to);
  expect(mail, `a mail to ${to}`).toBeDefined();
  const link = new URL(mail!.links[0] ?? '');
  return {
    mail: mail!,
    link,
    token: link.searchParams.get('zeton') ?? link.searchParams.get('token') ?? '',
  };
}

function info(token: string, ip = nextIp()) {
  return app.inject({ method: 'GET', url: `/api/invitation/${token}`, remoteAddress: ip });
}

function accept(token: string, password = PASSWORD, ip = nextIp(), locale = 'sl') {
  return app.inject({
    method: 'POST',
    url: '/api/invitation/accept',
    remoteAddress: ip,
    headers: { 'accept-language': locale },
    payload: { token, password },
  });
}

async function invited(email: string, language: 'sl' | 'en' = 'sl', group?: string) {
  const response = await invite(admin, {
    email,
    firstname: 'Nina',
    lastname: 'Kralj',
    language,
    ...(group ? { group } : {}),
  });
  expect(response.statusCode, response.body).toBe(201);
  const answer = invitationRowResponseSchema.parse(response.json());
  return { answer, id: Number(answer.data.id), ...(await mailTo(email)) };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'gradnik-invitation-'));
  database = await openTestDatabase();
  app = await startApi(database.db, { clock, env: { DATA_DIR: dataDir, PUBLIC_URL } });
  admin = await caller(DEMO.admin);
  employee = await caller(DEMO.employee);
  otherAdmin = await caller(DEMO.otherAdmin);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('POST /api/customer/invite', () => {
  it('creates an invited user and mails a Slovenian link that works for 7 days', async () => {
    const { answer, mail, link, token } = await invited('nina.kralj@gradnje-kovac.si');
    expect(answer.message).toBe('Vabilo je poslano na nina.kralj@gradnje-kovac.si.');
    expect(answer.data.customer_data.status).toBe(2);
    expect(answer.data.customer_group.code).toBe('customer_employee');
    const expires = new Date(answer.data.invitation?.expires_at ?? 0).getTime();
    expect(expires - clock.now().getTime()).toBe(168 * 3600 * 1000);
    expect(mail.subject).toBe('Vabilo v spletno trgovino Gradnik (Gradnje Kovač)');
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/vabilo`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the hash is stored.
    const [row] = await database.db
      .select({ tokenHash: oneTimeLinks.tokenHash })
      .from(oneTimeLinks)
      .where(eq(oneTimeLinks.userId, Number(answer.data.id)));
    expect(row?.tokenHash).not.toContain(token);
    // The users list shows the invitation.
    const list = await app.inject({
      method: 'GET',
      url: '/api/customer?search=nina.kralj',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const [item] = customerListResponseSchema.parse(list.json()).data.data;
    expect(item?.customer_data.status).toBe(2);
    expect(item?.invitation?.expires_at).toBe(answer.data.invitation?.expires_at);
  });

  it('mails in the invitee’s language: English link and text', async () => {
    const { mail, link, answer } = await invited(
      'john.smith@gradnje-kovac.si',
      'en',
      'customer_admin',
    );
    expect(answer.data.customer_group.code).toBe('customer_admin');
    expect(answer.data.customer_data.languageid).toBe('en');
    expect(mail.subject).toBe('Invitation to the Gradnik web shop (Gradnje Kovač)');
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/en/invitation`);
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses an address any user already has, with one message whichever company', async () => {
    const own = await invite(admin, { email: DEMO.employee, firstname: 'A', lastname: 'B' });
    const other = await invite(admin, {
      email: DEMO.otherAdmin.toUpperCase(),
      firstname: 'A',
      lastname: 'B',
    });
    expect(own.statusCode).toBe(409);
    expect(other.statusCode).toBe(409);
    expect(errorOf(other).error).toBe(
      'Uporabnik s tem e-poštnim naslovom že obstaja. Vpišite drug naslov.',
    );
    expect(errorOf(own).error).toBe(errorOf(other).error);
    const en = await invite(admin, { email: DEMO.otherAdmin, firstname: 'A', lastname: 'B' }, 'en');
    expect(errorOf(en).error).toBe(
      'A user with this e-mail address already exists. Use another address.',
    );
  });

  it('is the admin’s: an employee gets 403, a missing CSRF token 403, bad input 400', async () => {
    const refused = await invite(employee, {
      email: 'x.y@gradnje-kovac.si',
      firstname: 'X',
      lastname: 'Y',
    });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).error).toBe(
      'Uporabnike podjetja lahko upravlja le administrator podjetja.',
    );
    const noCsrf = await app.inject({
      method: 'POST',
      url: '/api/customer/invite',
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { email: 'x.y@gradnje-kovac.si', firstname: 'X', lastname: 'Y' },
    });
    expect(noCsrf.statusCode).toBe(403);
    const bad = await invite(admin, {
      email: 'ni-naslov',
      firstname: '',
      lastname: 'Y',
      group: 'gradnik_agent',
    });
    expect(bad.statusCode).toBe(400);
    const [row] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'x.y@gradnje-kovac.si'));
    expect(row).toBeUndefined();
  });
});

describe('resend and withdraw', () => {
  it('resend revokes the old link; the new one works', async () => {
    const first = await invited('marko.novi@gradnje-kovac.si');
    const resent = await post(admin, `/api/customer/${first.id}/invitation/resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(invitationRowResponseSchema.parse(resent.json()).message).toBe(
      'Vabilo je ponovno poslano na marko.novi@gradnje-kovac.si. Prejšnja povezava ne velja več.',
    );
    const second = await mailTo('marko.novi@gradnje-kovac.si');
    expect(second.token).not.toBe(first.token);
    const old = await accept(first.token);
    expect(old.statusCode).toBe(400);
    expect(errorOf(old)).toMatchObject({ code: 'invalid_link', error: INVALID_SL });
    expect((await accept(second.token)).statusCode).toBe(200);
    // Accepted: nothing to resend or withdraw any more.
    const again = await post(admin, `/api/customer/${first.id}/invitation/resend`);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).error).toBe('Ta uporabnik nima odprtega vabila: vabilo je že sprejel.');
  });

  it('withdraw removes the pending user and its link; the address is free again', async () => {
    const { id, token } = await invited('umik@gradnje-kovac.si');
    const withdrawn = await post(admin, `/api/customer/${id}/invitation/withdraw`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(invitationWithdrawnResponseSchema.parse(withdrawn.json())).toEqual({
      status: 'withdrawn',
      message: 'Vabilo za umik@gradnje-kovac.si je preklicano.',
    });
    expect(await database.db.select().from(users).where(eq(users.id, id))).toHaveLength(0);
    expect((await info(token)).statusCode).toBe(400);
    expect((await post(admin, `/api/customer/${id}/invitation/withdraw`)).statusCode).toBe(404);
    await invited('umik@gradnje-kovac.si');
  });

  it('another company’s invited user is 404, an employee 403, an active user 409', async () => {
    const { id } = await invited('tuja@gradnje-kovac.si');
    for (const action of ['resend', 'withdraw']) {
      const foreign = await post(otherAdmin, `/api/customer/${id}/invitation/${action}`);
      expect(foreign.statusCode, action).toBe(404);
      expect(errorOf(foreign).error).toBe('Uporabnik ne obstaja ali ni uporabnik vašega podjetja.');
      expect(
        (await post(otherAdmin, `/api/customer/2147483647/invitation/${action}`)).statusCode,
      ).toBe(404);
      expect((await post(employee, `/api/customer/${id}/invitation/${action}`)).statusCode).toBe(
        403,
      );
    }
    const [nabava] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO.employee));
    expect((await post(admin, `/api/customer/${nabava!.id}/invitation/withdraw`)).statusCode).toBe(
      409,
    );
    // (De)activation is not for invited users: no account without a password becomes active.
    const reactivate = await post(admin, `/api/customer/${id}/reactivate`);
    expect(reactivate.statusCode).toBe(409);
    const [row] = await database.db
      .select({ status: users.status })
      .from(users)
      .where(eq(users.id, id));
    expect(row?.status).toBe(2);
  });
});

describe('accepting an invitation', () => {
  it('tells the page who is invited, then sets the password once; sign-in works only after', async () => {
    const email = 'sprejem@gradnje-kovac.si';
    const { token } = await invited(email);
    const shown = await info(token);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(invitationInfoResponseSchema.parse(shown.json()).data).toEqual({
      company: 'Gradnje Kovač',
      email,
      firstname: 'Nina',
      lastname: 'Kralj',
      language: 'sl',
    });
    // Invited: no password, no sign-in, no password reset mail.
    expect((await login(app, email, PASSWORD)).statusCode).toBe(401);
    const weak = await accept(token, 'kratko');
    expect(weak.statusCode).toBe(400);
    expect(errorOf(weak).code).toBe('weak_password');
    const sameAsEmail = await accept(token, email);
    expect(errorOf(sameAsEmail).code).toBe('weak_password');
    const done = await accept(token);
    expect(done.statusCode, done.body).toBe(200);
    expect(acceptInvitationResponseSchema.parse(done.json())).toEqual({
      status: 'accepted',
      email,
      message: `Vabilo je sprejeto. Zdaj se lahko prijavite z naslovom ${email} in izbranim geslom.`,
    });
    const second = await accept(token, 'Drugo-geslo-2026');
    expect(second.statusCode).toBe(400);
    expect(errorOf(second).error).toBe(INVALID_SL);
    expect((await info(token)).statusCode).toBe(400);
    expect((await login(app, email, PASSWORD)).statusCode).toBe(200);
    const [row] = await database.db
      .select({ status: users.status })
      .from(users)
      .where(eq(users.email, email));
    expect(row?.status).toBe(1);
  });

  it('of two concurrent accepts exactly one wins', async () => {
    const { token } = await invited('hkrati@gradnje-kovac.si');
    const answers = await Promise.all([accept(token), accept(token, 'Drugo-geslo-2026')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const used = await database.db
      .select({ usedAt: oneTimeLinks.usedAt })
      .from(oneTimeLinks)
      .innerJoin(users, eq(users.id, oneTimeLinks.userId))
      .where(
        and(eq(users.email, 'hkrati@gradnje-kovac.si'), eq(oneTimeLinks.purpose, 'invitation')),
      );
    expect(used.filter((u) => u.usedAt !== null)).toHaveLength(1);
  });

  it('refuses unknown tokens in the request’s language, and a malformed one by the schema', async () => {
    const unknown = await accept('A'.repeat(43), PASSWORD, nextIp(), 'en');
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).error).toBe(
      "This invitation link is not valid or has expired. Ask your company's administrator for a new invitation.",
    );
    expect((await info('kratek')).statusCode).toBe(400);
    const crossSite = await app.inject({
      method: 'POST',
      url: '/api/invitation/accept',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: { token: 'A'.repeat(43), password: PASSWORD },
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it('locks a client address after 10 dead links', async () => {
    const ip = nextIp();
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1)
      codes.push((await info(`${'B'.repeat(40)}${i}xx`, ip)).statusCode);
    expect(codes.slice(0, 9).every((c) => c === 400)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });

  it('an agent cannot act for an invited user', async () => {
    const { id } = await invited('agentu-ne@gradnje-kovac.si');
    const agent = await caller(DEMO.agent);
    const start = await post(agent, '/api/customer/impersonate', {
      id,
      reason: 'naročilo po telefonu',
    });
    expect(start.statusCode).toBe(409);
    expect(errorOf(start).error).toBe(
      'Uporabnik še ni sprejel vabila, zato ga ni mogoče prevzeti.',
    );
  });

  it('expires after INVITATION_TTL_HOURS', async () => {
    const { token } = await invited('pozno@gradnje-kovac.si');
    clock.advance(168 * 3600 + 1);
    try {
      expect((await info(token)).statusCode).toBe(400);
      expect((await accept(token)).statusCode).toBe(400);
    } finally {
      clock.advance(-(168 * 3600 + 1));
    }
  });
});
