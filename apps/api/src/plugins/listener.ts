// The instance's one LISTEN connection (packages/db listen.ts), shared by every module that must
// hear of changes made by any instance: the bell's unread counts (decision 042) and session ends
// (decision 015). One per app, not per module: each listening connection is held for good, and
// with many instances on one PostgreSQL a connection per channel multiplies what the server must
// allow (issue #16). Closing the app closes it, once.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createListener, type Listener } from '@gradnik/db/listen';

declare module 'fastify' {
  interface FastifyInstance {
    listener: Listener;
  }
}

export const listenerPlugin = fp(
  (fastify: FastifyInstance) => {
    const listener = createListener(fastify.db);
    fastify.decorate('listener', listener);
    fastify.addHook('onClose', () => listener.close());
    return Promise.resolve();
  },
  { name: 'gradnik-api-listener', dependencies: ['gradnik-api-db'], fastify: '5.x' },
);
