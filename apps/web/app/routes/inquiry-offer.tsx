// Inquiry offer detail (SPEC §2: /povprasevanje-ponudbe/povprasevanje/{id}, /en/inquiry-
// offers/inquiry/{id}).
// Not built yet: its heading and an honest note (no made-up data).
import { screenMeta } from '../i18n/meta';
import { PlaceholderPage } from '../ui/placeholder-page';
import type { Route } from './+types/inquiry-offer';

export function meta({ location, params }: Route.MetaArgs) {
  return screenMeta(location.pathname, 'inquiry-offer', { id: params.id });
}

export default function InquiryOfferPage({ params }: Route.ComponentProps) {
  return <PlaceholderPage screenId="inquiry-offer" vars={{ id: params.id }} />;
}
