// GET /api/stores and GET /api/stores/stock (SPEC §2 Stores panel, §3 Store, §7, §9): the stores
// from the database, a product's stock per store and in the central warehouse CS from the ERP.
// The ERP is the real simulator on a Fastify instance listening on 127.0.0.1 (port 0), reached
// by the real client with the global fetch; faults come from the simulator's `fault` option.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import {
  storeListResponseSchema,
  storeStockResponseSchema,
  type StoreStockResponse,
} from '@gradnik/contracts/stores';
import { erpStocksResponseSchema } from '@gradnik/contracts/erp';
import { products } from '@gradnik/db/schema/catalog';
import { stores } from '@gradnik/db/schema/content';
import { storeSupplyOf } from '@gradnik/domain/stock';
import { createErpClient } from '@gradnik/erp/client';
import { erpSimulator, type ErpSimFault } from '@gradnik/erp/simulator';
import { buildApi } from '../src/app.ts';
import {
  bearer,
  body,
  DEMO,
  openTestDatabase,
  testConfig,
  tokensFor,
  type TestDatabase,
} from './helpers.ts';

interface Simulator {
  app: FastifyInstance;
  url: string;
}

async function startSimulator(storeIds: string[], fault: ErpSimFault | null): Promise<Simulator> {
  // fetch may keep a spare connection open; close connections by force so close() is quick.
  const app = Fastify({ logger: false, forceCloseConnections: true });
  await app.register(erpSimulator, { prefix: '/Pimcore', storeIds, fault, timeoutFaultMs: 5_000 });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('Simulator has no port');
  return { app, url: `http://127.0.0.1:${address.port}` };
}

async function apiWithErp(db: TestDatabase['db'], baseUrl: string, timeoutMs = 2_000) {
  const app = await buildApi({
    db,
    config: testConfig(),
    logger: false,
    erp: createErpClient({ baseUrl, timeoutMs }),
  });
  await app.ready();
  return app;
}

let database: TestDatabase;
let storeIds: string[];
let simulator: Simulator;
let app: FastifyInstance;
let token: string;
/** Shown products (catalog_status 1), by id. */
let shown: Array<{ id: number; code: string }>;
const closers: Array<() => Promise<unknown>> = [];

beforeAll(async () => {
  database = await openTestDatabase();
  storeIds = (
    await database.db
      .select({ id: stores.id })
      .from(stores)
      .orderBy(asc(stores.position), asc(stores.id))
  ).map((s) => s.id);
  simulator = await startSimulator(storeIds, null);
  app = await apiWithErp(database.db, simulator.url);
  token = (await tokensFor(app, DEMO.admin)).access_token;
  shown = await database.db
    .select({ id: products.id, code: products.code })
    .from(products)
    .where(eq(products.catalogStatus, 1))
    .orderBy(asc(products.id))
    .limit(40);
});

afterAll(async () => {
  for (const close of closers) await close();
  await app?.close();
  await simulator?.app.close();
  await database?.close();
});

function getStock(target: FastifyInstance, query: string, headers: Record<string, string> = {}) {
  return target.inject({
    method: 'GET',
    url: `/api/stores/stock${query}`,
    headers: { ...bearer(token), ...headers },
  });
}

describe('GET /api/stores (SPEC §7, §3 Store)', () => {
  it('requires a bearer token', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/stores' });
    expect(response.statusCode).toBe(401);
  });

  it('lists every store in the retailer’s order with the fields of SPEC §3', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/stores',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const { data } = storeListResponseSchema.parse(response.json());
    expect(data.map((s) => s.id)).toEqual(storeIds);
    expect(data.length).toBeGreaterThan(1);
    const first = data[0];
    if (!first) throw new Error('no store');
    expect(Object.keys(first).sort()).toEqual(
      [
        'id',
        'name',
        'address',
        'zipCode',
        'zipCodeName',
        'phone',
        'email',
        'hoursWeekdays',
        'hoursSaturday',
        'hoursSunday',
        'holidays',
      ].sort(),
    );
    expect(first.zipCode).toMatch(/^\d{4}$/);
    expect(first.email).toContain('@');
    expect(first.name.length).toBeGreaterThan(0);
    // SPEC §2: hours are shown only when present, so a store without them says null.
    expect(data.some((s) => s.hoursSunday === null)).toBe(true);
    // The central warehouse is no store of the list (the panel adds it in product mode).
    expect(data.some((s) => s.id === 'CS')).toBe(false);
    expect(response.headers['cache-control']).toContain('private');
  });

  it('sends blank optional texts as null, trimmed otherwise (the contract: null when none)', async () => {
    const [id] = storeIds;
    if (!id) throw new Error('no store');
    const [before] = await database.db.select().from(stores).where(eq(stores.id, id));
    if (!before) throw new Error('no store row');
    await database.db
      .update(stores)
      .set({ phone: '   ', hoursSunday: '', address: '  Cesta 1  ' })
      .where(eq(stores.id, id));
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/api/stores',
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(200);
      const store = storeListResponseSchema.parse(response.json()).data.find((s) => s.id === id);
      expect(store).toMatchObject({ phone: null, hoursSunday: null, address: 'Cesta 1' });
    } finally {
      await database.db
        .update(stores)
        .set({ phone: before.phone, hoursSunday: before.hoursSunday, address: before.address })
        .where(eq(stores.id, id));
    }
  });

  it('rejects unknown query parameters', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/stores?partner_id=1',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/stores/stock (SPEC §2 product-stock mode, §3 productStock, §9)', () => {
  it('answers the central warehouse first, then each store, as the ERP reports them', async () => {
    const product = shown[0];
    if (!product) throw new Error('no product');
    const response = await getStock(app, `?productId=${product.id}`);
    expect(response.statusCode).toBe(200);
    const { data } = storeStockResponseSchema.parse(response.json());
    expect(data.productId).toBe(String(product.id));
    expect(data.itemNo).toBe(product.code);
    expect(data.centralWarehouse).toEqual({ id: 'CS', name: 'Centralno skladišče' });
    expect(data.stocks.map((s) => s.storeId)).toEqual(['CS', ...storeIds]);

    // The same numbers the ERP gives for the item (GetStocksCS + GetStocksTC).
    const erpAnswer = async (path: string) => {
      const res = await fetch(`${simulator.url}/Pimcore/General/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ itemNo: product.code }),
      });
      return erpStocksResponseSchema.parse(await res.json());
    };
    const records = [...(await erpAnswer('GetStocksCS')), ...(await erpAnswer('GetStocksTC'))];
    expect(data.stocks).toEqual(
      records.map((r) => ({
        storeId: r.OrgUnitStock,
        quantity: r.StockAvailableEmMp,
        quantityBase: r.Quantity,
        unit: r.RetailUnitOfMeasure,
        onSupply: storeSupplyOf(r.StockAvailableDesc),
        stockText: r.StockAvailableDesc,
      })),
    );
  });

  it("maps 'Zadnji kosi', 'Zaloga' and anything else onto last-pieces, supply and no-supply", async () => {
    const seen = new Map<string, Set<string>>();
    for (const product of shown.slice(0, 24)) {
      const response = await getStock(app, `?productId=${product.id}`);
      expect(response.statusCode).toBe(200);
      const { data } = storeStockResponseSchema.parse(response.json());
      for (const stock of data.stocks) {
        const texts = seen.get(stock.onSupply) ?? new Set<string>();
        texts.add(stock.stockText);
        seen.set(stock.onSupply, texts);
      }
    }
    expect([...(seen.get('last-pieces') ?? [])]).toEqual(['Zadnji kosi']);
    expect([...(seen.get('supply') ?? [])]).toEqual(['Zaloga']);
    const other = [...(seen.get('no-supply') ?? [])];
    expect(other.length).toBeGreaterThan(0);
    expect(other).not.toContain('Zaloga');
    expect(other).not.toContain('Zadnji kosi');
  });

  it('names the central warehouse in the request language', async () => {
    const product = shown[1];
    if (!product) throw new Error('no product');
    const response = await getStock(app, `?productId=${product.id}`, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(200);
    const { data } = storeStockResponseSchema.parse(response.json());
    expect(data.centralWarehouse).toEqual({ id: 'CS', name: 'Central warehouse' });
    expect(response.headers.vary).toContain('Accept-Language');
  });

  it('requires a bearer token', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/stores/stock?productId=1` });
    expect(response.statusCode).toBe(401);
  });

  it('says 404 for a product that does not exist or is not shown', async () => {
    const missing = await getStock(app, '?productId=999999');
    expect(missing.statusCode).toBe(404);
    expect(body(missing).error).toBe('Product 999999 not found');

    const [hidden] = await database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.catalogStatus, 1))
      .orderBy(asc(products.id))
      .offset(45)
      .limit(1);
    if (!hidden) throw new Error('no product to hide');
    await database.db.update(products).set({ catalogStatus: 0 }).where(eq(products.id, hidden.id));
    const response = await getStock(app, `?productId=${hidden.id}`);
    expect(response.statusCode).toBe(404);
  });

  it('rejects a missing, malformed or out-of-range product id and unknown parameters', async () => {
    for (const query of [
      '',
      '?productId=abc',
      '?productId=0',
      '?productId=-3',
      '?productId=9999999999',
      `?productId=1&storeId=101`,
    ]) {
      const response = await getStock(app, query);
      expect(response.statusCode, query).toBe(400);
      expect(typeof body(response).error, query).toBe('string');
    }
  });
});

describe('GET /api/stores/stock when the ERP fails (SPEC §4, §8)', () => {
  async function apiWithFault(fault: ErpSimFault, timeoutMs = 2_000) {
    const faulty = await startSimulator(storeIds, fault);
    const api = await apiWithErp(database.db, faulty.url, timeoutMs);
    closers.push(
      () => api.close(),
      () => faulty.app.close(),
    );
    return api;
  }

  it('answers 502 with a clear error when the ERP fails', async () => {
    const api = await apiWithFault('error');
    const product = shown[2];
    const response = await getStock(api, `?productId=${product?.id}`);
    expect(response.statusCode).toBe(502);
    expect(body(response)).toMatchObject({
      error: 'Stock could not be checked: the ERP gave no usable answer',
      code: 'erp_bad_answer',
      statusCode: 502,
    });
  });

  it('answers 502 when the ERP answers with empty lists', async () => {
    const api = await apiWithFault('empty');
    const response = await getStock(api, `?productId=${shown[3]?.id}`);
    expect(response.statusCode).toBe(502);
  });

  it('answers 503 when the ERP does not answer in time', async () => {
    const api = await apiWithFault('timeout', 200);
    const started = Date.now();
    const response = await getStock(api, `?productId=${shown[4]?.id}`);
    expect(response.statusCode).toBe(503);
    expect(body(response)).toMatchObject({
      error: 'Stock could not be checked: the ERP did not answer in time',
      code: 'erp_unavailable',
    });
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('answers 503 when the ERP cannot be reached', async () => {
    const gone = await startSimulator(storeIds, null);
    const url = gone.url;
    await gone.app.close();
    const api = await apiWithErp(database.db, url);
    closers.push(() => api.close());
    const response = await getStock(api, `?productId=${shown[5]?.id}`);
    expect(response.statusCode).toBe(503);
    expect(body(response).error).toBe('Stock could not be checked: the ERP cannot be reached');
  });

  it('still lists the stores: they come from the shop, not the ERP', async () => {
    const api = await apiWithFault('error');
    const response = await api.inject({
      method: 'GET',
      url: '/api/stores',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('the API on its own without ERP_URL (plugins/erp.ts standaloneErp)', () => {
  it('answers stock from the built-in simulator mounted in process', async () => {
    const standalone = await buildApi({ db: database.db, config: testConfig(), logger: false });
    await standalone.ready();
    closers.push(() => standalone.close());
    const product = shown[6];
    const response = await getStock(standalone, `?productId=${product?.id}`);
    expect(response.statusCode).toBe(200);
    const { data }: StoreStockResponse = storeStockResponseSchema.parse(response.json());
    expect(data.stocks.map((s) => s.storeId)).toEqual(['CS', ...storeIds]);
  });
});
