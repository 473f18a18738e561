// Search results (SPEC §2: /iskanje/{term}, /en/search/{term}): the term from the path, page
// and ff.attr.* facets from the query string (SPEC §4), rendered on the server.
import { localeFromPath } from '@gradnik/domain/locale';
import {
  normalizeSearchTerm,
  parseSearchParams,
  withPage,
  writeSearchParams,
} from '@gradnik/domain/search-query';
import { guardRequest } from '../features/auth/guards.server';
import { useErpSlots } from '../features/pricing/use-erp-slots';
import { SearchResults } from '../features/search/search-results';
import { loadSearchResults } from '../features/search/search-results.server';
import { screenMeta } from '../i18n/meta';
import { translate } from '../i18n/translate';
import { throwNotFound, throwRedirect } from '../lib/responses';
import { productViewFromRequest } from '../ui/product-list/product-view';
import type { Route } from './+types/search';
import { FavoritesProvider } from '../features/favorites/favorites-provider';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // Visitors are sent to the login before any shop call (the layout answers the same).
  const { locale } = await guardRequest(request, context);
  const state = parseSearchParams(url.searchParams);
  const outcome = await loadSearchResults(
    context.api,
    locale,
    normalizeSearchTerm(params.id),
    state,
  );
  if (outcome.kind === 'invalid') throwNotFound();
  if (outcome.kind === 'beyond-last') {
    // A bookmarked page that no longer exists: the last page of what there is now.
    const next = writeSearchParams(withPage(state, outcome.lastPage), url.searchParams);
    throwRedirect(`${url.pathname}?${next.toString()}`);
  }
  return { results: outcome.data, view: productViewFromRequest(request) };
}

export function meta({ location, loaderData }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  const base = screenMeta(location.pathname, 'search');
  if (!loaderData) return base;
  return [
    {
      title: `${translate(locale, 'search.results.heading', { term: loaderData.results.term })} | ${translate(locale, 'app.titleSuffix')}`,
    },
  ];
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  // SPEC §4: prices and stock of the page's products, one request for the page.
  const slots = useErpSlots(loaderData.results.products);
  return (
    // Issue #15: the hearts of the results (ui/favorite-heart.tsx).
    <FavoritesProvider>
      <SearchResults data={loaderData.results} serverView={loaderData.view} slots={slots} />
    </FavoritesProvider>
  );
}
