// The login form (SPEC §4, §6, §7). A real form that posts to Auth.js, so it works before and
// without JavaScript; with JavaScript it signs in through fetch and shows errors in place.
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useT } from '../../i18n/i18n-context';
import { signInWithCredentials } from './auth-client';
import { loginErrorMessage } from './login-errors';
import type { LoginErrorMessage } from './login-errors';

export interface LoginFormProps {
  csrfToken: string;
  /** A validated same-site relative address to load after signing in. */
  callbackUrl: string;
  provider: 'credentials' | 'oidc';
  /** An error to show at once (the no-JS path lands here with ?error=…&code=…). */
  initialError?: LoginErrorMessage | null;
  /** Full page load after signing in, so the new session cookie is used everywhere. */
  navigate?: (url: string) => void;
}

function textField(fields: FormData, name: string): string {
  const value = fields.get(name);
  return typeof value === 'string' ? value : '';
}

function assignLocation(url: string) {
  window.location.assign(url);
}

export function LoginForm({
  csrfToken,
  callbackUrl,
  provider,
  initialError = null,
  navigate = assignLocation,
}: LoginFormProps) {
  const t = useT();
  const id = useId();
  const [error, setError] = useState<LoginErrorMessage | null>(initialError);
  const [busy, setBusy] = useState(false);

  if (provider === 'oidc') {
    // The identity provider shows its own form (and its own password reset, SPEC §6).
    return (
      <form method="post" action="/api/auth/signin/oidc" className="space-y-4">
        <input type="hidden" name="csrfToken" value={csrfToken} />
        <input type="hidden" name="callbackUrl" value={callbackUrl} />
        <ErrorRegion message={error ? t(error) : null} />
        <p className="text-sm text-neutral-600">{t('login.oidcIntro')}</p>
        <button type="submit" className="btn-primary w-full">
          {t('login.submit')}
        </button>
      </form>
    );
  }

  async function signIn(form: HTMLFormElement) {
    const fields = new FormData(form);
    setBusy(true);
    setError(null);
    try {
      const result = await signInWithCredentials({
        csrfToken,
        email: textField(fields, 'email'),
        password: textField(fields, 'password'),
        callbackUrl,
      });
      if (result.ok) {
        // Stay busy: the page is about to be replaced.
        navigate(callbackUrl);
        return;
      }
      setError(loginErrorMessage(result.error, result.code) ?? 'login.error.generic');
    } catch {
      setError('login.error.generic');
    }
    setBusy(false);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    void signIn(event.currentTarget);
  }

  return (
    <form
      method="post"
      action="/api/auth/callback/credentials"
      onSubmit={onSubmit}
      className="space-y-5"
      aria-busy={busy}
    >
      <input type="hidden" name="csrfToken" value={csrfToken} />
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      <ErrorRegion message={error ? t(error) : null} />
      <div>
        <label htmlFor={`${id}-email`} className="field-label">
          {t('login.email')}
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="username"
          required
          className="field-input"
        />
      </div>
      <div>
        <label htmlFor={`${id}-password`} className="field-label">
          {t('login.password')}
        </label>
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          className="field-input"
        />
      </div>
      {/* aria-disabled rather than disabled: the button keeps focus while signing in. */}
      <button type="submit" className="btn-primary w-full" aria-disabled={busy}>
        {busy ? t('login.submitting') : t('login.submit')}
      </button>
    </form>
  );
}

function ErrorRegion({ message }: { message: string | null }) {
  // Always in the document so assistive technology announces a new message.
  return (
    <div
      role="alert"
      className={
        message
          ? 'rounded-md border border-danger-600/30 bg-danger-50 px-3 py-2 text-sm text-danger-700'
          : undefined
      }
    >
      {message}
    </div>
  );
}
