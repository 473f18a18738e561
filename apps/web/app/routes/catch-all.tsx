// Catch-all content (SPEC §2: /{slug...}, /en/{slug...}). Resolution, in this order:
//   (1) a CMS page matched on its slug (GET /twill-api/v1/{slug}?include=blocks),
//   (2) a category matched on its URL path (nested catalogue URLs, with trailing slash;
//       without it → a redirect to the slash form),
//   (3) otherwise not found: HTTP 404 with 'Page Not Found' (SPEC §8).
// CMS pages and categories are for signed-in users; who gets a 404 and who the login page is
// docs/decisions/005-catch-all-access.md.
import { localeFromPath, stripLocale } from '@gradnik/domain/locale';
import { translate } from '../i18n/translate';
import { screenMeta } from '../i18n/meta';
import { throwNotFound, throwRedirect } from '../lib/responses';
import { ErrorContent } from '../ui/error-content';
import { productViewFromRequest } from '../ui/product-list/product-view';
import {
  accessRedirect,
  guardRequest,
  isActiveSession,
  redirectSessionExpired,
} from '../features/auth/guards.server';
import { SessionRejectedError } from '../lib/shop-document.server';
import { resolveCatchAll } from '../features/catalog/catch-all.server';
import { CategoryPage } from '../features/catalog/category-page';
import { isCategoryPathShape } from '../features/catalog/category-paths';
import { CmsPage } from '../features/catalog/cms-page';
import { useErpSlots } from '../features/pricing/use-erp-slots';
import type { CategoryPageView } from '../features/catalog/catalog-views';
import type { ProductView } from '../ui/product-list/product-view';
import type { Route } from './+types/catch-all';
import { FavoritesProvider } from '../features/favorites/favorites-provider';

/** The path after the locale prefix, decoded, without the leading slash: 'gradnja/cement/'. */
function splatOf(url: URL): string {
  const raw = stripLocale(url.pathname).slice(1);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const splat = splatOf(url);
  // The route table keeps the catch-all public (an unknown address is a 404 for anyone), so
  // this never redirects; it gives the session and the return address.
  const guarded = await guardRequest(request, context);

  // Visitors cannot ask the shop API what exists. Only an address shaped like a category
  // (segments with the trailing slash) sends them to sign in; anything else stays a plain 404
  // (docs/decisions/005-catch-all-access.md).
  if (!isActiveSession(guarded.session) && !(splat.endsWith('/') && isCategoryPathShape(splat))) {
    throwNotFound();
  }
  const redirectTo = accessRedirect({
    access: 'private',
    screenId: 'catch-all',
    locale: guarded.locale,
    session: guarded.session,
    impersonating: guarded.impersonating,
    requestedPath: guarded.requestedPath,
    errorParam: url.searchParams.get('error'),
  });
  if (redirectTo) throwRedirect(redirectTo);

  try {
    const result = await resolveCatchAll(context.api, guarded.locale, splat, url.searchParams);
    switch (result.kind) {
      case 'not-found':
        return throwNotFound();
      case 'redirect':
        return throwRedirect(result.location, { status: 301 });
      case 'cms':
        return { kind: 'cms' as const, page: result.page };
      case 'category':
        return {
          kind: 'category' as const,
          category: result.category,
          view: productViewFromRequest(request),
        };
    }
  } catch (error) {
    if (error instanceof SessionRejectedError) redirectSessionExpired(guarded);
    throw error;
  }
}

export function meta({ location, loaderData }: Route.MetaArgs) {
  if (!loaderData) return screenMeta(location.pathname, 'catch-all');
  const locale = localeFromPath(location.pathname);
  const title = loaderData.kind === 'cms' ? loaderData.page.title : loaderData.category.name;
  return [{ title: `${title} | ${translate(locale, 'app.titleSuffix')}` }];
}

export default function CatchAllPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'cms') return <CmsPage page={loaderData.page} />;
  return <CategoryWithPrices category={loaderData.category} serverView={loaderData.view} />;
}

/** The category page with its products' prices, stock and quantities (SPEC §4, §5). */
function CategoryWithPrices({
  category,
  serverView,
}: {
  category: CategoryPageView;
  serverView: ProductView;
}) {
  const slots = useErpSlots(category.listing.products);
  return (
    // Issue #15: the hearts of the category's products (ui/favorite-heart.tsx).
    <FavoritesProvider>
      <CategoryPage category={category} serverView={serverView} slots={slots} />
    </FavoritesProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorContent error={error} />;
}
