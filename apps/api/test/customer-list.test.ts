// Issue #13 users list and the agent's customer search: GET /api/customer (SPEC §7, §6, §9).
// Expectations are computed from the seeded rows in TypeScript (an independent matcher), so the
// SQL is checked against a second reading of the rules. Runs on PGlite and on PostgreSQL.
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@gradnik/contracts/errors';
import {
  customerListResponseSchema,
  type CustomerListResponse,
} from '@gradnik/contracts/customer-list';
import { impersonateResponseSchema } from '@gradnik/contracts/impersonation';
import { tokenResponseSchema } from '@gradnik/contracts/auth';
import {
  agentPartners,
  customerGroups,
  partnerAddresses,
  partners,
  users,
} from '@gradnik/db/schema/identity';
import { IMPERSONATION_HEADER } from '@gradnik/domain/impersonation';
import { DEMO, openTestDatabase, startApi, tokensFor, type TestDatabase } from './helpers.ts';

let database: TestDatabase;
let app: FastifyInstance;

interface Caller {
  token: string;
  csrf: string;
  userId: number;
  headers?: Record<string, string>;
}

interface Customer {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  status: number;
  partnerId: number;
  partnerNo: string;
  nameShort: string;
  name1: string;
}

let agent: Caller;
let admin: Caller;
let employee: Caller;
let otherAdmin: Caller;
/** Every customer user (customer_admin or customer_employee) with their partner. */
let customers: Customer[];
let assigned: Set<number>;
let unassignedPartnerId: number;
let adminPartnerId: number;

async function caller(email: string): Promise<Caller> {
  const t = await tokensFor(app, email);
  return { token: t.access_token, csrf: t.csrf_token ?? '', userId: Number(t.user.id) };
}

function get(who: Caller | null, query = '', language = 'sl') {
  return app.inject({
    method: 'GET',
    url: `/api/customer${query}`,
    headers: {
      ...(who ? { authorization: `Bearer ${who.token}`, ...who.headers } : {}),
      'accept-language': language,
    },
  });
}

async function list(who: Caller, query = ''): Promise<CustomerListResponse['data']> {
  const response = await get(who, query);
  expect(response.statusCode, response.body).toBe(200);
  return customerListResponseSchema.parse(response.json()).data;
}

/** Every id the caller's list gives for a query, paging through it 50 at a time. */
async function allIds(who: Caller, query: string): Promise<number[]> {
  const ids: number[] = [];
  const joiner = query ? '&' : '';
  for (let page = 1; ; page += 1) {
    const data = await list(who, `?${query}${joiner}per_page=50&page=${page}`);
    ids.push(...data.data.map((row) => Number(row.id)));
    if (page >= data.last_page) return ids;
  }
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The rule of issue #13, read independently of the SQL: every word matches something. */
function matches(c: Customer, search: string): boolean {
  const userKey = fold(`${c.firstname} ${c.lastname} ${c.email}`);
  const partnerKey = fold(`${c.nameShort} ${c.name1}`);
  return search
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => {
      // A word of digits is a partner number's beginning only (decision 031).
      if (/^\d+$/.test(word)) return c.partnerNo.startsWith(word);
      const w = fold(word);
      return userKey.includes(w) || partnerKey.includes(w);
    });
}

/**
 * Gradnje Kovač's users in the demo data: twelve, and since decision 034 a deactivated one and
 * a pending invitation (packages/db seed/invitations.ts).
 */
const OWN_USERS = 14;

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
const agentExpected = (search = '') =>
  sorted(customers.filter((c) => assigned.has(c.partnerId) && matches(c, search)).map((c) => c.id));

beforeAll(async () => {
  database = await openTestDatabase();
  app = await startApi(database.db);
  agent = await caller(DEMO.agent);
  admin = await caller(DEMO.admin);
  employee = await caller(DEMO.employee);
  otherAdmin = await caller(DEMO.otherAdmin);
  const db = database.db;
  customers = await db
    .select({
      id: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      status: users.status,
      partnerId: partners.id,
      partnerNo: partners.partnerNo,
      nameShort: partners.nameShort,
      name1: partners.name1,
    })
    .from(users)
    .innerJoin(partners, eq(partners.id, users.partnerId))
    .innerJoin(customerGroups, eq(customerGroups.id, users.groupId))
    .where(inArray(customerGroups.code, ['customer_admin', 'customer_employee']))
    .then((rows) =>
      rows.map((r) => ({ ...r, nameShort: r.nameShort ?? '', name1: r.name1 ?? '' })),
    );
  const book = await db
    .select({ partnerId: agentPartners.partnerId })
    .from(agentPartners)
    .where(eq(agentPartners.agentUserId, agent.userId));
  assigned = new Set(book.map((b) => b.partnerId));
  const allPartners = await db.select({ id: partners.id }).from(partners);
  unassignedPartnerId = allPartners.find((p) => !assigned.has(p.id))!.id;
  adminPartnerId = customers.find((c) => c.email === DEMO.admin)!.partnerId;
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('GET /api/customer as an agent (issue #13 impersonation, before)', () => {
  it('lists the customers of the assigned partners, never the unassigned partner’s', async () => {
    // The seed's premise: the demo agent serves every partner but one, which has users.
    expect(assigned.size).toBeGreaterThan(10);
    expect(customers.some((c) => c.partnerId === unassignedPartnerId)).toBe(true);
    const first = await list(agent);
    const expected = agentExpected();
    expect(first.total).toBe(expected.length);
    expect(first.per_page).toBe(10);
    expect(first.current_page).toBe(1);
    expect(first.last_page).toBe(Math.ceil(expected.length / 10));
    expect(first.data).toHaveLength(10);
    const ids = await allIds(agent, '');
    expect(sorted(ids)).toEqual(expected);
    const unassigned = new Set(
      customers.filter((c) => c.partnerId === unassignedPartnerId).map((c) => c.id),
    );
    expect(ids.some((id) => unassigned.has(id))).toBe(false);
    // Agents are never listed, and the agent's own row is not a customer.
    expect(ids).not.toContain(agent.userId);
  });

  it('gives each row the customer data, group and the partner’s address ids', async () => {
    const data = await list(agent, `?search=${encodeURIComponent(DEMO.admin)}`);
    expect(data.total).toBe(1);
    const row = data.data[0]!;
    expect(row.id).toBe(String(admin.userId));
    expect(row.customer_data).toMatchObject({
      firstname: 'Mojca',
      lastname: 'Kovač',
      email: DEMO.admin,
      status: 1,
      languageid: 'sl',
      company: 'Gradnje Kovač',
      partner: { id: String(adminPartnerId), PartnerNo: '100101', NameShort: 'Gradnje Kovač' },
    });
    expect(row.customer_group.code).toBe('customer_admin');
    const addresses = await database.db
      .select({ id: partnerAddresses.id })
      .from(partnerAddresses)
      .where(eq(partnerAddresses.partnerId, adminPartnerId))
      .orderBy(asc(partnerAddresses.id));
    expect(addresses.length).toBeGreaterThan(1);
    expect(row.addresses).toEqual(addresses.map((a) => String(a.id)));
  });

  it('orders by company, then last name, first name and id', async () => {
    const rows: CustomerListResponse['data']['data'] = [];
    for (let page = 1; page <= 3; page += 1) {
      rows.push(...(await list(agent, `?per_page=50&page=${page}`)).data);
    }
    // Each partner's users come together, in the database's own name order.
    const runs = rows
      .map((r) => r.customer_data.partner.id)
      .filter((id, i, all) => id !== all[i - 1]);
    expect(new Set(runs).size).toBe(runs.length);
    const firstPartner = Number(rows[0]!.customer_data.partner.id);
    const inDbOrder = await database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.partnerId, firstPartner), ne(users.groupId, 3)))
      .orderBy(asc(users.lastname), asc(users.firstname), asc(users.id));
    const firstRun = rows
      .filter((r) => Number(r.customer_data.partner.id) === firstPartner)
      .map((r) => Number(r.id));
    expect(firstRun).toEqual(inDbOrder.map((r) => r.id));
  });

  it('searches names, e-mails, companies and partner numbers, ignoring case and accents', async () => {
    const searches = [
      'mojca',
      'KOVAČ',
      'kovac',
      'mojca kovac',
      'Gradnje Kovač',
      'uprava@demo.si',
      '@gradnje-kovac',
      '100102',
      '1001',
      'zupancic',
      'Špela',
      'spela',
      'keramika janez',
      'd.o.o. novak',
      'nobody-is-called-this',
      '100%',
      'a_b',
    ];
    for (const search of searches) {
      const ids = await allIds(agent, `search=${encodeURIComponent(search)}`);
      expect(sorted(ids), search).toEqual(agentExpected(search));
    }
    // Real hits, so the comparison above is not all empty lists.
    expect(agentExpected('mojca kovac')).toContain(admin.userId);
    expect(agentExpected('100102').length).toBeGreaterThan(0);
    expect(agentExpected('spela').length).toBeGreaterThan(0);
    const partnerNo = await list(agent, '?search=100102');
    expect(partnerNo.data.every((r) => r.customer_data.partner.PartnerNo === '100102')).toBe(true);
    // The partner number matches from its start only.
    expect((await list(agent, '?search=00102')).total).toBe(agentExpected('00102').length);
    expect(agentExpected('00102')).toEqual([]);
  });

  it('pages: pages are disjoint, in order, and a page past the end is empty', async () => {
    const ten = await list(agent, '?per_page=10');
    const a = await list(agent, '?per_page=5&page=1');
    const b = await list(agent, '?per_page=5&page=2');
    expect([...a.data, ...b.data].map((r) => r.id)).toEqual(ten.data.map((r) => r.id));
    expect(a.last_page).toBe(Math.ceil(a.total / 5));
    const past = await list(agent, `?per_page=5&page=${a.last_page + 1}`);
    expect(past.data).toEqual([]);
    expect(past.total).toBe(a.total);
  });

  it('narrows to one assigned partner; an unassigned one answers 404', async () => {
    const only = await list(agent, `?partner_id=${adminPartnerId}&per_page=50`);
    expect(sorted(only.data.map((r) => Number(r.id)))).toEqual(
      sorted(customers.filter((c) => c.partnerId === adminPartnerId).map((c) => c.id)),
    );
    expect(only.total).toBe(OWN_USERS);
    const refused = await get(agent, `?partner_id=${unassignedPartnerId}`);
    expect(refused.statusCode).toBe(404);
    expect(apiErrorSchema.parse(refused.json()).error).toMatch(/Partner ne obstaja/);
    expect((await get(agent, '?partner_id=2147483647')).statusCode).toBe(404);
    const [address] = await database.db
      .select({ id: partnerAddresses.id })
      .from(partnerAddresses)
      .where(eq(partnerAddresses.partnerId, unassignedPartnerId))
      .limit(1);
    expect((await get(agent, `?partner_address_id=${address!.id}`)).statusCode).toBe(404);
  });

  it('shows deactivated customers with their status', async () => {
    const inactive = customers.filter((c) => c.status === 0 && assigned.has(c.partnerId));
    expect(inactive.length).toBeGreaterThan(0);
    const data = await list(agent, `?search=${encodeURIComponent(inactive[0]!.email)}`);
    expect(data.data.map((r) => [Number(r.id), r.customer_data.status])).toEqual([
      [inactive[0]!.id, 0],
    ]);
  });
});

describe('GET /api/customer as a company (SPEC §6)', () => {
  it('gives an admin their own company’s users only', async () => {
    const own = sorted(customers.filter((c) => c.partnerId === adminPartnerId).map((c) => c.id));
    expect(own).toHaveLength(OWN_USERS);
    expect(sorted(await allIds(admin, ''))).toEqual(own);
    const other = await list(otherAdmin, '');
    expect(other.data.every((r) => r.customer_data.partner.PartnerNo === '100102')).toBe(true);
    expect(other.total).toBe(customers.filter((c) => c.partnerNo === '100102').length);
    // A search never reaches past the company: Novak's company is someone else's.
    expect((await list(admin, '?search=keramika')).total).toBe(0);
    const employeeRow = await list(admin, '?search=nabava');
    expect(employeeRow.data.map((r) => r.customer_data.email)).toEqual([DEMO.employee]);
    expect(employeeRow.data[0]!.customer_group.code).toBe('customer_employee');
  });

  it('accepts its own partner and address, and answers 404 for another company’s', async () => {
    expect((await list(admin, `?partner_id=${adminPartnerId}`)).total).toBe(OWN_USERS);
    const otherPartner = customers.find((c) => c.email === DEMO.otherAdmin)!.partnerId;
    const refused = await get(admin, `?partner_id=${otherPartner}`, 'en');
    expect(refused.statusCode).toBe(404);
    expect(apiErrorSchema.parse(refused.json()).error).toBe(
      'The partner does not exist or is not one you may see.',
    );
    const addresses = await database.db
      .select({ id: partnerAddresses.id, partnerId: partnerAddresses.partnerId })
      .from(partnerAddresses)
      .where(inArray(partnerAddresses.partnerId, [adminPartnerId, otherPartner]));
    const ownAddress = addresses.find((a) => a.partnerId === adminPartnerId)!;
    const otherAddress = addresses.find((a) => a.partnerId === otherPartner)!;
    expect((await list(admin, `?partner_address_id=${ownAddress.id}`)).total).toBe(OWN_USERS);
    const byAddress = await get(admin, `?partner_address_id=${otherAddress.id}`);
    expect(byAddress.statusCode).toBe(404);
    expect(apiErrorSchema.parse(byAddress.json()).error).toMatch(/Naslov ne obstaja/);
  });

  it('refuses an employee with 403 and a message in their language', async () => {
    const sl = await get(employee);
    expect(sl.statusCode).toBe(403);
    expect(apiErrorSchema.parse(sl.json()).error).toBe(
      'Seznam uporabnikov podjetja lahko pregleduje le administrator podjetja.',
    );
    const en = await get(employee, '?search=kovac', 'en');
    expect(en.statusCode).toBe(403);
    expect(apiErrorSchema.parse(en.json()).error).toBe(
      "Only the company's administrator can see the company's users.",
    );
  });

  it('gives an agent acting for an admin that company’s users, not the agent’s book', async () => {
    const start = await app.inject({
      method: 'POST',
      url: '/api/customer/impersonate',
      headers: { authorization: `Bearer ${agent.token}`, 'x-csrf-token': agent.csrf },
      payload: { id: admin.userId, reason: 'Pomoč pri pregledu uporabnikov' },
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
    const t = tokenResponseSchema.parse(exchange.json());
    const acting: Caller = {
      token: t.access_token,
      csrf: t.csrf_token ?? '',
      userId: admin.userId,
      headers: { [IMPERSONATION_HEADER]: ident },
    };
    const data = await list(acting, '?per_page=50');
    expect(data.total).toBe(OWN_USERS);
    expect(data.data.every((r) => r.customer_data.partner.id === String(adminPartnerId))).toBe(
      true,
    );
    expect((await get(acting, `?partner_id=${unassignedPartnerId}`)).statusCode).toBe(404);
  });
});

describe('GET /api/customer input', () => {
  it('answers 401 without a token', async () => {
    const response = await get(null);
    expect(response.statusCode).toBe(401);
  });

  it.each([
    '?page=0',
    '?page=abc',
    '?page=1000001',
    '?per_page=0',
    '?per_page=51',
    '?partner_id=0',
    '?partner_id=x',
    '?partner_id=2147483648',
    '?partner_address_id=-1',
    `?search=${'a'.repeat(101)}`,
    '?search=a&search=b',
    '?sort=name',
  ])('answers 400 for %s with a message', async (query) => {
    const response = await get(admin, query);
    expect(response.statusCode, response.body).toBe(400);
    expect(apiErrorSchema.parse(response.json()).error.length).toBeGreaterThan(0);
  });

  it('trims the search and takes a blank one as none', async () => {
    const all = await list(admin);
    expect((await list(admin, '?search=%20%20')).total).toBe(all.total);
    expect((await list(admin, `?search=${encodeURIComponent('  mojca  ')}`)).total).toBe(1);
    // 100 characters after trimming are allowed.
    const long = await get(admin, `?search=${encodeURIComponent(` ${'a'.repeat(100)} `)}`);
    expect(long.statusCode).toBe(200);
  });
});
