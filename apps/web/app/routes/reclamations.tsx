// Complaints list (SPEC §2: /reklamacije, /en/reclamations).
// Not built yet: its heading and an honest note (no made-up data).
import { screenMeta } from '../i18n/meta';
import { PlaceholderPage } from '../ui/placeholder-page';
import type { Route } from './+types/reclamations';

export function meta({ location }: Route.MetaArgs) {
  return screenMeta(location.pathname, 'reclamations');
}

export default function ReclamationsPage() {
  return <PlaceholderPage screenId="reclamations" />;
}
