// The quantity entry of one product row (SPEC §5 Quantity entry): the unit-aware fields,
// labelled by the product name so a screen reader tells the rows apart, and the cart / inquiry
// availability icons (SPEC §4). The amounts live in the screen (useProductQuantities), so they
// survive re-renders while prices load.
import type { PriceAttributes, StockAttributes } from '@gradnik/contracts/pricing';
import type { AddTarget } from '@gradnik/domain/adding';
import type { ProductUnitsInput, QuantityAmounts } from '@gradnik/domain/quantity';
import { NO_QUANTITY } from '@gradnik/domain/quantity';
import { useCallback, useState } from 'react';
import { useT } from '../../i18n/i18n-context';
import { QuantityFields } from '../../ui/quantity/quantity-fields';
import { AvailabilityIcons } from './availability-icons';

export interface QuantityCellProps {
  productName: string;
  units: ProductUnitsInput;
  value: QuantityAmounts;
  onChange: (amounts: QuantityAmounts) => void;
  price: PriceAttributes | null;
  stock: StockAttributes | null;
  /** The add button (SPEC §5 Adding) in place of the availability icon; see AvailabilityIcons. */
  onAdd?: (target: AddTarget) => void;
  adding?: boolean;
}

export function QuantityCell({
  productName,
  units,
  value,
  onChange,
  price,
  stock,
  onAdd,
  adding = false,
}: QuantityCellProps) {
  const t = useT();
  return (
    <span className="inline-flex items-center gap-2">
      <QuantityFields
        units={units}
        value={value}
        onChange={onChange}
        label={t('quantity.forProduct', { name: productName })}
      />
      <AvailabilityIcons price={price} stock={stock} onAdd={onAdd} busy={adding} />
    </span>
  );
}

/** Per-product amounts of one screen (product id → amounts; none chosen = NO_QUANTITY). */
export function useProductQuantities() {
  const [amounts, setAmounts] = useState<ReadonlyMap<string, QuantityAmounts>>(() => new Map());
  const quantityOf = useCallback((id: string) => amounts.get(id) ?? NO_QUANTITY, [amounts]);
  const setQuantity = useCallback((id: string, value: QuantityAmounts) => {
    setAmounts((current) => new Map(current).set(id, value));
  }, []);
  return { quantityOf, setQuantity };
}
