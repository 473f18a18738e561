// Inquiry offers list (SPEC §2: /povprasevanje-ponudbe, /en/inquiry-offers; issue #14, decision
// 036): the company's inquiries with their offers, filtered, sorted and paged by the address
// (features/inquiry-offers/inquiry-offers-filter.ts). An account page: its texts are the account
// catalogue's, loaded with this route's chunk only (issue #11).
import { guardRequest, redirectSessionExpired } from '../features/auth/guards.server';
import { InquiryList } from '../features/inquiry-offers/inquiry-list';
import {
  inquiryOffersFilterFrom,
  inquiryOffersHref,
} from '../features/inquiry-offers/inquiry-offers-filter';
import { loadInquiries } from '../features/inquiry-offers/inquiry-offers.server';
import { useAccountT, translateAccount } from '../i18n/account/use-account-t';
import { screenMeta } from '../i18n/meta';
import { throwRedirect } from '../lib/responses';
import { SessionRejectedError } from '../lib/shop-document.server';
import { ErrorContent } from '../ui/error-content';
import { PageHeading } from '../ui/page-heading';
import type { Route } from './+types/inquiry-offers';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const guarded = await guardRequest(request, context);
  const filter = inquiryOffersFilterFrom(url.searchParams);
  try {
    const result = await loadInquiries(
      context.api,
      guarded.locale,
      filter,
      translateAccount(guarded.locale, 'inquiryOffers.notAllowed'),
    );
    if (filter.page > result.lastPage && result.refused === null) {
      // An old link past the end: the last page there is.
      throwRedirect(`${url.pathname}${inquiryOffersHref(filter, { page: result.lastPage })}`);
    }
    return { filter, ...result };
  } catch (error) {
    if (error instanceof SessionRejectedError) redirectSessionExpired(guarded);
    throw error;
  }
}

export function meta({ location }: Route.MetaArgs) {
  return screenMeta(location.pathname, 'inquiry-offers');
}

export default function InquiryOffersPage({ loaderData }: Route.ComponentProps) {
  const t = useAccountT();
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeading>{t('screen.inquiry-offers.title')}</PageHeading>
      {/* A new filter is a new list: the form's fields start from the address again. */}
      <InquiryList key={JSON.stringify(loaderData.filter)} {...loaderData} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorContent error={error} />;
}
