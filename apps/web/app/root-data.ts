// The root loader's data (locale, session, impersonation) for any component below it.
import { useRouteLoaderData } from 'react-router';
import type { loader } from './root';

/** Undefined only while the root itself failed (its error page). */
export function useRootData() {
  return useRouteLoaderData<typeof loader>('root');
}

export type RootData = NonNullable<ReturnType<typeof useRootData>>;
