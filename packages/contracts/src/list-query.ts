// What the account lists' queries share (issue #12 orders and documents, #14 offers): a
// Ljubljana calendar day, a page number, and a day range in order. One schema each, so the lists
// cannot read the same parameter differently.
import { isCalendarDay } from '@gradnik/domain/date-range';
import { z } from 'zod';

/** SPEC §9: a day as YYYY-MM-DD (the first and last day of a range are both included). */
export const calendarDaySchema = z
  .string()
  .refine(isCalendarDay, { message: 'must be a calendar day as YYYY-MM-DD' });

/** A page of a list, 1 to 999999. */
export const pageNumberSchema = z
  .string()
  .regex(/^[1-9]\d{0,5}$/, 'must be a positive integer up to 999999')
  .transform(Number);

/** A query's day range is in order: the first day is not after the last (either may be absent). */
export function datesInOrder(q: { date_from?: string; date_to?: string }): boolean {
  return !q.date_from || !q.date_to || q.date_from <= q.date_to;
}

/** The issue datesInOrder reports, on date_to. */
export const datesInOrderIssue: { message: string; path: string[] } = {
  message: 'date_from must not be after date_to',
  path: ['date_to'],
};
