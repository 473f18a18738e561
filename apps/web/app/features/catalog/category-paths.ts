// Addresses of categories and CMS pages: both live in the catch-all (SPEC §2: "/{slug...} and
// /en/{slug...}"). A category's address is its URL path with the trailing slash
// (`/gradnja/cement-in-malte/`), the same segments in both languages under /en.
import type { Locale } from '@gradnik/domain/locale';
import { href } from '../../route-table';

/** '/gradnja/cement-in-malte/' or '/en/gradnja/cement-in-malte/' for the API's `url`. */
export function categoryHref(url: string, locale: Locale): string {
  const path = url.replace(/^\/+/, '');
  return href('catch-all', locale, { '*': path.endsWith('/') ? path : `${path}/` });
}

/** '/splosni-prodajni-pogoji' or '/en/general-terms-of-sale'. */
export function cmsPageHref(slug: string, locale: Locale): string {
  return href('catch-all', locale, { '*': slug });
}

// Segments as the catalogue writes them (ASCII, no dots): anything else is no category.
const SEGMENT = /^[A-Za-z0-9_-]+$/;

function segments(splat: string): string[] | null {
  const parts = splat.replace(/\/$/, '').split('/');
  return parts.length > 0 && parts.every((part) => SEGMENT.test(part)) ? parts : null;
}

/** One segment, no slash: the only shape a CMS slug has (SPEC §3: dashes, lowercase). */
export function isCmsSlugShape(splat: string): boolean {
  return splat.length > 0 && !splat.includes('/') && SEGMENT.test(splat);
}

/** Segments that could be a category's URL path (with or without its trailing slash). */
export function isCategoryPathShape(splat: string): boolean {
  return splat.length > 0 && segments(splat) !== null;
}

/**
 * The canonical form of a category address (SPEC §2: "with trailing slash"): what the
 * catalogue's `url` must equal for `splat` to show it.
 */
export function withTrailingSlash(splat: string): string {
  return splat.endsWith('/') ? splat : `${splat}/`;
}
