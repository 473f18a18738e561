import { afterEach, describe, expect, it } from 'vitest';
import {
  ERP_MAX_ORDERS_PER_CALL,
  erpAvailabilityResponseSchema,
  erpOrderStatusResponseSchema,
  erpPricingResponseSchema,
  erpRoutingResponseSchema,
  erpStocksResponseSchema,
} from '@gradnik/contracts/erp';
import type {
  ErpAvailabilityRecord,
  ErpPricingRecord,
  ErpStoreStock,
} from '@gradnik/contracts/erp';
import {
  SIM_MSG_LAST_PIECES,
  SIM_MSG_OUT_OF_STOCK,
  SIM_MSG_IN_STOCK,
  simItemTraits,
  simOrderStatus,
} from '../src/simulator-rules.ts';
import {
  draftFrom,
  findItems,
  itemNos,
  postJson,
  startSimulator,
  STORE_IDS,
  THURSDAY,
} from './sim-server.ts';
import type { SimServer } from './sim-server.ts';

/** Money is rounded to cents: equal within half a cent (plus float noise). */
function expectCents(actual: number | undefined, expected: number): void {
  expect(Math.abs((actual ?? NaN) - expected)).toBeLessThanOrEqual(0.0051);
}

const servers: SimServer[] = [];
async function simulator(...args: Parameters<typeof startSimulator>): Promise<SimServer> {
  const server = await startSimulator(...args);
  servers.push(server);
  return server;
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function pricing(
  server: SimServer,
  partnerNo: string,
  items: string[],
): Promise<ErpPricingRecord[]> {
  const { status, body } = await postJson(`${server.url}/Pimcore/B2B/GetPricing2`, {
    itemNo: items,
    PartnerNo: partnerNo,
  });
  expect(status).toBe(200);
  return erpPricingResponseSchema.parse(body);
}

async function availability(
  server: SimServer,
  partnerNo: string,
  items: string[],
): Promise<ErpAvailabilityRecord[]> {
  const { status, body } = await postJson(`${server.url}/Pimcore/B2B/GetAvailability`, {
    itemNo: items,
    PartnerNo: partnerNo,
  });
  expect(status).toBe(200);
  return erpAvailabilityResponseSchema.parse(body);
}

async function stocks(
  server: SimServer,
  call: 'GetStocksTC' | 'GetStocksCS',
  itemNo: string,
): Promise<ErpStoreStock[]> {
  const { status, body } = await postJson(`${server.url}/Pimcore/General/${call}`, { itemNo });
  expect(status).toBe(200);
  return erpStocksResponseSchema.parse(body);
}

describe('ERP simulator: determinism', () => {
  it('answers every call identically on two independent instances', async () => {
    const [a, b] = [await simulator(), await simulator()];
    const items = itemNos(40);
    expect(await pricing(a, 'P1000', items)).toEqual(await pricing(b, 'P1000', items));
    expect(await availability(a, 'P1000', items)).toEqual(await availability(b, 'P1000', items));
    for (const itemNo of items.slice(0, 5)) {
      expect(await stocks(a, 'GetStocksTC', itemNo)).toEqual(
        await stocks(b, 'GetStocksTC', itemNo),
      );
      expect(await stocks(a, 'GetStocksCS', itemNo)).toEqual(
        await stocks(b, 'GetStocksCS', itemNo),
      );
    }
    const records = await pricing(a, 'P1000', items.slice(0, 6));
    const draft = draftFrom(
      'P1000',
      records.map((record) => ({ record, quantityRetail: 2 })),
    );
    const routeA = await postJson(`${a.url}/Pimcore/B2B/GetRouting`, draft);
    const routeB = await postJson(`${b.url}/Pimcore/B2B/GetRouting`, draft);
    expect(routeA.status).toBe(200);
    expect(routeA.body).toEqual(routeB.body);
  });

  it('gives different partners different prices for some items, same list prices', async () => {
    const server = await simulator();
    const items = itemNos(30);
    const first = await pricing(server, 'P1000', items);
    const second = await pricing(server, 'P2000', items);
    expect(first.map((record) => record.B2BPriceBasicBaseUnit)).toEqual(
      second.map((record) => record.B2BPriceBasicBaseUnit),
    );
    const differing = first.filter(
      (record, index) =>
        record.B2BPriceForPartnerBaseUnit !== second[index]?.B2BPriceForPartnerBaseUnit,
    );
    expect(differing.length).toBeGreaterThan(0);
  });

  it('does not depend on the order or repetition of item numbers', async () => {
    const server = await simulator();
    const items = itemNos(5);
    const forward = await pricing(server, 'P1000', items);
    const backward = await pricing(server, 'P1000', [...items].reverse().concat(items[0] ?? ''));
    expect(backward).toHaveLength(5);
    expect([...backward].reverse()).toEqual(forward);
  });
});

describe('ERP simulator: pricing (SPEC §3 Pricing record)', () => {
  it('keeps retail prices = base × the catalogue factor, falling back to factor 1', async () => {
    const server = await simulator({
      units: (itemNos) =>
        new Map(
          itemNos
            .filter((itemNo) => itemNo === '100001')
            .map((itemNo) => [itemNo, { factorUnitRetail: 1.44, retailUnitOfMeasure: 'PAK' }]),
        ),
    });
    const [plain, tiles] = await pricing(server, 'P1000', ['100000', '100001']);
    expect(plain?.B2BPriceBasicRetailUnit).toBe(plain?.B2BPriceBasicBaseUnit);
    expectCents(tiles?.B2BPriceBasicRetailUnit, (tiles?.B2BPriceBasicBaseUnit ?? 0) * 1.44);
    expectCents(
      tiles?.B2BPriceForPartnerRetailUnit,
      (tiles?.B2BPriceForPartnerBaseUnit ?? 0) * 1.44,
    );
    const [tcStock] = await stocks(server, 'GetStocksTC', '100001');
    expect(tcStock?.RetailUnitOfMeasure).toBe('PAK');
    expect(tcStock?.Quantity).toBeCloseTo((tcStock?.StockAvailableEmMp ?? 0) * 1.44, 3);
  });

  it('distributes price types, discounts, promotions and VPC/MPC default prices', async () => {
    const server = await simulator();
    const records = await pricing(server, 'P1000', itemNos(200));
    const types = new Set(records.map((record) => record.B2BPriceTypeBaseUnit));
    expect(types).toEqual(new Set(['basic', 'partner', 'discountPercentage']));
    expect(records.some((record) => record.PromotionRetailId !== null)).toBe(true);
    expect(records.some((record) => record.PromotionWSId !== null)).toBe(true);
    for (const record of records) {
      expect(record.B2BPriceForPartnerBaseUnit).toBeLessThanOrEqual(record.B2BPriceBasicBaseUnit);
      if (record.B2BPriceTypeBaseUnit === 'basic') {
        expect(record.B2BPriceForPartnerBaseUnit).toBe(record.B2BPriceBasicBaseUnit);
      }
      if (record.B2BPriceTypeBaseUnit === 'discountPercentage') {
        expect(record.B2BDiscountBaseUnit).toBeGreaterThan(0);
        const expected =
          record.B2BPriceBasicBaseUnit *
          (1 - record.B2BDiscountBaseUnit / 100) *
          (1 - record.B2BDiscountAddBaseUnit / 100);
        expectCents(record.B2BPriceForPartnerBaseUnit, expected);
      }
      const vpc = record.defaultPricing.find((entry) => entry.type === 'VPC')?.price ?? NaN;
      const mpc = record.defaultPricing.find((entry) => entry.type === 'MPC')?.price ?? NaN;
      expect(vpc).toBe(record.B2BPriceBasicRetailUnit);
      expectCents(mpc, vpc * 1.22);
      expect(record.PriceUpdate <= '2025-04-17').toBe(true);
    }
  });
});

describe('ERP simulator: availability and stock (SPEC §3, §9)', () => {
  it('has items in stock, with last pieces and with Basket 0 (inquiry path), with Slovenian messages', async () => {
    const server = await simulator();
    const records = await availability(server, 'P1000', itemNos(200));
    const messages = new Set(records.map((record) => record.AvailabilityWEBMsg));
    expect(messages).toEqual(
      new Set([SIM_MSG_IN_STOCK, SIM_MSG_LAST_PIECES, SIM_MSG_OUT_OF_STOCK]),
    );
    for (const record of records) {
      expect(record.PartnerNo).toBe('P1000');
      expect(record.OrgUnitStock).toBe('CS');
      if (record.AvailabilityWEBMsg === SIM_MSG_OUT_OF_STOCK) expect(record.Basket).toBe(0);
      else expect(record.Basket).toBeGreaterThan(0);
    }
  });

  it('answers stock per store and for the central warehouse, agreeing with Basket', async () => {
    const server = await simulator();
    const items = itemNos(60);
    const available = await availability(server, 'P1000', items);
    const descriptions = new Set<string>();
    let storesWithout = 0;
    for (const record of available) {
      const perStore = await stocks(server, 'GetStocksTC', record.ItemNo);
      const central = await stocks(server, 'GetStocksCS', record.ItemNo);
      expect(perStore.map((stock) => stock.OrgUnitStock)).toEqual(STORE_IDS);
      expect(central.map((stock) => stock.OrgUnitStock)).toEqual(['CS']);
      const total = [...perStore, ...central].reduce(
        (sum, stock) => sum + stock.StockAvailableEmMp,
        0,
      );
      expect(total).toBe(record.Basket);
      expect(central[0]?.StockAvailableEmMp).toBe(record.StockAvailableEmMp);
      for (const stock of perStore) {
        descriptions.add(stock.StockAvailableDesc);
        if (stock.StockAvailableEmMp === 0) storesWithout += 1;
        // SPEC §9: 'Zadnji kosi' = last pieces, 'Zaloga' = supply, anything else = no supply.
        if (stock.StockAvailableDesc === 'Zadnji kosi')
          expect(stock.StockAvailableEmMp).toBeLessThanOrEqual(3);
        if (stock.StockAvailableDesc === 'Zaloga')
          expect(stock.StockAvailableEmMp).toBeGreaterThan(3);
      }
    }
    expect(storesWithout).toBeGreaterThan(0);
    expect(descriptions.has('Zadnji kosi')).toBe(true);
    expect(descriptions.has('Zaloga')).toBe(true);
  });
});

describe('ERP simulator: routing (SPEC §4 Packages, cart line errors)', () => {
  it('dates in-stock lines 1–3 working days ahead and leaves out-of-stock lines without a date', async () => {
    const server = await simulator();
    const inStock = findItems(
      3,
      (traits) => traits.stockClass === 'in-stock' && !traits.routingPriceDrift,
    );
    const outOfStock = findItems(2, (traits) => traits.stockClass === 'out-of-stock');
    const records = await pricing(server, 'P1000', [...inStock, ...outOfStock]);
    const draft = draftFrom(
      'P1000',
      records.map((record) => ({ record, quantityRetail: 1 })),
    );
    const { status, body } = await postJson(`${server.url}/Pimcore/B2B/GetRouting`, draft);
    expect(status).toBe(200);
    const routing = erpRoutingResponseSchema.parse(body);
    // Thursday 17 April 2025 → Fri 18, (weekend, Easter Monday 21 off) Tue 22, Wed 23.
    const allowed = ['2025-04-18', '2025-04-22', '2025-04-23'];
    for (const line of routing.OrderLines) {
      const traits = simItemTraits(line.ItemNo, 'P1000');
      if (traits.stockClass === 'out-of-stock') expect(line.DeliveryDate).toBeNull();
      else expect(line.DeliveryDate).toBe(allowed[traits.leadWorkingDays - 1]);
    }
    expect(routing.OrderLines.map((line) => line.OrderLine)).toEqual([1, 2, 3, 4, 5]);
  });

  it('gives no date when the quantity exceeds what is available', async () => {
    const server = await simulator();
    const [itemNo = ''] = findItems(1, (traits) => traits.stockClass === 'last-pieces');
    const [record] = await pricing(server, 'P1000', [itemNo]);
    const [stock] = await availability(server, 'P1000', [itemNo]);
    if (record === undefined || stock === undefined) throw new Error('no record');
    const enough = await postJson(
      `${server.url}/Pimcore/B2B/GetRouting`,
      draftFrom('P1000', [{ record, quantityRetail: stock.Basket }]),
    );
    const tooMany = await postJson(
      `${server.url}/Pimcore/B2B/GetRouting`,
      draftFrom('P1000', [{ record, quantityRetail: stock.Basket + 1 }]),
    );
    expect(erpRoutingResponseSchema.parse(enough.body).OrderLines[0]?.DeliveryDate).not.toBeNull();
    expect(erpRoutingResponseSchema.parse(tooMany.body).OrderLines[0]?.DeliveryDate).toBeNull();
  });

  it('answers drifted partner prices for some items (price_changed) and the pricing prices for others', async () => {
    const server = await simulator();
    const drifting = findItems(
      2,
      (traits) => traits.routingPriceDrift && traits.priceType === 'basic',
    );
    const stable = findItems(2, (traits) => !traits.routingPriceDrift);
    const records = await pricing(server, 'P1000', [...drifting, ...stable]);
    const draft = draftFrom(
      'P1000',
      records.map((record) => ({ record, quantityRetail: 1 })),
    );
    const routing = erpRoutingResponseSchema.parse(
      (await postJson(`${server.url}/Pimcore/B2B/GetRouting`, draft)).body,
    );
    routing.OrderLines.forEach((line, index) => {
      const sent = records[index];
      if (sent === undefined) throw new Error('line without record');
      if (drifting.includes(line.ItemNo)) {
        expectCents(line.B2BPriceForPartnerBaseUnit, sent.B2BPriceForPartnerBaseUnit * 1.05);
        expect(line.B2BPriceForPartnerBaseUnit).not.toBe(sent.B2BPriceForPartnerBaseUnit);
      } else {
        expect(line.B2BPriceForPartnerBaseUnit).toBe(sent.B2BPriceForPartnerBaseUnit);
        expect(line.B2BPriceForPartnerRetailUnit).toBe(sent.B2BPriceForPartnerRetailUnit);
      }
      expectCents(line.OrderLineValue, line.B2BPriceForPartnerBaseUnit * line.QuantityBase);
    });
    const total = routing.OrderLines.reduce((sum, line) => sum + line.OrderLineValue, 0);
    expectCents(routing.Order.OrderValue, total);
  });

  it('charges transport only for delivery method 4, more with distance and truck lift', async () => {
    const server = await simulator();
    const records = await pricing(server, 'P1000', itemNos(3));
    const lines = records.map((record) => ({ record, quantityRetail: 1 }));
    const route = async (overrides: Parameters<typeof draftFrom>[2]) =>
      erpRoutingResponseSchema.parse(
        (
          await postJson(
            `${server.url}/Pimcore/B2B/GetRouting`,
            draftFrom('P1000', lines, overrides),
          )
        ).body,
      ).Delivery;
    const near = await route({ Distance: 10 });
    const far = await route({ Distance: 100 });
    const lift = await route({ Distance: 10, TruckLift: 1 });
    const pickUp = await route({ DeliveryMetod: 5 });
    expect(near.TransportCosts).toBeGreaterThan(0);
    expectCents(near.TransportCostsTax, near.TransportCosts * 0.22);
    expectCents(far.TransportCosts, near.TransportCosts + 45);
    expectCents(lift.TransportCosts, near.TransportCosts + 15);
    expect(pickUp).toEqual({ TransportCosts: 0, TransportCostsTax: 0 });
  });
});

describe('ERP simulator: order status (issue #12)', () => {
  const DAY_MS = 86_400_000;
  /** Orders placed from a minute to 60 days before THURSDAY. */
  const orders = Array.from({ length: 60 }, (_, index) => ({
    OrderNo: `N-2025-${String(index).padStart(6, '0')}`,
    Created: new Date(THURSDAY.getTime() - 60_000 * (60 * 24 * 60) ** (index / 59)).toISOString(),
  }));

  async function orderStatus(server: SimServer, list: typeof orders) {
    const { status, body } = await postJson(`${server.url}/Pimcore/B2B/GetOrderStatus`, {
      PartnerNo: 'P1000',
      Orders: list,
    });
    expect(status).toBe(200);
    return erpOrderStatusResponseSchema.parse(body);
  }

  it("answers every order with the rule's status and history at the simulator's clock", async () => {
    const [a, b] = [await simulator(), await simulator()];
    const records = await orderStatus(a, orders);
    expect(records).toEqual(await orderStatus(b, orders));
    expect(records.map((record) => record.OrderNo)).toEqual(orders.map((order) => order.OrderNo));
    records.forEach((record, index) => {
      const order = orders[index];
      if (order === undefined) throw new Error('missing order');
      const expected = simOrderStatus(order.OrderNo, new Date(order.Created), THURSDAY);
      expect(record).toEqual({
        OrderNo: order.OrderNo,
        Status: expected.status,
        History: expected.history.map((step) => ({
          Status: step.status,
          At: step.at.toISOString(),
        })),
      });
      expect(record.History[0]).toEqual({ Status: 'received', At: order.Created });
    });
    const statuses = new Set(records.map((record) => record.Status));
    expect(statuses.has('received')).toBe(true);
    expect(statuses.has('invoiced')).toBe(true);
  });

  it('moves orders on as its clock goes on, and takes Created with an offset', async () => {
    const later = await simulator({ now: () => new Date(THURSDAY.getTime() + 365 * DAY_MS) });
    for (const record of await orderStatus(later, orders)) {
      expect(['invoiced', 'cancelled']).toContain(record.Status);
    }
    const server = await simulator();
    const [record] = await orderStatus(server, [
      { OrderNo: 'N-2025-1', Created: '2025-04-17T10:00:00+02:00' },
    ]);
    expect(record?.History).toEqual([{ Status: 'received', At: '2025-04-17T08:00:00.000Z' }]);
  });

  it('takes up to ERP_MAX_ORDERS_PER_CALL orders in one call', async () => {
    const server = await simulator();
    const many = Array.from({ length: ERP_MAX_ORDERS_PER_CALL }, (_, index) => ({
      OrderNo: `N-${index}`,
      Created: '2025-04-01T08:00:00Z',
    }));
    expect(await orderStatus(server, many)).toHaveLength(ERP_MAX_ORDERS_PER_CALL);
    const tooMany = [...many, { OrderNo: 'N-extra', Created: '2025-04-01T08:00:00Z' }];
    const response = await postJson(`${server.url}/Pimcore/B2B/GetOrderStatus`, {
      PartnerNo: 'P1000',
      Orders: tooMany,
    });
    expect(response.status).toBe(400);
    expect((response.body as { error: string }).error).toMatch(
      /Invalid GetOrderStatus request: Orders/,
    );
  });

  it('answers the fault switch like the other calls', async () => {
    const server = await simulator({ timeoutFaultMs: 200 });
    const url = `${server.url}/Pimcore/B2B/GetOrderStatus`;
    const body = { PartnerNo: 'P1000', Orders: orders.slice(0, 2) };
    expect((await postJson(url, body, { 'x-erp-sim-fault': 'error' })).status).toBe(500);
    expect(await postJson(url, body, { 'x-erp-sim-fault': 'empty' })).toEqual({
      status: 200,
      body: [],
    });
    expect((await postJson(url, body, { 'x-erp-sim-fault': 'timeout' })).status).toBe(504);
  });
});

describe('ERP simulator: request validation', () => {
  const bad: Array<[string, unknown, RegExp]> = [
    ['/B2B/GetPricing2', { itemNo: [], PartnerNo: 'P1' }, /itemNo/],
    ['/B2B/GetPricing2', { itemNo: ['1'] }, /PartnerNo/],
    ['/B2B/GetPricing2', { itemNo: ['1'], PartnerNo: 'P1', Price: 1 }, /Unrecognized key/],
    ['/B2B/GetAvailability', { itemNo: '1', PartnerNo: 'P1' }, /itemNo/],
    ['/B2B/GetAvailability', { itemNo: ['1'], PartnerNo: 'P1', extra: true }, /Unrecognized key/],
    ['/General/GetStocksTC', { itemNo: ['1'] }, /itemNo/],
    ['/General/GetStocksCS', {}, /itemNo/],
    ['/B2B/GetRouting', { Order: {}, OrderLines: [], Delivery: {} }, /GetRouting/],
    ['/B2B/GetOrderStatus', { PartnerNo: 'P1', Orders: [] }, /Orders/],
    [
      '/B2B/GetOrderStatus',
      { Orders: [{ OrderNo: 'N-1', Created: '2025-04-17T08:00:00Z' }] },
      /PartnerNo/,
    ],
    [
      '/B2B/GetOrderStatus',
      { PartnerNo: 'P1', Orders: [{ OrderNo: 'N-1', Created: '17. 4. 2025' }] },
      /Orders\.0\.Created/,
    ],
    [
      '/B2B/GetOrderStatus',
      { PartnerNo: 'P1', Orders: [{ OrderNo: '', Created: '2025-04-17T08:00:00Z' }] },
      /OrderNo must not be empty/,
    ],
    [
      '/B2B/GetOrderStatus',
      {
        PartnerNo: 'P1',
        Orders: [{ OrderNo: 'N-1', Created: '2025-04-17T08:00:00Z', Status: 'x' }],
      },
      /Unrecognized key/,
    ],
    [
      '/B2B/GetOrderStatus',
      {
        PartnerNo: 'P1',
        Orders: [
          { OrderNo: 'N-1', Created: '2025-04-17T08:00:00Z' },
          { OrderNo: 'N-1', Created: '2025-04-16T08:00:00Z' },
        ],
      },
      /OrderNo N-1 appears more than once/,
    ],
  ];

  it.each(bad)('rejects %s with %j as 400 with a clear message', async (path, body, message) => {
    const server = await simulator();
    const response = await postJson(`${server.url}/Pimcore${path}`, body);
    expect(response.status).toBe(400);
    expect((response.body as { error: string }).error).toMatch(message);
  });

  it('rejects a routing draft with a wrong payment type, duplicate line numbers or unknown fields', async () => {
    const server = await simulator();
    const records = await pricing(server, 'P1000', itemNos(2));
    const draft = draftFrom(
      'P1000',
      records.map((record) => ({ record, quantityRetail: 1 })),
    );
    const wrongPayment = { ...draft, Order: { ...draft.Order, PaymentType: 1 } };
    const duplicate = {
      ...draft,
      OrderLines: draft.OrderLines.map((line) => ({ ...line, OrderLine: 1 })),
    };
    const extra = { ...draft, Delivery: { ...draft.Delivery, Discount: 50 } };
    for (const [body, message] of [
      [wrongPayment, /Order\.PaymentType/],
      [duplicate, /OrderLine 1 appears more than once/],
      [extra, /Unrecognized key/],
    ] as const) {
      const response = await postJson(`${server.url}/Pimcore/B2B/GetRouting`, body);
      expect(response.status).toBe(400);
      expect((response.body as { error: string }).error).toMatch(message);
    }
  });

  it('rejects malformed JSON as 400', async () => {
    const server = await simulator();
    const response = await fetch(`${server.url}/Pimcore/B2B/GetPricing2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"itemNo": [',
    });
    expect(response.status).toBe(400);
  });
});

describe('ERP simulator: fault switch', () => {
  const pricingBody = { itemNo: ['100000'], PartnerNo: 'P1000' };

  it('answers 500 for error and an empty list for empty, per request header', async () => {
    const server = await simulator();
    const url = `${server.url}/Pimcore/B2B/GetPricing2`;
    expect((await postJson(url, pricingBody, { 'x-erp-sim-fault': 'error' })).status).toBe(500);
    expect(await postJson(url, pricingBody, { 'x-erp-sim-fault': 'empty' })).toEqual({
      status: 200,
      body: [],
    });
    expect((await postJson(url, pricingBody, { 'x-erp-sim-fault': 'nonsense' })).status).toBe(400);
    expect((await postJson(url, pricingBody)).status).toBe(200);
  });

  it('holds the answer back for timeout', async () => {
    const server = await simulator({ timeoutFaultMs: 300 });
    const started = Date.now();
    const response = await postJson(`${server.url}/Pimcore/B2B/GetAvailability`, pricingBody, {
      'x-erp-sim-fault': 'timeout',
    });
    expect(response.status).toBe(504);
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
  });

  it('releases a held-back answer when the server closes', async () => {
    // Without forced closing, so the held-back request can still be answered while closing.
    const server = await startSimulator({}, { forceCloseConnections: false });
    const pending = postJson(`${server.url}/Pimcore/B2B/GetPricing2`, pricingBody, {
      'x-erp-sim-fault': 'timeout',
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await server.close();
    expect(Date.now() - started).toBeLessThan(2000);
    expect((await pending).status).toBe(504);
  });

  it('ignores the header unless allowFaultHeader is set', async () => {
    const server = await simulator({ allowFaultHeader: false });
    const response = await postJson(`${server.url}/Pimcore/B2B/GetPricing2`, pricingBody, {
      'x-erp-sim-fault': 'error',
    });
    expect(response.status).toBe(200);
  });

  it('applies the configured fault (option or ERP_SIM_FAULT) to every call', async () => {
    const server = await simulator({ fault: 'error' });
    expect(
      (await postJson(`${server.url}/Pimcore/General/GetStocksCS`, { itemNo: '100000' })).status,
    ).toBe(500);

    const previous = process.env.ERP_SIM_FAULT;
    try {
      process.env.ERP_SIM_FAULT = 'empty';
      const fromEnv = await simulator({ fault: undefined });
      expect(
        await postJson(`${fromEnv.url}/Pimcore/General/GetStocksTC`, { itemNo: '100000' }),
      ).toEqual({ status: 200, body: [] });
      process.env.ERP_SIM_FAULT = 'sometimes';
      await expect(startSimulator({ fault: undefined })).rejects.toThrow(
        /ERP_SIM_FAULT must be one of timeout, error, empty/,
      );
    } finally {
      if (previous === undefined) delete process.env.ERP_SIM_FAULT;
      else process.env.ERP_SIM_FAULT = previous;
    }
  });
});
