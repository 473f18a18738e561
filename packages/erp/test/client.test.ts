import { afterEach, describe, expect, it } from 'vitest';
import type { ErpOrderStatusRecord, ErpPricingRecord } from '@gradnik/contracts/erp';
import { createErpClient } from '../src/client.ts';
import type {
  ErpClient,
  ErpClientOptions,
  ErpItemResult,
  ErpLogger,
  ErpOrderRef,
  ErpOrderStatusResult,
} from '../src/client.ts';
import { simOrderStatus } from '../src/simulator-rules.ts';
import {
  draftFrom,
  findItems,
  itemNos,
  startSimulator,
  STORE_IDS,
  THURSDAY,
} from './sim-server.ts';
import type { SimServer } from './sim-server.ts';

const servers: SimServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

interface Setup {
  server: SimServer;
  client: ErpClient;
  clock: { ms: number };
  logs: Array<{ level: 'debug' | 'warn'; obj: object; msg: string }>;
  /** Requests the simulator received on one path. */
  calls: (path: string) => unknown[];
}

async function setup(
  options: Partial<ErpClientOptions> = {},
  simulator: Parameters<typeof startSimulator>[0] = {},
): Promise<Setup> {
  const server = await startSimulator(simulator);
  servers.push(server);
  const clock = { ms: Date.parse('2025-04-17T08:00:00Z') };
  const logs: Setup['logs'] = [];
  const logger: ErpLogger = {
    debug: (obj, msg) => logs.push({ level: 'debug', obj, msg }),
    warn: (obj, msg) => logs.push({ level: 'warn', obj, msg }),
  };
  const client = createErpClient({ baseUrl: server.url, logger, now: () => clock.ms, ...options });
  return {
    server,
    client,
    clock,
    logs,
    calls: (path) =>
      server.seen.filter((request) => request.url === path).map((request) => request.body),
  };
}

const PRICING = '/Pimcore/B2B/GetPricing2';
const AVAILABILITY = '/Pimcore/B2B/GetAvailability';
const FAULT = (fault: 'timeout' | 'error' | 'empty') => ({ headers: { 'x-erp-sim-fault': fault } });

function okRecord<T>(result: ErpItemResult<T> | undefined): T {
  if (result?.status !== 'ok')
    throw new Error(`expected an ok result, got ${JSON.stringify(result)}`);
  return result.record;
}

function statuses<T>(results: ReadonlyMap<string, ErpItemResult<T>>): Record<string, string> {
  return Object.fromEntries([...results].map(([itemNo, result]) => [itemNo, result.status]));
}

describe('ERP client: batching and cache (SPEC §7, §9)', () => {
  it('fetches N items with one call and answers every item', async () => {
    const { client, calls } = await setup();
    const items = itemNos(16);
    const results = await client.getPricing('P1000', items);
    expect(calls(PRICING)).toEqual([{ itemNo: items, PartnerNo: 'P1000' }]);
    expect([...results.keys()].sort()).toEqual(items);
    expect(okRecord(results.get('100003')).ItemNo).toBe('100003');
    expect(client.metrics()).toMatchObject({
      pricingCalls: 1,
      cacheMisses: 16,
      cacheHits: 0,
      errors: 0,
    });
  });

  it('serves repeats from the cache for 60 s, per partner, and fetches again after', async () => {
    const { client, clock, calls, logs } = await setup();
    const items = itemNos(4);
    const first = await client.getPricing('P1000', items);

    clock.ms += 59_000;
    const again = await client.getPricing('P1000', items);
    expect(calls(PRICING)).toHaveLength(1);
    expect(okRecord(again.get('100000'))).toEqual(okRecord(first.get('100000')));
    expect(logs.some((log) => log.level === 'debug' && log.msg === 'ERP cache hits')).toBe(true);

    // Another partner has its own prices: not served from P1000's cache.
    await client.getPricing('P2000', items);
    expect(calls(PRICING)).toHaveLength(2);

    clock.ms += 1_000;
    await client.getPricing('P1000', items);
    expect(calls(PRICING)).toHaveLength(3);
    expect(client.metrics()).toMatchObject({ pricingCalls: 3, cacheHits: 4, cacheMisses: 12 });
  });

  it('asks only for the items that are not cached', async () => {
    const { client, calls } = await setup();
    await client.getAvailability('P1000', itemNos(3));
    const results = await client.getAvailability('P1000', itemNos(5));
    expect(calls(AVAILABILITY)).toEqual([
      { itemNo: itemNos(3), PartnerNo: 'P1000' },
      { itemNo: itemNos(2, 3), PartnerNo: 'P1000' },
    ]);
    expect(Object.values(statuses(results))).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
    expect(client.metrics()).toMatchObject({ availabilityCalls: 2, cacheHits: 3, cacheMisses: 5 });
  });

  it('shares one in-flight call between concurrent requests for the same items', async () => {
    const { client, calls } = await setup();
    const items = itemNos(8);
    const [a, b, c] = await Promise.all([
      client.getPricing('P1000', items),
      client.getPricing('P1000', items),
      client.getPricing('P1000', [...items].reverse()),
    ]);
    expect(calls(PRICING)).toHaveLength(1);
    expect(statuses(a)).toEqual(statuses(b));
    expect(okRecord(c.get('100007'))).toEqual(okRecord(a.get('100007')));
    expect(client.metrics()).toMatchObject({ pricingCalls: 1, cacheMisses: 8, sharedInFlight: 16 });
  });

  it('joins overlapping concurrent requests without asking twice for an item', async () => {
    const { client, calls } = await setup();
    await Promise.all([
      client.getPricing('P1000', itemNos(4)),
      client.getPricing('P1000', itemNos(4, 2)),
    ]);
    expect(calls(PRICING)).toEqual([
      { itemNo: itemNos(4), PartnerNo: 'P1000' },
      { itemNo: itemNos(2, 4), PartnerNo: 'P1000' },
    ]);
  });

  it('splits very large requests into calls of at most 200 items', async () => {
    const { client, calls } = await setup();
    const results = await client.getPricing('P1000', itemNos(250));
    expect(calls(PRICING).map((body) => (body as { itemNo: string[] }).itemNo.length)).toEqual([
      200, 50,
    ]);
    expect(results.size).toBe(250);
  });

  it('returns an empty map without calling for no items', async () => {
    const { client, calls } = await setup();
    expect((await client.getPricing('P1000', [])).size).toBe(0);
    expect(calls(PRICING)).toHaveLength(0);
  });
});

describe('ERP client: failures mark exactly the requested items as error (SPEC §8)', () => {
  it.each(['error', 'empty'] as const)(
    '%s: marks the uncached items, keeps cached ones, and recovers',
    async (fault) => {
      const { client, calls } = await setup();
      await client.getPricing('P1000', itemNos(2));

      const failed = await client.getPricing('P1000', itemNos(4), FAULT(fault));
      expect(statuses(failed)).toEqual({
        '100000': 'ok',
        '100001': 'ok',
        '100002': 'error',
        '100003': 'error',
      });
      expect(calls(PRICING)).toHaveLength(2);
      expect(client.metrics().errors).toBe(1);

      // Errors are not cached: the next request asks again and succeeds.
      const recovered = await client.getPricing('P1000', itemNos(4));
      expect(Object.values(statuses(recovered))).toEqual(['ok', 'ok', 'ok', 'ok']);
      expect(calls(PRICING)[2]).toEqual({ itemNo: itemNos(2, 2), PartnerNo: 'P1000' });
    },
  );

  it('timeout: gives up after timeoutMs without throwing, then succeeds', async () => {
    const { client, logs } = await setup({ timeoutMs: 100 });
    const started = Date.now();
    const failed = await client.getAvailability('P1000', itemNos(3), FAULT('timeout'));
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(Object.values(statuses(failed))).toEqual(['error', 'error', 'error']);
    expect(
      logs.some(
        (log) => log.level === 'warn' && (log.obj as { reason?: string }).reason === 'timeout',
      ),
    ).toBe(true);

    const recovered = await client.getAvailability('P1000', itemNos(3));
    expect(Object.values(statuses(recovered))).toEqual(['ok', 'ok', 'ok']);
    expect(client.metrics()).toMatchObject({ availabilityCalls: 2, errors: 1 });
  });

  it('marks concurrent requests that joined a failing call as error too', async () => {
    const { client } = await setup();
    const [first, second] = await Promise.all([
      client.getPricing('P1000', itemNos(2), FAULT('error')),
      client.getPricing('P1000', itemNos(3)),
    ]);
    expect(statuses(first)).toEqual({ '100000': 'error', '100001': 'error' });
    expect(statuses(second)).toEqual({ '100000': 'error', '100001': 'error', '100002': 'ok' });
  });

  it('marks items missing from a non-empty answer as error', async () => {
    // A real ERP may leave out items it does not know: drop one record on the way back.
    const dropping: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      const records = (await response.json()) as ErpPricingRecord[];
      return Response.json(records.filter((record) => record.ItemNo !== '100001'));
    };
    const { client } = await setup({ fetch: dropping });
    const results = await client.getPricing('P1000', itemNos(3));
    expect(statuses(results)).toEqual({ '100000': 'ok', '100001': 'error', '100002': 'ok' });
    expect(client.metrics().errors).toBe(1);
  });

  it('marks everything as error when the ERP cannot be reached', async () => {
    const client = createErpClient({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 500 });
    const results = await client.getPricing('P1000', itemNos(2));
    expect(Object.values(statuses(results))).toEqual(['error', 'error']);
    expect(await client.getStocks('100000')).toMatchObject({ status: 'error' });
  });
});

describe('ERP client: stocks and routing', () => {
  it('combines store stock (GetStocksTC) and the central warehouse (GetStocksCS)', async () => {
    const { client } = await setup();
    const result = await client.getStocks('100000');
    if (result.status !== 'ok') throw new Error('stocks failed');
    expect(result.stocks.map((stock) => stock.OrgUnitStock)).toEqual([...STORE_IDS, 'CS']);
    expect(client.metrics().stockCalls).toBe(2);
    for (const fault of ['timeout', 'error', 'empty'] as const) {
      const timed = createErpClient({ baseUrl: servers[0]?.url ?? '', timeoutMs: 100 });
      expect(await timed.getStocks('100000', FAULT(fault))).toMatchObject({ status: 'error' });
    }
  });

  it('returns delivery dates, current prices and transport costs', async () => {
    const { client } = await setup();
    const [inStock = '', drifting = ''] = [
      ...findItems(1, (traits) => traits.stockClass === 'in-stock' && !traits.routingPriceDrift),
      ...findItems(1, (traits) => traits.stockClass === 'in-stock' && traits.routingPriceDrift),
    ];
    const [outOfStock = ''] = findItems(
      1,
      (traits) => traits.stockClass === 'out-of-stock' && !traits.routingPriceDrift,
    );
    const prices = await client.getPricing('P1000', [inStock, drifting, outOfStock]);
    const lines = [inStock, drifting, outOfStock].map((itemNo) => ({
      record: okRecord(prices.get(itemNo)),
      quantityRetail: 1,
    }));
    const result = await client.getRouting(draftFrom('P1000', lines));
    if (result.status !== 'ok') throw new Error(`routing failed: ${result.reason}`);
    const [fine, drifted, missing] = result.routing.OrderLines;
    expect(fine?.DeliveryDate).toMatch(/^2025-04-2[23]$|^2025-04-18$/);
    expect(fine?.B2BPriceForPartnerBaseUnit).toBe(lines[0]?.record.B2BPriceForPartnerBaseUnit);
    expect(drifted?.B2BPriceForPartnerBaseUnit).not.toBe(
      lines[1]?.record.B2BPriceForPartnerBaseUnit,
    );
    expect(missing?.DeliveryDate).toBeNull();
    expect(result.routing.Delivery.TransportCosts).toBeGreaterThan(0);
    expect(client.metrics().routingCalls).toBe(1);
  });

  it('reports routing faults and invalid drafts as errors, without throwing', async () => {
    const { client, calls } = await setup({ timeoutMs: 100 });
    const prices = await client.getPricing('P1000', itemNos(1));
    const draft = draftFrom('P1000', [
      { record: okRecord(prices.get('100000')), quantityRetail: 1 },
    ]);
    expect(await client.getRouting(draft, FAULT('timeout'))).toEqual({
      status: 'error',
      reason: 'timeout',
    });
    expect(await client.getRouting(draft, FAULT('error'))).toEqual({
      status: 'error',
      reason: 'http',
    });
    expect(await client.getRouting(draft, FAULT('empty'))).toEqual({
      status: 'error',
      reason: 'empty',
    });
    const invalid = await client.getRouting({ ...draft, OrderLines: [] });
    expect(invalid).toMatchObject({ status: 'error', reason: 'invalid-request' });
    expect(calls('/Pimcore/B2B/GetRouting')).toHaveLength(3);
    expect((await client.getRouting(draft)).status).toBe('ok');
  });
});

describe('ERP client: order statuses (issue #12)', () => {
  const ORDER_STATUS = '/Pimcore/B2B/GetOrderStatus';
  const DAY_MS = 86_400_000;
  /** `count` orders placed from a minute to 60 days before THURSDAY (the simulator's clock). */
  function ordersOf(count: number, prefix = 'N-2025'): ErpOrderRef[] {
    return Array.from({ length: count }, (_, index) => ({
      orderNo: `${prefix}-${String(index).padStart(6, '0')}`,
      created: new Date(
        THURSDAY.getTime() - 60_000 * (60 * 24 * 60) ** (index / Math.max(1, count - 1)),
      ),
    }));
  }
  function okOrders(result: ErpOrderStatusResult) {
    if (result.status !== 'ok') throw new Error(`expected ok, got ${JSON.stringify(result)}`);
    return result.orders;
  }

  it("returns every order's status and history, as Dates, in one call, not cached", async () => {
    const { client, calls } = await setup();
    const orders = ordersOf(12);
    const found = okOrders(await client.getOrderStatuses('P1000', orders));
    expect(calls(ORDER_STATUS)).toEqual([
      {
        PartnerNo: 'P1000',
        Orders: orders.map((order) => ({
          OrderNo: order.orderNo,
          Created: order.created.toISOString(),
        })),
      },
    ]);
    expect(found.size).toBe(12);
    for (const order of orders) {
      expect(found.get(order.orderNo)).toEqual(
        simOrderStatus(order.orderNo, order.created, THURSDAY),
      );
    }
    // Statuses change: asking again asks the ERP again.
    await client.getOrderStatuses('P1000', orders);
    expect(calls(ORDER_STATUS)).toHaveLength(2);
    expect(client.metrics()).toMatchObject({ orderStatusCalls: 2, errors: 0, cacheHits: 0 });
  });

  it('splits above 200 orders into parallel calls and merges the answers', async () => {
    let active = 0;
    let mostActive = 0;
    const counting: typeof fetch = async (input, init) => {
      active += 1;
      mostActive = Math.max(mostActive, active);
      try {
        return await fetch(input, init);
      } finally {
        active -= 1;
      }
    };
    const { client, calls } = await setup({ fetch: counting });
    const orders = ordersOf(450);
    // A repeated order number is asked once.
    const found = okOrders(
      await client.getOrderStatuses('P1000', [...orders, ...orders.slice(0, 3)]),
    );
    expect(
      calls(ORDER_STATUS).map((body) => (body as { Orders: unknown[] }).Orders.length),
    ).toEqual([200, 200, 50]);
    expect(mostActive).toBe(3);
    expect(found.size).toBe(450);
    expect(client.metrics().orderStatusCalls).toBe(3);
  });

  it('leaves out orders the ERP does not know', async () => {
    // The simulator knows every order; a real ERP leaves out the ones it does not know.
    const forgetting: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      const records = (await response.json()) as ErpOrderStatusRecord[];
      return Response.json(records.filter((record) => record.OrderNo !== 'N-2025-000001'));
    };
    const { client, logs } = await setup({ fetch: forgetting });
    const found = okOrders(await client.getOrderStatuses('P1000', ordersOf(3)));
    expect([...found.keys()]).toEqual(['N-2025-000000', 'N-2025-000002']);
    expect(client.metrics().errors).toBe(0);
    expect(logs.some((log) => log.level === 'warn')).toBe(false);
  });

  it('drops invalid records with a warning and keeps the valid ones', async () => {
    const spoiling: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      const [first, second, ...rest] = (await response.json()) as ErpOrderStatusRecord[];
      return Response.json([
        { ...first, Status: 'lost' },
        { ...second, History: [...(second?.History ?? [])].reverse() },
        { OrderNo: 'N-2025-000000', Status: 'invoiced', History: [] },
        ...rest,
        {
          OrderNo: 'N-other',
          Status: 'received',
          History: [{ Status: 'received', At: '2025-04-17T08:00:00Z' }],
        },
      ]);
    };
    const { client, logs } = await setup({ fetch: spoiling });
    // A month old: several steps each.
    const orders = ordersOf(5).map((order) => ({
      ...order,
      created: new Date(THURSDAY.getTime() - 30 * DAY_MS),
    }));
    const found = okOrders(await client.getOrderStatuses('P1000', orders));
    // The first record has an unknown status; the second its history backwards; a third is
    // empty; one answers an order not asked about (ignored).
    expect([...found.keys()]).toEqual(['N-2025-000002', 'N-2025-000003', 'N-2025-000004']);
    const warning = logs.find((log) => log.msg === 'ERP order status answer has invalid records');
    expect(warning?.obj).toMatchObject({ invalid: 3 });
    expect(client.metrics().errors).toBe(1);
  });

  it('reports faults as errors without throwing, and recovers', async () => {
    const { client, server, logs } = await setup();
    const orders = ordersOf(3);
    // Only the timeout case gets a short timeout: a loaded machine may take 100 ms to answer.
    const impatient = createErpClient({ baseUrl: server.url, timeoutMs: 100 });
    expect(await impatient.getOrderStatuses('P1000', orders, FAULT('timeout'))).toEqual({
      status: 'error',
      reason: 'timeout',
    });
    expect(impatient.metrics()).toMatchObject({ orderStatusCalls: 1, errors: 1 });
    expect(await client.getOrderStatuses('P1000', orders, FAULT('error'))).toEqual({
      status: 'error',
      reason: 'http',
    });
    expect(await client.getOrderStatuses('P1000', orders, FAULT('empty'))).toEqual({
      status: 'error',
      reason: 'empty',
    });
    expect(client.metrics()).toMatchObject({ orderStatusCalls: 2, errors: 2 });
    expect(logs.filter((log) => log.level === 'warn')).toHaveLength(2);
    expect(okOrders(await client.getOrderStatuses('P1000', orders)).size).toBe(3);

    const unreachable = createErpClient({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 500 });
    expect(await unreachable.getOrderStatuses('P1000', orders)).toEqual({
      status: 'error',
      reason: 'network',
    });
  });

  it('fails the whole lookup when one of its calls fails', async () => {
    let call = 0;
    const secondFails: typeof fetch = async (input, init) => {
      call += 1;
      return call === 2 ? new Response('down', { status: 503 }) : fetch(input, init);
    };
    const { client } = await setup({ fetch: secondFails });
    expect(await client.getOrderStatuses('P1000', ordersOf(250))).toEqual({
      status: 'error',
      reason: 'http',
    });
    expect(client.metrics()).toMatchObject({ orderStatusCalls: 2, errors: 1 });
  });

  it('checks its input: no call for no orders, invalid orders left out, a bad partner refused', async () => {
    const { client, calls, logs } = await setup();
    expect(okOrders(await client.getOrderStatuses('P1000', [])).size).toBe(0);
    expect(await client.getOrderStatuses('', ordersOf(2))).toEqual({
      status: 'error',
      reason: 'invalid-request',
    });
    expect(await client.getOrderStatuses('P1000', [{ orderNo: '', created: THURSDAY }])).toEqual({
      status: 'error',
      reason: 'invalid-request',
    });
    expect(calls(ORDER_STATUS)).toHaveLength(0);

    const fine = ordersOf(2);
    const found = okOrders(
      await client.getOrderStatuses('P1000', [
        ...fine,
        { orderNo: 'N-bad-date', created: new Date(NaN) },
        { orderNo: 'x'.repeat(65), created: THURSDAY },
      ]),
    );
    expect([...found.keys()]).toEqual(fine.map((order) => order.orderNo));
    expect(
      logs.find((log) => log.msg === 'Orders with an invalid number or date left out')?.obj,
    ).toMatchObject({ skipped: 2 });
  });

  it("answers from the simulator's clock: a year on, every order is done", async () => {
    const { client } = await setup({}, { now: () => new Date(THURSDAY.getTime() + 365 * DAY_MS) });
    const done = okOrders(await client.getOrderStatuses('P1000', ordersOf(40)));
    expect(done.size).toBe(40);
    for (const entry of done.values()) expect(['invoiced', 'cancelled']).toContain(entry.status);
  });
});

describe('ERP client: headers and logging', () => {
  it('sends the configured auth header but never logs it', async () => {
    const secret = 'Bearer s3cr3t-erp-token';
    const { client, server, logs } = await setup({
      headers: { authorization: secret },
      timeoutMs: 100,
    });
    await client.getPricing('P1000', itemNos(2));
    await client.getPricing('P1000', itemNos(2));
    await client.getAvailability('P1000', itemNos(2), FAULT('error'));
    await client.getStocks('100000', FAULT('timeout'));
    expect(server.seen.every((request) => request.headers.authorization === secret)).toBe(true);
    expect(logs.some((log) => log.level === 'debug')).toBe(true);
    expect(logs.some((log) => log.level === 'warn')).toBe(true);
    expect(JSON.stringify(logs)).not.toContain('s3cr3t');
  });
});
