// Accepting an invitation through its e-mailed link (issue #13 "Users", decision 034).
// /vabilo?zeton=… and /en/invitation?token=… (packages/contracts invitation.ts INVITATION_PAGE);
// public, only-trademark layout like the password reset page, whose token handling this mirrors:
// the loader only reads the token, the API judges it (features/invitation/accept-invitation.tsx).
import { INVITATION_TOKEN_PARAM } from '@gradnik/contracts/invitation';
import { AcceptInvitation } from '../features/invitation/accept-invitation';
import { useLocale } from '../i18n/i18n-context';
import { useAccountT } from '../i18n/account/use-account-t';
import { screenMeta } from '../i18n/meta';
import { href } from '../route-table';
import { PageHeading } from '../ui/page-heading';
import type { Route } from './+types/invitation';

export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  // Either language's name, so a link opened under the other language still works.
  const token = params.get(INVITATION_TOKEN_PARAM.sl) ?? params.get(INVITATION_TOKEN_PARAM.en);
  return { token: token && token.length <= 256 ? token : null };
}

export function meta({ location }: Route.MetaArgs) {
  // A page for one person's link: never in a search index.
  return [...screenMeta(location.pathname, 'invitation'), { name: 'robots', content: 'noindex' }];
}

export default function InvitationPage({ loaderData }: Route.ComponentProps) {
  const t = useAccountT();
  const locale = useLocale();
  return (
    <div className="mx-auto max-w-md space-y-6 rounded-lg border border-neutral-200 bg-white p-6 shadow-sm sm:p-8">
      <PageHeading>{t('invitation.accept.heading')}</PageHeading>
      <AcceptInvitation token={loaderData.token} loginHref={href('login', locale)} />
    </div>
  );
}
