// Inquiry offer detail (SPEC §2: /povprasevanje-ponudbe/povprasevanje/{id}, /en/inquiry-
// offers/inquiry/{id}; issue #14, decision 036): the inquiry beside its offer, the offer's
// revisions and the thread, and what the buyer may do. Another company's inquiry, like an
// unknown one, is 'Page Not Found'.
import { localeFromPath } from '@gradnik/domain/locale';
import { guardRequest, redirectSessionExpired } from '../features/auth/guards.server';
import { InquiryDetailView } from '../features/inquiry-offers/inquiry-detail';
import { loadInquiry } from '../features/inquiry-offers/inquiry-offers.server';
import { screenMeta } from '../i18n/meta';
import { translate } from '../i18n/translate';
import { throwNotFound } from '../lib/responses';
import { SessionRejectedError } from '../lib/shop-document.server';
import { ErrorContent } from '../ui/error-content';
import type { Route } from './+types/inquiry-offer';

// Inquiry ids are positive database integers (packages/contracts/src/ids.ts).
const INQUIRY_ID = /^[1-9]\d{0,9}$/;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!INQUIRY_ID.test(params.id) || Number(params.id) > 2_147_483_647) throwNotFound();
  const guarded = await guardRequest(request, context);
  try {
    const inquiry = await loadInquiry(context.api, guarded.locale, Number(params.id));
    if (!inquiry) throwNotFound();
    return { inquiry };
  } catch (error) {
    if (error instanceof SessionRejectedError) redirectSessionExpired(guarded);
    throw error;
  }
}

export function meta({ location, params, loaderData }: Route.MetaArgs) {
  if (!loaderData) return screenMeta(location.pathname, 'inquiry-offer', { id: params.id });
  const locale = localeFromPath(location.pathname);
  const title = translate(locale, 'screen.inquiry-offer.title', { id: loaderData.inquiry.number });
  return [{ title: `${title} | ${translate(locale, 'app.titleSuffix')}` }];
}

export default function InquiryOfferPage({ loaderData }: Route.ComponentProps) {
  // A new inquiry (renew) is a new page: its state starts afresh.
  return <InquiryDetailView key={loaderData.inquiry.id} inquiry={loaderData.inquiry} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorContent error={error} />;
}
