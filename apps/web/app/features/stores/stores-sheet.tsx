// The stores side panel's Radix part (stores-panel.tsx, SPEC §2 Side panels "Stores"), loaded
// on the panel's first opening (ui/deferred-overlay.tsx, issue #11): the sheet with its title,
// search box and the store list (with each store's stock in product-stock mode).
import type { Store } from '@gradnik/contracts/stores';
import { CENTRAL_WAREHOUSE_ID } from '@gradnik/domain/constants';
import { centralWarehouseName } from '@gradnik/domain/stock';
import * as Dialog from '@radix-ui/react-dialog';
import { useMemo } from 'react';
import { useLocale, useT } from '../../i18n/i18n-context';
import { SearchIcon, SpinnerIcon } from '../../ui/icons';
import { OverlayHeader, SidePanelContent } from '../../ui/overlay';
import type { ProductStockTarget } from '../../ui/stores-panel-context';
import { StockBadge } from './stock-badge';
import type { StockState } from './stock-badge';
import { filterStores, storeMatches } from './store-filter';
import { StoreItem } from './store-item';
import type { StoreStockData } from './stores-api';

export interface StoresSheetProps {
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

export interface StoresDialogProps extends StoresSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The panel, opened and closed by the provider (stores-panel.tsx). */
export function StoresDialog({ open, onOpenChange, ...sheet }: StoresDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <StoresSheet {...sheet} />
    </Dialog.Root>
  );
}
