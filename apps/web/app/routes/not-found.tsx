// Not found (SPEC §2: /404, /en/404): answers HTTP 404 and shows 'Page Not Found' inside the
// default layout.
import { screenMeta } from '../i18n/meta';
import { throwNotFound } from '../lib/responses';
import { ErrorContent, NotFoundContent } from '../ui/error-content';
import type { Route } from './+types/not-found';

export function loader(): never {
  throwNotFound();
}

export function meta({ location }: Route.MetaArgs) {
  return screenMeta(location.pathname, 'not-found');
}

export default function NotFoundPage() {
  return <NotFoundContent />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorContent error={error} />;
}
