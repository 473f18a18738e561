// Actions/promotions (SPEC §2: /akcije, /en/actions). Paginated, 9 per page (SPEC §9); built by
// the catalogue issue.
// Not built yet: its heading and an honest note (no made-up data).
import { screenMeta } from '../i18n/meta';
import { PlaceholderPage } from '../ui/placeholder-page';
import type { Route } from './+types/actions';

export function meta({ location }: Route.MetaArgs) {
  return screenMeta(location.pathname, 'actions');
}

export default function ActionsPage() {
  return <PlaceholderPage screenId="actions" />;
}
