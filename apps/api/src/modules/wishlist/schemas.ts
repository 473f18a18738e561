// Favourites lists (issue #15; SPEC §7 Favourites; decision 038): route schemas from the
// contract (packages/contracts wishlist.ts).
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
import { acceptLanguageHeaders } from '../catalog/schemas.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

const RULES =
  "The caller's own lists only (an agent impersonating a customer acts as that customer; an " +
  "agent acting for nobody gets 403). Another user's or company's list id is 404, as an " +
  'unknown one. State-changing calls need the X-CSRF-Token header.';

export const listWishlistsRoute = {
  tags: ['wishlist'],
  summary: "The user's favourites lists (SPEC §7)",
  description: `The default list first (created on first use), then by name; \`search\` filters names case- and accent-insensitively. ${RULES}`,
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
  description: `Every product in any of the user's lists with those lists' ids (a product's favoriteData.listsIDs, SPEC §3). ${RULES}`,
  headers: acceptLanguageHeaders,
  response: { 200: wishlistProductMapResponseSchema, ...errors },
};
