// Catalogue constants and query-string helpers (SPEC §7 "catalog and products") WITHOUT zod:
// the web app's browser code imports them, and any name imported from ./catalog.ts, whose top
// level builds zod schemas, would put zod in the page's JavaScript (issue #11). ./catalog.ts
// re-exports everything here and validates with these same lists.
import { buildBracketQuery, type BracketInput } from './query-string.ts';

/** The include paths SPEC §7 sends; accepted and validated, see each route for what they add. */
export const CATALOG_INCLUDES = ['catalog'] as const;
export const PRODUCT_INCLUDES = ['media', 'price', 'stock', 'text', 'product/property'] as const;
export type ProductInclude = (typeof PRODUCT_INCLUDES)[number];
export const ATTRIBUTE_INCLUDES = ['media', 'text', 'attribute/property'] as const;

/** SPEC §7 sort: `-` prefix for descending; default `product.label`. */
export const PRODUCT_SORTS = [
  'product.label',
  '-product.label',
  'product.code',
  '-product.code',
  // By the catalogue's list price (decision 009); unknown prices last in both directions.
  'product.price',
  '-product.price',
  // Creation time: `-product.ctime` lists novelties, newest first (SPEC §2 /novosti).
  'product.ctime',
  '-product.ctime',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const DEFAULT_PRODUCT_SORT: ProductSort = 'product.label';

export const PRODUCT_AGGREGATES = ['index.attribute.id', 'index.catalog.id'] as const;
export type ProductAggregate = (typeof PRODUCT_AGGREGATES)[number];

// ---------------------------------------------------------------------------------------------
// Query-string helpers for the web app: one place that knows the bracket shape.

export interface ProductListParams {
  categoryId?: number | string;
  /** Attribute code → selected option ids. */
  options?: Record<string, readonly (number | string)[]>;
  codes?: readonly string[];
  id?: number | string;
  isAction?: boolean;
  sort?: ProductSort;
  offset?: number;
  limit?: number;
  aggregate?: ProductAggregate;
  /** Include paths, or the comma-separated list as received (default: all of PRODUCT_INCLUDES). */
  include?: string | readonly ProductInclude[];
}

/** `?include=…&filter[f_catid]=3&filter[f_oneid][brand][]=7&…` for GET /jsonapi/product. */
export function productListSearch(params: ProductListParams): string {
  const optionGroups: Record<string, BracketInput> = {};
  for (const [code, ids] of Object.entries(params.options ?? {})) {
    if (ids.length > 0) optionGroups[code] = ids;
  }
  const filter: Record<string, BracketInput> = {
    f_catid: params.categoryId,
    f_oneid: Object.keys(optionGroups).length > 0 ? optionGroups : undefined,
    code: params.codes && params.codes.length > 0 ? params.codes : undefined,
    id: params.id,
    isAction: params.isAction,
  };
  const hasFilter = Object.values(filter).some((v) => v !== undefined);
  const query = buildBracketQuery({
    include:
      typeof params.include === 'string'
        ? params.include
        : (params.include ?? PRODUCT_INCLUDES).join(','),
    filter: hasFilter ? filter : undefined,
    sort: params.sort,
    page:
      params.offset !== undefined || params.limit !== undefined
        ? { offset: params.offset, limit: params.limit }
        : undefined,
    aggregate: params.aggregate,
  });
  return `?${query}`;
}

export interface CatalogParams {
  id?: number | string;
  url?: string;
  maxdepth?: boolean;
}

/** `?include=catalog&…` for GET /jsonapi/catalog (use the path `/jsonapi/catalog/` with `id`). */
export function catalogSearch(params: CatalogParams): string {
  return `?${buildBracketQuery({
    include: 'catalog',
    id: params.id,
    maxdepth: params.maxdepth,
    filter: params.url === undefined ? undefined : { url: params.url },
  })}`;
}
