// Design sample page (SPEC §2: /buttons, /en/buttons): button variants and sizes, loader
// sizes (SPEC §9).
import { ButtonSample } from '../features/design-sample/button-sample';
import { screenMeta } from '../i18n/meta';
import type { Route } from './+types/buttons';

export function meta({ location }: Route.MetaArgs) {
  return screenMeta(location.pathname, 'buttons');
}

export default function ButtonsPage() {
  return <ButtonSample />;
}
