// Test helpers: the simulator on a real Fastify instance listening on 127.0.0.1, port 0, so
// the client is exercised over real HTTP with the global fetch.
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { ErpOrderDraftInput, ErpPricingRecord } from '@gradnik/contracts/erp';
import { erpSimulator } from '../src/simulator.ts';
import type { ErpSimulatorOptions } from '../src/simulator.ts';
import { simItemTraits } from '../src/simulator-rules.ts';
import type { SimItemTraits } from '../src/simulator-rules.ts';

export const STORE_IDS = ['LJ1', 'MB1', 'CE1', 'KR1', 'KP1', 'NM1'];

/** Thursday 17 April 2025, 10:00 in Ljubljana; Easter Monday (21 April) is a holiday. */
export const THURSDAY = new Date('2025-04-17T08:00:00Z');

export interface SeenRequest {
  url: string;
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
}

export interface SimServer {
  app: FastifyInstance;
  url: string;
  /** Every request the simulator received, in order. */
  seen: SeenRequest[];
  close(): Promise<void>;
}

export async function startSimulator(
  options: Partial<ErpSimulatorOptions> = {},
  { forceCloseConnections = true }: { forceCloseConnections?: boolean } = {},
): Promise<SimServer> {
  // fetch (undici) may open a spare keep-alive connection that never carries a request; Node's
  // server.close() waits for it (~4 s) unless connections are closed by force.
  const app = Fastify({ logger: false, forceCloseConnections });
  const seen: SeenRequest[] = [];
  app.addHook('preHandler', async (request) => {
    seen.push({ url: request.url, body: request.body, headers: request.headers });
    await Promise.resolve();
  });
  await app.register(erpSimulator, {
    prefix: '/Pimcore',
    storeIds: STORE_IDS,
    now: () => THURSDAY,
    fault: null,
    allowFaultHeader: true,
    ...options,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string')
    throw new Error('Simulator did not bind a TCP port');
  return { app, url: `http://127.0.0.1:${address.port}`, seen, close: () => app.close() };
}

/** Item numbers of the demo-catalogue kind: '100000', '100001', … */
export function itemNos(count: number, from = 0): string[] {
  return Array.from({ length: count }, (_, index) => String(100_000 + from + index));
}

/** The first `count` item numbers whose simulator traits match. */
export function findItems(
  count: number,
  match: (traits: SimItemTraits) => boolean,
  partnerNo = 'P1000',
): string[] {
  const found: string[] = [];
  for (let index = 0; found.length < count && index < 100_000; index += 1) {
    const itemNo = String(100_000 + index);
    if (match(simItemTraits(itemNo, partnerNo))) found.push(itemNo);
  }
  return found;
}

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** An order draft as the shop builds it from GetPricing2 records (SPEC §3 Order draft). */
export function draftFrom(
  partnerNo: string,
  lines: ReadonlyArray<{ record: ErpPricingRecord; quantityRetail: number; factor?: number }>,
  overrides: { DeliveryMetod?: number; Distance?: number; TruckLift?: 1 | 2 } = {},
): ErpOrderDraftInput {
  return {
    Order: {
      OrderId: '',
      OrderNo: 'REF-1',
      OrderDate: '2025-04-17',
      PartnerNo: partnerNo,
      PartnerReceiverId: 'R-1',
      PartnerInvoiceId: 'I-1',
      PaymentType: 2,
      DeliveryMetod: overrides.DeliveryMetod ?? 4,
      OneDelivery: 1,
      OrderValue: 0,
      PartnerUserEmail: 'nabava@gradbenik.si',
      B2bUserKisId: 'KIS-1',
    },
    OrderLines: lines.map(({ record, quantityRetail, factor = 1 }, index) => ({
      ItemNo: record.ItemNo,
      EAN: '',
      OrderLine: index + 1,
      QuantityBase: quantityRetail * factor,
      QuantityRetail: quantityRetail,
      B2BPriceBasicBaseUnit: record.B2BPriceBasicBaseUnit,
      B2BPriceBasicRetailUnit: record.B2BPriceBasicRetailUnit,
      B2BDiscountBaseUnit: record.B2BDiscountBaseUnit,
      B2BDiscountRetailUnit: record.B2BDiscountRetailUnit,
      B2BDiscountAddBaseUnit: record.B2BDiscountAddBaseUnit,
      B2BPriceForPartnerBaseUnit: record.B2BPriceForPartnerBaseUnit,
      B2BPriceForPartnerRetailUnit: record.B2BPriceForPartnerRetailUnit,
      OrderLineValue: record.B2BPriceForPartnerBaseUnit * quantityRetail * factor,
      OrderLineValueRetail: record.B2BPriceForPartnerRetailUnit * quantityRetail,
      CalculationId: record.CalculationId,
      B2BPriceTypeBaseUnit: record.B2BPriceTypeBaseUnit,
      B2BPriceTypeRetailUnit: record.B2BPriceTypeRetailUnit,
      PriceUpdate: record.PriceUpdate,
    })),
    Delivery: {
      Distance: overrides.Distance ?? 40,
      TruckLift: overrides.TruckLift ?? 2,
    },
  };
}
