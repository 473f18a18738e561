// The inquiry offers list's filters as they stand in the address (issue #14; SPEC §2
// /povprasevanje-ponudbe): state and date, sort and page size, kept in the address like the
// orders list's (features/orders/orders-filter.ts), so a filtered list can be bookmarked,
// shared and reloaded. Dates are typed as DD. MM. YYYY (SPEC §9) and sent to the shop API as
// calendar days; a date that is no real day is reported on its field and does not filter.
// Pure: inquiry-offers-filter.test.ts.
import {
  INQUIRY_LIST_DEFAULT_PAGE_SIZE,
  INQUIRY_LIST_PAGE_SIZES,
  INQUIRY_LIST_SORTS,
  INQUIRY_STATES,
  type InquiryListSort,
  type InquiryState,
} from '@gradnik/contracts/offer-params';
import {
  oneOf,
  pagedHref,
  pagingFrom,
  setDayRange,
  setTypedDays,
  typedDaysFrom,
  type DayRangeError,
} from '../../lib/list-filter';

/** The API's page number is at most six digits (contracts/offer.ts pageNumber). */
const PAGE_MAX = 999_999;

export interface InquiryOffersFilter {
  readonly state: InquiryState | null;
  /** As typed (DD. MM. YYYY), shown back in the field. */
  readonly dateFrom: string;
  readonly dateTo: string;
  readonly sort: InquiryListSort;
  readonly perPage: number;
  readonly page: number;
}

export type InquiryOffersFilterError = DayRangeError;

/** The filters of an address; anything unknown falls back to the default. */
export function inquiryOffersFilterFrom(params: URLSearchParams): InquiryOffersFilter {
  return {
    state: oneOf(INQUIRY_STATES, params.get('status')),
    ...typedDaysFrom(params),
    sort: oneOf(INQUIRY_LIST_SORTS, params.get('sort')) ?? '-date',
    ...pagingFrom(params, INQUIRY_LIST_PAGE_SIZES, INQUIRY_LIST_DEFAULT_PAGE_SIZE, PAGE_MAX),
  };
}

/** The shop API's query (GET /api/inquiries) for the filters, and what of them could not be used. */
export function inquiryOffersApiQuery(filter: InquiryOffersFilter): {
  query: URLSearchParams;
  errors: InquiryOffersFilterError[];
} {
  const query = new URLSearchParams();
  if (filter.state) query.set('status', filter.state);
  const errors: InquiryOffersFilterError[] = setDayRange(query, filter.dateFrom, filter.dateTo);
  if (filter.sort !== '-date') query.set('sort', filter.sort);
  query.set('page', String(filter.page));
  query.set('per_page', String(filter.perPage));
  return { query, errors };
}

/** The address of the list with some filters changed (a changed filter starts at page 1). */
export function inquiryOffersHref(
  filter: InquiryOffersFilter,
  change: Partial<InquiryOffersFilter>,
): string {
  const next = { ...filter, page: 1, ...change };
  const params = new URLSearchParams();
  if (next.state) params.set('status', next.state);
  setTypedDays(params, next);
  if (next.sort !== '-date') params.set('sort', next.sort);
  return pagedHref(params, next, INQUIRY_LIST_DEFAULT_PAGE_SIZE);
}
