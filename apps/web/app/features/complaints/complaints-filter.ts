// The complaints list's filters as they stand in the address (issue #16; SPEC §2 /reklamacije):
// state and dates, page size and page, with the orders and offers lists' names (status, od, do,
// per_page, page), so a filtered list can be bookmarked and reloaded. Dates are typed as
// DD. MM. YYYY (SPEC §9); one that is no real day is reported on its field and does not filter.
// Pure: complaints-filter.test.ts.
import {
  COMPLAINT_LIST_DEFAULT_PAGE_SIZE,
  COMPLAINT_LIST_PAGE_SIZES,
  COMPLAINT_STATES,
  type ComplaintState,
} from '@gradnik/contracts/complaint-params';
import {
  oneOf,
  pagedHref,
  pagingFrom,
  setDayRange,
  setTypedDays,
  typedDaysFrom,
  type DayRangeError,
} from '../../lib/list-filter';

/** The API's page number is at most six digits (contracts/list-query.ts). */
const PAGE_MAX = 999_999;

export interface ComplaintsFilter {
  readonly state: ComplaintState | null;
  /** As typed (DD. MM. YYYY), shown back in the field. */
  readonly dateFrom: string;
  readonly dateTo: string;
  readonly perPage: number;
  readonly page: number;
}

export type ComplaintsFilterError = DayRangeError;

export function complaintsFilterFrom(params: URLSearchParams): ComplaintsFilter {
  return {
    state: oneOf(COMPLAINT_STATES, params.get('status')),
    ...typedDaysFrom(params),
    ...pagingFrom(params, COMPLAINT_LIST_PAGE_SIZES, COMPLAINT_LIST_DEFAULT_PAGE_SIZE, PAGE_MAX),
  };
}

/** The shop API's query (GET /api/complaints) and what of the filters could not be used. */
export function complaintsApiQuery(filter: ComplaintsFilter): {
  query: URLSearchParams;
  errors: ComplaintsFilterError[];
} {
  const query = new URLSearchParams();
  if (filter.state) query.set('status', filter.state);
  const errors = setDayRange(query, filter.dateFrom, filter.dateTo);
  query.set('page', String(filter.page));
  query.set('per_page', String(filter.perPage));
  return { query, errors };
}

/** The list's address with some filters changed (a changed filter starts at page 1). */
export function complaintsHref(
  filter: ComplaintsFilter,
  change: Partial<ComplaintsFilter>,
): string {
  const next = { ...filter, page: 1, ...change };
  const params = new URLSearchParams();
  if (next.state) params.set('status', next.state);
  setTypedDays(params, next);
  return pagedHref(params, next, COMPLAINT_LIST_DEFAULT_PAGE_SIZE);
}
