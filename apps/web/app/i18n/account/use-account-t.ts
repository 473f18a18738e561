// t() for the account area: its own catalogue (./sl.ts, ./en.ts) and the main one, so a
// component of the area needs one translator. Loaded only with the pages that show the area.
import type { Locale } from '@gradnik/domain/locale';
import { useCallback } from 'react';
import { useLocale } from '../i18n-context';
import type { MessageKey } from '../message-keys';
import { fillMessage, translate, type MessageVars } from '../translate';
import type { AccountMessageKey, AccountMessages } from './account-types';
import { accountEn } from './en';
import { accountSl } from './sl';

const catalogues: Readonly<Record<Locale, AccountMessages>> = { sl: accountSl, en: accountEn };

export type AccountKey = MessageKey | AccountMessageKey;
export type AccountTranslate = (key: AccountKey, vars?: MessageVars) => string;

function isAccountKey(key: AccountKey): key is AccountMessageKey {
  return Object.hasOwn(accountSl, key);
}

export function translateAccount(locale: Locale, key: AccountKey, vars: MessageVars = {}): string {
  return isAccountKey(key)
    ? fillMessage(catalogues[locale][key], locale, vars)
    : translate(locale, key, vars);
}

export function useAccountT(): AccountTranslate {
  const locale = useLocale();
  return useCallback<AccountTranslate>(
    (key, vars) => translateAccount(locale, key, vars),
    [locale],
  );
}
