// The quantity input control (SPEC §5 "Quantity input control"): a text input that takes only
// digits (plus one decimal point or comma in the base unit), is confirmed on Enter, change or
// focus loss — or, in the 'oninput' kind, 500 ms after the last keystroke (SPEC §9) — and then
// commits the entry normalised by the domain rules (@gradnik/domain/quantity: clamped to
// min…max, raised to the field's floor and to whole packages), as all three consistent amounts.
// Optional −/+ buttons step one package. The 'Paket: n unit' line shows when
// MinimumSalesUnitRetail is above 1.
import {
  ONINPUT_DEBOUNCE_MS,
  QUANTITY_MAX_DEFAULT,
  QUANTITY_MIN_DEFAULT,
} from '@gradnik/domain/constants';
import { formatNumber } from '@gradnik/domain/format';
import {
  amountOf,
  fieldAllowsDecimal,
  formatQuantityInput,
  normalizeQuantityEntry,
  packageLine,
  sanitizeQuantityInput,
  stepQuantity,
  unitOfField,
} from '@gradnik/domain/quantity';
import type { ProductUnitsInput, QuantityAmounts, QuantityField } from '@gradnik/domain/quantity';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import type { ChangeEvent, KeyboardEvent } from 'react';
import { useLocale, useT } from '../../i18n/i18n-context';

/** SPEC §5: confirmed on Enter, change or blur; 'oninput' also emits after a 500 ms pause. */
export type QuantityEmit = 'onchange' | 'oninput';

export interface QuantityInputProps {
  /** The product's units (SPEC §3; API attributes as they are: missing values get their defaults). */
  units: ProductUnitsInput;
  /** The amount this input edits (SPEC §3 Quantity calculator amounts). Default 'retail'. */
  field?: QuantityField;
  /** The current amount in this input's unit; 0 means none chosen yet. */
  value: number;
  /** The confirmed entry, normalised (SPEC §5), as all three amounts. Not called when nothing changed. */
  onCommit: (amounts: QuantityAmounts) => void;
  /** Default 'onchange'. */
  emit?: QuantityEmit;
  /** SPEC §5 defaults 0 and 10000, in this input's unit. */
  min?: number;
  max?: number;
  /** −/+ buttons stepping one package. Default false. */
  steppers?: boolean;
  /** The 'Paket: n unit' line (shown only when MinimumSalesUnitRetail > 1). Default true. */
  showPackageLine?: boolean;
  /** Accessible name. Default 'Količina (unit)', or 'paket' for the package input. */
  label?: string;
  id?: string;
  disabled?: boolean;
  className?: string;
}

function StepIcon({ plus }: { plus: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-4"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
    >
      <path d={plus ? 'M5 12h14M12 5v14' : 'M5 12h14'} />
    </svg>
  );
}

/** 'Paket: 5 M' (SPEC §5), or nothing when MinimumSalesUnitRetail is not above 1. */
export function PackageLine({ units, id }: { units: ProductUnitsInput; id?: string }) {
  const t = useT();
  const locale = useLocale();
  const line = packageLine(units);
  if (!line) return null;
  return (
    <p id={id} className="text-xs text-neutral-600">
      {t('quantity.packageLine', { amount: formatNumber(line.amount, locale), unit: line.unit })}
    </p>
  );
}

const stepButton =
  'inline-flex size-8 shrink-0 items-center justify-center rounded-md border border-neutral-300 bg-white text-neutral-700 hover:bg-neutral-100 disabled:cursor-not-allowed disabled:opacity-40';

export function QuantityInput({
  units,
  field = 'retail',
  value,
  onCommit,
  emit = 'onchange',
  min = QUANTITY_MIN_DEFAULT,
  max = QUANTITY_MAX_DEFAULT,
  steppers = false,
  showPackageLine = true,
  label,
  id,
  disabled = false,
  className,
}: QuantityInputProps) {
  const t = useT();
  const locale = useLocale();
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-quantity`;
  const lineId = `${inputId}-package`;
  const allowDecimal = fieldAllowsDecimal(field);
  const unit = unitOfField(units, field);
  const name = label ?? (unit === null ? t('quantity.package') : t('quantity.label', { unit }));

  // What the input shows. It follows `value` whenever that changes (another input of the
  // calculator, a reset after adding to the cart); `edited` holds typed text not yet committed.
  const shown = formatQuantityInput(value, locale);
  const [text, setText] = useState(shown);
  const [syncedWith, setSyncedWith] = useState(shown);
  const [edited, setEdited] = useState<string | null>(null);
  if (shown !== syncedWith) {
    setSyncedWith(shown);
    setText(shown);
    setEdited(null);
  }

  function emitAmounts(amounts: QuantityAmounts) {
    setText(formatQuantityInput(amountOf(amounts, field), locale));
    setEdited(null);
    if (amountOf(amounts, field) !== value) onCommit(amounts);
  }

  function commit(entry: string) {
    emitAmounts(normalizeQuantityEntry(units, field, entry, { min, max }));
  }

  // SPEC §5/§9 'oninput': emit once typing has paused for 500 ms; each keystroke restarts it.
  const commitDebounced = useEffectEvent(commit);
  useEffect(() => {
    if (emit !== 'oninput' || edited === null) return;
    const timer = setTimeout(() => commitDebounced(edited), ONINPUT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [emit, edited]);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const field = event.target;
    const next = sanitizeQuantityInput(field.value, { allowDecimal });
    // A filtered keystroke ('2,5' + 'b') leaves the state unchanged, so no render corrects the
    // field: Preact, the browser's renderer (decision 021), keeps the DOM value then. The field
    // is set here, which React's own re-sync would have done.
    if (field.value !== next) field.value = next;
    setText(next);
    setEdited(next);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    // Enter confirms the quantity (SPEC §5), it does not submit a surrounding form.
    event.preventDefault();
    if (edited !== null) commit(edited);
  }

  function onBlur() {
    if (edited !== null) commit(edited);
  }

  // Steps start from what the input holds, so '+' after typing 7 M of cable gives 15 M, not 10.
  const current =
    edited === null
      ? value
      : amountOf(normalizeQuantityEntry(units, field, edited, { min, max }), field);
  const stepped = (direction: 1 | -1) => {
    const next = stepQuantity(units, field, current, direction, { max });
    return next && amountOf(next, field) >= min ? next : null;
  };
  const down = steppers ? stepped(-1) : null;
  const up = steppers ? stepped(1) : null;

  const line = showPackageLine ? packageLine(units) : null;

  return (
    <div className={className}>
      <div className="flex items-center gap-1.5">
        {steppers ? (
          <button
            type="button"
            className={stepButton}
            aria-label={t('quantity.decrease')}
            aria-controls={inputId}
            disabled={disabled || down === null}
            onClick={() => down && emitAmounts(down)}
          >
            <StepIcon plus={false} />
          </button>
        ) : null}
        <input
          id={inputId}
          type="text"
          inputMode={allowDecimal ? 'decimal' : 'numeric'}
          autoComplete="off"
          aria-label={name}
          aria-describedby={line ? lineId : undefined}
          className="w-20 rounded-md border border-neutral-300 px-2 py-1.5 text-right text-sm tabular-nums focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-neutral-100"
          value={text}
          disabled={disabled}
          onChange={onChange}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
        />
        {steppers ? (
          <button
            type="button"
            className={stepButton}
            aria-label={t('quantity.increase')}
            aria-controls={inputId}
            disabled={disabled || up === null}
            onClick={() => up && emitAmounts(up)}
          >
            <StepIcon plus />
          </button>
        ) : null}
        {/* The accessible name already says it; this is the visible unit beside the number. */}
        <span aria-hidden="true" className="text-sm text-neutral-700">
          {unit ?? t('quantity.package')}
        </span>
      </div>
      {line ? <PackageLine units={units} id={lineId} /> : null}
    </div>
  );
}
