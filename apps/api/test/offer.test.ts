// Inquiry offers (issue #14, decision 036): the list and detail of the company's inquiries, the
// retailer's offers from the ERP simulator (ERP_SIM_OFFER_DELAY 0: it answers at once), and the
// buyer's actions. The server is the price authority: an offer's price holds in the cart only
// while the offer is open and valid, for at most the offered quantity, and never comes from the
// client. Every id is the token's company's: another company's is 404 on every route.
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basketConflictSchema } from '@gradnik/contracts/basket-conflict';
import { basketDocumentSchema, type BasketDocument } from '@gradnik/contracts/basket';
import { apiErrorSchema } from '@gradnik/contracts/errors';
import {
  inquiryDetailResponseSchema,
  inquiryListResponseSchema,
  inquiryRenewResponseSchema,
  offerAcceptResponseSchema,
  type InquiryDetail,
} from '@gradnik/contracts/offer';
import { placedOrderDocumentSchema } from '@gradnik/contracts/order';
import { products } from '@gradnik/db/schema/catalog';
import { inquiryMessages, inquiryOffers, orderLines, orders } from '@gradnik/db/schema/commerce';
import { users } from '@gradnik/db/schema/identity';
import { addDays, ljubljanaDay } from '@gradnik/domain/date-range';
import { simItemTraits } from '@gradnik/erp/simulator-rules';
import {
  basketSession,
  DEMO,
  openTestDatabase,
  startApi,
  type BasketSession,
  type TestDatabase,
} from './helpers.ts';

// Read by the API's built-in simulator when it starts (plugins/erp.ts): answers at once.
process.env.ERP_SIM_OFFER_DELAY = '0';

let tdb: TestDatabase;
let app: FastifyInstance;
/** Gradnje Kovač (wholesale, type-3 caretaker: inquiries allowed, no transport cost). */
let buyer: BasketSession;
/** Another company, without a type-3 caretaker. */
let other: BasketSession;
let buyerUser: { id: number; partnerId: number };
let items: { id: number; code: string; name: string }[];
let counter = 0;

function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  who: BasketSession = buyer,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { ...who.auth, ...headers },
    ...(payload ? { payload } : {}),
  });
}

/** An inquiry placed a few minutes ago, still 'sent', with lines of the given products. */
async function newInquiry(
  lines: { id: number; code: string; name: string }[],
  quantity = 2,
): Promise<number> {
  counter += 1;
  const [row] = await tdb.db
    .insert(orders)
    .values({
      orderNo: `P2099-T${String(counter).padStart(5, '0')}`,
      kind: 'inquiry',
      partnerId: buyerUser.partnerId,
      userId: buyerUser.id,
      status: 'sent',
      totalNet: 0,
      totalVat: 0,
      totalGross: 10,
      createdAt: new Date(Date.now() - 5 * 60_000),
    })
    .returning({ id: orders.id });
  if (!row) throw new Error('no inquiry');
  await tdb.db.insert(orderLines).values(
    lines.map((p, index) => ({
      orderId: row.id,
      lineNo: index + 1,
      productId: p.id,
      itemNo: p.code,
      name: p.name,
      quantityBase: quantity,
      quantityRetail: quantity,
      vat: 22,
    })),
  );
  return row.id;
}

async function detail(id: number, who = buyer): Promise<InquiryDetail> {
  const response = await call('GET', `/api/inquiries/${id}`, undefined, who);
  expect(response.statusCode, response.body).toBe(200);
  return inquiryDetailResponseSchema.parse(response.json()).data;
}

const getBasket = async (): Promise<BasketDocument> =>
  basketDocumentSchema.parse((await call('GET', '/jsonapi/basket?id=default')).json());
const place = (attributes: object = {}) =>
  call('POST', '/jsonapi/basket?id=default', {
    mode: 'insert',
    data: { partnerno: buyer.partnerNo, attributes },
  });

/** In-stock products whose routing price does not drift: placing them meets no 409. */
function plain(count: number, skip = 0) {
  const found = items.filter((p) => {
    const t = simItemTraits(p.code, buyer.partnerNo);
    return t.stockClass === 'in-stock' && !t.routingPriceDrift;
  });
  if (found.length < count + skip) throw new Error('not enough plain products');
  return found.slice(skip, skip + count);
}

beforeAll(async () => {
  tdb = await openTestDatabase();
  app = await startApi(tdb.db);
  buyer = await basketSession(app, tdb.db, DEMO.admin);
  other = await basketSession(app, tdb.db, DEMO.otherAdmin);
  const [me] = await tdb.db
    .select({ id: users.id, partnerId: users.partnerId })
    .from(users)
    .where(eq(users.email, DEMO.admin));
  buyerUser = { id: me!.id, partnerId: me!.partnerId! };
  items = (
    await tdb.db
      .select({
        id: products.id,
        code: products.code,
        name: products.nameSl,
        min: products.minimumSalesUnitRetail,
        factor: products.factorUnitRetail,
      })
      .from(products)
      .where(eq(products.catalogStatus, 1))
  ).filter((p) => p.min === 1 && p.factor === 1);
}, 180_000);

afterAll(async () => {
  await app?.close();
  await tdb?.close();
});

describe('the inquiries list (issue #14)', () => {
  it('lists the company’s inquiries with their states, and filters expired and offered apart', async () => {
    const all = inquiryListResponseSchema.parse(
      (await call('GET', '/api/inquiries?per_page=50')).json(),
    );
    expect(all.inquiriesAllowed).toBe(true);
    expect(all.data.total).toBeGreaterThan(0);
    const states = new Set(all.data.data.map((i) => i.state));
    // The demo company holds inquiries in the answered states (decision 036).
    for (const state of ['offered', 'accepted', 'declined', 'expired'] as const)
      expect(states, state).toContain(state);

    const expired = inquiryListResponseSchema.parse(
      (await call('GET', '/api/inquiries?status=expired&per_page=50')).json(),
    ).data;
    expect(expired.total).toBeGreaterThan(0);
    for (const item of expired.data) {
      expect(item.state).toBe('expired');
      expect(item.offer?.expired).toBe(true);
      expect(item.offer!.validUntil! < ljubljanaDay(new Date())).toBe(true);
    }
    const offered = inquiryListResponseSchema.parse(
      (await call('GET', '/api/inquiries?status=offered&per_page=50')).json(),
    ).data;
    expect(offered.total).toBeGreaterThan(0);
    for (const item of offered.data) {
      expect(item.state).toBe('offered');
      expect(item.offer?.expired).toBe(false);
    }
    // One offer expires within 3 days and is marked (decision 036: expiresSoon).
    expect(offered.data.some((i) => i.offer?.expiresSoon)).toBe(true);
  });

  it('filters by day and pages; never shows another company’s inquiries', async () => {
    const today = ljubljanaDay(new Date());
    const recent = inquiryListResponseSchema.parse(
      (await call('GET', `/api/inquiries?date_from=${addDays(today, -3)}&date_to=${today}`)).json(),
    ).data;
    for (const item of recent.data)
      expect(ljubljanaDay(item.createdAt) >= addDays(today, -3)).toBe(true);
    const mine = await tdb.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.partnerId, buyerUser.partnerId), eq(orders.kind, 'inquiry')));
    const foreign = inquiryListResponseSchema.parse(
      (await call('GET', '/api/inquiries?per_page=50', undefined, other)).json(),
    );
    const mineIds = new Set(mine.map((m) => String(m.id)));
    expect(foreign.data.data.some((i) => mineIds.has(i.id))).toBe(false);
    // SPEC §6: without a type-3 caretaker the list is read-only, with the reason.
    expect(foreign.inquiriesAllowed).toBe(false);
    const bad = await call('GET', '/api/inquiries?status=answered');
    expect(bad.statusCode).toBe(400);
  });
});

describe('an inquiry answered by the ERP (GetInquiryOffers)', () => {
  it('moves a sent inquiry to offered with the simulator’s offer, line by line', async () => {
    const id = await newInquiry(plain(3));
    const inquiry = await detail(id);
    expect(inquiry.state).toBe('offered');
    expect(inquiry.offer?.revision).toBe(1);
    expect(inquiry.offer?.lines).toHaveLength(3);
    expect(inquiry.offer?.lines.map((l) => l.requestedQuantity)).toEqual([2, 2, 2]);
    // Every third line has a 5–10 % discount (the simulator's rule).
    const third = inquiry.offer!.lines[2]!;
    expect(third.discountPercent).toBeGreaterThanOrEqual(5);
    expect(third.netUnitPrice).toBeLessThan(third.unitPrice);
    expect(inquiry.offer?.validUntil).toBe(addDays(ljubljanaDay(new Date()), 14));
    expect(inquiry.actions).toMatchObject({ accept: true, decline: true, withdraw: false });
    expect(inquiry.offer?.pdfFileName).toMatch(/\.pdf$/);
  });

  it('serves the offer as a PDF with Slovenian letters', async () => {
    const id = await newInquiry(plain(2));
    const inquiry = await detail(id);
    const response = await call('GET', `/api/inquiries/${id}/offers/1/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
    expect(text).toContain(inquiry.offer!.number);
    expect(text).toContain('Ponudba');
    expect(text).toMatch(/[čšž]/);
    expect((await call('GET', `/api/inquiries/${id}/offers/9/pdf`)).statusCode).toBe(404);
  });
});

describe('accepting: the server is the price authority', () => {
  it('puts all lines into the cart at the offered prices and places the order at them', async () => {
    await call('DELETE', '/jsonapi/basket?id=default');
    const id = await newInquiry(plain(3, 3));
    const inquiry = await detail(id);
    const offer = inquiry.offer!;
    const accepted = await call('POST', `/api/inquiries/${id}/accept`, { revision: 1 });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(offerAcceptResponseSchema.parse(accepted.json()).data).toEqual({
      added: 3,
      replaced: 0,
    });
    const basket = await getBasket();
    expect(basket.included).toHaveLength(3);
    for (const line of basket.included) {
      const offered = offer.lines.find(
        (l) => l.productId === line.attributes['order.product.prodid'],
      );
      expect(line.attributes.offer).toMatchObject({
        number: offer.number,
        revision: 1,
        priceHolds: true,
      });
      expect(line.attributes.lineValue).toBeCloseTo(offered!.lineValue, 2);
      expect(line.attributes.error).toBeNull();
    }

    const placed = await place();
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = Number(placedOrderDocumentSchema.parse(placed.json()).data.id);
    const lines = await tdb.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    const [stored] = await tdb.db
      .select()
      .from(inquiryOffers)
      .where(and(eq(inquiryOffers.orderId, id), eq(inquiryOffers.revision, 1)));
    for (const line of lines) {
      const offered = offer.lines.find((l) => l.code === line.itemNo)!;
      expect(line.offerId).toBe(stored!.id);
      expect(line.priceForPartnerRetailUnit).toBeCloseTo(offered.netUnitPrice, 4);
      expect(line.lineValue).toBeCloseTo(offered.lineValue, 2);
    }
    expect(stored!.status).toBe('accepted');
    expect(stored!.acceptedOrderId).toBe(orderId);
    const after = await detail(id);
    expect(after.state).toBe('accepted');
    expect(after.offer?.order?.id).toBe(String(orderId));
    // Accepting again is refused: the offer is no longer open.
    expect((await call('POST', `/api/inquiries/${id}/accept`, { revision: 1 })).statusCode).toBe(
      409,
    );
  });

  it('accepts chosen lines; above the offered quantity the price falls back (price_changed)', async () => {
    await call('DELETE', '/jsonapi/basket?id=default');
    const id = await newInquiry(plain(3, 6));
    const offer = (await detail(id)).offer!;
    const response = await call('POST', `/api/inquiries/${id}/accept`, {
      revision: 1,
      lines: [1],
    });
    expect(offerAcceptResponseSchema.parse(response.json()).data.added).toBe(1);
    const [line] = (await getBasket()).included;
    expect(line?.attributes['order.product.prodid']).toBe(offer.lines[0]!.productId);
    const raised = await call(
      'PATCH',
      `/jsonapi/basket?id=default&related=product&relatedid=${line!.id}`,
      { data: { attributes: { quantity: 5 } } },
    );
    expect(raised.statusCode, raised.body).toBeLessThan(300);
    const [over] = (await getBasket()).included;
    expect(over?.attributes.offer?.priceHolds).toBe(false);
    // A chosen line the offer lacks is a 400.
    const wrong = await call('POST', `/api/inquiries/${id}/accept`, { revision: 1, lines: [99] });
    expect(wrong.statusCode).toBe(400);
  });

  it('refuses a client price below the offer’s, and an expired offer until its new price is accepted', async () => {
    await call('DELETE', '/jsonapi/basket?id=default');
    const id = await newInquiry(plain(1, 9));
    const offer = (await detail(id)).offer!;
    await call('POST', `/api/inquiries/${id}/accept`, { revision: 1 });
    const [line] = (await getBasket()).included;
    // The client claims a lower price: placing answers 409, the price is never taken.
    const tampered = await place({
      integrationInfo: {
        lines: [{ id: line!.id, priceForPartnerRetailUnit: offer.lines[0]!.netUnitPrice / 2 }],
      },
    });
    expect(tampered.statusCode).toBe(409);
    expect(basketConflictSchema.parse(tampered.json()).code).toBe('price_changed');

    // The offer expires: the cart line falls back to today's price and is flagged.
    await tdb.db
      .update(inquiryOffers)
      .set({ validUntil: addDays(ljubljanaDay(new Date()), -1) })
      .where(eq(inquiryOffers.orderId, id));
    const [expired] = (await getBasket()).included;
    expect(expired?.attributes.offer?.priceHolds).toBe(false);
    const refused = await place();
    expect(refused.statusCode).toBe(409);
    const accepting = await call(
      'PATCH',
      `/jsonapi/basket?id=default&related=product&relatedid=${line!.id}`,
      { data: { attributes: { acceptPrice: true } } },
    );
    expect(accepting.statusCode, accepting.body).toBeLessThan(300);
    const [fallen] = (await getBasket()).included;
    expect(fallen?.attributes.offer ?? null).toBeNull();
    expect(fallen?.attributes.error).toBeNull();
    const placed = await place();
    expect(placed.statusCode, placed.body).toBe(201);
    // Placed at today's price: the offer stays open (expired), not accepted.
    const [stored] = await tdb.db.select().from(inquiryOffers).where(eq(inquiryOffers.orderId, id));
    expect(stored?.status).toBe('open');
    expect((await detail(id)).state).toBe('expired');
  });

  it('refuses a stale revision (409) and a declined offer', async () => {
    const id = await newInquiry(plain(2, 10));
    await detail(id);
    const stale = await call('POST', `/api/inquiries/${id}/accept`, { revision: 2 });
    expect(stale.statusCode).toBe(409);
    expect(apiErrorSchema.parse(stale.json()).error).toMatch(/popravljena/);
    const declined = await call('POST', `/api/inquiries/${id}/decline`, {
      revision: 1,
      reason: 'Cena je previsoka.',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    const after = inquiryDetailResponseSchema.parse(declined.json()).data;
    expect(after.state).toBe('declined');
    expect(after.offer?.declineReason).toBe('Cena je previsoka.');
    expect(after.actions).toMatchObject({ accept: false, renew: true });
    expect((await call('POST', `/api/inquiries/${id}/accept`, { revision: 1 })).statusCode).toBe(
      409,
    );
  });
});

describe('the thread, revisions, renewing and withdrawing', () => {
  it('a revision request gets revision 2; revision 1 is kept as superseded', async () => {
    const id = await newInquiry(plain(2, 12));
    await detail(id);
    const asked = await call('POST', `/api/inquiries/${id}/messages`, {
      body: 'Prosimo za boljšo ceno.',
      revisionRequest: true,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const after = await detail(id);
    expect(after.state).toBe('offered');
    expect(after.offer?.revision).toBe(2);
    expect(after.history.map((h) => `${h.revision}:${h.status}`)).toEqual(['1:superseded']);
    expect(after.offer!.lines[0]!.discountPercent).toBeGreaterThanOrEqual(2);
    expect(after.thread.map((m) => `${m.author}:${m.kind}`)).toEqual([
      'buyer:revision_request',
      'caretaker:message',
    ]);
    // Accepting the superseded revision is refused.
    expect((await call('POST', `/api/inquiries/${id}/accept`, { revision: 1 })).statusCode).toBe(
      409,
    );
    const message = await call('POST', `/api/inquiries/${id}/messages`, { body: 'Hvala!' });
    expect(message.statusCode).toBe(200);
    const replied = await detail(id);
    expect(replied.thread.at(-1)?.author).toBe('caretaker');
  });

  it('refuses an oversized or empty message with a clear 400 in the request’s language', async () => {
    const id = await newInquiry(plain(1, 14));
    const long = 'ž'.repeat(2001);
    const sl = await call('POST', `/api/inquiries/${id}/messages`, { body: long });
    expect(sl.statusCode).toBe(400);
    const en = await call('POST', `/api/inquiries/${id}/messages`, { body: long }, buyer, {
      'accept-language': 'en',
    });
    expect(en.statusCode).toBe(400);
    expect(apiErrorSchema.parse(en.json()).error).not.toBe(apiErrorSchema.parse(sl.json()).error);
    expect((await call('POST', `/api/inquiries/${id}/messages`, { body: '   ' })).statusCode).toBe(
      400,
    );
  });

  it('withdraws a waiting inquiry, and renews an expired one as a new inquiry', async () => {
    const id = await newInquiry(plain(1, 15));
    // Still waiting: mark it asked just now so the read does not fetch the offer.
    await tdb.db.update(orders).set({ statusCheckedAt: new Date() }).where(eq(orders.id, id));
    const withdrawn = await call('POST', `/api/inquiries/${id}/withdraw`, {});
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(inquiryDetailResponseSchema.parse(withdrawn.json()).data.state).toBe('withdrawn');
    expect((await call('POST', `/api/inquiries/${id}/withdraw`, {})).statusCode).toBe(409);

    const old = await newInquiry(plain(2, 16));
    await detail(old);
    await tdb.db
      .update(inquiryOffers)
      .set({ validUntil: addDays(ljubljanaDay(new Date()), -1) })
      .where(eq(inquiryOffers.orderId, old));
    const expired = await detail(old);
    expect(expired.state).toBe('expired');
    expect(expired.actions).toEqual({
      accept: false,
      decline: false,
      message: false,
      requestRevision: false,
      renew: true,
      withdraw: false,
    });
    const renewed = await call('POST', `/api/inquiries/${old}/renew`, {});
    expect(renewed.statusCode, renewed.body).toBe(201);
    const created = inquiryRenewResponseSchema.parse(renewed.json()).data;
    const fresh = await detail(Number(created.id));
    expect(fresh.lines.map((l) => l.code)).toEqual(expired.lines.map((l) => l.code));
    expect(fresh.number).not.toBe(expired.number);
  });
});

describe('security (decision 036)', () => {
  it('answers 404 for another company’s inquiry on every route', async () => {
    const id = await newInquiry(plain(1, 17));
    await detail(id);
    const routes: [string, string, object | undefined][] = [
      ['GET', `/api/inquiries/${id}`, undefined],
      ['GET', `/api/inquiries/${id}/offers/1/pdf`, undefined],
      ['POST', `/api/inquiries/${id}/accept`, { revision: 1 }],
      ['POST', `/api/inquiries/${id}/decline`, { revision: 1 }],
      ['POST', `/api/inquiries/${id}/messages`, { body: 'Živjo' }],
      ['POST', `/api/inquiries/${id}/renew`, {}],
      ['POST', `/api/inquiries/${id}/withdraw`, {}],
    ];
    for (const [method, url, payload] of routes) {
      const response = await call(method as 'GET' | 'POST', url, payload, other);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    // Nothing changed.
    const [offer] = await tdb.db.select().from(inquiryOffers).where(eq(inquiryOffers.orderId, id));
    expect(offer?.status).toBe('open');
    const thread = await tdb.db
      .select()
      .from(inquiryMessages)
      .where(eq(inquiryMessages.inquiryId, id));
    expect(thread).toHaveLength(0);
  });

  it('refuses the actions of a partner without a type-3 caretaker (403), and its inquiries', async () => {
    // An inquiry of the other company (placed before its caretaker changed, say).
    const [me] = await tdb.db
      .select({ id: users.id, partnerId: users.partnerId })
      .from(users)
      .where(eq(users.email, DEMO.otherAdmin));
    const [row] = await tdb.db
      .insert(orders)
      .values({
        orderNo: 'P2099-FOREIGN',
        kind: 'inquiry',
        partnerId: me!.partnerId!,
        userId: me!.id,
        status: 'declined',
        totalGross: 5,
      })
      .returning({ id: orders.id });
    const read = await call('GET', `/api/inquiries/${row!.id}`, undefined, other);
    expect(read.statusCode).toBe(200);
    const shown = inquiryDetailResponseSchema.parse(read.json()).data;
    expect(shown.inquiriesAllowed).toBe(false);
    expect(Object.values(shown.actions).some(Boolean)).toBe(false);
    const renew = await call('POST', `/api/inquiries/${row!.id}/renew`, {}, other);
    expect(renew.statusCode).toBe(403);
    expect(apiErrorSchema.parse(renew.json()).error).toMatch(/skrbnikom/);
    // Nor may it send one through the basket (SPEC §6).
    const placed = await app.inject({
      method: 'POST',
      url: '/jsonapi/basket?id=inquiry',
      headers: other.auth,
      payload: { mode: 'insert', data: { partnerno: other.partnerNo, attributes: {} } },
    });
    expect(placed.statusCode).toBe(403);
  });

  it('needs the CSRF header for every action', async () => {
    const id = await newInquiry(plain(1, 18));
    const response = await app.inject({
      method: 'POST',
      url: `/api/inquiries/${id}/withdraw`,
      headers: { authorization: buyer.auth.authorization! },
    });
    expect(response.statusCode).toBe(403);
    const rows = await tdb.db
      .select()
      .from(orders)
      .where(inArray(orders.id, [id]));
    expect(rows[0]?.status).toBe('sent');
  });
});
