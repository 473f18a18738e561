// Search service of the shop API (SPEC §7 "Search service", §3 Search state, §9; issue #3):
// typeahead keywords, autocomplete snippets and the results page with facets. Shared by
// apps/api (validation, OpenAPI) and apps/web (header search box, /iskanje/{term}).
//
// - Language: texts (product, category, attribute and option names, keywords) come in the
//   request's language, chosen by the `Accept-Language` header: `sl` (default) or `en`.
//   Matching itself ignores the language: a term finds products by their Slovenian or English
//   name, code or EAN.
// - Matching: case-, diacritic- (č/š/ž = c/s/z) and typo-tolerant (`dolzna` finds `dolžina`,
//   `cemnt` finds cement), and the words of the term match word prefixes while typing (`vrt`
//   finds `vrtalnik`). Exact and prefix word matches rank before typo corrections.
// - Only products with catalog status 1 are ever returned (SPEC §9).
// - An empty (or blank) `query` is not an error: every call answers its empty result
//   (no keywords, no snippets, 0 products). A missing `query` parameter is a 400.
// - Inputs are `.strict()` (STYLE practice 5): an unknown parameter is a 400.
import { z } from 'zod';
import { AUTOCOMPLETE_SIZE, SEARCH_PAGE_SIZE, TYPEAHEAD_SIZE } from '@gradnik/domain/constants';
import {
  SEARCH_FILTER_FIELDS_MAX,
  SEARCH_FILTER_PREFIX,
  SEARCH_FILTER_VALUES_MAX,
  SEARCH_PAGE_MAX,
  SEARCH_QUERY_MAX_LENGTH,
} from './search-query.ts';

// The constants and query-string helpers the browser needs live in the zod-free
// ./search-query.ts (issue #11: importing any name of this module brings zod along).
export * from './search-query.ts';

const queryParam = z
  .string()
  .max(SEARCH_QUERY_MAX_LENGTH, `must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`)
  .transform((v) => v.trim())
  .describe('The search term as typed; blank gives the empty result');

/** GET /api/search/typeahead?query= and GET /api/search/autocomplete?query= */
export const searchTermQuerySchema = z.object({ query: queryParam }).strict();
export type SearchTermQuery = z.input<typeof searchTermQuerySchema>;

/** SPEC §3 Search state `typeahead`: a suggested keyword and how many products it finds. */
export const searchKeywordSchema = z.object({
  /** Lower-case, with diacritics, in the request's language: `keramične ploščice`. */
  keyword: z.string(),
  /** Products (catalog status 1) whose name holds the keyword. */
  total: z.number().int(),
});
export type SearchKeyword = z.infer<typeof searchKeywordSchema>;

/**
 * Typeahead: at most 5 keywords (SPEC §9), sorted by total, largest first. Keywords that start
 * with the term (ignoring case and diacritics; a word of a phrase may be the one that starts)
 * are suggested; only when there are none, typo corrections of the term are.
 */
export const typeaheadResponseSchema = z.object({
  keywords: z.array(searchKeywordSchema).max(TYPEAHEAD_SIZE),
});
export type TypeaheadResponse = z.infer<typeof typeaheadResponseSchema>;

/** A product as search shows it; the web loads full rows via GET /jsonapi/product?filter[code][]=… */
export const searchProductSchema = z.object({
  id: z.string(),
  /** ERP item number (ItemNo). */
  code: z.string(),
  /** In the request's language. */
  name: z.string(),
  /** Main picture URL (site-relative `/media/…` or absolute), or null when there is none. */
  image: z.string().nullable(),
});
export type SearchProduct = z.infer<typeof searchProductSchema>;

export const searchCategorySchema = z.object({
  id: z.string(),
  /** In the request's language. */
  name: z.string(),
  /** The category's URL path as in GET /jsonapi/catalog: `gradnja/cement-in-malte/`. */
  url: z.string(),
});
export type SearchCategory = z.infer<typeof searchCategorySchema>;

/**
 * Autocomplete (SPEC §3 Search state `snippets`): up to 5 each of the best-ranked products,
 * the categories holding most of the matching products (largest first), and the typeahead
 * keywords.
 */
export const autocompleteResponseSchema = z.object({
  snippets: z.object({
    products: z.array(searchProductSchema).max(AUTOCOMPLETE_SIZE),
    categories: z.array(searchCategorySchema).max(AUTOCOMPLETE_SIZE),
    keywords: z.array(searchKeywordSchema).max(AUTOCOMPLETE_SIZE),
  }),
});
export type AutocompleteResponse = z.infer<typeof autocompleteResponseSchema>;

const fieldPattern = /^[a-z0-9][a-z0-9_-]{0,99}$/;
const filterValue = z.string().min(1).max(100);

/**
 * GET /api/search?query=&page=&ff.attr.<field>=<value> (SPEC §2 Search results, §4 Search).
 * Values of one field are OR'ed (repeat the parameter: `ff.attr.barva=bela&ff.attr.barva=siva`),
 * fields are AND'ed. An unknown field or value matches nothing (the result is empty, not a 400),
 * so an old bookmarked URL still opens.
 */
export const searchQuerySchema = z
  .object({
    query: queryParam,
    page: z
      .string()
      .regex(/^[1-9]\d{0,3}$/, 'must be a positive integer')
      .transform(Number)
      .pipe(z.number().max(SEARCH_PAGE_MAX, `must be at most ${SEARCH_PAGE_MAX}`))
      .optional()
      .describe('1-based page number (default 1)'),
  })
  .catchall(z.union([filterValue, z.array(filterValue).min(1).max(SEARCH_FILTER_VALUES_MAX)]))
  .superRefine((q, ctx) => {
    const extra = Object.keys(q).filter((key) => key !== 'query' && key !== 'page');
    for (const key of extra) {
      const field = key.startsWith(SEARCH_FILTER_PREFIX)
        ? key.slice(SEARCH_FILTER_PREFIX.length)
        : null;
      if (field === null || !fieldPattern.test(field)) {
        ctx.addIssue({
          code: 'unrecognized_keys',
          keys: [key],
          path: [],
          message: `Unknown parameter '${key}'`,
        });
      }
    }
    if (extra.length > SEARCH_FILTER_FIELDS_MAX) {
      ctx.addIssue({
        code: 'custom',
        path: [],
        message: `At most ${SEARCH_FILTER_FIELDS_MAX} filter fields`,
      });
    }
  });
export type SearchQuery = z.input<typeof searchQuerySchema>;

/** Field → selected values, from a parsed search query (the `ff.attr.*` keys only). */
export function searchFiltersOf(query: Record<string, unknown>): Record<string, string[]> {
  const filters: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(query)) {
    if (!key.startsWith(SEARCH_FILTER_PREFIX)) continue;
    const values = (Array.isArray(value) ? value : [value]).filter(
      (v): v is string => typeof v === 'string',
    );
    if (values.length > 0) filters[key.slice(SEARCH_FILTER_PREFIX.length)] = [...new Set(values)];
  }
  return filters;
}

export const searchFacetElementSchema = z.object({
  /** What `ff.attr.<field>=` takes: the option code, or the category id. */
  value: z.string(),
  /** In the request's language. */
  name: z.string(),
  /**
   * Products the result would hold with this value selected in addition to the other fields'
   * filters (disjunctive facets: a field's own selection does not narrow its counts).
   */
  count: z.number().int(),
  selected: z.boolean(),
  /** Category elements only: the category's URL path. */
  url: z.string().optional(),
});
export type SearchFacetElement = z.infer<typeof searchFacetElementSchema>;

/**
 * One facet. `category`: the subcategories of the selected category (the top-level categories
 * when none is selected), each counting its subtree, plus the selected category itself.
 * Attribute facets: the filterable attributes the matching products carry, options in their
 * catalogue order; an option with count 0 is still listed when selected.
 * Availability (stock) is partner-specific ERP data and is not a facet yet.
 */
export const searchFacetSchema = z.object({
  /** `category` or an attribute code: the URL parameter is `ff.attr.<field>`. */
  field: z.string(),
  /** In the request's language: `Kategorija`, `Barva`, … */
  name: z.string(),
  type: z.enum(['category', 'attribute']),
  /** Attribute facets: the attribute's display type ('select', 'color', 'measure'). */
  displayType: z.string(),
  elements: z.array(searchFacetElementSchema),
});
export type SearchFacet = z.infer<typeof searchFacetSchema>;

/** SPEC §3 Search state `activeFilters`: one entry per selected value. */
export const searchActiveFilterSchema = z.object({
  /** `category` or the attribute code. */
  field: z.string(),
  /** The value's display name in the request's language (the option label, category name). */
  name: z.string(),
  /** As in the URL: option code or category id. */
  value: z.string(),
});
export type SearchActiveFilter = z.infer<typeof searchActiveFilterSchema>;

/** SPEC §3 Search state `pagination`. */
export const searchPaginationSchema = z.object({
  totalProducts: z.number().int(),
  /** 1-based; a page past the end is answered with no products and this number. */
  currentPage: z.number().int(),
  /** SPEC §9: 12. */
  productsPerPage: z.number().int(),
  numberOfPages: z.number().int(),
  /** (currentPage - 1) × productsPerPage. */
  currentOffset: z.number().int(),
});
export type SearchPagination = z.infer<typeof searchPaginationSchema>;

export const searchResponseSchema = z.object({
  /** The term as searched (trimmed). */
  searchTerm: z.string(),
  /** Best match first (exact and prefix word matches, then typo corrections; then similarity). */
  products: z.array(searchProductSchema).max(SEARCH_PAGE_SIZE),
  facets: z.array(searchFacetSchema),
  pagination: searchPaginationSchema,
  activeFilters: z.array(searchActiveFilterSchema),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
