// Setting a new password through an e-mailed link (issue #13; SPEC §6's password-reset link,
// which with the embedded sign-in is ours). /ponastavitev-gesla?zeton=… and
// /en/reset-password?token=… (packages/contracts password-reset.ts RESET_PASSWORD_PAGE); public,
// only-trademark layout like the login page. Nothing is loaded: the API judges the token when
// the form is sent.
import { RESET_TOKEN_PARAM } from '@gradnik/contracts/password-reset';
import { ResetPasswordForm } from '../features/password-reset/reset-password-form';
import { useLocale } from '../i18n/i18n-context';
import { useAccountT } from '../i18n/account/use-account-t';
import { screenMeta } from '../i18n/meta';
import { href } from '../route-table';
import { PageHeading } from '../ui/page-heading';
import type { Route } from './+types/reset-password';

export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  // Either language's name, so a link opened under the other language still works.
  const token = params.get(RESET_TOKEN_PARAM.sl) ?? params.get(RESET_TOKEN_PARAM.en);
  return { token: token && token.length <= 256 ? token : null };
}

export function meta({ location }: Route.MetaArgs) {
  // A page for one person's link: never in a search index.
  return [
    ...screenMeta(location.pathname, 'reset-password'),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function ResetPasswordPage({ loaderData }: Route.ComponentProps) {
  const t = useAccountT();
  const locale = useLocale();
  return (
    <div className="mx-auto max-w-md space-y-6 rounded-lg border border-neutral-200 bg-white p-6 shadow-sm sm:p-8">
      <PageHeading>{t('passwordReset.heading')}</PageHeading>
      <ResetPasswordForm token={loaderData.token} loginHref={href('login', locale)} />
    </div>
  );
}
