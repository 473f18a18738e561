// The orders list, GET /api/orders (issue #12; SPEC §2 Orders list): the company's orders and
// inquiries, filtered and paged; never another company's.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@gradnik/contracts/errors';
import {
  orderDetailResponseSchema,
  orderListResponseSchema,
  orderPlacersResponseSchema,
} from '@gradnik/contracts/order';
import { orderLines, orders } from '@gradnik/db/schema/commerce';
import { users } from '@gradnik/db/schema/identity';
import { inArray } from 'drizzle-orm';
import {
  bearer,
  DEMO,
  openTestDatabase,
  startApi,
  tokensFor,
  type TestDatabase,
} from './helpers.ts';

let database: TestDatabase;
let app: FastifyInstance;
const tokens: Record<string, string> = {};
const people: Record<string, { id: number; partnerId: number }> = {};

/** Orders placed straight into the tables: the list reads them as placing leaves them. */
async function placeOrder(
  who: { id: number; partnerId: number },
  fields: {
    no: string;
    at: string;
    total: number;
    net?: number;
    vat?: number;
    transport?: number;
    status?: string;
    kind?: 'order' | 'inquiry';
    ref?: string;
    lines?: {
      itemNo: string;
      ean: string;
      deliveryDate: string | null;
      value?: number;
      vat?: number;
    }[];
  },
) {
  const [order] = await database.db
    .insert(orders)
    .values({
      orderNo: fields.no,
      kind: fields.kind ?? 'order',
      partnerId: who.partnerId,
      userId: who.id,
      status: fields.status ?? 'received',
      customerRef: fields.ref ?? null,
      recipient: {
        partner_address_id: 'PA1',
        name: 'Gradbišče Vič',
        street: 'Tržaška 1',
        post: '1000',
        city: 'Ljubljana',
      },
      totalNet: fields.net ?? 0,
      totalVat: fields.vat ?? 0,
      totalGross: fields.total,
      transportCosts: fields.transport ?? null,
      createdAt: new Date(fields.at),
    })
    .returning();
  if (!order) throw new Error('no order');
  const lines = fields.lines ?? [];
  if (lines.length > 0) {
    await database.db.insert(orderLines).values(
      lines.map((line, index) => ({
        orderId: order.id,
        lineNo: index + 1,
        itemNo: line.itemNo,
        ean: line.ean,
        name: `Izdelek ${line.itemNo}`,
        quantityBase: 2,
        quantityRetail: 1,
        baseUnitOfMeasure: 'KG',
        retailUnitOfMeasure: 'VRE',
        priceBasicRetailUnit: line.value === undefined ? null : line.value / 0.9,
        priceForPartnerRetailUnit: line.value ?? null,
        discountRetailUnit: line.value === undefined ? null : 10,
        lineValue: line.value ?? 0,
        vat: line.vat ?? 22,
        deliveryDate: line.deliveryDate,
      })),
    );
  }
  return order.id;
}

let adminOrderId = 0;
let foreignOrderId = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await startApi(database.db);
  for (const [role, email] of Object.entries(DEMO)) {
    tokens[role] = (await tokensFor(app, email)).access_token;
  }
  const rows = await database.db
    .select({ id: users.id, email: users.email, partnerId: users.partnerId })
    .from(users)
    .where(inArray(users.email, [DEMO.admin, DEMO.employee, DEMO.otherAdmin]));
  for (const row of rows) {
    if (row.partnerId === null) throw new Error(`${row.email} has no partner`);
    people[row.email] = { id: row.id, partnerId: row.partnerId };
  }
  const admin = people[DEMO.admin] as { id: number; partnerId: number };
  const employee = people[DEMO.employee] as { id: number; partnerId: number };
  const other = people[DEMO.otherAdmin] as { id: number; partnerId: number };
  // 1 March 2026 at 00:30 in Ljubljana is still 28 February in UTC.
  adminOrderId = await placeOrder(admin, {
    no: 'T-ORDER-1',
    at: '2001-02-28T23:30:00Z',
    // Lines 90 at 22 % and 10 at 9.5 %, transport 10 with 2.20 VAT.
    net: 100,
    vat: 22.95,
    transport: 10,
    total: 120.5,
    status: 'invoiced',
    ref: 'Hiša Novak',
    lines: [
      { itemNo: 'CEM-25', ean: '3830000000011', deliveryDate: '2001-03-03', value: 90 },
      { itemNo: 'LEP-5', ean: '3830000000028', deliveryDate: '2001-03-05', value: 10, vat: 9.5 },
    ],
  });
  await placeOrder(employee, {
    no: 'T-ORDER-2',
    at: '2001-03-15T10:00:00Z',
    total: 980,
    status: 'shipped',
    ref: 'Blok B_2',
    lines: [{ itemNo: 'OPK-1', ean: '3830000000035', deliveryDate: null }],
  });
  await placeOrder(employee, {
    no: 'T-INQ-1',
    at: '2001-03-31T21:59:00Z',
    total: 45,
    kind: 'inquiry',
  });
  foreignOrderId = await placeOrder(other, {
    no: 'T-FOREIGN-1',
    at: '2001-03-10T10:00:00Z',
    total: 77,
    ref: 'Hiša Novak',
    lines: [{ itemNo: 'CEM-25', ean: '3830000000011', deliveryDate: '2001-03-12' }],
  });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

function get(url: string, role: keyof typeof DEMO = 'admin', language = 'sl') {
  return app.inject({
    method: 'GET',
    url,
    headers: { ...bearer(tokens[role] ?? ''), 'accept-language': language },
  });
}

/** The list within 2001 (the test's orders) unless the query sets its own days. */
async function list(query: string, role: keyof typeof DEMO = 'admin') {
  const days = query.includes('date_') ? '' : 'date_from=2001-01-01&date_to=2001-12-31';
  const joined = [query.replace(/^\?/, ''), days].filter(Boolean).join('&');
  const response = await get(`/api/orders?${joined}`, role);
  expect(response.statusCode, response.body).toBe(200);
  return orderListResponseSchema.parse(response.json()).data;
}

const numbers = (page: { data: { number: string }[] }) => page.data.map((o) => o.number);

describe('GET /api/orders', () => {
  it("lists the company's orders and inquiries newest first, with who placed them", async () => {
    const page = await list('');
    expect(numbers(page)).toEqual(['T-INQ-1', 'T-ORDER-2', 'T-ORDER-1']);
    expect(page).toMatchObject({ total: 3, current_page: 1, per_page: 10, last_page: 1 });
    const first = page.data.find((o) => o.number === 'T-ORDER-1');
    expect(first).toMatchObject({
      kind: 'order',
      reference: 'Hiša Novak',
      recipient: 'Gradbišče Vič',
      totalGross: 120.5,
      status: 'invoiced',
      deliveryFrom: '2001-03-03',
      deliveryTo: '2001-03-05',
      agent: null,
      placedBy: { id: String(people[DEMO.admin]?.id) },
    });
  });

  it('shows an employee every order of the company, and another company none of them', async () => {
    expect(numbers(await list('', 'employee'))).toEqual(['T-INQ-1', 'T-ORDER-2', 'T-ORDER-1']);
    expect(numbers(await list('', 'otherAdmin'))).toEqual(['T-FOREIGN-1']);
    // Another company's user as placed_by finds nothing, not their orders.
    const stranger = people[DEMO.otherAdmin]?.id;
    expect(numbers(await list(`?placed_by=${stranger}`))).toEqual([]);
  });

  it('filters by status, kind, who placed it and Ljubljana calendar days', async () => {
    expect(numbers(await list('?status=shipped'))).toEqual(['T-ORDER-2']);
    expect(numbers(await list('?kind=inquiry'))).toEqual(['T-INQ-1']);
    expect(numbers(await list(`?placed_by=${people[DEMO.employee]?.id}`))).toEqual([
      'T-INQ-1',
      'T-ORDER-2',
    ]);
    // 1 March local (00:00:00 to 23:59:59) holds the order of 28 February 23:30 UTC.
    expect(numbers(await list('?date_from=2001-03-01&date_to=2001-03-01'))).toEqual(['T-ORDER-1']);
    // 31 March 23:59 local is 21:59 UTC: inside; 1 April is not.
    expect(numbers(await list('?date_from=2001-03-31&date_to=2001-03-31'))).toEqual(['T-INQ-1']);
    expect(numbers(await list('?date_from=2001-04-01&date_to=2001-12-31'))).toEqual([]);
  });

  it('searches order numbers and references in part, product codes and EANs whole', async () => {
    expect(numbers(await list('?q=order-2'))).toEqual(['T-ORDER-2']);
    expect(numbers(await list('?q=novak'))).toEqual(['T-ORDER-1']);
    expect(numbers(await list('?q=CEM-25'))).toEqual(['T-ORDER-1']);
    expect(numbers(await list('?q=3830000000035'))).toEqual(['T-ORDER-2']);
    expect(numbers(await list('?q=CEM'))).toEqual([]);
    // LIKE wildcards are text: '_' matches only an underscore.
    expect(numbers(await list('?q=B_2'))).toEqual(['T-ORDER-2']);
    expect(numbers(await list('?q=%25'))).toEqual([]);
  });

  it('sorts by date or value and pages 10, 20 or 50 at a time', async () => {
    expect(numbers(await list('?sort=date'))).toEqual(['T-ORDER-1', 'T-ORDER-2', 'T-INQ-1']);
    expect(numbers(await list('?sort=-value'))).toEqual(['T-ORDER-2', 'T-ORDER-1', 'T-INQ-1']);
    expect(numbers(await list('?sort=value'))).toEqual(['T-INQ-1', 'T-ORDER-1', 'T-ORDER-2']);
    const second = await list('?per_page=20&page=2');
    expect(second).toMatchObject({ data: [], total: 3, current_page: 2, per_page: 20 });
  });

  const bad: [string, RegExp][] = [
    ['status=lost', /status/],
    ['date_from=2001-02-30', /date_from: must be a calendar day/],
    ['date_from=01.03.2026', /date_from/],
    ['date_from=2001-03-02&date_to=2001-03-01', /date_from must not be after date_to/],
    ['page=0', /page/],
    ['page=1000000000', /page/],
    ['per_page=15', /per_page/],
    ['placed_by=2147483648', /placed_by: must be a positive integer id/],
    ['sort=price', /sort/],
    [`q=${'x'.repeat(101)}`, /q/],
    ['q=a%00b', /./],
    ['colour=red', /colour/],
  ];
  for (const [query, message] of bad) {
    it(`answers ${query.slice(0, 40)} with a clear 400`, async () => {
      const response = await get(`/api/orders?${query}`);
      expect(response.statusCode, response.body).toBe(400);
      expect(apiErrorSchema.parse(response.json()).error).toMatch(message);
    });
  }

  it('answers 401 without a token and 403 to an agent acting for no company', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/api/orders' });
    expect(anonymous.statusCode).toBe(401);
    const agent = await get('/api/orders', 'agent');
    expect(agent.statusCode).toBe(403);
    expect(apiErrorSchema.parse(agent.json()).error).toMatch(/prevzemite/);
  });
});

describe('GET /api/orders/placers', () => {
  it("lists the company's users by name for the 'placed by' filter, never another company's", async () => {
    const response = await get('/api/orders/placers');
    expect(response.statusCode, response.body).toBe(200);
    const { data } = orderPlacersResponseSchema.parse(response.json());
    const admin = people[DEMO.admin] as { id: number };
    const employee = people[DEMO.employee] as { id: number };
    const other = people[DEMO.otherAdmin] as { id: number };
    const ids = data.map((u) => u.id);
    expect(ids).toContain(String(admin.id));
    expect(ids).toContain(String(employee.id));
    expect(ids).not.toContain(String(other.id));
    expect(data.every((u) => u.name.length > 0)).toBe(true);
    // The filter it feeds: the employee's orders only.
    const mine = await list(`placed_by=${employee.id}`);
    expect(new Set(mine.data.map((o) => o.placedBy.id))).toEqual(new Set([String(employee.id)]));
  });
});

describe('GET /api/orders/:id', () => {
  it('shows an own order with its lines, parties and VAT by rate', async () => {
    const response = await get(`/api/orders/${adminOrderId}`, 'employee');
    expect(response.statusCode, response.body).toBe(200);
    const { data } = orderDetailResponseSchema.parse(response.json());
    expect(data).toMatchObject({
      number: 'T-ORDER-1',
      status: 'invoiced',
      reference: 'Hiša Novak',
      recipient: { name: 'Gradbišče Vič', city: 'Ljubljana' },
      agent: null,
    });
    expect(data.lines.map((l) => [l.code, l.lineValue, l.vat, l.discountPercent])).toEqual([
      ['CEM-25', 90, 22, 10],
      ['LEP-5', 10, 9.5, 10],
    ]);
    expect(data.lines[0]).toMatchObject({ quantityBase: 2, baseUnit: 'KG', retailUnit: 'VRE' });
    expect(data.totals).toEqual({
      net: 100,
      byRate: [
        { rate: 22, base: 90, vat: 19.8 },
        { rate: 9.5, base: 10, vat: 0.95 },
      ],
      transport: 10,
      transportVat: 2.2,
      vat: 22.95,
      gross: 120.5,
    });
  });

  it("answers 404 for another company's order, in the request's language", async () => {
    const foreign = await get(`/api/orders/${foreignOrderId}`);
    expect(foreign.statusCode).toBe(404);
    expect(apiErrorSchema.parse(foreign.json()).error).toBe('Naročilo ne obstaja.');
    const english = await get(`/api/orders/${foreignOrderId}`, 'admin', 'en');
    expect(apiErrorSchema.parse(english.json()).error).toBe('The order does not exist.');
    // Its own company sees it.
    expect((await get(`/api/orders/${foreignOrderId}`, 'otherAdmin')).statusCode).toBe(200);
  });

  for (const id of ['0', '2147483648', 'abc', '1.5']) {
    it(`answers the id ${id} with a clear 400`, async () => {
      const response = await get(`/api/orders/${id}`);
      expect(response.statusCode, response.body).toBe(400);
      expect(apiErrorSchema.parse(response.json()).error).toMatch(/id/);
    });
  }

  it('answers 403 to an agent acting for no company', async () => {
    expect((await get(`/api/orders/${adminOrderId}`, 'agent')).statusCode).toBe(403);
  });
});
