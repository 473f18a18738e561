// Actions/promotions (SPEC §2: /akcije, /en/actions): 9 a page of 120 (SPEC §9), `?page=n`,
// each with title, date range, text, call to action and image.
import { parsePage } from '@gradnik/domain/search-query';
import { guardRequest } from '../features/auth/guards.server';
import { PromotionList } from '../features/promotions/promotion-list';
import { loadPromotionPage } from '../features/promotions/promotions.server';
import { useT } from '../i18n/i18n-context';
import { screenMeta } from '../i18n/meta';
import { throwRedirect } from '../lib/responses';
import { PageHeading } from '../ui/page-heading';
import { Pagination } from '../ui/product-list/pagination';
import type { Route } from './+types/actions';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // Visitors are sent to the login before any shop call (the layout answers the same).
  const { locale } = await guardRequest(request, context);
  const page = parsePage(url.searchParams.get('page'));
  const result = await loadPromotionPage(context.api, locale, page);
  if (page > result.lastPage) {
    // An old link past the end: the last page there is.
    throwRedirect(`${url.pathname}?page=${result.lastPage}`);
  }
  return result;
}

export function meta({ location }: Route.MetaArgs) {
  return screenMeta(location.pathname, 'actions');
}

export default function ActionsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { promotions, page, lastPage } = loaderData;
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <div className="space-y-1">
        <PageHeading>{t('screen.actions.title')}</PageHeading>
        <p className="text-neutral-700">{t('actions.pageStatus', { page, last: lastPage })}</p>
      </div>
      {promotions.length === 0 ? (
        <p className="rounded-md border border-neutral-200 bg-white px-4 py-3 text-neutral-700">
          {t('actions.empty')}
        </p>
      ) : (
        <PromotionList promotions={promotions} label={t('actions.listLabel')} />
      )}
      <Pagination page={page} pageCount={lastPage} hrefForPage={(n) => `?page=${n}`} />
    </div>
  );
}
