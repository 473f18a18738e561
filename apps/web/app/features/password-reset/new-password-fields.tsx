// The new password twice, shown or hidden, the rule in view, errors next to their field (issue
// #13): the password reset's page and the invitation's (decision 034) ask for it the same way.
// The fields are `${id}-password` and `${id}-repeat`, so the form can focus the first one in error.
import { PASSWORD_MAX_LENGTH } from '@gradnik/domain/password-policy';
import { useState } from 'react';
import { useAccountT } from '../../i18n/account/use-account-t';
import { PASSWORD_VARS, type FormErrors, type Shown } from './reset-password-state';

/** A message in the page's language: ours translated, the API's as it came. */
export function useShown() {
  const t = useAccountT();
  return (message: Shown | undefined) =>
    message === undefined ? null : 'text' in message ? message.text : t(message.key, message.vars);
}

export interface NewPasswordFieldsProps {
  /** The form's useId(). */
  id: string;
  password: string;
  repeat: string;
  onPasswordChange: (value: string) => void;
  onRepeatChange: (value: string) => void;
  errors: FormErrors;
}

export function NewPasswordFields({
  id,
  password,
  repeat,
  onPasswordChange,
  onRepeatChange,
  errors,
}: NewPasswordFieldsProps) {
  const t = useAccountT();
  const show = useShown();
  const [visible, setVisible] = useState(false);

  const type = visible ? 'text' : 'password';
  const fieldError = (name: 'password' | 'repeat') =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm text-danger-700">
        {show(errors[name])}
      </p>
    ) : null;
  const describedBy = (name: 'password' | 'repeat', ...more: string[]) =>
    [...more, errors[name] ? `${id}-${name}-error` : ''].filter(Boolean).join(' ') || undefined;

  return (
    <>
      <div>
        <label htmlFor={`${id}-password`} className="field-label">
          {t('passwordReset.password')}
        </label>
        <input
          id={`${id}-password`}
          name="password"
          type={type}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          value={password}
          onChange={(event) => onPasswordChange(event.currentTarget.value)}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={describedBy('password', `${id}-rules`)}
          className="field-input"
        />
        <p id={`${id}-rules`} className="mt-1 text-sm text-neutral-600">
          {t('passwordReset.rules', PASSWORD_VARS)}
        </p>
        {fieldError('password')}
      </div>
      <div>
        <label htmlFor={`${id}-repeat`} className="field-label">
          {t('passwordReset.repeat')}
        </label>
        <input
          id={`${id}-repeat`}
          name="repeat"
          type={type}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          value={repeat}
          onChange={(event) => onRepeatChange(event.currentTarget.value)}
          aria-invalid={errors.repeat ? true : undefined}
          aria-describedby={describedBy('repeat')}
          className="field-input"
        />
        {fieldError('repeat')}
      </div>
      <button
        type="button"
        className="text-sm font-medium text-brand-700 underline underline-offset-2"
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? t('passwordReset.hide') : t('passwordReset.show')}
      </button>
    </>
  );
}
