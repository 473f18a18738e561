// Sharing favourites lists with colleagues of the same company (issue #15; decision 039; SPEC
// is silent): the colleagues to choose from, a list's shares, share (or change access) and
// unshare. Thin over the repository; the list gate is access.ts (no access → 404 as an unknown
// list; shares are the owner's → 403 for a colleague, who may only remove their own share, i.e.
// leave the list). An agent impersonating a customer acts as them; the impersonation audit
// records the state-changing calls of a visit (an onResponse hook for every non-GET route).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WishlistShare } from '@gradnik/contracts/wishlist-sharing';
import { HttpError } from '../../http-error.ts';
import { requestLocale } from '../../request-locale.ts';
import { requireCsrf } from '../token/csrf.ts';
import { requireWishlistAccess, wishlistCallerOf } from './access.ts';
import { wishlistError, wishlistMessage } from './messages.ts';
import type { ShareRow } from './repository.ts';
import { colleaguesRoute, listSharesRoute, shareRoute, unshareRoute } from './schemas.ts';

function toShare(row: ShareRow): WishlistShare {
  return { user_id: row.id, name: row.name, email: row.email, access: row.access };
}

export const wishlistSharingRoutes: FastifyPluginAsyncZod = (fastify) => {
  const repo = fastify.wishlistRepository;
  const csrf = requireCsrf(fastify.apiConfig.jwtSecret);

  fastify.get(
    '/api/customer/wishlist/colleagues',
    { schema: colleaguesRoute },
    async (request, reply) => {
      requestLocale(request, reply);
      const { userId, partnerId } = wishlistCallerOf(request);
      return { data: await repo.colleagues(userId, partnerId) };
    },
  );

  fastify.get(
    '/api/customer/wishlist/:id/shares',
    { schema: listSharesRoute },
    async (request, reply) => {
      requestLocale(request, reply);
      const id = request.params.id;
      const { partnerId } = await requireWishlistAccess(repo, request, id, 'share');
      return { data: (await repo.shares(id, partnerId)).map(toShare) };
    },
  );

  fastify.post(
    '/api/customer/wishlist/:id/shares',
    { schema: shareRoute, preHandler: csrf },
    async (request) => {
      const id = request.params.id;
      const { userId, partnerId } = await requireWishlistAccess(repo, request, id, 'share');
      const colleagueId = Number(request.body.user_id);
      if (colleagueId === userId) {
        const text = wishlistMessage('shareSelf', requestLocale(request));
        throw new HttpError(400, text, 'shareSelf', { user_id: [text] });
      }
      const result = await repo.share(id, partnerId, colleagueId, request.body.access);
      if (result === 'not_found') throw wishlistError(request, 404, 'notFound');
      if (result === 'not_colleague') {
        // Another company's user, an unknown, disabled or invited one: the same answer.
        const text = wishlistMessage('colleagueNotFound', requestLocale(request));
        throw new HttpError(404, text, 'colleagueNotFound', { user_id: [text] });
      }
      request.log.info({ wishlist: id, user: colleagueId }, 'wishlist shared');
      return { data: toShare(result) };
    },
  );

  fastify.delete(
    '/api/customer/wishlist/:id/shares/:userId',
    { schema: unshareRoute, preHandler: csrf },
    async (request) => {
      const { id, userId: shareUserId } = request.params;
      const { userId, access } = await requireWishlistAccess(repo, request, id, 'read');
      if (access === 'owner' && shareUserId === userId)
        throw wishlistError(request, 400, 'shareSelf');
      // A colleague may leave a list shared with them, not remove another colleague.
      if (access !== 'owner' && shareUserId !== userId)
        throw wishlistError(request, 403, 'ownerOnlyShares');
      if (await repo.unshare(id, shareUserId))
        request.log.info({ wishlist: id, user: shareUserId }, 'wishlist unshared');
      return { status: 'deleted' as const };
    },
  );

  return Promise.resolve();
};
