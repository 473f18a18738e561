// The quantity inputs a product shows (SPEC §5 Quantity entry, visible inputs by units): retail
// only; base and package; base and retail; or base, retail and package. Each input commits all
// three amounts computed by calculateAmounts, so whichever one the customer edits, the others
// follow and the set stays consistent (base = retail × FactorUnitRetail, packages = retail /
// MinimumSalesUnitRetail).
import { amountOf, visibleQuantityInputs } from '@gradnik/domain/quantity';
import type { ProductUnitsInput, QuantityAmounts } from '@gradnik/domain/quantity';
import { useId } from 'react';
import { useT } from '../../i18n/i18n-context';
import { PackageLine, QuantityInput } from './quantity-input';
import type { QuantityEmit } from './quantity-input';

export interface QuantityFieldsProps {
  /** The product's units (SPEC §3; missing values get their defaults). */
  units: ProductUnitsInput;
  /** The current amounts (NO_QUANTITY from @gradnik/domain/quantity when none is chosen). */
  value: QuantityAmounts;
  /** The new, consistent amounts after any input was confirmed. */
  onChange: (amounts: QuantityAmounts) => void;
  emit?: QuantityEmit;
  /** Per input, in its own unit (SPEC §5 defaults 0 and 10000). */
  min?: number;
  max?: number;
  steppers?: boolean;
  /** Accessible name of the group. Default 'Količina'. */
  label?: string;
  disabled?: boolean;
  className?: string;
}

export function QuantityFields({
  units,
  value,
  onChange,
  emit,
  min,
  max,
  steppers,
  label,
  disabled,
  className,
}: QuantityFieldsProps) {
  const t = useT();
  const id = useId();
  return (
    <div role="group" aria-label={label ?? t('quantity.fields')} className={className}>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {visibleQuantityInputs(units).map((field) => (
          <QuantityInput
            key={field}
            id={`${id}-${field}`}
            units={units}
            field={field}
            value={amountOf(value, field)}
            onCommit={onChange}
            emit={emit}
            min={min}
            max={max}
            steppers={steppers}
            showPackageLine={false}
            disabled={disabled}
          />
        ))}
      </div>
      {/* Once for the group rather than under each input. */}
      <PackageLine units={units} />
    </div>
  );
}
