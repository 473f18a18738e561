// The active locale for components. The root layout provides it from the path prefix
// (SPEC §2: the prefix decides the locale), so it is right during SSR, hydration and errors.
import type { Locale } from '@gradnik/domain/locale';
import { createContext, useCallback, useContext } from 'react';
import type { ReactNode } from 'react';
import { translate } from './translate';
import type { Translate } from './translate';

const LocaleContext = createContext<Locale>('sl');

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

export function useT(): Translate {
  const locale = useLocale();
  return useCallback<Translate>((key, vars) => translate(locale, key, vars), [locale]);
}
