// The stores side panel (SPEC §2 Side panels "Stores", overlays; §3 Store; §4; §8; issue #4):
// a right-hand sheet (Radix Dialog: focus trapped, Escape / outside click / backdrop close it,
// body scroll locked, named by its title) listing the stores with a search box.
// - General mode, title 'IZBERITE SVOJ NAJBLIŽJI TRGOVSKI CENTER': the stores only.
// - Product-stock mode, title 'Zaloga izdelka' (openProductStock, ui/stores-panel-context.ts):
//   adds the central warehouse 'Centralno skladišče' (CS) and each store's stock of the product.
//   Closing returns to general mode and clears the stock and the CS entry.
// Stores load once, on the first opening, and are kept for the visit (TanStack Query in the
// root); a failure is only logged (SPEC §8) and the panel says the list could not be loaded.
import type { Store } from '@gradnik/contracts/stores';
import { CENTRAL_WAREHOUSE_ID, PRICING_CACHE_MS } from '@gradnik/domain/constants';
import { centralWarehouseName } from '@gradnik/domain/stock';
import * as Dialog from '@radix-ui/react-dialog';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocale, useT } from '../../i18n/i18n-context';
import { SearchIcon, SpinnerIcon } from '../../ui/icons';
import { OverlayHeader, SidePanelContent } from '../../ui/overlay';
import { StoresPanelContext } from '../../ui/stores-panel-context';
import type { ProductStockTarget, StoresPanelControls } from '../../ui/stores-panel-context';
import { StockBadge } from './stock-badge';
import type { StockState } from './stock-badge';
import { filterStores, storeMatches } from './store-filter';
import { StoreItem } from './store-item';
import { fetchStores, fetchStoreStock } from './stores-api';
import type { StoreStockData } from './stores-api';

/** The store list is the same for everyone and every language: one query for the visit. */
export const STORES_QUERY_KEY = ['stores', 'list'] as const;

export function storeStockQueryKey(productId: string | number, locale: string) {
  return ['stores', 'stock', String(productId), locale] as const;
}

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
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
        <StoresSheet
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
      </Dialog.Root>
    </StoresPanelContext>
  );
}

interface StoresSheetProps {
  product: ProductStockTarget | null;
  query: string;
  onQueryChange: (query: string) => void;
  stores: Store[] | undefined;
  storesStatus: 'pending' | 'error' | 'success';
  onRetry: () => void;
  stock: StoreStockData | undefined;
  stockStatus: 'pending' | 'error' | 'success';
  onCloseAutoFocus: (event: Event) => void;
}

function StoresSheet({
  product,
  query,
  onQueryChange,
  stores,
  storesStatus,
  onRetry,
  stock,
  stockStatus,
  onCloseAutoFocus,
}: StoresSheetProps) {
  const t = useT();
  const locale = useLocale();
  const productMode = product !== null;
  const visible = useMemo(() => filterStores(stores ?? [], query), [stores, query]);
  const warehouseName = stock?.centralWarehouse.name ?? centralWarehouseName(locale);
  const showWarehouse =
    productMode && storeMatches({ name: warehouseName, zipCode: null, zipCodeName: null }, query);
  const byStore = useMemo(
    () => new Map((stock?.stocks ?? []).map((entry) => [entry.storeId, entry])),
    [stock],
  );

  function stockOf(storeId: string): StockState {
    if (stockStatus === 'pending') return { status: 'loading' };
    if (stockStatus === 'error') return { status: 'error' };
    return { status: 'ready', stock: byStore.get(storeId) };
  }

  return (
    <SidePanelContent
      width="md"
      // General mode has no description; in product mode the product's name describes it.
      {...(productMode ? {} : { 'aria-describedby': undefined })}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <OverlayHeader
        title={productMode ? t('panel.stores.productStockTitle') : t('panel.stores.title')}
        closeLabel={t('stores.close')}
      >
        {product ? (
          <Dialog.Description className="mt-1 text-sm text-neutral-600">
            {product.name}
            {product.code ? ` · ${t('stores.productCode', { code: product.code })}` : ''}
          </Dialog.Description>
        ) : null}
      </OverlayHeader>

      <div className="border-b border-neutral-200 px-6 py-4">
        <label className="relative block">
          <span className="sr-only">{t('panel.stores.search')}</span>
          <SearchIcon className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-neutral-500" />
          <input
            type="search"
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
            placeholder={t('panel.stores.search')}
            autoComplete="off"
            className="field-input pl-9"
          />
        </label>
      </div>

      <div className="flex-1 overflow-y-auto">
        {productMode && stockStatus === 'error' ? (
          // SPEC §4: a failed stock check shows 'error_checking_inventory'.
          <p
            role="alert"
            className="mx-6 mt-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-warning-600"
          >
            {t('stores.stock.error')}
          </p>
        ) : null}
        {storesStatus === 'pending' ? (
          <p role="status" className="flex items-center gap-2 px-6 py-4 text-sm text-neutral-600">
            <SpinnerIcon className="size-4" />
            {t('stores.loading')}
          </p>
        ) : null}
        {storesStatus === 'error' ? (
          <div className="px-6 py-4 text-sm">
            <p className="text-neutral-700">{t('stores.loadFailed')}</p>
            <button type="button" className="btn-secondary mt-3" onClick={onRetry}>
              {t('stores.retry')}
            </button>
          </div>
        ) : null}
        {storesStatus === 'success' || showWarehouse ? (
          <ul aria-label={t('stores.listLabel')}>
            {showWarehouse ? (
              <li className="flex items-center gap-3 border-b border-neutral-200 bg-neutral-50 px-6 py-3">
                <span className="min-w-0 flex-1 font-medium text-neutral-900">{warehouseName}</span>
                <StockBadge state={stockOf(stock?.centralWarehouse.id ?? CENTRAL_WAREHOUSE_ID)} />
              </li>
            ) : null}
            {visible.map((store) => (
              <StoreItem
                key={store.id}
                store={store}
                stock={productMode ? <StockBadge state={stockOf(store.id)} /> : undefined}
              />
            ))}
          </ul>
        ) : null}
        {storesStatus === 'success' && visible.length === 0 && !showWarehouse ? (
          <p className="px-6 py-4 text-sm text-neutral-600">{t('stores.noMatch')}</p>
        ) : null}
      </div>
    </SidePanelContent>
  );
}
