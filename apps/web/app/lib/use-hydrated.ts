// Whether the browser has taken over the server-rendered page. False on the server and during
// hydration (so both render the same), true from the render right after it.
import { useHydratingStore } from './hydration';

function subscribe(): () => void {
  // Hydration happens once; useHydratingStore tells when it ends.
  return () => undefined;
}

export function useHydrated(): boolean {
  return useHydratingStore(
    subscribe,
    () => true,
    () => false,
  );
}
