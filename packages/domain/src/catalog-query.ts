// A category page's URL state (SPEC §2 Catch-all: "Category pages keep state in the query
// string: filters (comma-separated option ids), page, sort (field), dir (asc or desc). On first
// load the state is restored from the URL; filter or sort changes reset to page 1 and rewrite
// the URL. [...] Default sort is field label ascending."). The web reads and writes the address
// only through these functions, so a link, the back button and a reload all agree.
//
// The address is kept canonical: option ids ascending without duplicates, and a parameter at
// its default value (page 1, sort label, dir asc, no filters) is left out, so one state has
// exactly one address.
import { CATEGORY_PAGE_SIZE } from './constants.ts';

export const CATALOG_FILTERS_PARAM = 'filters';
export const CATALOG_PAGE_PARAM = 'page';
export const CATALOG_SORT_PARAM = 'sort';
export const CATALOG_DIR_PARAM = 'dir';

/** The parameters this state owns; every other parameter of an address is left alone. */
export const CATALOG_QUERY_PARAMS = [
  CATALOG_FILTERS_PARAM,
  CATALOG_PAGE_PARAM,
  CATALOG_SORT_PARAM,
  CATALOG_DIR_PARAM,
] as const;

/** Sortable fields (issue #3: name, code, price). `label` is the product name (SPEC §7 product.label). */
export const CATALOG_SORT_FIELDS = ['label', 'code', 'price'] as const;
export type CatalogSortField = (typeof CATALOG_SORT_FIELDS)[number];

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export interface CatalogQueryState {
  /** Selected filter option ids: positive whole numbers, ascending, no duplicates. */
  readonly filters: readonly number[];
  /** 1-based. */
  readonly page: number;
  readonly sort: CatalogSortField;
  readonly dir: SortDirection;
}

/** SPEC §2: "Default sort is field label ascending"; no filters; the first page. */
export const DEFAULT_CATALOG_QUERY: CatalogQueryState = Object.freeze({
  filters: Object.freeze([]),
  page: 1,
  sort: 'label',
  dir: 'asc',
});

// Ids and pages are database integers: nine digits keep them far below 2^31.
const POSITIVE_INT = /^[1-9]\d{0,8}$/;

function positiveInt(raw: string): number | null {
  const trimmed = raw.trim();
  return POSITIVE_INT.test(trimmed) ? Number(trimmed) : null;
}

function isSortField(value: unknown): value is CatalogSortField {
  return (CATALOG_SORT_FIELDS as readonly unknown[]).includes(value);
}

function isSortDirection(value: unknown): value is SortDirection {
  return value === 'asc' || value === 'desc';
}

/** Ascending, unique, positive whole numbers only. */
export function normalizeFilterIds(ids: Iterable<number>): number[] {
  const kept = new Set<number>();
  for (const id of ids) {
    if (Number.isSafeInteger(id) && id >= 1) kept.add(id);
  }
  return [...kept].sort((a, b) => a - b);
}

function normalizePage(page: number): number {
  return Number.isFinite(page) && page >= 1 ? Math.trunc(page) : 1;
}

/** Any state made canonical: the same rules the address parser applies. */
export function normalizeCatalogQuery(state: CatalogQueryState): CatalogQueryState {
  return {
    filters: normalizeFilterIds(state.filters),
    page: normalizePage(state.page),
    sort: isSortField(state.sort) ? state.sort : DEFAULT_CATALOG_QUERY.sort,
    dir: isSortDirection(state.dir) ? state.dir : DEFAULT_CATALOG_QUERY.dir,
  };
}

/**
 * Reads the state from a query string. Unknown sort fields or directions, ids that are not
 * positive whole numbers and pages below 1 are dropped (the default takes their place), so a
 * hand-edited or outdated address still opens the page.
 */
export function parseCatalogQuery(params: URLSearchParams): CatalogQueryState {
  const filters: number[] = [];
  // A repeated parameter (filters=1&filters=2, as a plain GET form would send) counts too.
  for (const value of params.getAll(CATALOG_FILTERS_PARAM)) {
    for (const part of value.split(',')) {
      const id = positiveInt(part);
      if (id !== null) filters.push(id);
    }
  }
  const page = positiveInt(params.get(CATALOG_PAGE_PARAM) ?? '') ?? 1;
  const sort = params.get(CATALOG_SORT_PARAM);
  const dir = params.get(CATALOG_DIR_PARAM);
  return {
    filters: normalizeFilterIds(filters),
    page,
    sort: isSortField(sort) ? sort : DEFAULT_CATALOG_QUERY.sort,
    dir: isSortDirection(dir) ? dir : DEFAULT_CATALOG_QUERY.dir,
  };
}

/**
 * Writes the state into a copy of `base`: the four catalogue parameters are replaced (a
 * default value is left out), every other parameter is kept.
 */
export function writeCatalogQuery(
  state: CatalogQueryState,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const canonical = normalizeCatalogQuery(state);
  const next = new URLSearchParams();
  for (const [name, value] of base) {
    if (!(CATALOG_QUERY_PARAMS as readonly string[]).includes(name)) next.append(name, value);
  }
  if (canonical.filters.length > 0) next.set(CATALOG_FILTERS_PARAM, canonical.filters.join(','));
  if (canonical.sort !== DEFAULT_CATALOG_QUERY.sort) next.set(CATALOG_SORT_PARAM, canonical.sort);
  if (canonical.dir !== DEFAULT_CATALOG_QUERY.dir) next.set(CATALOG_DIR_PARAM, canonical.dir);
  if (canonical.page !== 1) next.set(CATALOG_PAGE_PARAM, String(canonical.page));
  return next;
}

/** '?filters=3,7&page=2', or '' for the default state: ready to append to a path. */
export function catalogQueryString(state: CatalogQueryState, base?: URLSearchParams): string {
  const query = writeCatalogQuery(state, base).toString();
  // URLSearchParams encodes ',' as %2C; the SPEC's comma-separated list reads better as is.
  return query ? `?${query.replace(/%2C/gi, ',')}` : '';
}

export function isFilterSelected(state: CatalogQueryState, optionId: number): boolean {
  return state.filters.includes(optionId);
}

/** SPEC §2: selecting or deselecting a filter option starts again at page 1. */
export function toggleFilter(state: CatalogQueryState, optionId: number): CatalogQueryState {
  const filters = isFilterSelected(state, optionId)
    ? state.filters.filter((id) => id !== optionId)
    : [...state.filters, optionId];
  return { ...state, filters: normalizeFilterIds(filters), page: 1 };
}

/** Removes every filter (page 1, sort kept). */
export function clearFilters(state: CatalogQueryState): CatalogQueryState {
  return { ...state, filters: [], page: 1 };
}

/** SPEC §2: a sort change starts again at page 1. */
export function withSort(
  state: CatalogQueryState,
  sort: CatalogSortField,
  dir: SortDirection,
): CatalogQueryState {
  return { ...state, sort, dir, page: 1 };
}

export function withCatalogPage(state: CatalogQueryState, page: number): CatalogQueryState {
  return { ...state, page: normalizePage(page) };
}

/**
 * Keeps only the selected options the category offers (an address from another category, or
 * an option since removed, must not filter the list down to nothing unseen).
 */
export function retainKnownFilters(
  state: CatalogQueryState,
  knownOptionIds: Iterable<number>,
): CatalogQueryState {
  const known = new Set(knownOptionIds);
  const filters = state.filters.filter((id) => known.has(id));
  return filters.length === state.filters.length ? state : { ...state, filters };
}

/** Number of pages for `total` products (at least 1, so an empty category has a page 1). */
export function catalogPageCount(total: number, pageSize: number = CATEGORY_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** `page[offset]` of a page (SPEC §7: page[offset], page[limit]=16). */
export function catalogPageOffset(page: number, pageSize: number = CATEGORY_PAGE_SIZE): number {
  return (normalizePage(page) - 1) * pageSize;
}
