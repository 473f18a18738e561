import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NO_QUANTITY,
  amountOf,
  calculateAmounts,
  ceilToMultiple,
  clampQuantity,
  fieldAllowsDecimal,
  formatQuantityInput,
  inquiryQuantity,
  normalizeProductUnits,
  normalizeQuantityEntry,
  packageLine,
  parseQuantityInput,
  quantityFloor,
  roundQuantity,
  sanitizeQuantityInput,
  stepQuantity,
  unitOfField,
  visibleQuantityInputs,
} from './quantity.ts';
import { LOCALES } from './locale.ts';
import type { Locale } from './locale.ts';
import type { ProductUnits, QuantityField } from './quantity.ts';

// Realistic products of a building-materials retailer (the demo catalogue's unit profiles).
const tiles = normalizeProductUnits({
  BaseUnitOfMeasure: 'M2',
  RetailUnitOfMeasure: 'PAK',
  FactorUnitRetail: 1.44,
  MinimumSalesUnitRetail: 1,
  MinimumWholeSalesUnitRetail: 40,
  MinimumWholeSalesUnit: 57.6,
  MinimumSalesUnit: 1.44,
});
const cement = normalizeProductUnits({
  BaseUnitOfMeasure: 'KOS',
  RetailUnitOfMeasure: 'KOS',
  MinimumWholeSalesUnitRetail: 40,
});
const cable = normalizeProductUnits({
  BaseUnitOfMeasure: 'M',
  RetailUnitOfMeasure: 'M',
  FactorUnitRetail: 1,
  MinimumSalesUnitRetail: 5,
  MinimumSalesUnit: 5,
});
const paint = normalizeProductUnits({
  BaseUnitOfMeasure: 'L',
  RetailUnitOfMeasure: 'KOS',
  FactorUnitRetail: 0.75,
  MinimumSalesUnitRetail: 1,
});
// Tiles sold only in pairs of packages: the case with all three inputs.
const tilePairs = normalizeProductUnits({ ...tiles, MinimumSalesUnitRetail: 2 });

const amounts = (BaseUnitAmount: number, RetailUnitAmount: number, PackageAmount: number) => ({
  BaseUnitAmount,
  RetailUnitAmount,
  PackageAmount,
});

describe('product units and their defaults (SPEC §3)', () => {
  it('defaults units to KOS and the numbers to 1', () => {
    expect(normalizeProductUnits({})).toEqual({
      BaseUnitOfMeasure: 'KOS',
      RetailUnitOfMeasure: 'KOS',
      MinimumSalesUnitRetail: 1,
      MinimumWholeSalesUnitRetail: 1,
      MinimumWholeSalesUnit: 1,
      FactorUnitRetail: 1,
      MinimumSalesUnit: 1,
    });
  });

  it('treats blank, null, non-numeric and non-positive values as missing', () => {
    const units = normalizeProductUnits({
      BaseUnitOfMeasure: '  ',
      RetailUnitOfMeasure: null,
      FactorUnitRetail: 0,
      MinimumSalesUnitRetail: -2,
      MinimumSalesUnit: Number.NaN,
      MinimumWholeSalesUnit: 'abc',
    });
    expect(units.BaseUnitOfMeasure).toBe('KOS');
    expect(units.RetailUnitOfMeasure).toBe('KOS');
    expect(units.FactorUnitRetail).toBe(1);
    expect(units.MinimumSalesUnitRetail).toBe(1);
    expect(units.MinimumSalesUnit).toBe(1);
    expect(units.MinimumWholeSalesUnit).toBe(1);
  });

  it('reads numeric strings (PostgreSQL numeric) and rounds to 3 decimals', () => {
    const units = normalizeProductUnits({
      FactorUnitRetail: '1.440',
      MinimumSalesUnitRetail: '2,5',
    });
    expect(units.FactorUnitRetail).toBe(1.44);
    expect(units.MinimumSalesUnitRetail).toBe(2.5);
    expect(normalizeProductUnits({ FactorUnitRetail: 0.33333 }).FactorUnitRetail).toBe(0.333);
  });

  it('is idempotent', () => {
    for (const units of [tiles, cement, cable, paint]) {
      expect(normalizeProductUnits(units)).toEqual(units);
    }
  });
});

describe('rounding to 3 decimals, internally 5 then 3 (SPEC §5, §9)', () => {
  it('removes float noise', () => {
    expect(1.44 * 5).not.toBe(7.2);
    expect(roundQuantity(1.44 * 5)).toBe(7.2);
    expect(roundQuantity(1.44 * 10)).toBe(14.4);
    expect(roundQuantity(0.1 + 0.2)).toBe(0.3);
    expect(roundQuantity(2.675)).toBe(2.675);
  });

  it('rounds halves up, including ones binary floats store just below the half', () => {
    expect(roundQuantity(1.0005)).toBe(1.001);
    expect(roundQuantity(1.2344)).toBe(1.234);
    expect(roundQuantity(10.0015)).toBe(10.002);
    // 0.146495 × 10^5 is 14649.499999… in binary: a naive round gives 0.14649, then 0.146.
    expect(roundQuantity(0.146495)).toBe(0.147);
    expect(roundQuantity(0.002495)).toBe(0.003);
  });

  it('rounds to 5 decimals first, so 1.0004999 becomes 1.001 (not 1.000)', () => {
    expect(roundQuantity(1.0004999)).toBe(1.001);
    expect(roundQuantity(1.000494)).toBe(1);
  });

  it('leaves non-finite values and never yields -0', () => {
    expect(roundQuantity(Number.NaN)).toBeNaN();
    expect(Object.is(roundQuantity(-0.0001), 0)).toBe(true);
  });
});

describe('ceiling to the minimum sales unit (SPEC §5)', () => {
  it.each([
    [7, 5, 10],
    [10, 5, 10],
    [10.001, 5, 15],
    [0.2, 1, 1],
    [4.32, 1.44, 4.32],
    [4.33, 1.44, 5.76],
    [0, 5, 0],
    [-3, 5, 0],
  ])('ceilToMultiple(%d, %d) = %d', (value, step, expected) => {
    expect(ceilToMultiple(value, step)).toBe(expected);
  });
});

describe('calculateAmounts with realistic products (SPEC §3, §5)', () => {
  it.each<[string, ProductUnits, QuantityField, number, ReturnType<typeof amounts>]>([
    // Tiles: M2 priced, sold per 1.44 M2 package.
    ['tiles, 10 M2 → 7 packages', tiles, 'base', 10, amounts(10.08, 7, 7)],
    ['tiles, exactly 3 packages of M2', tiles, 'base', 4.32, amounts(4.32, 3, 3)],
    ['tiles, 4.321 M2 needs a fourth package', tiles, 'base', 4.321, amounts(5.76, 4, 4)],
    ['tiles, 3 PAK', tiles, 'retail', 3, amounts(4.32, 3, 3)],
    ['tiles, 5 PAK without float noise', tiles, 'retail', 5, amounts(7.2, 5, 5)],
    ['tiles, 14.4 M2 is exactly 10 packages', tiles, 'base', 14.4, amounts(14.4, 10, 10)],
    ['tiles, 0.5 M2 is one package', tiles, 'base', 0.5, amounts(1.44, 1, 1)],
    // Cement bags: piece for piece.
    ['cement, 12 bags', cement, 'retail', 12, amounts(12, 12, 12)],
    ['cement, 2.4 bags round up', cement, 'retail', 2.4, amounts(3, 3, 3)],
    // Cable by the metre, at least 5 M.
    ['cable, 7 M → 10 M', cable, 'base', 7, amounts(10, 10, 2)],
    ['cable, 7 M retail → 10 M', cable, 'retail', 7, amounts(10, 10, 2)],
    ['cable, 3 packages', cable, 'package', 3, amounts(15, 15, 3)],
    ['cable, 12.5 M base (decimals allowed)', cable, 'base', 12.5, amounts(15, 15, 3)],
    // Paint in 0.75 L cans.
    ['paint, 2 L → 3 cans', paint, 'base', 2, amounts(2.25, 3, 3)],
    ['paint, 2 cans', paint, 'retail', 2, amounts(1.5, 2, 2)],
    ['paint, 1.5 L is exactly 2 cans', paint, 'base', 1.5, amounts(1.5, 2, 2)],
    // Tiles in pairs of packages.
    ['tile pairs, 1 PAK → 2 PAK', tilePairs, 'retail', 1, amounts(2.88, 2, 1)],
    ['tile pairs, 3 packages', tilePairs, 'package', 3, amounts(8.64, 6, 3)],
    ['tile pairs, 5 M2', tilePairs, 'base', 5, amounts(5.76, 4, 2)],
  ])('%s', (_name, units, changed, value, expected) => {
    expect(calculateAmounts(units, { changed, value })).toEqual(expected);
  });

  it('gives no quantity for 0, negatives and non-numbers', () => {
    for (const value of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(calculateAmounts(tiles, { changed: 'retail', value })).toEqual(NO_QUANTITY);
    }
  });

  it('stays within max in the changed unit, but never below one package', () => {
    expect(
      calculateAmounts(cable, { changed: 'retail', value: 9998, max: 10_000 }).RetailUnitAmount,
    ).toBe(10_000);
    expect(
      calculateAmounts(tilePairs, { changed: 'retail', value: 9999, max: 10_000 }).RetailUnitAmount,
    ).toBe(10_000);
    expect(calculateAmounts(tiles, { changed: 'base', value: 9999.5, max: 10_000 })).toEqual(
      amounts(9999.36, 6944, 6944),
    );
    expect(calculateAmounts(cable, { changed: 'retail', value: 3, max: 2 })).toEqual(
      amounts(5, 5, 1),
    );
  });

  it('accepts raw units and applies the defaults', () => {
    expect(calculateAmounts({}, { changed: 'retail', value: 2 })).toEqual(amounts(2, 2, 2));
  });
});

describe('visible inputs by units (SPEC §5)', () => {
  it.each<[string, ProductUnits, QuantityField[]]>([
    ['same unit, minimum 1: retail only', cement, ['retail']],
    ['same unit, minimum 5: base and package', cable, ['base', 'package']],
    ['different units, minimum 1: base and retail', tiles, ['base', 'retail']],
    [
      'different units, minimum 2: base, retail and package',
      tilePairs,
      ['base', 'retail', 'package'],
    ],
  ])('%s', (_name, units, expected) => {
    expect(visibleQuantityInputs(units)).toEqual(expected);
  });

  it('compares units case-insensitively and after defaults', () => {
    expect(visibleQuantityInputs({ BaseUnitOfMeasure: 'kos' })).toEqual(['retail']);
  });

  it('names the unit of each input', () => {
    expect(unitOfField(tiles, 'base')).toBe('M2');
    expect(unitOfField(tiles, 'retail')).toBe('PAK');
    expect(unitOfField(tiles, 'package')).toBeNull();
  });
});

describe('the package line (SPEC §5)', () => {
  it('appears only when the minimum retail unit is above 1', () => {
    expect(packageLine(cable)).toEqual({ amount: 5, unit: 'M' });
    expect(packageLine({ RetailUnitOfMeasure: 'M2', MinimumSalesUnitRetail: 1.44 })).toEqual({
      amount: 1.44,
      unit: 'M2',
    });
    expect(packageLine(tiles)).toBeNull();
    expect(packageLine({ MinimumSalesUnitRetail: 0.5 })).toBeNull();
  });
});

describe('input normalisation (SPEC §5 Quantity input control)', () => {
  it('lets only digits through, plus one separator for the base unit', () => {
    expect(sanitizeQuantityInput('12abc3', { allowDecimal: false })).toBe('123');
    expect(sanitizeQuantityInput('1,5', { allowDecimal: false })).toBe('15');
    expect(sanitizeQuantityInput('1,5', { allowDecimal: true })).toBe('1,5');
    expect(sanitizeQuantityInput('1.5.6,7', { allowDecimal: true })).toBe('1.567');
    expect(sanitizeQuantityInput('-2e3 ', { allowDecimal: true })).toBe('23');
    expect(sanitizeQuantityInput('٣', { allowDecimal: false })).toBe('');
  });

  it('knows which inputs take decimals', () => {
    expect(fieldAllowsDecimal('base')).toBe(true);
    expect(fieldAllowsDecimal('retail')).toBe(false);
    expect(fieldAllowsDecimal('package')).toBe(false);
  });

  it('parses a decimal comma or point, and nothing else', () => {
    expect(parseQuantityInput('2,5')).toBe(2.5);
    expect(parseQuantityInput('2.5')).toBe(2.5);
    expect(parseQuantityInput(',5')).toBe(0.5);
    expect(parseQuantityInput('5,')).toBe(5);
    expect(parseQuantityInput('007')).toBe(7);
    for (const text of ['', ',', 'abc', '1,2,3', '-1', '1e3']) {
      expect(parseQuantityInput(text), text).toBeNull();
    }
  });

  it('shows amounts with a decimal comma in Slovenian and no grouping', () => {
    expect(formatQuantityInput(10.08)).toBe('10,08');
    expect(formatQuantityInput(10.08, 'en')).toBe('10.08');
    expect(formatQuantityInput(10_000)).toBe('10000');
    expect(formatQuantityInput(1.44 * 5)).toBe('7,2');
  });

  it('clamps to 0 … 10000 by default', () => {
    expect(clampQuantity(-5)).toBe(0);
    expect(clampQuantity(12_000)).toBe(10_000);
    expect(clampQuantity(42)).toBe(42);
    expect(clampQuantity(Number.NaN)).toBe(0);
    expect(clampQuantity(3, 5, 10)).toBe(5);
  });

  it('raises the base unit to FactorUnitRetail and retail or package to 1', () => {
    expect(quantityFloor(tiles, 'base')).toBe(1.44);
    expect(quantityFloor(tiles, 'retail')).toBe(1);
    expect(quantityFloor(cable, 'package')).toBe(1);
    expect(normalizeQuantityEntry(tiles, 'base', '0,5')).toEqual(amounts(1.44, 1, 1));
    expect(normalizeQuantityEntry(tiles, 'base', '')).toEqual(amounts(1.44, 1, 1));
    expect(normalizeQuantityEntry(paint, 'base', 'x')).toEqual(amounts(0.75, 1, 1));
    expect(normalizeQuantityEntry(cement, 'retail', '0')).toEqual(amounts(1, 1, 1));
    expect(normalizeQuantityEntry(cable, 'package', '')).toEqual(amounts(5, 5, 1));
    // Retail 1 is then raised to the minimum of 5 M.
    expect(normalizeQuantityEntry(cable, 'base', '0')).toEqual(amounts(5, 5, 1));
  });

  it('clamps at 10000 and within a custom range', () => {
    expect(normalizeQuantityEntry(cement, 'retail', '25000')).toEqual(
      amounts(10_000, 10_000, 10_000),
    );
    expect(normalizeQuantityEntry(cement, 'retail', 30, { min: 0, max: 20 })).toEqual(
      amounts(20, 20, 20),
    );
    expect(normalizeQuantityEntry(cement, 'retail', 3, { min: 10 })).toEqual(amounts(10, 10, 10));
    expect(normalizeQuantityEntry(tiles, 'base', '12000').BaseUnitAmount).toBe(9999.36);
  });
});

describe('stepping with −/+ (one package at a time)', () => {
  it('steps every input by one package', () => {
    expect(stepQuantity(cable, 'base', 10, 1)).toEqual(amounts(15, 15, 3));
    expect(stepQuantity(tiles, 'base', 4.32, -1)).toEqual(amounts(2.88, 2, 2));
    expect(stepQuantity(tilePairs, 'retail', 4, 1)).toEqual(amounts(8.64, 6, 3));
    expect(stepQuantity(cement, 'retail', 0, 1)).toEqual(amounts(1, 1, 1));
  });

  it('refuses to go below one package or above max', () => {
    expect(stepQuantity(cable, 'retail', 5, -1)).toBeNull();
    expect(stepQuantity(cable, 'retail', 0, -1)).toBeNull();
    expect(stepQuantity(cement, 'retail', 10_000, 1)).toBeNull();
    expect(stepQuantity(cement, 'retail', 9, 1, { max: 9 })).toBeNull();
  });
});

describe('adding to an inquiry (SPEC §5 Adding)', () => {
  it('uses the minimum retail unit when the quantity is not above 0', () => {
    expect(inquiryQuantity(0, cable)).toBe(5);
    expect(inquiryQuantity(-1, cable)).toBe(5);
    expect(inquiryQuantity(Number.NaN, cement)).toBe(1);
    expect(inquiryQuantity(15, cable)).toBe(15);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties

const UNIT_NAMES = ['KOS', 'M2', 'M', 'L', 'KG', 'PAK'] as const;
/**
 * Products as the ERP may describe them: factors and minimums with up to 3 decimals, and a
 * package of at least a thousandth of a base unit (below that, base amounts at 3 decimals
 * cannot tell one package from the next; no real product comes near it).
 */
const unitsArbitrary: fc.Arbitrary<ProductUnits> = fc
  .record({
    base: fc.constantFrom(...UNIT_NAMES),
    retail: fc.constantFrom(...UNIT_NAMES),
    factorMilli: fc.integer({ min: 1, max: 100_000 }),
    minimumMilli: fc.oneof(fc.constant(1000), fc.integer({ min: 1, max: 50_000 })),
  })
  .map(({ base, retail, factorMilli, minimumMilli }) =>
    normalizeProductUnits({
      BaseUnitOfMeasure: base,
      RetailUnitOfMeasure: retail,
      FactorUnitRetail: factorMilli / 1000,
      MinimumSalesUnitRetail: minimumMilli / 1000,
    }),
  )
  .filter((units) => units.MinimumSalesUnitRetail * units.FactorUnitRetail >= 0.001);
const fieldArbitrary = fc.constantFrom<QuantityField>('base', 'retail', 'package');
const positiveValue = fc.double({ min: 0.0005, max: 10_000, noNaN: true, noDefaultInfinity: true });
const anyValue = fc.double({ noDefaultInfinity: false });

const milli = (value: number) => Math.round(value * 1000);
const hasAtMost3Decimals = (value: number) => roundQuantity(value) === value;

describe('quantity properties (fast-check)', () => {
  it('rounding is idempotent and leaves at most 3 decimals', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e7, max: 1e7, noNaN: true }), (value) => {
        const once = roundQuantity(value);
        expect(roundQuantity(once)).toBe(once);
        expect(Math.abs(once * 1000 - Math.round(once * 1000))).toBeLessThan(1e-6);
        expect(Math.abs(once - value)).toBeLessThanOrEqual(0.0005 + 1e-9);
      }),
    );
  });

  it('never gives less than the minimum, and always a whole multiple of it', () => {
    fc.assert(
      fc.property(unitsArbitrary, fieldArbitrary, positiveValue, (units, changed, value) => {
        const result = calculateAmounts(units, { changed, value });
        if (roundQuantity(value) <= 0) return;
        expect(result.PackageAmount).toBeGreaterThanOrEqual(1);
        expect(Number.isInteger(result.PackageAmount)).toBe(true);
        expect(result.RetailUnitAmount).toBeGreaterThanOrEqual(units.MinimumSalesUnitRetail);
        expect(milli(result.RetailUnitAmount) % milli(units.MinimumSalesUnitRetail)).toBe(0);
        expect(milli(result.RetailUnitAmount)).toBe(
          result.PackageAmount * milli(units.MinimumSalesUnitRetail),
        );
      }),
    );
  });

  it('keeps base = retail × factor (rounded) and every amount at 3 decimals', () => {
    fc.assert(
      fc.property(unitsArbitrary, fieldArbitrary, positiveValue, (units, changed, value) => {
        const result = calculateAmounts(units, { changed, value });
        expect(result.BaseUnitAmount).toBe(
          roundQuantity(result.RetailUnitAmount * units.FactorUnitRetail),
        );
        expect(hasAtMost3Decimals(result.BaseUnitAmount)).toBe(true);
        expect(hasAtMost3Decimals(result.RetailUnitAmount)).toBe(true);
      }),
    );
  });

  it('raises the changed amount to the least whole number of packages covering it', () => {
    fc.assert(
      fc.property(unitsArbitrary, fieldArbitrary, positiveValue, (units, changed, value) => {
        const result = calculateAmounts(units, { changed, value });
        const wanted = roundQuantity(value);
        if (wanted <= 0) return;
        expect(amountOf(result, changed)).toBeGreaterThanOrEqual(wanted);
        if (result.PackageAmount > 1) {
          const fewer = calculateAmounts(units, {
            changed: 'package',
            value: result.PackageAmount - 1,
          });
          expect(amountOf(fewer, changed)).toBeLessThan(wanted);
        }
      }),
    );
  });

  it('is a fixpoint: entering any of its own amounts again changes nothing', () => {
    fc.assert(
      fc.property(
        unitsArbitrary,
        fieldArbitrary,
        fieldArbitrary,
        positiveValue,
        (units, first, again, value) => {
          const result = calculateAmounts(units, { changed: first, value });
          expect(
            calculateAmounts(units, { changed: again, value: amountOf(result, again) }),
          ).toEqual(result);
        },
      ),
    );
  });

  it('clamps within [min, max]', () => {
    fc.assert(
      fc.property(
        anyValue,
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        (value, min, span) => {
          const max = min + span;
          const clamped = clampQuantity(value, min, max);
          expect(clamped).toBeGreaterThanOrEqual(min);
          expect(clamped).toBeLessThanOrEqual(max);
          if (value >= min && value <= max) expect(clamped).toBe(value);
        },
      ),
    );
  });

  it('sanitizing is idempotent and leaves digits and at most one separator', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789.,-+eE až٣'), maxLength: 30 }),
        fc.boolean(),
        (text, allowDecimal) => {
          const once = sanitizeQuantityInput(text, { allowDecimal });
          expect(sanitizeQuantityInput(once, { allowDecimal })).toBe(once);
          expect(once).toMatch(allowDecimal ? /^\d*[.,]?\d*$/ : /^\d*$/);
        },
      ),
    );
  });

  it('a committed entry is never below the minimum nor above max (when one package fits)', () => {
    fc.assert(
      fc.property(
        unitsArbitrary,
        fieldArbitrary,
        fc.string({ maxLength: 12 }),
        (units, field, typed) => {
          const text = sanitizeQuantityInput(typed, { allowDecimal: fieldAllowsDecimal(field) });
          const result = normalizeQuantityEntry(units, field, text);
          expect(result.PackageAmount).toBeGreaterThanOrEqual(1);
          expect(result.RetailUnitAmount).toBeGreaterThanOrEqual(units.MinimumSalesUnitRetail);
          const onePackage = calculateAmounts(units, { changed: 'package', value: 1 });
          if (amountOf(onePackage, field) <= 10_000)
            expect(amountOf(result, field)).toBeLessThanOrEqual(10_000);
        },
      ),
    );
  });

  it('a committed entry shown in the input and committed again stays the same', () => {
    fc.assert(
      fc.property(
        unitsArbitrary,
        fieldArbitrary,
        positiveValue,
        fc.constantFrom<Locale>(...LOCALES),
        (units, field, value, locale) => {
          const result = normalizeQuantityEntry(units, field, value);
          const shown = formatQuantityInput(amountOf(result, field), locale);
          expect(normalizeQuantityEntry(units, field, shown)).toEqual(result);
        },
      ),
    );
  });
});
