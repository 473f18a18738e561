// Settings (issue #13 "Settings"; SPEC §7 GET /api/customer/settings, POST
// /api/customer/settings/{name} {value 1 or 0}): defaults, changes with their history (newest
// first, with the acting agent while impersonating), newsletterConsent kept in step with the
// SPEC §3 user property, and settings that are personal: never another user's, not even an
// admin's of the same company. Agents acting for nobody have none.
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@gradnik/contracts/errors';
import { impersonateResponseSchema } from '@gradnik/contracts/impersonation';
import {
  settingChangeResponseSchema,
  settingsResponseSchema,
  type Settings,
} from '@gradnik/contracts/settings';
import {
  settingChanges,
  userProperties,
  userSettings,
  users,
} from '@gradnik/db/schema/identity';
import { IMPERSONATION_HEADER } from '@gradnik/domain/impersonation';
import { SETTINGS_MESSAGES } from '../src/modules/settings/messages.ts';
import { csrfTokenFor } from '../src/modules/token/csrf.ts';
import {
  bearer,
  DEMO,
  openTestDatabase,
  startApi,
  TEST_JWT_SECRET,
  TestClock,
  tokensFor,
  type TestDatabase,
} from './helpers.ts';

const DEFAULTS: Settings['values'] = {
  newsletterConsent: 0,
  notifyOrderStatus: 1,
  notifyDocuments: 1,
  notifyOffers: 1,
  notifyComplaints: 1,
};

interface Caller {
  userId: number;
  headers: Record<string, string>;
}

let database: TestDatabase;
let app: FastifyInstance;
const clock = new TestClock(Date.parse('2026-11-24T13:05:00Z'));
let admin: Caller;
let employee: Caller;
let otherAdmin: Caller;
let agent: Caller;

async function callerFor(email: string): Promise<Caller> {
  const tokens = await tokensFor(app, email);
  return {
    userId: Number(tokens.user.id),
    headers: { ...bearer(tokens.access_token), 'x-csrf-token': tokens.csrf_token ?? '' },
  };
}

beforeAll(async () => {
  database = await openTestDatabase();
  app = await startApi(database.db, { clock });
  [admin, employee, otherAdmin, agent] = await Promise.all([
    callerFor(DEMO.admin),
    callerFor(DEMO.employee),
    callerFor(DEMO.otherAdmin),
    callerFor(DEMO.agent),
  ]);
  // The demo data gives users a random newsletterConsent property and some settings: removed
  // here, so these users start as users who never changed a setting (the defaults).
  for (const who of [admin, employee, otherAdmin]) {
    await database.db.delete(userSettings).where(eq(userSettings.userId, who.userId));
    await database.db
      .delete(userProperties)
      .where(
        and(eq(userProperties.userId, who.userId), eq(userProperties.type, 'newsletterConsent')),
      );
  }
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

function get(who: Pick<Caller, 'headers'>, language = 'sl') {
  return app.inject({
    method: 'GET',
    url: '/api/customer/settings',
    headers: { ...who.headers, 'accept-language': language },
  });
}

function post(who: Pick<Caller, 'headers'>, name: string, payload: unknown, language = 'sl') {
  return app.inject({
    method: 'POST',
    url: `/api/customer/settings/${name}`,
    headers: { ...who.headers, 'accept-language': language },
    payload: payload as Record<string, unknown>,
  });
}

async function settingsOf(who: Caller): Promise<Settings> {
  const response = await get(who);
  expect(response.statusCode, response.body).toBe(200);
  return settingsResponseSchema.parse(response.json()).data;
}

async function change(who: Caller, name: string, value: 0 | 1) {
  const response = await post(who, name, { value });
  expect(response.statusCode, response.body).toBe(200);
  return settingChangeResponseSchema.parse(response.json());
}

async function historyRows(userId: number) {
  return database.db.select().from(settingChanges).where(eq(settingChanges.userId, userId));
}

async function consentProperty(userId: number) {
  const rows = await database.db
    .select({ value: userProperties.value })
    .from(userProperties)
    .where(and(eq(userProperties.userId, userId), eq(userProperties.type, 'newsletterConsent')));
  return rows.map((r) => r.value);
}

async function customerProperty(who: Caller): Promise<string | undefined> {
  const response = await app.inject({
    method: 'GET',
    url: '/jsonapi/customer?include=customer/property',
    headers: who.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  const included =
    response.json<{ included?: { type: string; attributes: { type: string; value: string } }[] }>()
      .included ?? [];
  return included.find(
    (i) => i.type === 'customer/property' && i.attributes.type === 'newsletterConsent',
  )?.attributes.value;
}

describe('GET /api/customer/settings', () => {
  it('gives the defaults and no history to a user who never changed anything', async () => {
    expect(await settingsOf(otherAdmin)).toEqual({ values: DEFAULTS, history: [] });
  });

  it('answers 401 without a token', async () => {
    const response = await get({ headers: {} });
    expect(response.statusCode).toBe(401);
    expect(apiErrorSchema.parse(response.json()).statusCode).toBe(401);
  });

  it('answers 403 with a clear message to an agent who is not impersonating (sl and en)', async () => {
    const sl = await get(agent, 'sl');
    expect(sl.statusCode).toBe(403);
    expect(apiErrorSchema.parse(sl.json())).toMatchObject({
      error: SETTINGS_MESSAGES.agentHasNoSettings.sl,
      code: 'agentHasNoSettings',
    });
    const en = await get(agent, 'en');
    expect(en.statusCode).toBe(403);
    expect(apiErrorSchema.parse(en.json()).error).toBe(SETTINGS_MESSAGES.agentHasNoSettings.en);
    const write = await post(agent, 'newsletterConsent', { value: 1 });
    expect(write.statusCode).toBe(403);
    expect(await historyRows(agent.userId)).toHaveLength(0);
  });

  it('is private: never stored by a shared cache', async () => {
    const response = await get(otherAdmin);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});

describe('POST /api/customer/settings/{name}', () => {
  it('changes a setting, reads it back and records the change with its time', async () => {
    const answer = await change(admin, 'newsletterConsent', 1);
    expect(answer.meta).toEqual({ name: 'newsletterConsent', value: 1, changed: true });
    expect(answer.data.values).toEqual({ ...DEFAULTS, newsletterConsent: 1 });
    expect(answer.data.history).toEqual([
      {
        id: expect.any(String) as string,
        name: 'newsletterConsent',
        value: 1,
        changedAt: '2026-11-24T13:05:00.000Z',
        byAgent: false,
        agentName: null,
      },
    ]);
    expect(await settingsOf(admin)).toEqual(answer.data);
    const rows = await historyRows(admin.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'newsletterConsent', value: true, actingUserId: null });
  });

  it('adds no history row when the value does not change', async () => {
    const before = (await settingsOf(admin)).history;
    const again = await change(admin, 'newsletterConsent', 1);
    expect(again.meta.changed).toBe(false);
    expect(again.data.history).toEqual(before);
    // Setting a default that was never stored is no change either.
    const unchanged = await change(admin, 'notifyDocuments', 1);
    expect(unchanged.meta.changed).toBe(false);
    expect(unchanged.data.values.notifyDocuments).toBe(1);
    expect(await historyRows(admin.userId)).toHaveLength(1);
  });

  it('lists the history newest first, each with its own time', async () => {
    clock.advance(60);
    await change(admin, 'notifyOffers', 0);
    clock.advance(60);
    const last = await change(admin, 'newsletterConsent', 0);
    expect(last.data.history.map((h) => [h.name, h.value, h.changedAt])).toEqual([
      ['newsletterConsent', 0, '2026-11-24T13:07:00.000Z'],
      ['notifyOffers', 0, '2026-11-24T13:06:00.000Z'],
      ['newsletterConsent', 1, '2026-11-24T13:05:00.000Z'],
    ]);
    expect(last.data.values).toEqual({ ...DEFAULTS, notifyOffers: 0 });
    expect((await settingsOf(admin)).history).toEqual(last.data.history);
  });

  it('keeps the newsletterConsent user property in step (GET /jsonapi/customer shows it)', async () => {
    await change(admin, 'newsletterConsent', 1);
    expect(await consentProperty(admin.userId)).toEqual(['1']);
    expect(await customerProperty(admin)).toBe('1');
    await change(admin, 'newsletterConsent', 0);
    expect(await consentProperty(admin.userId)).toEqual(['0']);
    expect(await customerProperty(admin)).toBe('0');
    // Notification preferences are no user property.
    await change(admin, 'notifyComplaints', 0);
    const types = await database.db
      .select({ type: userProperties.type })
      .from(userProperties)
      .where(eq(userProperties.userId, admin.userId));
    expect(types.map((t) => t.type)).toContain('newsletterConsent');
    expect(types.map((t) => t.type).filter((t) => t.startsWith('notify'))).toEqual([]);
  });

  it('follows a property set elsewhere (as the demo data writes it) until the setting is changed', async () => {
    await database.db
      .insert(userProperties)
      .values({ userId: otherAdmin.userId, type: 'newsletterConsent', value: 'true' });
    expect((await settingsOf(otherAdmin)).values.newsletterConsent).toBe(1);
    expect(await customerProperty(otherAdmin)).toBe('true');
    // Giving the consent it already has is no change; the property is now written as 1.
    const same = await change(otherAdmin, 'newsletterConsent', 1);
    expect(same.meta.changed).toBe(false);
    expect(await consentProperty(otherAdmin.userId)).toEqual(['1']);
    const withdrawn = await change(otherAdmin, 'newsletterConsent', 0);
    expect(withdrawn.meta.changed).toBe(true);
    expect(withdrawn.data.history[0]).toMatchObject({ name: 'newsletterConsent', value: 0 });
    expect(await customerProperty(otherAdmin)).toBe('0');
  });

  it('answers 404 with a clear message for an unknown name (sl and en), storing nothing', async () => {
    const before = (await historyRows(admin.userId)).length;
    const sl = await post(admin, 'newsletter', { value: 1 }, 'sl');
    expect(sl.statusCode).toBe(404);
    expect(apiErrorSchema.parse(sl.json())).toMatchObject({
      error: 'Nastavitev s tem imenom ne obstaja.',
      code: 'unknownSetting',
    });
    const en = await post(admin, 'toString', { value: 1 }, 'en');
    expect(en.statusCode).toBe(404);
    expect(apiErrorSchema.parse(en.json()).error).toBe('There is no setting with this name.');
    expect(await historyRows(admin.userId)).toHaveLength(before);
  });

  it('answers 400 to anything but a value of 1 or 0', async () => {
    const before = await settingsOf(admin);
    for (const payload of [
      { value: 2 },
      { value: -1 },
      { value: '1' },
      { value: true },
      { value: null },
      {},
      { value: 1, userId: employee.userId },
    ]) {
      const response = await post(admin, 'newsletterConsent', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(apiErrorSchema.parse(response.json()).error.length).toBeGreaterThan(0);
    }
    const en = await post(admin, 'newsletterConsent', { value: 'yes' }, 'en');
    expect(en.statusCode).toBe(400);
    expect(await settingsOf(admin)).toEqual(before);
  });

  it('needs the CSRF token of the session', async () => {
    const response = await post(
      { headers: { authorization: admin.headers.authorization ?? '' } },
      'notifyOffers',
      { value: 1 },
    );
    expect(response.statusCode).toBe(403);
    expect(apiErrorSchema.parse(response.json()).code).toBe('csrf');
    expect((await settingsOf(admin)).values.notifyOffers).toBe(0);
  });

  it('answers 401 without a token', async () => {
    const response = await post({ headers: {} }, 'newsletterConsent', { value: 1 });
    expect(response.statusCode).toBe(401);
  });

  it('counts two simultaneous identical changes once', async () => {
    const [a, b] = await Promise.all([
      post(otherAdmin, 'notifyOrderStatus', { value: 0 }),
      post(otherAdmin, 'notifyOrderStatus', { value: 0 }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const rows = await historyRows(otherAdmin.userId);
    expect(rows.filter((r) => r.name === 'notifyOrderStatus')).toHaveLength(1);
  });
});

describe('settings are personal (issue #13)', () => {
  it('never shows the admin’s settings to an employee of the same company, nor back', async () => {
    const adminNow = await settingsOf(admin);
    expect(adminNow.history.length).toBeGreaterThan(0);
    expect(await settingsOf(employee)).toEqual({ values: DEFAULTS, history: [] });

    await change(employee, 'notifyDocuments', 0);
    const employeeNow = await settingsOf(employee);
    expect(employeeNow.values.notifyDocuments).toBe(0);
    expect(employeeNow.history).toHaveLength(1);
    expect(await settingsOf(admin)).toEqual(adminNow);
    expect(await consentProperty(employee.userId)).toEqual([]);
  });
});

describe('while an agent impersonates the user', () => {
  it('records the change with the acting agent and shows the agent’s name', async () => {
    // The real flow (SPEC §7 POST /api/customer/impersonate): the agent starts a visit and acts
    // with the impersonated token, the visit's ident header and that session's CSRF token.
    const started = await app.inject({
      method: 'POST',
      url: '/api/customer/impersonate',
      headers: agent.headers,
      payload: { id: employee.userId, reason: 'Pomoč pri nastavitvah' },
    });
    expect(started.statusCode, started.body).toBe(200);
    const { ident, impersonated } = impersonateResponseSchema.parse(started.json()).result;
    const sessionId = decodeJwt(impersonated.access_token).sid;
    const userId = employee.userId;
    const acting: Caller = {
      userId,
      headers: {
        ...bearer(impersonated.access_token),
        [IMPERSONATION_HEADER]: ident,
        'x-csrf-token': csrfTokenFor(TEST_JWT_SECRET, {
          userId,
          sessionId: typeof sessionId === 'string' ? sessionId : undefined,
        }),
      },
    };
    clock.advance(60);
    const answer = await change(acting, 'newsletterConsent', 1);
    const [agentRow] = await database.db
      .select({ firstname: users.firstname, lastname: users.lastname })
      .from(users)
      .where(eq(users.id, agent.userId));
    expect(answer.data.history[0]).toMatchObject({
      name: 'newsletterConsent',
      value: 1,
      byAgent: true,
      agentName: `${agentRow?.firstname} ${agentRow?.lastname}`,
    });
    // The user sees the same history, the agent's change included.
    expect((await settingsOf(employee)).history[0]).toEqual(answer.data.history[0]);
    const rows = await historyRows(userId);
    expect(rows.find((r) => r.name === 'newsletterConsent')?.actingUserId).toBe(agent.userId);
    expect(await consentProperty(userId)).toEqual(['1']);
  });
});
