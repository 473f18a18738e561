// Issue #13 "Users": the company admin changes a user's role, deactivates and reactivates them
// (decision 032). Users of the generated company 100104 'Instalacije Kos' (one admin, three
// employees), never the demo sign-ins. Runs on PGlite and on PostgreSQL (the postgres project).
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@gradnik/contracts/errors';
import { impersonateResponseSchema } from '@gradnik/contracts/impersonation';
import { tokenResponseSchema } from '@gradnik/contracts/auth';
import {
  customerGroupsResponseSchema,
  managedUserResponseSchema,
} from '@gradnik/contracts/user-management';
import {
  agentPartners,
  authSessions,
  customerGroups,
  partners,
  refreshTokens,
  users,
} from '@gradnik/db/schema/identity';
import { IMPERSONATION_HEADER } from '@gradnik/domain/impersonation';
import {
  DEMO,
  login,
  openTestDatabase,
  startApi,
  tokensFor,
  type TestDatabase,
} from './helpers.ts';

let database: TestDatabase;
let app: FastifyInstance;

interface Caller {
  token: string;
  csrf: string;
  refresh: string;
  userId: number;
  headers?: Record<string, string>;
}

const KOS = {
  admin: 'ales.zajc@instalacije-kos.si',
  mateja: 'mateja.kolar@instalacije-kos.si',
  sara: 'sara.kovacic@instalacije-kos.si',
  maja: 'maja.koren@instalacije-kos.si',
} as const;

let ids: Record<keyof typeof KOS, number>;
let kosPartnerId: number;
let ales: Caller;
let sara: Caller;
let agent: Caller;
let otherAdmin: Caller;

async function caller(email: string): Promise<Caller> {
  const t = await tokensFor(app, email);
  return {
    token: t.access_token,
    csrf: t.csrf_token ?? '',
    refresh: t.refresh_token ?? '',
    userId: Number(t.user.id),
  };
}

function post(
  who: Caller,
  url: string,
  payload?: object,
  opts: { locale?: string; csrf?: boolean } = {},
) {
  return app.inject({
    method: 'POST',
    url,
    headers: {
      authorization: `Bearer ${who.token}`,
      ...(opts.csrf === false ? {} : { 'x-csrf-token': who.csrf }),
      ...(opts.locale ? { 'accept-language': opts.locale } : {}),
      ...who.headers,
    },
    ...(payload === undefined ? {} : { payload }),
  });
}

const role = (who: Caller, id: number | string, group: string, locale?: string) =>
  post(who, `/api/customer/${id}/role`, { group }, { locale });
const deactivate = (who: Caller, id: number | string, locale?: string) =>
  post(who, `/api/customer/${id}/deactivate`, undefined, { locale });
const reactivate = (who: Caller, id: number | string) =>
  post(who, `/api/customer/${id}/reactivate`);

function ok(response: Awaited<ReturnType<typeof post>>) {
  expect(response.statusCode, response.body).toBe(200);
  return managedUserResponseSchema.parse(response.json());
}

const refreshWith = (refreshToken: string) =>
  app.inject({
    method: 'POST',
    url: '/api/token/refresh',
    payload: { refresh_token: refreshToken },
  });

const errorOf = (response: { body: string }) => apiErrorSchema.parse(JSON.parse(response.body));

/** The company's users as the database holds them: email → [group code, status]. */
async function state(): Promise<Record<string, [string, number]>> {
  const rows = await database.db
    .select({ email: users.email, code: customerGroups.code, status: users.status })
    .from(users)
    .innerJoin(customerGroups, eq(customerGroups.id, users.groupId))
    .where(eq(users.partnerId, kosPartnerId));
  return Object.fromEntries(rows.map((r) => [r.email, [r.code, r.status]]));
}

async function activeAdmins(): Promise<string[]> {
  const s = await state();
  return Object.entries(s)
    .filter(([, [code, status]]) => code === 'customer_admin' && status === 1)
    .map(([email]) => email)
    .sort();
}

beforeAll(async () => {
  database = await openTestDatabase();
  app = await startApi(database.db);
  const [kos] = await database.db
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.partnerNo, '100104'));
  kosPartnerId = kos!.id;
  const rows = await database.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, Object.values(KOS)));
  const byEmail = new Map(rows.map((r) => [r.email, r.id]));
  ids = {
    admin: byEmail.get(KOS.admin)!,
    mateja: byEmail.get(KOS.mateja)!,
    sara: byEmail.get(KOS.sara)!,
    maja: byEmail.get(KOS.maja)!,
  };
  ales = await caller(KOS.admin);
  sara = await caller(KOS.sara);
  agent = await caller(DEMO.agent);
  otherAdmin = await caller(DEMO.otherAdmin);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('the seeded company', () => {
  it('has one active admin and three active employees', async () => {
    expect(await state()).toEqual({
      [KOS.admin]: ['customer_admin', 1],
      [KOS.mateja]: ['customer_employee', 1],
      [KOS.sara]: ['customer_employee', 1],
      [KOS.maja]: ['customer_employee', 1],
    });
  });
});

describe('GET /api/customer/groups (SPEC §7)', () => {
  it('gives the admin the two customer groups, never the agent group', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/customer/groups',
      headers: { authorization: `Bearer ${ales.token}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = customerGroupsResponseSchema.parse(response.json());
    expect(data.map((g) => g.code).sort()).toEqual(['customer_admin', 'customer_employee']);
  });

  it('refuses an employee and an agent with 403', async () => {
    for (const who of [sara, agent]) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/customer/groups',
        headers: { authorization: `Bearer ${who.token}` },
      });
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('who may manage (issue #13: the API refuses, not only the screen)', () => {
  it('refuses an employee with 403 in the request language', async () => {
    const sl = await role(sara, ids.maja, 'customer_admin');
    expect(sl.statusCode).toBe(403);
    expect(errorOf(sl).error).toBe('Uporabnike podjetja lahko upravlja le administrator podjetja.');
    const en = await post(sara, `/api/customer/${ids.maja}/deactivate`, undefined, {
      locale: 'en',
    });
    expect(en.statusCode).toBe(403);
    expect(errorOf(en).error).toBe(
      "Only the company's administrator can manage the company's users.",
    );
    expect((await reactivate(sara, ids.maja)).statusCode).toBe(403);
    expect((await state())[KOS.maja]).toEqual(['customer_employee', 1]);
  });

  it('refuses an agent who is not impersonating with 403', async () => {
    expect((await role(agent, ids.maja, 'customer_admin')).statusCode).toBe(403);
    expect((await deactivate(agent, ids.maja)).statusCode).toBe(403);
  });

  it("answers another company's admin 404 for this company's users, as for an unknown id", async () => {
    const foreign = await deactivate(otherAdmin, ids.maja, 'en');
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign).error).toBe(
      'The user does not exist or is not a user of your company.',
    );
    expect((await role(otherAdmin, ids.admin, 'customer_employee')).statusCode).toBe(404);
    expect((await reactivate(otherAdmin, ids.maja)).statusCode).toBe(404);
    const unknown = await deactivate(ales, 2_000_000_000);
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).error).toBe('Uporabnik ne obstaja ali ni uporabnik vašega podjetja.');
    // An agent's id is not a company user either.
    expect((await deactivate(ales, agent.userId)).statusCode).toBe(404);
    expect((await state())[KOS.maja]).toEqual(['customer_employee', 1]);
    expect((await state())[KOS.admin]).toEqual(['customer_admin', 1]);
  });

  it('answers 400 for ids that are not record ids and for an unknown group', async () => {
    for (const id of ['2147483648', '99999999999', 'abc', '0', '-1', '1.5']) {
      const response = await deactivate(ales, id);
      expect(response.statusCode, id).toBe(400);
    }
    expect((await role(ales, ids.maja, 'gradnik_agent')).statusCode).toBe(400);
    expect((await post(ales, `/api/customer/${ids.maja}/role`, {})).statusCode).toBe(400);
  });

  it('needs the CSRF header', async () => {
    const response = await post(ales, `/api/customer/${ids.maja}/deactivate`, undefined, {
      csrf: false,
    });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('csrf');
    expect((await state())[KOS.maja]).toEqual(['customer_employee', 1]);
  });
});

describe('role change', () => {
  it('promotes and demotes an employee, answering the row in the list shape', async () => {
    const promoted = ok(await role(ales, ids.mateja, 'customer_admin'));
    expect(promoted.changed).toBe(true);
    expect(promoted.data.id).toBe(String(ids.mateja));
    expect(promoted.data.customer_group.code).toBe('customer_admin');
    expect(promoted.data.customer_data.email).toBe(KOS.mateja);
    expect(promoted.data.customer_data.partner.PartnerNo).toBe('100104');
    expect(promoted.data.addresses.length).toBeGreaterThan(0);
    expect((await state())[KOS.mateja]).toEqual(['customer_admin', 1]);

    const again = ok(await role(ales, ids.mateja, 'customer_admin'));
    expect(again.changed).toBe(false);
    expect(again.data.customer_group.code).toBe('customer_admin');

    const demoted = ok(await role(ales, ids.mateja, 'customer_employee'));
    expect(demoted.changed).toBe(true);
    expect((await state())[KOS.mateja]).toEqual(['customer_employee', 1]);
  });

  it('refuses to demote or deactivate the last active admin (himself) with 409 in sl and en', async () => {
    const sl = await role(ales, ids.admin, 'customer_employee');
    expect(sl.statusCode).toBe(409);
    expect(errorOf(sl).error).toMatch(/^Zadnjemu aktivnemu administratorju podjetja/);
    expect(errorOf(sl).code).toBe('lastAdmin');
    const en = await deactivate(ales, ids.admin, 'en');
    expect(en.statusCode).toBe(409);
    expect(errorOf(en).error).toMatch(/^The company's last active administrator cannot be demoted/);
    expect(await activeAdmins()).toEqual([KOS.admin]);
  });

  it('lets an admin demote himself while another active admin remains', async () => {
    ok(await role(ales, ids.mateja, 'customer_admin'));
    const self = ok(await role(ales, ids.admin, 'customer_employee'));
    expect(self.changed).toBe(true);
    expect(await activeAdmins()).toEqual([KOS.mateja]);
    // His sessions ended with the change (issue #25): the old token is refused at once.
    expect((await role(ales, ids.admin, 'customer_admin')).statusCode).toBe(401);
    // Mateja, now the only admin, restores him and steps back.
    const mateja = await caller(KOS.mateja);
    ok(await role(mateja, ids.admin, 'customer_admin'));
    expect((await role(mateja, ids.mateja, 'customer_employee')).statusCode).toBe(200);
    expect(await activeAdmins()).toEqual([KOS.admin]);
    ales = await caller(KOS.admin);
  });

  it("takes effect at once: the changed user's sessions end, promoted or demoted (issue #25)", async () => {
    const customers = (who: Caller) =>
      app.inject({
        method: 'GET',
        url: '/api/customer',
        headers: { authorization: `Bearer ${who.token}` },
      });
    let matejaNow = await caller(KOS.mateja);
    expect((await customers(matejaNow)).statusCode).toBe(403);
    ok(await role(ales, ids.mateja, 'customer_admin'));
    expect((await customers(matejaNow)).statusCode).toBe(401);
    matejaNow = await caller(KOS.mateja);
    expect((await customers(matejaNow)).statusCode).toBe(200);
    // Demoted: the admin's reads (users' e-mails and phones) end with the change, not 15 min later.
    ok(await role(ales, ids.mateja, 'customer_employee'));
    expect((await customers(matejaNow)).statusCode).toBe(401);
    expect((await refreshWith(matejaNow.refresh)).statusCode).toBe(401);
    // The same role again changes nothing and ends nothing.
    matejaNow = await caller(KOS.mateja);
    expect(ok(await role(ales, ids.mateja, 'customer_employee')).changed).toBe(false);
    expect((await customers(matejaNow)).statusCode).toBe(403);
  });
});

describe('deactivation and reactivation', () => {
  it("ends the user's sessions at once: the existing token and refresh token are refused", async () => {
    const maja = await caller(KOS.maja);
    const session = () =>
      app.inject({
        method: 'GET',
        url: '/api/token/session',
        headers: { authorization: `Bearer ${maja.token}` },
      });
    // 204: the session lives (token routes.ts).
    expect((await session()).statusCode).toBe(204);

    const done = ok(await deactivate(ales, ids.maja));
    expect(done.changed).toBe(true);
    expect(done.data.customer_data.status).toBe(0);
    expect((await state())[KOS.maja]).toEqual(['customer_employee', 0]);

    // Right after, not after the liveness cache's 500 ms.
    expect((await session()).statusCode).toBe(401);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      payload: { refresh_token: maja.refresh },
    });
    expect(refreshed.statusCode).not.toBe(200);
    expect((await login(app, KOS.maja)).statusCode).not.toBe(200);
    const sessions = await database.db
      .select({ revokedAt: authSessions.revokedAt })
      .from(authSessions)
      .where(eq(authSessions.userId, ids.maja));
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.every((s) => s.revokedAt !== null)).toBe(true);
    const live = await database.db
      .select({ revokedAt: refreshTokens.revokedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, ids.maja));
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((t) => t.revokedAt !== null)).toBe(true);
  });

  it('answers an already deactivated user unchanged, and reactivates', async () => {
    const again = ok(await deactivate(ales, ids.maja));
    expect(again.changed).toBe(false);
    expect(again.data.customer_data.status).toBe(0);

    const back = ok(await reactivate(ales, ids.maja));
    expect(back.changed).toBe(true);
    expect(back.data.customer_data.status).toBe(1);
    expect(ok(await reactivate(ales, ids.maja)).changed).toBe(false);
    expect((await state())[KOS.maja]).toEqual(['customer_employee', 1]);
    const signIn = await login(app, KOS.maja);
    expect(signIn.statusCode, signIn.body).toBe(200);
    tokenResponseSchema.parse(signIn.json());
  });

  it('a deactivated admin no longer counts: the remaining admin is the last one', async () => {
    ok(await role(ales, ids.mateja, 'customer_admin'));
    ok(await deactivate(ales, ids.mateja));
    expect(await activeAdmins()).toEqual([KOS.admin]);
    expect((await deactivate(ales, ids.admin)).statusCode).toBe(409);
    // A disabled admin may be demoted (no active admin is lost).
    ok(await role(ales, ids.mateja, 'customer_employee'));
    ok(await reactivate(ales, ids.mateja));
    expect((await state())[KOS.mateja]).toEqual(['customer_employee', 1]);
  });
});

describe('two admins at the same moment (one transaction, admin rows locked)', () => {
  it('demoting each other leaves exactly one active admin', async () => {
    ok(await role(ales, ids.mateja, 'customer_admin'));
    const mateja = await caller(KOS.mateja);
    const answers = await Promise.all([
      role(ales, ids.mateja, 'customer_employee'),
      role(mateja, ids.admin, 'customer_employee'),
    ]);
    const codes = answers.map((a) => a.statusCode).sort();
    // One wins; the other is then either the last admin (409) or no longer an admin (403).
    expect(codes[0]).toBe(200);
    // …or its sessions ended with the winner's change (401).
    expect([401, 403, 409]).toContain(codes[1]);
    expect((await activeAdmins()).length).toBe(1);
  });

  it('deactivating each other leaves exactly one active admin', async () => {
    const [admin] = await activeAdmins();
    const first = admin === KOS.admin ? ales : await caller(KOS.mateja);
    const otherId = admin === KOS.admin ? ids.mateja : ids.admin;
    ok(await role(first, otherId, 'customer_admin'));
    const a = await caller(KOS.admin);
    const m = await caller(KOS.mateja);
    const answers = await Promise.all([deactivate(a, ids.mateja), deactivate(m, ids.admin)]);
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([401, 403, 409]).toContain(codes[1]);
    expect((await activeAdmins()).length).toBe(1);
  });
});

describe('an agent impersonating the admin (issue #25, decision 032 "Visits")', () => {
  let acting: Caller;

  beforeAll(async () => {
    // Restore: Aleš the active admin, Mateja an active employee.
    await database.db
      .update(users)
      .set({ status: 1 })
      .where(inArray(users.id, [ids.admin, ids.mateja]));
    const [adminGroup] = await database.db
      .select({ id: customerGroups.id })
      .from(customerGroups)
      .where(eq(customerGroups.code, 'customer_admin'));
    const [employeeGroup] = await database.db
      .select({ id: customerGroups.id })
      .from(customerGroups)
      .where(eq(customerGroups.code, 'customer_employee'));
    await database.db.update(users).set({ groupId: adminGroup!.id }).where(eq(users.id, ids.admin));
    await database.db
      .update(users)
      .set({ groupId: employeeGroup!.id })
      .where(inArray(users.id, [ids.mateja, ids.sara]));
    await database.db
      .insert(agentPartners)
      .values({ agentUserId: agent.userId, partnerId: kosPartnerId })
      .onConflictDoNothing();
    // The races above may have ended his sessions.
    ales = await caller(KOS.admin);

    const start = await post(agent, '/api/customer/impersonate', {
      id: ids.admin,
      reason: 'Pomoč pri upravljanju uporabnikov',
    });
    expect(start.statusCode, start.body).toBe(200);
    const { ident } = impersonateResponseSchema.parse(start.json()).result;
    const exchange = await post(agent, '/api/customer/impersonate/session', { ident });
    expect(exchange.statusCode, exchange.body).toBe(200);
    const t = tokenResponseSchema.parse(exchange.json());
    acting = {
      token: t.access_token,
      csrf: t.csrf_token ?? '',
      refresh: '',
      userId: ids.admin,
      headers: { [IMPERSONATION_HEADER]: ident },
    };
  });

  it('sees the company\'s groups', async () => {
    const groups = await app.inject({
      method: 'GET',
      url: '/api/customer/groups',
      headers: { authorization: `Bearer ${acting.token}`, ...acting.headers },
    });
    expect(groups.statusCode, groups.body).toBe(200);
    expect(customerGroupsResponseSchema.parse(groups.json()).data.length).toBeGreaterThan(0);
  });

  it('changes no role and (de)activates no one, in the request\'s language', async () => {
    const before = await state();
    const refused = [
      await role(acting, ids.sara, 'customer_admin'),
      await role(acting, ids.admin, 'customer_employee', 'en'),
      await deactivate(acting, ids.mateja),
      await reactivate(acting, ids.mateja),
    ];
    for (const response of refused) expect(response.statusCode, response.body).toBe(403);
    expect(errorOf(refused[0]!).error).toContain('Med delom v imenu stranke');
    expect(errorOf(refused[1]!).error).toContain('While acting for a customer');
    expect(await state()).toEqual(before);
  });

  it('invites no one: neither an admin for itself nor an employee', async () => {
    const before = await state();
    for (const group of ['customer_admin', 'customer_employee']) {
      const invite = await post(acting, '/api/customer/invite', {
        email: `zastopnik-${group}@example.si`,
        firstname: 'Zastopnik',
        lastname: 'Sam',
        group,
        language: 'sl',
      });
      expect(invite.statusCode, invite.body).toBe(403);
      expect(errorOf(invite).error).toContain('Med delom v imenu stranke');
    }
    expect(await state()).toEqual(before);
  });

  it('withdraws no invitation the admin sent, but may resend it', async () => {
    const invite = await post(ales, '/api/customer/invite', {
      email: 'novi.monter@instalacije-kos.si',
      firstname: 'Novi',
      lastname: 'Monter',
      group: 'customer_employee',
      language: 'sl',
    });
    expect(invite.statusCode, invite.body).toBe(201);
    const invitedId = Number(invite.json<{ data: { id: string } }>().data.id);
    const withdraw = await post(acting, `/api/customer/${invitedId}/invitation/withdraw`);
    expect(withdraw.statusCode, withdraw.body).toBe(403);
    expect((await state())['novi.monter@instalacije-kos.si']).toBeDefined();
    const resend = await post(acting, `/api/customer/${invitedId}/invitation/resend`);
    expect(resend.statusCode, resend.body).toBe(200);
    // Another company's user is refused before anything is looked up.
    const foreign = await post(acting, `/api/customer/${otherAdmin.userId}/invitation/withdraw`);
    expect(foreign.statusCode, foreign.body).toBe(403);
  });
});
