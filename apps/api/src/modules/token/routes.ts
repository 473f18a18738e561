// POST /api/token, /api/token/refresh, /api/token/revoke: public (they hand out the bearer
// token). Only failures are limited, per client address, account and known device, in the
// database so the limits hold across instances (issue #10 §1, decision 015).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.ts';
import { csrfTokenFor } from './csrf.ts';
import {
  csrfRoute,
  endSessionRoute,
  passwordGrantRoute,
  refreshGrantRoute,
  revokeRoute,
  sessionRoute,
} from './schemas.ts';

export const tokenRoutes: FastifyPluginAsyncZod = (fastify) => {
  const config = { public: true };

  fastify.post('/api/token', { schema: passwordGrantRoute, config }, async (request) =>
    fastify.tokenService.passwordGrant(request.body.email, request.body.password, {
      ip: request.ip,
      device: request.body.device,
    }),
  );

  fastify.post('/api/token/refresh', { schema: refreshGrantRoute, config }, async (request) =>
    fastify.tokenService.refresh(request.body.refresh_token, { ip: request.ip }),
  );

  fastify.post('/api/token/revoke', { schema: revokeRoute, config }, async (request, reply) => {
    await fastify.tokenService.revoke(request.body.refresh_token);
    return reply.code(204).send(null);
  });

  // Protected (bearer): answering at all means the caller's session lives (the auth plugin
  // checked it). The web server asks before it trusts a session cookie (decision 015).
  fastify.get('/api/token/session', { schema: sessionRoute }, async (_request, reply) => {
    void reply.header('cache-control', 'private, no-store');
    return reply.code(204).send(null);
  });

  // Ends the bearer's own session: sign-out with an external provider, whose refresh token
  // the shop API does not hold.
  fastify.delete('/api/token/session', { schema: endSessionRoute }, async (request, reply) => {
    const auth = authOf(request);
    if (auth.sessionId) await fastify.signInSessions.end(auth.sessionId, auth.userId);
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
