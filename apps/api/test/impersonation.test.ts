// Issue #13 impersonation, API level: SPEC §4–§6 rules and §5 messages one by one, the agent's
// book, the visit's header and limits, the one exchange, and the company's audit. Runs on
// PGlite and on PostgreSQL (the postgres project).
import { desc, eq, isNull, ne, and } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@gradnik/contracts/errors';
import {
  depersonateResponseSchema,
  impersonateResponseSchema,
  impersonationAuditResponseSchema,
  type ImpersonateResponse,
} from '@gradnik/contracts/impersonation';
import { tokenResponseSchema } from '@gradnik/contracts/auth';
import { placedOrderDocumentSchema } from '@gradnik/contracts/order';
import { products } from '@gradnik/db/schema/catalog';
import { orders } from '@gradnik/db/schema/commerce';
import { simItemTraits } from '@gradnik/erp/simulator-rules';
import { agentPartners, impersonationSessions, users } from '@gradnik/db/schema/identity';
import { IMPERSONATION_HEADER } from '@gradnik/domain/impersonation';
import {
  DEMO,
  DEMO_PASSWORD,
  openTestDatabase,
  startApi,
  TestClock,
  tokensFor,
  type TestDatabase,
} from './helpers.ts';

let database: TestDatabase;
let app: FastifyInstance;
const clock = new TestClock(Date.parse('2026-11-24T09:00:00Z'));

interface Caller {
  token: string;
  csrf: string;
  userId: number;
}

let agent: Caller;
let otherAgent: Caller;
let admin: Caller;
let employee: Caller;
let otherAdmin: Caller;
let unassignedUserId: number;

async function caller(email: string): Promise<Caller> {
  const t = await tokensFor(app, email);
  return { token: t.access_token, csrf: t.csrf_token ?? '', userId: Number(t.user.id) };
}

function call(
  who: { token: string; csrf?: string },
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method,
    url,
    headers: {
      authorization: `Bearer ${who.token}`,
      ...(who.csrf ? { 'x-csrf-token': who.csrf } : {}),
      ...headers,
    },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function start(who: Caller, id: number, reason = 'Naročilo po telefonu') {
  const res = await call(who, 'POST', '/api/customer/impersonate', { id, reason });
  return res;
}

async function visitFor(who: Caller, id: number): Promise<ImpersonateResponse['result']> {
  const res = await start(who, id);
  expect(res.statusCode, res.body).toBe(200);
  return impersonateResponseSchema.parse(res.json()).result;
}

/** The app server's exchange: the visit's session as the agent's browser will use it. */
async function exchanged(who: Caller, ident: string) {
  const res = await call(who, 'POST', '/api/customer/impersonate/session', { ident });
  expect(res.statusCode, res.body).toBe(200);
  const t = tokenResponseSchema.parse(res.json());
  return { token: t.access_token, csrf: t.csrf_token ?? '', refresh: t.refresh_token, ident };
}

const errorOf = (body: string) => apiErrorSchema.parse(JSON.parse(body)).error;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await startApi(database.db, { clock });
  agent = await caller(DEMO.agent);
  admin = await caller(DEMO.admin);
  employee = await caller(DEMO.employee);
  otherAdmin = await caller(DEMO.otherAdmin);
  const [other] = await database.db
    .select({ email: users.email })
    .from(users)
    .where(and(isNull(users.partnerId), ne(users.id, agent.userId)))
    .limit(1);
  otherAgent = await caller(other!.email);
  // The one partner the demo agent does not serve (the seed's last partner).
  const served = await database.db
    .select({ partnerId: agentPartners.partnerId })
    .from(agentPartners)
    .where(eq(agentPartners.agentUserId, agent.userId));
  const servedIds = new Set(served.map((s) => s.partnerId));
  const candidates = await database.db
    .select({ id: users.id, partnerId: users.partnerId, status: users.status })
    .from(users)
    .orderBy(desc(users.partnerId));
  unassignedUserId = candidates.find(
    (u) => u.partnerId !== null && !servedIds.has(u.partnerId) && u.status === 1,
  )!.id;
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('starting (SPEC §4, §6, §7)', () => {
  it('lets an agent act for a user of a partner they serve, with a 64-character ident', async () => {
    const visit = await visitFor(agent, admin.userId);
    expect(visit.ident).toMatch(/^[0-9a-f]{64}$/);
    expect(visit.impersonator).toMatchObject({ id: agent.userId, name: 'Tina Golob' });
    expect(visit.impersonated).toMatchObject({ id: admin.userId, name: 'Mojca Kovač' });
    const [row] = await database.db
      .select()
      .from(impersonationSessions)
      .where(eq(impersonationSessions.impersonatedUserId, admin.userId))
      .orderBy(desc(impersonationSessions.id))
      .limit(1);
    expect(row).toMatchObject({ agentUserId: agent.userId, reason: 'Naročilo po telefonu' });
    // Only the ident's hash is kept.
    expect(row!.ident).not.toBe(visit.ident);
  });

  it('refuses a customer who tries to impersonate', async () => {
    const res = await start(admin, employee.userId);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res.body)).toBe('Prevzeti uporabnika lahko le prodajni zastopnik.');
  });

  it('refuses a user of a partner the agent does not serve', async () => {
    const res = await start(agent, unassignedUserId);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res.body)).toBe('To podjetje ni med strankami, ki jih zastopate.');
  });

  it('asks for a reason, and knows no agents or unknown users as customers', async () => {
    expect((await start(agent, admin.userId, '  ')).statusCode).toBe(400);
    expect((await start(agent, otherAgent.userId)).statusCode).toBe(400);
    expect((await start(agent, 2_000_000_000)).statusCode).toBe(404);
  });

  it("says 'Impersonacija je že v teku.' when a visit's token tries to start another", async () => {
    const visit = await visitFor(agent, employee.userId);
    const inside = await exchanged(agent, visit.ident);
    const res = await call(
      inside,
      'POST',
      '/api/customer/impersonate',
      {
        id: admin.userId,
        reason: 'Še en obisk',
      },
      { [IMPERSONATION_HEADER]: visit.ident },
    );
    expect(res.statusCode).toBe(409);
    expect(errorOf(res.body)).toBe('Impersonacija je že v teku.');
  });
});

describe('the visit (SPEC §6: the impersonated token with a header naming the session)', () => {
  it('acts as the customer only with the ident header; the start tokens end at the exchange', async () => {
    const visit = await visitFor(agent, employee.userId);
    const before = { token: visit.impersonated.access_token };
    const withIdent = { [IMPERSONATION_HEADER]: visit.ident };
    expect((await call(before, 'GET', '/jsonapi/customer', undefined, withIdent)).statusCode).toBe(
      200,
    );

    const inside = await exchanged(agent, visit.ident);
    // The copy the browser saw is dead now; the exchanged one works, with the header only.
    expect((await call(before, 'GET', '/jsonapi/customer', undefined, withIdent)).statusCode).toBe(
      401,
    );
    const me = await call(inside, 'GET', '/jsonapi/customer', undefined, withIdent);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ data: { attributes: { email: DEMO.employee } } });

    const bare = await call(inside, 'GET', '/jsonapi/customer');
    expect(bare.statusCode).toBe(401);
    expect(errorOf(bare.body)).toBe('Žeton impersonacije velja le znotraj njene seje.');
    const forged = await call(inside, 'GET', '/jsonapi/customer', undefined, {
      [IMPERSONATION_HEADER]: 'a'.repeat(64),
    });
    expect(forged.statusCode).toBe(401);
  });

  it('is exchanged once, by its own agent only', async () => {
    const visit = await visitFor(agent, employee.userId);
    const stranger = await call(otherAgent, 'POST', '/api/customer/impersonate/session', {
      ident: visit.ident,
    });
    expect(stranger.statusCode).toBe(400);
    expect(errorOf(stranger.body)).toBe('Invalid impersonation ident');
    await exchanged(agent, visit.ident);
    const again = await call(agent, 'POST', '/api/customer/impersonate/session', {
      ident: visit.ident,
    });
    expect(again.statusCode).toBe(409);
  });

  it("answers 'Neznana seja impersonacije.' to an ident that is not 64 characters", async () => {
    for (const ident of ['a'.repeat(63), 'a'.repeat(65), '']) {
      const res = await call(agent, 'POST', '/api/customer/impersonate/session', { ident });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res.body)).toBe('Neznana seja impersonacije.');
    }
    const forged = await call(agent, 'POST', '/api/customer/impersonate/session', {
      ident: 'b'.repeat(64),
    });
    expect(errorOf(forged.body)).toBe('Invalid impersonation ident');
  });

  it('places an order as the customer and records the acting agent (SPEC §6; issue #13)', async () => {
    const visit = await visitFor(agent, admin.userId);
    const inside = await exchanged(agent, visit.ident);
    const header = { [IMPERSONATION_HEADER]: visit.ident, 'x-csrf-token': inside.csrf };
    const current = await call(inside, 'GET', '/api/customer/impersonation', undefined, header);
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({
      data: { impersonator: { id: agent.userId }, impersonated: { id: admin.userId } },
    });
    const codes = await database.db.select({ id: products.id, code: products.code }).from(products);
    const product = codes.find((p) => {
      const traits = simItemTraits(p.code, '100101');
      return traits.stockClass === 'in-stock' && !traits.routingPriceDrift;
    })!;
    const added = await call(
      inside,
      'POST',
      '/jsonapi/basket?id=default&related=product',
      {
        data: [{ attributes: { 'product.id': String(product.id), quantity: 1 } }],
      },
      header,
    );
    expect(added.statusCode, added.body).toBeLessThan(300);
    const placed = await call(
      inside,
      'POST',
      '/jsonapi/basket?id=default',
      {
        mode: 'insert',
        data: { partnerno: '100101', attributes: {} },
      },
      { ...header, 'idempotency-key': 'agent-visit-0001' },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const placedDoc = placedOrderDocumentSchema.parse(placed.json()).data;
    const id = Number(placedDoc.id);
    const orderNo = placedDoc.attributes['order.number'];
    const [order] = await database.db
      .select({ userId: orders.userId, actingUserId: orders.actingUserId })
      .from(orders)
      .where(eq(orders.id, id));
    expect(order).toEqual({ userId: admin.userId, actingUserId: agent.userId });
    // The orders list says 'placed by agent X for Y' (issue #13), to the customer too.
    const list = await call(admin, 'GET', `/api/orders?q=${encodeURIComponent(orderNo)}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({
      data: { data: [{ id: String(id), agent: { name: 'Tina Golob' } }] },
    });
  });
});

describe('stopping (SPEC §4, §5, §7)', () => {
  it('stops with in, out and ident, then refuses the token and a second stop', async () => {
    const visit = await visitFor(agent, employee.userId);
    const inside = await exchanged(agent, visit.ident);
    const header = { [IMPERSONATION_HEADER]: visit.ident };
    const wrong = await call(
      inside,
      'POST',
      '/api/customer/depersonate',
      {
        in: admin.userId,
        out: agent.userId,
        ident: visit.ident,
      },
      header,
    );
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong.body)).toBe('Invalid impersonation ident');

    const res = await call(
      inside,
      'POST',
      '/api/customer/depersonate',
      {
        in: employee.userId,
        out: agent.userId,
        ident: visit.ident,
      },
      header,
    );
    expect(res.statusCode).toBe(200);
    expect(depersonateResponseSchema.parse(res.json()).result).toBe(true);
    expect((await call(inside, 'GET', '/jsonapi/customer', undefined, header)).statusCode).toBe(
      401,
    );

    const again = await call(agent, 'POST', '/api/customer/depersonate', {
      in: employee.userId,
      out: agent.userId,
      ident: visit.ident,
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again.body)).toBe('Impersonacija ni v teku.');
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      payload: { refresh_token: inside.refresh },
    });
    expect(refresh.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('answers in English for /en', async () => {
    const res = await call(
      agent,
      'POST',
      '/api/customer/depersonate',
      {
        in: employee.userId,
        out: agent.userId,
        ident: 'x',
      },
      { 'accept-language': 'en' },
    );
    expect(res.statusCode).toBe(400);
    expect(errorOf(res.body)).toBe('Unknown impersonation session.');
  });

  it('ends a visit left idle for the configured time, and refreshes it no more', async () => {
    // A short idle limit, so the visit runs out before the access token does.
    const strict = await startApi(database.db, {
      clock,
      env: { IMPERSONATION_IDLE_MINUTES: '5' },
    });
    try {
      const as = async (email: string) => {
        const t = tokenResponseSchema.parse(
          (
            await strict.inject({
              method: 'POST',
              url: '/api/token',
              payload: { email, password: DEMO_PASSWORD },
            })
          ).json(),
        );
        return { token: t.access_token, csrf: t.csrf_token ?? '' };
      };
      const me = await as(DEMO.agent);
      const inject = (who: { token: string; csrf: string }, url: string, payload: object, h = {}) =>
        strict.inject({
          method: 'POST',
          url,
          headers: { authorization: `Bearer ${who.token}`, 'x-csrf-token': who.csrf, ...h },
          payload,
        });
      const visit = impersonateResponseSchema.parse(
        (
          await inject(me, '/api/customer/impersonate', {
            id: employee.userId,
            reason: 'Kratek obisk',
          })
        ).json(),
      ).result;
      const inside = tokenResponseSchema.parse(
        (await inject(me, '/api/customer/impersonate/session', { ident: visit.ident })).json(),
      );
      const header = { [IMPERSONATION_HEADER]: visit.ident };
      clock.advance(6 * 60);
      const res = await strict.inject({
        method: 'GET',
        url: '/jsonapi/customer',
        headers: { authorization: `Bearer ${inside.access_token}`, ...header },
      });
      expect(res.statusCode).toBe(401);
      expect(errorOf(res.body)).toBe('Impersonacija je končana. Prijavite se znova.');
      const [row] = await database.db
        .select({ endReason: impersonationSessions.endReason })
        .from(impersonationSessions)
        .where(eq(impersonationSessions.reason, 'Kratek obisk'));
      expect(row?.endReason).toBe('idle');
      const refresh = await strict.inject({
        method: 'POST',
        url: '/api/token/refresh',
        payload: { refresh_token: inside.refresh_token },
      });
      expect(refresh.statusCode).toBeGreaterThanOrEqual(400);
    } finally {
      await strict.close();
    }
  });
});

describe('the audit (issue #13)', () => {
  it("shows the company's admin who acted for them, when, and what they did", async () => {
    const visit = await visitFor(agent, employee.userId);
    const inside = await exchanged(agent, visit.ident);
    const header = { [IMPERSONATION_HEADER]: visit.ident };
    const add = await call(inside, 'POST', '/api/orders/999999/reorder', {}, header);
    expect(add.statusCode).toBe(404);
    // A POST that only reads (SPEC §7's notification list) is not among what the visit did.
    const read = await call(inside, 'POST', '/api/notifications/user', { status: 'all' }, header);
    expect(read.statusCode).toBe(200);
    await call(
      inside,
      'POST',
      '/api/customer/depersonate',
      {
        in: employee.userId,
        out: agent.userId,
        ident: visit.ident,
      },
      header,
    );

    const res = await call(admin, 'GET', '/api/partner/impersonations');
    expect(res.statusCode).toBe(200);
    const log = impersonationAuditResponseSchema.parse(res.json()).data;
    const newest = log.data[0]!;
    expect(newest).toMatchObject({
      agent: 'Tina Golob',
      customer: 'Luka Zupan',
      reason: 'Naročilo po telefonu',
      endReason: 'stopped',
    });
    expect(newest.actions.map((a) => `${a.method} ${a.route} ${a.statusCode}`)).toEqual([
      'POST /api/orders/:id/reorder 404',
      'POST /api/customer/depersonate 200',
    ]);
    // The seed's history is there too, across pages.
    expect(log.total).toBeGreaterThan(log.data.length);
  });

  it("is the admin's only: an employee gets 403, another company sees none of it", async () => {
    expect((await call(employee, 'GET', '/api/partner/impersonations')).statusCode).toBe(403);
    expect((await call(agent, 'GET', '/api/partner/impersonations')).statusCode).toBe(403);
    const other = impersonationAuditResponseSchema.parse(
      (await call(otherAdmin, 'GET', '/api/partner/impersonations')).json(),
    ).data;
    expect(
      other.data.every((v) => v.customer !== 'Luka Zupan' && v.customer !== 'Mojca Kovač'),
    ).toBe(true);
  });
});
