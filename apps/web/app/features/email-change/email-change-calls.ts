// The e-mail change calls from the browser (issue #13 "My profile", decision 034): the request
// with the bearer and CSRF tokens, the confirmation public (the link's token is the proof, and
// it may be opened on a device that is not signed in).
import type {
  ConfirmEmailResponse,
  EmailChangeBody,
  EmailChangeResponse,
} from '@gradnik/contracts/email-change';
import type { Locale } from '@gradnik/domain/locale';
import { shopCall } from '../../lib/basket-client';
import { asContract } from '../../lib/contract';

/** POST /api/customer/email-change; throws ShopApiError (400 sameEmail or wrongPassword, 409 taken, 429). */
export async function requestEmailChange(
  change: { email: string; currentPassword: string },
  caller: { token: string | null; locale: Locale },
): Promise<EmailChangeResponse> {
  const body: EmailChangeBody = { email: change.email, current_password: change.currentPassword };
  const answer = await shopCall('/api/customer/email-change', {
    ...caller,
    method: 'POST',
    body,
  });
  return asContract('emailChangeResponse', answer);
}

/** POST /api/customer/email-change/confirm; throws ShopApiError (400 invalid_link, 409, 429). */
export async function confirmEmail(token: string, locale: Locale): Promise<ConfirmEmailResponse> {
  const answer = await shopCall('/api/customer/email-change/confirm', {
    token: null,
    locale,
    method: 'POST',
    body: { token },
  });
  return asContract('confirmEmailResponse', answer);
}

/** A plain shape check before sending; the API's schema is the rule. */
export function looksLikeEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}
