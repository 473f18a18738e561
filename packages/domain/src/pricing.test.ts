import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canAddToCart,
  canAddToInquiry,
  defaultPrice,
  displayPrice,
  isReduced,
  priceMode,
  priceType,
  priceView,
  stockDisplay,
  stockView,
  totalDiscountPercent,
  type DefaultPricingEntry,
  type PriceType,
  type PricingRecord,
} from './pricing.ts';

// Records as the ERP simulator answers GetPricing2 for partner 100101 (Gradnje Kovač) with a
// retail factor of 1.44 (tiles: priced per m², sold per package of 1.44 m²).
const DISCOUNTED = {
  ItemNo: '100003',
  B2BPriceBasicBaseUnit: 8.19,
  B2BPriceBasicRetailUnit: 11.79,
  B2BDiscountBaseUnit: 23.5,
  B2BDiscountRetailUnit: 23.5,
  B2BDiscountAddBaseUnit: 2,
  B2BPriceForPartnerBaseUnit: 6.14,
  B2BPriceForPartnerRetailUnit: 8.84,
  CalculationId: 'KAL-58DYTK',
  B2BPriceTypeBaseUnit: 'discountPercentage',
  B2BPriceTypeRetailUnit: 'discountPercentage',
  PriceUpdate: '2026-08-28',
  PromotionRetailId: null,
  PromotionWSId: null,
  defaultPricing: [
    { type: 'VPC', price: 11.79 },
    { type: 'MPC', price: 14.38 },
  ],
} satisfies PricingRecord & Record<string, unknown>;

const BASIC = {
  ItemNo: '100004',
  B2BPriceBasicBaseUnit: 160.3,
  B2BPriceBasicRetailUnit: 230.83,
  B2BDiscountBaseUnit: 0,
  B2BDiscountRetailUnit: 0,
  B2BDiscountAddBaseUnit: 0,
  B2BPriceForPartnerBaseUnit: 160.3,
  B2BPriceForPartnerRetailUnit: 230.83,
  CalculationId: 'KAL-1RG9O0M',
  B2BPriceTypeBaseUnit: 'basic',
  B2BPriceTypeRetailUnit: 'basic',
  PriceUpdate: '2026-09-08',
  PromotionRetailId: null,
  PromotionWSId: null,
  defaultPricing: [
    { type: 'VPC', price: 230.83 },
    { type: 'MPC', price: 281.61 },
  ],
} satisfies PricingRecord & Record<string, unknown>;

const NEGOTIATED = {
  ItemNo: '100005',
  B2BPriceBasicBaseUnit: 1.29,
  B2BPriceBasicRetailUnit: 1.86,
  B2BDiscountBaseUnit: 0,
  B2BDiscountRetailUnit: 0,
  B2BDiscountAddBaseUnit: 0,
  B2BPriceForPartnerBaseUnit: 1.15,
  B2BPriceForPartnerRetailUnit: 1.66,
  CalculationId: 'KAL-WRQIPV',
  B2BPriceTypeBaseUnit: 'partner',
  B2BPriceTypeRetailUnit: 'partner',
  PriceUpdate: '2026-09-23',
  PromotionRetailId: null,
  PromotionWSId: null,
  defaultPricing: [
    { type: 'VPC', price: 1.86 },
    { type: 'MPC', price: 2.27 },
  ],
} satisfies PricingRecord & Record<string, unknown>;

// GetAvailability answers for the same partner.
const IN_STOCK = {
  ItemNo: '100001',
  OrgUnitStock: 'CS',
  StockAvailableEmMp: 460,
  PartnerNo: '100101',
  Basket: 622,
  AvailabilityWEBMsg: 'Na zalogi',
};
const OUT_OF_STOCK = {
  ItemNo: '100007',
  OrgUnitStock: 'CS',
  StockAvailableEmMp: 0,
  PartnerNo: '100101',
  Basket: 0,
  AvailabilityWEBMsg: 'Ni na zalogi – dobava v 7 dneh',
};

describe('price mode (SPEC §4: by the partner’s MPC price flag)', () => {
  it('is mpc only when the flag is set', () => {
    expect(priceMode({ MpcPrice: true })).toBe('mpc');
    expect(priceMode({ MpcPrice: false })).toBe('retail');
    expect(priceMode({ MpcPrice: null })).toBe('retail');
    expect(priceMode(null)).toBe('retail');
  });
});

describe('price type (SPEC §4: basic, partner or discountPercentage)', () => {
  it('reads the ERP’s type of the unit', () => {
    expect(priceType(DISCOUNTED, 'retail')).toBe('discountPercentage');
    expect(priceType(NEGOTIATED, 'base')).toBe('partner');
    expect(priceType(BASIC, 'retail')).toBe('basic');
  });

  it('shows a partner price that is not below the list price as basic', () => {
    const same = {
      ...NEGOTIATED,
      B2BPriceForPartnerRetailUnit: NEGOTIATED.B2BPriceBasicRetailUnit,
    };
    expect(priceType(same, 'retail')).toBe('basic');
    expect(priceType(same, 'base')).toBe('partner');
  });

  it('shows a lower partner price as a partner price even when the ERP calls it basic', () => {
    const lower = { ...BASIC, B2BPriceForPartnerBaseUnit: 150 };
    expect(priceType(lower, 'base')).toBe('partner');
    expect(priceType(lower, 'retail')).toBe('basic');
  });
});

describe('display price (SPEC §4: list struck through, partner price, discount %)', () => {
  it('shows a discountPercentage price with the total discount, per unit', () => {
    const retail = displayPrice(DISCOUNTED, { mode: 'retail', unit: 'retail', vatPercent: 22 });
    expect(retail).toEqual({
      list: 11.79,
      net: 8.84,
      // 23.5 % and then 2 % on the rest: 1 − 0.765 × 0.98.
      discountPercent: 25.03,
      type: 'discountPercentage',
    });
    expect(isReduced(retail)).toBe(true);
    const base = displayPrice(DISCOUNTED, { mode: 'retail', unit: 'base', vatPercent: 22 });
    expect(base).toMatchObject({ list: 8.19, net: 6.14, discountPercent: 25.03 });
  });

  it('shows a negotiated partner price against the list price, without a percentage', () => {
    const shown = displayPrice(NEGOTIATED, { mode: 'retail', unit: 'retail', vatPercent: 22 });
    expect(shown).toEqual({ list: 1.86, net: 1.66, type: 'partner' });
    expect(isReduced(shown)).toBe(true);
  });

  it('shows a basic price alone (nothing struck through)', () => {
    const shown = displayPrice(BASIC, { mode: 'retail', unit: 'retail', vatPercent: 22 });
    expect(shown).toEqual({ list: 230.83, net: 230.83, type: 'basic' });
    expect(isReduced(shown)).toBe(false);
  });

  it('adds the product’s VAT in MPC mode, to the cent', () => {
    expect(displayPrice(DISCOUNTED, { mode: 'mpc', unit: 'retail', vatPercent: 22 })).toEqual({
      list: 14.38,
      net: 10.78,
      discountPercent: 25.03,
      type: 'discountPercentage',
    });
    expect(displayPrice(NEGOTIATED, { mode: 'mpc', unit: 'base', vatPercent: 9.5 })).toEqual({
      list: 1.41,
      net: 1.26,
      type: 'partner',
    });
  });

  it('never shows a list price below what the partner pays', () => {
    const odd = { ...BASIC, B2BPriceForPartnerRetailUnit: 240 };
    expect(displayPrice(odd, { mode: 'retail', unit: 'retail', vatPercent: 22 })).toEqual({
      list: 240,
      net: 240,
      type: 'basic',
    });
  });

  it('adds a discount only when there is one', () => {
    const none = { ...DISCOUNTED, B2BDiscountRetailUnit: 0, B2BDiscountAddBaseUnit: 0 };
    expect(
      displayPrice(none, { mode: 'retail', unit: 'retail', vatPercent: 22 }).discountPercent,
    ).toBeUndefined();
  });

  const priceTypes = fc.constantFrom<PriceType>('basic', 'partner', 'discountPercentage');
  const money = fc.double({ min: 0, max: 100_000, noNaN: true });
  const pct = fc.double({ min: 0, max: 100, noNaN: true });
  const record = fc.record({
    B2BPriceBasicBaseUnit: money,
    B2BPriceBasicRetailUnit: money,
    B2BDiscountBaseUnit: pct,
    B2BDiscountRetailUnit: pct,
    B2BDiscountAddBaseUnit: pct,
    B2BPriceForPartnerBaseUnit: money,
    B2BPriceForPartnerRetailUnit: money,
    B2BPriceTypeBaseUnit: priceTypes,
    B2BPriceTypeRetailUnit: priceTypes,
  });
  const options = fc.record({
    mode: fc.constantFrom('retail' as const, 'mpc' as const),
    unit: fc.constantFrom('base' as const, 'retail' as const),
    vatPercent: fc.constantFrom(0, 9.5, 22),
  });

  it('keeps net <= list, prices >= 0 and the discount within 0..100 (property)', () => {
    fc.assert(
      fc.property(record, options, (r, o) => {
        const shown = displayPrice(r, o);
        expect(shown.net).toBeLessThanOrEqual(shown.list);
        expect(shown.net).toBeGreaterThanOrEqual(0);
        if (shown.discountPercent !== undefined) {
          expect(shown.discountPercent).toBeGreaterThan(0);
          expect(shown.discountPercent).toBeLessThanOrEqual(100);
          expect(shown.type).toBe('discountPercentage');
        }
        // Reduced exactly when the type says there is something to strike through.
        if (shown.type === 'basic') expect(isReduced(shown)).toBe(false);
        if (isReduced(shown)) expect(shown.type).not.toBe('basic');
      }),
    );
  });

  it('shows MPC prices with VAT, never below the retail-mode prices (property)', () => {
    fc.assert(
      fc.property(record, fc.constantFrom('base' as const, 'retail' as const), (r, unit) => {
        const retail = displayPrice(r, { mode: 'retail', unit, vatPercent: 22 });
        const mpc = displayPrice(r, { mode: 'mpc', unit, vatPercent: 22 });
        expect(mpc.net).toBeCloseTo(retail.net * 1.22, 1);
        expect(mpc.type).toBe(retail.type);
      }),
    );
  });

  it('computes the total discount as successive percentages', () => {
    expect(totalDiscountPercent(10, 2)).toBe(11.8);
    expect(totalDiscountPercent(0, 0)).toBe(0);
    expect(totalDiscountPercent(100, 50)).toBe(100);
    fc.assert(
      fc.property(pct, pct, (a, b) => {
        const total = totalDiscountPercent(a, b);
        expect(total).toBeGreaterThanOrEqual(Math.max(a, b) - 0.01);
        expect(total).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe('default price (SPEC §4: only the default price when the price call failed)', () => {
  const entries: DefaultPricingEntry[] = [
    { type: 'VPC', price: 11.79 },
    { type: 'MPC', price: 14.38 },
  ];

  it('takes the VPC entry in retail mode and the MPC entry in MPC mode', () => {
    expect(defaultPrice(entries, 'retail')).toEqual({ type: 'VPC', price: 11.79 });
    expect(defaultPrice(entries, 'mpc')).toEqual({ type: 'MPC', price: 14.38 });
  });

  it('invents nothing when the entry is missing', () => {
    expect(defaultPrice([{ type: 'VPC', price: 3 }], 'mpc')).toBeNull();
    expect(defaultPrice(undefined, 'retail')).toBeNull();
    expect(defaultPrice([], 'retail')).toBeNull();
  });
});

describe('stock display (SPEC §4)', () => {
  it('is positive above 0, warning at 0 or less, unknown without Basket', () => {
    expect(stockDisplay(IN_STOCK)).toBe('positive');
    expect(stockDisplay(OUT_OF_STOCK)).toBe('warning');
    expect(stockDisplay({ Basket: -3 })).toBe('warning');
    expect(stockDisplay({})).toBe('unknown');
    expect(stockDisplay({ Basket: null })).toBe('unknown');
    expect(stockDisplay(undefined)).toBe('unknown');
    expect(stockDisplay({ Basket: Number.NaN })).toBe('unknown');
  });

  it('maps each state to what the stock cell shows', () => {
    expect(stockView('loading', IN_STOCK)).toEqual({ kind: 'spinner' });
    expect(stockView('error', undefined)).toEqual({
      kind: 'error',
      messageKey: 'error_checking_inventory',
    });
    expect(stockView('ok', IN_STOCK)).toEqual({
      kind: 'text',
      style: 'positive',
      text: 'Na zalogi',
    });
    expect(stockView('ok', OUT_OF_STOCK)).toEqual({
      kind: 'text',
      style: 'warning',
      text: 'Ni na zalogi – dobava v 7 dneh',
    });
    expect(stockView('ok', {})).toEqual({ kind: 'unknown', text: '/' });
  });
});

describe('price cell (SPEC §4: spinner, values, or only the default price)', () => {
  const shown = displayPrice(NEGOTIATED, { mode: 'retail', unit: 'retail', vatPercent: 22 });
  it('shows a spinner while loading, the values when loaded, the default price on error', () => {
    expect(priceView('loading', undefined, undefined)).toEqual({ kind: 'spinner' });
    expect(priceView('ok', shown, null)).toEqual({ kind: 'price', price: shown, reduced: true });
    expect(priceView('error', undefined, { type: 'VPC', price: 1.86 })).toEqual({
      kind: 'default',
      price: 1.86,
    });
    expect(priceView('error', undefined, null)).toEqual({ kind: 'none' });
  });
});

describe('cart and inquiry icons (SPEC §4)', () => {
  const price = displayPrice(BASIC, { mode: 'retail', unit: 'retail', vatPercent: 22 });

  it('offers the cart only with stock and a retail basic price above 0', () => {
    expect(canAddToCart(IN_STOCK, price)).toBe(true);
    expect(canAddToCart(OUT_OF_STOCK, price)).toBe(false);
    expect(canAddToCart(IN_STOCK, { list: 0 })).toBe(false);
    expect(canAddToCart(IN_STOCK, null)).toBe(false);
    expect(canAddToCart(undefined, price)).toBe(false);
  });

  it('offers the inquiry only without stock and with a price above 0', () => {
    expect(canAddToInquiry(OUT_OF_STOCK, price)).toBe(true);
    expect(canAddToInquiry({ Basket: -2 }, price)).toBe(true);
    expect(canAddToInquiry(IN_STOCK, price)).toBe(false);
    expect(canAddToInquiry(OUT_OF_STOCK, { list: 0 })).toBe(false);
    expect(canAddToInquiry(OUT_OF_STOCK, undefined)).toBe(false);
    expect(canAddToInquiry({}, price)).toBe(false);
  });

  it('never offers both icons for the same product (property)', () => {
    fc.assert(
      fc.property(
        fc.option(fc.double({ min: -100, max: 1000, noNaN: true })),
        fc.option(fc.double({ min: 0, max: 1000, noNaN: true })),
        (basket, list) => {
          const stock = { Basket: basket };
          const retail = list === null ? null : { list };
          expect(canAddToCart(stock, retail) && canAddToInquiry(stock, retail)).toBe(false);
        },
      ),
    );
  });
});
