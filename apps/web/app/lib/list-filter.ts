// What the account lists' filters in the address have in common (orders, issue #12; documents,
// issue #12; inquiry offers, issue #14): a choice from a list, the first and last day as typed
// (DD. MM. YYYY, SPEC §9) under `od`/`do`, the page size and page; and the days sent to the shop
// API as calendar days, a date that is no real day reported on its field instead of filtering.
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

/** Sets the shop API's date_from and date_to for the typed days; returns what could not be used. */
export function setDayRange(
  query: URLSearchParams,
  dateFrom: string,
  dateTo: string,
): DayRangeError[] {
  const errors: DayRangeError[] = [];
  const from = dateFrom ? parseSlovenianDay(dateFrom) : null;
  const to = dateTo ? parseSlovenianDay(dateTo) : null;
  if (dateFrom && !from) errors.push('dateFrom');
  if (dateTo && !to) errors.push('dateTo');
  if (from && to && from > to) {
    errors.push('dateOrder');
  } else {
    if (from) query.set('date_from', from);
    if (to) query.set('date_to', to);
  }
  return errors;
}
