// Product rows hydrate one at a time after the page (issue #11: the category and search pages'
// Total Blocking Time was the hydration of the whole product table in one task, then its
// re-render with the row controls, each hundreds of milliseconds on a mid-range phone).
//
// The browser runs Preact (docs/decisions/021-preact-in-the-browser.md). When a component
// suspends while Preact hydrates, Preact keeps its server DOM as it is and hydrates it when the
// promise resolves, with the same component instance (progressive hydration, preact/compat
// Suspense). So while the page hydrates, each row suspends on its own gate; afterwards the gates
// open one per task, top rows first (on a phone those are the ones on screen), and each row
// takes two turns:
//   1. its gate opens: the row hydrates as the server rendered it (`live` false), so the DOM
//      matches (Preact does not patch attributes while hydrating);
//   2. it goes live: the row renders its controls (quantity field, checkbox, quick view).
// Each turn is one row's work, far below the 50 ms a long task starts at, and the main thread
// stays free for input between them (a MessageChannel task each, not a timer: no 4 ms clamp).
//
// Rows mounted after hydration (client navigation) are live at once. On the server, and under
// React (unit tests, the dev server), there is no gate: the row renders the server variant until
// the page is hydrated, then goes live, as the list did before.
import { Suspense, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { isHydrating } from '../../lib/hydration';
import { useHydrated } from '../../lib/use-hydrated';

/** A promise a row waits on while the page hydrates, opened when its turn comes. */
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

// One queue for the page: each step runs in its own task, in the order the rows queued them.
const turns: (() => void)[] = [];
let channel: MessageChannel | null = null;

function takeTurn(): void {
  const turn = turns.shift();
  turn?.();
  if (turns.length > 0) channel?.port2.postMessage(null);
}

function inTurn(turn: () => void): void {
  turns.push(turn);
  if (turns.length > 1) return;
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = takeTurn;
  }
  channel.port2.postMessage(null);
}

/** Renders the server's row until its gate opens (throws the gate's promise: Suspense). */
function Gated({ gate, children }: { gate: Gate; children: ReactNode }) {
  // Suspending is throwing the promise (Suspense's protocol); eslint's rule expects errors.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (!gate.opened) throw gate.promise;
  return <>{children}</>;
}

/**
 * One product row or card: `children(live)` renders it, with the server's cells while `live`
 * is false and the row controls once true. The element it renders must be one DOM element.
 */
export function ProgressiveRow({ children }: { children: (live: boolean) => ReactNode }) {
  const hydrated = useHydrated();
  const [gate] = useState<Gate | null>(() => (isHydrating() ? createGate() : null));
  const [woken, setWoken] = useState(false);

  useEffect(() => {
    if (!gate) return undefined;
    let unmounted = false;
    inTurn(() => {
      if (!unmounted) gate.open();
    });
    inTurn(() => {
      if (!unmounted) setWoken(true);
    });
    return () => {
      unmounted = true;
    };
  }, [gate]);

  if (!gate) return <>{children(hydrated)}</>;
  return (
    <Suspense fallback={null}>
      <Gated gate={gate}>{children(woken)}</Gated>
    </Suspense>
  );
}
