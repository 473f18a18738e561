import { describe, expect, it } from 'vitest';
import { orderTotals, vatByRate } from './order-totals.ts';

describe('orderTotals (SPEC §3 order values, §4 code 4 transport cost)', () => {
  it('sums line values, VAT per line in cents, and adds transport costs with their VAT', () => {
    const totals = orderTotals(
      [
        { value: 10.05, vat: 22 },
        { value: 3.33, vat: 9.5 },
      ],
      { costs: 25, costsTax: 5.5 },
    );
    // 10.05 × 22 % = 2.211 → 2.21; 3.33 × 9.5 % = 0.31635 → 0.32; + 5.50 transport VAT.
    expect(totals).toEqual({ net: 13.38, vat: 8.03, costs: 25, total: 46.41 });
  });

  it('has no transport charge when none applies', () => {
    expect(orderTotals([{ value: 100, vat: 22 }], { costs: null, costsTax: 4 })).toEqual({
      net: 100,
      vat: 22,
      costs: 0,
      total: 122,
    });
    expect(orderTotals([{ value: 100, vat: 22 }])).toEqual({
      net: 100,
      vat: 22,
      costs: 0,
      total: 122,
    });
  });

  it('is unknown while any line is unpriced, and zero for an empty cart', () => {
    expect(
      orderTotals([
        { value: 5, vat: 22 },
        { value: null, vat: 22 },
      ]),
    ).toBeNull();
    expect(orderTotals([])).toEqual({ net: 0, vat: 0, costs: 0, total: 0 });
  });
});

describe('vatByRate (issue #12: VAT by rate on the order and its documents)', () => {
  it('groups the lines by rate, highest first, and adds up to the order VAT', () => {
    const lines = [
      { value: 100, vat: 22 },
      { value: 10.05, vat: 9.5 },
      { value: 33.33, vat: 22 },
      { value: 0.99, vat: 9.5 },
    ];
    const rates = vatByRate(lines);
    expect(rates).toEqual([
      { rate: 22, base: 133.33, vat: 29.33 },
      { rate: 9.5, base: 11.04, vat: 1.04 },
    ]);
    const totals = orderTotals(lines);
    expect(rates.reduce((sum, r) => sum + r.vat, 0)).toBeCloseTo(totals?.vat ?? NaN, 10);
  });

  it('leaves out unpriced lines and has no rate without lines', () => {
    expect(vatByRate([{ value: null, vat: 22 }])).toEqual([]);
    expect(vatByRate([])).toEqual([]);
  });
});
