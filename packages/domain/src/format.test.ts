import { describe, expect, it } from 'vitest';
import { formatCurrency, formatDate, formatNumber, plural } from './format.ts';

const NBSP = '\u00a0';

describe('Slovenian formats (SPEC §1, §9)', () => {
  it('formats euros the Slovenian way', () => {
    expect(formatCurrency(12345.67)).toBe(`12.345,67${NBSP}€`);
    expect(formatCurrency(1234.5)).toBe(`1234,50${NBSP}€`);
    expect(formatCurrency(0.5)).toBe(`0,50${NBSP}€`);
  });
  it('formats numbers with a decimal comma', () => {
    expect(formatNumber(1.44)).toBe('1,44');
    expect(formatNumber(2.5, 'en')).toBe('2.5');
  });
  it('formats dates as DD. MM. YYYY', () => {
    expect(formatDate(new Date(2026, 0, 5))).toBe('05. 01. 2026');
  });
  it('uses the four Slovenian plural forms', () => {
    const forms = { one: '{count} izdelek', two: '{count} izdelka', few: '{count} izdelki', other: '{count} izdelkov' };
    expect(plural(1, forms)).toBe('1 izdelek');
    expect(plural(2, forms)).toBe('2 izdelka');
    expect(plural(3, forms)).toBe('3 izdelki');
    expect(plural(4, forms)).toBe('4 izdelki');
    expect(plural(5, forms)).toBe('5 izdelkov');
    expect(plural(101, forms)).toBe('101 izdelek');
    expect(plural(102, forms)).toBe('102 izdelka');
  });
  it('falls back to other when a form is missing', () => {
    expect(plural(2, { one: '{count} item', other: '{count} items' }, 'en')).toBe('2 items');
  });
});
