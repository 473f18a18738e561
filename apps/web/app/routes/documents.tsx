// Documents (SPEC §2: /dokumenti, /en/documents; footerless).
// Not built yet: its heading and an honest note (no made-up data).
import { screenMeta } from '../i18n/meta';
import { PlaceholderPage } from '../ui/placeholder-page';
import type { Route } from './+types/documents';

export function meta({ location }: Route.MetaArgs) {
  return screenMeta(location.pathname, 'documents');
}

export default function DocumentsPage() {
  return <PlaceholderPage screenId="documents" />;
}
