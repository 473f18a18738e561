// Hydration-aware external stores. React's useSyncExternalStore renders `getServerSnapshot`
// while it hydrates, so the first browser render matches the server's HTML. The browser runs
// Preact (docs/decisions/021-preact-in-the-browser.md), whose compat layer ignores
// `getServerSnapshot`, and Preact does not patch attributes while it hydrates: a store that
// already read the browser's value would leave the server's attributes in place for good.
// entry.client.tsx marks the hydration; until it ends, these stores answer the server's value,
// then tell their subscribers once, exactly as React does. Under React (tests, the dev server)
// the mark is never set and React's own rule applies.
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';

let hydrating = false;

/**
 * True inside a part of the page that hydrates in its turn, after the rest (lib/hydrate-in-turn
 * .tsx), until it goes live: such a part hydrates when the page already has, so its stores must
 * still answer the server's value, as the whole page's do while it hydrates.
 */
export const PartHydratingContext = createContext(false);
const afterHydration = new Set<() => void>();

/** entry.client.tsx: the browser's first render is a hydration of the server's HTML. */
export function beginHydration(): void {
  hydrating = true;
}

/** Whether the browser is hydrating the server's HTML under Preact right now (never on the server). */
export function isHydrating(): boolean {
  return hydrating;
}

/** entry.client.tsx: hydration is done; stores re-read their browser values. */
export function endHydration(): void {
  hydrating = false;
  for (const listener of [...afterHydration]) listener();
}

export function useHydratingStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  const subscribeWithHydration = useCallback(
    (onChange: () => void) => {
      afterHydration.add(onChange);
      const unsubscribe = subscribe(onChange);
      return () => {
        afterHydration.delete(onChange);
        unsubscribe();
      };
    },
    [subscribe],
  );
  const inPart = useContext(PartHydratingContext);
  return useSyncExternalStore(
    subscribeWithHydration,
    () => (hydrating || inPart ? getServerSnapshot() : getSnapshot()),
    getServerSnapshot,
  );
}
