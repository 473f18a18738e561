// What the catalogue loaders hand to their pages: only what the screens show. Kept apart from
// the *.server.ts modules that build them, so browser code imports no server module.
import type { CategoryRef, FilterGroup, ProductResource } from '@gradnik/contracts/catalog';
import type { CatalogQueryState } from '@gradnik/domain/catalog-query';
import type { ProductListItem } from '../../ui/product-list/product-list-item';
import type { Crumb } from './breadcrumbs';
import type { KnownBlock } from './cms-blocks';

export interface Subcategory {
  id: string;
  name: string;
  url: string;
  /** Products in its subtree, or null when the count is unknown. */
  productCount: number | null;
}

export interface CategoryListing {
  /** The query actually applied: options the category does not offer are dropped. */
  query: CatalogQueryState;
  products: ProductListItem[];
  total: number;
  pageCount: number;
  filterGroups: FilterGroup[];
  subcategories: Subcategory[];
}

export interface CategoryPageView {
  id: string;
  name: string;
  /** The category's own address (without query), base of every filter/sort/page link. */
  href: string;
  /** Root first, the category itself last (with href null). */
  crumbs: Crumb[];
  listing: CategoryListing;
}

export interface CmsPageView {
  title: string;
  /** HTML from the shop's CMS editors (trusted content, SPEC §3 CMS page content). */
  content: string;
  blocks: KnownBlock[];
  /**
   * Date of the last change, DD. MM. YYYY (SPEC §9), formatted by the loader so the server
   * and the browser (another time zone) never disagree during hydration.
   */
  updated: string;
}

export interface ProductDetail {
  product: ProductResource;
  trail: CategoryRef[];
}

export interface ProductPage {
  products: ProductListItem[];
  total: number;
  pageCount: number;
}
