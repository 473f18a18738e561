import { describe, expect, it } from 'vitest';
import {
  canModifyWishlist,
  compareWishlists,
  normaliseWishlistName,
  WISHLIST_MESSAGES,
  wishlistAddedMessage,
  wishlistNameKey,
  wishlistNameMatches,
  wishlistRemovedMessage,
} from './wishlist.ts';

describe('favourites lists (SPEC §6, decision 038)', () => {
  it('protects only the default list', () => {
    expect(canModifyWishlist({ isDefault: true })).toBe(false);
    expect(canModifyWishlist({ isDefault: false })).toBe(true);
  });

  it('normalises names: trimmed, inner white space as one space, NFC', () => {
    expect(normaliseWishlistName('  Projekt \t Bled  ')).toBe('Projekt Bled');
    expect(normaliseWishlistName('Kas\u030ce')).toBe('Kaše');
    expect(normaliseWishlistName('   ')).toBe('');
  });

  it('keys duplicates by letter case but not by accents', () => {
    expect(wishlistNameKey(' KOPALNICA  novak')).toBe(wishlistNameKey('Kopalnica Novak'));
    expect(wishlistNameKey('Čistila')).toBe(wishlistNameKey('čistila'));
    expect(wishlistNameKey('Kaše')).not.toBe(wishlistNameKey('Kase'));
  });

  it('searches names case- and accent-insensitively', () => {
    expect(wishlistNameMatches('Projekt Bled – hiša', 'HISA')).toBe(true);
    expect(wishlistNameMatches('Čistila', 'cist')).toBe(true);
    expect(wishlistNameMatches('Čistila', 'barve')).toBe(false);
    expect(wishlistNameMatches('Čistila', '  ')).toBe(true);
  });

  it('orders the default list first, then by name', () => {
    const lists = [
      { id: 3, name: 'Zidava', isDefault: false },
      { id: 2, name: 'čistila', isDefault: false },
      { id: 4, name: 'Barve', isDefault: false },
      { id: 1, name: 'Priljubljeni', isDefault: true },
    ];
    expect([...lists].sort(compareWishlists).map((l) => l.id)).toEqual([1, 4, 2, 3]);
  });

  it("keeps SPEC §5's and §8's exact texts", () => {
    expect(WISHLIST_MESSAGES.productsNotValid.sl).toBe('Products is not valid');
    expect(WISHLIST_MESSAGES.productNotValid.en).toBe('Product is not valid');
    expect(wishlistRemovedMessage(1, 'sl')).toBe(
      'Izdelek je bil uspešno odstranjen iz priljubljenih',
    );
    expect(wishlistRemovedMessage(3, 'sl')).toBe(
      'Izdelki so bili uspešno odstranjeni iz priljubljenih',
    );
    expect(WISHLIST_MESSAGES.productsRemoveFailed.sl).toBe(
      'Prišlo je do napake pri odstranjevanju izdelkov iz priljubljenih',
    );
    expect(wishlistAddedMessage(1, 'en')).toBe('The product was added to favourites');
  });
});
