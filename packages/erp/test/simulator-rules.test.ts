import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  erpAvailabilityRecordSchema,
  erpPricingRecordSchema,
  erpStoreStockSchema,
} from '@gradnik/contracts/erp';
import {
  simAvailability,
  simCentralStock,
  simItemTraits,
  simPricing,
  simStoreStocks,
} from '../src/simulator-rules.ts';

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
