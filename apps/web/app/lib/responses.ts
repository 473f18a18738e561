// React Router catches what a loader throws: a redirect Response, or data() for an error
// response shown by the nearest ErrorBoundary. typescript-eslint's only-throw-error cannot
// know that, so such throws are written here and nowhere else.
import { data, redirect } from 'react-router';

export function throwRedirect(location: string, init?: ResponseInit): never {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- handled by React Router
  throw redirect(location, init);
}

/** HTTP 404; the route's ErrorBoundary (or the root one) shows 'Page Not Found' (SPEC §2). */
export function throwNotFound(): never {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- handled by React Router
  throw data(null, { status: 404 });
}
