// The page an invitation link opens (issue #13 "Users", decision 034): it asks the API who is
// invited where (GET /api/invitation/{token}) and shows the company and the e-mail address,
// then the new password twice (the password reset's rule and checks, features/password-reset),
// then the way to sign in. A dead link says so once, in the API's single message.
import type { InvitationInfoResponse } from '@gradnik/contracts/invitation';
import type { Locale } from '@gradnik/domain/locale';
import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { useLocale } from '../../i18n/i18n-context';
import { useAccountT } from '../../i18n/account/use-account-t';
import { ShopApiError } from '../../lib/basket-client';
import {
  errorsFromFailure,
  hasErrors,
  validateNewPassword,
  type FormErrors,
} from '../password-reset/reset-password-state';
import { NewPasswordFields, useShown } from '../password-reset/new-password-fields';
import { acceptInvitation, loadInvitation } from './invitation-calls';

type Invitation = InvitationInfoResponse['data'];

export interface AcceptInvitationProps {
  /** The link's token, or null when the address carried none. */
  token: string | null;
  loginHref: string;
  /** The calls; tests pass their own. */
  load?: (token: string, locale: Locale) => Promise<Invitation>;
  submit?: (token: string, password: string, locale: Locale) => Promise<unknown>;
}

/** The reset form's outcomes, with the invitation's own words for a dead link. */
function acceptErrors(error: unknown): FormErrors {
  const errors = errorsFromFailure(error);
  return errors.linkDead
    ? { form: { key: 'invitation.accept.invalidLink' }, linkDead: true }
    : errors;
}

export function AcceptInvitation({
  token,
  loginHref,
  load = loadInvitation,
  submit = acceptInvitation,
}: AcceptInvitationProps) {
  const t = useAccountT();
  const locale = useLocale();
  const id = useId();
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [dead, setDead] = useState(false);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!token) return;
    let current = true;
    load(token, locale).then(
      (found) => current && setInvitation(found),
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ShopApiError && error.status === 400) setDead(true);
        else setErrors(acceptErrors(error));
      },
    );
    return () => {
      current = false;
    };
  }, [token, locale, load]);

  const show = useShown();

  if (!token || dead) {
    return (
      <p role="alert" className="text-danger-700">
        {t(token ? 'invitation.accept.invalidLink' : 'invitation.accept.missingToken')}
      </p>
    );
  }

  if (done) {
    return (
      <div className="space-y-4">
        <p
          role="status"
          className="rounded-md border border-brand-200 bg-brand-50 px-3 py-2 text-brand-800"
        >
          {t('invitation.accept.done')}
        </p>
        <Link to={loginHref} className="btn-primary block w-full text-center">
          {t('invitation.accept.toLogin')}
        </Link>
      </div>
    );
  }

  if (!invitation) {
    return errors.form ? (
      <p role="alert" className="text-danger-700">
        {show(errors.form)}
      </p>
    ) : (
      <p role="status" className="text-neutral-700">
        {t('invitation.accept.loading')}
      </p>
    );
  }

  async function send(linkToken: string) {
    setBusy(true);
    try {
      await submit(linkToken, password, locale);
      setDone(true);
    } catch (error) {
      setErrors(acceptErrors(error));
    }
    setBusy(false);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !token) return;
    const found = validateNewPassword(password, repeat);
    setErrors(found);
    if (hasErrors(found)) {
      document.getElementById(found.password ? `${id}-password` : `${id}-repeat`)?.focus();
      return;
    }
    void send(token);
  }

  return (
    <form onSubmit={onSubmit} className="space-y-5" aria-busy={busy} noValidate>
      <div className="space-y-1 text-neutral-700">
        <p>{t('invitation.accept.intro', { company: invitation.company ?? '—' })}</p>
        <p>{t('invitation.accept.email', { email: invitation.email })}</p>
        <p>{t('invitation.accept.choose')}</p>
      </div>
      {/* The e-mail for password managers, which save it with the new password. */}
      <input type="hidden" name="username" autoComplete="username" value={invitation.email} />
      <div
        role="alert"
        className={
          errors.form
            ? 'rounded-md border border-danger-600/30 bg-danger-50 px-3 py-2 text-sm text-danger-700'
            : undefined
        }
      >
        {errors.form ? <p>{show(errors.form)}</p> : null}
      </div>
      <NewPasswordFields
        id={id}
        password={password}
        repeat={repeat}
        onPasswordChange={setPassword}
        onRepeatChange={setRepeat}
        errors={errors}
      />
      <button type="submit" className="btn-primary w-full" aria-disabled={busy}>
        {busy ? t('passwordReset.submitting') : t('invitation.accept.submit')}
      </button>
    </form>
  );
}
