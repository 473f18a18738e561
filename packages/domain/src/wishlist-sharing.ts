// Favourites lists shared with colleagues (issue #15 "sharing"; decision 039). SPEC is silent on
// sharing: these are our rules, shared by the shop API (which enforces them) and the web (which
// shows only what the caller may do). A list belongs to its owner; shared, it belongs to the
// owner's company too: a colleague may see it ('read') or also change its products and name
// ('full'). Only the owner deletes the list or decides who it is shared with.
import type { Locale } from './locale.ts';

/** What the caller may do with a list: theirs, shared with full access, or read-only. */
export type WishlistAccess = 'owner' | 'full' | 'read';
/** The access a share gives (the wishlist_shares.access column). */
export type WishlistShareAccess = Exclude<WishlistAccess, 'owner'>;
export const WISHLIST_SHARE_ACCESSES = ['read', 'full'] as const satisfies WishlistShareAccess[];

/** The actions the rules tell apart. */
export type WishlistAction = 'read' | 'change' | 'delete' | 'share';

/**
 * The message key of a refusal of `action` to a caller with `access`, or null when allowed.
 * No access at all is 'notFound' (the API answers 404: another user's or company's list is not
 * told from an unknown one). Changing products or the name needs owner or full access; deleting
 * the list and managing its shares are the owner's.
 */
export function wishlistRefusal(
  action: WishlistAction,
  access: WishlistAccess | null,
): 'notFound' | 'readOnly' | 'ownerOnlyDelete' | 'ownerOnlyShares' | null {
  if (access === null) return 'notFound';
  if (access === 'owner' || action === 'read') return null;
  if (action === 'change') return access === 'full' ? null : 'readOnly';
  return action === 'delete' ? 'ownerOnlyDelete' : 'ownerOnlyShares';
}

export function canChangeWishlist(access: WishlistAccess | null): boolean {
  return wishlistRefusal('change', access) === null;
}

export function canDeleteWishlist(access: WishlistAccess | null): boolean {
  return wishlistRefusal('delete', access) === null;
}

export function canShareWishlist(access: WishlistAccess | null): boolean {
  return wishlistRefusal('share', access) === null;
}

/**
 * The texts of the sharing refusals (ours; SPEC is silent). `notFound` is the favourites' own
 * (WISHLIST_MESSAGES), not repeated here.
 */
export const WISHLIST_SHARING_MESSAGES = {
  readOnly: {
    sl: 'Seznam vam je deljen samo za ogled, zato ga ne morete spreminjati.',
    en: 'This list is shared with you read-only, so you cannot change it.',
  },
  ownerOnlyDelete: {
    sl: 'Seznam lahko izbriše samo lastnik.',
    en: 'Only the owner can delete the list.',
  },
  ownerOnlyShares: {
    sl: 'Deljenje seznama lahko ureja samo lastnik.',
    en: 'Only the owner can choose who the list is shared with.',
  },
  shareSelf: {
    sl: 'Seznama ne morete deliti sami s seboj.',
    en: 'You cannot share a list with yourself.',
  },
  colleagueNotFound: {
    sl: 'Tega uporabnika ni med aktivnimi sodelavci vašega podjetja.',
    en: 'This user is not an active colleague in your company.',
  },
} as const satisfies Record<string, Record<Locale, string>>;
export type WishlistSharingMessageKey = keyof typeof WISHLIST_SHARING_MESSAGES;
