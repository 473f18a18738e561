// The footer's CMS content (SPEC §2 Footer): pages flagged shown_in_footer, listed in their
// frontend_column, and the contact page's address, e-mail, phone and social links
// (contracts/cms.ts). The footer is secondary: a failed load leaves only the fixed columns
// (SPEC §8: such failures are logged, not shown).
import { cmsPageDocumentSchema, cmsPageListDocumentSchema } from '@gradnik/contracts/cms';
import type { Locale } from '@gradnik/domain/locale';
import type { ShopApi } from '../../context';
import { withApiLanguage } from '../../lib/api-language';
import { contactOf } from './footer-data';
import type { FooterContact, FooterData, FooterPage } from './footer-data';

export const CMS_PAGES_PATH = '/twill-api/v1/pages';

/**
 * The contact page (SPEC §2: "A contact CMS page adds an address line, e-mail link, phone
 * links and social links"): its slug in each language, derived from its title 'Kontakt' /
 * 'Contact' (SPEC §3 slug rule).
 */
export const CONTACT_PAGE_SLUG: Readonly<Record<Locale, string>> = { sl: 'kontakt', en: 'contact' };

async function getJson(api: ShopApi, locale: Locale, path: string): Promise<unknown> {
  const response = await api.fetch(path, withApiLanguage(locale));
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return response.json();
}

async function loadPages(api: ShopApi, locale: Locale): Promise<FooterPage[]> {
  const { data } = cmsPageListDocumentSchema.parse(await getJson(api, locale, CMS_PAGES_PATH));
  return data
    .filter((page) => page.published && page.shown_in_footer && page.frontend_column !== null)
    .map((page) => ({
      title: page.title,
      slug: page.slug,
      column: page.frontend_column ?? 0,
      position: page.position,
    }))
    .sort((a, b) => a.position - b.position);
}

async function loadContact(api: ShopApi, locale: Locale): Promise<FooterContact | null> {
  const path = `/twill-api/v1/${encodeURIComponent(CONTACT_PAGE_SLUG[locale])}?include=blocks`;
  const { data } = cmsPageDocumentSchema.parse(await getJson(api, locale, path));
  return contactOf(data.blocks, locale);
}

function logged<T>(what: string, fallback: T) {
  return (error: unknown): T => {
    console.error(`Footer: ${what} failed`, error);
    return fallback;
  };
}

/**
 * How long one instance reuses a locale's footer (issue #3 speed: two CMS calls on every page
 * otherwise). The footer is the same for every signed-in user (CMS pages are not per partner
 * or role), so sharing it leaks nothing; a CMS edit shows within this time.
 */
export const FOOTER_CACHE_TTL_MS = 30_000;

const footerCache = new Map<Locale, { at: number; footer: Promise<FooterData> }>();

async function fetchFooter(
  api: ShopApi,
  locale: Locale,
): Promise<{ footer: FooterData; complete: boolean }> {
  let complete = true;
  const incomplete = <T>(what: string, fallback: T) => {
    const log = logged(what, fallback);
    return (error: unknown): T => {
      complete = false;
      return log(error);
    };
  };
  const [pages, contact] = await Promise.all([
    loadPages(api, locale).catch(incomplete<FooterPage[]>('CMS pages', [])),
    loadContact(api, locale).catch(incomplete<FooterContact | null>('contact page', null)),
  ]);
  return { footer: { pages, contact }, complete };
}

export function loadFooter(
  api: ShopApi,
  locale: Locale,
  now: () => number = Date.now,
): Promise<FooterData> {
  const cached = footerCache.get(locale);
  if (cached && now() - cached.at < FOOTER_CACHE_TTL_MS) return cached.footer;
  const entry = { at: now(), footer: Promise.resolve<FooterData>({ pages: [], contact: null }) };
  entry.footer = fetchFooter(api, locale).then(({ footer, complete }) => {
    // A failed part is not kept: the next page asks the CMS again.
    if (!complete && footerCache.get(locale) === entry) footerCache.delete(locale);
    return footer;
  });
  footerCache.set(locale, entry);
  return entry.footer;
}

/** Forgets the cached footers (tests). */
export function clearFooterCache(): void {
  footerCache.clear();
}
