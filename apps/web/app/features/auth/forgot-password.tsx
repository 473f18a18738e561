// The forgotten-password form of the login page (issue #13: with the embedded sign-in, SPEC §6's
// "password-reset link" is our own reset flow). The e-mail address goes to
// POST /api/password/forgot, whose answer is the same whether or not an account exists, so the
// page shows one neutral text after every accepted request. The e-mailed link opens the
// reset-password page. Only with the embedded sign-in: an external provider has its own.
import type { Locale } from '@gradnik/domain/locale';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useLocale } from '../../i18n/i18n-context';
import { useAccountT } from '../../i18n/account/use-account-t';
import type { AccountKey } from '../../i18n/account/use-account-t';
import { ShopApiError, shopCall } from '../../lib/basket-client';
import { asContract } from '../../lib/contract';

/** Asks for a link; throws ShopApiError (400 bad address, 403, 429) or a network error. */
export async function requestPasswordLink(email: string, locale: Locale): Promise<void> {
  const answer = await shopCall('/api/password/forgot', {
    token: null,
    locale,
    method: 'POST',
    body: { email, locale },
  });
  await asContract('forgotPasswordResponse', answer);
}

export type ForgotState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent' }
  | { status: 'error'; message: AccountKey };

/** What the form says after a failed request (never whether the account exists). */
export function forgotErrorMessage(error: unknown): AccountKey {
  if (error instanceof ShopApiError) {
    if (error.status === 429) return 'passwordReset.forgot.rateLimited';
    if (error.status === 400) return 'passwordReset.forgot.invalidEmail';
  }
  return 'passwordReset.forgot.failed';
}

export interface ForgotPasswordProps {
  /** The call; tests pass their own. */
  send?: (email: string, locale: Locale) => Promise<void>;
}

export function ForgotPassword({ send = requestPasswordLink }: ForgotPasswordProps) {
  const t = useAccountT();
  const locale = useLocale();
  const id = useId();
  const [state, setState] = useState<ForgotState>({ status: 'idle' });

  async function ask(email: string) {
    setState({ status: 'sending' });
    try {
      await send(email, locale);
      setState({ status: 'sent' });
    } catch (error) {
      setState({ status: 'error', message: forgotErrorMessage(error) });
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.status === 'sending') return;
    const value = new FormData(event.currentTarget).get('email');
    const email = typeof value === 'string' ? value.trim() : '';
    // The browser's own check (type=email, required) already ran; this covers the rest.
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) {
      setState({ status: 'error', message: 'passwordReset.forgot.invalidEmail' });
      return;
    }
    void ask(email);
  }

  const sending = state.status === 'sending';
  return (
    <details className="group text-sm">
      <summary className="cursor-pointer font-medium text-brand-700 underline-offset-2 hover:underline">
        {t('login.forgotPassword')}
      </summary>
      {state.status === 'sent' ? (
        <p role="status" className="mt-3 rounded-md bg-neutral-50 px-3 py-2 text-neutral-800">
          {t('passwordReset.forgot.sent')}
        </p>
      ) : (
        <form onSubmit={onSubmit} className="mt-3 space-y-3" aria-busy={sending} noValidate>
          <p className="text-neutral-700">{t('passwordReset.forgot.intro')}</p>
          <div>
            <label htmlFor={`${id}-email`} className="field-label">
              {t('passwordReset.forgot.email')}
            </label>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              aria-invalid={state.status === 'error' ? true : undefined}
              aria-describedby={state.status === 'error' ? `${id}-error` : undefined}
              className="field-input"
            />
          </div>
          <div id={`${id}-error`} role="alert" className="text-danger-700">
            {state.status === 'error' ? t(state.message) : null}
          </div>
          {/* aria-disabled rather than disabled: the button keeps focus while sending. */}
          <button type="submit" className="btn-secondary w-full" aria-disabled={sending}>
            {sending ? t('passwordReset.forgot.submitting') : t('passwordReset.forgot.submit')}
          </button>
        </form>
      )}
    </details>
  );
}
