// "My profile": "The e-mail changes only through a confirmation link" (issue #13, decision 034).
//   POST /api/customer/email-change          {email} → 202: link to the new address, notice to the old
//   POST /api/customer/email-change/confirm  {token} → 200: users.email set (public)
// A route of its own rather than PATCH /jsonapi/customer: decision 027 keeps e-mail read-only
// there (a 400 naming the field), so a client never believes an address was stored, and the
// answer here says what did happen (a link went out).
import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EMAIL_CHANGE_TTL_HOURS } from '@gradnik/domain/user-management';
import { isAgent } from '@gradnik/domain/roles';
import { unauthorized } from '../../http-error.ts';
import { authOf } from '../../plugins/auth.ts';
import { requestLocale } from '../../request-locale.ts';
import { badLinkGuard, countSentLink } from '../one-time-link/link-guard.ts';
import { fromAnotherSite } from '../one-time-link/same-site.ts';
import { resetError } from '../password-reset/messages.ts';
import { FORGOT_PER_EMAIL } from '../password-reset/service.ts';
import { requireCsrf } from '../token/csrf.ts';
import { accountKey } from '../token/throttle.ts';
import { confirmEmailLink, confirmEmailMail, emailChangeNoticeMail } from './mail-text.ts';
import { emailChangeError, emailChangeMessage, emailChangeText } from './messages.ts';
import { confirmEmailRoute, requestEmailChangeRoute } from './schemas.ts';

export const emailChangeRoutes: FastifyPluginAsyncZod = (fastify) => {
  const repository = fastify.emailChangeRepository;
  const throttle = fastify.signInThrottle;
  const config = fastify.apiConfig;
  const csrf = requireCsrf(config.jwtSecret);
  const log = fastify.log.child({ module: 'email-change' });
  const links = badLinkGuard(throttle, 'emailchg', log);

  fastify.post(
    '/api/customer/email-change',
    { schema: requestEmailChangeRoute, preHandler: csrf },
    async (request, reply) => {
      const auth = authOf(request);
      if (isAgent(auth.role) && !auth.impersonation)
        throw emailChangeError(request, 403, 'agentHasNoProfile');
      if (auth.impersonation) throw emailChangeError(request, 403, 'notWhileImpersonating');
      if (config.oidcIssuer) throw emailChangeError(request, 409, 'managedByProvider');
      const locale = requestLocale(request, reply);
      const newEmail = request.body.email;
      // Issue #25: the current password first, so a stolen session cannot take the account.
      if (!(await fastify.tokenService.confirmPassword(auth.userId, request.body.current_password))) {
        const wrong = emailChangeMessage('wrongPassword', locale);
        throw emailChangeError(request, 400, 'wrongPassword', { current_password: [wrong] });
      }
      // Every request mails two addresses: at most 5 an hour per user, like reset links.
      await countSentLink(throttle, `emailchg-user:${auth.userId}`, FORGOT_PER_EMAIL, locale);
      const result = await repository.request(
        auth.userId,
        newEmail,
        EMAIL_CHANGE_TTL_HOURS * 60 * 60,
        auth.sessionId,
      );
      if (result.outcome === 'unknown_user') throw unauthorized('unknown_user');
      if (result.outcome === 'same') throw emailChangeError(request, 400, 'sameEmail');
      if (result.outcome === 'taken') throw emailChangeError(request, 409, 'emailTaken');
      fastify.signInSessions.forget(result.endedSessionIds);
      const facts = {
        locale: result.language,
        firstname: result.firstname,
        oldEmail: result.oldEmail,
        newEmail,
        ttlHours: EMAIL_CHANGE_TTL_HOURS,
      };
      try {
        await fastify.mailer.send({
          to: newEmail,
          ...confirmEmailMail({
            ...facts,
            link: confirmEmailLink(config.publicOrigin, result.language, result.token),
          }),
        });
        await fastify.mailer.send({ to: result.oldEmail, ...emailChangeNoticeMail(facts) });
      } catch (error) {
        request.log.error(
          { userId: auth.userId, reason: error instanceof Error ? error.name : 'unknown' },
          'e-mail change mail failed',
        );
        throw emailChangeError(request, 502, 'mailFailed');
      }
      request.log.info({ userId: auth.userId }, 'e-mail change link sent');
      return reply.code(202).send({
        status: 'sent' as const,
        email: newEmail,
        message: emailChangeText('sent', locale, newEmail),
      });
    },
  );

  const sameSiteOnly: onRequestAsyncHookHandler = async (request) => {
    if (fromAnotherSite(request, config.publicOrigin)) throw resetError(request, 403, 'cross_site');
    return Promise.resolve();
  };

  fastify.post(
    '/api/customer/email-change/confirm',
    { config: { public: true }, onRequest: sameSiteOnly, schema: confirmEmailRoute },
    async (request, reply) => {
      const locale = requestLocale(request, reply);
      await links.check(request.ip, locale);
      const result = await repository.confirm(request.body.token);
      if (result.outcome === 'dead_link')
        throw await links.refuse(
          request.ip,
          locale,
          'dead_link',
          emailChangeError(request, 400, 'invalid_link'),
        );
      if (result.outcome === 'taken') throw emailChangeError(request, 409, 'emailTakenMeanwhile');
      // The owner proved the new mailbox: failed sign-ins tried with it no longer lock it.
      await throttle.clear(accountKey(result.email));
      request.log.info({ userId: result.userId }, 'e-mail address changed');
      void reply.header('cache-control', 'no-store');
      return {
        status: 'changed' as const,
        email: result.email,
        message: emailChangeText('changed', locale, result.email),
      };
    },
  );

  return Promise.resolve();
};
