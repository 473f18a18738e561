// The address an e-mailed one-time link opens (issue #13, decisions 029 and 034): the web page
// of the link's purpose in the recipient's language, with the token in the query under that
// language's parameter name. The origin is PUBLIC_URL (config.publicOrigin), never a request's
// Host header, so a forged Host cannot point a link at another site.
import type { Locale } from '@gradnik/domain/locale';

export interface LinkPage {
  /** The page's path per language, e.g. { sl: '/vabilo', en: '/en/invitation' }. */
  readonly page: Readonly<Record<Locale, string>>;
  /** The token's query parameter per language, e.g. { sl: 'zeton', en: 'token' }. */
  readonly param: Readonly<Record<Locale, string>>;
}

export function pageLink(origin: string, target: LinkPage, locale: Locale, token: string): string {
  const url = new URL(target.page[locale], origin);
  url.searchParams.set(target.param[locale], token);
  return url.toString();
}
