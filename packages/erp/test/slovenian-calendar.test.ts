import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  isWorkingDay,
  ljubljanaDate,
  ljubljanaMinutes,
  ljubljanaTime,
} from '../src/slovenian-calendar.ts';

describe('Slovenian working days', () => {
  it('takes the date in Ljubljana, not UTC', () => {
    // 23:30 UTC on 31 December is already 1 January in Ljubljana (UTC+1).
    expect(ljubljanaDate(new Date('2024-12-31T23:30:00Z'))).toBe('2025-01-01');
    // Summer time: 22:30 UTC on 30 June is 00:30 on 1 July.
    expect(ljubljanaDate(new Date('2025-06-30T22:30:00Z'))).toBe('2025-07-01');
  });

  it('skips weekends, fixed holidays and Easter Monday', () => {
    expect(isWorkingDay('2025-04-19')).toBe(false); // Saturday
    expect(isWorkingDay('2025-04-21')).toBe(false); // Easter Monday 2025
    expect(isWorkingDay('2026-04-06')).toBe(false); // Easter Monday 2026
    expect(isWorkingDay('2025-06-25')).toBe(false); // Statehood Day
    expect(isWorkingDay('2025-12-26')).toBe(false);
    expect(isWorkingDay('2025-04-22')).toBe(true);
    expect(addWorkingDays('2025-04-17', 1)).toBe('2025-04-18');
    expect(addWorkingDays('2025-04-18', 1)).toBe('2025-04-22');
    expect(addWorkingDays('2025-12-24', 1)).toBe('2025-12-29');
  });

  it('converts between instants and Ljubljana clock times, in winter and summer time', () => {
    expect(ljubljanaMinutes(new Date('2025-01-15T08:30:00Z'))).toBe(9 * 60 + 30);
    expect(ljubljanaMinutes(new Date('2025-07-15T08:30:00Z'))).toBe(10 * 60 + 30);
    expect(ljubljanaMinutes(new Date('2024-12-31T23:30:00Z'))).toBe(30);
    expect(ljubljanaTime('2025-01-15', 9 * 60 + 30).toISOString()).toBe('2025-01-15T08:30:00.000Z');
    expect(ljubljanaTime('2025-07-15', 7 * 60).toISOString()).toBe('2025-07-15T05:00:00.000Z');
    // The days of the switches (30 March, 26 October 2025) at office hours.
    expect(ljubljanaTime('2025-03-30', 10 * 60).toISOString()).toBe('2025-03-30T08:00:00.000Z');
    expect(ljubljanaTime('2025-10-26', 10 * 60).toISOString()).toBe('2025-10-26T09:00:00.000Z');
  });
});
