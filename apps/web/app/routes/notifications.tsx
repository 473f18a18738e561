// Notifications (SPEC §2: /obvestila, /en/notifications; footerless).
// Not built yet: its heading and an honest note (no made-up data).
import { screenMeta } from '../i18n/meta';
import { PlaceholderPage } from '../ui/placeholder-page';
import type { Route } from './+types/notifications';

export function meta({ location }: Route.MetaArgs) {
  return screenMeta(location.pathname, 'notifications');
}

export default function NotificationsPage() {
  return <PlaceholderPage screenId="notifications" />;
}
