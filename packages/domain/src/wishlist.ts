// Favourites lists (issue #15; SPEC §3 Favourites list, §5 Other, §6, §8; decision 038). Rules
// shared by the shop API and the web: the default list is protected, names are normalised
// before they are stored or compared, and the SPEC's exact texts.
import type { Locale } from './locale.ts';
import { stripDiacritics } from './slug.ts';

/** Longest list name (SPEC is silent; one line in the favourites dropdown). */
export const WISHLIST_NAME_MAX_LENGTH = 100;
/** Most product ids one add or remove call may carry (a favourites page's 'mark all'). */
export const WISHLIST_PRODUCT_IDS_MAX = 500;
/** Largest quantity stored with a favourite (the column is numeric(14,3)). */
export const WISHLIST_QUANTITY_MAX = 1_000_000;

export interface WishlistFlags {
  isDefault: boolean;
}

/** SPEC §6: the default favourites list cannot be edited or deleted; other lists can. */
export function canModifyWishlist(list: WishlistFlags): boolean {
  return !list.isDefault;
}

/** A name as stored: Unicode NFC, trimmed, inner runs of white space as one space. */
export function normaliseWishlistName(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/gu, ' ');
}

/**
 * Two lists of one user may not share this key: the normalised name in lower case. Accents
 * count ('Kaše' and 'Kase' are different words in Slovenian); letter case does not.
 */
export function wishlistNameKey(name: string): string {
  return normaliseWishlistName(name).toLocaleLowerCase('sl');
}

/** The `?search` of GET /api/customer/wishlist/user: case- and accent-insensitive substring. */
export function wishlistNameMatches(name: string, search: string): boolean {
  const fold = (s: string) => stripDiacritics(normaliseWishlistName(s)).toLocaleLowerCase('sl');
  const needle = fold(search);
  return needle === '' || fold(name).includes(needle);
}

/** The lists in the order of the dropdown: the default list first, then by name (sl collation). */
export function compareWishlists(
  a: WishlistFlags & { name: string; id: number },
  b: WishlistFlags & { name: string; id: number },
): number {
  if (a.isDefault !== b.isDefault) return a.isDefault ? -1 : 1;
  return a.name.localeCompare(b.name, 'sl', { sensitivity: 'base' }) || a.id - b.id;
}

/**
 * The favourites texts. `productsNotValid` and `productNotValid` are SPEC §5's exact words (the
 * same in both languages: the SPEC gives only these); the removal texts are SPEC §8's. The
 * add texts, the name and default-list texts are ours (SPEC is silent).
 */
export const WISHLIST_MESSAGES = {
  productsNotValid: { sl: 'Products is not valid', en: 'Products is not valid' },
  productNotValid: { sl: 'Product is not valid', en: 'Product is not valid' },
  productRemoved: {
    sl: 'Izdelek je bil uspešno odstranjen iz priljubljenih',
    en: 'The product was removed from favourites',
  },
  productsRemoved: {
    sl: 'Izdelki so bili uspešno odstranjeni iz priljubljenih',
    en: 'The products were removed from favourites',
  },
  productRemoveFailed: {
    sl: 'Prišlo je do napake pri odstranjevanju izdelka iz priljubljenih',
    en: 'An error occurred while removing the product from favourites',
  },
  productsRemoveFailed: {
    sl: 'Prišlo je do napake pri odstranjevanju izdelkov iz priljubljenih',
    en: 'An error occurred while removing the products from favourites',
  },
  productAdded: {
    sl: 'Izdelek je bil uspešno dodan med priljubljene',
    en: 'The product was added to favourites',
  },
  productsAdded: {
    sl: 'Izdelki so bili uspešno dodani med priljubljene',
    en: 'The products were added to favourites',
  },
  unknownProducts: {
    sl: 'Izdelki ne obstajajo: {ids}',
    en: 'These products do not exist: {ids}',
  },
  nameRequired: { sl: 'Vnesite ime seznama.', en: 'Enter the list name.' },
  nameTooLong: {
    sl: `Ime seznama je lahko dolgo največ ${WISHLIST_NAME_MAX_LENGTH} znakov.`,
    en: `The list name may be at most ${WISHLIST_NAME_MAX_LENGTH} characters long.`,
  },
  duplicateName: {
    sl: 'Seznam s tem imenom že obstaja.',
    en: 'A list with this name already exists.',
  },
  defaultProtected: {
    sl: 'Privzetega seznama priljubljenih ni mogoče urejati ali izbrisati.',
    en: 'The default favourites list cannot be edited or deleted.',
  },
  notFound: { sl: 'Seznam priljubljenih ne obstaja.', en: 'Favourites list not found.' },
  agentWithoutCustomer: {
    sl: 'Za priljubljene izberite stranko, v imenu katere delate.',
    en: 'Choose the customer you act for to use favourites.',
  },
} as const satisfies Record<string, Record<Locale, string>>;
export type WishlistMessageKey = keyof typeof WISHLIST_MESSAGES;

/** A removal's success text: one product or several (SPEC §8). */
export function wishlistRemovedMessage(count: number, locale: Locale): string {
  return WISHLIST_MESSAGES[count === 1 ? 'productRemoved' : 'productsRemoved'][locale];
}

/** An add's success text: one product or several. */
export function wishlistAddedMessage(count: number, locale: Locale): string {
  return WISHLIST_MESSAGES[count === 1 ? 'productAdded' : 'productsAdded'][locale];
}
