// Small text helpers for the demo data.

const EXTRA_FOLDS: Record<string, string> = { đ: 'd', Đ: 'D', ł: 'l', Ł: 'L', ß: 'ss' };

/** Removes diacritics (č → c, š → s, ž → z, đ → d), like PostgreSQL's unaccent. */
export function stripDiacritics(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đĐłŁß]/g, (ch) => EXTRA_FOLDS[ch] ?? ch);
}

/**
 * URL slug: lowercase, ASCII, dashes. SPEC §3 CMS page slug is "spaces to dashes, lowercase";
 * we also drop diacritics so URLs stay plain ASCII (categories need it anyway, SPEC §2).
 */
export function slugify(text: string): string {
  return stripDiacritics(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Slovenian decimal formatting for names: 1.44 → '1,44', 42.5 → '42,5'. */
export function slNumber(value: number): string {
  return String(value).replace('.', ',');
}

export function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}
