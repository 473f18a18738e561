// The search results page (SPEC §2 Search /iskanje/{term}, /en/search/{term}; §4 Search; §9:
// 12 a page): heading with the term and the number found, the facets beside the list on wide
// screens and in the search-facets modal on small ones, the chosen filters with 'clear all',
// the rows of the shared product list, and page links. Nothing found says so and offers the
// categories instead.
import {
  clearFacets,
  pageCount,
  parseSearchParams,
  withPage,
  writeSearchParams,
} from '@gradnik/domain/search-query';
import type { SearchUrlState } from '@gradnik/domain/search-query';
import { memo, useCallback, useMemo } from 'react';
import { Link, useLocation, useNavigate, useNavigation, useSearchParams } from 'react-router';
import { useLocale, useT } from '../../i18n/i18n-context';
import { FiltersDialog } from '../../ui/filters-dialog/filters-dialog';
import { HydrateInTurn } from '../../lib/hydrate-in-turn';
import { PageHeading } from '../../ui/page-heading';
import { Pagination as PaginationOf } from '../../ui/product-list/pagination';
import { ProductList } from '../../ui/product-list/product-list';
import type { ProductListSlots } from '../../ui/product-list/product-list';
import { useProductView } from '../../ui/product-list/product-view';
import type { ProductView } from '../../ui/product-list/product-view';
import { ViewToggle } from '../../ui/product-list/view-toggle';
import { ActiveFilters as ActiveFiltersOf, FacetList as FacetListOf } from './search-facets';
import type { FacetNavigation } from './search-facets';
import type { CategoryLink, SearchResultsData } from './search-results-data';

// Issue #11: the results re-render whenever prices answer, a quantity is typed or a product is
// checked (the route's ERP slots); the facets and the pager skip those renders (`nav` is the
// same object while the address stays).
const ActiveFilters = memo(ActiveFiltersOf);
const FacetList = memo(FacetListOf);
const Pagination = memo(PaginationOf);

export interface SearchResultsProps {
  data: SearchResultsData;
  /** The list view the server rendered (the remembered choice, SPEC §2). */
  serverView?: ProductView;
  /** Price, stock and quantity cells (SPEC §4), composed by the route module. */
  slots?: ProductListSlots;
}

function useFacetNavigation(): FacetNavigation {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // While the next results load, the facets already show the choice just made.
  const pending =
    navigation.location && navigation.location.pathname === pathname
      ? new URLSearchParams(navigation.location.search)
      : params;
  // The same object while the address stays (issue #11): the memoised facet lists below skip
  // the screen's re-renders when prices answer or a quantity is typed.
  const search = pending.toString();
  return useMemo(() => {
    const current = new URLSearchParams(search);
    const hrefFor = (next: SearchUrlState) => `?${writeSearchParams(next, current).toString()}`;
    return {
      state: parseSearchParams(current),
      hrefFor,
      go: (next) => void navigate(hrefFor(next), { preventScrollReset: true }),
    };
  }, [search, navigate]);
}

function NothingFound({
  term,
  filtered,
  categories,
  nav,
}: {
  term: string;
  filtered: boolean;
  categories: readonly CategoryLink[];
  nav: FacetNavigation;
}) {
  const t = useT();
  return (
    <div className="space-y-4 rounded-lg border border-neutral-200 bg-white p-6">
      <p className="text-lg font-semibold text-neutral-900">
        {filtered ? t('search.results.emptyFiltered') : t('search.results.empty', { term })}
      </p>
      {filtered ? null : <p className="text-neutral-700">{t('search.results.emptyHint')}</p>}
      {categories.length > 0 ? (
        <nav aria-label={t('search.results.browseCategories')}>
          <h2 className="mb-2 font-semibold text-neutral-900">
            {t('search.results.browseCategories')}
          </h2>
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {categories.map((category) => (
              <li key={category.id}>
                <Link
                  to={category.to}
                  className="block rounded-md border border-neutral-200 px-4 py-2 font-medium text-neutral-900 hover:border-brand-300 hover:bg-brand-50"
                >
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {filtered ? (
        <Link
          to={nav.hrefFor({ page: 1, filters: [] })}
          className="inline-block font-medium text-brand-700 underline"
        >
          {t('search.facets.clearAll')}
        </Link>
      ) : null}
    </div>
  );
}

export function SearchResults({ data, serverView, slots }: SearchResultsProps) {
  const t = useT();
  const locale = useLocale();
  const nav = useFacetNavigation();
  const [view, setView] = useProductView(serverView);
  const loading = useNavigation().state === 'loading';
  const { pagination } = data;
  const total = pagination.totalProducts;
  const lastPage = Math.max(pagination.numberOfPages, pageCount(total, pagination.productsPerPage));
  const filtered = nav.state.filters.length > 0;
  const showFacets = data.facets.some((facet) => facet.elements.length > 0);
  const hrefForPage = useCallback((page: number) => nav.hrefFor(withPage(nav.state, page)), [nav]);

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <div className="space-y-1">
        <PageHeading>{t('search.results.heading', { term: data.term })}</PageHeading>
        <p className="text-neutral-700" role="status">
          {t('search.results.count', { count: total })}
        </p>
      </div>
      <div className={showFacets ? 'lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8' : ''}>
        {showFacets ? (
          // Hydrated in its turn after the rows (issue #11): a phone does not show it.
          <HydrateInTurn last>
            {() => (
              <aside aria-label={t('search.facets.title')} className="hidden lg:block">
                <h2 className="mb-3 text-base font-semibold text-neutral-900">
                  {t('search.facets.title')}
                </h2>
                <FacetList facets={data.facets} nav={nav} />
              </aside>
            )}
          </HydrateInTurn>
        ) : null}
        <div
          className={`space-y-4 ${loading ? 'opacity-60 transition-opacity' : ''}`}
          aria-busy={loading}
        >
          <div className="flex flex-wrap items-center gap-3">
            {showFacets ? (
              // SPEC §2 overlay 'search-facets modal': the facets on screens too small for
              // the side column.
              <FiltersDialog
                activeCount={nav.state.filters.length}
                productCount={total}
                clearHref={nav.hrefFor(clearFacets(nav.state))}
              >
                <FacetList facets={data.facets} nav={nav} />
              </FiltersDialog>
            ) : null}
            <div className="min-w-0 flex-1">
              <ActiveFilters activeFilters={data.activeFilters} facets={data.facets} nav={nav} />
            </div>
            {data.products.length > 0 ? <ViewToggle view={view} onChange={setView} /> : null}
          </div>
          {total === 0 || data.products.length === 0 ? (
            <NothingFound
              term={data.term}
              filtered={filtered}
              categories={data.categories}
              nav={nav}
            />
          ) : (
            <ProductList
              products={data.products}
              view={view}
              locale={locale}
              label={t('search.results.list', { term: data.term })}
              quickView
              {...slots}
            />
          )}
          {lastPage > 1 ? (
            // Hydrated in its turn, after the rows (lib/hydrate-in-turn.tsx, issue #11).
            <HydrateInTurn last>
              {() => (
                <Pagination
                  page={pagination.currentPage}
                  pageCount={lastPage}
                  hrefForPage={hrefForPage}
                />
              )}
            </HydrateInTurn>
          ) : null}
        </div>
      </div>
    </div>
  );
}
