// Calls the shop API from the browser (the header search box) the way loaders do on the server:
// with the session's bearer token (SPEC §7: every shop call is authenticated) and the page's
// language (texts come in the request language). A failure is thrown to the caller, which
// only logs it (SPEC §8: failed search loads show no message).
import type { Locale } from '@gradnik/domain/locale';
import { withApiLanguage } from './api-language';

export interface BrowserApiOptions {
  token: string | null;
  locale: Locale;
  signal?: AbortSignal;
}

export async function fetchShopJson(path: string, options: BrowserApiOptions): Promise<unknown> {
  const headers = new Headers();
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
  const response = await fetch(
    path,
    withApiLanguage(options.locale, { headers, signal: options.signal, credentials: 'same-origin' }),
  );
  if (!response.ok) throw new Error(`GET ${path.split('?')[0]} answered ${response.status}`);
  return response.json();
}
