// The search box as the header shows it (SPEC §2): suggestions from the search service with
// the session's bearer token, and the term of the results page on screen.
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useLocale } from '../../i18n/i18n-context';
import { useRootData } from '../../root-data';
import { matchScreen } from '../../route-table';
import { SearchBox } from './search-box';
import { createSuggestionLoader } from './suggestions-client';

export function HeaderSearch() {
  const locale = useLocale();
  const token = useRootData()?.session?.accessToken ?? null;
  const { pathname } = useLocation();
  const match = matchScreen(pathname);
  const routeTerm = match.screen.id === 'search' ? (match.params.id ?? '') : '';
  // One loader per token and language: the box reloads suggestions only when they change.
  const load = useMemo(() => createSuggestionLoader(token, locale), [token, locale]);
  return (
    <div className="max-w-3xl">
      <SearchBox load={load} routeTerm={routeTerm} />
    </div>
  );
}
