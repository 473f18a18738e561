// Answers to a signed-in caller are theirs alone: partner prices, stock, the basket (issue #10
// §4). Unless a route says otherwise (search and stock keep `private, max-age=60`, SPEC §9),
// such an answer is `private, no-store`, so no shared cache keeps it and no later user of the
// same browser finds it. One rule here instead of one header per route, so a new route that
// shows prices cannot forget it.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const PRIVATE_ANSWER = 'private, no-store';

export const privateAnswersPlugin = fp(
  (fastify: FastifyInstance) => {
    fastify.addHook('onSend', (request, reply, payload, done) => {
      // request.auth is set by the auth plugin on every route that needs a bearer token.
      if (request.auth && !reply.hasHeader('cache-control'))
        void reply.header('cache-control', PRIVATE_ANSWER);
      done(null, payload);
    });
    return Promise.resolve();
  },
  { name: 'gradnik-api-private-answers', fastify: '5.x', dependencies: ['gradnik-api-auth'] },
);
