// The users section's search and page as they stand in the address (issue #13; like the orders
// list, issue #12): `/profil?iskanje=kovac&stran=2#uporabniki`, so a search can be reloaded,
// bookmarked and paged without JavaScript. Pure and zod-free (it reaches the browser):
// customer-list-filter.test.ts checks the limits agree with contracts/customer-list.ts.
import { parsePage } from '@gradnik/domain/search-query';
import { PROFILE_SECTIONS } from '../../route-table';

/** contracts/customer-list.ts CUSTOMER_SEARCH_MAX_LENGTH (importing it would bring zod). */
export const CUSTOMER_SEARCH_MAX = 100;
/** contracts/customer-list.ts CUSTOMER_LIST_PAGE_MAX. */
export const CUSTOMER_PAGE_MAX = 1_000_000;
/** The address parameters (Slovenian, like `od`/`do` of the orders list). */
export const SEARCH_PARAM = 'iskanje';
export const PAGE_PARAM = 'stran';

export interface CustomerListFilter {
  readonly search: string;
  readonly page: number;
}

/** The filter of an address; anything unusable falls back to the default. */
export function customerListFilterFrom(params: URLSearchParams): CustomerListFilter {
  return {
    search: (params.get(SEARCH_PARAM) ?? '').trim().slice(0, CUSTOMER_SEARCH_MAX),
    page: Math.min(parsePage(params.get(PAGE_PARAM)), CUSTOMER_PAGE_MAX),
  };
}

/** GET /api/customer's query for the filter (per_page left out: SPEC §9 default 10). */
export function customerListApiQuery(filter: CustomerListFilter): URLSearchParams {
  const query = new URLSearchParams();
  if (filter.search) query.set('search', filter.search);
  if (filter.page > 1) query.set('page', String(filter.page));
  return query;
}

/** The section's address with the filter changed (a new search starts at page 1). */
export function customerListHref(
  filter: CustomerListFilter,
  change: Partial<CustomerListFilter>,
): string {
  const next = { ...filter, page: 1, ...change };
  const params = new URLSearchParams();
  if (next.search) params.set(SEARCH_PARAM, next.search);
  if (next.page > 1) params.set(PAGE_PARAM, String(next.page));
  const search = params.toString();
  return `${search ? `?${search}` : '?'}#${PROFILE_SECTIONS.users}`;
}
