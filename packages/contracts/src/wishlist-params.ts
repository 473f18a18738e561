// The favourites calls' paths and limits, zod-free: the browser's forms and buttons read them
// (issue #11: any name imported from wishlist.ts brings zod along). Decision 038.
export {
  WISHLIST_MESSAGES,
  WISHLIST_NAME_MAX_LENGTH,
  WISHLIST_PRODUCT_IDS_MAX,
  WISHLIST_QUANTITY_MAX,
  canModifyWishlist,
  wishlistAddedMessage,
  wishlistRemovedMessage,
  type WishlistMessageKey,
} from '@gradnik/domain/wishlist';
export { DEFAULT_WISHLIST_NAME } from '@gradnik/domain/constants';

/** SPEC §7 Favourites paths. */
export const WISHLIST_PATHS = {
  /** GET, optional `?search=` */
  lists: '/api/customer/wishlist/user',
  /** GET */
  list: (id: number) => `/api/customer/wishlist/${id}`,
  /** POST {name} */
  add: '/api/customer/wishlist/add',
  /** DELETE */
  destroy: (id: number) => `/api/customer/wishlist/destroy/${id}`,
  /** POST {name} */
  edit: (id: number) => `/api/customer/wishlist/edit/${id}`,
  /** POST {product_ids, quantity?} */
  addProducts: (id: number) => `/api/customer/wishlist/product/add/${id}`,
  /** DELETE {product_ids} */
  removeProducts: (id: number) => `/api/customer/wishlist/product/${id}`,
  /** GET: the product → lists map */
  productMap: '/api/customer/wishlist/product/user',
} as const;
