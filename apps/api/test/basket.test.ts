// Issue #5 basket API: ownership, price authority, price_changed / stock_conflict, CSRF, placing
// (idempotent), inquiries rule, special location messages, services and addresses, ERP down.
// Every answer is parsed with the contract's schema, so the shapes are checked too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  basketDocumentSchema,
  partnerAddressListSchema,
  routingCheckDocumentSchema,
  serviceListDocumentSchema,
  type BasketDocument,
} from '@gradnik/contracts/basket';
import { placedOrderDocumentSchema } from '@gradnik/contracts/order';
import { apiErrorSchema } from '@gradnik/contracts/errors';
import { products } from '@gradnik/db/schema/catalog';
import { documents } from '@gradnik/db/schema/account';
import { orderLines, orders } from '@gradnik/db/schema/commerce';
import { catalogSimUnits } from '@gradnik/db/erp-sim-units';
import { createErpClient, type ErpClient } from '@gradnik/erp/client';
import { startInProcessErpSimulator } from '@gradnik/erp/simulator';
import { simItemTraits } from '@gradnik/erp/simulator-rules';
import { buildApi } from '../src/app.ts';
import {
  basketSession,
  DEMO,
  openTestDatabase,
  startApi,
  testConfig,
  type BasketSession,
  type TestDatabase,
} from './helpers.ts';

type Session = BasketSession;

let tdb: TestDatabase;
let app: FastifyInstance;
let buyer: Session;
let other: Session;
let items: { id: number; code: string }[];

const basketDoc = (r: LightMyRequestResponse) => basketDocumentSchema.parse(r.json());
const routingDoc = (r: LightMyRequestResponse) => routingCheckDocumentSchema.parse(r.json());
const placedDoc = (r: LightMyRequestResponse) => placedOrderDocumentSchema.parse(r.json());
const apiError = (r: LightMyRequestResponse) => apiErrorSchema.parse(r.json());

const session = (email: string) => basketSession(app, tdb.db, email);

function call(
  s: Session,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { ...s.auth, ...headers },
    ...(payload ? { payload } : {}),
  });
}

function pick(partnerNo: string, want: (t: ReturnType<typeof simItemTraits>) => boolean) {
  const found = items.find((p) => want(simItemTraits(p.code, partnerNo)));
  if (!found) throw new Error('no product with the wanted traits in the demo data');
  return found;
}

const add = (s: Session, productId: number, quantity: number, extra: object = {}, id = 'default') =>
  call(s, 'POST', `/jsonapi/basket?id=${id}&related=product`, {
    data: [{ attributes: { 'product.id': String(productId), quantity, ...extra } }],
  });

const place = (s: Session, headers: Record<string, string> = {}, id = 'default') =>
  call(
    s,
    'POST',
    `/jsonapi/basket?id=${id}`,
    { mode: 'insert', data: { partnerno: s.partnerNo, attributes: {} } },
    headers,
  );

const getBasket = async (s: Session, id = 'default') =>
  basketDoc(await call(s, 'GET', `/jsonapi/basket?id=${id}`));

const lineOf = (doc: BasketDocument, productId: number) => {
  const line = doc.included.find((l) => l.attributes['order.product.prodid'] === String(productId));
  if (!line) throw new Error(`product ${productId} is not in the basket`);
  return line;
};

/** The ERP asked directly (a simulator of its own on the same catalogue), not through the shop. */
let erp: ErpClient;
let closeErp = (): Promise<void> => Promise.resolve();

beforeAll(async () => {
  tdb = await openTestDatabase();
  app = await startApi(tdb.db);
  const simulator = await startInProcessErpSimulator({
    storeIds: [],
    units: catalogSimUnits(tdb.db),
  });
  erp = createErpClient({ baseUrl: simulator.baseUrl, fetch: simulator.fetch });
  closeErp = () => simulator.close();
  buyer = await session(DEMO.admin);
  other = await session(DEMO.otherAdmin);
  items = (
    await tdb.db
      .select({ id: products.id, code: products.code, min: products.minimumSalesUnitRetail })
      .from(products)
      .where(eq(products.catalogStatus, 1))
  ).filter((p) => p.min === 1);
}, 120_000);

afterAll(async () => {
  await closeErp();
  await app.close();
  await tdb.close();
});

describe('basket API (issue #5)', () => {
  it('answers an empty cart, and agents without a partner get 403', async () => {
    expect((await getBasket(buyer)).data.attributes.count).toBe(0);
    const agent = await session(DEMO.agent);
    const refused = await call(agent, 'GET', '/jsonapi/basket?id=default', undefined, {
      'accept-language': 'en',
    });
    expect(refused.statusCode).toBe(403);
    expect(apiError(refused).error).toMatch(/agent/i);
  });

  it('refuses state changes without the CSRF token of the session', async () => {
    const p = pick(buyer.partnerNo, (t) => t.stockClass === 'in-stock');
    const missing = await app.inject({
      method: 'POST',
      url: '/jsonapi/basket?id=default&related=product',
      headers: { authorization: buyer.auth.authorization ?? '' },
      payload: { data: [{ attributes: { 'product.id': String(p.id), quantity: 1 } }] },
    });
    expect(missing.statusCode).toBe(403);
    expect(apiError(missing)).toMatchObject({
      error: 'Neveljaven varnostni žeton (CSRF).',
      code: 'csrf',
    });
    // GET /api/csrf (OIDC mode) gives the same token as the sign-in answer.
    const fromApi = await app.inject({
      method: 'GET',
      url: '/api/csrf',
      headers: { authorization: buyer.auth.authorization ?? '' },
    });
    expect(fromApi.json()).toEqual({ csrfToken: buyer.auth['x-csrf-token'] });
    const foreign = await add(
      { ...buyer, auth: { ...buyer.auth, 'x-csrf-token': other.auth['x-csrf-token'] ?? '' } },
      p.id,
      1,
    );
    expect(foreign.statusCode).toBe(403);
    expect((await getBasket(buyer)).data.attributes.count).toBe(0);
  });

  it('prices lines from the ERP, never from the client, and flags price_changed until accepted', async () => {
    const p = pick(buyer.partnerNo, (t) => t.stockClass === 'in-stock' && !t.routingPriceDrift);
    const res = await add(buyer, p.id, 2, { 'custom.price': 0.01 });
    expect(res.statusCode).toBe(200);
    const line = lineOf(basketDoc(res), p.id);
    // What the ERP itself (the in-process simulator, through the shop's ERP client) says the
    // partner pays.
    const priced = (await erp.getPricing(buyer.partnerNo, [p.code])).get(p.code);
    const record = priced?.status === 'ok' ? priced.record : undefined;
    expect(record?.B2BPriceForPartnerRetailUnit).toBeGreaterThan(0.01);
    expect(line.attributes.lineValue).toBeCloseTo(
      (record?.B2BPriceForPartnerRetailUnit ?? 0) * 2,
      2,
    );
    expect(line.attributes.error).toBe('price_changed');
    // Placing with the tampered view is refused and changes nothing.
    const refused = await place(buyer);
    expect(refused.statusCode).toBe(409);
    expect(apiError(refused).code).toBe('price_changed');
    expect((await getBasket(buyer)).data.attributes.count).toBe(1);
    const accepted = await call(
      buyer,
      'PATCH',
      `/jsonapi/basket?id=default&related=product&relatedid=${line.id}`,
      {
        data: { attributes: { acceptPrice: true } },
      },
    );
    expect(accepted.statusCode).toBe(200);
    expect(lineOf(basketDoc(accepted), p.id).attributes.error).toBeNull();
  });

  it('adds the same product up, patches quantity/note/comment/ref/info/service/address', async () => {
    const p = pick(buyer.partnerNo, (t) => t.stockClass === 'in-stock' && !t.routingPriceDrift);
    const line = lineOf(await getBasket(buyer), p.id);
    const again = lineOf(basketDoc(await add(buyer, p.id, 3)), p.id);
    expect(again.id).toBe(line.id);
    expect(again.attributes['order.product.quantity']).toBe(
      line.attributes['order.product.quantity'] + 3,
    );
    const patched = await call(
      buyer,
      'PATCH',
      `/jsonapi/basket?id=default&related=product&relatedid=${line.id}`,
      {
        data: { attributes: { quantity: 4, note: 'na paleti' } },
      },
    );
    expect(lineOf(basketDoc(patched), p.id).attributes).toMatchObject({
      'order.product.quantity': 4,
      'order.product.note': 'na paleti',
    });
    const info = basketDoc(
      await call(buyer, 'PATCH', '/jsonapi/basket?id=default', {
        data: {
          attributes: {
            'order.comment': 'Dostava zjutraj',
            'order.customerref': 'GR-17',
            'order.info': { needCarLift: true },
          },
        },
      }),
    );
    expect(info.data.attributes).toMatchObject({
      'order.comment': 'Dostava zjutraj',
      'order.customerref': 'GR-17',
    });
    expect(info.data.attributes['order.info'].needCarLift).toBe(true);
    const svc = serviceListDocumentSchema.parse(
      (
        await call(
          buyer,
          'GET',
          '/jsonapi/service?filter[cs_type][]=payment&include=text,price,media',
        )
      ).json(),
    );
    const payment = svc.data[0];
    expect(svc.data.every((s) => s.attributes['service.type'] === 'payment')).toBe(true);
    const chosen = basketDoc(
      await call(buyer, 'PATCH', '/jsonapi/basket?id=default&related=service', {
        data: { type: 'payment', id: payment?.id },
      }),
    );
    expect(chosen.data.attributes['order.service'].payment).toBe(payment?.id);
    const address = basketDoc(
      await call(buyer, 'PATCH', '/jsonapi/basket?id=default&related=address', {
        data: { type: 'delivery', attributes: { firstname: 'Ana', city: 'Kranj' } },
      }),
    );
    expect(address.data.attributes['order.address'].delivery).toMatchObject({
      firstname: 'Ana',
      city: 'Kranj',
    });
  });

  it('validates the special delivery location with the SPEC §5 messages', async () => {
    const bad = await call(buyer, 'PATCH', '/jsonapi/basket?id=default', {
      data: {
        attributes: {
          'order.info': {
            specialDeliveryLocation: {
              name: '',
              post: '99',
              contact_person: 'Ana',
              contact_phone: '041',
            },
          },
        },
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(apiError(bad).errors?.specialDeliveryLocation).toEqual([
      'Poštna številka ni veljavna',
      'Ime lokacije ni veljavno',
    ]);
    const blank = await call(buyer, 'PATCH', '/jsonapi/basket?id=default', {
      data: {
        attributes: {
          'order.info': {
            specialDeliveryLocation: { name: '', post: '', contact_person: '', contact_phone: '' },
          },
        },
      },
    });
    expect(apiError(blank).error).toBe(
      'Izpolni vsa polja za dostavo na posebno lokacijo / gradbišče.',
    );
    expect(
      (await getBasket(buyer)).data.attributes['order.info'].specialDeliveryLocation,
    ).toBeUndefined();
  });

  it('refuses a recipient or payer that is not one of the partner addresses (SPEC §4)', async () => {
    const patchInfo = (info: Record<string, string>) =>
      call(buyer, 'PATCH', '/jsonapi/basket?id=default', {
        data: { attributes: { 'order.info': info } },
      });
    const recipient = await patchInfo({ recipient: '999999' });
    expect(recipient.statusCode).toBe(400);
    expect(apiError(recipient).errors?.recipient).toEqual([
      'Izbrani prejemnik ne pripada vašemu podjetju.',
    ]);
    const payer = await patchInfo({ payer: '999999' });
    expect(payer.statusCode).toBe(400);
    expect(apiError(payer).errors?.payer).toEqual(['Izbrani plačnik ne pripada vašemu podjetju.']);
    const info = (await getBasket(buyer)).data.attributes['order.info'];
    expect(info.recipient).toBeUndefined();
    expect(info.payer).toBeUndefined();
  });

  it('keeps other companies out: their lines and orders are 404', async () => {
    const mine = (await getBasket(buyer)).included[0]?.id ?? '';
    const del = await call(
      other,
      'DELETE',
      `/jsonapi/basket?id=default&related=product&relatedid=${mine}`,
    );
    expect(del.statusCode).toBe(404);
    const patch = await call(
      other,
      'PATCH',
      `/jsonapi/basket?id=default&related=product&relatedid=${mine}`,
      { data: { attributes: { quantity: 1 } } },
    );
    expect(patch.statusCode).toBe(404);
    const many = await call(other, 'DELETE', '/jsonapi/basket?id=default&related=product', {
      data: [{ id: mine }],
    });
    expect(many.statusCode).toBe(404);
    expect((await getBasket(buyer)).included[0]?.id).toBe(mine);
  });

  it('reports stock_conflict in the routing check and a clear 503 when the ERP is down', async () => {
    const out = pick(
      buyer.partnerNo,
      (t) => t.stockClass === 'out-of-stock' && !t.routingPriceDrift,
    );
    await add(buyer, out.id, 1);
    const check = await call(buyer, 'POST', '/jsonapi/basket?id=default&related=routing', {});
    expect(check.statusCode).toBe(200);
    const outLine = lineOf(await getBasket(buyer), out.id);
    const routed = routingDoc(check).data;
    expect(routed.lines.find((l) => l.id === outLine.id)?.error).toBe('stock_conflict');
    expect(routed.hasErrors).toBe(true);
    // The same database and secret behind an ERP that does not answer.
    const dead = await buildApi({
      db: tdb.db,
      config: testConfig(),
      logger: false,
      erp: createErpClient({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 300 }),
    });
    await dead.ready();
    try {
      const down = await dead.inject({
        method: 'POST',
        url: '/jsonapi/basket?id=default&related=routing',
        headers: { ...buyer.auth, 'accept-language': 'en' },
        payload: {},
      });
      expect(down.statusCode).toBe(503);
      expect(apiError(down).error).toMatch(/basket is unchanged/);
    } finally {
      await dead.close();
    }
    expect((await getBasket(buyer)).data.attributes.count).toBe(2);
    const removed = basketDoc(
      await call(buyer, 'DELETE', '/jsonapi/basket?id=default&related=product', {
        data: [{ id: outLine.id }],
      }),
    );
    expect(removed.included.some((l) => l.id === outLine.id)).toBe(false);
  });

  it('places an order once per key with ERP prices, empties the basket, and issues one invoice', async () => {
    const drift = pick(buyer.partnerNo, (t) => t.stockClass === 'in-stock' && t.routingPriceDrift);
    await add(buyer, drift.id, 1);
    const driftLine = lineOf(await getBasket(buyer), drift.id);
    const check = routingDoc(
      await call(buyer, 'POST', '/jsonapi/basket?id=default&related=routing', {}),
    );
    expect(check.data.lines.find((l) => l.id === driftLine.id)?.error).toBe('price_changed');
    const refused = await place(buyer);
    expect(refused.statusCode).toBe(409);
    expect(Object.keys(apiError(refused).errors ?? {})).toContain(`lines.${driftLine.id}`);
    await call(
      buyer,
      'PATCH',
      `/jsonapi/basket?id=default&related=product&relatedid=${driftLine.id}`,
      { data: { attributes: { acceptPrice: true } } },
    );
    const ok = routingDoc(
      await call(buyer, 'POST', '/jsonapi/basket?id=default&related=routing', {}),
    );
    expect(ok.data.hasErrors).toBe(false);
    const basketBefore = await getBasket(buyer);
    const first = await place(buyer, { 'idempotency-key': 'click-0001' });
    expect(first.statusCode).toBe(201);
    const second = await place(buyer, { 'idempotency-key': 'click-0001' });
    expect(second.statusCode).toBe(200);
    expect(placedDoc(second)).toEqual(placedDoc(first));
    const placed = placedDoc(first).data;
    expect(placed.attributes['order.number']).toMatch(/^N\d{4}-\d{6}$/);
    expect((await getBasket(buyer)).data.attributes).toMatchObject({
      count: 0,
      'order.comment': '',
      'order.customerref': '',
    });
    const id = Number(placed.id);
    const lines = await tdb.db.select().from(orderLines).where(eq(orderLines.orderId, id));
    expect(lines).toHaveLength(basketBefore.included.length);
    expect(lines.every((l) => (l.priceForPartnerRetailUnit ?? 0) > 0.01)).toBe(true);
    const [order] = await tdb.db.select().from(orders).where(eq(orders.id, id));
    expect(order?.totalNet).toBeCloseTo(
      lines.reduce((s, l) => s + l.lineValue, 0),
      2,
    );
    const invoice = () =>
      call(buyer, 'POST', '/jsonapi/order', { data: { attributes: { 'order.id': String(id) } } });
    const inv1 = placedDoc(await invoice());
    expect(inv1.data.attributes['order.invoice']).toMatch(/^RA\d{4}-\d{6}$/);
    expect(placedDoc(await invoice())).toEqual(inv1);
    // Issue #12: the invoice is issued once as a document, open, with the order's lines.
    const issued = await tdb.db.select().from(documents).where(eq(documents.orderId, id));
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({
      docType: 'invoice',
      docNo: inv1.data.attributes['order.invoice'],
      status: 'open',
      amount: order?.totalGross,
    });
    expect(issued[0]?.lines.map((l) => l.itemNo)).toEqual(lines.map((l) => l.itemNo));
    const foreign = await call(other, 'POST', '/jsonapi/order', {
      data: { attributes: { 'order.id': String(id) } },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('allows inquiries only with a type-3 caretaker, and lists addresses', async () => {
    const out = pick(other.partnerNo, (t) => t.stockClass === 'out-of-stock');
    await add(other, out.id, 1, {}, 'inquiry');
    const refused = await place(other, {}, 'inquiry');
    expect(refused.statusCode).toBe(403);
    expect(apiError(refused).error).toMatch(/skrbnik/);
    await add(buyer, out.id, 1, {}, 'inquiry');
    const sent = await place(buyer, {}, 'inquiry');
    expect(sent.statusCode).toBe(201);
    expect(placedDoc(sent).data.attributes['order.number']).toMatch(/^P\d{4}-\d{6}$/);
    const delivery = partnerAddressListSchema.parse(
      (await call(buyer, 'GET', '/api/customer/delivery-addresses/delivery')).json(),
    );
    const payment = partnerAddressListSchema.parse(
      (await call(buyer, 'GET', '/api/partner/address/delivery-address/payment')).json(),
    );
    expect(delivery.data.length).toBeGreaterThan(0);
    expect(payment.data.length).toBeGreaterThan(0);
    expect(delivery.data.every((a) => a.PartnerNo === buyer.partnerNo)).toBe(true);
  });

  it('moves a line to the inquiry basket and clears car lift when the delivery code is not 4', async () => {
    const p = pick(buyer.partnerNo, (t) => t.stockClass === 'in-stock' && !t.routingPriceDrift);
    await add(buyer, p.id, 2);
    await call(buyer, 'PATCH', '/jsonapi/basket?id=default', {
      data: { attributes: { 'order.info': { needCarLift: true } } },
    });
    const services = serviceListDocumentSchema.parse(
      (await call(buyer, 'GET', '/jsonapi/service?filter[cs_type][]=delivery')).json(),
    );
    const pickup = services.data.find((s) => s.attributes['service.code'] === 5);
    const saved = basketDoc(
      await call(buyer, 'PATCH', '/jsonapi/basket?id=default&related=service', {
        data: { type: 'delivery', id: pickup?.id },
      }),
    );
    expect(saved.data.attributes['order.service'].delivery).toBe(pickup?.id);
    expect(saved.data.attributes['order.info'].needCarLift).toBe(false);
    // Code 5 without a store: the routing check says which store is missing, in English too.
    const noStore = await call(
      buyer,
      'POST',
      '/jsonapi/basket?id=default&related=routing',
      {},
      { 'accept-language': 'en' },
    );
    expect(noStore.statusCode).toBe(400);
    expect(apiError(noStore).error).toBe('Choose a store for pick-up in store.');
    const line = lineOf(saved, p.id);
    const moved = basketDoc(
      await call(buyer, 'POST', '/jsonapi/basket?id=inquiry&related=move', {
        from: 'default',
        data: [{ id: line.id }],
      }),
    );
    expect(lineOf(moved, p.id).attributes['order.product.quantity']).toBe(2);
    expect((await getBasket(buyer)).included.some((l) => l.id === line.id)).toBe(false);
    const foreign = await call(other, 'POST', '/jsonapi/basket?id=inquiry&related=move', {
      from: 'default',
      data: [{ id: line.id }],
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('empties the whole basket with DELETE', async () => {
    const p = pick(buyer.partnerNo, (t) => t.stockClass === 'in-stock');
    await add(buyer, p.id, 1);
    const emptied = basketDoc(await call(buyer, 'DELETE', '/jsonapi/basket?id=default'));
    expect(emptied.data.attributes.count).toBe(0);
  });
});
