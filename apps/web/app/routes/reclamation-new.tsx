// New complaint (SPEC §2: /reklamacije/vnos, /en/reclamations/new).
// Not built yet: its heading and an honest note (no made-up data).
import { screenMeta } from '../i18n/meta';
import { PlaceholderPage } from '../ui/placeholder-page';
import type { Route } from './+types/reclamation-new';

export function meta({ location }: Route.MetaArgs) {
  return screenMeta(location.pathname, 'reclamation-new');
}

export default function ReclamationNewPage() {
  return <PlaceholderPage screenId="reclamation-new" />;
}
