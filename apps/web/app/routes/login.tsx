// Login (SPEC §2: /prijava, /en/login; only-trademark layout, guest-only). The form posts to
// Auth.js; this loader supplies its CSRF token and the validated return address.
import { localeFromPath } from '@gradnik/domain/locale';
import { Link } from 'react-router';
import { ForgotPassword } from '../features/auth/forgot-password';
import { LoginForm } from '../features/auth/login-form';
import { loginErrorMessage } from '../features/auth/login-errors';
import { REDIRECT_PARAM, safeRedirect } from '../features/auth/redirect';
import { useLocale, useT } from '../i18n/i18n-context';
import { screenMeta } from '../i18n/meta';
import { href } from '../route-table';
import { PageHeading } from '../ui/page-heading';
import type { Route } from './+types/login';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  return {
    csrfToken: await context.auth.getCsrfToken(),
    provider: context.auth.provider,
    // No open redirects: only a same-site relative path is honoured.
    callbackUrl: safeRedirect(url.searchParams.get(REDIRECT_PARAM), href('home', locale)),
    // Without JavaScript, Auth.js sends a failed sign-in back here with ?error=…&code=….
    initialError: loginErrorMessage(url.searchParams.get('error'), url.searchParams.get('code')),
  };
}

export function meta({ location }: Route.MetaArgs) {
  return screenMeta(location.pathname, 'login');
}

export default function LoginPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { csrfToken, provider, callbackUrl, initialError } = loaderData;
  return (
    <div className="mx-auto max-w-md space-y-6 rounded-lg border border-neutral-200 bg-white p-8 shadow-sm">
      <PageHeading>{t('login.heading')}</PageHeading>
      <LoginForm
        key={`${callbackUrl}|${initialError ?? ''}`}
        csrfToken={csrfToken}
        provider={provider}
        callbackUrl={callbackUrl}
        initialError={initialError}
      />
      {provider === 'credentials' ? <ForgotPassword /> : null}
      <p className="border-t border-neutral-200 pt-4 text-sm text-neutral-700">
        {t('login.noAccount')}{' '}
        <Link to={href('register', locale)} className="font-medium text-brand-700 underline">
          {t('login.registerLink')}
        </Link>
      </p>
    </div>
  );
}
