// A category page (SPEC §2 catch-all step 2; issue #3): breadcrumbs, subcategories with their
// product counts, filter groups, sorting, table or grid, 16 a page. Everything comes from the
// loader (server-rendered, so the HTML holds the product names); a filter, sort or page change
// is a link, so React Router fetches only the new data.
import { catalogQueryString, clearFilters, withCatalogPage } from '@gradnik/domain/catalog-query';
import { formatNumber } from '@gradnik/domain/format';
import { memo, useCallback } from 'react';
import { Link } from 'react-router';
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
import type { CategoryPageView, Subcategory } from './catalog-views';
import { Breadcrumbs as BreadcrumbsOf } from './breadcrumbs';
import { categoryHref } from './category-paths';
import { FilterGroups as FilterGroupsOf } from './filter-groups';
import { SortOptions as SortOptionsOf } from './sort-options';

// Issue #11: the page re-renders whenever prices answer, a quantity is typed or a product is
// checked (the route's ERP slots); its static parts skip those renders. Their props come from the
// loader's data, the same objects until the address changes.
const Breadcrumbs = memo(BreadcrumbsOf);
const FilterGroups = memo(FilterGroupsOf);
const SortOptions = memo(SortOptionsOf);
const Pagination = memo(PaginationOf);

const Subcategories = memo(function Subcategories({ items }: { items: readonly Subcategory[] }) {
  const t = useT();
  const locale = useLocale();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="catalog-subcategories-heading">
      <h2 id="catalog-subcategories-heading" className="sr-only">
        {t('catalog.subcategories')}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.id}>
            <Link
              to={categoryHref(item.url, locale)}
              className="inline-flex items-center gap-1.5 rounded-md border border-neutral-200 bg-white px-3 py-2 text-sm font-medium text-neutral-900 hover:border-brand-300 hover:bg-brand-50"
            >
              {item.name}
              {item.productCount !== null ? (
                <span className="text-xs font-normal text-neutral-500">
                  ({formatNumber(item.productCount, locale)})
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
});

export function CategoryPage({
  category,
  serverView,
  slots,
}: {
  category: CategoryPageView;
  /** The view the server rendered (remembered choice, see useProductView). */
  serverView: ProductView;
  /** Price, stock and quantity cells (SPEC §4), composed by the route module. */
  slots?: ProductListSlots;
}) {
  const t = useT();
  const locale = useLocale();
  const [view, setView] = useProductView(serverView);
  const { listing } = category;
  const { query } = listing;
  const hasFilters = listing.filterGroups.some((group) => group.options.length > 0);
  const hrefForPage = useCallback(
    (page: number) => `${category.href}${catalogQueryString(withCatalogPage(query, page))}`,
    [category.href, query],
  );
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:px-6">
      {/* The static parts hydrate in their own turns (lib/hydrate-in-turn.tsx, issue #11): the
          page's first task is shorter; each renders one element (none when it is empty). */}
      <HydrateInTurn>{() => <Breadcrumbs crumbs={category.crumbs} />}</HydrateInTurn>
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <PageHeading>{category.name}</PageHeading>
        <p className="text-sm text-neutral-600">
          {t('catalog.productCount', { count: listing.total })}
        </p>
      </div>
      {listing.subcategories.length > 0 ? (
        <HydrateInTurn>{() => <Subcategories items={listing.subcategories} />}</HydrateInTurn>
      ) : null}
      <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
        {/* Wide screens: the column; small ones: the filters dialog beside the sort (SPEC §2). */}
        {/* Hydrated in its turn after the rows (issue #11): a phone does not show it. */}
        <HydrateInTurn last>
          {() => (
            <aside className="hidden lg:block">
              <FilterGroups groups={listing.filterGroups} query={query} baseHref={category.href} />
            </aside>
          )}
        </HydrateInTurn>
        <section aria-labelledby="catalog-products-heading" className="min-w-0 space-y-4">
          <h2 id="catalog-products-heading" className="sr-only">
            {t('catalog.products')}
          </h2>
          <div className="flex flex-wrap items-start justify-between gap-3">
            {hasFilters ? (
              <FiltersDialog
                activeCount={query.filters.length}
                productCount={listing.total}
                clearHref={`${category.href}${catalogQueryString(clearFilters(query))}`}
              >
                <FilterGroups
                  groups={listing.filterGroups}
                  query={query}
                  baseHref={category.href}
                  variant="dialog"
                />
              </FiltersDialog>
            ) : null}
            <SortOptions query={query} baseHref={category.href} />
            <ViewToggle view={view} onChange={setView} />
          </div>
          {listing.products.length === 0 ? (
            <p className="rounded-md border border-neutral-200 bg-white px-4 py-6 text-neutral-700">
              {t('catalog.empty')}
            </p>
          ) : (
            <ProductList
              products={listing.products}
              view={view}
              locale={locale}
              label={t('catalog.productsIn', { name: category.name })}
              quickView
              {...slots}
            />
          )}
          {listing.pageCount > 1 ? (
            <HydrateInTurn last>
              {() => (
                <Pagination
                  page={query.page}
                  pageCount={listing.pageCount}
                  hrefForPage={hrefForPage}
                />
              )}
            </HydrateInTurn>
          ) : null}
        </section>
      </div>
    </div>
  );
}
