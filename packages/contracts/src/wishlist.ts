// Favourites lists (issue #15; SPEC §3 Favourites list and Product favoriteData, §5 Other, §6,
// §7 Favourites, §8; decision 038). Shared by the shop API (validation, OpenAPI) and the web.
// Every call needs a session; an agent acts as the customer he visits (none → 403). A list id
// that is neither the caller's own nor shared with them (another user's, another company's,
// unknown) is a 404. Shared lists (decision 039, wishlist-sharing.ts): read-only access may read
// only (changes → 403), full access may also change products and the name; only the owner
// deletes a list (403 otherwise).
//
//   GET    /api/customer/wishlist/user?search=         → 200 {data: WishlistListItem[]}
//          (own lists: default first, then by name; then the lists shared with the caller, by
//          owner; search: case- and accent-insensitive substring)
//   GET    /api/customer/wishlist/{id}                 → 200 {data: WishlistDetail}
//   POST   /api/customer/wishlist/add {name}           → 201 {data: WishlistSummary}
//   POST   /api/customer/wishlist/edit/{id} {name}     → 200 {data: WishlistSummary}
//   DELETE /api/customer/wishlist/destroy/{id}         → 200 {status: 'deleted'}
//   POST   /api/customer/wishlist/product/add/{id} {product_ids, quantity?}
//                                                      → 200 {data: WishlistSummary, message}
//   DELETE /api/customer/wishlist/product/{id} {product_ids}
//                                                      → 200 {data: WishlistSummary, message}
//   GET    /api/customer/wishlist/product/user         → 200 {data: [{product_id, wishlists}]}
//
// Failures ({error, errors?} of errors.ts, in the request's language):
//   - name empty/too long → 400 (errors.name); a name another of the user's lists has
//     (case-insensitive) → 409; edit or destroy of the default list → 403 (SPEC §6);
//   - product_ids missing or empty → 400 with error exactly 'Products is not valid' (add) or
//     'Product is not valid' (remove) (SPEC §5); more than 500 ids or a bad id → 400;
//   - product add with ids of products that do not exist (or are not listed) → 404, nothing added.
// Adding a product that is already in the list changes nothing (its quantity stays); removing
// one that is not there is no error.
//
// Product rows: WishlistDetail carries ids and codes only. The favourites page fetches the rows
// (names, images, partner prices and stock) from the catalogue exactly like the category table:
// GET /jsonapi/product?filter[code][]=…&include=… (productListSearch({codes}) of
// catalog-query.ts; at most PRODUCT_CODES_MAX codes a call, so page the codes). No catalogue
// change was needed. A favourite whose product is no longer listed has no catalogue row.
//
// The default list ('Priljubljeni') is created on first use by any call that reads or changes
// lists, so every user has one (SPEC §6).
import { z } from 'zod';
import {
  WISHLIST_MESSAGES,
  WISHLIST_NAME_MAX_LENGTH,
  WISHLIST_PRODUCT_IDS_MAX,
  WISHLIST_QUANTITY_MAX,
} from '@gradnik/domain/wishlist';
import { DB_ID_MAX, idParamSchema } from './ids.ts';

export {
  WISHLIST_NAME_MAX_LENGTH,
  WISHLIST_PRODUCT_IDS_MAX,
  WISHLIST_QUANTITY_MAX,
} from '@gradnik/domain/wishlist';

/** Path parameter {id} of every call that names a list. */
export const wishlistIdParamsSchema = z.object({ id: idParamSchema }).strict();

/** GET /api/customer/wishlist/user?search= */
export const wishlistListQuerySchema = z
  .object({ search: z.string().max(WISHLIST_NAME_MAX_LENGTH).optional() })
  .strict();
export type WishlistListQuery = z.infer<typeof wishlistListQuerySchema>;

/** A list in the dropdown and the lists page. `default`: SPEC §3 (cannot be edited or deleted). */
export const wishlistSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  default: z.boolean(),
  products_count: z.number().int(),
});
export type WishlistSummary = z.infer<typeof wishlistSummarySchema>;

/** What the caller may do with a list (decision 039): their own, shared full or read-only. */
export const wishlistAccessSchema = z.enum(['owner', 'full', 'read']);

/**
 * A list as GET …/wishlist/user and GET …/wishlist/{id} answer it (decision 039): the summary
 * and who it belongs to. `owner`: null for the caller's own lists, else the colleague who shared
 * it. `shared_with_count`: with how many colleagues the caller's own list is shared (null for a
 * list shared with the caller: who else has it is the owner's business).
 */
export const wishlistListItemSchema = wishlistSummarySchema.extend({
  owner: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  access: wishlistAccessSchema,
  shared_with_count: z.number().int().nullable(),
});
export type WishlistListItem = z.infer<typeof wishlistListItemSchema>;

/** The caller's own lists (default first, then by name), then those shared with them. */
export const wishlistListResponseSchema = z.object({ data: z.array(wishlistListItemSchema) });
export type WishlistListResponse = z.infer<typeof wishlistListResponseSchema>;

/** One favourite: the product (id and code, for the catalogue call), quantity, when added. */
export const wishlistProductSchema = z.object({
  product_id: z.number().int(),
  code: z.string(),
  quantity: z.number(),
  /** ISO 8601 instant. */
  added_at: z.string(),
});
export type WishlistProduct = z.infer<typeof wishlistProductSchema>;

/** GET /api/customer/wishlist/{id}: products newest first. */
export const wishlistDetailSchema = wishlistListItemSchema.extend({
  products: z.array(wishlistProductSchema),
});
export type WishlistDetail = z.infer<typeof wishlistDetailSchema>;
export const wishlistDetailResponseSchema = z.object({ data: wishlistDetailSchema });
export type WishlistDetailResponse = z.infer<typeof wishlistDetailResponseSchema>;

/**
 * POST …/add and …/edit/{id}. The name is normalised (trimmed, inner white space as one space)
 * and then 1 to 100 characters; the emptiness and length messages come from the API in the
 * request's language.
 */
export const wishlistNameBodySchema = z.object({ name: z.string().max(1000) }).strict();
export type WishlistNameBody = z.infer<typeof wishlistNameBodySchema>;

export const wishlistSummaryResponseSchema = z.object({ data: wishlistSummarySchema });
export type WishlistSummaryResponse = z.infer<typeof wishlistSummaryResponseSchema>;

/** DELETE …/destroy/{id} */
export const wishlistDeletedResponseSchema = z.object({ status: z.literal('deleted') });
export type WishlistDeletedResponse = z.infer<typeof wishlistDeletedResponseSchema>;

/** A product id as a number or as digits ("42"). */
const productIdSchema = z.union([z.number().int().min(1).max(DB_ID_MAX), idParamSchema]);

const productIdsSchema = (message: string) =>
  z
    .array(productIdSchema, { error: message })
    .max(WISHLIST_PRODUCT_IDS_MAX, { error: `at most ${WISHLIST_PRODUCT_IDS_MAX} products` })
    .optional();

/**
 * POST …/product/add/{id}. `product_ids` missing or empty → 400 'Products is not valid' (SPEC
 * §5; checked by the API so the text is exact). `quantity`: SPEC sends 1; any positive number
 * up to 1 000 000 (3 decimals kept), default 1.
 */
export const wishlistProductAddBodySchema = z
  .object({
    product_ids: productIdsSchema(WISHLIST_MESSAGES.productsNotValid.en),
    quantity: z.number().min(0.001).max(WISHLIST_QUANTITY_MAX).optional(),
  })
  .strict();
export type WishlistProductAddBody = z.input<typeof wishlistProductAddBodySchema>;

/** DELETE …/product/{id}: `product_ids` missing or empty → 400 'Product is not valid' (SPEC §5). */
export const wishlistProductRemoveBodySchema = z
  .object({ product_ids: productIdsSchema(WISHLIST_MESSAGES.productNotValid.en) })
  .strict();
export type WishlistProductRemoveBody = z.input<typeof wishlistProductRemoveBodySchema>;

/** Product add/remove: the list's new summary and the text to show (SPEC §8 for removals). */
export const wishlistProductsResponseSchema = z.object({
  data: wishlistSummarySchema,
  message: z.string(),
});
export type WishlistProductsResponse = z.infer<typeof wishlistProductsResponseSchema>;

/**
 * GET /api/customer/wishlist/product/user: every product in any of the user's lists — their own
 * and those shared with them with full access (decision 039: lists they can put products in) —
 * with the ids of those lists (ascending): a product's favoriteData.listsIDs (SPEC §3).
 */
export const wishlistProductMapEntrySchema = z.object({
  product_id: z.number().int(),
  wishlists: z.array(z.number().int()),
});
export type WishlistProductMapEntry = z.infer<typeof wishlistProductMapEntrySchema>;
export const wishlistProductMapResponseSchema = z.object({
  data: z.array(wishlistProductMapEntrySchema),
});
export type WishlistProductMapResponse = z.infer<typeof wishlistProductMapResponseSchema>;
