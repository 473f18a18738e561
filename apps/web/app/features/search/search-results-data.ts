// The results page's data as the loader hands it to the page (search-results.server.ts).
import type { SearchActiveFilter, SearchFacet, SearchPagination } from '@gradnik/contracts/search';
import type { Locale } from '@gradnik/domain/locale';
import { withLocale } from '@gradnik/domain/locale';
import type { ProductListItem } from '../../ui/product-list/product-list-item';

export interface CategoryLink {
  id: string;
  name: string;
  /** The category page in the page's language. */
  to: string;
}

export interface SearchResultsData {
  term: string;
  products: ProductListItem[];
  facets: SearchFacet[];
  activeFilters: SearchActiveFilter[];
  pagination: SearchPagination;
  /** Top-level categories, offered when nothing was found (empty otherwise). */
  categories: CategoryLink[];
}

/**
 * A category's page: its URL path with the trailing slash under the locale (SPEC §2 catch-all).
 * The same rule as features/catalog/category-paths.ts, which this feature may not import; it
 * belongs in app/lib once both sides can move there.
 */
export function categoryHref(url: string, locale: Locale): string {
  const path = url.replace(/^\/+/, '');
  return withLocale(`/${path.endsWith('/') ? path : `${path}/`}`, locale);
}
