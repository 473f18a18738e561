import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  erpAvailabilityRecordSchema,
  erpPricingRecordSchema,
  erpStoreStockSchema,
} from '@gradnik/contracts/erp';
import { ORDER_STATUSES, statusMayFollow } from '@gradnik/domain/order-status';
import type { OrderStatus } from '@gradnik/domain/order-status';
import {
  simAvailability,
  simCentralStock,
  simItemTraits,
  simOrderStatus,
  simOrderTraits,
  simPricing,
  simStoreStocks,
} from '../src/simulator-rules.ts';
import type { SimOrderStatus } from '../src/simulator-rules.ts';
import { isWorkingDay, ljubljanaDate } from '../src/slovenian-calendar.ts';

const itemNo = fc.stringMatching(/^[0-9A-Z-]{1,12}$/);
const partnerNo = fc.stringMatching(/^P[0-9]{1,6}$/);
const factor = fc.double({ min: 0.01, max: 100, noNaN: true });
const TODAY = '2025-04-17';
const STORES = ['LJ1', 'MB1', 'CE1'];

describe('simulator rules (properties)', () => {
  it('are pure: the same inputs always give the same records', () => {
    fc.assert(
      fc.property(itemNo, partnerNo, (item, partner) => {
        expect(simPricing(item, partner, undefined, TODAY)).toEqual(
          simPricing(item, partner, undefined, TODAY),
        );
        expect(simAvailability(item, partner, STORES)).toEqual(
          simAvailability(item, partner, STORES),
        );
        expect(simItemTraits(item, partner)).toEqual(simItemTraits(item, partner));
      }),
    );
  });

  it('always produce records that satisfy the contracts', () => {
    fc.assert(
      fc.property(itemNo, partnerNo, factor, (item, partner, f) => {
        const units = { factorUnitRetail: f };
        erpPricingRecordSchema.parse(simPricing(item, partner, units, TODAY));
        erpAvailabilityRecordSchema.parse(simAvailability(item, partner, STORES));
        for (const stock of [
          ...simStoreStocks(item, STORES, units),
          simCentralStock(item, units),
        ]) {
          erpStoreStockSchema.parse(stock);
        }
      }),
    );
  });

  it('never price a partner above the list price, and keep retail = base × factor to the cent', () => {
    fc.assert(
      fc.property(itemNo, partnerNo, factor, (item, partner, f) => {
        const record = simPricing(item, partner, { factorUnitRetail: f }, TODAY);
        expect(record.B2BPriceForPartnerBaseUnit).toBeLessThanOrEqual(record.B2BPriceBasicBaseUnit);
        expect(record.B2BPriceBasicBaseUnit).toBeGreaterThanOrEqual(0.49);
        expect(
          Math.abs(record.B2BPriceBasicRetailUnit - record.B2BPriceBasicBaseUnit * f),
        ).toBeLessThanOrEqual(0.0051);
      }),
    );
  });

  // Decision 019 (issue #10 §6): the simulator prices from the catalogue's list price, so the
  // shop shows the believable price the demo seed drew, not a figure from the item number.
  it('price from the catalogue list price when it is known, the same for every partner', () => {
    const listPrice = fc.integer({ min: 1, max: 2_000_000 }).map((cents) => cents / 100);
    const packFactor = fc.constantFrom(1, 1.08, 1.44, 2.5, 3.125, 25, 100, 500);
    fc.assert(
      fc.property(itemNo, partnerNo, packFactor, listPrice, (item, partner, f, list) => {
        const units = { factorUnitRetail: f, listPrice: list };
        const record = simPricing(item, partner, units, TODAY);
        erpPricingRecordSchema.parse(record);
        expect(record.B2BPriceBasicRetailUnit).toBe(list);
        expect(record.defaultPricing).toContainEqual({ type: 'VPC', price: list });
        expect(Math.abs(record.B2BPriceBasicBaseUnit * f - list)).toBeLessThanOrEqual(
          0.0051 * Math.max(1, f / 100),
        );
        expect(record.B2BPriceForPartnerBaseUnit).toBeLessThanOrEqual(record.B2BPriceBasicBaseUnit);
        expect(record.B2BPriceForPartnerRetailUnit).toBeLessThanOrEqual(list + 0.0100001);
        // Deterministic: the same inputs, the same record.
        expect(simPricing(item, partner, units, TODAY)).toEqual(record);
      }),
    );
    // The LED mirror at 0,79 €: with its list price known, it is priced from it.
    expect(
      simPricing('1000084', 'P1', { factorUnitRetail: 1, listPrice: 79.23 }, TODAY)
        .B2BPriceBasicRetailUnit,
    ).toBe(79.23);
    // A pack of 100 screws at 8,05 €: the per-piece price keeps its decimals.
    const screws = simPricing('1000013', 'P1', { factorUnitRetail: 100, listPrice: 8.05 }, TODAY);
    expect(screws.B2BPriceBasicBaseUnit).toBe(0.0805);
    expect(
      Math.abs(screws.B2BPriceForPartnerRetailUnit - screws.B2BPriceForPartnerBaseUnit * 100),
    ).toBeLessThanOrEqual(0.005);
  });

  it('make Basket the sum of central and store stock, zero exactly for out-of-stock items', () => {
    fc.assert(
      fc.property(itemNo, partnerNo, (item, partner) => {
        const record = simAvailability(item, partner, STORES);
        const total = [
          ...simStoreStocks(item, STORES, undefined),
          simCentralStock(item, undefined),
        ].reduce((sum, stock) => sum + stock.StockAvailableEmMp, 0);
        expect(record.Basket).toBe(total);
        expect(record.Basket === 0).toBe(
          simItemTraits(item, partner).stockClass === 'out-of-stock',
        );
      }),
    );
  });
});

describe('simulator rules: order status (issue #12)', () => {
  const DAY_MS = 86_400_000;
  const orderNo = fc.stringMatching(/^[NP]-20[0-9]{2}-[0-9]{1,6}$/);
  // 2023–2027, so summer time, winter time and holidays all come up.
  const created = fc
    .integer({ min: Date.parse('2023-01-01T00:00:00Z'), max: Date.parse('2027-01-01T00:00:00Z') })
    .map((ms) => new Date(ms));
  const age = fc.oneof(
    fc.integer({ min: 0, max: 3 * DAY_MS }),
    fc.integer({ min: 0, max: 400 * DAY_MS }),
  );

  function statusesOf(result: SimOrderStatus): OrderStatus[] {
    return result.history.map((step) => step.status);
  }

  it('moves only forward along the flow, with ascending steps, none after now', () => {
    fc.assert(
      fc.property(orderNo, created, age, (order, placed, ms) => {
        const now = new Date(placed.getTime() + ms);
        const result = simOrderStatus(order, placed, now);
        expect(result.history.length).toBeGreaterThan(0);
        expect(result.history[0]).toEqual({ status: 'received', at: placed });
        expect(result.status).toBe(result.history.at(-1)?.status);
        result.history.forEach((step, index) => {
          expect(step.at.getTime()).toBeLessThanOrEqual(now.getTime());
          const previous = result.history[index - 1];
          if (previous === undefined) return;
          expect(step.at.getTime()).toBeGreaterThan(previous.at.getTime());
          expect(statusMayFollow(previous.status, step.status)).toBe(true);
        });
        // Cancelled only before shipping, and nothing after it.
        const cancelled = statusesOf(result).indexOf('cancelled');
        if (cancelled >= 0) {
          expect(cancelled).toBe(result.history.length - 1);
          expect(statusesOf(result)).not.toContain('in_preparation');
        }
      }),
    );
  });

  it('is deterministic, and asked later only adds steps (the earlier answer is a prefix)', () => {
    fc.assert(
      fc.property(orderNo, created, age, age, (order, placed, a, b) => {
        const earlier = new Date(placed.getTime() + Math.min(a, b));
        const later = new Date(placed.getTime() + Math.max(a, b));
        const first = simOrderStatus(order, placed, earlier);
        expect(simOrderStatus(order, new Date(placed), new Date(earlier))).toEqual(first);
        const second = simOrderStatus(order, placed, later);
        expect(second.history.slice(0, first.history.length)).toEqual(first.history);
      }),
    );
  });

  it('has a year-old order invoiced or cancelled, and a fresh or future one received', () => {
    fc.assert(
      fc.property(orderNo, created, (order, placed) => {
        const yearLater = new Date(placed.getTime() + 365 * DAY_MS);
        expect(['invoiced', 'cancelled']).toContain(
          simOrderStatus(order, placed, yearLater).status,
        );
        expect(simOrderStatus(order, placed, placed)).toEqual({
          status: 'received',
          history: [{ status: 'received', at: placed }],
        });
        // A minute after placing nothing has happened yet.
        expect(simOrderStatus(order, placed, new Date(placed.getTime() + 60_000)).status).toBe(
          'received',
        );
        // Placed "later" than now (clocks apart): received, and not in the future.
        const now = new Date(placed.getTime() - 5_000);
        expect(simOrderStatus(order, placed, now)).toEqual({
          status: 'received',
          history: [{ status: 'received', at: now }],
        });
      }),
    );
  });

  it('confirms within hours on a working day, otherwise the next working morning', () => {
    const open = (prefix: string) =>
      Array.from({ length: 400 }, (_, index) => `${prefix}-${index}`).filter(
        (order) => simOrderTraits(order).cancelledAfter !== 'received',
      );
    // Thursday 17 April 2025, 10:00 in Ljubljana: confirmed the same day.
    const thursday = new Date('2025-04-17T08:00:00Z');
    for (const order of open('N-2025')) {
      const confirmed = simOrderStatus(order, thursday, new Date('2025-04-30T12:00:00Z'))
        .history[1];
      expect(confirmed?.status).toBe('confirmed');
      expect(ljubljanaDate(confirmed?.at ?? new Date(NaN))).toBe('2025-04-17');
      expect((confirmed?.at.getTime() ?? NaN) - thursday.getTime()).toBeLessThanOrEqual(
        3 * 3_600_000,
      );
    }
    // Friday 18 April, 19:00: confirmed on Tuesday 22 April (weekend and Easter Monday skipped),
    // in preparation on Wednesday.
    const fridayEvening = new Date('2025-04-18T17:00:00Z');
    for (const order of open('N-2025')) {
      const result = simOrderStatus(order, fridayEvening, new Date('2025-05-30T12:00:00Z'));
      const [, confirmed, next] = result.history;
      expect(ljubljanaDate(confirmed?.at ?? new Date(NaN))).toBe('2025-04-22');
      if (next?.status === 'in_preparation') expect(ljubljanaDate(next.at)).toBe('2025-04-23');
    }
  });

  it('passes every step on a working day after confirmation', () => {
    fc.assert(
      fc.property(orderNo, created, (order, placed) => {
        const result = simOrderStatus(order, placed, new Date(placed.getTime() + 365 * DAY_MS));
        for (const step of result.history.slice(1)) {
          if (step.status !== 'cancelled') expect(isWorkingDay(ljubljanaDate(step.at))).toBe(true);
        }
      }),
    );
  });

  it('gives 1 000 orders of various ages a plausible spread of statuses', () => {
    const now = new Date('2025-04-17T08:00:00Z');
    const counts = new Map<OrderStatus, number>();
    let multiPackage = 0;
    for (let index = 0; index < 1000; index += 1) {
      const order = `N-2025-${String(index).padStart(6, '0')}`;
      // An order book of the last 90 days, evenly spread.
      const ageMs = (index / 999) * 90 * DAY_MS;
      const result = simOrderStatus(order, new Date(now.getTime() - ageMs), now);
      counts.set(result.status, (counts.get(result.status) ?? 0) + 1);
      if (simOrderTraits(order).multiPackage) multiPackage += 1;
      // Three weeks on, an order is done.
      if (ageMs > 21 * DAY_MS) expect(['invoiced', 'cancelled']).toContain(result.status);
    }
    // Every status comes up, most orders are done, ~3 % are cancelled, ~30 % multi-package.
    for (const status of ORDER_STATUSES) expect(counts.get(status) ?? 0).toBeGreaterThan(0);
    expect(counts.get('invoiced') ?? 0).toBeGreaterThan(700);
    expect(counts.get('cancelled') ?? 0).toBeGreaterThanOrEqual(15);
    expect(counts.get('cancelled') ?? 0).toBeLessThanOrEqual(50);
    expect(multiPackage).toBeGreaterThan(250);
    expect(multiPackage).toBeLessThan(350);
  });
});
