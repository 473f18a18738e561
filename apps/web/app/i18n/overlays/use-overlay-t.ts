// t() for the overlays loaded on first use that have their own catalogue (./sl.ts, ./en.ts): the
// contact side panel and the product comment modal. Falls back to the main catalogue, so a
// component needs one translator (as ../account/use-account-t.ts).
import type { Locale } from '@gradnik/domain/locale';
import { useCallback } from 'react';
import { useLocale } from '../i18n-context';
import type { MessageKey } from '../message-keys';
import { fillMessage, translate, type MessageVars } from '../translate';
import { overlayEn } from './en';
import { overlaySl } from './sl';

export type OverlayMessageKey = keyof typeof overlaySl;
export type OverlayMessages = { readonly [K in OverlayMessageKey]: string };

const catalogues: Readonly<Record<Locale, OverlayMessages>> = { sl: overlaySl, en: overlayEn };

export type OverlayKey = MessageKey | OverlayMessageKey;
export type OverlayTranslate = (key: OverlayKey, vars?: MessageVars) => string;

function isOverlayKey(key: OverlayKey): key is OverlayMessageKey {
  return Object.hasOwn(overlaySl, key);
}

export function translateOverlay(locale: Locale, key: OverlayKey, vars: MessageVars = {}): string {
  return isOverlayKey(key)
    ? fillMessage(catalogues[locale][key], locale, vars)
    : translate(locale, key, vars);
}

export function useOverlayT(): OverlayTranslate {
  const locale = useLocale();
  return useCallback<OverlayTranslate>(
    (key, vars) => translateOverlay(locale, key, vars),
    [locale],
  );
}
