// The results page's data (SPEC §2 Search, §7 Search service, §9: 12 a page): the search
// service ranks the products and counts the facets; the product list call then loads their
// full rows (`filter[code][]`, SPEC §7 "one filter per product code to load search-result
// products") so the rows are the same as on category pages. An empty result also loads the
// top-level categories to offer instead.
import {
  catalogDocumentSchema,
  catalogSearch,
  productListDocumentSchema,
  productListSearch,
} from '@gradnik/contracts/catalog';
import {
  SEARCH_QUERY_MAX_LENGTH,
  searchQueryString,
  searchResponseSchema,
} from '@gradnik/contracts/search';
import type { SearchProduct } from '@gradnik/contracts/search';
import type { Locale } from '@gradnik/domain/locale';
import { facetValuesByCode } from '@gradnik/domain/search-query';
import type { SearchUrlState } from '@gradnik/domain/search-query';
import type { ShopApi } from '../../context';
import { withApiLanguage } from '../../lib/api-language';
import { toProductListItem } from '../../ui/product-list/product-list-item';
import type { ProductListItem } from '../../ui/product-list/product-list-item';
import { categoryHref } from './search-results-data';
import type { CategoryLink, SearchResultsData } from './search-results-data';

export const SEARCH_PATH = '/api/search';
export const PRODUCT_LIST_PATH = '/jsonapi/product';
export const CATALOG_PATH = '/jsonapi/catalog';

export type SearchResultsOutcome =
  | { kind: 'ok'; data: SearchResultsData }
  /** The page lies past the last page of a non-empty result. */
  | { kind: 'beyond-last'; lastPage: number }
  /** The search service refused the address (an unknown facet field, a page past 1000). */
  | { kind: 'invalid' };

class ApiError extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
  ) {
    super(`GET ${path} answered ${status}`);
  }
}

async function getJson(api: ShopApi, locale: Locale, path: string): Promise<unknown> {
  const response = await api.fetch(path, withApiLanguage(locale));
  if (!response.ok) throw new ApiError(path.split('?')[0] ?? path, response.status);
  return response.json();
}

/** Full rows in the search service's order (the product list sorts by name otherwise). */
async function loadRows(
  api: ShopApi,
  locale: Locale,
  found: readonly SearchProduct[],
): Promise<ProductListItem[]> {
  if (found.length === 0) return [];
  const codes = found.map((product) => product.code);
  const path = `${PRODUCT_LIST_PATH}${productListSearch({ codes, limit: codes.length, offset: 0 })}`;
  const { data } = productListDocumentSchema.parse(await getJson(api, locale, path));
  const byCode = new Map(data.map((product) => [product.attributes.code, product]));
  return found.flatMap((product) => {
    const row = byCode.get(product.code);
    return row ? [toProductListItem(row)] : [];
  });
}

async function loadTopCategories(api: ShopApi, locale: Locale): Promise<CategoryLink[]> {
  try {
    const path = `${CATALOG_PATH}${catalogSearch({ maxdepth: false })}`;
    const { data } = catalogDocumentSchema.parse(await getJson(api, locale, path));
    return data.map((category) => ({
      id: category.id,
      name: category.attributes.name,
      to: categoryHref(category.attributes.url, locale),
    }));
  } catch (error) {
    // The empty result still says so; only the offer of categories is missing (SPEC §8).
    console.error('Search: loading the categories for an empty result failed', error);
    return [];
  }
}

export async function loadSearchResults(
  api: ShopApi,
  locale: Locale,
  rawTerm: string,
  state: SearchUrlState,
): Promise<SearchResultsOutcome> {
  const term = rawTerm.slice(0, SEARCH_QUERY_MAX_LENGTH);
  const query = searchQueryString({
    query: term,
    page: state.page,
    filters: facetValuesByCode(state),
  });
  let body: unknown;
  try {
    body = await getJson(api, locale, `${SEARCH_PATH}${query}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return { kind: 'invalid' };
    throw error;
  }
  const result = searchResponseSchema.parse(body);
  const { pagination } = result;
  if (pagination.totalProducts > 0 && state.page > pagination.numberOfPages) {
    return { kind: 'beyond-last', lastPage: pagination.numberOfPages };
  }
  const [products, categories] = await Promise.all([
    loadRows(api, locale, result.products),
    pagination.totalProducts === 0 ? loadTopCategories(api, locale) : Promise.resolve([]),
  ]);
  return {
    kind: 'ok',
    data: {
      term: result.searchTerm,
      products,
      facets: result.facets,
      activeFilters: result.activeFilters,
      pagination,
      categories,
    },
  };
}
