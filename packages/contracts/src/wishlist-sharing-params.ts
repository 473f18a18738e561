// The sharing calls' paths, zod-free, for the browser (issue #11: a name imported from
// wishlist-sharing.ts brings zod along). Decision 039.
export {
  WISHLIST_SHARE_ACCESSES,
  WISHLIST_SHARING_MESSAGES,
  canChangeWishlist,
  canDeleteWishlist,
  canShareWishlist,
  type WishlistAccess,
  type WishlistShareAccess,
} from '@gradnik/domain/wishlist-sharing';

export const WISHLIST_SHARING_PATHS = {
  /** GET: the caller's active colleagues */
  colleagues: '/api/customer/wishlist/colleagues',
  /** GET (owner): the list's shares; POST {user_id, access} (owner): share or change access */
  shares: (id: number) => `/api/customer/wishlist/${id}/shares`,
  /** DELETE: the owner removes a share, or a colleague leaves the list (their own id) */
  share: (id: number, userId: number) => `/api/customer/wishlist/${id}/shares/${userId}`,
} as const;
