import { describe, expect, it } from 'vitest';
import {
  canChangeWishlist,
  canDeleteWishlist,
  canShareWishlist,
  WISHLIST_SHARING_MESSAGES,
  wishlistRefusal,
} from './wishlist-sharing.ts';

describe('shared favourites lists (decision 039)', () => {
  it('lets every access read, and no access is not found', () => {
    for (const access of ['owner', 'full', 'read'] as const)
      expect(wishlistRefusal('read', access)).toBeNull();
    for (const action of ['read', 'change', 'delete', 'share'] as const)
      expect(wishlistRefusal(action, null)).toBe('notFound');
  });

  it('lets the owner and full access change the list, not read-only access', () => {
    expect(canChangeWishlist('owner')).toBe(true);
    expect(canChangeWishlist('full')).toBe(true);
    expect(canChangeWishlist('read')).toBe(false);
    expect(wishlistRefusal('change', 'read')).toBe('readOnly');
  });

  it('keeps deleting and sharing to the owner', () => {
    expect(canDeleteWishlist('owner')).toBe(true);
    expect(canShareWishlist('owner')).toBe(true);
    for (const access of ['full', 'read'] as const) {
      expect(canDeleteWishlist(access)).toBe(false);
      expect(canShareWishlist(access)).toBe(false);
      expect(wishlistRefusal('delete', access)).toBe('ownerOnlyDelete');
      expect(wishlistRefusal('share', access)).toBe('ownerOnlyShares');
    }
  });

  it('has every text in both languages', () => {
    for (const text of Object.values(WISHLIST_SHARING_MESSAGES)) {
      expect(text.sl.length).toBeGreaterThan(0);
      expect(text.en.length).toBeGreaterThan(0);
      expect(text.sl).not.toBe(text.en);
    }
    expect(WISHLIST_SHARING_MESSAGES.ownerOnlyDelete.sl).toBe('Seznam lahko izbriše samo lastnik.');
  });
});
