// Inquiry offers list (SPEC §2: /povprasevanje-ponudbe, /en/inquiry-offers).
// Not built yet: its heading and an honest note (no made-up data).
import { screenMeta } from '../i18n/meta';
import { PlaceholderPage } from '../ui/placeholder-page';
import type { Route } from './+types/inquiry-offers';

export function meta({ location }: Route.MetaArgs) {
  return screenMeta(location.pathname, 'inquiry-offers');
}

export default function InquiryOffersPage() {
  return <PlaceholderPage screenId="inquiry-offers" />;
}
