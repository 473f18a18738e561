// The database handle, decorated once so repositories (registered after it) share it.
// The caller owns the handle: it opened it and closes it (main.ts, the composition server).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '@gradnik/db/connection';
import type { ApiConfig } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    apiConfig: ApiConfig;
    /** The API's clock: injectable so tests can move time (login locks, token expiry). */
    now: () => Date;
  }
}

export interface DbPluginOptions {
  db: Database;
  config: ApiConfig;
  now?: () => Date;
}

export const dbPlugin = fp(
  (fastify: FastifyInstance, opts: DbPluginOptions) => {
    // The one-process server may have decorated its root with the same handle already.
    if (!fastify.hasDecorator('db')) fastify.decorate('db', opts.db);
    else if (fastify.db !== opts.db)
      throw new Error('shop API: a different `db` is already decorated on the host');
    fastify.decorate('apiConfig', opts.config);
    fastify.decorate('now', opts.now ?? (() => new Date()));
    return Promise.resolve();
  },
  { name: 'gradnik-api-db', fastify: '5.x' },
);
