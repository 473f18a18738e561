// The embedded sign-in's password reset (issue #13; SPEC §6 "a password-reset link goes to the
// identity provider's credential reset page", and with the embedded sign-in we are that
// provider). docs/decisions/029.
//
// - A request for a link answers at once and the same way for known, unknown, disabled and
//   provider-only addresses: the account is looked up, the link stored and the e-mail sent
//   after the answer, so neither the answer nor its timing tells whether an account exists.
// - Requests are limited per client address and per e-mail address (known or not) in the
//   database, like failed sign-ins (decision 015), so the limits hold across instances and
//   nobody can flood a mailbox.
// - The reset uses the link once, sets the new password and ends every sign-in session and
//   refresh token of the user (every signed-in device is signed out), in one transaction.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hashPassword } from '@gradnik/db/password';
import { isLocale, type Locale } from '@gradnik/domain/locale';
import { passwordProblems } from '@gradnik/domain/password-policy';
import type { ApiConfig } from '../../config.ts';
import { HttpError } from '../../http-error.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { ACTIVE_STATUS } from '../user/repository.ts';
import type { SignInSessions } from '../token/sessions.ts';
import { accountKey, addressKey, type SignInThrottle } from '../token/throttle.ts';
import type { ThrottlePolicy } from '../token/throttle-policy.ts';
import { PASSWORD_PROBLEM_MESSAGES, PASSWORD_RESET_MESSAGES, resetMessage } from './messages.ts';
import { resetLink, resetMail } from './mail-text.ts';
import type { OneTimeLinks } from '../one-time-link/repository.ts';
import type { PasswordResetRepository } from './repository.ts';

/** Requests for a link per e-mail address (known or not): 5 an hour, then an hour's pause. */
export const FORGOT_PER_EMAIL: ThrottlePolicy = {
  maxFailures: 5,
  windowSeconds: 60 * 60,
  lockSeconds: 60 * 60,
  maxLockSeconds: 6 * 60 * 60,
};

/** Requests for a link per client address: 20 in 15 minutes (an office shares one address). */
export const FORGOT_PER_ADDRESS: ThrottlePolicy = {
  maxFailures: 20,
  windowSeconds: 15 * 60,
  lockSeconds: 15 * 60,
  maxLockSeconds: 60 * 60,
};

/** Links that do not work, per client address: 10 in 15 minutes. */
export const RESET_FAILURES_PER_ADDRESS: ThrottlePolicy = {
  maxFailures: 10,
  windowSeconds: 15 * 60,
  lockSeconds: 15 * 60,
  maxLockSeconds: 60 * 60,
};

// The counters share the sign-in limits' table under keys of their own.
export const forgotEmailKey = (email: string) => `pwreset-${accountKey(email)}`;
export const forgotAddressKey = (ip: string) => `pwreset-${addressKey(ip)}`;
export const resetAddressKey = (ip: string) => `pwreset-fail-${addressKey(ip)}`;

export interface ResetClient {
  ip: string;
  /** The request's language: answers, and the e-mail of an account without a language. */
  locale: Locale;
}

export interface PasswordResetDeps {
  repository: PasswordResetRepository;
  links: OneTimeLinks;
  sessions: SignInSessions;
  throttle: SignInThrottle;
  mailer: Pick<Mailer, 'send'>;
  config: ApiConfig;
  log: FastifyBaseLogger;
}

function rateLimited(locale: Locale, seconds: number): HttpError {
  return new HttpError(
    429,
    PASSWORD_RESET_MESSAGES.rate_limited[locale],
    'rate_limited',
    undefined,
    { 'retry-after': String(seconds) },
  );
}

export function createPasswordResetService(deps: PasswordResetDeps) {
  const { repository, links, sessions, throttle, config } = deps;
  const log = deps.log.child({ module: 'password-reset' });
  const pending = new Set<Promise<void>>();

  /** Looks the account up and, when it may reset its password here, e-mails it a link. */
  async function sendLink(email: string, fallback: Locale): Promise<void> {
    const account = await repository.findByEmail(email);
    if (!account || account.status !== ACTIVE_STATUS || !account.hasPassword) {
      // Not the address: the log must not become a list of who tried which address.
      log.info(
        { outcome: !account ? 'unknown' : account.hasPassword ? 'disabled' : 'no_password' },
        'password link not sent',
      );
      return;
    }
    const locale = isLocale(account.languageid) ? account.languageid : fallback;
    const { token } = await links.issue({
      purpose: 'password_reset',
      userId: account.id,
      email: account.email,
      ttlSeconds: config.passwordResetTtlMinutes * 60,
    });
    await deps.mailer.send({
      to: account.email,
      ...resetMail({
        locale,
        firstname: account.firstname,
        email: account.email,
        link: resetLink(config.publicOrigin, locale, token),
        ttlMinutes: config.passwordResetTtlMinutes,
      }),
    });
    log.info({ userId: account.id }, 'password link sent');
  }

  /** Runs after the current request has been answered; failures are logged, never answered. */
  function later(work: () => Promise<void>): void {
    const job = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => {
        log.error(
          { reason: error instanceof Error ? error.name : 'unknown' },
          'password link failed',
        );
      })
      .finally(() => pending.delete(job));
    pending.add(job);
  }

  return {
    /** POST /api/password/forgot: counts the request, then answers; the rest runs later. */
    async requestLink(email: string, client: ResetClient, locale?: Locale): Promise<void> {
      const keys = [forgotAddressKey(client.ip), forgotEmailKey(email)];
      const wait = await throttle.lockedFor(keys);
      if (wait > 0) throw rateLimited(client.locale, wait);
      await Promise.all([
        throttle.recordFailure(keys[0]!, FORGOT_PER_ADDRESS),
        throttle.recordFailure(keys[1]!, FORGOT_PER_EMAIL),
      ]);
      later(() => sendLink(email, locale ?? client.locale));
    },

    /** POST /api/password/reset. Throws a 400 (invalid_link, weak_password) or 429. */
    async reset(token: string, password: string, client: ResetClient): Promise<void> {
      const addressKey = resetAddressKey(client.ip);
      const wait = await throttle.lockedFor([addressKey]);
      if (wait > 0) throw rateLimited(client.locale, wait);

      const invalidLink = async (state: string) => {
        log.info({ state }, 'password link refused');
        const locked = await throttle.recordFailure(addressKey, RESET_FAILURES_PER_ADDRESS);
        if (locked > 0) return rateLimited(client.locale, locked);
        return new HttpError(400, resetMessage('invalid_link', client.locale), 'invalid_link');
      };

      const { state, link } = await links.inspect('password_reset', token);
      const account =
        link && state === 'valid' ? await repository.findById(link.userId) : undefined;
      if (!account || account.status !== ACTIVE_STATUS)
        throw await invalidLink(account ? 'disabled' : state);

      // The rule needs the account's address; a weak password leaves the link unused.
      const problems = passwordProblems(password, account.email);
      if (problems.length > 0) {
        throw new HttpError(400, resetMessage('weak_password', client.locale), 'weak_password', {
          password: problems.map((p) => PASSWORD_PROBLEM_MESSAGES[p][client.locale]),
        });
      }

      const done = await repository.reset(token, await hashPassword(password), ACTIVE_STATUS);
      // Used or expired between the look and the change (a second tab, the clock).
      if (!done) throw await invalidLink('lost_race');

      // The transaction ended them for every instance (each drops its liveness answer when the
      // commit's signal is in, or within 500 ms without it: decision 015); this one forgets them
      // now.
      sessions.forget(done.endedSessionIds);
      // The owner proved the address: earlier failed sign-ins no longer lock it.
      await throttle.clear(accountKey(done.email));
      log.info(
        { userId: done.userId, sessionsEnded: done.endedSessionIds.length },
        'password reset',
      );
    },

    /** Resolves once every link scheduled so far has been sent (tests, shutdown). */
    async settled(): Promise<void> {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;

declare module 'fastify' {
  interface FastifyInstance {
    passwordReset: PasswordResetService;
  }
}

export const passwordResetServicePlugin = fp(
  (fastify: FastifyInstance) => {
    const service = createPasswordResetService({
      repository: fastify.passwordResetRepository,
      links: fastify.oneTimeLinks,
      sessions: fastify.signInSessions,
      throttle: fastify.signInThrottle,
      mailer: fastify.mailer,
      config: fastify.apiConfig,
      log: fastify.log,
    });
    fastify.decorate('passwordReset', service);
    // A link being sent when the server stops still goes out.
    fastify.addHook('onClose', async () => service.settled());
    return Promise.resolve();
  },
  {
    name: 'gradnik-api-password-reset',
    dependencies: [
      'gradnik-api-db',
      'gradnik-api-mailer',
      'gradnik-api-password-reset-repository',
      'gradnik-api-one-time-links',
      'gradnik-api-sign-in-sessions',
      'gradnik-api-sign-in-throttle',
    ],
    fastify: '5.x',
  },
);
