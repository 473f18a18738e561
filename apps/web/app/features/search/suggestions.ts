// What the header search box offers while typing (SPEC §2 header, §3 Search state: typeahead
// and snippets {products, categories, keywords}; §9: 5 of each). The box itself knows only
// this shape; suggestions-client.ts fills it from the search service.

export type SuggestionKind = 'keyword' | 'product' | 'category';

export interface Suggestion {
  readonly kind: SuggestionKind;
  /** Unique within its kind. */
  readonly key: string;
  readonly label: string;
  /** A second line: the product code. */
  readonly detail?: string;
  /** Keywords: how many products the keyword finds. */
  readonly count?: number;
  /** Products: the main picture. */
  readonly image?: string | null;
  /** Where choosing it leads; keywords lead to their results page. */
  readonly to: string;
}

export interface SuggestionGroups {
  readonly keywords: readonly Suggestion[];
  readonly products: readonly Suggestion[];
  readonly categories: readonly Suggestion[];
}

export const EMPTY_SUGGESTIONS: SuggestionGroups = { keywords: [], products: [], categories: [] };

/** The order the groups are listed in, and so the order the arrow keys walk. */
export const SUGGESTION_GROUP_ORDER = ['keywords', 'products', 'categories'] as const;

export function flattenSuggestions(groups: SuggestionGroups): Suggestion[] {
  return SUGGESTION_GROUP_ORDER.flatMap((group) => groups[group]);
}

/** Resolves after `term` loads, or rejects; an aborted load's result is thrown away. */
export type LoadSuggestions = (term: string, signal: AbortSignal) => Promise<SuggestionGroups>;
