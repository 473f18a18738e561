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

export async function loadFooter(api: ShopApi, locale: Locale): Promise<FooterData> {
  const [pages, contact] = await Promise.all([
    loadPages(api, locale).catch(logged<FooterPage[]>('CMS pages', [])),
    loadContact(api, locale).catch(logged<FooterContact | null>('contact page', null)),
  ]);
  return { pages, contact };
}
