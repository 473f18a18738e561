// Price, stock and quantity come from the ERP (SPEC §4 Product price and stock, §7 Integration
// API); until the ERP issue fills these cells they say so, briefly and honestly, instead of
// showing made-up numbers.
import { useT } from '../../i18n/i18n-context';

export type ErpSlot = 'price' | 'stock' | 'quantity';

export function ErpPending({ slot }: { slot: ErpSlot }) {
  const t = useT();
  const text = t(`productList.pending.${slot}`);
  return (
    <span title={text} data-erp-pending={slot}>
      <span aria-hidden="true" className="text-neutral-400">
        —
      </span>
      <span className="sr-only">{text}</span>
    </span>
  );
}
