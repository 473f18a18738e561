// Loads suggestions for what is typed: after a pause in typing (~200 ms), never for fewer than
// two characters, and only the answer to the latest term counts (a slow answer to 'ce' must not
// replace the one to 'cement'). Failures are only logged (SPEC §8).
import { isSearchableTerm, normalizeSearchTerm } from '@gradnik/domain/search-query';
import { useEffect, useState } from 'react';
import type { LoadSuggestions, SuggestionGroups } from './suggestions';

export const SUGGESTION_DEBOUNCE_MS = 200;

interface Loaded {
  readonly term: string;
  readonly groups: SuggestionGroups;
}

export function useSuggestions(
  rawTerm: string,
  load: LoadSuggestions,
  debounceMs: number = SUGGESTION_DEBOUNCE_MS,
): { groups: SuggestionGroups | null; term: string | null } {
  const term = normalizeSearchTerm(rawTerm);
  const searchable = isSearchableTerm(term);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (!searchable) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      load(term, controller.signal).then(
        (groups) => {
          if (!controller.signal.aborted) setLoaded({ term, groups });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.error(`Search suggestions for "${term}" failed`, error);
        },
      );
    }, debounceMs);
    // A newer term (or unmounting) cancels the pause and the request still under way.
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term, searchable, load, debounceMs]);

  // The previous term's suggestions stay while the next ones load, so the list does not flicker.
  if (!searchable || !loaded) return { groups: null, term: null };
  return { groups: loaded.groups, term: loaded.term };
}
