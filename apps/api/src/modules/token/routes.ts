// POST /api/token, /api/token/refresh, /api/token/revoke: public (they hand out the bearer
// token) and rate limited per client address on top of the per-account lock.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.ts';
import { csrfTokenFor } from './csrf.ts';
import { csrfRoute, passwordGrantRoute, refreshGrantRoute, revokeRoute } from './schemas.ts';

export const tokenRoutes: FastifyPluginAsyncZod = (fastify) => {
  const config = {
    public: true,
    rateLimit: { max: fastify.apiConfig.tokenRateLimitPerMinute, timeWindow: 60_000 },
  };

  fastify.post('/api/token', { schema: passwordGrantRoute, config }, async (request) =>
    fastify.tokenService.passwordGrant(request.body.email, request.body.password),
  );

  fastify.post('/api/token/refresh', { schema: refreshGrantRoute, config }, async (request) =>
    fastify.tokenService.refresh(request.body.refresh_token),
  );

  fastify.post('/api/token/revoke', { schema: revokeRoute, config }, async (request, reply) => {
    await fastify.tokenService.revoke(request.body.refresh_token);
    return reply.code(204).send(null);
  });

  // Protected (bearer): the token belongs to the caller's own session (decision 008).
  fastify.get('/api/csrf', { schema: csrfRoute }, (request, reply) => {
    void reply.header('cache-control', 'private, no-store');
    return Promise.resolve({
      csrfToken: csrfTokenFor(fastify.apiConfig.jwtSecret, authOf(request)),
    });
  });

  return Promise.resolve();
};
