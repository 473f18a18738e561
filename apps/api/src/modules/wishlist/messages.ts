// User-facing texts of the favourites calls (issue #15; decision 038): the table lives in
// @gradnik/domain/wishlist (the web shows the same SPEC §8 texts); this gives it the module's
// `message` and `error` helpers (every 4xx in the request's language).
import { WISHLIST_MESSAGES } from '@gradnik/domain/wishlist';
import { localizedErrors } from '../../localized-errors.ts';

export const { message: wishlistMessage, error: wishlistError } =
  localizedErrors(WISHLIST_MESSAGES);
