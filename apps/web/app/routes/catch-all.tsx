// Catch-all content (SPEC §2: /{slug...}, /en/{slug...}). Resolution, in this order:
//   (1) a CMS page matched on its slug (GET /twill-api/v1/{slug}?include=blocks),
//   (2) a category matched on its URL path (nested catalogue URLs, with trailing slash),
//   (3) otherwise not found.
// The catalogue issue adds (1) and (2) here, in that order; until then every address that no
// other screen takes answers HTTP 404 with 'Page Not Found' (SPEC §8).
import { screenMeta } from '../i18n/meta';
import { throwNotFound } from '../lib/responses';
import { ErrorContent, NotFoundContent } from '../ui/error-content';
import type { Route } from './+types/catch-all';

export function loader(): never {
  throwNotFound();
}

export function meta({ location }: Route.MetaArgs) {
  return screenMeta(location.pathname, 'catch-all');
}

export default function CatchAllPage() {
  return <NotFoundContent />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorContent error={error} />;
}
