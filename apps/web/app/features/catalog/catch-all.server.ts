// SPEC §2 catch-all resolution, in this order: (1) a CMS page matched on its slug, (2) a
// category matched on its URL path (with trailing slash; without it → redirect to the slash
// form), (3) otherwise not found. Access is decided by the route (docs/decisions/
// 005-catch-all-access.md); this only resolves.
import {
  catalogQueryString,
  parseCatalogQuery,
  withCatalogPage,
} from '@gradnik/domain/catalog-query';
import { formatDate } from '@gradnik/domain/format';
import type { Locale } from '@gradnik/domain/locale';
import type { ShopApi } from '../../context';
import { findCategoryByUrl, loadCategoryListing, loadCmsPage } from './catalog-api.server';
import type { CategoryPageView, CmsPageView } from './catalog-views';
import { readBlocks } from './cms-blocks';
import { categoryHref, isCategoryPathShape, isCmsSlugShape } from './category-paths';

export type CatchAllResult =
  | { kind: 'cms'; page: CmsPageView }
  | { kind: 'category'; category: CategoryPageView }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found' };

async function resolveCms(api: ShopApi, locale: Locale, splat: string) {
  if (!isCmsSlugShape(splat)) return null;
  const document = await loadCmsPage(api, locale, splat);
  if (!document) return null;
  const { data } = document;
  return {
    title: data.title,
    content: data.content,
    blocks: readBlocks(data.blocks, locale),
    updated: formatDate(data.updated),
  } satisfies CmsPageView;
}

export async function resolveCatchAll(
  api: ShopApi,
  locale: Locale,
  splat: string,
  search: URLSearchParams,
): Promise<CatchAllResult> {
  const cms = await resolveCms(api, locale, splat);
  if (cms) return { kind: 'cms', page: cms };

  if (!isCategoryPathShape(splat)) return { kind: 'not-found' };
  const found = await findCategoryByUrl(api, locale, splat);
  if (!found) return { kind: 'not-found' };
  const { node, trail } = found;
  const ownHref = categoryHref(node.attributes.url, locale);
  const query = search.toString();
  // SPEC §2: categories live at their path with the trailing slash; the API tolerates the
  // other spellings, the address does not.
  if (splat !== node.attributes.url.replace(/^\/+/, '')) {
    return { kind: 'redirect', location: `${ownHref}${query ? `?${query}` : ''}` };
  }

  const listing = await loadCategoryListing(api, locale, node, parseCatalogQuery(search));
  // An address past the last page (fewer products since, or a hand-edited page) shows the last.
  if (listing.query.page > listing.pageCount) {
    const last = withCatalogPage(listing.query, listing.pageCount);
    return { kind: 'redirect', location: `${ownHref}${catalogQueryString(last, search)}` };
  }
  return {
    kind: 'category',
    category: {
      id: node.id,
      name: node.attributes.name,
      href: ownHref,
      crumbs: trail.map((ref) => ({
        name: ref.attributes.name,
        href: ref.id === node.id ? null : categoryHref(ref.attributes.url, locale),
      })),
      listing,
    },
  };
}
