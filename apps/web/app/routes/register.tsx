// Register (SPEC §2: /registracija, /en/register; only-trademark layout, guest-only). Partners
// are registered by the retailer, so the page explains how to become one; there is no form.
import { Link } from 'react-router';
import { useLocale, useT } from '../i18n/i18n-context';
import { screenMeta } from '../i18n/meta';
import { href } from '../route-table';
import { PageHeading } from '../ui/page-heading';
import type { Route } from './+types/register';

export function meta({ location }: Route.MetaArgs) {
  return screenMeta(location.pathname, 'register');
}

export default function RegisterPage() {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="mx-auto max-w-xl space-y-4 rounded-lg border border-neutral-200 bg-white p-8 shadow-sm">
      <PageHeading>{t('register.heading')}</PageHeading>
      <p className="text-neutral-700">{t('register.text')}</p>
      <p className="text-neutral-700">{t('register.howTo')}</p>
      <p>
        <Link to={href('login', locale)} className="font-medium text-brand-700 underline">
          {t('register.backToLogin')}
        </Link>
      </p>
    </div>
  );
}
