// The search results' URL state (SPEC §2 Search: "driven by URL query parameters (search
// term, page, ff.attr.* filters)"; SPEC §4 Search: a filter change resets to page 1, 'clear
// all' removes every ff.attr.* parameter and sets page=1; SPEC §9: 12 a page). The term lives
// in the path (/iskanje/{term}); page and facets in the query string. The web reads and writes
// the address only through these functions. The shop API takes the same `ff.attr.*` names; its
// request is built by searchQueryString of @gradnik/contracts/search.
import { SEARCH_PAGE_SIZE } from './constants.ts';

/** Query parameter prefix of one selected facet value: `ff.attr.<code>=<value>`, repeatable. */
export const SEARCH_FACET_PREFIX = 'ff.attr.';
export const SEARCH_PAGE_PARAM = 'page';
/**
 * Fewer characters than this ask the search service nothing: one letter matches half the
 * catalogue and costs a round trip per keystroke.
 */
export const SEARCH_MIN_TERM_LENGTH = 2;

export interface FacetSelection {
  /** Facet (attribute) code, the part after `ff.attr.`. */
  readonly code: string;
  readonly value: string;
}

export interface SearchUrlState {
  /** 1-based. */
  readonly page: number;
  /** In address order, without duplicates. */
  readonly filters: readonly FacetSelection[];
}

/** Trims and collapses inner whitespace, so 'cement  ' and ' cement' are one search. */
export function normalizeSearchTerm(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ');
}

/** Whether a term is long enough to ask the search service about (counted in characters). */
export function isSearchableTerm(raw: string): boolean {
  return [...normalizeSearchTerm(raw)].length >= SEARCH_MIN_TERM_LENGTH;
}

/** A page number from the address: a positive whole number, anything else is page 1. */
export function parsePage(raw: string | null | undefined): number {
  if (!raw || !/^\d{1,9}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 ? page : 1;
}

function facetKey({ code, value }: FacetSelection): string {
  return JSON.stringify([code, value]);
}

function uniqueFilters(filters: readonly FacetSelection[]): FacetSelection[] {
  const seen = new Set<string>();
  const unique: FacetSelection[] = [];
  for (const filter of filters) {
    if (!filter.code || !filter.value) continue;
    const key = facetKey(filter);
    if (seen.has(key)) continue;
    seen.add(key);
    unique.push({ code: filter.code, value: filter.value });
  }
  return unique;
}

export function isFacetParam(name: string): boolean {
  return name.startsWith(SEARCH_FACET_PREFIX) && name.length > SEARCH_FACET_PREFIX.length;
}

/** Reads page and facets from a query string; parameters of no meaning here are ignored. */
export function parseSearchParams(params: URLSearchParams): SearchUrlState {
  const filters: FacetSelection[] = [];
  for (const [name, value] of params) {
    if (isFacetParam(name)) filters.push({ code: name.slice(SEARCH_FACET_PREFIX.length), value });
  }
  return { page: parsePage(params.get(SEARCH_PAGE_PARAM)), filters: uniqueFilters(filters) };
}

/**
 * Writes the state into a copy of `base`: page and every ff.attr.* are replaced, any other
 * parameter is kept. The page is always written, so 'clear all' visibly sets page=1.
 */
export function writeSearchParams(
  state: SearchUrlState,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams();
  for (const [name, value] of base) {
    if (name !== SEARCH_PAGE_PARAM && !isFacetParam(name)) next.append(name, value);
  }
  next.set(SEARCH_PAGE_PARAM, String(Math.max(1, Math.trunc(state.page))));
  for (const { code, value } of uniqueFilters(state.filters)) {
    next.append(`${SEARCH_FACET_PREFIX}${code}`, value);
  }
  return next;
}

export function isFacetSelected(state: SearchUrlState, code: string, value: string): boolean {
  return state.filters.some((filter) => filter.code === code && filter.value === value);
}

/** SPEC §4: selecting or deselecting a facet value starts again at page 1. */
export function toggleFacet(state: SearchUrlState, code: string, value: string): SearchUrlState {
  const filters = isFacetSelected(state, code, value)
    ? state.filters.filter((filter) => filter.code !== code || filter.value !== value)
    : [...state.filters, { code, value }];
  return { page: 1, filters: uniqueFilters(filters) };
}

/**
 * A facet with one value at a time (the category: choosing a subcategory drills down rather
 * than widening the result): the value replaces the field's others, or, chosen again, is
 * removed. Page 1, as for every facet change (SPEC §4).
 */
export function chooseSingleFacet(state: SearchUrlState, code: string, value: string): SearchUrlState {
  const others = state.filters.filter((filter) => filter.code !== code);
  const filters = isFacetSelected(state, code, value) ? others : [...others, { code, value }];
  return { page: 1, filters: uniqueFilters(filters) };
}

/** SPEC §4: 'clear all' removes every facet and sets page 1. */
export function clearFacets(_state: SearchUrlState): SearchUrlState {
  return { page: 1, filters: [] };
}

export function withPage(state: SearchUrlState, page: number): SearchUrlState {
  return { page: Math.max(1, Math.trunc(page)), filters: state.filters };
}

/** Field → selected values, the shape the shop API's request builder takes. */
export function facetValuesByCode(state: SearchUrlState): Record<string, string[]> {
  const byCode: Record<string, string[]> = {};
  for (const { code, value } of state.filters) (byCode[code] ??= []).push(value);
  return byCode;
}

/** Number of result pages for `total` hits (at least 1, so an empty result has a page 1). */
export function pageCount(total: number, pageSize: number = SEARCH_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/**
 * The page numbers a pager shows: first, last, the current one and its neighbours, with null
 * for a gap ('…'). 1 2 3 … 10, or 1 … 4 5 6 … 10.
 */
export function pagerItems(current: number, last: number, neighbours = 1): Array<number | null> {
  const pages = new Set<number>([1, last]);
  for (let page = current - neighbours; page <= current + neighbours; page += 1) {
    if (page >= 1 && page <= last) pages.add(page);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const items: Array<number | null> = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push(null);
    items.push(page);
  });
  return items;
}
