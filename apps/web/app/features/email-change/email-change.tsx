// "Spremeni e-naslov" next to the e-mail address in "My profile" (issue #13: "The e-mail
// changes only through a confirmation link", decision 034). A small form asks for the new
// address and the current password (issue #25); the API mails the link there and a notice to the old one, and the address shown
// stays the old one until the link is opened. Not offered while an agent acts for the customer
// (the API refuses it too: whoever reads the new mailbox could take the account over).
import type { EmailChangeResponse } from '@gradnik/contracts/email-change';
import type { Locale } from '@gradnik/domain/locale';
import { useId, useRef, useState } from 'react';
import { useAccountT } from '../../i18n/account/use-account-t';
import { ShopApiError, useShopCaller } from '../../lib/basket-client';
import { useRootData } from '../../root-data';
import { looksLikeEmail, requestEmailChange } from './email-change-calls';

export interface EmailChangeProps {
  email: string;
  /** False for an agent's own profile (an agent has no customer profile, decision 027). */
  changeable?: boolean;
  /** The call; tests pass their own. */
  send?: (
    change: { email: string; currentPassword: string },
    caller: { token: string | null; locale: Locale },
  ) => Promise<EmailChangeResponse>;
}

export function EmailChange({
  email,
  changeable = true,
  send = requestEmailChange,
}: EmailChangeProps) {
  const t = useAccountT();
  const caller = useShopCaller();
  const impersonating = useRootData()?.impersonating ?? false;
  const id = useId();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  function close() {
    setOpen(false);
    setError(null);
    setValue('');
    setPassword('');
    requestAnimationFrame(() => button.current?.focus());
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!looksLikeEmail(value)) {
      setError(t('emailChange.invalidEmail'));
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    if (password === '') {
      setError(t('emailChange.passwordRequired'));
      document.getElementById(`${id}-password`)?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await send(
        { email: value.trim(), currentPassword: password },
        { token: caller.token, locale: caller.locale },
      );
      setSent(answer.email);
      setOpen(false);
      setValue('');
      setPassword('');
    } catch (failure) {
      setError(
        failure instanceof ShopApiError && failure.messages[0]
          ? failure.messages[0]
          : t('emailChange.failed'),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-3">
        <span className="break-all">{email}</span>
        {impersonating || !changeable || open ? null : (
          <button
            ref={button}
            type="button"
            onClick={() => {
              setSent(null);
              setOpen(true);
            }}
            className="text-sm font-medium text-brand-700 underline underline-offset-2"
          >
            {t('emailChange.button')}
          </button>
        )}
      </div>
      {sent ? (
        <p role="status" className="text-sm text-success-600">
          {t('emailChange.sent', { email: sent })}
        </p>
      ) : null}
      {open ? (
        <form
          aria-label={t('emailChange.formLabel')}
          onSubmit={(event) => void submit(event)}
          noValidate
          className="space-y-2 rounded-md border border-neutral-200 bg-neutral-50 p-3"
        >
          <label htmlFor={`${id}-email`} className="block text-sm font-medium text-neutral-900">
            {t('emailChange.newEmail')}
          </label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            maxLength={254}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            className="block w-full rounded-md border border-neutral-300 px-3 py-2 text-sm"
          />
          <p id={`${id}-hint`} className="text-xs text-neutral-600">
            {t('emailChange.hint')}
          </p>
          {/* Issue #25: asked again, so a session left open elsewhere cannot move the account. */}
          <label htmlFor={`${id}-password`} className="block text-sm font-medium text-neutral-900">
            {t('emailChange.currentPassword')}
          </label>
          <input
            id={`${id}-password`}
            type="password"
            autoComplete="current-password"
            maxLength={200}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="block w-full rounded-md border border-neutral-300 px-3 py-2 text-sm"
          />
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-sm text-danger-700">
              {error}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn-primary" aria-disabled={busy}>
              {busy ? t('emailChange.sending') : t('emailChange.send')}
            </button>
            <button type="button" className="btn-secondary" onClick={close} disabled={busy}>
              {t('emailChange.cancel')}
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
