// Parts of a page hydrate one at a time after the rest (issue #11: the category and search pages'
// Total Blocking Time was the hydration of the whole product table in one task, then its
// re-render with the row controls, each hundreds of milliseconds on a mid-range phone). Used for
// the product rows (ui/product-list) and the filter column a phone does not show.
//
// The browser runs Preact (docs/decisions/021-preact-in-the-browser.md). When a component
// suspends while Preact hydrates, Preact keeps its server DOM as it is and hydrates it when the
// promise resolves, with the same component instance (progressive hydration, preact/compat
// Suspense). So while the page hydrates, each part suspends on its own gate; afterwards the gates
// open one per task, in the order the parts were rendered (top rows first: on a phone those are
// the ones on screen), and each part takes two turns:
//   1. its gate opens: the part hydrates as the server rendered it (`live` false), so the DOM
//      matches (Preact does not patch attributes while hydrating);
//   2. it goes live: it renders what only works in the browser (a row's quantity field,
//      checkbox and quick view).
// Each turn is one part's work (lib/turns.ts), far below the 50 ms a long task starts at, and
// the main thread stays free for input between them.
//
// Parts mounted after hydration (client navigation) are live at once. On the server, and under
// React (unit tests, the dev server), there is no gate: the part renders the server variant
// until the page is hydrated, then goes live.
import { Suspense, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { PartHydratingContext, isHydrating } from './hydration';
import { inTurn } from './turns';
import { useHydrated } from './use-hydrated';

/** A promise a part waits on while the page hydrates, opened when its turn comes. */
interface Gate {
  promise: Promise<void>;
  open: () => void;
  opened: boolean;
}

function createGate(): Gate {
  let open = () => undefined as void;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  const gate: Gate = {
    promise,
    opened: false,
    open: () => {
      gate.opened = true;
      open();
    },
  };
  return gate;
}

/** Keeps the server's DOM until the gate opens (throws the gate's promise: Suspense). */
function Gated({ gate, children }: { gate: Gate; children: ReactNode }) {
  // Suspending is throwing the promise (Suspense's protocol); eslint's rule expects errors.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (!gate.opened) throw gate.promise;
  return <>{children}</>;
}

/**
 * A part hydrated in its turn: `children(live)` renders it, as the server did while `live` is
 * false. It must render one DOM element (Preact keeps that element while the part waits).
 * `last`: after every other part (what a phone does not show).
 */
export function HydrateInTurn({
  children,
  last = false,
}: {
  children: (live: boolean) => ReactNode;
  last?: boolean;
}) {
  const hydrated = useHydrated();
  const [gate] = useState<Gate | null>(() => (isHydrating() ? createGate() : null));
  const [woken, setWoken] = useState(false);

  useEffect(() => {
    if (!gate) return undefined;
    let unmounted = false;
    inTurn(() => {
      if (!unmounted) gate.open();
    }, last);
    inTurn(() => {
      if (!unmounted) setWoken(true);
    }, last);
    return () => {
      unmounted = true;
    };
  }, [gate, last]);

  if (!gate) return <>{children(hydrated)}</>;
  return (
    // Until live, the part's stores (useHydrated, useHydratingStore) answer the server's value.
    <PartHydratingContext.Provider value={!woken}>
      <Suspense fallback={null}>
        <Gated gate={gate}>{children(woken)}</Gated>
      </Suspense>
    </PartHydratingContext.Provider>
  );
}
