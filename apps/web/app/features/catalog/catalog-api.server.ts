// The catalogue and CMS calls of the loaders (SPEC §7 "catalog and products", "CMS"), exactly as
// packages/contracts/src/catalog.ts and cms.ts define them, each in the page's language
// (Accept-Language). Responses are checked against the contract; a drift fails loudly (500)
// rather than rendering half a page. Only what a screen shows goes on to the browser.
import {
  attributeDocumentSchema,
  catalogDocumentSchema,
  catalogSearch,
  productDocumentSchema,
  productListDocumentSchema,
  productListSearch,
} from '@gradnik/contracts/catalog';
import type { CategoryNode, CategoryRef, ProductSort } from '@gradnik/contracts/catalog';
import { cmsPageDocumentSchema } from '@gradnik/contracts/cms';
import type { CmsPageDocument } from '@gradnik/contracts/cms';
import {
  catalogPageCount,
  catalogPageOffset,
  retainKnownFilters,
} from '@gradnik/domain/catalog-query';
import type {
  CatalogQueryState,
  CatalogSortField,
  SortDirection,
} from '@gradnik/domain/catalog-query';
import { CATEGORY_PAGE_SIZE } from '@gradnik/domain/constants';
import type { Locale } from '@gradnik/domain/locale';
import type { ShopApi } from '../../context';
import { fetchDocument, type DocumentSchema } from '../../lib/shop-document.server';
import { toProductListItem } from '../../ui/product-list/product-list-item';
import type { CategoryListing, ProductDetail, ProductPage } from './catalog-views';

async function fetchRequired<T>(
  api: ShopApi,
  locale: Locale,
  path: string,
  schema: DocumentSchema<T>,
  init?: RequestInit,
): Promise<T> {
  const document = await fetchDocument(api, locale, path, schema, init);
  if (document === null) throw new Error(`${init?.method ?? 'GET'} ${path} answered 404`);
  return document;
}

// ---------------------------------------------------------------------------------------------
// Category tree

/** The whole tree, every level loaded (mega menu, categories modal, the sample page). */
export async function loadCategoryTree(api: ShopApi, locale: Locale): Promise<CategoryNode[]> {
  const path = `/jsonapi/catalog${catalogSearch({ maxdepth: true })}`;
  return (await fetchRequired(api, locale, path, catalogDocumentSchema)).data;
}

export interface FoundCategory {
  node: CategoryNode;
  /** Root first, the category last (breadcrumbs). */
  trail: CategoryRef[];
}

/**
 * SPEC §2 catch-all step 2: the category whose URL path is `url`, with its direct children
 * (SPEC §2: "a category whose children are not yet loaded loads its subtree on entry": every
 * entry asks for them), or null.
 */
export async function findCategoryByUrl(
  api: ShopApi,
  locale: Locale,
  url: string,
): Promise<FoundCategory | null> {
  const path = `/jsonapi/catalog${catalogSearch({ url })}`;
  const document = await fetchRequired(api, locale, path, catalogDocumentSchema);
  const node = document.data[0];
  return node ? { node, trail: document.meta.path } : null;
}

// ---------------------------------------------------------------------------------------------
// CMS

/** SPEC §2 catch-all step 1: the published page with this slug in the language, or null. */
export function loadCmsPage(
  api: ShopApi,
  locale: Locale,
  slug: string,
): Promise<CmsPageDocument | null> {
  const path = `/twill-api/v1/${encodeURIComponent(slug)}?include=blocks`;
  return fetchDocument(api, locale, path, cmsPageDocumentSchema);
}

// ---------------------------------------------------------------------------------------------
// Category page

const API_SORTS: Record<CatalogSortField, Record<SortDirection, ProductSort>> = {
  label: { asc: 'product.label', desc: '-product.label' },
  code: { asc: 'product.code', desc: '-product.code' },
  price: { asc: 'product.price', desc: '-product.price' },
};

/** SPEC §7 sort: the field with a '-' prefix for descending. */
export function apiSort(query: CatalogQueryState): ProductSort {
  return API_SORTS[query.sort][query.dir];
}

/**
 * How long one instance reuses the option → attribute code map of a set of attributes (issue
 * #3 speed: one API call less per category page). Attributes and their options are catalogue
 * data, the same for every user; the API's own snapshot keeps them 30 s too.
 */
export const OPTION_CODES_TTL_MS = 30_000;
const optionCodesCache = new Map<string, { at: number; codes: Map<number, string> }>();

/** Forgets the cached option codes (tests). */
export function clearOptionCodesCache(): void {
  optionCodesCache.clear();
}

/** Option id → attribute code, for the category's active filters (f_oneid needs the code). */
async function loadOptionCodes(
  api: ShopApi,
  locale: Locale,
  node: CategoryNode,
): Promise<Map<number, string>> {
  const codes = node.attributes.filters.filter((filter) => filter.active).map((f) => f.code);
  if (codes.length === 0) return new Map();
  // Option ids and codes do not depend on the language: one entry per set of attributes. Only
  // answers are kept, never a call in flight: a call fails with its own user's token.
  const key = [...codes].sort().join(',');
  const cached = optionCodesCache.get(key);
  if (cached && Date.now() - cached.at < OPTION_CODES_TTL_MS) return cached.codes;
  const optionCodes = await fetchOptionCodes(api, locale, codes);
  if (optionCodesCache.size >= 200) optionCodesCache.clear();
  optionCodesCache.set(key, { at: Date.now(), codes: optionCodes });
  return optionCodes;
}

async function fetchOptionCodes(
  api: ShopApi,
  locale: Locale,
  codes: string[],
): Promise<Map<number, string>> {
  const optionCodes = new Map<number, string>();
  const document = await fetchRequired(
    api,
    locale,
    '/jsonapi/attribute?include=media,text,attribute/property',
    attributeDocumentSchema,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ filter: { code: codes } }),
    },
  );
  for (const attribute of document.data) {
    for (const option of attribute.attributes.options) {
      optionCodes.set(Number(option.id), attribute.attributes.code);
    }
  }
  return optionCodes;
}

function groupByCode(ids: readonly number[], optionCodes: Map<number, string>) {
  const groups: Record<string, number[]> = {};
  for (const id of ids) {
    const code = optionCodes.get(id);
    if (code) (groups[code] ??= []).push(id);
  }
  return groups;
}

/**
 * One category page (SPEC §2, §7): 16 products of the page with facet counts, and the product
 * counts of the subcategories. A fixed number of calls whatever the page holds.
 */
export async function loadCategoryListing(
  api: ShopApi,
  locale: Locale,
  node: CategoryNode,
  requested: CatalogQueryState,
): Promise<CategoryListing> {
  const optionCodes = await loadOptionCodes(api, locale, node);
  const query = retainKnownFilters(requested, optionCodes.keys());
  const categoryId = node.id;

  const listPath = `/jsonapi/product${productListSearch({
    categoryId,
    options: groupByCode(query.filters, optionCodes),
    sort: apiSort(query),
    offset: catalogPageOffset(query.page),
    limit: CATEGORY_PAGE_SIZE,
    aggregate: 'index.attribute.id',
    include: ['media', 'text'],
  })}`;
  // Subcategory counts (SPEC §7 aggregate=index.catalog.id): without the page's filters, since
  // a subcategory link opens that category unfiltered.
  const countsPath = `/jsonapi/product${productListSearch({
    categoryId,
    limit: 0,
    aggregate: 'index.catalog.id',
    include: [],
  })}`;
  const hasChildren = node.children.length > 0;
  const [list, counts] = await Promise.all([
    fetchRequired(api, locale, listPath, productListDocumentSchema),
    hasChildren ? fetchRequired(api, locale, countsPath, productListDocumentSchema) : null,
  ]);

  const countById = counts?.meta.aggregate?.['index.catalog.id'] ?? {};
  return {
    query,
    products: list.data.map(toProductListItem),
    total: list.meta.total,
    pageCount: catalogPageCount(list.meta.total),
    filterGroups: list.meta.aggregate?.['index.attribute.id'] ?? [],
    subcategories: node.children.map((child) => ({
      id: child.id,
      name: child.attributes.name,
      url: child.attributes.url,
      productCount: countById[child.id] ?? (counts ? 0 : null),
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Products

/** GET /jsonapi/product/{id}: the product and its category trail, or null when unknown. */
export async function loadProduct(
  api: ShopApi,
  locale: Locale,
  id: number,
): Promise<ProductDetail | null> {
  const path = `/jsonapi/product/${id}?include=media,text,product/property`;
  const document = await fetchDocument(api, locale, path, productDocumentSchema);
  return document ? { product: document.data, trail: document.included } : null;
}

/** SPEC §2 /novosti: newest first, 16 a page. */
export async function loadNewProducts(
  api: ShopApi,
  locale: Locale,
  page: number,
): Promise<ProductPage> {
  const path = `/jsonapi/product${productListSearch({
    sort: '-product.ctime',
    offset: catalogPageOffset(page),
    limit: CATEGORY_PAGE_SIZE,
    include: ['media', 'text'],
  })}`;
  const list = await fetchRequired(api, locale, path, productListDocumentSchema);
  return {
    products: list.data.map(toProductListItem),
    total: list.meta.total,
    pageCount: catalogPageCount(list.meta.total),
  };
}
