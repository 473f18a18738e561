// The browser's way to the English catalogue (./translate.ts): fetched once, before the first
// English render. Slovenian is always there.
import type { Locale } from '@gradnik/domain/locale';
import { hasCatalogue, registerCatalogue } from './translate';

export async function loadCatalogue(locale: Locale): Promise<void> {
  if (hasCatalogue(locale)) return;
  const { en } = await import('./en');
  registerCatalogue('en', en);
}
