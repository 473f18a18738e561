// Overlays on first use (issue #11 "Defer overlays … and load them on first use";
// docs/decisions/020-page-weight.md "Overlays on first use"). Every overlay of the shop is a
// Radix Dialog or Popover (ui/overlay.tsx), and Radix with floating-ui and the scroll lock is
// about a seventh of a page's JavaScript, yet an overlay only opens on a click. So the overlay's
// module (the Radix part) is imported only from here, with a dynamic import(), and loads when
// the user first asks for it; pointing at or focusing the trigger starts the load early.
//
// Two shapes:
// - DeferredDialog: an overlay with its own button. Until it is activated, the button is a plain
//   ClosedTrigger (the same closed button Radix renders); a click (Enter and Space click a
//   native button) loads the module, which then replaces the button by its Radix trigger with
//   the overlay open (`initialOpen`). Radix then gives the focus back to that trigger on close
//   and closes on Escape, as before; the face, classes and name of the button stay the same.
// - useDeferredOverlay: an overlay opened by state (the confirm modal, the stores panel): its
//   module loads the first time `active` is true and renders from then on.
import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import type { ComponentPropsWithoutRef, ComponentType, LazyExoticComponent } from 'react';

/**
 * An overlay's trigger as the server renders it: the same closed button Radix renders (type,
 * aria-haspopup, aria-expanded, data-state), without the overlay behind it. The header's overlay
 * widgets show it until hydration (their queries and providers then mount) and, after it, until
 * the overlay is first used (DeferredDialog). Before hydration no button does anything anyway,
 * and the server render skips their work (docs/decisions/014-ssr-page-speed.md: the header
 * widgets were a tenth of the page's CPU).
 */
export function ClosedTrigger(props: Omit<ComponentPropsWithoutRef<'button'>, 'type'>) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded="false"
      data-state="closed"
      {...props}
    />
  );
}

/** An overlay component whose module is loaded on first use. */
export interface DeferredOverlay<P> {
  /** Starts the load (once; after a failure the next call tries again). */
  preload: () => Promise<unknown>;
  /** The component (React.lazy): render it once `useDeferredOverlay` says it is ready. */
  Component: LazyExoticComponent<ComponentType<P>>;
}

/**
 * `deferOverlay(() => import('./account-dialog').then((m) => m.AccountDialog))`: the import()
 * is what makes the bundler put the overlay (and Radix) into a chunk of its own.
 */
export function deferOverlay<P>(load: () => Promise<ComponentType<P>>): DeferredOverlay<P> {
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    pending ??= load().catch((error: unknown) => {
      // A lost connection must not make the overlay unavailable for the page's life.
      pending = null;
      throw error;
    });
    return pending;
  };
  return {
    preload,
    Component: lazy(() => preload().then((component) => ({ default: component }))),
  };
}

function prefetch<P>(overlay: DeferredOverlay<P>) {
  // Only a head start: a failure shows when the user activates the trigger.
  overlay.preload().catch(() => undefined);
}

/**
 * Whether the overlay may render: `active` has been truthy and its module has arrived. A new
 * truthy value of `active` after a failed load tries again. Each use starts false, even when the
 * module is already here (it is then true a microtask later): a part of the page that hydrates
 * late renders what the server rendered.
 */
export function useDeferredOverlay<P>(
  overlay: DeferredOverlay<P>,
  active: boolean | number,
): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!active || ready) return;
    let current = true;
    overlay.preload().then(
      () => {
        if (current) setReady(true);
      },
      (error: unknown) => console.error('The overlay could not be loaded', error),
    );
    return () => {
      current = false;
    };
  }, [active, ready, overlay]);
  return ready;
}

/** What a DeferredDialog's overlay component receives besides its own props. */
export interface InitialOpenProps {
  /** Open on mount: true when the user's click loaded it (default false). */
  initialOpen?: boolean;
}

export interface DeferredDialogProps<P> {
  overlay: DeferredOverlay<P & InitialOpenProps>;
  /** The overlay component's own props. */
  props: P;
  /** The plain button's props until then: the same class, face and name as the Radix trigger. */
  trigger: Omit<ComponentPropsWithoutRef<'button'>, 'type' | 'onClick'>;
}

/** An overlay with its own button, loaded on the button's first activation (see above). */
export function DeferredDialog<P>({ overlay, props, trigger }: DeferredDialogProps<P>) {
  // Counted, not a flag: after a failed load the next click asks again.
  const [requests, setRequests] = useState(0);
  const ready = useDeferredOverlay(overlay, requests);
  const warm = useCallback(() => prefetch(overlay), [overlay]);
  const button = (
    <ClosedTrigger
      {...trigger}
      onClick={() => setRequests((n) => n + 1)}
      onPointerEnter={warm}
      onFocus={warm}
    />
  );
  if (!ready) return button;
  // No click is lost: the request stays until the module has arrived, then the overlay mounts
  // open (the module is here: React.lazy resolves it within a microtask, meanwhile the same
  // button shows).
  return (
    <Suspense fallback={button}>
      <overlay.Component {...props} initialOpen={requests > 0} />
    </Suspense>
  );
}
