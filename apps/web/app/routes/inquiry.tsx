// Inquiry form (SPEC §2: /povprasevanje, /en/inquiry).
// Not built yet: its heading and an honest note (no made-up data).
import { screenMeta } from '../i18n/meta';
import { PlaceholderPage } from '../ui/placeholder-page';
import type { Route } from './+types/inquiry';

export function meta({ location }: Route.MetaArgs) {
  return screenMeta(location.pathname, 'inquiry');
}

export default function InquiryPage() {
  return <PlaceholderPage screenId="inquiry" />;
}
