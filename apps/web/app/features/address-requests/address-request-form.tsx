// The request form of the company profile (issue #13; SPEC §7 request-create {title, address,
// phone, status}, request-update {PartnerAddressId, …}; decision 033): a new delivery address or
// a change of one of the company's addresses. Labelled fields, each error under its field and
// tied to it (aria-describedby, aria-invalid); the form opens on its first field and a failed
// send moves focus to the first field in error. The address is one line, "Dunajska cesta 5, 1000
// Ljubljana", checked here with the API's own rule (@gradnik/domain/address-request) so a
// mistake shows without a round trip; the API checks again and its answer wins.
import type { PartnerProfileAddress } from '@gradnik/contracts/partner';
import {
  ADDRESS_REQUEST_LIMITS,
  formatAddressLine,
  isDefaultAddress,
  parseAddressLine,
} from '@gradnik/domain/address-request';
import { useEffect, useId, useRef, useState } from 'react';
import { useAccountT } from '../../i18n/account/use-account-t';
import { fieldClass, labelClass } from '../../ui/filter-fields';
import type { CallResult, RequestKind } from './use-address-requests';

export type RequestTarget = { kind: 'create' } | { kind: 'update'; address: PartnerProfileAddress };

type Field = 'title' | 'address' | 'phone';
type Values = Record<Field, string> & { makeDefault: boolean };

const PHONE = /^[+\d\s()/-]*$/;

const nameOf = (a: PartnerProfileAddress) => a.PartnerAddressName1 ?? a.PartnerAddressName2 ?? '';

function initialValues(target: RequestTarget): Values {
  if (target.kind === 'create') return { title: '', address: '', phone: '', makeDefault: false };
  const a = target.address;
  return {
    title: nameOf(a),
    address: formatAddressLine({
      street: a.ShippingStreet,
      postalCode: a.ShippingPostalCode,
      city: a.ShippingCity,
    }),
    phone: '',
    makeDefault: false,
  };
}

export function AddressRequestForm({
  target,
  busy,
  onSubmit,
  onCancel,
}: {
  target: RequestTarget;
  busy: boolean;
  /** Sends the request; field errors of a refusal come back to the form. */
  onSubmit: (kind: RequestKind, body: object) => Promise<CallResult>;
  onCancel: () => void;
}) {
  const t = useAccountT();
  const id = useId();
  const [values, setValues] = useState<Values>(() => initialValues(target));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const inputId = (field: Field) => `${id}-${field}`;
  const errorId = (field: Field) => `${id}-${field}-error`;
  const hintId = (field: Field) => `${id}-${field}-hint`;
  const alreadyDefault = target.kind === 'update' && isDefaultAddress(toFacts(target.address));

  // The form opens on its first field (the admin pressed a button to type).
  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, []);

  function showErrors(next: Partial<Record<Field, string>>) {
    setErrors(next);
    const first = (['title', 'address', 'phone'] as const).find((f) => next[f]);
    if (first) requestAnimationFrame(() => document.getElementById(inputId(first))?.focus());
  }

  function check(): Partial<Record<Field, string>> {
    const next: Partial<Record<Field, string>> = {};
    if (!values.title.trim()) next.title = t('addressRequests.form.required');
    if (!values.address.trim()) next.address = t('addressRequests.form.required');
    else {
      const parsed = parseAddressLine(values.address);
      if (!parsed.ok)
        next.address = t(
          parsed.reason === 'postalCode'
            ? 'addressRequests.form.postalCode'
            : 'addressRequests.form.addressFormat',
        );
    }
    if (!PHONE.test(values.phone.trim())) next.phone = t('addressRequests.form.phoneFormat');
    return next;
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problems = check();
    if (Object.keys(problems).length > 0) {
      showErrors(problems);
      return;
    }
    const body = {
      ...(target.kind === 'update' ? { PartnerAddressId: target.address.PartnerAddressId } : {}),
      title: values.title.trim(),
      address: values.address.trim(),
      phone: values.phone.trim() || null,
      status: values.makeDefault ? 1 : 0,
    };
    const result = await onSubmit(target.kind, body);
    if (!result.ok) {
      const next: Partial<Record<Field, string>> = {};
      for (const field of ['title', 'address', 'phone'] as const) {
        if (result.fields[field]) next[field] = result.fields[field];
      }
      showErrors(next);
    }
  }

  function input(field: Field, opts: { type?: string; autoComplete?: string; hint?: string }) {
    const error = errors[field];
    const described = [opts.hint ? hintId(field) : null, error ? errorId(field) : null]
      .filter(Boolean)
      .join(' ');
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId(field)} className={labelClass}>
          {t(`addressRequests.form.${field}`)}
        </label>
        <input
          id={inputId(field)}
          name={field}
          type={opts.type ?? 'text'}
          value={values[field]}
          onChange={(event) => setValues((old) => ({ ...old, [field]: event.target.value }))}
          autoComplete={opts.autoComplete}
          maxLength={ADDRESS_REQUEST_LIMITS[field]}
          required={field !== 'phone'}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          className={fieldClass}
        />
        {opts.hint ? (
          <p id={hintId(field)} className="text-xs text-neutral-600">
            {opts.hint}
          </p>
        ) : null}
        {error ? (
          <p id={errorId(field)} className="text-sm text-danger-700">
            {error}
          </p>
        ) : null}
      </div>
    );
  }

  const heading =
    target.kind === 'create'
      ? t('addressRequests.form.createTitle')
      : t('addressRequests.form.updateTitle', { name: nameOf(target.address) });

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${id}-heading`}
      className="space-y-3 rounded-lg border border-brand-600 bg-white p-4"
    >
      <h5 id={`${id}-heading`} className="font-semibold text-neutral-900">
        {heading}
      </h5>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {input('title', {
          autoComplete: 'organization',
          hint: t('addressRequests.form.titleHint'),
        })}
        {input('phone', { type: 'tel', autoComplete: 'tel' })}
        <div className="sm:col-span-2">
          {input('address', {
            autoComplete: 'street-address',
            hint: t('addressRequests.form.addressHint'),
          })}
        </div>
      </div>
      {alreadyDefault ? null : (
        <label className="flex items-center gap-2 text-sm text-neutral-800">
          <input
            type="checkbox"
            name="makeDefault"
            checked={values.makeDefault}
            onChange={(event) =>
              setValues((old) => ({ ...old, makeDefault: event.target.checked }))
            }
            className="h-4 w-4"
          />
          {t('addressRequests.form.default')}
        </label>
      )}
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={busy}
          className="rounded-md bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {busy ? t('addressRequests.form.sending') : t('addressRequests.form.submit')}
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="rounded-md border border-neutral-300 px-5 py-2 text-sm font-semibold text-neutral-800 hover:bg-neutral-50"
        >
          {t('addressRequests.form.cancel')}
        </button>
      </div>
    </form>
  );
}

/** The SPEC §4 facts of an address, as the domain's default rule reads them. */
export function toFacts(a: PartnerProfileAddress) {
  return {
    purpose: a.purpose,
    addressType: a.AddressType,
    partnerAddressStatus: a.PartnerAddressStatus,
  };
}
