// GET /jsonapi/customer (SPEC §7): the caller's own customer document. Protected by default
// (plugins/auth.ts); scoped to the token's user only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.ts';
import { unauthorized } from '../../http-error.ts';
import { toCustomerDocument } from './document.ts';
import { getCustomerRoute, includedPaths } from './schemas.ts';

export const customerRoutes: FastifyPluginAsyncZod = (fastify) => {
  fastify.get('/jsonapi/customer', { schema: getCustomerRoute }, async (request, reply) => {
    const auth = authOf(request);
    const include = includedPaths(request.query.include);
    const record = await fastify.customerRepository.findCustomer(auth.userId, {
      partner: include.has('partner'),
    });
    // The token outlived its user (deleted since): the session is over.
    if (!record) throw unauthorized('unknown_user');
    // Personal data: never stored by shared caches, never served to another user.
    void reply.header('cache-control', 'private, no-store');
    return toCustomerDocument(record, include);
  });
  return Promise.resolve();
};
