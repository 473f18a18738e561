// New products (SPEC §2: /novosti, /en/new-products): the catalogue newest first
// (sort -product.ctime), 16 a page (SPEC §9), in the same product list as the category pages.
import {
  DEFAULT_CATALOG_QUERY,
  catalogQueryString,
  parseCatalogQuery,
  withCatalogPage,
} from '@gradnik/domain/catalog-query';
import { guardRequest, redirectSessionExpired } from '../features/auth/guards.server';
import { loadNewProducts } from '../features/catalog/catalog-api.server';
import { SessionRejectedError } from '../lib/shop-document.server';
import { useLocale, useT } from '../i18n/i18n-context';
import { screenMeta } from '../i18n/meta';
import { throwRedirect } from '../lib/responses';
import { href } from '../route-table';
import { PageHeading } from '../ui/page-heading';
import { Pagination } from '../ui/product-list/pagination';
import { useErpSlots } from '../features/pricing/use-erp-slots';
import { ProductList } from '../ui/product-list/product-list';
import { productViewFromRequest, useProductView } from '../ui/product-list/product-view';
import { ViewToggle } from '../ui/product-list/view-toggle';
import type { Route } from './+types/new-products';
import { FavoritesProvider } from '../features/favorites/favorites-provider';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const guarded = await guardRequest(request, context);
  // Only the page of the catalogue query applies here (no filters, a fixed order).
  const page = parseCatalogQuery(url.searchParams).page;
  try {
    const result = await loadNewProducts(context.api, guarded.locale, page);
    if (page > result.pageCount) {
      const last = withCatalogPage(DEFAULT_CATALOG_QUERY, result.pageCount);
      throwRedirect(`${href('new-products', guarded.locale)}${catalogQueryString(last)}`);
    }
    return { ...result, page, view: productViewFromRequest(request) };
  } catch (error) {
    if (error instanceof SessionRejectedError) redirectSessionExpired(guarded);
    throw error;
  }
}

export function meta({ location }: Route.MetaArgs) {
  return screenMeta(location.pathname, 'new-products');
}

export default function NewProductsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const [view, setView] = useProductView(loaderData.view);
  const slots = useErpSlots(loaderData.products);
  const base = href('new-products', locale);
  return (
    // Issue #15: the hearts of this page's products (ui/favorite-heart.tsx).
    <FavoritesProvider>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="space-y-1">
            <PageHeading>{t('screen.new-products.title')}</PageHeading>
            <p className="text-neutral-700">{t('newProducts.intro')}</p>
          </div>
          <ViewToggle view={view} onChange={setView} />
        </div>
        <ProductList
          products={loaderData.products}
          view={view}
          locale={locale}
          label={t('screen.new-products.title')}
          quickView
          {...slots}
        />
        <Pagination
          page={loaderData.page}
          pageCount={loaderData.pageCount}
          hrefForPage={(page) =>
            `${base}${catalogQueryString(withCatalogPage(DEFAULT_CATALOG_QUERY, page))}`
          }
        />
      </div>
    </FavoritesProvider>
  );
}
