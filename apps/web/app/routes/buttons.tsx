// Design sample page (SPEC §2: /buttons, /en/buttons).
// Not built yet: its heading and an honest note (no made-up data).
import { screenMeta } from '../i18n/meta';
import { PlaceholderPage } from '../ui/placeholder-page';
import type { Route } from './+types/buttons';

export function meta({ location }: Route.MetaArgs) {
  return screenMeta(location.pathname, 'buttons');
}

export default function ButtonsPage() {
  return <PlaceholderPage screenId="buttons" />;
}
