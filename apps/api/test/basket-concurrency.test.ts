// Issue #5 on real concurrency (PostgreSQL only: PGlite has one connection and hides races):
// parallel adds of the same product from several tabs add up, parallel placing makes exactly one
// order and leaves the basket empty.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, like } from 'drizzle-orm';
import { products } from '@gradnik/db/schema/catalog';
import { orders } from '@gradnik/db/schema/commerce';
import { simItemTraits } from '@gradnik/erp/simulator-rules';
import { basketDocumentSchema } from '@gradnik/contracts/basket';
import { DEMO, openTestDatabase, startApi, tokensFor, type TestDatabase } from './helpers.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (!onPostgres) {
  console.warn(
    'basket-concurrency.test.ts: SKIPPED on PGlite (single connection hides races); run it with ' +
      "--project '@gradnik/api (postgres)' and TEST_DATABASE_URL",
  );
}

describe.skipIf(!onPostgres)('basket concurrency on PostgreSQL (issue #5)', () => {
  let tdb: TestDatabase;
  let app: FastifyInstance;
  let headers: Record<string, string>;
  let employeeHeaders: Record<string, string>;
  let partnerNo: string;
  let productId: number;

  beforeAll(async () => {
    tdb = await openTestDatabase();
    app = await startApi(tdb.db);
    const t = await tokensFor(app, DEMO.admin);
    headers = { authorization: `Bearer ${t.access_token}`, 'x-csrf-token': t.csrf_token ?? '' };
    const e = await tokensFor(app, DEMO.employee);
    employeeHeaders = {
      authorization: `Bearer ${e.access_token}`,
      'x-csrf-token': e.csrf_token ?? '',
    };
    const customer = await app.inject({
      method: 'GET',
      url: '/jsonapi/customer?include=partner',
      headers,
    });
    partnerNo =
      (
        customer.json<{ included?: { attributes?: { PartnerNo?: string } }[] }>().included ?? []
      ).find((i) => i.attributes?.PartnerNo)?.attributes?.PartnerNo ?? '';
    const rows = await tdb.db
      .select({ id: products.id, code: products.code, min: products.minimumSalesUnitRetail })
      .from(products)
      .where(eq(products.catalogStatus, 1));
    const found = rows.find((p) => {
      const traits = simItemTraits(p.code, partnerNo);
      return p.min === 1 && traits.stockClass === 'in-stock' && !traits.routingPriceDrift;
    });
    if (!found) throw new Error('no in-stock product without price drift in the demo data');
    productId = found.id;
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await tdb?.close();
  });

  const add = (h: Record<string, string>, id = 'default') =>
    app.inject({
      method: 'POST',
      url: `/jsonapi/basket?id=${id}&related=product`,
      headers: h,
      payload: { data: [{ attributes: { 'product.id': String(productId), quantity: 1 } }] },
    });

  it('20 parallel adds of the same product into a basket that does not exist yet add up to 20', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => add(employeeHeaders, 'inquiry')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    const basket = await app.inject({
      method: 'GET',
      url: '/jsonapi/basket?id=inquiry',
      headers: employeeHeaders,
    });
    expect(basketDocumentSchema.parse(basket.json()).included).toHaveLength(1);
    expect(
      basketDocumentSchema.parse(basket.json()).included[0]?.attributes['order.product.quantity'],
    ).toBe(20);
  });

  it('5 parallel placings with one key make exactly one order with the same answer, basket empty', async () => {
    await add(headers);
    const place = () =>
      app.inject({
        method: 'POST',
        url: '/jsonapi/basket?id=default',
        headers: { ...headers, 'idempotency-key': 'parallel-key-0001' },
        payload: { mode: 'insert', data: { partnerno: partnerNo, attributes: {} } },
      });
    const answers = await Promise.all(Array.from({ length: 5 }, place));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    const ids = new Set(answers.map((a) => a.json<{ data: { id: string } }>().data.id));
    expect(ids.size).toBe(1);
    const stored = await tdb.db
      .select()
      .from(orders)
      .where(like(orders.idempotencyKey, '%parallel-key-0001'));
    expect(stored).toHaveLength(1);
    const basket = await app.inject({ method: 'GET', url: '/jsonapi/basket?id=default', headers });
    expect(basketDocumentSchema.parse(basket.json()).data.attributes.count).toBe(0);
  });

  it('5 parallel placings without a key still make one order for one basket state', async () => {
    await add(headers);
    const before = await tdb.db.select({ id: orders.id }).from(orders);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        app.inject({
          method: 'POST',
          url: '/jsonapi/basket?id=default',
          headers,
          payload: { mode: 'insert', data: { partnerno: partnerNo, attributes: {} } },
        }),
      ),
    );
    const after = await tdb.db.select({ id: orders.id }).from(orders);
    expect(after.length - before.length).toBe(1);
    // The others either returned that order or found the basket already placed (empty).
    for (const a of answers) expect([200, 201, 400]).toContain(a.statusCode);
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    const basket = await app.inject({ method: 'GET', url: '/jsonapi/basket?id=default', headers });
    expect(basketDocumentSchema.parse(basket.json()).data.attributes.count).toBe(0);
  });
});
