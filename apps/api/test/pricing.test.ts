// Partner prices and stock from the ERP in the product documents (issue #4; SPEC §4 Product
// price and stock, §7 Integration API with its 60 s cache, §8 failure marking, §9 page size 16).
// The ERP is the real simulator on its own Fastify instance at 127.0.0.1:<free port>, reached
// over HTTP by a real ERP client with a short timeout; faults are switched per request with the
// simulator's `x-erp-sim-fault` header. What a page costs the ERP is read from the client's
// counters (GET /api/metrics/erp).
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  catalogDocumentSchema,
  productDocumentSchema,
  productListDocumentSchema,
  productListSearch,
  type ProductListDocument,
  type ProductListParams,
  type ProductResource,
} from '@gradnik/contracts/catalog';
import { erpMetricsSchema, type ErpMetrics } from '@gradnik/contracts/pricing';
import type { DatabaseHandle } from '@gradnik/db/connection';
import { products } from '@gradnik/db/schema/catalog';
import { stores } from '@gradnik/db/schema/content';
import { createTestDatabase } from '@gradnik/db/testing';
import { roundToCents } from '@gradnik/domain/cents';
import { createErpClient, type ErpClient } from '@gradnik/erp/client';
import { simAvailability, simPricing } from '@gradnik/erp/simulator-rules';
import { erpSimulator, ERP_SIM_FAULT_HEADER, type ErpSimFault } from '@gradnik/erp/simulator';
import { buildApi } from '../src/app.ts';
import { bearer, DEMO, testConfig, tokensFor } from './helpers.ts';

/** Enough products that a category fills two pages of 16. */
const PRODUCTS = 400;
const PAGE = 16;
/** The client gives up long before the simulator's held-back answer. */
const CLIENT_TIMEOUT_MS = 400;
const SIM_TIMEOUT_FAULT_MS = 10_000;

let handle: DatabaseHandle;
let sim: FastifyInstance;
let erp: ErpClient;
let app: FastifyInstance;
let storeIds: string[] = [];
const productByCode = new Map<
  string,
  { factorUnitRetail: number; retailUnitOfMeasure: string; vat: number }
>();
const tokens: Record<'admin' | 'mpc' | 'agent', string> = { admin: '', mpc: '', agent: '' };
/** A top-level category with at least two pages of products. */
let categoryId = 0;
/** Other top-level categories (no product in common), one per fault kind. */
const faultCategory: Partial<Record<ErpSimFault, number>> = {};

/** The fault the simulator injects into the next ERP calls (null: none). */
let fault: ErpSimFault | null = null;

/** Operators read the counters with METRICS_TOKEN (issue #10 §4, decision 017). */
const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';

beforeAll(async () => {
  handle = await createTestDatabase({ products: PRODUCTS });
  const rows = await handle.db
    .select({
      code: products.code,
      factorUnitRetail: products.factorUnitRetail,
      retailUnitOfMeasure: products.retailUnitOfMeasure,
      vat: products.vat,
    })
    .from(products);
  for (const { code, ...rest } of rows) productByCode.set(code, rest);
  storeIds = (await handle.db.select({ id: stores.id }).from(stores)).map((s) => s.id);

  sim = Fastify({ logger: false });
  await sim.register(erpSimulator, {
    prefix: '/Pimcore',
    storeIds,
    units: (itemNos) =>
      new Map(
        itemNos.flatMap((i) => [productByCode.get(i)].flatMap((u) => (u ? [[i, u] as const] : []))),
      ),
    fault: null,
    allowFaultHeader: true,
    timeoutFaultMs: SIM_TIMEOUT_FAULT_MS,
  });
  const address = await sim.listen({ host: '127.0.0.1', port: 0 });

  erp = createErpClient({
    baseUrl: address,
    timeoutMs: CLIENT_TIMEOUT_MS,
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      if (fault) headers.set(ERP_SIM_FAULT_HEADER, fault);
      return fetch(input, { ...init, headers });
    },
  });
  app = await buildApi({
    db: handle.db,
    config: testConfig({ METRICS_TOKEN }),
    logger: false,
    erp,
  });
  await app.ready();

  tokens.admin = (await tokensFor(app, DEMO.admin)).access_token;
  tokens.mpc = (await tokensFor(app, DEMO.otherAdmin)).access_token;
  tokens.agent = (await tokensFor(app, DEMO.agent)).access_token;

  // Top-level categories by product count (no ERP call: limit 0 lists no product).
  const tree = catalogDocumentSchema.parse((await get('/jsonapi/catalog?include=catalog')).json());
  const counts = (await list({ limit: 0, aggregate: 'index.catalog.id' })).meta.aggregate?.[
    'index.catalog.id'
  ];
  const topLevel = tree.data
    .map((c) => ({ id: Number(c.id), n: counts?.[c.id] ?? 0 }))
    .sort((a, b) => b.n - a.n);
  expect(topLevel[0]?.n ?? 0).toBeGreaterThanOrEqual(2 * PAGE);
  categoryId = topLevel[0]!.id;
  const kinds = ['error', 'empty', 'timeout'] as const;
  kinds.forEach((kind, i) => {
    const category = topLevel[i + 1];
    expect(
      category?.n ?? 0,
      `a fourth top-level category with ${PAGE} products`,
    ).toBeGreaterThanOrEqual(PAGE);
    faultCategory[kind] = category!.id;
  });
});

afterAll(async () => {
  await app?.close();
  await sim?.close();
  await handle?.close();
});

beforeEach(() => {
  fault = null;
  // Every test starts cold: what it measures is its own ERP traffic.
  erp.clearCache();
});

function get(url: string, token = tokens.admin) {
  return app.inject({ method: 'GET', url, headers: bearer(token) });
}

async function list(params: ProductListParams, token = tokens.admin): Promise<ProductListDocument> {
  const response = await get(`/jsonapi/product${productListSearch(params)}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return productListDocumentSchema.parse(response.json());
}

async function metrics(): Promise<ErpMetrics> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/metrics/erp',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return erpMetricsSchema.parse(response.json());
}

function delta(after: ErpMetrics, before: ErpMetrics): ErpMetrics {
  const out = { ...after };
  for (const key of Object.keys(out) as (keyof ErpMetrics)[]) out[key] = after[key] - before[key];
  return out;
}

const page = (offset = 0, limit = PAGE): ProductListParams => ({ categoryId, offset, limit });

function priceOf(product: ProductResource) {
  const [price] = product.relationships.price.data;
  expect(price, `price of ${product.attributes.code}`).toBeDefined();
  return price!.attributes;
}

function stockOf(product: ProductResource) {
  const [stock] = product.relationships.stock.data;
  expect(stock, `stock of ${product.attributes.code}`).toBeDefined();
  return stock!.attributes;
}

/** The demo partners' ERP numbers (packages/db seed: people.ts). */
const PARTNER_NO = { admin: '100101', mpc: '100102' };

describe('ERP calls of a category page (SPEC §7, §9)', () => {
  it('costs exactly one pricing and one availability call for 16 products, none when warm', async () => {
    const before = await metrics();
    const cold = await list(page());
    const afterCold = await metrics();
    expect(cold.data).toHaveLength(PAGE);
    expect(delta(afterCold, before)).toMatchObject({
      pricingCalls: 1,
      availabilityCalls: 1,
      cacheMisses: 2 * PAGE,
      cacheHits: 0,
      errors: 0,
    });

    const warm = await list(page());
    expect(delta(await metrics(), afterCold)).toMatchObject({
      pricingCalls: 0,
      availabilityCalls: 0,
      cacheMisses: 0,
      cacheHits: 2 * PAGE,
    });
    expect(warm.data.map(priceOf)).toEqual(cold.data.map(priceOf));
  });

  it('shares one call between concurrent requests for the same page', async () => {
    const before = await metrics();
    const docs = await Promise.all([list(page()), list(page()), list(page())]);
    const spent = delta(await metrics(), before);
    expect(spent.pricingCalls).toBe(1);
    expect(spent.availabilityCalls).toBe(1);
    for (const doc of docs) {
      expect(doc.data.map((p) => priceOf(p).status)).toEqual(Array(PAGE).fill('ok'));
    }
  });

  it('asks only for what the include list names', async () => {
    const before = await metrics();
    const doc = await list({ ...page(), include: ['media', 'price'] });
    expect(delta(await metrics(), before)).toMatchObject({ pricingCalls: 1, availabilityCalls: 0 });
    expect(doc.data.every((p) => p.relationships.stock.data.length === 0)).toBe(true);

    const bare = await list({ ...page(), include: 'media,text' });
    expect(delta(await metrics(), before)).toMatchObject({ pricingCalls: 1, availabilityCalls: 0 });
    expect(bare.meta.pricing).toBeUndefined();
    expect(bare.data.every((p) => p.relationships.price.data.length === 0)).toBe(true);
  });

  it('shows the counters to operators only: METRICS_TOKEN, not a user token', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/metrics/erp' });
    expect(response.statusCode).toBe(401);
    // A customer's valid access token is not enough (issue #10 §4).
    expect((await get('/api/metrics/erp')).statusCode).toBe(401);
    const wrong = await app.inject({
      method: 'GET',
      url: '/api/metrics/erp',
      headers: { authorization: `Bearer ${METRICS_TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(401);
    expect(erpMetricsSchema.parse(await metrics()).pricingCalls).toBeGreaterThanOrEqual(0);
  });
});

describe('prices and stock as the ERP gives them (SPEC §4)', () => {
  it('shows the partner’s prices per base and retail unit and the availability', async () => {
    const doc = await list(page());
    expect(doc.meta.pricing).toEqual({ mode: 'retail', unavailable: null });
    const today = new Date().toISOString().slice(0, 10);
    for (const product of doc.data) {
      const { code, BaseUnitOfMeasure, RetailUnitOfMeasure } = product.attributes;
      const record = simPricing(code, PARTNER_NO.admin, productByCode.get(code), today);
      const price = priceOf(product);
      expect(price.status).toBe('ok');
      if (price.status !== 'ok') continue;
      expect(price).toMatchObject({
        mode: 'retail',
        currency: 'EUR',
        vatIncluded: false,
        calculationId: record.CalculationId,
        defaultPrice: { type: 'VPC', price: record.B2BPriceBasicRetailUnit },
      });
      expect(price.base).toMatchObject({
        unit: BaseUnitOfMeasure,
        list: record.B2BPriceBasicBaseUnit,
        net: record.B2BPriceForPartnerBaseUnit,
      });
      expect(price.retail).toMatchObject({
        unit: RetailUnitOfMeasure,
        list: record.B2BPriceBasicRetailUnit,
        net: record.B2BPriceForPartnerRetailUnit,
      });
      expect(price.retail.net).toBeLessThanOrEqual(price.retail.list);

      const availability = simAvailability(code, PARTNER_NO.admin, storeIds);
      expect(stockOf(product)).toEqual({
        status: 'ok',
        Basket: availability.Basket,
        AvailabilityWEBMsg: availability.AvailabilityWEBMsg,
        OrgUnitStock: availability.OrgUnitStock,
        StockAvailableEmMp: availability.StockAvailableEmMp,
        unit: RetailUnitOfMeasure,
      });
    }
  });

  it('shows an MPC partner (mojster@demo.si) prices with VAT in mode mpc', async () => {
    const doc = await list(page(), tokens.mpc);
    expect(doc.meta.pricing).toEqual({ mode: 'mpc', unavailable: null });
    const today = new Date().toISOString().slice(0, 10);
    for (const product of doc.data) {
      const { code, ddv } = product.attributes;
      const record = simPricing(code, PARTNER_NO.mpc, productByCode.get(code), today);
      const price = priceOf(product);
      expect(price).toMatchObject({ status: 'ok', mode: 'mpc', vatIncluded: true });
      if (price.status !== 'ok') continue;
      // VAT added, rounded to the cent (halves up) as a person computing by hand would.
      expect(price.retail.list).toBe(
        roundToCents(record.B2BPriceBasicRetailUnit * (1 + ddv / 100)),
      );
      expect(price.retail.net).toBe(
        roundToCents(record.B2BPriceForPartnerRetailUnit * (1 + ddv / 100)),
      );
      expect(price.base.net).toBe(
        roundToCents(record.B2BPriceForPartnerBaseUnit * (1 + ddv / 100)),
      );
      expect(price.defaultPrice?.type).toBe('MPC');
    }
  });

  it('gives an agent no prices, no stock and no ERP call, and says why', async () => {
    const before = await metrics();
    const doc = await list(page(), tokens.agent);
    expect(doc.data).toHaveLength(PAGE);
    expect(doc.meta.pricing).toEqual({ mode: null, unavailable: 'no_partner' });
    for (const product of doc.data) {
      expect(product.relationships).toEqual({ price: { data: [] }, stock: { data: [] } });
    }
    expect(delta(await metrics(), before)).toMatchObject({ pricingCalls: 0, availabilityCalls: 0 });
  });

  it('fills the product detail document too', async () => {
    const [first] = (await list(page(0, 1))).data;
    const url = `/jsonapi/product/${first!.id}?include=media,price,stock,text,product/property`;
    const doc = productDocumentSchema.parse((await get(url)).json());
    expect(doc.meta?.pricing).toEqual({ mode: 'retail', unavailable: null });
    expect(priceOf(doc.data)).toEqual(priceOf(first!));
    expect(stockOf(doc.data).status).toBe('ok');

    const agent = productDocumentSchema.parse((await get(url, tokens.agent)).json());
    expect(agent.meta?.pricing).toEqual({ mode: null, unavailable: 'no_partner' });
    expect(agent.data.relationships.price.data).toEqual([]);
  });
});

describe('ERP failures (SPEC §8: exactly the requested products become error)', () => {
  for (const kind of ['error', 'empty', 'timeout'] as const) {
    it(`marks the uncached products of the page as error on a ${kind} fault and answers 200`, async () => {
      // A category no other test lists, so none of its products was ever priced; the first
      // half of the page is cached (fetched while the ERP was well).
      const params = { categoryId: faultCategory[kind], offset: 0 };
      await list({ ...params, limit: PAGE / 2 });
      fault = kind;
      const before = await metrics();
      const started = Date.now();
      const doc = await list({ ...params, limit: PAGE });
      if (kind === 'timeout') expect(Date.now() - started).toBeLessThan(SIM_TIMEOUT_FAULT_MS);
      const spent = delta(await metrics(), before);
      expect(spent).toMatchObject({ pricingCalls: 1, availabilityCalls: 1, errors: 2 });

      expect(doc.data).toHaveLength(PAGE);
      const prices = doc.data.map((p) => priceOf(p).status);
      const stocks = doc.data.map((p) => stockOf(p).status);
      const expected = [
        ...Array<string>(PAGE / 2).fill('ok'),
        ...Array<string>(PAGE / 2).fill('error'),
      ];
      expect(prices).toEqual(expected);
      expect(stocks).toEqual(expected);
      for (const product of doc.data.slice(PAGE / 2)) {
        // Never priced before, so there is no default price to show either.
        expect(priceOf(product)).toEqual({
          status: 'error',
          mode: 'retail',
          currency: 'EUR',
          vatIncluded: false,
          defaultPrice: null,
        });
        expect(stockOf(product)).toEqual({ status: 'error' });
      }
    });
  }

  it('shows the last known default price when the price call fails (SPEC §4)', async () => {
    const healthy = await list(page(PAGE, PAGE));
    erp.clearCache();
    fault = 'error';
    const failed = await list(page(PAGE, PAGE));
    failed.data.forEach((product, i) => {
      const before = priceOf(healthy.data[i]!);
      expect(before.status).toBe('ok');
      expect(priceOf(product)).toMatchObject({
        status: 'error',
        defaultPrice: before.defaultPrice,
      });
      expect(priceOf(product).defaultPrice?.type).toBe('VPC');
    });
  });

  it('retries after a failure: errors are not cached', async () => {
    fault = 'error';
    const failed = await list(page());
    expect(failed.data.every((p) => priceOf(p).status === 'error')).toBe(true);
    fault = null;
    const recovered = await list(page());
    expect(recovered.data.every((p) => priceOf(p).status === 'ok')).toBe(true);
    expect(recovered.data.every((p) => stockOf(p).status === 'ok')).toBe(true);
  });
});
