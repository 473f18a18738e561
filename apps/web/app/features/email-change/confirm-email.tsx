// The page an e-mail confirmation link opens (issue #13 "My profile", decision 034). The change
// is made by pressing the button, never on opening the page: mail programs and link scanners
// open links by themselves, and that must not confirm anything. Then the result, in the API's
// words, and the way back to the shop.
import type { ConfirmEmailResponse } from '@gradnik/contracts/email-change';
import type { Locale } from '@gradnik/domain/locale';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLocale } from '../../i18n/i18n-context';
import { useAccountT } from '../../i18n/account/use-account-t';
import { ShopApiError } from '../../lib/basket-client';
import { confirmEmail } from './email-change-calls';

export interface ConfirmEmailProps {
  token: string | null;
  /** Where to go afterwards (the home page; signed out, the sign-in). */
  shopHref: string;
  /** The call; tests pass their own. */
  submit?: (token: string, locale: Locale) => Promise<ConfirmEmailResponse>;
}

export function ConfirmEmail({ token, shopHref, submit = confirmEmail }: ConfirmEmailProps) {
  const t = useAccountT();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (!token) {
    return (
      <p role="alert" className="text-danger-700">
        {t('emailChange.confirm.missingToken')}
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
          {t('emailChange.confirm.done', { email: done })}
        </p>
        <Link to={shopHref} className="btn-primary block w-full text-center">
          {t('emailChange.confirm.toShop')}
        </Link>
      </div>
    );
  }

  async function run(linkToken: string) {
    setBusy(true);
    setError(null);
    try {
      const answer = await submit(linkToken, locale);
      setDone(answer.email);
    } catch (failure) {
      if (failure instanceof ShopApiError && failure.status === 400)
        setError(t('emailChange.confirm.invalidLink'));
      else if (failure instanceof ShopApiError && failure.messages[0])
        // 409 taken meanwhile, 429: the API's own sentence, in the page's language.
        setError(failure.messages[0]);
      else setError(t('emailChange.confirm.failed'));
    }
    setBusy(false);
  }

  return (
    <div className="space-y-4">
      <p className="text-neutral-700">{t('emailChange.confirm.intro')}</p>
      <div role="alert">
        {error ? (
          <p className="rounded-md border border-danger-600/30 bg-danger-50 px-3 py-2 text-sm text-danger-700">
            {error}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        className="btn-primary w-full"
        aria-disabled={busy}
        onClick={() => {
          if (!busy) void run(token);
        }}
      >
        {busy ? t('emailChange.confirm.submitting') : t('emailChange.confirm.submit')}
      </button>
    </div>
  );
}
