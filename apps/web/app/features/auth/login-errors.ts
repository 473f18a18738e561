// Which message the login page shows for an Auth.js error (SPEC §8: "A failed sign-in returns
// the error value from the response url") and the failure code of the password grant.
import type { LoginFailureCode } from '@gradnik/contracts/auth';
import type { MessageKey } from '../../i18n/message-keys';
import { SESSION_EXPIRED_ERROR } from './redirect';

// Typed by the contract: a new failure code does not compile until it has a message.
const FAILURE_MESSAGES = {
  invalid_credentials: 'login.error.invalid_credentials',
  rate_limited: 'login.error.rate_limited',
  account_disabled: 'login.error.account_disabled',
} as const satisfies Record<LoginFailureCode, MessageKey>;

export type LoginErrorMessage =
  | (typeof FAILURE_MESSAGES)[LoginFailureCode]
  | 'login.error.session_expired'
  | 'login.error.generic';

export function loginErrorMessage(
  error: string | null | undefined,
  code: string | null | undefined,
): LoginErrorMessage | null {
  if (!error) return null;
  if (error === SESSION_EXPIRED_ERROR) return 'login.error.session_expired';
  if (error === 'CredentialsSignin') {
    // Auth.js's own default code is 'credentials': a wrong password as far as users care.
    return code && Object.hasOwn(FAILURE_MESSAGES, code)
      ? FAILURE_MESSAGES[code as LoginFailureCode]
      : 'login.error.invalid_credentials';
  }
  return 'login.error.generic';
}
