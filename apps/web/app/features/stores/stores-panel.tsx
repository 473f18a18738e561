// The stores side panel (SPEC §2 Side panels "Stores", overlays; §3 Store; §4; §8; issue #4):
// a right-hand sheet (Radix Dialog: focus trapped, Escape / outside click / backdrop close it,
// body scroll locked, named by its title) listing the stores with a search box.
// - General mode, title 'IZBERITE SVOJ NAJBLIŽJI TRGOVSKI CENTER': the stores only.
// - Product-stock mode, title 'Zaloga izdelka' (openProductStock, ui/stores-panel-context.ts):
//   adds the central warehouse 'Centralno skladišče' (CS) and each store's stock of the product.
//   Closing returns to general mode and clears the stock and the CS entry.
// Stores load once, on the first opening, and are kept for the visit (TanStack Query in the
// root); a failure is only logged (SPEC §8) and the panel says the list could not be loaded.
// The sheet itself (stores-sheet.tsx) loads on the first opening (ui/deferred-overlay.tsx,
// issue #11); the provider, its queries and the controls stay here.
import { PRICING_CACHE_MS } from '@gradnik/domain/constants';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocale } from '../../i18n/i18n-context';
import { deferOverlay, useDeferredOverlay } from '../../ui/deferred-overlay';
import { StoresPanelContext } from '../../ui/stores-panel-context';
import type { ProductStockTarget, StoresPanelControls } from '../../ui/stores-panel-context';
import { fetchStores, fetchStoreStock } from './stores-api';

/** The store list is the same for everyone and every language: one query for the visit. */
export const STORES_QUERY_KEY = ['stores', 'list'] as const;

export function storeStockQueryKey(productId: string | number, locale: string) {
  return ['stores', 'stock', String(productId), locale] as const;
}

const storesDialog = deferOverlay(() => import('./stores-sheet').then((m) => m.StoresDialog));

export interface StoresPanelProviderProps {
  /** The session's bearer token (root loader data): the panel exists only with a session. */
  accessToken: string;
  children: ReactNode;
  fetchImpl?: typeof fetch;
}

export function StoresPanelProvider({
  accessToken,
  children,
  fetchImpl,
}: StoresPanelProviderProps) {
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [product, setProduct] = useState<ProductStockTarget | null>(null);
  const [everOpened, setEverOpened] = useState(false);
  const [query, setQuery] = useState('');
  // Focus goes back to whatever opened the panel: the header button or a product's stock button.
  const opener = useRef<HTMLElement | null>(null);
  // The query functions read the token when they run, not when they were created.
  const latestToken = useRef(accessToken);
  useEffect(() => {
    latestToken.current = accessToken;
  }, [accessToken]);

  const stores = useQuery({
    queryKey: STORES_QUERY_KEY,
    queryFn: async ({ signal }) => {
      try {
        return await fetchStores({ token: latestToken.current, locale, fetchImpl, signal });
      } catch (error) {
        // SPEC §8: failures loading stores are only logged; the panel says so in its place.
        console.error('Stores could not be loaded', error);
        throw error;
      }
    },
    enabled: everOpened,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });

  const productId = product?.id ?? null;
  const stock = useQuery({
    queryKey: storeStockQueryKey(productId ?? '', locale),
    queryFn: async ({ signal }) => {
      if (productId === null) throw new Error('No product for the stock lookup');
      try {
        return await fetchStoreStock(productId, {
          token: latestToken.current,
          locale,
          fetchImpl,
          signal,
        });
      } catch (error) {
        console.warn('Stock per store could not be checked', error);
        throw error;
      }
    },
    enabled: open && productId !== null,
    // SPEC §9: stock is cached for 60 s, then asked again.
    staleTime: PRICING_CACHE_MS,
    retry: false,
    refetchOnWindowFocus: false,
  });

  const show = useCallback(
    (target: ProductStockTarget | null, from?: HTMLElement | null) => {
      const active = typeof document === 'undefined' ? null : document.activeElement;
      opener.current = from ?? (active instanceof HTMLElement ? active : null);
      setProduct(target);
      setQuery('');
      setEverOpened(true);
      setOpen(true);
      // Loaded once; after a failure, each opening tries again.
      if (queryClient.getQueryState(STORES_QUERY_KEY)?.status === 'error') {
        void queryClient.refetchQueries({ queryKey: STORES_QUERY_KEY });
      }
    },
    [queryClient],
  );

  const controls = useMemo<StoresPanelControls>(
    () => ({
      available: true,
      openStores: (from) => show(null, from),
      openProductStock: (target, from) => show(target, from),
    }),
    [show],
  );

  // Mounted from the first opening on (the panel opens as its module arrives), so Radix can
  // close it.
  const ready = useDeferredOverlay(storesDialog, everOpened);

  function onOpenChange(next: boolean) {
    if (next) return;
    // SPEC §2: closing returns to general mode and clears the stock and the CS entry.
    setOpen(false);
    setProduct(null);
    setQuery('');
  }

  return (
    <StoresPanelContext value={controls}>
      {children}
      {ready ? (
        <Suspense>
          <storesDialog.Component
            open={open}
            onOpenChange={onOpenChange}
            product={product}
            query={query}
            onQueryChange={setQuery}
            stores={stores.data}
            storesStatus={stores.status}
            onRetry={() => void stores.refetch()}
            stock={stock.data}
            stockStatus={stock.status}
            onCloseAutoFocus={(event) => {
              const target = opener.current;
              opener.current = null;
              if (target?.isConnected) {
                event.preventDefault();
                target.focus();
              }
            }}
          />
        </Suspense>
      ) : null}
    </StoresPanelContext>
  );
}
