// The shop API answers texts (category, product and attribute names, CMS pages) in the
// language of the request's Accept-Language header (packages/contracts/src/catalog.ts, cms.ts).
// Every call the web makes names the page's locale through here, on the server
// (`context.api.fetch`) and in the browser alike.
import type { Locale } from '@gradnik/domain/locale';

const JSON_ACCEPT = 'application/vnd.api+json, application/json';

/** A copy of `init` whose headers ask for JSON in `locale`; other headers are kept. */
export function withApiLanguage(locale: Locale, init: RequestInit = {}): RequestInit {
  const headers = new Headers(init.headers);
  headers.set('Accept-Language', locale);
  if (!headers.has('Accept')) headers.set('Accept', JSON_ACCEPT);
  return { ...init, headers };
}
