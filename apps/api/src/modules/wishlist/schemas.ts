// Favourites lists (issue #15; SPEC §7 Favourites; decisions 038, 039): route schemas from the
// contracts (packages/contracts wishlist.ts, wishlist-sharing.ts).
import { apiErrorSchema } from '@gradnik/contracts/errors';
import {
  wishlistDeletedResponseSchema,
  wishlistDetailResponseSchema,
  wishlistIdParamsSchema,
  wishlistListQuerySchema,
  wishlistListResponseSchema,
  wishlistNameBodySchema,
  wishlistProductAddBodySchema,
  wishlistProductMapResponseSchema,
  wishlistProductRemoveBodySchema,
  wishlistProductsResponseSchema,
  wishlistSummaryResponseSchema,
} from '@gradnik/contracts/wishlist';
import {
  wishlistColleaguesResponseSchema,
  wishlistShareBodySchema,
  wishlistShareDeletedResponseSchema,
  wishlistShareParamsSchema,
  wishlistShareResponseSchema,
  wishlistSharesResponseSchema,
} from '@gradnik/contracts/wishlist-sharing';
import { acceptLanguageHeaders } from '../catalog/schemas.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

const RULES =
  "The caller's own lists and those colleagues of the same company shared with them (decision " +
  '039; an agent impersonating a customer acts as that customer; an agent acting for nobody ' +
  "gets 403). Another user's unshared list or another company's list is 404, as an unknown " +
  'one; a read-only share may only read (403), only the owner deletes a list (403). ' +
  'State-changing calls need the X-CSRF-Token header.';

export const listWishlistsRoute = {
  tags: ['wishlist'],
  summary: "The user's favourites lists (SPEC §7)",
  description: `The user's own lists — the default list first (created on first use), then by name — then the lists shared with them (\`owner\`, \`access\`), by owner; \`search\` filters names case- and accent-insensitively. ${RULES}`,
  headers: acceptLanguageHeaders,
  querystring: wishlistListQuerySchema,
  response: { 200: wishlistListResponseSchema, ...errors },
};

export const getWishlistRoute = {
  tags: ['wishlist'],
  summary: 'One favourites list with its products (SPEC §7)',
  description: `Products newest first, as ids and codes: fetch their rows from GET /jsonapi/product?filter[code][]=… ${RULES}`,
  headers: acceptLanguageHeaders,
  params: wishlistIdParamsSchema,
  response: { 200: wishlistDetailResponseSchema, ...errors },
};

export const addWishlistRoute = {
  tags: ['wishlist'],
  summary: 'Create a named favourites list (SPEC §7)',
  description: `Name trimmed, 1 to 100 characters; a name another of the user's lists has (letter case ignored) is 409. ${RULES}`,
  headers: acceptLanguageHeaders,
  body: wishlistNameBodySchema,
  response: { 201: wishlistSummaryResponseSchema, ...errors },
};

export const editWishlistRoute = {
  tags: ['wishlist'],
  summary: 'Rename a favourites list (SPEC §7)',
  description: `The default list cannot be edited (403, SPEC §6). Name rules as for add. ${RULES}`,
  headers: acceptLanguageHeaders,
  params: wishlistIdParamsSchema,
  body: wishlistNameBodySchema,
  response: { 200: wishlistSummaryResponseSchema, ...errors },
};

export const destroyWishlistRoute = {
  tags: ['wishlist'],
  summary: 'Delete a favourites list (SPEC §7)',
  description: `The default list cannot be deleted (403, SPEC §6). ${RULES}`,
  headers: acceptLanguageHeaders,
  params: wishlistIdParamsSchema,
  response: { 200: wishlistDeletedResponseSchema, ...errors },
};

export const addProductsRoute = {
  tags: ['wishlist'],
  summary: 'Add products to a favourites list (SPEC §7)',
  description: `\`product_ids\` (1 to 500) missing or empty is 400 'Products is not valid' (SPEC §5). Ids of products that do not exist or are not listed are 404 and nothing is added. Products already in the list stay as they are. \`quantity\` default 1. ${RULES}`,
  headers: acceptLanguageHeaders,
  params: wishlistIdParamsSchema,
  body: wishlistProductAddBodySchema,
  response: { 200: wishlistProductsResponseSchema, ...errors },
};

export const removeProductsRoute = {
  tags: ['wishlist'],
  summary: 'Remove products from a favourites list (SPEC §7)',
  description: `\`product_ids\` missing or empty is 400 'Product is not valid' (SPEC §5); ids not in the list are ignored. ${RULES}`,
  headers: acceptLanguageHeaders,
  params: wishlistIdParamsSchema,
  // A DELETE without a body arrives as null: it gets the SPEC §5 text, not a schema error.
  body: wishlistProductRemoveBodySchema.nullish(),
  response: { 200: wishlistProductsResponseSchema, ...errors },
};

export const productMapRoute = {
  tags: ['wishlist'],
  summary: 'Product → favourites lists map (SPEC §7)',
  description: `Every product in any of the user's own lists or the lists shared with them with full access, with those lists' ids (a product's favoriteData.listsIDs, SPEC §3). ${RULES}`,
  headers: acceptLanguageHeaders,
  response: { 200: wishlistProductMapResponseSchema, ...errors },
};

const SHARING =
  'Decision 039. An agent impersonating a customer acts as that customer; an agent acting for ' +
  "nobody gets 403. A list neither the caller's own nor shared with them is 404, as an unknown " +
  'one. State-changing calls need the X-CSRF-Token header.';

export const colleaguesRoute = {
  tags: ['wishlist'],
  summary: 'Colleagues to share a favourites list with',
  description: `The active users of the caller's company except the caller (id, name, e-mail), by name. Any customer user may ask (employees share lists too). ${SHARING}`,
  headers: acceptLanguageHeaders,
  response: { 200: wishlistColleaguesResponseSchema, ...errors },
};

export const listSharesRoute = {
  tags: ['wishlist'],
  summary: 'The colleagues a favourites list is shared with',
  description: `The owner only (a colleague the list is shared with gets 403). ${SHARING}`,
  headers: acceptLanguageHeaders,
  params: wishlistIdParamsSchema,
  response: { 200: wishlistSharesResponseSchema, ...errors },
};

export const shareRoute = {
  tags: ['wishlist'],
  summary: 'Share a favourites list with a colleague, or change their access',
  description: `The owner only (403 for a colleague the list is shared with). \`access\` 'read' (see it, buy from it) or 'full' (also change its products and name). \`user_id\` must be an active user of the caller's company: another company's, an unknown, disabled or invited user is 404; the caller is 400. The default list may be shared too. ${SHARING}`,
  headers: acceptLanguageHeaders,
  params: wishlistIdParamsSchema,
  body: wishlistShareBodySchema,
  response: { 200: wishlistShareResponseSchema, ...errors },
};

export const unshareRoute = {
  tags: ['wishlist'],
  summary: 'Stop sharing a favourites list with a colleague, or leave a list shared with you',
  description: `The owner removes any colleague's share; a colleague the list is shared with may remove only their own (leave the list; others → 403). Removing a share that does not exist is no error. ${SHARING}`,
  headers: acceptLanguageHeaders,
  params: wishlistShareParamsSchema,
  response: { 200: wishlistShareDeletedResponseSchema, ...errors },
};
