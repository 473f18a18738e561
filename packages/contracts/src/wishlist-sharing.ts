// Favourites lists shared with colleagues (issue #15; decision 039). Our calls (SPEC is silent),
// shared by the shop API (validation, OpenAPI) and the web. Every call needs a session; an agent
// acts as the customer he visits (none → 403). State-changing calls need X-CSRF-Token.
//
//   GET    /api/customer/wishlist/colleagues           → 200 {data: WishlistColleague[]}
//          the active users of the caller's company except the caller, by name
//   GET    /api/customer/wishlist/{id}/shares          → 200 {data: WishlistShare[]}
//   POST   /api/customer/wishlist/{id}/shares {user_id, access}
//                                                      → 200 {data: WishlistShare}
//          (a new share or a changed access: upsert)
//   DELETE /api/customer/wishlist/{id}/shares/{userId} → 200 {status: 'deleted'}
//
// Failures ({error, errors?} of errors.ts, in the request's language):
//   - a list the caller neither owns nor has shared with them → 404 (as an unknown id);
//   - the shares of a list shared with the caller (not theirs) → 403, except that a colleague may
//     remove their own share (leave the list);
//   - user_id not an active colleague of the caller's company (another company's user, an
//     unknown, disabled or invited one) → 404 (errors.user_id); the caller themselves → 400.
// Deleting a share that does not exist is no error (idempotent).
import { z } from 'zod';
import { WISHLIST_SHARE_ACCESSES } from '@gradnik/domain/wishlist-sharing';
import { DB_ID_MAX, idParamSchema } from './ids.ts';

/** A colleague one may share a list with (the share dialog's choice). */
export const wishlistColleagueSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
});
export type WishlistColleague = z.infer<typeof wishlistColleagueSchema>;
export const wishlistColleaguesResponseSchema = z.object({
  data: z.array(wishlistColleagueSchema),
});
export type WishlistColleaguesResponse = z.infer<typeof wishlistColleaguesResponseSchema>;

/** 'read': see the list and buy from it; 'full': also change its products and name. */
export const wishlistShareAccessSchema = z.enum(WISHLIST_SHARE_ACCESSES);

/** One colleague a list is shared with. */
export const wishlistShareSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  access: wishlistShareAccessSchema,
});
export type WishlistShare = z.infer<typeof wishlistShareSchema>;
export const wishlistSharesResponseSchema = z.object({ data: z.array(wishlistShareSchema) });
export type WishlistSharesResponse = z.infer<typeof wishlistSharesResponseSchema>;
export const wishlistShareResponseSchema = z.object({ data: wishlistShareSchema });
export type WishlistShareResponse = z.infer<typeof wishlistShareResponseSchema>;

/** POST …/{id}/shares. `user_id` as a number or as digits. */
export const wishlistShareBodySchema = z
  .object({
    user_id: z.union([z.number().int().min(1).max(DB_ID_MAX), idParamSchema]),
    access: wishlistShareAccessSchema,
  })
  .strict();
export type WishlistShareBody = z.input<typeof wishlistShareBodySchema>;

/** DELETE …/{id}/shares/{userId} */
export const wishlistShareParamsSchema = z
  .object({ id: idParamSchema, userId: idParamSchema })
  .strict();

export const wishlistShareDeletedResponseSchema = z.object({ status: z.literal('deleted') });
export type WishlistShareDeletedResponse = z.infer<typeof wishlistShareDeletedResponseSchema>;
