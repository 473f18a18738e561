// @fastify/rate-limit with the global limit off: only routes that opt in with
// `config: { rateLimit: {...} }` are limited (the token endpoints). Counters are per
// instance; the per-account login lock in the users row is what holds across instances.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http-error.ts';

export const rateLimitPlugin = fp(
  async (fastify: FastifyInstance) => {
    // Inside the one-process server the root may already have the plugin; its onRoute hook
    // then serves our routes too (hooks are inherited), and a second copy would clash.
    if (fastify.hasDecorator('rateLimit')) return;
    await fastify.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        new HttpError(
          context.statusCode,
          `Too many requests; try again in ${context.after}`,
          'rate_limited',
        ),
    });
  },
  { name: 'gradnik-api-rate-limit', fastify: '5.x' },
);
