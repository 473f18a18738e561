// SPEC §2 catch-all resolution, in this order: (1) a CMS page matched on its slug, (2) a
// category matched on its URL path (with trailing slash; without it → redirect to the slash
// form), (3) otherwise not found (after one look for the slug in the other language). Access
// is decided by the route (docs/decisions/005-catch-all-access.md); this only resolves.
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
import { categoryHref, cmsPageHref, isCategoryPathShape, isCmsSlugShape } from './category-paths';

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

/**
 * CMS slugs differ per language (SPEC §3: derived from the title), so the language switch,
 * which keeps the path, lands on /en/kontakt for /kontakt. When no page or category matches,
 * a page with this slug in the other language leads to its own version in this one
 * (`meta.alternates`), if it has one.
 */
async function otherLanguageCms(
  api: ShopApi,
  locale: Locale,
  splat: string,
): Promise<CatchAllResult | null> {
  if (!isCmsSlugShape(splat)) return null;
  const other: Locale = locale === 'sl' ? 'en' : 'sl';
  const document = await loadCmsPage(api, other, splat);
  const alternate = document?.meta.alternates[locale];
  return alternate ? { kind: 'redirect', location: cmsPageHref(alternate, locale) } : null;
}

export async function resolveCatchAll(
  api: ShopApi,
  locale: Locale,
  splat: string,
  search: URLSearchParams,
): Promise<CatchAllResult> {
  const cms = await resolveCms(api, locale, splat);
  if (cms) return { kind: 'cms', page: cms };

  const found = isCategoryPathShape(splat) ? await findCategoryByUrl(api, locale, splat) : null;
  if (!found) return (await otherLanguageCms(api, locale, splat)) ?? { kind: 'not-found' };
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
