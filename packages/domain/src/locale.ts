// Locale rules: SPEC §2 (path prefix, then stored cookie, then browser languages), §9 cookie.

export const LOCALES = ['sl', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'sl';

export const LOCALE_COOKIE = {
  name: 'i18n_redirected',
  maxAgeSeconds: 365 * 24 * 60 * 60,
  path: '/',
  sameSite: 'Lax',
} as const;

export function isLocale(value: unknown): value is Locale {
  return value === 'sl' || value === 'en';
}

/** Slovenian has no prefix; English lives under /en. */
export function localeFromPath(pathname: string): Locale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'sl';
}

/** The path without its locale prefix, always starting with '/'. */
export function stripLocale(pathname: string): string {
  if (pathname === '/en') return '/';
  if (pathname.startsWith('/en/')) return pathname.slice(3);
  return pathname || '/';
}

/** Adds the prefix of `locale` to a prefix-free path. */
export function withLocale(path: string, locale: Locale): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === 'sl') return clean;
  return clean === '/' ? '/en' : `/en${clean}`;
}

/** The best of our locales for an Accept-Language header, by quality, or null. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranked) {
    const base = tag.split('-')[0];
    if (isLocale(base)) return base;
  }
  return null;
}

/**
 * Where a visit to the bare root should go. Only `/` redirects: an explicit path prefix
 * always wins. A stored choice beats the browser's languages.
 */
export function rootLocaleRedirect(input: {
  pathname: string;
  cookieLocale: string | null | undefined;
  acceptLanguage: string | null | undefined;
}): string | null {
  if (input.pathname !== '/') return null;
  const preferred = isLocale(input.cookieLocale)
    ? input.cookieLocale
    : localeFromAcceptLanguage(input.acceptLanguage);
  return preferred === 'en' ? '/en' : null;
}
