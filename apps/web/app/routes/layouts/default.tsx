// The 'default' layout of SPEC §2: header, main and footer.
import { localeFromPath } from '@gradnik/domain/locale';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { getRequestSession } from '../../features/auth/session.server';
import { EMPTY_FOOTER } from '../../features/layout/footer-data';
import { loadFooter } from '../../features/layout/footer.server';
import type { Route } from './+types/default';
import { loadFrame } from './frame.server';
import { SiteFrame } from './frame';
import { revalidateOnPathChange } from './revalidate';

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  // The footer's CMS content loads beside the access checks; the CMS answers signed-in users.
  const [frame, footer] = await Promise.all([
    loadFrame(request, context),
    getRequestSession(context).then((session) =>
      session ? loadFooter(context.api, locale) : EMPTY_FOOTER,
    ),
  ]);
  return { ...frame, footer };
}

export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return revalidateOnPathChange(args);
}

export default function DefaultLayout({ loaderData }: Route.ComponentProps) {
  return <SiteFrame account={loaderData.account} footer={true} footerData={loaderData.footer} />;
}
