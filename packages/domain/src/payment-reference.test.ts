import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  invoiceReference,
  isValidSi12Reference,
  mod11CheckDigit,
  SI12_MAX_DIGITS,
} from './payment-reference.ts';

describe('SI12 payment reference (issue #12)', () => {
  it('computes the check digit of published SI12 examples', () => {
    // 'SI12 12345678909' (a UPN QR library's documented example) and 'SI12 1234567890120'
    // (a UPN QR generator's documented example).
    expect(mod11CheckDigit('1234567890')).toBe(9);
    expect(mod11CheckDigit('123456789012')).toBe(0);
  });

  it('uses growing weights 2, 3, 4, … from the right', () => {
    // 3·2 + 2·3 + 1·4 + 0·5 + 0·6 + 0·7 + 6·8 + 2·9 = 82; 82 mod 11 = 5; 11 − 5 = 6.
    expect(mod11CheckDigit('26000123')).toBe(6);
    // 5·2 = 10; 10 mod 11 = 10; 11 − 10 = 1.
    expect(mod11CheckDigit('5')).toBe(1);
  });

  it('writes a check of 10 or 11 as 0', () => {
    expect(mod11CheckDigit('28')).toBe(0); // 8·2 + 2·3 = 22, remainder 0 → 11 → 0
    expect(mod11CheckDigit('6')).toBe(0); // 6·2 = 12, remainder 1 → 10 → 0
  });

  it("builds an invoice's reference from its number's digits", () => {
    expect(invoiceReference('RA-26-000123')).toEqual({
      printed: 'SI12 260001236',
      qr: 'SI12260001236',
    });
  });

  it('refuses numbers without digits or with more than model 12 allows', () => {
    expect(() => invoiceReference('RA-')).toThrow(RangeError);
    expect(() => invoiceReference('1'.repeat(SI12_MAX_DIGITS + 1))).toThrow(RangeError);
    expect(() => mod11CheckDigit('12a')).toThrow(RangeError);
  });

  it('validates references', () => {
    expect(isValidSi12Reference('SI12 260001236')).toBe(true);
    expect(isValidSi12Reference('SI12260001236')).toBe(true);
    expect(isValidSi12Reference('SI12 260001235')).toBe(false);
    expect(isValidSi12Reference('SI00 260001236')).toBe(false);
  });

  it('property: every reference it builds is valid, in both forms', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,12}$/), (digits) => {
        const { printed, qr } = invoiceReference(`RA-${digits}`);
        return isValidSi12Reference(printed) && qr === printed.replace(' ', '');
      }),
    );
  });
});
