import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  localeFromAcceptLanguage,
  localeFromPath,
  rootLocaleRedirect,
  stripLocale,
  withLocale,
} from './locale.ts';

describe('locale from path (SPEC §2)', () => {
  it('uses the /en prefix only as a whole segment', () => {
    expect(localeFromPath('/en')).toBe('en');
    expect(localeFromPath('/en/cart')).toBe('en');
    expect(localeFromPath('/kosarica')).toBe('sl');
    expect(localeFromPath('/energija')).toBe('sl');
  });
  it('round-trips prefixes', () => {
    fc.assert(
      fc.property(fc.webPath(), fc.constantFrom('sl' as const, 'en' as const), (path, locale) => {
        const clean = path === '' ? '/' : path;
        if (clean === '/en' || clean.startsWith('/en/')) return;
        expect(stripLocale(withLocale(clean, locale))).toBe(clean);
        expect(localeFromPath(withLocale(clean, locale))).toBe(locale);
      }),
    );
  });
});

describe('browser languages', () => {
  it('honours quality values', () => {
    expect(localeFromAcceptLanguage('en-US,en;q=0.9,sl;q=0.8')).toBe('en');
    expect(localeFromAcceptLanguage('de-DE,sl;q=0.9,en;q=0.8')).toBe('sl');
    expect(localeFromAcceptLanguage('sl;q=0.5,en;q=0.9')).toBe('en');
    expect(localeFromAcceptLanguage('de,fr')).toBeNull();
    expect(localeFromAcceptLanguage('')).toBeNull();
  });
});

describe('root redirect', () => {
  it('redirects only the bare root, cookie before browser', () => {
    expect(rootLocaleRedirect({ pathname: '/', cookieLocale: 'en', acceptLanguage: 'sl' })).toBe('/en');
    expect(rootLocaleRedirect({ pathname: '/', cookieLocale: 'sl', acceptLanguage: 'en' })).toBeNull();
    expect(rootLocaleRedirect({ pathname: '/', cookieLocale: null, acceptLanguage: 'en' })).toBe('/en');
    expect(rootLocaleRedirect({ pathname: '/', cookieLocale: null, acceptLanguage: 'sl,en' })).toBeNull();
    expect(rootLocaleRedirect({ pathname: '/kosarica', cookieLocale: 'en', acceptLanguage: 'en' })).toBeNull();
  });
});
