// The stores panel's search box 'Išči trgovski center' (SPEC §2): a store matches when every
// word typed is found in its name, town (ZipCodeName) or postal code (ZipCode), ignoring
// letter case and diacritics ('crnomelj' finds Črnomelj, as the shop's product search does:
// ARCHITECTURE.md "č/š/ž match c/s/z").
import { stripDiacritics } from '@gradnik/domain/slug';

export interface FilterableStore {
  name: string;
  zipCode: string | null;
  zipCodeName: string | null;
}

/** Lowercase, without diacritics, one space between words. */
export function foldForSearch(text: string): string {
  return stripDiacritics(text).toLocaleLowerCase('sl').replace(/\s+/g, ' ').trim();
}

export function storeMatches(store: FilterableStore, query: string): boolean {
  const words = foldForSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldForSearch(
    [store.name, store.zipCodeName ?? '', store.zipCode ?? ''].join(' '),
  );
  return words.every((word) => haystack.includes(word));
}

export function filterStores<T extends FilterableStore>(stores: readonly T[], query: string): T[] {
  return stores.filter((store) => storeMatches(store, query));
}
