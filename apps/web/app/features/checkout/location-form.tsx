// The special delivery location (site delivery, "gradbišče") form of step 2: SPEC §3 Special
// delivery location, §5 its messages. The rule and its texts are the domain's
// validateSpecialDeliveryLocation; this form only shows them (in the page's language) beside
// the fields they belong to, and hands a valid location to `onSave`.
import {
  SPECIAL_DELIVERY_LOCATION_LIMITS,
  specialDeliveryLocationMessage,
  validateSpecialDeliveryLocation,
  type SpecialDeliveryLocation,
  type SpecialDeliveryLocationError,
  type SpecialDeliveryLocationField,
} from '@gradnik/domain/special-delivery-location';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useLocale, useT } from '../../i18n/i18n-context';
import type { MessageKey } from '../../i18n/message-keys';

interface Draft {
  name: string;
  post: string;
  contactPerson: string;
  contactPhone: string;
  description: string;
}

function draftOf(location: SpecialDeliveryLocation | null): Draft {
  return {
    name: location?.name ?? '',
    post: location ? String(location.post) : '',
    contactPerson: location?.contactPerson ?? '',
    contactPhone: location?.contactPhone ?? '',
    description: location?.description ?? '',
  };
}

const FIELDS: readonly {
  field: SpecialDeliveryLocationField;
  label: MessageKey;
  maxLength: number;
  inputMode?: 'numeric' | 'tel';
  autoComplete: string;
}[] = [
  {
    field: 'name',
    label: 'checkout.location.name',
    maxLength: SPECIAL_DELIVERY_LOCATION_LIMITS.name,
    autoComplete: 'off',
  },
  {
    field: 'post',
    label: 'checkout.location.post',
    maxLength: 4,
    inputMode: 'numeric',
    autoComplete: 'postal-code',
  },
  {
    field: 'contactPerson',
    label: 'checkout.location.contactPerson',
    maxLength: SPECIAL_DELIVERY_LOCATION_LIMITS.contactPerson,
    autoComplete: 'name',
  },
  {
    field: 'contactPhone',
    label: 'checkout.location.contactPhone',
    maxLength: SPECIAL_DELIVERY_LOCATION_LIMITS.contactPhone,
    inputMode: 'tel',
    autoComplete: 'tel',
  },
];

export function LocationForm({
  location,
  onSave,
  disabled = false,
}: {
  /** The location stored on the basket, or null. */
  location: SpecialDeliveryLocation | null;
  /** Called with a location that passed SPEC §5; resolves when it is stored. */
  onSave: (location: SpecialDeliveryLocation) => Promise<boolean>;
  disabled?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(location));
  const [errors, setErrors] = useState<readonly SpecialDeliveryLocationError[]>([]);
  const [saved, setSaved] = useState(false);
  const [saving, setSaving] = useState(false);

  const set = (field: keyof Draft, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setSaved(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateSpecialDeliveryLocation(draft);
    if (!result.ok) {
      setErrors(result.errors);
      setSaved(false);
      return;
    }
    setErrors([]);
    setSaving(true);
    void onSave(result.value).then((ok) => {
      setSaving(false);
      setSaved(ok);
    });
  };

  const formError = errors.find((error) => error.field === null);
  const errorOf = (field: SpecialDeliveryLocationField) =>
    errors.find((error) => error.field === field);

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-legend`} className="space-y-3">
      <h3 id={`${id}-legend`} className="text-base font-semibold text-neutral-900">
        {t('checkout.location.legend')}
      </h3>
      {formError ? (
        <p role="alert" className="text-sm text-danger-700">
          {specialDeliveryLocationMessage(formError.key, locale)}
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map(({ field, label, maxLength, inputMode, autoComplete }) => {
          const error = errorOf(field);
          const inputId = `${id}-${field}`;
          return (
            <div key={field} className="flex flex-col gap-1">
              <label htmlFor={inputId} className="text-sm font-medium text-neutral-800">
                {t(label)}
              </label>
              <input
                id={inputId}
                value={draft[field]}
                onChange={(event) => set(field, event.target.value)}
                maxLength={maxLength}
                inputMode={inputMode}
                autoComplete={autoComplete}
                disabled={disabled}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${inputId}-error` : undefined}
                className="rounded-md border border-neutral-300 px-3 py-2 text-sm"
              />
              {error ? (
                <p id={`${inputId}-error`} role="alert" className="text-sm text-danger-700">
                  {specialDeliveryLocationMessage(error.key, locale)}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-description`} className="text-sm font-medium text-neutral-800">
          {t('checkout.location.description')}
        </label>
        <textarea
          id={`${id}-description`}
          value={draft.description}
          onChange={(event) => set('description', event.target.value)}
          maxLength={SPECIAL_DELIVERY_LOCATION_LIMITS.description}
          disabled={disabled}
          rows={2}
          className="rounded-md border border-neutral-300 px-3 py-2 text-sm"
        />
      </div>
      <div className="flex items-center gap-3">
        <button
          type="submit"
          disabled={disabled || saving}
          className="rounded-md border border-brand-600 bg-white px-3 py-1.5 text-sm font-semibold text-brand-900 hover:bg-brand-50 disabled:opacity-50"
        >
          {t('checkout.location.save')}
        </button>
        {saved ? (
          <p role="status" className="text-sm text-brand-900">
            {specialDeliveryLocationMessage('specialDeliveryLocation.saved', locale)}
          </p>
        ) : null}
      </div>
    </form>
  );
}
