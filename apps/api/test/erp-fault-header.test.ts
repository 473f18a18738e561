// The simulator's fault switch reaches the ERP only in test mode (issue #4 Done-when: e2e tests
// switch faults per request): the shop API forwards an incoming `x-erp-sim-fault` header to its
// ERP calls when NODE_ENV=test, and ignores it otherwise, so no client can steer the ERP.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListDocumentSchema, productListSearch } from '@gradnik/contracts/catalog';
import type { DatabaseHandle } from '@gradnik/db/connection';
import { products } from '@gradnik/db/schema/catalog';
import { stores } from '@gradnik/db/schema/content';
import { createTestDatabase } from '@gradnik/db/testing';
import { createErpClient, type ErpClient } from '@gradnik/erp/client';
import { erpSimulator, ERP_SIM_FAULT_HEADER } from '@gradnik/erp/simulator';
import { buildApi } from '../src/app.ts';
import { erpTestCall } from '../src/modules/pricing/service.ts';
import { bearer, DEMO, testConfig, tokensFor } from './helpers.ts';

let handle: DatabaseHandle;
let sim: FastifyInstance;
let erp: ErpClient;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  handle = await createTestDatabase({ products: 40 });
  const units = new Map(
    (
      await handle.db
        .select({
          code: products.code,
          factorUnitRetail: products.factorUnitRetail,
          retailUnitOfMeasure: products.retailUnitOfMeasure,
          vat: products.vat,
        })
        .from(products)
    ).map(({ code, ...rest }) => [code, rest]),
  );
  const storeIds = (await handle.db.select({ id: stores.id }).from(stores)).map((s) => s.id);
  sim = Fastify({ logger: false });
  await sim.register(erpSimulator, {
    prefix: '/Pimcore',
    storeIds,
    units: (itemNos) =>
      new Map(itemNos.flatMap((i) => [units.get(i)].flatMap((u) => (u ? [[i, u] as const] : [])))),
    fault: null,
    allowFaultHeader: true,
  });
  erp = createErpClient({ baseUrl: await sim.listen({ host: '127.0.0.1', port: 0 }) });
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await sim?.close();
  await handle?.close();
});

async function apiIn(nodeEnv: 'test' | 'development') {
  const app = await buildApi({
    db: handle.db,
    config: testConfig({ NODE_ENV: nodeEnv }),
    logger: false,
    erp,
  });
  await app.ready();
  apps.push(app);
  return { app, token: (await tokensFor(app, DEMO.admin)).access_token };
}

async function statuses(app: FastifyInstance, token: string, fault: string, { warm = false } = {}) {
  erp.clearCache();
  if (warm) {
    // Another request (another test, another tab) has just priced the same products.
    const warming = await app.inject({
      method: 'GET',
      url: `/jsonapi/product${productListSearch({ limit: 4, include: 'price,stock' })}`,
      headers: bearer(token),
    });
    expect(warming.statusCode).toBe(200);
  }
  const response = await app.inject({
    method: 'GET',
    url: `/jsonapi/product${productListSearch({ limit: 4, include: 'price,stock' })}`,
    headers: { ...bearer(token), [ERP_SIM_FAULT_HEADER]: fault },
  });
  expect(response.statusCode, response.body).toBe(200);
  const document = productListDocumentSchema.parse(response.json());
  expect(document.data.length).toBeGreaterThan(0);
  return document.data.map((p) => [
    p.relationships.price.data[0]?.attributes.status,
    p.relationships.stock.data[0]?.attributes.status,
  ]);
}

describe('x-erp-sim-fault forwarding', () => {
  it('forwards the header to the ERP calls in test mode', async () => {
    const { app, token } = await apiIn('test');
    for (const row of await statuses(app, token, 'error')) expect(row).toEqual(['error', 'error']);
  });

  it('reaches the ERP even for products another request has just cached', async () => {
    const { app, token } = await apiIn('test');
    for (const row of await statuses(app, token, 'error', { warm: true }))
      expect(row).toEqual(['error', 'error']);
  });

  it('ignores the header outside test mode', async () => {
    const { app, token } = await apiIn('development');
    for (const row of await statuses(app, token, 'error')) expect(row).toEqual(['ok', 'ok']);
  });

  it('passes only the fault header, and only in test mode', () => {
    expect(erpTestCall('test', { 'x-erp-sim-fault': 'timeout', cookie: 'a' })).toEqual({
      headers: { 'x-erp-sim-fault': 'timeout' },
    });
    expect(erpTestCall('test', {})).toBeUndefined();
    expect(erpTestCall('production', { 'x-erp-sim-fault': 'error' })).toBeUndefined();
  });
});
