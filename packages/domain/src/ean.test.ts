import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ean13CheckDigit, isValidEan13, withEan13CheckDigit } from './ean.ts';

describe('EAN-13', () => {
  it('computes the check digit of known GTINs', () => {
    expect(ean13CheckDigit('400638133393')).toBe(1); // 4006381333931, the GS1 textbook example
    expect(ean13CheckDigit('383000000000')).toBe(0); // Slovenian prefix 383: 3 + 24 + 3 = 30
    expect(ean13CheckDigit('978030640615')).toBe(7); // ISBN 978-0-306-40615-7
  });

  it('accepts valid and rejects invalid codes', () => {
    expect(isValidEan13('4006381333931')).toBe(true);
    expect(isValidEan13('4006381333932')).toBe(false);
    expect(isValidEan13('400638133393')).toBe(false);
    expect(isValidEan13('40063813339311')).toBe(false);
    expect(isValidEan13('40063813339a1')).toBe(false);
    expect(isValidEan13('')).toBe(false);
  });

  it('refuses a body that is not 12 digits', () => {
    expect(() => ean13CheckDigit('12345')).toThrow(RangeError);
    expect(() => ean13CheckDigit('12345678901x')).toThrow(RangeError);
  });

  const body = fc.stringMatching(/^\d{12}$/);

  it('property: a body with its check digit is always valid', () => {
    fc.assert(fc.property(body, (b) => isValidEan13(withEan13CheckDigit(b))));
  });

  it('property: changing any single digit makes the code invalid', () => {
    fc.assert(
      fc.property(
        body,
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 1, max: 9 }),
        (b, pos, delta) => {
          const code = withEan13CheckDigit(b);
          const digit = (Number(code[pos]) + delta) % 10;
          const altered = code.slice(0, pos) + String(digit) + code.slice(pos + 1);
          return !isValidEan13(altered);
        },
      ),
    );
  });

  it('property: the check digit is a single digit', () => {
    fc.assert(
      fc.property(body, (b) => {
        const d = ean13CheckDigit(b);
        return Number.isInteger(d) && d >= 0 && d <= 9;
      }),
    );
  });
});
