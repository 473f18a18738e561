// Reorder from an order (issue #12): POST /api/orders/:id/reorder puts all or the chosen lines
// into the caller's cart at today's ERP prices, merged with what is there, and says what it
// skipped and why. Never another company's order.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basketDocumentSchema } from '@gradnik/contracts/basket';
import { reorderResponseSchema } from '@gradnik/contracts/reorder';
import { products } from '@gradnik/db/schema/catalog';
import { orderLines, orders } from '@gradnik/db/schema/commerce';
import { partners, users } from '@gradnik/db/schema/identity';
import { simItemTraits } from '@gradnik/erp/simulator-rules';
import { asc, eq } from 'drizzle-orm';
import { buildApi } from '../src/app.ts';
import { createErpClient } from '@gradnik/erp/client';
import {
  basketSession,
  DEMO,
  openTestDatabase,
  startApi,
  testConfig,
  type BasketSession,
  type TestDatabase,
} from './helpers.ts';

let database: TestDatabase;
let app: FastifyInstance;
let admin: BasketSession;
let other: BasketSession;
let employee: BasketSession;
let orderId = 0;
let foreignOrderId = 0;
let inStock: { id: number; code: string; min: number }[] = [];
let outOfStock: { id: number; code: string } | undefined;
let withdrawn: { id: number; code: string } | undefined;

async function userOf(email: string) {
  const [row] = await database.db
    .select({ id: users.id, partnerId: users.partnerId, partnerNo: partners.partnerNo })
    .from(users)
    .innerJoin(partners, eq(partners.id, users.partnerId))
    .where(eq(users.email, email));
  if (!row?.partnerId) throw new Error(`${email} has no partner`);
  return { id: row.id, partnerId: row.partnerId, partnerNo: row.partnerNo };
}

async function insertOrder(
  who: { id: number; partnerId: number },
  no: string,
  lines: { product: { id: number; code: string }; quantity: number; price: number }[],
) {
  const [order] = await database.db
    .insert(orders)
    .values({ orderNo: no, kind: 'order', partnerId: who.partnerId, userId: who.id })
    .returning();
  if (!order) throw new Error('no order');
  await database.db.insert(orderLines).values(
    lines.map((line, index) => ({
      orderId: order.id,
      lineNo: index + 1,
      productId: line.product.id,
      itemNo: line.product.code,
      name: `Izdelek ${line.product.code}`,
      quantityBase: line.quantity,
      quantityRetail: line.quantity,
      priceForPartnerRetailUnit: line.price,
      lineValue: line.price * line.quantity,
    })),
  );
  return order.id;
}

beforeAll(async () => {
  database = await openTestDatabase();
  app = await startApi(database.db);
  admin = await basketSession(app, database.db, DEMO.admin);
  employee = await basketSession(app, database.db, DEMO.employee);
  other = await basketSession(app, database.db, DEMO.otherAdmin);
  const buyer = await userOf(DEMO.admin);
  const sellable = await database.db
    .select({ id: products.id, code: products.code, min: products.minimumSalesUnitRetail })
    .from(products)
    .where(eq(products.catalogStatus, 1))
    .orderBy(asc(products.id))
    .limit(200);
  const traits = (code: string) => simItemTraits(code, buyer.partnerNo).stockClass;
  inStock = sellable.filter((p) => traits(p.code) === 'in-stock').slice(0, 3);
  outOfStock = sellable.find((p) => traits(p.code) === 'out-of-stock');
  withdrawn = sellable.at(-1);
  if (inStock.length < 3 || !outOfStock || !withdrawn) throw new Error('catalogue too small');
  await database.db.update(products).set({ catalogStatus: 0 }).where(eq(products.id, withdrawn.id));
  orderId = await insertOrder(buyer, 'T-REORDER-1', [
    { product: inStock[0]!, quantity: inStock[0]!.min * 2, price: 0.01 },
    { product: inStock[1]!, quantity: inStock[1]!.min, price: 5 },
    { product: outOfStock, quantity: 1, price: 3 },
    { product: withdrawn, quantity: 1, price: 4 },
  ]);
  foreignOrderId = await insertOrder(await userOf(DEMO.otherAdmin), 'T-REORDER-F', [
    { product: inStock[2]!, quantity: inStock[2]!.min, price: 1 },
  ]);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

function reorder(session: BasketSession, id: number, payload: unknown = {}, language = 'sl') {
  return app.inject({
    method: 'POST',
    url: `/api/orders/${id}/reorder`,
    headers: { ...session.auth, 'accept-language': language },
    payload: payload as Record<string, unknown>,
  });
}

async function cart(session: BasketSession) {
  const response = await app.inject({
    method: 'GET',
    url: '/jsonapi/basket?id=default',
    headers: session.auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return basketDocumentSchema.parse(response.json());
}

const quantityOf = (document: Awaited<ReturnType<typeof cart>>, productId: number) =>
  document.included
    ?.flatMap((r) => (r.type === 'basket/product' ? [r.attributes] : []))
    .find((a) => a['order.product.prodid'] === String(productId))?.['order.product.quantity'];

describe('POST /api/orders/:id/reorder', () => {
  it('adds what can be bought at today’s price and reports every skipped line', async () => {
    const response = await reorder(admin, orderId);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = reorderResponseSchema.parse(response.json());
    expect(data.added.map((l) => l.lineNo)).toEqual([1, 2]);
    const first = data.added[0]!;
    expect(first.priceThen).toBe(0.01);
    expect(first.priceNow).toBeGreaterThan(0);
    expect(first.priceChange).toBeCloseTo(first.priceNow - 0.01, 2);
    expect(data.skipped.map((l) => [l.lineNo, l.reason])).toEqual([
      [3, 'out_of_stock'],
      [4, 'withdrawn'],
    ]);
    expect(data.skipped[0]?.productId).toBe(String(outOfStock?.id));
    expect(data.skipped[1]?.productId).toBeNull();
  });

  it('merges into the cart: the same line reordered again adds up', async () => {
    const before = await cart(admin);
    const line = inStock[1]!;
    const had = quantityOf(before, line.id) ?? 0;
    const response = await reorder(admin, orderId, {
      lines: [{ lineNo: 2, quantity: line.min * 3 }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = reorderResponseSchema.parse(response.json());
    expect(data.added).toHaveLength(1);
    expect(data.added[0]?.quantity).toBe(line.min * 3);
    const after = await cart(admin);
    expect(quantityOf(after, line.id)).toBe(had + line.min * 3);
    // The other lines already in the cart stay.
    expect(quantityOf(after, inStock[0]!.id)).toBeDefined();
  });

  it("answers 404 for another company's order and adds nothing", async () => {
    const before = JSON.stringify(await cart(admin));
    const response = await reorder(admin, foreignOrderId, {}, 'en');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'The order does not exist.' });
    expect(JSON.stringify(await cart(admin))).toBe(before);
    expect((await reorder(other, orderId)).statusCode).toBe(404);
  });

  it("lets an employee reorder the company's order into their own cart", async () => {
    const response = await reorder(employee, orderId, { lines: [{ lineNo: 1, quantity: 1 }] });
    expect(response.statusCode, response.body).toBe(200);
    expect(quantityOf(await cart(employee), inStock[0]!.id)).toBeDefined();
  });

  it.each([
    [{ lines: [{ lineNo: 9, quantity: 1 }] }, 'Izbrane postavke ni na tem dokumentu.'],
    [{ lines: [] }, undefined],
    [{ lines: [{ lineNo: 1, quantity: 0 }] }, undefined],
    [
      {
        lines: [
          { lineNo: 1, quantity: 1 },
          { lineNo: 1, quantity: 2 },
        ],
      },
      undefined,
    ],
    [{ lines: [{ lineNo: 2 ** 31, quantity: 1 }] }, undefined],
    [{ everything: true }, undefined],
  ])('answers %j with a clear 400', async (payload, message) => {
    const response = await reorder(admin, orderId, payload);
    expect(response.statusCode, response.body).toBe(400);
    if (message) expect(response.json()).toMatchObject({ error: message });
  });

  it('needs the CSRF token', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/reorder`,
      headers: { authorization: admin.auth.authorization ?? '' },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
  });

  it('skips everything as check_failed when the ERP fails, and adds nothing', async () => {
    // An ERP that cannot be reached: every price and stock lookup fails (SPEC §8).
    const fresh = await buildApi({
      db: database.db,
      config: testConfig(),
      logger: false,
      erp: createErpClient({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 500 }),
    });
    try {
      await fresh.ready();
      const session = await basketSession(fresh, database.db, DEMO.admin);
      const response = await fresh.inject({
        method: 'POST',
        url: `/api/orders/${orderId}/reorder`,
        headers: session.auth,
        payload: {},
      });
      expect(response.statusCode, response.body).toBe(200);
      const { data } = reorderResponseSchema.parse(response.json());
      expect(data.added).toEqual([]);
      expect(data.skipped.map((l) => l.reason)).toEqual([
        'check_failed',
        'check_failed',
        'check_failed',
        'withdrawn',
      ]);
    } finally {
      await fresh.close();
    }
  });
});
