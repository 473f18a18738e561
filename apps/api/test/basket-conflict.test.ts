// Issue #10 §5: the basket never charges what the buyer did not see. A change of lines makes the
// stored routing result void; placing compares the transport cost the buyer saw with the one it
// would charge and answers 409 with the new figure; every 409 of placing is the one contract
// shape (packages/contracts basket-conflict.ts) that the cart parses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  basketDocumentSchema,
  routingCheckDocumentSchema,
  type BasketDocument,
} from '@gradnik/contracts/basket';
import { placedOrderDocumentSchema } from '@gradnik/contracts/order';
import { basketConflictSchema } from '@gradnik/contracts/basket-conflict';
import { products } from '@gradnik/db/schema/catalog';
import { orders } from '@gradnik/db/schema/commerce';
import { simItemTraits, simWeightKg } from '@gradnik/erp/simulator-rules';
import {
  basketSession,
  DEMO,
  openTestDatabase,
  startApi,
  type BasketSession,
  type TestDatabase,
} from './helpers.ts';

type Session = BasketSession;

let tdb: TestDatabase;
let app: FastifyInstance;
/** Keramika Novak (Repro): pays the code-4 transport cost (SPEC §4). */
let buyer: Session;
/** Gradnje Kovač (Wholesale, inquiries allowed): no transport cost, sends inquiries. */
let inquirer: Session;
let items: { id: number; code: string }[];

const session = (email: string) => basketSession(app, tdb.db, email);

function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  who: Session = buyer,
): Promise<LightMyRequestResponse> {
  return app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });
}

/** Heavy in-stock products without price drift: their weight moves the transport cost. */
function heavy(count: number, drift = false) {
  const found = items.filter((p) => {
    const t = simItemTraits(p.code, buyer.partnerNo);
    return t.stockClass === 'in-stock' && t.routingPriceDrift === drift && simWeightKg(p.code) > 8;
  });
  if (found.length < count) throw new Error('not enough products with the wanted traits');
  return found.slice(0, count);
}

const add = (productId: number, quantity: number, id = 'default', who = buyer) =>
  call(
    'POST',
    `/jsonapi/basket?id=${id}&related=product`,
    { data: [{ attributes: { 'product.id': String(productId), quantity } }] },
    who,
  );
const getBasket = async (): Promise<BasketDocument> =>
  basketDocumentSchema.parse((await call('GET', '/jsonapi/basket?id=default')).json());
const lineId = (doc: BasketDocument, productId: number) => {
  const line = doc.included.find((l) => l.attributes['order.product.prodid'] === String(productId));
  if (!line) throw new Error(`product ${productId} is not in the basket`);
  return line.id;
};
const check = async () =>
  routingCheckDocumentSchema.parse(
    (await call('POST', '/jsonapi/basket?id=default&related=routing', {})).json(),
  ).data;
const place = (attributes: object = {}, id = 'default', who = buyer) =>
  call(
    'POST',
    `/jsonapi/basket?id=${id}`,
    { mode: 'insert', data: { partnerno: who.partnerNo, attributes } },
    who,
  );

beforeAll(async () => {
  tdb = await openTestDatabase();
  app = await startApi(tdb.db);
  buyer = await session(DEMO.otherAdmin);
  inquirer = await session(DEMO.admin);
  items = (
    await tdb.db
      .select({ id: products.id, code: products.code, min: products.minimumSalesUnitRetail })
      .from(products)
      .where(eq(products.catalogStatus, 1))
  ).filter((p) => p.min === 1);
}, 120_000);

afterAll(async () => {
  await app.close();
  await tdb.close();
});

describe('the basket never charges what the buyer did not see (issue #10 §5)', () => {
  it('a change of lines voids the stored routing result: the basket shows no stale transport cost', async () => {
    await call('DELETE', '/jsonapi/basket?id=default');
    const [a, b, c] = heavy(3);
    await add(a!.id, 1);
    await add(b!.id, 1);
    const routed = await check();
    expect(routed.transportCosts).toBeGreaterThan(0);
    expect((await getBasket()).data.attributes['order.costs']).toBe(routed.transportCosts);

    const steps: [string, () => Promise<unknown>][] = [
      [
        'quantity',
        async () =>
          call(
            'PATCH',
            `/jsonapi/basket?id=default&related=product&relatedid=${lineId(await getBasket(), a!.id)}`,
            { data: { attributes: { quantity: 2 } } },
          ),
      ],
      ['add', () => add(c!.id, 1)],
      ['add up', () => add(c!.id, 1)],
      [
        'remove',
        async () =>
          call(
            'DELETE',
            `/jsonapi/basket?id=default&related=product&relatedid=${lineId(await getBasket(), c!.id)}`,
          ),
      ],
      [
        'move to inquiry',
        async () =>
          call('POST', '/jsonapi/basket?id=inquiry&related=move', {
            from: 'default',
            data: [{ id: lineId(await getBasket(), b!.id) }],
          }),
      ],
    ];
    for (const [what, change] of steps) {
      await check();
      expect((await getBasket()).data.attributes['order.costs'], what).toBeGreaterThan(0);
      await change();
      const after = await getBasket();
      expect(after.data.attributes['order.costs'], what).toBe(0);
      // The totals carry no transport cost either.
      const net = after.data.attributes['order.price'] ?? 0;
      expect(after.data.attributes['order.total'], what).toBeCloseTo(
        net + (after.data.attributes['order.taxvalue'] ?? 0),
        2,
      );
    }
  });

  it('placing with a transport cost the buyer did not see answers 409 with the new figure', async () => {
    await call('DELETE', '/jsonapi/basket?id=default');
    const [a, b] = heavy(2);
    await add(a!.id, 1);
    await add(b!.id, 1);
    const seen = (await check()).transportCosts;
    expect(seen).toBeGreaterThan(0);
    // Behind the buyer's back (another tab): a line goes.
    await call(
      'DELETE',
      `/jsonapi/basket?id=default&related=product&relatedid=${lineId(await getBasket(), b!.id)}`,
    );
    const refused = await place({ integrationInfo: { transportCosts: seen } });
    expect(refused.statusCode).toBe(409);
    const body = basketConflictSchema.parse(refused.json());
    expect(body.code).toBe('transport_changed');
    expect(body.conflict.lines).toEqual([]);
    expect(body.conflict.transport?.seen).toBe(seen);
    const current = body.conflict.transport?.current ?? 0;
    expect(current).toBeGreaterThan(0);
    expect(current).not.toBe(seen);
    expect(body.error).toMatch(/Strošek prevoza se je spremenil/);
    // The basket now shows the new figure; placing with it goes through and charges it.
    expect((await getBasket()).data.attributes['order.costs']).toBe(current);
    const placed = await place({ integrationInfo: { transportCosts: current } });
    expect(placed.statusCode).toBe(201);
    const [order] = await tdb.db
      .select()
      .from(orders)
      .where(eq(orders.id, Number(placedOrderDocumentSchema.parse(placed.json()).data.id)));
    expect(order?.transportCosts).toBe(current);
  });

  it('placing without a figure compares with what the basket showed: nothing after a line change', async () => {
    await call('DELETE', '/jsonapi/basket?id=default');
    const [a, b] = heavy(2);
    await add(a!.id, 1);
    await add(b!.id, 1);
    await check();
    await call(
      'DELETE',
      `/jsonapi/basket?id=default&related=product&relatedid=${lineId(await getBasket(), b!.id)}`,
    );
    const refused = await place();
    expect(refused.statusCode).toBe(409);
    const body = basketConflictSchema.parse(refused.json());
    expect(body.conflict.transport).toMatchObject({ seen: null });
    expect(body.conflict.transport?.current).toBeGreaterThan(0);
    // The 409 showed the figure and the basket shows it now: placing again charges it.
    const placed = await place();
    expect(placed.statusCode).toBe(201);
  });

  it('line flags of a refused order come in the contract shape, with the price to accept', async () => {
    await call('DELETE', '/jsonapi/basket?id=default');
    const [drift] = heavy(1, true);
    await add(drift!.id, 1);
    const id = lineId(await getBasket(), drift!.id);
    const routed = await check();
    const refused = await place({ integrationInfo: { transportCosts: routed.transportCosts } });
    expect(refused.statusCode).toBe(409);
    const body = basketConflictSchema.parse(refused.json());
    expect(body.code).toBe('price_changed');
    expect(body.conflict.transport).toBeNull();
    expect(body.conflict.lines).toEqual([
      {
        id,
        error: 'price_changed',
        message: 'Cena izdelka se je spremenila.',
        priceForPartnerRetailUnit: routed.lines.find((l) => l.id === id)?.priceForPartnerRetailUnit,
      },
    ]);
    expect(body.errors[`lines.${id}`]).toEqual(['Cena izdelka se je spremenila.']);
  });

  it('an inquiry with a price the buyer saw that the ERP no longer gives is refused the same way', async () => {
    await call('DELETE', '/jsonapi/basket?id=inquiry', undefined, inquirer);
    const [a] = heavy(1);
    await add(a!.id, 1, 'inquiry', inquirer);
    const inquiry = basketDocumentSchema.parse(
      (await call('GET', '/jsonapi/basket?id=inquiry', undefined, inquirer)).json(),
    );
    const id = lineId(inquiry, a!.id);
    const refused = await place(
      { integrationInfo: { lines: [{ id, priceForPartnerRetailUnit: 0.01 }] } },
      'inquiry',
      inquirer,
    );
    expect(refused.statusCode).toBe(409);
    const body = basketConflictSchema.parse(refused.json());
    expect(body.conflict.lines.map((l) => [l.id, l.error])).toEqual([[id, 'price_changed']]);
    expect(body.conflict.lines[0]?.priceForPartnerRetailUnit).toBeGreaterThan(0.01);
  });
});
