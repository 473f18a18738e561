// What the hearts of a page work with (issue #15; SPEC §3 favoriteData.listsIDs, §4 Favourites):
// the product → lists map and the heart's click. Provided with a session (SPEC §2), by the pages
// through ui/favorite-heart.tsx's context, so catalogue rows, the popup and the product page show
// hearts without importing this feature (ARCHITECTURE.md).
//
// Page weight (issue #11): the routes that show hearts provide it (home, category, search, new
// products, product page), not the layout, so the cart page never loads it; it holds only the
// context. The engine (./favorites-engine.tsx: the map query, the heart's click,
// the list choice) loads only once a heart is on the page, when the browser is idle after
// hydration — never in the critical path, and never on pages without a heart (the cart). Until
// the map has loaded the hearts wait (SPEC §4 "not initialized until the product-to-lists map
// loads").
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useShopCaller } from '../../lib/basket-client';
import { deferOverlay, useDeferredOverlay } from '../../ui/deferred-overlay';
import { FavoritesContext } from '../../ui/favorites-context';
import type { FavoritesControls } from '../../ui/favorites-context';
import type { FavoritesEngineProps } from './favorites-engine';

const engine = deferOverlay<FavoritesEngineProps>(() =>
  import('./favorites-engine').then((m) => m.FavoritesEngine),
);

/** Runs `run` when the browser is idle (a timeout where requestIdleCallback is missing). */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 200);
  return () => window.clearTimeout(id);
}

export function FavoritesProvider({ children }: { children: ReactNode }) {
  // SPEC §2: with a session only (favourites are a user's); without, hearts render nothing.
  const { signedIn } = useShopCaller();
  const [wanted, setWanted] = useState(false);
  const [idle, setIdle] = useState(false);
  const [controls, setControls] = useState<FavoritesControls | null>(null);
  const want = useCallback(() => setWanted(true), []);
  useEffect(() => (wanted && !idle ? whenIdle(() => setIdle(true)) : undefined), [wanted, idle]);
  const ready = useDeferredOverlay(engine, idle);
  // Until the engine answers, every heart waits (listsOf null: SPEC §4).
  const value = useMemo<FavoritesControls>(
    () => controls ?? { listsOf: () => null, want, choose: () => undefined },
    [controls, want],
  );
  if (!signedIn) return children;
  return (
    <FavoritesContext.Provider value={value}>
      {children}
      {ready ? (
        <Suspense>
          <engine.Component want={want} onControls={setControls} />
        </Suspense>
      ) : null}
    </FavoritesContext.Provider>
  );
}
