// The page an e-mailed password link opens (issue #13): the new password twice, shown or
// hidden, the rule in view, errors next to their field; on success a message and the way to
// sign in. The link's token came in the address (the route reads it); the API decides whether
// it still works and signs the user out everywhere once the password is changed.
import type { Locale } from '@gradnik/domain/locale';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { useLocale } from '../../i18n/i18n-context';
import { useAccountT } from '../../i18n/account/use-account-t';
import { NewPasswordFields, useShown } from './new-password-fields';
import { resetPassword } from './password-reset-client';
import {
  errorsFromFailure,
  hasErrors,
  validateNewPassword,
  type FormErrors,
} from './reset-password-state';

export interface ResetPasswordFormProps {
  /** The link's token, or null when the address carried none. */
  token: string | null;
  /** The login page in the page's language (it also offers a new link). */
  loginHref: string;
  /** The call; tests pass their own. */
  submit?: (token: string, password: string, locale: Locale) => Promise<void>;
}

export function ResetPasswordForm({
  token,
  loginHref,
  submit = resetPassword,
}: ResetPasswordFormProps) {
  const t = useAccountT();
  const locale = useLocale();
  const id = useId();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const show = useShown();

  if (done) {
    return (
      <div className="space-y-4">
        <p
          role="status"
          className="rounded-md border border-brand-200 bg-brand-50 px-3 py-2 text-brand-800"
        >
          {t('passwordReset.done')}
        </p>
        <Link to={loginHref} className="btn-primary block w-full text-center">
          {t('passwordReset.toLogin')}
        </Link>
      </div>
    );
  }

  const newLink = (
    <Link to={loginHref} className="font-medium text-brand-700 underline">
      {t('passwordReset.requestNewLink')}
    </Link>
  );

  if (!token) {
    return (
      <div className="space-y-3">
        <p role="alert" className="text-danger-700">
          {t('passwordReset.missingToken')}
        </p>
        <p>{newLink}</p>
      </div>
    );
  }

  async function send(linkToken: string) {
    setBusy(true);
    try {
      await submit(linkToken, password, locale);
      setDone(true);
    } catch (error) {
      setErrors(errorsFromFailure(error));
    }
    setBusy(false);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !token) return;
    const found = validateNewPassword(password, repeat);
    setErrors(found);
    if (hasErrors(found)) {
      // Focus the first field that needs attention, so keyboard and screen reader users land on it.
      const first = found.password ? `${id}-password` : `${id}-repeat`;
      document.getElementById(first)?.focus();
      return;
    }
    void send(token);
  }

  return (
    <form onSubmit={onSubmit} className="space-y-5" aria-busy={busy} noValidate>
      <p className="text-neutral-700">{t('passwordReset.intro')}</p>
      <div
        role="alert"
        className={
          errors.form
            ? 'space-y-1 rounded-md border border-danger-600/30 bg-danger-50 px-3 py-2 text-sm text-danger-700'
            : undefined
        }
      >
        {errors.form ? <p>{show(errors.form)}</p> : null}
        {errors.linkDead ? <p>{newLink}</p> : null}
      </div>
      <NewPasswordFields
        id={id}
        password={password}
        repeat={repeat}
        onPasswordChange={setPassword}
        onRepeatChange={setRepeat}
        errors={errors}
      />
      {/* aria-disabled rather than disabled: the button keeps focus while saving. */}
      <button type="submit" className="btn-primary w-full" aria-disabled={busy}>
        {busy ? t('passwordReset.submitting') : t('passwordReset.submit')}
      </button>
    </form>
  );
}
