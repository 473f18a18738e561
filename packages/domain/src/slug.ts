// URL slugs. SPEC §3 CMS page: "slug (derived from title: spaces to dashes, lowercase)". We also
// remove diacritics (č → c, š → s, ž → z, đ → d) and fold any other run of non-alphanumerics
// into one dash, so every slug is plain ASCII and safe in a path segment (SPEC §2 catch-all
// resolves CMS pages and category URL segments from the same path).

const EXTRA_FOLDS: Record<string, string> = { đ: 'd', Đ: 'D', ł: 'l', Ł: 'L', ß: 'ss' };

/** Removes diacritics like PostgreSQL's unaccent: č → c, š → s, ž → z, đ → d. */
export function stripDiacritics(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đĐłŁß]/g, (ch) => EXTRA_FOLDS[ch] ?? ch);
}

/** 'Pogoji poslovanja' → 'pogoji-poslovanja'; 'O podjetju – Gradnik' → 'o-podjetju-gradnik'. */
export function slugify(text: string): string {
  return stripDiacritics(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
