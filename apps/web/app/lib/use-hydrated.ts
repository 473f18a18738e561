// Whether React has taken over the server-rendered page in this browser. False on the server
// and during hydration (so both render the same), true from the render right after it.
import { useSyncExternalStore } from 'react';

function subscribe(): () => void {
  // Hydration happens once; nothing to listen to.
  return () => undefined;
}

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
