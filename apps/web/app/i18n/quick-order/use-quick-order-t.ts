// t() for the quick-order pad's and the list import's own catalogue (./sl.ts, ./en.ts), falling
// back to the main one (as ../favorites/use-favorites-t.ts), so a component needs one translator.
import type { Locale } from '@gradnik/domain/locale';
import { useCallback } from 'react';
import { useLocale } from '../i18n-context';
import type { MessageKey } from '../message-keys';
import { fillMessage, translate, type MessageVars } from '../translate';
import { quickOrderEn } from './en';
import { quickOrderSl } from './sl';

export type QuickOrderMessageKey = keyof typeof quickOrderSl;
export type QuickOrderMessages = { readonly [K in QuickOrderMessageKey]: string };

const catalogues: Readonly<Record<Locale, QuickOrderMessages>> = {
  sl: quickOrderSl,
  en: quickOrderEn,
};

export type QuickOrderKey = MessageKey | QuickOrderMessageKey;
export type QuickOrderTranslate = (key: QuickOrderKey, vars?: MessageVars) => string;

function isQuickOrderKey(key: QuickOrderKey): key is QuickOrderMessageKey {
  return Object.hasOwn(quickOrderSl, key);
}

export function translateQuickOrder(
  locale: Locale,
  key: QuickOrderKey,
  vars: MessageVars = {},
): string {
  return isQuickOrderKey(key)
    ? fillMessage(catalogues[locale][key], locale, vars)
    : translate(locale, key, vars);
}

export function useQuickOrderT(): QuickOrderTranslate {
  const locale = useLocale();
  return useCallback<QuickOrderTranslate>(
    (key, vars) => translateQuickOrder(locale, key, vars),
    [locale],
  );
}
