// Search results (SPEC §2: /iskanje/{id}, /en/search/{id}); driven by query parameters, built by
// the search issue.
// Not built yet: its heading and an honest note (no made-up data).
import { screenMeta } from '../i18n/meta';
import { PlaceholderPage } from '../ui/placeholder-page';
import type { Route } from './+types/search';

export function meta({ location }: Route.MetaArgs) {
  return screenMeta(location.pathname, 'search');
}

export default function SearchPage() {
  return <PlaceholderPage screenId="search" />;
}
