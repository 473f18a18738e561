// Limits around one-time links, shared by the public calls that take a token (invitation,
// e-mail confirmation; the password reset keeps its own equal counters, decision 029): links
// that do not work count per client address in `auth_throttle` (every instance shares them),
// 10 in 15 minutes lock the address (429 with Retry-After), like the reset's. Also a counter of
// sent links per sender, so nobody floods mailboxes through the shop (decision 034).
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@gradnik/domain/locale';
import { HttpError } from '../../http-error.ts';
import { PASSWORD_RESET_MESSAGES } from '../password-reset/messages.ts';
import { RESET_FAILURES_PER_ADDRESS } from '../password-reset/service.ts';
import { addressKey, type SignInThrottle } from '../token/throttle.ts';
import type { ThrottlePolicy } from '../token/throttle-policy.ts';

export function rateLimited(locale: Locale, seconds: number): HttpError {
  return new HttpError(
    429,
    PASSWORD_RESET_MESSAGES.rate_limited[locale],
    'rate_limited',
    undefined,
    { 'retry-after': String(seconds) },
  );
}

/** Bad links per client address, under `<prefix>-fail-ip:…`. */
export function badLinkGuard(throttle: SignInThrottle, prefix: string, log: FastifyBaseLogger) {
  const keyOf = (ip: string) => `${prefix}-fail-${addressKey(ip)}`;
  return {
    /** Throws 429 while the address is locked. */
    async check(ip: string, locale: Locale): Promise<void> {
      const wait = await throttle.lockedFor([keyOf(ip)]);
      if (wait > 0) throw rateLimited(locale, wait);
    },
    /** Counts a link that did not work; answers `refusal`, or 429 once the address is locked. */
    async refuse(
      ip: string,
      locale: Locale,
      state: string,
      refusal: HttpError,
    ): Promise<HttpError> {
      log.info({ state }, 'one-time link refused');
      const locked = await throttle.recordFailure(keyOf(ip), RESET_FAILURES_PER_ADDRESS);
      return locked > 0 ? rateLimited(locale, locked) : refusal;
    },
  };
}

/** Counts one sent link under `key`; throws 429 when the sender is over `policy`. */
export async function countSentLink(
  throttle: SignInThrottle,
  key: string,
  policy: ThrottlePolicy,
  locale: Locale,
): Promise<void> {
  const wait = await throttle.lockedFor([key]);
  if (wait > 0) throw rateLimited(locale, wait);
  await throttle.recordFailure(key, policy);
}
