// The quantity calculator (SPEC §2 Dialogs: "quantity calculator (product name, quantity fields
// with price, cancel/confirm)"; SPEC §3 Quantity calculator amounts). A Radix Dialog: its
// accessible name is the product name, focus is trapped inside and returns to the opener, and
// Escape, the backdrop and 'Prekliči' close it without a change. 'Potrdi' hands the three
// amounts to onConfirm. The price line appears only when the caller gives a unit price: the
// dialog never makes one up (prices come from the ERP, SPEC §4).
import { formatCurrency } from '@gradnik/domain/format';
import { NO_QUANTITY, calculateAmounts, unitOfField } from '@gradnik/domain/quantity';
import type { ProductUnitsInput, QuantityAmounts } from '@gradnik/domain/quantity';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useLocale, useT } from '../../i18n/i18n-context';
import { ModalContent } from '../overlay';
import { QuantityFields } from './quantity-fields';
import type { QuantityEmit } from './quantity-input';

export interface QuantityCalculatorDialogProps {
  /** The dialog's title and accessible name. */
  productName: string;
  /** The product's units (SPEC §3; missing values get their defaults). */
  units: ProductUnitsInput;
  /** The product's current amounts; with none chosen the dialog starts at one package. */
  value?: QuantityAmounts;
  /** Called with the amounts when the customer confirms; the dialog then closes. */
  onConfirm: (amounts: QuantityAmounts) => void;
  /** An element that opens the dialog (a button); focus returns to it on close. */
  trigger?: ReactNode;
  /** Controlled open state (with onOpenChange); otherwise the dialog keeps its own. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Price of one unit, from the ERP (SPEC §3 Pricing record). Without it there is no price line. */
  unitPrice?: number;
  /** Which unit `unitPrice` is for: base (…BaseUnit prices) or retail (…RetailUnit). Default 'retail'. */
  unitPricePer?: 'base' | 'retail';
  emit?: QuantityEmit;
  /** Per input (SPEC §5 defaults 0 and 10000). */
  min?: number;
  max?: number;
  /** −/+ buttons beside the inputs. Default true. */
  steppers?: boolean;
}

function startingAmounts(
  units: ProductUnitsInput,
  value: QuantityAmounts | undefined,
): QuantityAmounts {
  return value && value.PackageAmount > 0
    ? value
    : calculateAmounts(units, { changed: 'package', value: 1 });
}

const button =
  'inline-flex items-center justify-center rounded-md px-4 py-2 text-sm font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-300';

export function QuantityCalculatorDialog({
  productName,
  units,
  value,
  onConfirm,
  trigger,
  open: openProp,
  onOpenChange,
  unitPrice,
  unitPricePer = 'retail',
  emit,
  min,
  max,
  steppers = true,
}: QuantityCalculatorDialogProps) {
  const t = useT();
  const locale = useLocale();
  const [ownOpen, setOwnOpen] = useState(false);
  const open = openProp ?? ownOpen;
  const [draft, setDraft] = useState<QuantityAmounts>(NO_QUANTITY);
  // Every opening starts again from the product's amounts (a cancelled draft is forgotten).
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(startingAmounts(units, value));
  }

  function setOpen(next: boolean) {
    if (openProp === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  }

  function confirm() {
    onConfirm(draft);
    setOpen(false);
  }

  const priced = unitPrice !== undefined && Number.isFinite(unitPrice);
  const priceUnit = unitOfField(units, unitPricePer);
  const priceAmount = unitPricePer === 'base' ? draft.BaseUnitAmount : draft.RetailUnitAmount;

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <ModalContent className="max-w-md p-5">
        <Dialog.Title className="text-lg font-semibold text-neutral-900">
          {productName}
        </Dialog.Title>
        <Dialog.Description className="mt-1 text-sm text-neutral-600">
          {t('quantity.dialog.description')}
        </Dialog.Description>
        <QuantityFields
          className="mt-4"
          units={units}
          value={draft}
          onChange={setDraft}
          emit={emit}
          min={min}
          max={max}
          steppers={steppers}
        />
        {priced && priceUnit ? (
          <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-neutral-200 pt-3 text-sm">
            <dt className="text-neutral-600">
              {t('quantity.dialog.unitPrice', { unit: priceUnit })}
            </dt>
            <dd className="text-right tabular-nums">{formatCurrency(unitPrice, locale)}</dd>
            <dt className="font-semibold text-neutral-900">{t('quantity.dialog.total')}</dt>
            <dd className="text-right font-semibold tabular-nums" aria-live="polite">
              {formatCurrency(unitPrice * priceAmount, locale)}
            </dd>
          </dl>
        ) : null}
        <div className="mt-5 flex justify-end gap-2">
          <Dialog.Close asChild>
            <button
              type="button"
              className={`${button} border border-neutral-300 bg-white text-neutral-800 hover:bg-neutral-100`}
            >
              {t('quantity.dialog.cancel')}
            </button>
          </Dialog.Close>
          <button
            type="button"
            className={`${button} bg-brand-700 text-white hover:bg-brand-800`}
            onClick={confirm}
          >
            {t('quantity.dialog.confirm')}
          </button>
        </div>
      </ModalContent>
    </Dialog.Root>
  );
}
