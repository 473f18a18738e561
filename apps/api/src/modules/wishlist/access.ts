// Who may do what with a favourites list (issue #15; decisions 038, 039), for every route that
// names a list — the favourites' own and other modules' (list import, list files). One gate:
// the repository's `accessOf` and the domain's `wishlistRefusal`, answered the same way
// everywhere: no access → 404 'notFound' (another user's unshared list and another company's
// list look like unknown ones), too little access → 403 with the reason.
import type { FastifyRequest } from 'fastify';
import type { WishlistAction } from '@gradnik/domain/wishlist-sharing';
import { wishlistRefusal } from '@gradnik/domain/wishlist-sharing';
import { authOf } from '../../plugins/auth.ts';
import { wishlistError } from './messages.ts';
import type { WishlistAccess, WishlistRepository } from './repository.ts';

export interface WishlistCaller {
  userId: number;
  partnerId: number;
}

/**
 * The caller whose favourites these are: the signed-in customer user, or the customer an agent
 * acts for. SPEC §6: an agent acting for nobody belongs to no partner and keeps no favourites
 * (403).
 */
export function wishlistCallerOf(request: FastifyRequest): WishlistCaller {
  const auth = authOf(request);
  if (auth.partnerId === null) throw wishlistError(request, 403, 'agentWithoutCustomer');
  return { userId: auth.userId, partnerId: auth.partnerId };
}

/**
 * The caller and their access to list `listId` if it allows `action` ('read': owner, full or
 * read; 'change' products or name: owner or full; 'delete' and 'share': owner); else throws 404
 * or 403 in the request's language.
 */
export async function requireWishlistAccess(
  repo: WishlistRepository,
  request: FastifyRequest,
  listId: number,
  action: WishlistAction,
): Promise<WishlistCaller & { access: WishlistAccess }> {
  const caller = wishlistCallerOf(request);
  const access = await repo.accessOf(caller.userId, caller.partnerId, listId);
  const refusal = wishlistRefusal(action, access);
  if (refusal === 'notFound' || access === null) throw wishlistError(request, 404, 'notFound');
  if (refusal) throw wishlistError(request, 403, refusal);
  return { ...caller, access };
}
