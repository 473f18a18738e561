// t() for the favourites' own catalogue (./sl.ts, ./en.ts), falling back to the main one (as
// ../overlays/use-overlay-t.ts), so a component needs one translator.
import type { Locale } from '@gradnik/domain/locale';
import { useCallback } from 'react';
import { useLocale } from '../i18n-context';
import type { MessageKey } from '../message-keys';
import { fillMessage, translate, type MessageVars } from '../translate';
import { favoritesEn } from './en';
import { favoritesSl } from './sl';

export type FavoritesMessageKey = keyof typeof favoritesSl;
export type FavoritesMessages = { readonly [K in FavoritesMessageKey]: string };

const catalogues: Readonly<Record<Locale, FavoritesMessages>> = {
  sl: favoritesSl,
  en: favoritesEn,
};

export type FavoritesKey = MessageKey | FavoritesMessageKey;
export type FavoritesTranslate = (key: FavoritesKey, vars?: MessageVars) => string;

function isFavoritesKey(key: FavoritesKey): key is FavoritesMessageKey {
  return Object.hasOwn(favoritesSl, key);
}

export function translateFavorites(
  locale: Locale,
  key: FavoritesKey,
  vars: MessageVars = {},
): string {
  return isFavoritesKey(key)
    ? fillMessage(catalogues[locale][key], locale, vars)
    : translate(locale, key, vars);
}

export function useFavoritesT(): FavoritesTranslate {
  const locale = useLocale();
  return useCallback<FavoritesTranslate>(
    (key, vars) => translateFavorites(locale, key, vars),
    [locale],
  );
}
