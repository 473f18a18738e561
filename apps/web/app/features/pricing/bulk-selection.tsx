// Bulk adding from a product list (SPEC §5 Adding): a checkbox per product (first column, named
// by the product), 'Označi vse' in the header, and the bar above the list with 'Dodaj izbrane v
// košarico' / 'Dodaj izbrane v povpraševanje'. Which checked products a bulk action takes is the
// domain's rule (adding.ts bulkAddToCart / bulkAddToInquiry); this builds its input.
import type { AddTarget } from '@gradnik/domain/adding';
import { normalizeProductUnits } from '@gradnik/domain/quantity';
import type { QuantityAmounts } from '@gradnik/domain/quantity';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/i18n-context';
import type { ProductListItem } from '../../ui/product-list/product-list-item';
import type { ProductErp } from './product-erp';
import type { BulkCandidate } from './use-add-to-basket';

/**
 * The bulk rules' view of the listed products: checked, stock Basket (unknown while loading or
 * in error, so such a product is taken by neither action), the row's retail quantity and the
 * minimum retail unit (for inquiries without a quantity).
 */
export function bulkCandidates(
  products: readonly ProductListItem[],
  state: {
    isChecked: (id: string) => boolean;
    erpOf: (product: ProductListItem) => ProductErp;
    quantityOf: (id: string) => QuantityAmounts;
  },
): BulkCandidate[] {
  return products.map((product) => {
    const { price, stock } = state.erpOf(product);
    const units = product.units ?? {};
    return {
      product: { id: product.id, name: product.name, units },
      price: price.data,
      checked: state.isChecked(product.id),
      Basket: stock.data?.status === 'ok' ? stock.data.Basket : null,
      quantity: state.quantityOf(product.id).RetailUnitAmount,
      MinimumSalesUnitRetail: normalizeProductUnits(units).MinimumSalesUnitRetail,
    };
  });
}

const NONE: ReadonlySet<string> = new Set();

/** Checked product ids of one list; another list (a new page, filters) starts unchecked. */
export function useProductSelection(productIds: readonly string[]) {
  const idsKey = productIds.join(',');
  // Tied to the list it was made for: derived, not reset in an effect.
  const [state, setState] = useState<{ key: string; checked: ReadonlySet<string> }>(() => ({
    key: idsKey,
    checked: NONE,
  }));
  const checked = state.key === idsKey ? state.checked : NONE;
  const update = useCallback(
    (change: (current: ReadonlySet<string>) => ReadonlySet<string>) =>
      setState((current) => ({
        key: idsKey,
        checked: change(current.key === idsKey ? current.checked : NONE),
      })),
    [idsKey],
  );
  const isChecked = useCallback((id: string) => checked.has(id), [checked]);
  const toggle = useCallback(
    (id: string, on: boolean) =>
      update((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    [update],
  );
  const setAll = useCallback(
    (on: boolean) => update(() => (on ? new Set(idsKey === '' ? [] : idsKey.split(',')) : NONE)),
    [update, idsKey],
  );
  const uncheck = useCallback(
    (ids: readonly string[]) =>
      update((current) => {
        const next = new Set(current);
        for (const id of ids) next.delete(id);
        return next;
      }),
    [update],
  );
  const count = productIds.filter((id) => checked.has(id)).length;
  return {
    isChecked,
    toggle,
    setAll,
    uncheck,
    count,
    all: productIds.length > 0 && count === productIds.length,
  };
}

const CHECKBOX = 'size-4 rounded border-neutral-400 accent-brand-700';

export function SelectProductCheckbox({
  name,
  checked,
  onChange,
}: {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <input
      type="checkbox"
      aria-label={name}
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      className={CHECKBOX}
    />
  );
}

export function SelectAllCheckbox({
  all,
  some,
  onChange,
}: {
  all: boolean;
  some: boolean;
  onChange: (checked: boolean) => void;
}) {
  const t = useT();
  const ref = useRef<HTMLInputElement>(null);
  // Some but not all checked: the mixed state screen readers announce as 'partially checked'.
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some && !all;
  }, [all, some]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={t('adding.selectAll')}
      title={t('adding.selectAll')}
      checked={all}
      onChange={(event) => onChange(event.currentTarget.checked)}
      className={CHECKBOX}
    />
  );
}

export function BulkBar({
  count,
  busy,
  onAdd,
}: {
  count: number;
  busy: boolean;
  onAdd: (target: AddTarget) => void;
}) {
  const t = useT();
  return (
    <div
      role="toolbar"
      aria-label={t('adding.bulkBar')}
      className="mb-3 flex flex-wrap items-center gap-2 rounded-lg border border-neutral-200 bg-neutral-50 px-3 py-2"
    >
      <span className="mr-auto text-sm text-neutral-700" aria-live="polite">
        {t('adding.selectedCount', { count })}
      </span>
      {(['cart', 'inquiry'] as const).map((target) => (
        <button
          key={target}
          type="button"
          // Always enabled: SPEC §5 answers a bulk action with nothing checked with 'Izberi izdelke'.
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) onAdd(target);
          }}
          className={target === 'cart' ? 'btn-primary' : 'btn-secondary'}
        >
          {t(target === 'cart' ? 'adding.bulkToCart' : 'adding.bulkToInquiry')}
        </button>
      ))}
    </div>
  );
}
