// The reset-password form's rules and outcomes, pure so they are tested apart from the page
// (issue #13). The password rule is the domain's (packages/domain/src/password-policy.ts), the
// same the shop API applies; only the API knows the account's e-mail, so the "not your e-mail"
// part of the rule comes back from it as a field error.
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordProblems,
} from '@gradnik/domain/password-policy';
import type { AccountKey } from '../../i18n/account/use-account-t';
import type { MessageVars } from '../../i18n/translate';
import { ShopApiError } from '../../lib/basket-client';

export interface FieldMessage {
  key: AccountKey;
  vars?: MessageVars;
}

/** A message to show, either ours (translated) or the API's text (already in the page language). */
export type Shown = FieldMessage | { text: string };

export interface FormErrors {
  password?: Shown;
  repeat?: Shown;
  /** About the whole form (the link, the limit, the network). */
  form?: Shown;
  /** The link no longer works: offer a new one. */
  linkDead?: boolean;
}

export const PASSWORD_VARS = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH } as const;

/** The checks the browser can make before sending; empty when the form may be sent. */
export function validateNewPassword(password: string, repeat: string): FormErrors {
  const errors: FormErrors = {};
  const [problem] = passwordProblems(password);
  if (problem) errors.password = { key: `passwordReset.error.${problem}`, vars: PASSWORD_VARS };
  if (repeat === '') errors.repeat = { key: 'passwordReset.error.repeatMissing' };
  else if (repeat !== password) errors.repeat = { key: 'passwordReset.error.mismatch' };
  return errors;
}

export function hasErrors(errors: FormErrors): boolean {
  return Boolean(errors.password ?? errors.repeat ?? errors.form);
}

/** What a failed POST /api/password/reset means for the form. */
export function errorsFromFailure(error: unknown): FormErrors {
  if (error instanceof ShopApiError) {
    if (error.status === 400 && error.code === 'invalid_link')
      return { form: { key: 'passwordReset.error.invalidLink' }, linkDead: true };
    if (error.status === 400 && error.code === 'weak_password') {
      // errorMessagesOf put the field's first message first: the API's rule, in our language.
      const [message] = error.messages;
      return {
        password: message
          ? { text: message }
          : { key: 'passwordReset.error.too_short', vars: PASSWORD_VARS },
      };
    }
    if (error.status === 400)
      // The token's shape was refused: a link cut short in the e-mail program.
      return { form: { key: 'passwordReset.error.invalidLink' }, linkDead: true };
    if (error.status === 429) return { form: { key: 'passwordReset.error.rateLimited' } };
  }
  return { form: { key: 'passwordReset.error.failed' } };
}
