// The orders list's filters as they stand in the address (issue #12: kept in the address like
// the category page, so a filtered list can be bookmarked, shared and reloaded). Dates are typed
// as DD. MM. YYYY (SPEC §9) and sent to the shop API as calendar days; a date that is no real
// day is reported on its field and does not filter. Pure: orders-filter.test.ts.
import {
  ORDER_LIST_DEFAULT_PAGE_SIZE,
  ORDER_LIST_PAGE_MAX,
  ORDER_LIST_PAGE_SIZES,
  ORDER_LIST_SORTS,
  ORDER_SEARCH_MAX_LENGTH,
  type OrderListSort,
} from '@gradnik/contracts/order-list-params';
import { LISTED_STATUSES, type ListedStatus } from '@gradnik/domain/order-status';
import {
  oneOf,
  pagedHref,
  pagingFrom,
  setDayRange,
  setTypedDays,
  typedDaysFrom,
  type DayRangeError,
} from '../../lib/list-filter';

export interface OrdersFilter {
  readonly status: ListedStatus | null;
  /** As typed (DD. MM. YYYY), shown back in the field. */
  readonly dateFrom: string;
  readonly dateTo: string;
  readonly q: string;
  /** A user of the company (their id), from the "placed by" choice. */
  readonly placedBy: string | null;
  readonly sort: OrderListSort;
  readonly perPage: number;
  readonly page: number;
}

export type OrdersFilterError = DayRangeError;

/** The filters of an address; anything unknown falls back to the default. */
export function ordersFilterFrom(params: URLSearchParams): OrdersFilter {
  return {
    status: oneOf(LISTED_STATUSES, params.get('status')),
    ...typedDaysFrom(params),
    q: (params.get('q') ?? '').trim().slice(0, ORDER_SEARCH_MAX_LENGTH),
    placedBy: /^[1-9]\d{0,9}$/.test(params.get('narocil') ?? '') ? params.get('narocil') : null,
    sort: oneOf(ORDER_LIST_SORTS, params.get('sort')) ?? '-date',
    ...pagingFrom(params, ORDER_LIST_PAGE_SIZES, ORDER_LIST_DEFAULT_PAGE_SIZE, ORDER_LIST_PAGE_MAX),
  };
}

/** The shop API's query for the filters, and what of them could not be used. */
export function ordersApiQuery(filter: OrdersFilter): {
  query: URLSearchParams;
  errors: OrdersFilterError[];
} {
  const query = new URLSearchParams();
  if (filter.status) query.set('status', filter.status);
  const errors: OrdersFilterError[] = setDayRange(query, filter.dateFrom, filter.dateTo);
  if (filter.q) query.set('q', filter.q);
  if (filter.placedBy) query.set('placed_by', filter.placedBy);
  if (filter.sort !== '-date') query.set('sort', filter.sort);
  query.set('page', String(filter.page));
  query.set('per_page', String(filter.perPage));
  return { query, errors };
}

/** The address of the list with some filters changed (a changed filter starts at page 1). */
export function ordersHref(filter: OrdersFilter, change: Partial<OrdersFilter>): string {
  const next = { ...filter, page: 1, ...change };
  const params = new URLSearchParams();
  if (next.status) params.set('status', next.status);
  setTypedDays(params, next);
  if (next.q) params.set('q', next.q);
  if (next.placedBy) params.set('narocil', next.placedBy);
  if (next.sort !== '-date') params.set('sort', next.sort);
  return pagedHref(params, next, ORDER_LIST_DEFAULT_PAGE_SIZE);
}
