// Confirming a new e-mail address through its e-mailed link (issue #13 "My profile", decision
// 034). /potrditev-e-naslova?zeton=… and /en/confirm-email?token=… (packages/contracts
// email-change.ts CONFIRM_EMAIL_PAGE); public, only-trademark layout, token handling as on the
// password reset page: the loader only reads the token, the API judges it when the button is
// pressed (features/email-change/confirm-email.tsx).
import { CONFIRM_EMAIL_TOKEN_PARAM } from '@gradnik/contracts/email-change';
import { ConfirmEmail } from '../features/email-change/confirm-email';
import { useLocale } from '../i18n/i18n-context';
import { useAccountT } from '../i18n/account/use-account-t';
import { screenMeta } from '../i18n/meta';
import { href } from '../route-table';
import { PageHeading } from '../ui/page-heading';
import type { Route } from './+types/confirm-email';

export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const token =
    params.get(CONFIRM_EMAIL_TOKEN_PARAM.sl) ?? params.get(CONFIRM_EMAIL_TOKEN_PARAM.en);
  return { token: token && token.length <= 256 ? token : null };
}

export function meta({ location }: Route.MetaArgs) {
  return [
    ...screenMeta(location.pathname, 'confirm-email'),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function ConfirmEmailPage({ loaderData }: Route.ComponentProps) {
  const t = useAccountT();
  const locale = useLocale();
  return (
    <div className="mx-auto max-w-md space-y-6 rounded-lg border border-neutral-200 bg-white p-6 shadow-sm sm:p-8">
      <PageHeading>{t('emailChange.confirm.heading')}</PageHeading>
      <ConfirmEmail token={loaderData.token} shopHref={href('home', locale)} />
    </div>
  );
}
