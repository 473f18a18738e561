import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatDay,
  isCalendarDay,
  ljubljanaDay,
  ljubljanaDayRange,
  ljubljanaDayStart,
  parseSlovenianDay,
} from './date-range.ts';

describe('date filters (SPEC §9)', () => {
  it('accepts only real calendar days', () => {
    expect(isCalendarDay('2026-03-05')).toBe(true);
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-04-31')).toBe(false);
    expect(isCalendarDay('2026-3-5')).toBe(false);
    expect(isCalendarDay('0000-01-01')).toBe(false);
  });

  it('reads DD. MM. YYYY as typed', () => {
    expect(parseSlovenianDay('05. 03. 2026')).toBe('2026-03-05');
    expect(parseSlovenianDay('5.3.2026')).toBe('2026-03-05');
    expect(parseSlovenianDay('31. 04. 2026')).toBeNull();
    expect(parseSlovenianDay('2026-03-05')).toBeNull();
  });

  it('starts a day at Ljubljana midnight, in winter and in summer time', () => {
    expect(ljubljanaDayStart('2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(ljubljanaDayStart('2026-07-15').toISOString()).toBe('2026-07-14T22:00:00.000Z');
    // The day daylight saving starts (29 March 2026) still begins at +01:00.
    expect(ljubljanaDayStart('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(ljubljanaDayStart('2026-03-30').toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });

  it('covers both days of a range, 00:00:00 to 23:59:59', () => {
    const range = ljubljanaDayRange('2026-03-01', '2026-03-31');
    expect(range.from?.toISOString()).toBe('2026-02-28T23:00:00.000Z');
    expect(range.until?.toISOString()).toBe('2026-03-31T22:00:00.000Z');
    expect(ljubljanaDayRange(undefined, undefined)).toEqual({});
  });

  it('shows an instant as its Ljubljana day, DD. MM. YYYY', () => {
    expect(ljubljanaDay('2026-02-28T23:30:00Z')).toBe('2026-03-01');
    expect(ljubljanaDay(new Date('2026-07-14T21:59:00Z'))).toBe('2026-07-14');
    expect(formatDay('2026-03-05')).toBe('05. 03. 2026');
  });
});

describe('addDays', () => {
  it('moves across months, years and leap days', () => {
    expect(addDays('2026-11-25', 30)).toBe('2026-12-25');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
