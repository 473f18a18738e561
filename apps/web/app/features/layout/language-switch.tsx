// SPEC §2: the language switch leads to the same screen in the other locale (parameters,
// query and hash kept) and stores the choice (SPEC §9 cookie) for later visits to '/'.
import type { Locale } from '@gradnik/domain/locale';
import { Link, useLocation } from 'react-router';
import { useLocale, useT } from '../../i18n/i18n-context';
import { storeLocaleChoice } from '../../i18n/locale-cookie';
import { localizedHref } from '../../route-table';

export function LanguageSwitch() {
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  const target: Locale = locale === 'sl' ? 'en' : 'sl';
  return (
    <Link
      to={localizedHref(location, target)}
      // The cookie must be written before the next page asks for it; a click handler runs
      // before React Router (or, without JavaScript, the browser) follows the link.
      onClick={() => storeLocaleChoice(target)}
      lang={target}
      hrefLang={target}
      title={t('language.switchLabel')}
      className="rounded-md px-2 py-2 text-sm font-medium text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900"
    >
      {/* Narrow screens show the language code; the full name stays the accessible name. */}
      <span aria-hidden="true" className="uppercase sm:hidden">
        {target}
      </span>
      <span className="sr-only sm:not-sr-only">{t('language.switchTo')}</span>
    </Link>
  );
}
