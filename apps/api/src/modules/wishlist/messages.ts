// User-facing texts of the favourites calls (issue #15; decisions 038, 039): the tables live in
// @gradnik/domain/wishlist and wishlist-sharing (the web shows the same texts); this gives them
// the module's `message` and `error` helpers (every 4xx in the request's language).
import { WISHLIST_MESSAGES } from '@gradnik/domain/wishlist';
import { WISHLIST_SHARING_MESSAGES } from '@gradnik/domain/wishlist-sharing';
import { localizedErrors } from '../../localized-errors.ts';

export const { message: wishlistMessage, error: wishlistError } = localizedErrors({
  ...WISHLIST_MESSAGES,
  ...WISHLIST_SHARING_MESSAGES,
});
