// The favourites list's files (issue #15 "export a list as CSV and XLSX", "print a list for the
// yard"; decision 041): GET …/wishlist/{id}/export and …/print. Reading calls (no CSRF): the
// owner or a colleague the list is shared with; anyone else gets 404 (service.ts). Files are
// attachments with their file name, as the documents' (document/routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendFile } from '../document/routes.ts';
import { exportWishlistRoute, printWishlistRoute } from './schemas.ts';

export const wishlistFilesRoutes: FastifyPluginAsyncZod = (fastify) => {
  const files = fastify.wishlistFilesService;

  fastify.get(
    '/api/customer/wishlist/:id/export',
    { schema: exportWishlistRoute },
    async (request, reply) =>
      sendFile(
        reply,
        await files.exportList(
          request,
          request.params.id,
          request.query.format,
          request.query.lang,
        ),
      ),
  );

  fastify.get(
    '/api/customer/wishlist/:id/print',
    { schema: printWishlistRoute },
    async (request, reply) =>
      sendFile(reply, await files.printList(request, request.params.id, request.query.lang)),
  );

  return Promise.resolve();
};
