// Issue #13: the embedded sign-in's password reset and the outbox e-mail (docs/decisions/029).
// POST /api/password/forgot answers the same for every address and e-mails a one-time link in
// the account's language; POST /api/password/reset uses it once, before it expires, and signs
// the user out everywhere. Without SMTP_URL the e-mail lands in DATA_DIR/outbox, which the
// development page GET /api/dev/outbox lists (never in production).
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@gradnik/contracts/errors';
import {
  forgotPasswordResponseSchema,
  outboxListResponseSchema,
  outboxMessageResponseSchema,
  resetPasswordResponseSchema,
} from '@gradnik/contracts/password-reset';
import { oneTimeLinks, users } from '@gradnik/db/schema/identity';
import {
  bearer,
  DEMO,
  DEMO_PASSWORD,
  login,
  openTestDatabase,
  startApi,
  TestClock,
  testConfig,
  tokensFor,
  type TestDatabase,
} from './helpers.ts';

const PUBLIC_URL = 'https://b2b.example.si';
const NEW_PASSWORD = 'Nov-gradbeni-2026';
const INVALID_LINK_SL =
  'Povezava za nastavitev gesla ni veljavna ali je potekla. Zahtevajte novo povezavo.';

let database: TestDatabase;
let app: FastifyInstance;
let dataDir: string;
const clock = new TestClock();
/** Each test asks from its own address, so the per-address limits do not add up across tests. */
let addressCounter = 0;
const nextAddress = () => `10.13.0.${++addressCounter}`;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'gradnik-outbox-'));
  database = await openTestDatabase();
  app = await startApi(database.db, {
    clock,
    env: { DATA_DIR: dataDir, PUBLIC_URL, PASSWORD_RESET_TTL_MINUTES: '60' },
  });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

function forgot(email: string, opts: { ip: string; language?: string; headers?: object }) {
  return app.inject({
    method: 'POST',
    url: '/api/password/forgot',
    remoteAddress: opts.ip,
    headers: { 'accept-language': opts.language ?? 'sl', ...opts.headers },
    payload: { email },
  });
}

function reset(token: string, password: string, ip: string, language = 'sl') {
  return app.inject({
    method: 'POST',
    url: '/api/password/reset',
    remoteAddress: ip,
    headers: { 'accept-language': language },
    payload: { token, password },
  });
}

async function listOutbox() {
  const response = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
  expect(response.statusCode, response.body).toBe(200);
  return outboxListResponseSchema.parse(response.json()).data;
}

/**
 * The outbox, newest first, once it holds at least `atLeast` messages: the e-mail is sent after
 * the answer (so the answer's timing tells nothing), and a moment later.
 */
async function outbox(atLeast = 0) {
  for (let waited = 0; ; waited += 20) {
    const messages = await listOutbox();
    if (messages.length >= atLeast) return messages;
    if (waited > 10_000) throw new Error(`outbox: ${messages.length} of ${atLeast} messages`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Asks for a link for `email` and answers the token of the e-mail that arrived for it. */
async function linkFor(email: string, ip = nextAddress()) {
  const before = (await outbox()).length;
  expect((await forgot(email, { ip })).statusCode).toBe(202);
  const messages = await outbox(before + 1);
  expect(messages).toHaveLength(before + 1);
  const [mail] = messages;
  expect(mail?.to).toBe(email);
  const link = new URL(mail?.links[0] ?? '');
  return {
    link,
    mail: mail!,
    token: link.searchParams.get('zeton') ?? link.searchParams.get('token') ?? '',
  };
}

describe('POST /api/password/forgot', () => {
  it('answers known, unknown and disabled addresses alike, and mails only the active account', async () => {
    await database.db.update(users).set({ status: 0 }).where(eq(users.email, DEMO.otherAdmin));
    try {
      const before = (await outbox()).length;
      const answers = [];
      for (const email of [DEMO.admin, 'nihce@demo.si', DEMO.otherAdmin]) {
        const response = await forgot(email, { ip: nextAddress() });
        expect(response.statusCode, email).toBe(202);
        answers.push(forgotPasswordResponseSchema.parse(response.json()));
      }
      expect(answers[0]).toEqual({
        status: 'accepted',
        message:
          'Če pri nas obstaja račun s tem e-poštnim naslovom, smo nanj poslali povezavo za nastavitev novega gesla.',
      });
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
      const after = await outbox(before + 1);
      // The unknown and the disabled address were looked up too; nothing more arrives.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await outbox()).toHaveLength(before + 1);
      expect(after[0]?.to).toBe(DEMO.admin);
    } finally {
      await database.db.update(users).set({ status: 1 }).where(eq(users.email, DEMO.otherAdmin));
    }
  });

  it('writes a Slovenian e-mail with the /ponastavitev-gesla link, as JSON and .eml', async () => {
    const { link, mail, token } = await linkFor(DEMO.admin);
    expect(mail.subject).toBe('Nastavitev novega gesla za Gradnik');
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/ponastavitev-gesla`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const full = await app.inject({ method: 'GET', url: `/api/dev/outbox/${mail.id}` });
    expect(full.statusCode).toBe(200);
    const message = outboxMessageResponseSchema.parse(full.json()).data;
    expect(message.text).toContain('Povezava velja 60 minut in jo lahko uporabite samo enkrat.');
    expect(message.text).toContain(link.toString());
    expect(message.from).toBe('Gradnik <no-reply@gradnik.si>');
    const files = await readdir(path.join(dataDir, 'outbox'));
    expect(files).toContain(`${mail.id}.json`);
    expect(files).toContain(`${mail.id}.eml`);
    const eml = await readFile(path.join(dataDir, 'outbox', `${mail.id}.eml`), 'utf8');
    expect(eml).toMatch(/^To: uprava@demo\.si$/m);
    // Only the token's SHA-256 is stored.
    const stored = await database.db.select({ hash: oneTimeLinks.tokenHash }).from(oneTimeLinks);
    expect(stored.map((row) => row.hash)).not.toContain(token);
  });

  it('writes the e-mail in the account’s language, whatever the page’s language', async () => {
    await database.db.update(users).set({ languageid: 'en' }).where(eq(users.email, DEMO.agent));
    const before = (await outbox()).length;
    expect((await forgot(DEMO.agent, { ip: nextAddress(), language: 'sl' })).statusCode).toBe(202);
    const [mail] = await outbox(before + 1);
    expect(mail?.to).toBe(DEMO.agent);
    expect(mail?.subject).toBe('Set a new password for Gradnik');
    const link = new URL(mail?.links[0] ?? '');
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/en/reset-password`);
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('limits requests per e-mail address (known or not) and per client address', async () => {
    for (const email of ['omejitev@demo.si', DEMO.employee]) {
      const answers = [];
      for (let i = 0; i < 6; i += 1) answers.push(await forgot(email, { ip: nextAddress() }));
      expect(answers.slice(0, 5).map((r) => r.statusCode)).toEqual([202, 202, 202, 202, 202]);
      expect(answers[5]?.statusCode).toBe(429);
      expect(Number(answers[5]?.headers['retry-after'])).toBeGreaterThan(3000);
      expect(apiErrorSchema.parse(answers[5]?.json())).toMatchObject({
        code: 'rate_limited',
        error: 'Preveč zahtev. Poskusite znova čez nekaj minut.',
      });
    }
    const office = nextAddress();
    const statuses = [];
    for (let i = 0; i < 21; i += 1)
      statuses.push((await forgot(`oseba${i}@demo.si`, { ip: office })).statusCode);
    expect(statuses.filter((s) => s === 202)).toHaveLength(20);
    expect(statuses[20]).toBe(429);
    // An hour later the e-mail address may ask again.
    clock.advance(61 * 60);
    expect((await forgot('omejitev@demo.si', { ip: nextAddress() })).statusCode).toBe(202);
  });

  it('refuses a request a browser marks as coming from another site', async () => {
    const crossSite = await forgot(DEMO.admin, {
      ip: nextAddress(),
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(apiErrorSchema.parse(crossSite.json()).code).toBe('cross_site');
    const foreign = await forgot(DEMO.admin, {
      ip: nextAddress(),
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    const own = await forgot('nihce@demo.si', {
      ip: nextAddress(),
      headers: { origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' },
    });
    expect(own.statusCode).toBe(202);
  });

  it('refuses a malformed address with a 400 in the request’s language', async () => {
    const response = await forgot('ni-naslov', { ip: nextAddress(), language: 'en' });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).errors?.email).toBeDefined();
  });
});

describe('POST /api/password/reset', () => {
  it('sets the new password once, and signs the user out of every device', async () => {
    clock.advance(61 * 60); // past the per-e-mail limit of the test above
    const { token } = await linkFor(DEMO.employee);
    // Two devices signed in before the reset, both in use (their sessions are alive).
    const phone = await tokensFor(app, DEMO.employee);
    const laptop = await tokensFor(app, DEMO.employee);
    for (const t of [phone, laptop]) {
      const alive = await app.inject({
        method: 'GET',
        url: '/api/token/session',
        headers: bearer(t.access_token),
      });
      expect(alive.statusCode).toBe(204);
    }

    const ip = nextAddress();
    const done = await reset(token, NEW_PASSWORD, ip);
    expect(done.statusCode, done.body).toBe(200);
    expect(resetPasswordResponseSchema.parse(done.json())).toEqual({
      status: 'password_changed',
      message:
        'Geslo je spremenjeno. Odjavili smo vas iz vseh naprav; prijavite se z novim geslom.',
    });

    // The link worked once.
    const again = await reset(token, 'Se-eno-geslo-2026', ip);
    expect(again.statusCode).toBe(400);
    expect(apiErrorSchema.parse(again.json())).toMatchObject({
      code: 'invalid_link',
      error: INVALID_LINK_SL,
    });

    // Access and refresh tokens minted before the reset are dead at once.
    const session = await app.inject({
      method: 'GET',
      url: '/api/token/session',
      headers: bearer(laptop.access_token),
    });
    expect(session.statusCode).toBe(401);
    const protectedCall = await app.inject({
      method: 'GET',
      url: '/api/promotions',
      headers: bearer(phone.access_token),
    });
    expect(protectedCall.statusCode).toBe(401);
    for (const t of [phone, laptop]) {
      const refreshed = await app.inject({
        method: 'POST',
        url: '/api/token/refresh',
        payload: { refresh_token: t.refresh_token },
      });
      expect(refreshed.statusCode).toBe(401);
    }

    // The new password signs in, the old one no longer does.
    expect((await login(app, DEMO.employee, DEMO_PASSWORD)).statusCode).toBe(401);
    const fresh = await login(app, DEMO.employee, NEW_PASSWORD);
    expect(fresh.statusCode).toBe(200);
  });

  it('refuses an expired link with the same message as an unknown one', async () => {
    clock.advance(61 * 60);
    const { token } = await linkFor(DEMO.admin);
    clock.advance(60 * 60 + 1);
    const expired = await reset(token, NEW_PASSWORD, nextAddress());
    expect(expired.statusCode).toBe(400);
    const unknown = await reset('A'.repeat(43), NEW_PASSWORD, nextAddress());
    expect(unknown.statusCode).toBe(400);
    expect(expired.json()).toEqual(unknown.json());
    expect(apiErrorSchema.parse(expired.json()).error).toBe(INVALID_LINK_SL);
    // The old password still works.
    expect((await login(app, DEMO.admin)).statusCode).toBe(200);
  });

  it('keeps only the newest link of a user working', async () => {
    clock.advance(61 * 60);
    const first = await linkFor(DEMO.admin);
    const second = await linkFor(DEMO.admin);
    expect((await reset(first.token, NEW_PASSWORD, nextAddress())).statusCode).toBe(400);
    expect((await reset(second.token, NEW_PASSWORD, nextAddress())).statusCode).toBe(200);
  });

  it('explains a weak password in the request’s language and leaves the link unused', async () => {
    clock.advance(61 * 60);
    const { token } = await linkFor(DEMO.agent);
    const ip = nextAddress();
    const short = await reset(token, 'kratko', ip, 'en');
    expect(short.statusCode).toBe(400);
    expect(apiErrorSchema.parse(short.json())).toMatchObject({
      code: 'weak_password',
      errors: { password: ['The password must have at least 10 characters.'] },
    });
    const email = await reset(token, DEMO.agent.toUpperCase(), ip);
    expect(apiErrorSchema.parse(email.json()).errors?.password).toEqual([
      'Geslo ne sme biti enako vašemu e-poštnemu naslovu.',
    ]);
    expect((await reset(token, NEW_PASSWORD, ip)).statusCode).toBe(200);
  });

  it('limits bad links per client address', async () => {
    const ip = nextAddress();
    const statuses = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await reset(`${'B'.repeat(40)}${i}xx`, NEW_PASSWORD, ip)).statusCode);
    expect(statuses.slice(0, 9)).toEqual(Array(9).fill(400));
    // The tenth failure locks the address; the eleventh is refused before any look-up.
    expect(statuses.slice(9)).toEqual([429, 429]);
  });

  it('refuses a malformed token by its shape', async () => {
    const response = await reset('kratek', NEW_PASSWORD, nextAddress());
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).errors?.token).toBeDefined();
  });
});

describe('GET /api/dev/outbox', () => {
  it('answers 404 for an unknown message and 400 for a malformed id', async () => {
    const missing = await app.inject({
      method: 'GET',
      url: '/api/dev/outbox/20200101T000000000Z-00000000',
    });
    expect(missing.statusCode).toBe(404);
    const bad = await app.inject({ method: 'GET', url: '/api/dev/outbox/..%2Fsecrets' });
    expect(bad.statusCode).toBe(400);
  });

  it('does not exist in production', async () => {
    const production = await startApi(database.db, {
      env: { NODE_ENV: 'production', DATA_DIR: dataDir },
    });
    try {
      const list = await production.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(list.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe('configuration of e-mail and links', () => {
  it('takes the links’ origin from PUBLIC_URL, else from the server’s HOST and PORT', () => {
    expect(testConfig({ PUBLIC_URL: 'https://b2b.example.si/trgovina/' }).publicOrigin).toBe(
      'https://b2b.example.si',
    );
    expect(testConfig({ HOST: '127.0.0.1', PORT: '3107' }).publicOrigin).toBe(
      'http://127.0.0.1:3107',
    );
    expect(testConfig({ HOST: '0.0.0.0' }).publicOrigin).toBe('http://localhost:3000');
    const defaults = testConfig();
    expect(defaults.mailFrom).toBe('Gradnik <no-reply@gradnik.si>');
    expect(defaults.passwordResetTtlMinutes).toBe(60);
    expect(defaults.smtpUrl).toBeUndefined();
  });

  it('refuses an SMTP_URL or PUBLIC_URL of another kind, naming the variable', () => {
    expect(() => testConfig({ SMTP_URL: 'http://mail.example.si' })).toThrow(/SMTP_URL/);
    expect(() => testConfig({ PUBLIC_URL: 'ftp://b2b.example.si' })).toThrow(/PUBLIC_URL/);
    expect(testConfig({ SMTP_URL: 'smtps://u:p@mail.example.si:465' }).smtpUrl).toBe(
      'smtps://u:p@mail.example.si:465',
    );
  });
});
