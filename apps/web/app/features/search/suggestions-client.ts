// Fills the search box's suggestions from the search service (SPEC §7: typeahead keywords and
// autocomplete snippets; contracts/search.ts). Both calls run at once; either may fail alone
// and the other still shows (failures are logged only, SPEC §8).
import type { AutocompleteResponse, TypeaheadResponse } from '@gradnik/contracts/search';
import { searchQueryString } from '@gradnik/contracts/search-query';
import { TYPEAHEAD_SIZE } from '@gradnik/domain/constants';
import type { Locale } from '@gradnik/domain/locale';
import { href } from '../../route-table';
import { fetchShopJson } from '../../lib/browser-api';
import { asContract } from '../../lib/contract';
import { categoryHref } from './search-results-data';
import type { LoadSuggestions, Suggestion, SuggestionGroups } from './suggestions';

export const TYPEAHEAD_PATH = '/api/search/typeahead';
export const AUTOCOMPLETE_PATH = '/api/search/autocomplete';

/** Typeahead keywords first (they are ranked by total), then the snippets' own, without repeats. */
export function suggestionGroupsOf(
  typeahead: TypeaheadResponse | null,
  autocomplete: AutocompleteResponse | null,
  locale: Locale,
): SuggestionGroups {
  const seen = new Set<string>();
  const keywords: Suggestion[] = [];
  for (const { keyword, total } of [
    ...(typeahead?.keywords ?? []),
    ...(autocomplete?.snippets.keywords ?? []),
  ]) {
    if (seen.has(keyword) || keywords.length >= TYPEAHEAD_SIZE) continue;
    seen.add(keyword);
    keywords.push({
      kind: 'keyword',
      key: keyword,
      label: keyword,
      count: total,
      to: href('search', locale, { id: keyword }),
    });
  }
  const snippets = autocomplete?.snippets;
  return {
    keywords,
    products: (snippets?.products ?? []).map((product) => ({
      kind: 'product',
      key: product.id,
      label: product.name,
      detail: product.code,
      image: product.image,
      to: href('product', locale, { id: product.id }),
    })),
    categories: (snippets?.categories ?? []).map((category) => ({
      kind: 'category',
      key: category.id,
      label: category.name,
      to: categoryHref(category.url, locale),
    })),
  };
}

async function settle<T>(
  promise: Promise<T>,
  what: string,
  signal: AbortSignal,
): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (!signal.aborted) console.error(`${what} failed`, error);
    return null;
  }
}

export function createSuggestionLoader(token: string | null, locale: Locale): LoadSuggestions {
  return async (term, signal) => {
    const query = searchQueryString({ query: term });
    const options = { token, locale, signal };
    const [typeahead, autocomplete] = await Promise.all([
      settle(
        fetchShopJson(`${TYPEAHEAD_PATH}${query}`, options).then((body) =>
          asContract('typeaheadResponse', body),
        ),
        `GET ${TYPEAHEAD_PATH}`,
        signal,
      ),
      settle(
        fetchShopJson(`${AUTOCOMPLETE_PATH}${query}`, options).then((body) =>
          asContract('autocompleteResponse', body),
        ),
        `GET ${AUTOCOMPLETE_PATH}`,
        signal,
      ),
    ]);
    if (!typeahead && !autocomplete) throw new Error(`No suggestions for "${term}"`);
    return suggestionGroupsOf(typeahead, autocomplete, locale);
  };
}
