// 'Zaloga po trgovinah': opens the stores panel in product-stock mode for this product (SPEC §4
// Stores panel: adds 'Centralno skladišče' and stock per store). Hidden where no panel is
// rendered (signed out), so it never is a button that does nothing.
import { useT } from '../../i18n/i18n-context';
import { useStoresPanel } from '../../ui/stores-panel-context';
import type { ProductStockTarget } from '../../ui/stores-panel-context';

export function StockByStoreButton({ product }: { product: ProductStockTarget }) {
  const t = useT();
  const { available, openProductStock } = useStoresPanel();
  if (!available) return null;
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={(event) => openProductStock(product, event.currentTarget)}
      className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-300"
    >
      {t('stock.byStore')}
    </button>
  );
}
