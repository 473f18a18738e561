// Complaint detail (SPEC §2: /reklamacije/{id}, /en/reclamations/{id}).
// Not built yet: its heading and an honest note (no made-up data).
import { screenMeta } from '../i18n/meta';
import { PlaceholderPage } from '../ui/placeholder-page';
import type { Route } from './+types/reclamation';

export function meta({ location, params }: Route.MetaArgs) {
  return screenMeta(location.pathname, 'reclamation', { id: params.id });
}

export default function ReclamationPage({ params }: Route.ComponentProps) {
  return <PlaceholderPage screenId="reclamation" vars={{ id: params.id }} />;
}
