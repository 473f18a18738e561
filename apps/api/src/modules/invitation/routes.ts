// Invitations of new company users (issue #13 "Users", decision 034):
//   POST /api/customer/invite                    {email, firstname, lastname, group, language}
//   POST /api/customer/{id}/invitation/resend    → a new link, the old one revoked
//   POST /api/customer/{id}/invitation/withdraw  → the pending user removed
//   GET  /api/invitation/{token}                 public: company, e-mail, name, language
//   POST /api/invitation/accept {token, password} public: the password set, the user active
// The admin calls are scoped by the token like user management (managedCompany: an employee
// gets 403 from the API, not only from the screen); the public ones mirror the password reset
// (decision 029): JSON only, cross-site requests refused, one message for every dead link, bad
// links counted per client address.
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { InvitationRowResponse } from '@gradnik/contracts/invitation';
import { hashPassword } from '@gradnik/db/password';
import { passwordProblems } from '@gradnik/domain/password-policy';
import { HttpError } from '../../http-error.ts';
import { requestLocale } from '../../request-locale.ts';
import { customerListItem } from '../customer-list/list-item.ts';
import { badLinkGuard, countSentLink } from '../one-time-link/link-guard.ts';
import { fromAnotherSite } from '../one-time-link/same-site.ts';
import { PASSWORD_PROBLEM_MESSAGES, resetError, resetMessage } from '../password-reset/messages.ts';
import { requireCsrf } from '../token/csrf.ts';
import { accountKey } from '../token/throttle.ts';
import type { ThrottlePolicy } from '../token/throttle-policy.ts';
import { managedCompany } from '../user-management/routes.ts';
import { userManagementError } from '../user-management/messages.ts';
import { invitationLink, invitationMail } from './mail-text.ts';
import { invitationError, invitationText } from './messages.ts';
import type { InvitationChange } from './repository.ts';
import {
  acceptInvitationRoute,
  invitationInfoRoute,
  inviteRoute,
  resendInvitationRoute,
  withdrawInvitationRoute,
} from './schemas.ts';

/** Invitations (and resends) one admin may send: 30 an hour, then an hour's pause. */
export const INVITES_PER_ADMIN: ThrottlePolicy = {
  maxFailures: 30,
  windowSeconds: 60 * 60,
  lockSeconds: 60 * 60,
  maxLockSeconds: 6 * 60 * 60,
};

export const invitationRoutes: FastifyPluginAsyncZod = (fastify) => {
  const repository = fastify.invitationRepository;
  const throttle = fastify.signInThrottle;
  const config = fastify.apiConfig;
  const csrf = requireCsrf(config.jwtSecret);
  const ttlSeconds = config.invitationTtlHours * 60 * 60;
  const links = badLinkGuard(throttle, 'invite', fastify.log.child({ module: 'invitation' }));

  /** The row and the e-mail of a successful invite or resend; the refusals as 4xx. */
  async function sent(
    request: FastifyRequest,
    result: InvitationChange,
  ): Promise<InvitationRowResponse['data']> {
    if (result.outcome === 'forbidden')
      throw userManagementError(request, 403, 'usersForAdminsOnly');
    if (result.outcome === 'not_found') throw userManagementError(request, 404, 'userNotFound');
    if (result.outcome === 'taken') throw invitationError(request, 409, 'emailTaken');
    if (result.outcome === 'not_invited') throw invitationError(request, 409, 'notInvited');
    const { row, mail } = result;
    try {
      await fastify.mailer.send({
        to: mail.email,
        ...invitationMail({
          locale: mail.language,
          firstname: mail.firstname,
          email: mail.email,
          company: mail.company,
          invitedBy: mail.invitedBy,
          link: invitationLink(config.publicOrigin, mail.language, mail.token),
          expiresAt: mail.expiresAt,
        }),
      });
    } catch (error) {
      // The user stays invited; the admin's "Resend" makes a new link and tries again.
      request.log.error(
        { userId: row.id, reason: error instanceof Error ? error.name : 'unknown' },
        'invitation e-mail failed',
      );
      throw invitationError(request, 502, 'mailFailed');
    }
    request.log.info({ userId: row.id }, 'invitation sent');
    const addresses = await fastify.customerListRepository.addressIds([row.partnerId]);
    return customerListItem(row, addresses.get(row.partnerId) ?? [], mail.expiresAt);
  }

  /** Every invitation e-mail counts against its sender's hourly allowance. */
  async function countInvite(request: FastifyRequest, actorId: number): Promise<void> {
    await countSentLink(
      throttle,
      `invite-user:${actorId}`,
      INVITES_PER_ADMIN,
      requestLocale(request),
    );
  }

  fastify.post(
    '/api/customer/invite',
    { schema: inviteRoute, preHandler: csrf },
    async (request, reply) => {
      const { partnerId, actorId } = managedCompany(request, 'invite');
      const locale = requestLocale(request, reply);
      await countInvite(request, actorId);
      const result = await repository.invite(partnerId, actorId, request.body, ttlSeconds);
      const data = await sent(request, result);
      return reply
        .code(201)
        .send({ data, message: invitationText('invited', locale, data.customer_data.email) });
    },
  );

  fastify.post(
    '/api/customer/:id/invitation/resend',
    { schema: resendInvitationRoute, preHandler: csrf },
    async (request, reply) => {
      const { partnerId, actorId } = managedCompany(request, 'resendInvitation');
      const locale = requestLocale(request, reply);
      await countInvite(request, actorId);
      const result = await repository.resend(partnerId, actorId, request.params.id, ttlSeconds);
      const data = await sent(request, result);
      return { data, message: invitationText('resent', locale, data.customer_data.email) };
    },
  );

  fastify.post(
    '/api/customer/:id/invitation/withdraw',
    { schema: withdrawInvitationRoute, preHandler: csrf },
    async (request, reply) => {
      const { partnerId, actorId } = managedCompany(request, 'withdrawInvitation');
      const locale = requestLocale(request, reply);
      const result = await repository.withdraw(partnerId, actorId, request.params.id);
      if (result.outcome === 'forbidden')
        throw userManagementError(request, 403, 'usersForAdminsOnly');
      if (result.outcome === 'not_found') throw userManagementError(request, 404, 'userNotFound');
      if (result.outcome === 'not_invited') throw invitationError(request, 409, 'notInvited');
      request.log.info({ userId: request.params.id }, 'invitation withdrawn');
      return {
        status: 'withdrawn' as const,
        message: invitationText('withdrawn', locale, result.email),
      };
    },
  );

  // ---- public: the invitee, who has no session yet ----

  const sameSiteOnly: onRequestAsyncHookHandler = async (request) => {
    if (fromAnotherSite(request, config.publicOrigin)) throw resetError(request, 403, 'cross_site');
    return Promise.resolve();
  };
  const publicOptions = { config: { public: true }, onRequest: sameSiteOnly };

  /** The one answer for every link that does not work (the log says why), or 429. */
  async function deadLink(request: FastifyRequest, state: string): Promise<HttpError> {
    return links.refuse(
      request.ip,
      requestLocale(request),
      state,
      invitationError(request, 400, 'invalid_link'),
    );
  }

  fastify.get(
    '/api/invitation/:token',
    { ...publicOptions, schema: invitationInfoRoute },
    async (request, reply) => {
      await links.check(request.ip, requestLocale(request, reply));
      const { state, info } = await repository.info(request.params.token);
      if (!info) throw await deadLink(request, state);
      void reply.header('cache-control', 'no-store');
      return { data: info };
    },
  );

  fastify.post(
    '/api/invitation/accept',
    { ...publicOptions, schema: acceptInvitationRoute },
    async (request, reply) => {
      const locale = requestLocale(request, reply);
      await links.check(request.ip, locale);
      const { token, password } = request.body;
      const { state, info } = await repository.info(token);
      if (!info) throw await deadLink(request, state);
      // The reset's rule (packages/domain password-policy.ts); a weak password leaves the link unused.
      const problems = passwordProblems(password, info.email);
      if (problems.length > 0) {
        throw new HttpError(400, resetMessage('weak_password', locale), 'weak_password', {
          password: problems.map((p) => PASSWORD_PROBLEM_MESSAGES[p][locale]),
        });
      }
      const done = await repository.accept(token, await hashPassword(password));
      // Used, withdrawn or expired between the look and the change (a second tab, the clock).
      if (!done) throw await deadLink(request, 'lost_race');
      // Failed sign-ins tried before the account existed no longer lock it.
      await throttle.clear(accountKey(done.email));
      request.log.info({ userId: done.userId }, 'invitation accepted');
      void reply.header('cache-control', 'no-store');
      return {
        status: 'accepted' as const,
        email: done.email,
        message: invitationText('accepted', locale, done.email),
      };
    },
  );

  return Promise.resolve();
};
