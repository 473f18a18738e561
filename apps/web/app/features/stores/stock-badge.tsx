// One store's stock of the product in the panel's product-stock mode (SPEC §2, §3 Store
// productStock, §9): 'Zaloga' (supply) in the positive style, 'Zadnji kosi' (last pieces) and
// no supply in the warning style (SPEC §4: stock above 0 positive, otherwise warning), with the
// quantity in the retail unit; '/' when the stock is unknown (SPEC §4), a spinner while loading.
import type { StoreStock } from '@gradnik/contracts/stores';
import { formatNumber } from '@gradnik/domain/format';
import { useLocale, useT } from '../../i18n/i18n-context';
import { SpinnerIcon } from '../../ui/icons';

export type StockState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; stock: StoreStock | undefined };

const TONE: Record<StoreStock['onSupply'], string> = {
  supply: 'border-brand-200 bg-brand-50 text-success-600',
  'last-pieces': 'border-amber-200 bg-amber-50 text-warning-600',
  'no-supply': 'border-amber-200 bg-amber-50 text-warning-600',
};

export function StockBadge({ state }: { state: StockState }) {
  const t = useT();
  const locale = useLocale();
  if (state.status === 'loading') {
    return (
      <span className="shrink-0 text-neutral-500">
        <SpinnerIcon className="size-4" />
        <span className="sr-only">{t('stores.stock.loading')}</span>
      </span>
    );
  }
  const stock = state.status === 'ready' ? state.stock : undefined;
  if (!stock) {
    return (
      <span className="shrink-0 text-sm text-neutral-500" title={t('stores.stock.unknown')}>
        <span aria-hidden="true">/</span>
        <span className="sr-only">{t('stores.stock.unknown')}</span>
      </span>
    );
  }
  const label = t(`stores.stock.${stock.onSupply}`);
  const quantity =
    stock.onSupply !== 'no-supply' && stock.quantity > 0
      ? ` · ${formatNumber(stock.quantity, locale)} ${stock.unit}`
      : '';
  return (
    <span
      data-supply={stock.onSupply}
      className={`shrink-0 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold ${TONE[stock.onSupply]}`}
    >
      {label}
      {quantity}
    </span>
  );
}
