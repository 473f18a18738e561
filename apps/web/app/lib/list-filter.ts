// What the account lists' filters in the address have in common (orders, issue #12; documents,
// issue #12; inquiry offers, issue #14; complaints and notifications, issue #16): a choice from a
// list, the first and last day as typed (DD. MM. YYYY, SPEC §9) under `od`/`do`, the page size
// and page, read from the address and written back to it; and the days sent to the shop API as
// calendar days, a date that is no real day reported on its field instead of filtering.
// Pure and zod-free (it reaches the browser): list-filter.test.ts.
import { parseSlovenianDay } from '@gradnik/domain/date-range';
import { parsePage } from '@gradnik/domain/search-query';

export type DayRangeError = 'dateFrom' | 'dateTo' | 'dateOrder';

export function oneOf<T extends string>(list: readonly T[], value: string | null): T | null {
  return value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;
}

/** The days as typed (od, do), shown back in the fields. */
export function typedDaysFrom(params: URLSearchParams): { dateFrom: string; dateTo: string } {
  return {
    dateFrom: (params.get('od') ?? '').slice(0, 20),
    dateTo: (params.get('do') ?? '').slice(0, 20),
  };
}

/** Writes the days as typed back to a list's address (od, do); an empty one is left out. */
export function setTypedDays(
  params: URLSearchParams,
  days: { dateFrom: string; dateTo: string },
): void {
  if (days.dateFrom) params.set('od', days.dateFrom);
  if (days.dateTo) params.set('do', days.dateTo);
}

/** The page size (one of the list's, else its default) and the page (up to the API's largest). */
export function pagingFrom(
  params: URLSearchParams,
  sizes: readonly number[],
  defaultSize: number,
  pageMax: number,
): { perPage: number; page: number } {
  const perPage = Number(params.get('per_page'));
  return {
    perPage: sizes.includes(perPage) ? perPage : defaultSize,
    page: Math.min(parsePage(params.get('page')), pageMax),
  };
}

/**
 * A list's address: `params` (the list's own filters) with the page size, unless the list's
 * default, and the page, after the first; '?' for none, so a link clears the filters.
 */
export function pagedHref(
  params: URLSearchParams,
  paging: { perPage: number; page: number },
  defaultSize: number,
): string {
  if (paging.perPage !== defaultSize) params.set('per_page', String(paging.perPage));
  if (paging.page > 1) params.set('page', String(paging.page));
  const search = params.toString();
  return search ? `?${search}` : '?';
}

/**
 * The typed days as calendar days (YYYY-MM-DD) to filter by, and what could not be used: a day
 * that is no real day is left out, and neither is used when the first comes after the last.
 */
export function dayRange(
  dateFrom: string,
  dateTo: string,
): { from: string | null; to: string | null; errors: DayRangeError[] } {
  const errors: DayRangeError[] = [];
  const from = dateFrom ? parseSlovenianDay(dateFrom) : null;
  const to = dateTo ? parseSlovenianDay(dateTo) : null;
  if (dateFrom && !from) errors.push('dateFrom');
  if (dateTo && !to) errors.push('dateTo');
  if (from && to && from > to) {
    errors.push('dateOrder');
    return { from: null, to: null, errors };
  }
  return { from, to, errors };
}

/** Sets the shop API's date_from and date_to for the typed days; returns what could not be used. */
export function setDayRange(
  query: URLSearchParams,
  dateFrom: string,
  dateTo: string,
): DayRangeError[] {
  const { from, to, errors } = dayRange(dateFrom, dateTo);
  if (from) query.set('date_from', from);
  if (to) query.set('date_to', to);
  return errors;
}
