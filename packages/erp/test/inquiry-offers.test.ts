// GetInquiryOffers (issue #14, decision 036): the simulator's offers, revisions and replies,
// planned from the request alone, and the client that asks for them (never throws, validates
// the answer, counts its calls).
import { afterEach, describe, expect, it } from 'vitest';
import type { ErpInquiryQuery } from '@gradnik/contracts/erp';
import { erpInquiryOffersRecordSchema } from '@gradnik/contracts/erp';
import { createErpClient } from '../src/client.ts';
import type { ErpInquiryOffersResult, ErpInquiryRef, ErpLogger } from '../src/client.ts';
import {
  simInquiryOffers,
  simOffersSubstitute,
  simOfferNo,
  SIM_OFFER_TRANSPORT_COST,
  SIM_REPLY_MESSAGE,
} from '../src/simulator-rules.ts';
import { findItems, startSimulator, THURSDAY } from './sim-server.ts';
import type { SimServer } from './sim-server.ts';

const servers: SimServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const MINUTE = 60_000;
const PATH = '/Pimcore/B2B/GetInquiryOffers';
const noCatalogue = { units: () => undefined, sameCategory: () => [] };

function query(itemNos: string[], created: Date, requests: ErpInquiryQuery['Requests'] = []) {
  return {
    InquiryNo: 'P2025-000042',
    Created: created.toISOString(),
    Lines: itemNos.map((itemNo, index) => ({
      LineNo: index + 1,
      ItemNo: itemNo,
      Quantity: 3,
      Unit: 'KOS',
    })),
    Requests: requests,
  };
}

describe('simulator: inquiry offers (simInquiryOffers)', () => {
  const items = findItems(3, (t) => t.stockClass === 'in-stock');

  it('prepares the offer for a delay, then answers with revision 1', () => {
    const created = new Date(THURSDAY.getTime() - 30_000);
    const waiting = simInquiryOffers(query(items, created), 'P1000', THURSDAY, MINUTE, noCatalogue);
    expect(waiting).toEqual({
      InquiryNo: 'P2025-000042',
      State: 'in_preparation',
      Offers: [],
      Replies: [],
    });
    const later = new Date(created.getTime() + MINUTE);
    const offered = simInquiryOffers(query(items, created), 'P1000', later, MINUTE, noCatalogue);
    expect(erpInquiryOffersRecordSchema.parse(offered)).toEqual(offered);
    expect(offered.State).toBe('offered');
    const [offer] = offered.Offers;
    expect(offer?.Revision).toBe(1);
    expect(offer?.OfferNo).toBe(simOfferNo('P2025-000042', 1));
    expect(offer?.OfferedAt).toBe(later.toISOString());
    // Valid 14 days after the day it was made (Ljubljana).
    expect(offer?.ValidUntil).toBe('2025-05-01');
    // Every third line has the discount; the first two none.
    expect(offer?.Lines.map((l) => l.DiscountPercent > 0)).toEqual([false, false, true]);
    expect(offer?.Lines.every((l) => l.Quantity === 3 && l.DeliveryDate !== null)).toBe(true);
    // A small offer carries the transport cost.
    expect(offer?.TransportCost).toBe(SIM_OFFER_TRANSPORT_COST);
  });

  it('answers a revision request with the next revision, 2 points more discount', () => {
    const created = new Date(THURSDAY.getTime() - 10 * MINUTE);
    const asked = new Date(THURSDAY.getTime() - 5 * MINUTE);
    const request = {
      At: asked.toISOString(),
      Kind: 'revision_request' as const,
      Message: 'Ceneje?',
    };
    const pending = simInquiryOffers(
      query(items, created, [request]),
      'P1000',
      new Date(asked.getTime() + 30_000),
      MINUTE,
      noCatalogue,
    );
    expect(pending.State).toBe('in_preparation');
    expect(pending.Offers.map((o) => o.Revision)).toEqual([1]);
    const revised = simInquiryOffers(
      query(items, created, [request]),
      'P1000',
      THURSDAY,
      MINUTE,
      noCatalogue,
    );
    expect(revised.State).toBe('offered');
    expect(revised.Offers.map((o) => o.Revision)).toEqual([1, 2]);
    const [first, second] = revised.Offers;
    second!.Lines.forEach((line, index) =>
      expect(line.DiscountPercent).toBe(first!.Lines[index]!.DiscountPercent + 2),
    );
    expect(revised.Replies.map((r) => r.At)).toEqual([second!.OfferedAt]);
  });

  it('replies to a message one delay after it, and is deterministic', () => {
    const created = new Date(THURSDAY.getTime() - 10 * MINUTE);
    const message = {
      At: new Date(THURSDAY.getTime() - 2 * MINUTE).toISOString(),
      Kind: 'message' as const,
      Message: 'Je dobava možna prej?',
    };
    const a = simInquiryOffers(
      query(items, created, [message]),
      'P1000',
      THURSDAY,
      MINUTE,
      noCatalogue,
    );
    const b = simInquiryOffers(
      query(items, created, [message]),
      'P1000',
      THURSDAY,
      MINUTE,
      noCatalogue,
    );
    expect(a).toEqual(b);
    expect(a.Replies).toEqual([
      { At: new Date(THURSDAY.getTime() - MINUTE).toISOString(), Message: SIM_REPLY_MESSAGE },
    ]);
  });

  it('gives an out-of-stock line a later date, or an in-stock substitute of its category', () => {
    const out = findItems(200, (t) => t.stockClass === 'out-of-stock');
    const inStock = findItems(5, (t) => t.stockClass === 'in-stock');
    const substituted = out.filter((itemNo) => simOffersSubstitute('P2025-000042', itemNo));
    expect(substituted.length).toBeGreaterThan(0);
    const catalogue = { units: () => undefined, sameCategory: () => inStock };
    const record = simInquiryOffers(
      query(out.slice(0, 40), new Date(THURSDAY.getTime() - 2 * MINUTE)),
      'P1000',
      THURSDAY,
      0,
      catalogue,
    );
    const lines = record.Offers[0]!.Lines;
    const withSubstitute = lines.filter((l) => l.SubstituteFor !== null);
    const late = lines.filter((l) => l.SubstituteFor === null);
    expect(withSubstitute.length).toBeGreaterThan(0);
    for (const line of withSubstitute) {
      expect(inStock).toContain(line.ItemNo);
      expect(out).toContain(line.SubstituteFor);
    }
    // Without a substitute the delivery is 10–20 working days out (after 2025-04-30).
    for (const line of late) expect(line.DeliveryDate! > '2025-04-30').toBe(true);
  });
});

describe('ERP client: getInquiryOffers', () => {
  async function setup(delayMs = 0) {
    const server = await startSimulator({ offerDelayMs: delayMs });
    servers.push(server);
    const logs: string[] = [];
    const logger: ErpLogger = { debug: () => undefined, warn: (_obj, msg) => logs.push(msg) };
    const client = createErpClient({ baseUrl: server.url, logger });
    return { server, client, logs };
  }
  const items = findItems(2, (t) => t.stockClass === 'in-stock');
  const ref = (inquiryNo: string): ErpInquiryRef => ({
    inquiryNo,
    created: new Date(THURSDAY.getTime() - 5 * MINUTE),
    lines: items.map((itemNo, index) => ({ lineNo: index + 1, itemNo, quantity: 2, unit: 'KOS' })),
    requests: [],
  });
  function ok(result: ErpInquiryOffersResult) {
    if (result.status !== 'ok') throw new Error(`expected ok, got ${JSON.stringify(result)}`);
    return result.inquiries;
  }

  it('asks once for all inquiries and answers each, not cached', async () => {
    const { server, client } = await setup();
    const found = ok(await client.getInquiryOffers('P1000', [ref('P-1'), ref('P-2'), ref('P-1')]));
    expect([...found.keys()].sort()).toEqual(['P-1', 'P-2']);
    expect(found.get('P-1')?.State).toBe('offered');
    const calls = server.seen.filter((s) => s.url === PATH);
    expect(calls).toHaveLength(1);
    expect((calls[0]?.body as { Inquiries: unknown[] }).Inquiries).toHaveLength(2);
    await client.getInquiryOffers('P1000', [ref('P-1')]);
    expect(client.metrics()).toMatchObject({ inquiryOfferCalls: 2, errors: 0 });
  });

  it('never throws: a failed, empty or timed-out answer is an error result', async () => {
    const { client } = await setup();
    for (const fault of ['error', 'empty'] as const) {
      const result = await client.getInquiryOffers('P1000', [ref('P-1')], {
        headers: { 'x-erp-sim-fault': fault },
      });
      expect(result).toEqual({ status: 'error', reason: fault === 'error' ? 'http' : 'empty' });
    }
    const bad = await client.getInquiryOffers('', [ref('P-1')]);
    expect(bad).toEqual({ status: 'error', reason: 'invalid-request' });
    const noLines = await client.getInquiryOffers('P1000', [{ ...ref('P-1'), lines: [] }]);
    expect(noLines).toEqual({ status: 'error', reason: 'invalid-request' });
    expect(await client.getInquiryOffers('P1000', [])).toEqual({
      status: 'ok',
      inquiries: new Map(),
    });
  });

  it('drops an answer that contradicts itself (revisions out of order)', async () => {
    const logs: string[] = [];
    const broken: typeof fetch = () =>
      Promise.resolve(
        new Response(
          JSON.stringify([
            {
              InquiryNo: 'P-1',
              State: 'offered',
              Offers: [
                {
                  Revision: 2,
                  OfferNo: 'PN-1',
                  OfferedAt: THURSDAY.toISOString(),
                  ValidUntil: '2025-05-01',
                  TransportCost: 0,
                  Note: null,
                  Lines: [
                    {
                      LineNo: 1,
                      InquiryLineNo: 1,
                      ItemNo: '100000',
                      Quantity: 1,
                      Unit: 'KOS',
                      UnitPrice: 10,
                      DiscountPercent: 0,
                      DeliveryDate: null,
                      SubstituteFor: null,
                    },
                  ],
                },
              ],
              Replies: [],
            },
          ]),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
      );
    const client = createErpClient({
      baseUrl: 'http://erp.invalid',
      fetch: broken,
      logger: { debug: () => undefined, warn: (_o, msg) => logs.push(msg) },
    });
    const found = ok(await client.getInquiryOffers('P1000', [ref('P-1')]));
    expect(found.size).toBe(0);
    expect(logs).toContain('ERP inquiry offers answer has invalid records');
    expect(client.metrics().errors).toBe(1);
  });
});
