// The shop API answers texts (category, product and attribute names, CMS pages) in the
// language of the request's Accept-Language header (packages/contracts/src/catalog.ts, cms.ts).
// Every call the web makes names the page's locale through here, on the server
// (`context.api.fetch`) and in the browser alike.
import {
  IMPERSONATION_COOKIE,
  IMPERSONATION_HEADER,
  isImpersonationIdent,
} from '@gradnik/domain/impersonation';
import type { Locale } from '@gradnik/domain/locale';
import { readCookie } from './cookies';

const JSON_ACCEPT = 'application/vnd.api+json, application/json';

/**
 * A copy of `init` whose headers ask for JSON in `locale`; other headers are kept. In the
 * browser, while an agent acts for a customer, the call also names the visit (SPEC §6: the
 * impersonated token is used with a header identifying the impersonation session); the `_i`
 * cookie holds its ident (SPEC §4). On the server, `context.api` adds it from the session.
 */
export function withApiLanguage(locale: Locale, init: RequestInit = {}): RequestInit {
  const headers = new Headers(init.headers);
  headers.set('Accept-Language', locale);
  if (!headers.has('Accept')) headers.set('Accept', JSON_ACCEPT);
  if (typeof document !== 'undefined' && !headers.has(IMPERSONATION_HEADER)) {
    const ident = readCookie(document.cookie, IMPERSONATION_COOKIE);
    if (isImpersonationIdent(ident)) headers.set(IMPERSONATION_HEADER, ident);
  }
  return { ...init, headers };
}
