// Search constants and query-string helpers (SPEC §7 "Search service", §2/§4 `ff.attr.*`)
// WITHOUT zod: the header search box and the suggestions run in the browser, and any name
// imported from ./search.ts, whose top level builds zod schemas, would put zod in the page's
// JavaScript (issue #11). ./search.ts re-exports everything here and validates with it.

/** Longest accepted search term; longer input is a 400 (a term, not a document). */
export const SEARCH_QUERY_MAX_LENGTH = 100;
/** Highest page number accepted by GET /api/search (12 × 1000 results is far past any use). */
export const SEARCH_PAGE_MAX = 1000;
/** SPEC §2/§4: filters travel as `ff.attr.<field>=<value>` query parameters. */
export const SEARCH_FILTER_PREFIX = 'ff.attr.';
/**
 * The facet field of the category filter: `ff.attr.category=<category id>` keeps the products
 * of that category and its subtree. Every other field is an attribute code and its values are
 * option codes (`ff.attr.barva=bela`).
 */
export const SEARCH_CATEGORY_FIELD = 'category';
/** Most values one filter field may carry, and most filter fields per request. */
export const SEARCH_FILTER_VALUES_MAX = 20;
export const SEARCH_FILTER_FIELDS_MAX = 20;

// ---------------------------------------------------------------------------------------------
// Query-string helpers for the web app: one place that knows the `ff.attr.*` shape.

export interface SearchParams {
  query: string;
  /** 1-based; omitted for page 1. */
  page?: number;
  /** Field → selected values. */
  filters?: Record<string, readonly string[]>;
}

/** `?query=…&page=2&ff.attr.barva=bela` for GET /api/search (and the `/iskanje/{term}` page's own state). */
export function searchQueryString(params: SearchParams): string {
  const search = new URLSearchParams();
  search.set('query', params.query);
  if (params.page !== undefined && params.page > 1) search.set('page', String(params.page));
  for (const [field, values] of Object.entries(params.filters ?? {})) {
    for (const value of values) search.append(`${SEARCH_FILTER_PREFIX}${field}`, value);
  }
  return `?${search.toString()}`;
}

/** Field → values of the `ff.attr.*` parameters of a URL (e.g. the search page's own). */
export function searchFiltersFromParams(params: URLSearchParams): Record<string, string[]> {
  const filters: Record<string, string[]> = {};
  for (const [key, value] of params) {
    if (!key.startsWith(SEARCH_FILTER_PREFIX) || value === '') continue;
    const field = key.slice(SEARCH_FILTER_PREFIX.length);
    const list = (filters[field] ??= []);
    if (!list.includes(value)) list.push(value);
  }
  return filters;
}
