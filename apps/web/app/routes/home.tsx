// Home (SPEC §2: /, /en): a welcome with the user's first name and the main areas of the shop.
// The front-page promotions (SPEC §2, mock data) arrive with the catalogue issue.
import { Link } from 'react-router';
import { MAIN_AREAS } from '../features/layout/main-areas';
import { useLocale, useT } from '../i18n/i18n-context';
import type { MessageKey } from '../i18n/message-keys';
import { screenMeta } from '../i18n/meta';
import { useRootData } from '../root-data';
import { href } from '../route-table';
import type { ScreenId } from '../route-table';
import { PageHeading } from '../ui/page-heading';
import type { Route } from './+types/home';

const MORE_AREAS = [
  { screen: 'cart', label: 'header.cart' },
  { screen: 'favorites', label: 'header.favorites' },
  { screen: 'notifications', label: 'header.notifications' },
  { screen: 'profile', label: 'account.link.profile' },
] as const satisfies ReadonlyArray<{ screen: ScreenId; label: MessageKey }>;

export function meta({ location }: Route.MetaArgs) {
  return screenMeta(location.pathname, 'home');
}

export default function HomePage() {
  const t = useT();
  const locale = useLocale();
  const firstname = useRootData()?.session?.user.firstname ?? '';
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6">
      <div className="space-y-2">
        <PageHeading>{t('home.welcome', { name: firstname })}</PageHeading>
        <p className="text-neutral-700">{t('home.intro')}</p>
      </div>
      <nav aria-label={t('home.areas')}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[...MAIN_AREAS, ...MORE_AREAS].map((area) => (
            <li key={area.screen}>
              <Link
                to={href(area.screen, locale)}
                className="block rounded-lg border border-neutral-200 bg-white px-5 py-4 font-semibold text-neutral-900 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50"
              >
                {t(area.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
