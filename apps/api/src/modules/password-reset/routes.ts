// POST /api/password/forgot, POST /api/password/reset (issue #13, docs/decisions/029): public,
// thin over the password reset service.
//
// Cross-site requests: like the token endpoints, these take JSON only (the API refuses forms and
// text/plain with 415), and a JSON POST from a foreign page needs a CORS preflight the API never
// grants. On top of that, a browser's own word is honoured: a request marked `Sec-Fetch-Site:
// cross-site`/`same-site`, or whose `Origin` is neither the shop's address nor the request's
// host, is refused with 403 before anything runs (nobody can make a visitor's browser ask for
// reset e-mails or submit a reset form).
import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../request-locale.ts';
import { fromAnotherSite } from '../one-time-link/same-site.ts';
import { resetError, resetMessage } from './messages.ts';
import { forgotPasswordRoute, resetPasswordRoute } from './schemas.ts';

export const passwordResetRoutes: FastifyPluginAsyncZod = (fastify) => {
  const publicOrigin = fastify.apiConfig.publicOrigin;
  const sameSiteOnly: onRequestAsyncHookHandler = async (request) => {
    if (fromAnotherSite(request, publicOrigin)) throw resetError(request, 403, 'cross_site');
    return Promise.resolve();
  };
  const options = { config: { public: true }, onRequest: sameSiteOnly };

  fastify.post(
    '/api/password/forgot',
    { ...options, schema: forgotPasswordRoute },
    async (request, reply) => {
      const locale = requestLocale(request, reply);
      await fastify.passwordReset.requestLink(
        request.body.email,
        { ip: request.ip, locale },
        request.body.locale,
      );
      void reply.header('cache-control', 'no-store');
      return reply
        .code(202)
        .send({ status: 'accepted' as const, message: resetMessage('forgotAccepted', locale) });
    },
  );

  fastify.post(
    '/api/password/reset',
    { ...options, schema: resetPasswordRoute },
    async (request, reply) => {
      const locale = requestLocale(request, reply);
      await fastify.passwordReset.reset(request.body.token, request.body.password, {
        ip: request.ip,
        locale,
      });
      void reply.header('cache-control', 'no-store');
      return {
        status: 'password_changed' as const,
        message: resetMessage('passwordChanged', locale),
      };
    },
  );

  return Promise.resolve();
};
