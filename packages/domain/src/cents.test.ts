import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundToCents, sameCents } from './cents.ts';

describe('money in cents (SPEC §3 Order draft, §4 Cart line errors)', () => {
  it('rounds halves away from zero, without binary noise', () => {
    expect(roundToCents(1.005)).toBe(1.01);
    expect(roundToCents(2.675)).toBe(2.68);
    expect(roundToCents(0.1 * 3)).toBe(0.3);
    expect(roundToCents(12.344)).toBe(12.34);
    expect(roundToCents(-1.005)).toBe(-1.01);
  });

  it('never returns -0 and keeps non-finite values', () => {
    expect(Object.is(roundToCents(-0.001), 0)).toBe(true);
    expect(roundToCents(Number.NaN)).toBeNaN();
    expect(roundToCents(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });

  it('compares amounts by their cents', () => {
    expect(sameCents(10.001, 10)).toBe(true);
    expect(sameCents(10.005, 10)).toBe(false);
    expect(sameCents(19.99, 20)).toBe(false);
  });

  it('is idempotent and never moves an amount by more than half a cent (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e7, max: 1e7, noNaN: true }), (value) => {
        const cents = roundToCents(value);
        expect(roundToCents(cents)).toBe(cents);
        expect(Math.abs(cents - value)).toBeLessThanOrEqual(0.005 + 1e-9);
        expect(Number.isInteger(Math.round(cents * 100))).toBe(true);
        expect(Math.abs(cents * 100 - Math.round(cents * 100))).toBeLessThan(1e-6);
      }),
    );
  });
});
