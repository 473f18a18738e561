// Favourites lists (issue #15; SPEC §3 Favourites list, §5 Other, §6, §7 Favourites, §8;
// decisions 038, 039): the eight SPEC §7 calls under /api/customer/wishlist. Thin: every call
// that names a list asks the one gate first (access.ts: the repository's `accessOf`), so a list
// neither the caller's own nor shared with them — another user's, another company's — is a 404
// like an unknown one; a read-only share may only read (403), only the owner deletes (403). An
// agent impersonating a customer carries that customer's user id and acts as them (the
// impersonation audit records the non-GET calls); an agent acting for nobody has no favourites
// (403). The sharing calls are in sharing-routes.ts.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type {
  WishlistListItem,
  WishlistProductMapEntry,
  WishlistSummary,
} from '@gradnik/contracts/wishlist';
import {
  normaliseWishlistName,
  WISHLIST_NAME_MAX_LENGTH,
  wishlistAddedMessage,
  wishlistNameMatches,
  wishlistRemovedMessage,
} from '@gradnik/domain/wishlist';
import { HttpError } from '../../http-error.ts';
import { requestLocale } from '../../request-locale.ts';
import { requireCsrf } from '../token/csrf.ts';
import { requireWishlistAccess, wishlistCallerOf } from './access.ts';
import { wishlistError, wishlistMessage } from './messages.ts';
import type { NameOutcome, WishlistListRow, WishlistRow } from './repository.ts';
import {
  addProductsRoute,
  addWishlistRoute,
  destroyWishlistRoute,
  editWishlistRoute,
  getWishlistRoute,
  listWishlistsRoute,
  productMapRoute,
  removeProductsRoute,
} from './schemas.ts';

function toSummary(row: WishlistRow): WishlistSummary {
  return {
    id: row.id,
    name: row.name,
    default: row.isDefault,
    products_count: row.productsCount,
  };
}

function toListItem(row: WishlistListRow): WishlistListItem {
  return {
    ...toSummary(row),
    owner: row.owner,
    access: row.access,
    shared_with_count: row.sharedWithCount,
  };
}

export const wishlistRoutes: FastifyPluginAsyncZod = (fastify) => {
  const repo = fastify.wishlistRepository;
  const csrf = requireCsrf(fastify.apiConfig.jwtSecret);

  /** The normalised name, or a 400 naming the field in the request's language. */
  function nameOf(request: FastifyRequest, raw: string): string {
    const name = normaliseWishlistName(raw);
    const key =
      name === '' ? 'nameRequired' : name.length > WISHLIST_NAME_MAX_LENGTH ? 'nameTooLong' : null;
    if (key) {
      const text = wishlistMessage(key, requestLocale(request));
      throw new HttpError(400, text, key, { name: [text] });
    }
    return name;
  }

  /** SPEC §5: a missing or empty product list is a 400 with the exact SPEC text. */
  function productIdsOf(
    request: FastifyRequest,
    ids: number[] | undefined,
    key: 'productsNotValid' | 'productNotValid',
  ): number[] {
    if (!ids || ids.length === 0) {
      const text = wishlistMessage(key, requestLocale(request));
      throw new HttpError(400, text, key, { product_ids: [text] });
    }
    return [...new Set(ids)];
  }

  function named(request: FastifyRequest, result: NameOutcome): WishlistSummary {
    if (result.outcome === 'duplicate') throw wishlistError(request, 409, 'duplicateName');
    if (result.outcome === 'not_found') throw wishlistError(request, 404, 'notFound');
    if (result.outcome === 'default') throw wishlistError(request, 403, 'defaultProtected');
    return toSummary(result.row);
  }

  /** A list's summary after a change (a list deleted meanwhile is a 404). */
  async function summaryOf(request: FastifyRequest, id: number) {
    const row = await repo.summary(id);
    if (!row) throw wishlistError(request, 404, 'notFound');
    return row;
  }

  fastify.get(
    '/api/customer/wishlist/user',
    { schema: listWishlistsRoute },
    async (request, reply) => {
      requestLocale(request, reply);
      const { userId, partnerId } = wishlistCallerOf(request);
      const search = request.query.search ?? '';
      const rows = await repo.list(userId, partnerId);
      return { data: rows.filter((r) => wishlistNameMatches(r.name, search)).map(toListItem) };
    },
  );

  fastify.get(
    '/api/customer/wishlist/product/user',
    { schema: productMapRoute },
    async (request, reply) => {
      requestLocale(request, reply);
      const { userId, partnerId } = wishlistCallerOf(request);
      // The database writes the array (repository productMapJson); its shape is the contract's
      // wishlistProductMapResponseSchema, which the API tests parse the answer with.
      const data = await repo.productMapJson(userId, partnerId);
      // A string answer is sent as it is (Fastify serializes only objects).
      return reply
        .type('application/json; charset=utf-8')
        .send(`{"data":${data}}` as unknown as { data: WishlistProductMapEntry[] });
    },
  );

  fastify.get(
    '/api/customer/wishlist/:id',
    { schema: getWishlistRoute },
    async (request, reply) => {
      requestLocale(request, reply);
      const id = request.params.id;
      const { userId, partnerId } = await requireWishlistAccess(repo, request, id, 'read');
      const [row, products] = await Promise.all([
        repo.item(userId, partnerId, id),
        repo.products(id),
      ]);
      if (!row) throw wishlistError(request, 404, 'notFound');
      return {
        data: {
          ...toListItem(row),
          products: products.map((p) => ({
            product_id: p.productId,
            code: p.code,
            quantity: p.quantity,
            added_at: p.addedAt.toISOString(),
          })),
        },
      };
    },
  );

  fastify.post(
    '/api/customer/wishlist/add',
    { schema: addWishlistRoute, preHandler: csrf },
    async (request, reply) => {
      const { userId } = wishlistCallerOf(request);
      const name = nameOf(request, request.body.name);
      const data = named(request, await repo.create(userId, name));
      request.log.info({ wishlist: data.id }, 'wishlist created');
      void reply.code(201);
      return { data };
    },
  );

  fastify.post(
    '/api/customer/wishlist/edit/:id',
    { schema: editWishlistRoute, preHandler: csrf },
    async (request) => {
      // The owner or a colleague with full access (decision 039); the name stays unique among
      // the owner's lists.
      await requireWishlistAccess(repo, request, request.params.id, 'change');
      const name = nameOf(request, request.body.name);
      return { data: named(request, await repo.rename(request.params.id, name)) };
    },
  );

  fastify.delete(
    '/api/customer/wishlist/destroy/:id',
    { schema: destroyWishlistRoute, preHandler: csrf },
    async (request) => {
      // Only the owner deletes a list, shared or not (decision 039).
      const { userId } = await requireWishlistAccess(repo, request, request.params.id, 'delete');
      const result = await repo.destroy(userId, request.params.id);
      if (result === 'not_found') throw wishlistError(request, 404, 'notFound');
      if (result === 'default') throw wishlistError(request, 403, 'defaultProtected');
      request.log.info({ wishlist: request.params.id }, 'wishlist deleted');
      return { status: 'deleted' as const };
    },
  );

  fastify.post(
    '/api/customer/wishlist/product/add/:id',
    { schema: addProductsRoute, preHandler: csrf },
    async (request) => {
      // The list first: another user's list is a 404, a read-only share a 403, whatever the
      // body says.
      const listId = request.params.id;
      await requireWishlistAccess(repo, request, listId, 'change');
      const ids = productIdsOf(request, request.body.product_ids, 'productsNotValid');
      const unknown = await repo.unknownProducts(ids);
      if (unknown.length > 0) {
        const text = wishlistMessage('unknownProducts', requestLocale(request)).replace(
          '{ids}',
          unknown.join(', '),
        );
        throw new HttpError(404, text, 'unknownProducts', { product_ids: [text] });
      }
      await repo.addProducts(listId, ids, request.body.quantity ?? 1);
      return {
        data: toSummary(await summaryOf(request, listId)),
        message: wishlistAddedMessage(ids.length, requestLocale(request)),
      };
    },
  );

  fastify.delete(
    '/api/customer/wishlist/product/:id',
    { schema: removeProductsRoute, preHandler: csrf },
    async (request) => {
      const listId = request.params.id;
      await requireWishlistAccess(repo, request, listId, 'change');
      const ids = productIdsOf(request, request.body?.product_ids, 'productNotValid');
      await repo.removeProducts(listId, ids);
      return {
        data: toSummary(await summaryOf(request, listId)),
        message: wishlistRemovedMessage(ids.length, requestLocale(request)),
      };
    },
  );

  return Promise.resolve();
};
