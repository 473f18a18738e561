// t() for the barcode scan dialog's own catalogue (./sl.ts, ./en.ts; decision 041), loaded with
// the dialog only.
import type { Locale } from '@gradnik/domain/locale';
import { useCallback } from 'react';
import { useLocale } from '../i18n-context';
import { scanEn } from './en';
import { scanSl } from './sl';

export type ScanMessageKey = keyof typeof scanSl;
export type ScanMessages = { readonly [K in ScanMessageKey]: string };

const catalogues: Readonly<Record<Locale, ScanMessages>> = { sl: scanSl, en: scanEn };

export function translateScan(locale: Locale, key: ScanMessageKey): string {
  return catalogues[locale][key];
}

export function useScanT(): (key: ScanMessageKey) => string {
  const locale = useLocale();
  return useCallback((key: ScanMessageKey) => translateScan(locale, key), [locale]);
}
