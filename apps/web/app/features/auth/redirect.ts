// Return addresses after sign-in (SPEC §4: "sends unauthenticated users to the login page ...
// with a return address"). Only same-site relative paths are honoured: no open redirects.
import type { Locale } from '@gradnik/domain/locale';
import { href } from '../../route-table';

/** Query parameter of the login page that carries the return address. */
export const REDIRECT_PARAM = 'redirect';

/**
 * The `error` value the login page gets when the shop API rejected a session Auth.js still
 * holds: the page must then show instead of bouncing the "signed-in" user home (a loop).
 */
export const SESSION_EXPIRED_ERROR = 'SessionExpired';

const ORIGIN = 'https://gradnik.invalid';

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * `value` when it is a relative path on this site ('/kosarica?x=1'), else `fallback`.
 * Rejects absolute and protocol-relative addresses ('https://…', '//evil.com', '/\\evil.com'),
 * other schemes and anything with control characters or backslashes.
 */
export function safeRedirect(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || value === '') return fallback;
  if (!value.startsWith('/') || value.startsWith('//')) return fallback;
  // Browsers read '\' as '/', so '/\evil.com' would leave the site; control characters and
  // whitespace are stripped by URL parsers in surprising ways.
  if (/[\\\s]/.test(value) || hasControlCharacter(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== ORIGIN) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The login page of `locale`, with the return address (omitted when it is the locale's home)
 * and an optional error code to show.
 */
export function loginHref(locale: Locale, returnTo?: string | null, error?: string): string {
  const params = new URLSearchParams();
  const home = href('home', locale);
  const target = returnTo ? safeRedirect(returnTo, home) : home;
  if (target !== home) params.set(REDIRECT_PARAM, target);
  if (error) params.set('error', error);
  const query = params.toString();
  return query ? `${href('login', locale)}?${query}` : href('login', locale);
}
