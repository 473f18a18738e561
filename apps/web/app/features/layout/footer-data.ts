// What the footer shows of the CMS (SPEC §2 Footer), as the layout loader hands it over, and
// how a contact page's 'contact' block reads (contracts/cms.ts keeps block content open).
import type { CmsBlock } from '@gradnik/contracts/cms';
import type { Locale } from '@gradnik/domain/locale';

export interface FooterPage {
  title: string;
  slug: string;
  column: number;
  position: number;
}

export interface FooterContact {
  company: string | null;
  address: string | null;
  email: string | null;
  phones: Array<{ label: string | null; number: string }>;
  social: Array<{ name: string; url: string }>;
}

export interface FooterData {
  pages: FooterPage[];
  contact: FooterContact | null;
}

export const EMPTY_FOOTER: FooterData = { pages: [], contact: null };

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

const records = (value: unknown): Array<Record<string, unknown>> =>
  Array.isArray(value)
    ? value.filter(
        (item): item is Record<string, unknown> => typeof item === 'object' && item !== null,
      )
    : [];

/** Reads a 'contact' block; fields it lacks are left out rather than failing the footer. */
export function contactOf(blocks: readonly CmsBlock[], locale: Locale): FooterContact | null {
  const block = blocks.find((candidate) => candidate.type === 'contact');
  if (!block) return null;
  const { content } = block;
  const phones = records(content.phones).flatMap((phone) => {
    const number = text(phone.number);
    if (!number) return [];
    // The demo CMS keeps an English label beside the Slovenian one.
    const label = (locale === 'en' ? text(phone.labelEn) : null) ?? text(phone.label);
    return [{ label, number }];
  });
  const social = records(content.social).flatMap((link) => {
    const name = text(link.name);
    const url = text(link.url);
    return name && url && /^https?:\/\//.test(url) ? [{ name, url }] : [];
  });
  return {
    company: text(content.company),
    address: text(content.address),
    email: text(content.email),
    phones,
    social,
  };
}
