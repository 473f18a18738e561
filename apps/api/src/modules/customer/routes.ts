// GET /jsonapi/customer (SPEC §7): the caller's own customer document. PATCH /jsonapi/customer
// (issue #13 "My profile", decision 027): the caller changes their own contact fields and
// language. Protected by default (plugins/auth.ts); scoped to the token's user only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkProfileUpdate } from '@gradnik/contracts/profile';
import { profileMessage } from '@gradnik/domain/profile';
import { isAgent } from '@gradnik/domain/roles';
import { authOf } from '../../plugins/auth.ts';
import { unauthorized } from '../../http-error.ts';
import { requestLocale } from '../../request-locale.ts';
import { requireCsrf } from '../token/csrf.ts';
import { toCustomerDocument } from './document.ts';
import { customerError } from './messages.ts';
import { getCustomerRoute, includedPaths, updateCustomerRoute } from './schemas.ts';

export const customerRoutes: FastifyPluginAsyncZod = (fastify) => {
  const csrf = requireCsrf(fastify.apiConfig.jwtSecret);

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

  fastify.patch(
    '/jsonapi/customer',
    { schema: updateCustomerRoute, preHandler: csrf },
    async (request, reply) => {
      const auth = authOf(request);
      // SPEC §6: an agent acting for nobody has no customer profile; while impersonating the
      // token is the customer's, so the agent changes what the customer could (SPEC §6).
      if (isAgent(auth.role) && !auth.impersonation) {
        throw customerError(request, 403, 'agentHasNoProfile');
      }
      // The route takes no id: the token's user is the one changed. A JSON:API id naming
      // another resource is a conflict (JSON:API "Updating Resources"), never a way in.
      const { id } = request.body.data;
      if (id !== undefined && id !== String(auth.userId)) {
        throw customerError(request, 409, 'notYourProfile');
      }
      const locale = requestLocale(request, reply);
      const checked = checkProfileUpdate(request.body);
      if (!checked.ok) {
        const fields: Record<string, string[]> = {};
        for (const problem of checked.errors) {
          const path =
            problem.field === 'attributes' ? 'data.attributes' : `data.attributes.${problem.field}`;
          (fields[path] ??= []).push(profileMessage(problem, locale));
        }
        throw customerError(request, 400, 'invalidProfile', fields);
      }
      const updated = await fastify.customerRepository.updateProfile(auth.userId, checked.value);
      if (!updated) throw unauthorized('unknown_user');
      const include = includedPaths(request.query.include);
      const record = await fastify.customerRepository.findCustomer(auth.userId, {
        partner: include.has('partner'),
      });
      if (!record) throw unauthorized('unknown_user');
      void reply.header('cache-control', 'private, no-store');
      return toCustomerDocument(record, include);
    },
  );
  return Promise.resolve();
};
