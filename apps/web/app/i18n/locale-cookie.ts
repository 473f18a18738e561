// The stored language choice (SPEC §2, §9): i18n_redirected, 365 days, path /, SameSite lax.
// Written in the browser by the language switch; read on the server at '/' only
// (rootLocaleRedirect of @gradnik/domain/locale).
import { LOCALE_COOKIE } from '@gradnik/domain/locale';
import type { Locale } from '@gradnik/domain/locale';

/** The Set-Cookie style string the language switch writes through document.cookie. */
export function localeCookieString(locale: Locale, secure: boolean): string {
  const parts = [
    `${LOCALE_COOKIE.name}=${locale}`,
    `Max-Age=${LOCALE_COOKIE.maxAgeSeconds}`,
    `Path=${LOCALE_COOKIE.path}`,
    `SameSite=${LOCALE_COOKIE.sameSite}`,
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

export function storeLocaleChoice(locale: Locale): void {
  document.cookie = localeCookieString(locale, window.location.protocol === 'https:');
}
