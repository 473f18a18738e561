// The development outbox page (issue #13: "a development-only page listing them"), so the demo
// and the e2e tests (NODE_ENV=test) can follow a link the shop e-mailed:
//   GET /api/dev/outbox       the newest messages first: id, to, subject, links, created
//   GET /api/dev/outbox/{id}  one message with its text (and html)
// Public, and registered ONLY when NODE_ENV is not 'production': the messages hold live
// one-time links, so in production the paths do not exist at all (the API's JSON 404).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@gradnik/contracts/errors';
import {
  outboxListResponseSchema,
  outboxMessageResponseSchema,
  outboxParamsSchema,
} from '@gradnik/contracts/password-reset';
import { z } from 'zod';
import { HttpError } from '../http-error.ts';
import { requestLocale } from '../request-locale.ts';

const tags = ['dev'];
const security: { bearerAuth: string[] }[] = [];
const note = ' Development and test only (NODE_ENV other than production); absent in production.';

const listOutboxRoute = {
  tags,
  security,
  summary: 'E-mails kept in the outbox, newest first',
  description:
    'Without SMTP_URL the shop writes e-mails to DATA_DIR/outbox instead of sending them. At most ' +
    '200 are listed.' +
    note,
  querystring: z.object({}).strict(),
  response: { 200: outboxListResponseSchema, 400: apiErrorSchema },
};

const outboxMessageRoute = {
  tags,
  security,
  summary: 'One e-mail of the outbox',
  description: 'The text of the message and every link in it.' + note,
  params: outboxParamsSchema,
  response: { 200: outboxMessageResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
};

const NOT_FOUND = { sl: 'Sporočila ni v odložišču.', en: 'No such message in the outbox.' };

export const devOutboxRoutes: FastifyPluginAsyncZod = (fastify) => {
  if (fastify.apiConfig.nodeEnv === 'production') return Promise.resolve();
  const config = { public: true };

  fastify.get('/api/dev/outbox', { schema: listOutboxRoute, config }, async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    return { data: await fastify.mailer.outbox.list() };
  });

  fastify.get(
    '/api/dev/outbox/:id',
    { schema: outboxMessageRoute, config },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const message = await fastify.mailer.outbox.read(request.params.id);
      if (!message) throw new HttpError(404, NOT_FOUND[requestLocale(request)], 'not_found');
      return { data: message };
    },
  );

  return Promise.resolve();
};
