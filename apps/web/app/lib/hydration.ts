// Hydration-aware external stores. React's useSyncExternalStore renders `getServerSnapshot`
// while it hydrates, so the first browser render matches the server's HTML. The browser runs
// Preact (docs/decisions/021-preact-in-the-browser.md), whose compat layer ignores
// `getServerSnapshot`, and Preact does not patch attributes while it hydrates: a store that
// already read the browser's value would leave the server's attributes in place for good.
// entry.client.tsx marks the hydration; a component rendered while it lasts keeps answering the
// server's value until its own turn after it (lib/turns.ts), then re-renders with the browser's.
// One turn a component (issue #11): the header's overlays, the list's controls and the rest
// change as small tasks, not as one long task of every component at once. Under React (tests,
// the dev server) the mark is never set and React's own rule applies.
import { createContext, useCallback, useContext, useRef, useSyncExternalStore } from 'react';
import { inTurn } from './turns';

let hydrating = false;

/**
 * True inside a part of the page that hydrates in its turn, after the rest (lib/hydrate-in-turn
 * .tsx), until it goes live: such a part hydrates when the page already has, so its stores must
 * still answer the server's value, as the whole page's do while it hydrates.
 */
export const PartHydratingContext = createContext(false);

/** entry.client.tsx: the browser's first render is a hydration of the server's HTML. */
export function beginHydration(): void {
  hydrating = true;
}

/** Whether the browser is hydrating the server's HTML under Preact right now (never on the server). */
export function isHydrating(): boolean {
  return hydrating;
}

/** entry.client.tsx: hydration is done; each store turns to the browser's value in its turn. */
export function endHydration(): void {
  hydrating = false;
}

export function useHydratingStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  // Rendered while the page hydrated: the server's value until this component's turn.
  const held = useRef(hydrating);
  const subscribeWithHydration = useCallback(
    (onChange: () => void) => {
      let subscribed = true;
      if (held.current) {
        inTurn(() => {
          held.current = false;
          if (subscribed) onChange();
        });
      }
      const unsubscribe = subscribe(onChange);
      return () => {
        subscribed = false;
        unsubscribe();
      };
    },
    [subscribe],
  );
  const inPart = useContext(PartHydratingContext);
  return useSyncExternalStore(
    subscribeWithHydration,
    () => (hydrating || held.current || inPart ? getServerSnapshot() : getSnapshot()),
    getServerSnapshot,
  );
}
