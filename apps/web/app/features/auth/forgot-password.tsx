// SPEC §6: password reset belongs to the identity provider. The embedded provider has no
// reset flow, so the page says plainly whom to ask instead of offering a form that does nothing.
import { useT } from '../../i18n/i18n-context';

export function ForgotPassword() {
  const t = useT();
  return (
    <details className="group text-sm">
      <summary className="cursor-pointer font-medium text-brand-700 underline-offset-2 hover:underline">
        {t('login.forgotPassword')}
      </summary>
      <p className="mt-2 text-neutral-700">{t('login.forgotPasswordText')}</p>
    </details>
  );
}
