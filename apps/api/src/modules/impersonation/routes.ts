// Impersonation calls (SPEC §7; issue #13): thin routes over the impersonation service.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCsrf } from '../token/csrf.ts';
import {
  currentImpersonationRoute,
  depersonateRoute,
  exchangeRoute,
  impersonateRoute,
  impersonationAuditRoute,
} from './schemas.ts';

export const impersonationRoutes: FastifyPluginAsyncZod = (fastify) => {
  const csrf = requireCsrf(fastify.apiConfig.jwtSecret);
  const service = fastify.impersonation;
  const noStore = { 'cache-control': 'private, no-store' };

  fastify.post(
    '/api/customer/impersonate',
    { schema: impersonateRoute, preHandler: csrf },
    async (request, reply) => {
      void reply.headers(noStore);
      return service.start(request, request.body);
    },
  );
  fastify.post(
    '/api/customer/impersonate/session',
    { schema: exchangeRoute, preHandler: csrf },
    async (request, reply) => {
      void reply.headers(noStore);
      return service.exchange(request, request.body.ident);
    },
  );
  fastify.post(
    '/api/customer/depersonate',
    { schema: depersonateRoute, preHandler: csrf },
    async (request, reply) => {
      void reply.headers(noStore);
      return service.stop(request, request.body);
    },
  );
  fastify.get(
    '/api/customer/impersonation',
    { schema: currentImpersonationRoute },
    async (request, reply) => {
      void reply.headers(noStore);
      return service.current(request);
    },
  );
  fastify.get(
    '/api/partner/impersonations',
    { schema: impersonationAuditRoute },
    async (request, reply) => {
      void reply.headers(noStore);
      return service.audit(request, request.query.page, request.query.per_page);
    },
  );
  return Promise.resolve();
};
