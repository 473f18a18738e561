// CMS content blocks the shop knows how to show (SPEC §2 Footer: "A contact CMS page adds an
// address line, e-mail link, phone links and social links"). Blocks are editor data: read
// defensively, an unknown or malformed block is left out rather than breaking the page.
import type { CmsBlock } from '@gradnik/contracts/cms';
import type { Locale } from '@gradnik/domain/locale';

export interface ContactPhone {
  label: string | null;
  number: string;
  /** For tel: links: digits and a leading '+'. */
  dial: string;
}

export interface ContactBlock {
  type: 'contact';
  company: string | null;
  address: string | null;
  email: string | null;
  phones: ContactPhone[];
  social: Array<{ name: string; url: string }>;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function records(value: unknown): Array<Record<string, unknown>> {
  return Array.isArray(value)
    ? value.filter(
        (item): item is Record<string, unknown> => typeof item === 'object' && item !== null,
      )
    : [];
}

/** '+386 1 560 40 00' → '+38615604000'. */
export function dialNumber(number: string): string {
  const digits = number.replace(/[^\d+]/g, '');
  return digits.startsWith('+')
    ? `+${digits.slice(1).replace(/\+/g, '')}`
    : digits.replace(/\+/g, '');
}

function isSafeLink(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** The contact block in the page's language (phone labels have an English variant). */
export function readContactBlock(block: CmsBlock, locale: Locale): ContactBlock | null {
  if (block.type !== 'contact') return null;
  const { content } = block;
  const phones = records(content.phones).flatMap((phone) => {
    const number = text(phone.number);
    if (!number) return [];
    const label = locale === 'en' ? (text(phone.labelEn) ?? text(phone.label)) : text(phone.label);
    return [{ label, number, dial: dialNumber(number) }];
  });
  const social = records(content.social).flatMap((link) => {
    const name = text(link.name);
    const url = text(link.url);
    return name && url && isSafeLink(url) ? [{ name, url }] : [];
  });
  return {
    type: 'contact',
    company: text(content.company),
    address: text(content.address),
    email: text(content.email),
    phones,
    social,
  };
}

export type KnownBlock = ContactBlock;

export function readBlocks(blocks: readonly CmsBlock[], locale: Locale): KnownBlock[] {
  return blocks.flatMap((block) => {
    const contact = readContactBlock(block, locale);
    return contact ? [contact] : [];
  });
}
