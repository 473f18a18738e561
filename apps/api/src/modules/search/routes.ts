// Search service routes (SPEC §7 "Search service", §2 Search results, §4 Search; issue #3):
// GET /api/search/typeahead, /api/search/autocomplete and /api/search. Bearer token required
// (plugins/auth.ts). Matching and ranking live in ./repository.ts; this file maps the
// `ff.attr.*` filters through the catalogue (categories, attributes, options) and shapes the
// contract's responses in the request's language.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SEARCH_CATEGORY_FIELD,
  searchFiltersOf,
  type SearchActiveFilter,
  type SearchCategory,
  type SearchFacet,
  type SearchProduct,
  type SearchResponse,
} from '@gradnik/contracts/search';
import { AUTOCOMPLETE_SIZE, SEARCH_PAGE_SIZE, TYPEAHEAD_SIZE } from '@gradnik/domain/constants';
import type { Locale } from '@gradnik/domain/locale';
import {
  attributeName,
  categoryName,
  createCatalogRepository,
  optionName,
  type CatalogSnapshot,
} from '../catalog/repository.ts';
import { requestLocale } from '../../request-locale.ts';
import type { SearchFilters, SearchHit } from './repository.ts';
import { autocompleteRoute, searchRoute, typeaheadRoute } from './schemas.ts';

/** Results are the same for every signed-in user; only their own browser may keep them. */
const CACHE_CONTROL = 'private, max-age=60';

const CATEGORY_FACET_NAME: Record<Locale, string> = { sl: 'Kategorija', en: 'Category' };

function product(hit: SearchHit): SearchProduct {
  return { id: String(hit.id), code: hit.code, name: hit.name, image: hit.image };
}

interface ResolvedFilters extends SearchFilters {
  /** Selected category ids that exist. */
  selectedCategories: number[];
  active: SearchActiveFilter[];
}

/** `ff.attr.*` codes → ids. Unknown fields and values stay in the query and match nothing. */
export function resolveFilters(
  snapshot: CatalogSnapshot,
  selected: Record<string, string[]>,
  locale: Locale,
): ResolvedFilters {
  const result: ResolvedFilters = {
    categoryIds: null,
    attributes: [],
    selectedCategories: [],
    active: [],
  };
  for (const [field, values] of Object.entries(selected)) {
    if (field === SEARCH_CATEGORY_FIELD) {
      const ids = new Set<number>();
      for (const value of values) {
        const category = /^\d{1,9}$/.test(value)
          ? snapshot.categoryById.get(Number(value))
          : undefined;
        result.active.push({
          field,
          value,
          name: category ? categoryName(category, locale) : value,
        });
        if (!category) continue;
        result.selectedCategories.push(category.id);
        for (const id of snapshot.subtreeIds(category.id)) ids.add(id);
      }
      result.categoryIds = [...ids];
      continue;
    }
    const attribute = snapshot.attributeByCode.get(field);
    const options = attribute ? (snapshot.optionsOf.get(attribute.id) ?? []) : [];
    const optionIds: number[] = [];
    for (const value of values) {
      const option = options.find((o) => o.code === value);
      result.active.push({ field, value, name: option ? optionName(option, locale) : value });
      if (option) optionIds.push(option.id);
    }
    result.attributes.push({
      attributeId: attribute?.id ?? 0,
      optionIds,
      allOptionIds: options.map((o) => o.id),
    });
  }
  return result;
}

/** The category facet: the selected category's children (top level without one), with subtree counts. */
function categoryFacet(
  snapshot: CatalogSnapshot,
  counts: Map<number, number>,
  selectedIds: number[],
  locale: Locale,
): SearchFacet | null {
  const subtreeCounts = new Map<number, number>();
  for (const [categoryId, n] of counts) {
    for (const c of snapshot.trail(categoryId))
      subtreeCounts.set(c.id, (subtreeCounts.get(c.id) ?? 0) + n);
  }
  const selected = new Set(selectedIds);
  const [only] = selectedIds;
  const listed = [
    ...selectedIds.map((id) => snapshot.categoryById.get(id)),
    ...snapshot.children(selectedIds.length === 1 && only !== undefined ? only : null),
  ].filter((c, i, all) => c !== undefined && all.indexOf(c) === i);
  const elements = listed
    .filter((c) => c !== undefined)
    .map((c) => ({
      value: String(c.id),
      name: categoryName(c, locale),
      count: subtreeCounts.get(c.id) ?? 0,
      selected: selected.has(c.id),
      url: c.path,
    }))
    .filter((e) => e.selected || e.count > 0);
  if (elements.length === 0) return null;
  return {
    field: SEARCH_CATEGORY_FIELD,
    name: CATEGORY_FACET_NAME[locale],
    type: 'category',
    displayType: 'category',
    elements,
  };
}

/** Attribute facets in catalogue order: options with matches, and selected ones. */
function attributeFacets(
  snapshot: CatalogSnapshot,
  counts: Map<number, number>,
  selected: Record<string, string[]>,
  locale: Locale,
): SearchFacet[] {
  const facets: SearchFacet[] = [];
  for (const attribute of snapshot.attributeById.values()) {
    if (attribute.status !== 1 || !attribute.filterable) continue;
    const chosen = new Set(selected[attribute.code] ?? []);
    const elements = (snapshot.optionsOf.get(attribute.id) ?? [])
      .map((o) => ({
        value: o.code,
        name: optionName(o, locale),
        count: counts.get(o.id) ?? 0,
        selected: chosen.has(o.code),
      }))
      .filter((e) => e.selected || e.count > 0);
    if (elements.length === 0) continue;
    facets.push({
      field: attribute.code,
      name: attributeName(attribute, locale),
      type: 'attribute',
      displayType: attribute.type,
      elements,
    });
  }
  return facets;
}

export const searchRoutes: FastifyPluginAsyncZod = (fastify) => {
  const search = fastify.searchRepository;
  // The catalogue module's snapshot when it is registered (shared, invalidated with it), else our own.
  const catalog = fastify.hasDecorator('catalogRepository')
    ? fastify.catalogRepository
    : createCatalogRepository(fastify.db);

  fastify.get('/api/search/typeahead', { schema: typeaheadRoute }, async (request, reply) => {
    const locale = requestLocale(request, reply);
    void reply.header('cache-control', CACHE_CONTROL);
    return { keywords: await search.keywords(request.query.query, locale, TYPEAHEAD_SIZE) };
  });

  fastify.get('/api/search/autocomplete', { schema: autocompleteRoute }, async (request, reply) => {
    const locale = requestLocale(request, reply);
    void reply.header('cache-control', CACHE_CONTROL);
    const term = request.query.query;
    const [plan, keywords, snapshot] = await Promise.all([
      search.plan(term),
      search.keywords(term, locale, AUTOCOMPLETE_SIZE),
      catalog.snapshot(),
    ]);
    const found = await search.snippets(plan, locale, AUTOCOMPLETE_SIZE);
    const ids = [
      ...new Set([...found.namedCategoryIds, ...found.categoryCounts.map(([id]) => id)]),
    ];
    const categories: SearchCategory[] = ids
      .map((id) => snapshot.categoryById.get(id))
      .filter((c) => c !== undefined)
      .slice(0, AUTOCOMPLETE_SIZE)
      .map((c) => ({ id: String(c.id), name: categoryName(c, locale), url: c.path }));
    return { snippets: { products: found.products.map(product), categories, keywords } };
  });

  fastify.get(
    '/api/search',
    { schema: searchRoute },
    async (request, reply): Promise<SearchResponse> => {
      const locale = requestLocale(request, reply);
      void reply.header('cache-control', CACHE_CONTROL);
      const term = request.query.query;
      const currentPage = request.query.page ?? 1;
      const selected = searchFiltersOf(request.query);
      const [plan, snapshot] = await Promise.all([search.plan(term), catalog.snapshot()]);
      const filters = resolveFilters(snapshot, selected, locale);
      const offset = (currentPage - 1) * SEARCH_PAGE_SIZE;
      const page = await search.results(plan, locale, filters, { offset, limit: SEARCH_PAGE_SIZE });
      const category = categoryFacet(
        snapshot,
        page.categoryCounts,
        filters.selectedCategories,
        locale,
      );
      return {
        searchTerm: term,
        products: page.products.map(product),
        facets: [
          ...(category ? [category] : []),
          ...attributeFacets(snapshot, page.optionCounts, selected, locale),
        ],
        pagination: {
          totalProducts: page.total,
          currentPage,
          productsPerPage: SEARCH_PAGE_SIZE,
          numberOfPages: Math.ceil(page.total / SEARCH_PAGE_SIZE),
          currentOffset: offset,
        },
        activeFilters: filters.active,
      };
    },
  );
  return Promise.resolve();
};
