// Step 2 'Dostava in plačilo' (SPEC §2, §3 Order info, §4 Delivery method and Recipient
// selection, §5 special location and the 'n/limit znakov' counter, §9 codes 4 and 5). The rules
// are the domain's: effectiveDeliveryMethod (first active when none chosen), deliveryCodeOf,
// transportCostApplies (code 4: special location and car lift), STORE_PICKUP_DELIVERY_CODE (a
// store), selectOnly/activeChoice (one recipient, one payer), characterCounterText. The page
// (cart-page.tsx) persists every change; this component only shows and reports choices.
import type { Store } from '@gradnik/contracts/stores';
import {
  NOTE_MAX_LENGTH,
  REFERENCE_NUMBER_MAX_LENGTH,
  characterCounterText,
  type OrderInfo,
} from '@gradnik/domain/checkout-steps';
import { STORE_PICKUP_DELIVERY_CODE } from '@gradnik/domain/constants';
import {
  deliveryCodeOf,
  effectiveDeliveryMethod,
  transportCostApplies,
  type DeliveryMethod,
} from '@gradnik/domain/delivery';
import { formatCurrency } from '@gradnik/domain/format';
import { activeChoice, selectOnly, type AddressChoice } from '@gradnik/domain/recipients';
import type { SpecialDeliveryLocation } from '@gradnik/domain/special-delivery-location';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useLocale, useT } from '../../i18n/i18n-context';
import type { MessageKey } from '../../i18n/message-keys';
import { LocationForm } from './location-form';

export interface DeliveryStepProps {
  info: OrderInfo;
  /** Undefined while loading. */
  deliveryMethods: readonly DeliveryMethod[] | undefined;
  paymentMethods: readonly DeliveryMethod[] | undefined;
  recipients: readonly AddressChoice[] | undefined;
  payers: readonly AddressChoice[] | undefined;
  stores: readonly Store[] | undefined;
  onDeliveryMethod: (method: DeliveryMethod) => void;
  onPaymentMethod: (method: DeliveryMethod) => void;
  onRecipient: (id: string) => void;
  onPayer: (id: string) => void;
  onCarLift: (needCarLift: boolean) => void;
  onStore: (storeId: string | null) => void;
  onSaveLocation: (location: SpecialDeliveryLocation) => Promise<boolean>;
  onReference: (text: string) => void;
  onNote: (text: string) => void;
  /** Hides what only orders have (inquiries are not delivered as such). */
  disabled?: boolean;
  /** The routing check (packages, line errors), shown below the choices. */
  children?: ReactNode;
}

const fieldset = 'rounded-lg border border-neutral-200 bg-white p-4';
const legend = 'px-1 text-base font-semibold text-neutral-900';

function MethodGroup({
  legendKey,
  emptyKey,
  methods,
  chosenId,
  onChoose,
  disabled,
}: {
  legendKey: MessageKey;
  emptyKey: MessageKey;
  methods: readonly DeliveryMethod[] | undefined;
  chosenId: string | null;
  onChoose: (method: DeliveryMethod) => void;
  disabled: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const name = useId();
  const effective = methods ? effectiveDeliveryMethod(methods, chosenId) : null;
  return (
    <fieldset className={fieldset}>
      <legend className={legend}>{t(legendKey)}</legend>
      {methods === undefined ? (
        <p className="text-sm text-neutral-600">{t('checkout.addresses.loading')}</p>
      ) : methods.length === 0 ? (
        <p className="text-sm text-neutral-600">{t(emptyKey)}</p>
      ) : (
        <ul className="space-y-2">
          {methods.map((method) => (
            <li key={method.value}>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={name}
                  value={method.value}
                  checked={effective?.value === method.value}
                  disabled={disabled || !method.active}
                  onChange={() => onChoose(method)}
                />
                <span>{method.name}</span>
                {method.price ? (
                  <span className="text-neutral-600">({formatCurrency(method.price, locale)})</span>
                ) : null}
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

function AddressGroup({
  legendKey,
  list,
  chosenId,
  onChoose,
  disabled,
}: {
  legendKey: MessageKey;
  list: readonly AddressChoice[] | undefined;
  chosenId: string | null;
  onChoose: (id: string) => void;
  disabled: boolean;
}) {
  const t = useT();
  const name = useId();
  // SPEC §4: choosing one selects only it; without a choice the SPEC's flags decide.
  const shown = list && chosenId ? selectOnly(list, chosenId) : list;
  const active = shown ? activeChoice(shown) : null;
  return (
    <fieldset className={fieldset}>
      <legend className={legend}>{t(legendKey)}</legend>
      {shown === undefined ? (
        <p className="text-sm text-neutral-600">{t('checkout.addresses.loading')}</p>
      ) : shown.length === 0 ? (
        <p className="text-sm text-neutral-600">{t('checkout.addresses.none')}</p>
      ) : (
        <ul className="space-y-2">
          {shown.map((choice) => (
            <li key={choice.id}>
              <label className="flex items-start gap-2 text-sm">
                <input
                  type="radio"
                  name={name}
                  value={choice.id}
                  checked={active?.id === choice.id}
                  disabled={disabled}
                  onChange={() => onChoose(choice.id)}
                  className="mt-1"
                />
                <span>
                  <span className="font-medium">{choice.name}</span>
                  <br />
                  {[choice.street, [choice.post, choice.city].filter(Boolean).join(' ')]
                    .filter(Boolean)
                    .join(', ')}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

function CountedText({
  label,
  value,
  limit,
  multiline,
  onChange,
  disabled,
}: {
  label: string;
  value: string;
  limit: number;
  multiline: boolean;
  onChange: (text: string) => void;
  disabled: boolean;
}) {
  const locale = useLocale();
  const id = useId();
  const common = {
    id,
    value,
    maxLength: limit,
    disabled,
    'aria-describedby': `${id}-counter`,
    className: 'rounded-md border border-neutral-300 px-3 py-2 text-sm',
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-neutral-800">
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} onChange={(event) => onChange(event.target.value)} />
      )}
      <p id={`${id}-counter`} className="text-right text-xs text-neutral-600">
        {characterCounterText(value, limit, locale)}
      </p>
    </div>
  );
}

export function DeliveryStep(props: DeliveryStepProps) {
  const t = useT();
  const storeId = useId();
  const { info, deliveryMethods, disabled = false } = props;
  const delivery = deliveryMethods
    ? effectiveDeliveryMethod(deliveryMethods, info.deliveryMethod)
    : null;
  const code = delivery ? deliveryCodeOf(delivery) : null;
  return (
    <div className="space-y-4">
      <div className="grid gap-4 lg:grid-cols-2">
        <MethodGroup
          legendKey="checkout.delivery.legend"
          emptyKey="checkout.delivery.none"
          methods={deliveryMethods}
          chosenId={info.deliveryMethod}
          onChoose={props.onDeliveryMethod}
          disabled={disabled}
        />
        <MethodGroup
          legendKey="checkout.payment.legend"
          emptyKey="checkout.payment.none"
          methods={props.paymentMethods}
          chosenId={info.paymentMethod}
          onChoose={props.onPaymentMethod}
          disabled={disabled}
        />
        <AddressGroup
          legendKey="checkout.recipient.legend"
          list={props.recipients}
          chosenId={info.recipient}
          onChoose={props.onRecipient}
          disabled={disabled}
        />
        <AddressGroup
          legendKey="checkout.payer.legend"
          list={props.payers}
          chosenId={info.payer}
          onChoose={props.onPayer}
          disabled={disabled}
        />
      </div>
      {code !== null && transportCostApplies(code) ? (
        <div className={`${fieldset} space-y-4`}>
          <LocationForm
            location={info.specialDeliveryLocation}
            onSave={props.onSaveLocation}
            disabled={disabled}
          />
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={info.needCarLift}
              disabled={disabled}
              onChange={(event) => props.onCarLift(event.target.checked)}
            />
            {t('checkout.carLift')}
          </label>
        </div>
      ) : null}
      {code === STORE_PICKUP_DELIVERY_CODE ? (
        <div className={`${fieldset} flex flex-col gap-1`}>
          <label htmlFor={storeId} className="text-sm font-medium text-neutral-800">
            {t('checkout.store.label')}
          </label>
          <select
            id={storeId}
            value={info.deliveryLocationID ?? ''}
            disabled={disabled || props.stores === undefined}
            onChange={(event) =>
              props.onStore(event.target.value === '' ? null : event.target.value)
            }
            className="rounded-md border border-neutral-300 px-3 py-2 text-sm"
          >
            <option value="">{t('checkout.store.choose')}</option>
            {(props.stores ?? []).map((store) => (
              <option key={store.id} value={store.id}>
                {[store.name, store.zipCodeName].filter(Boolean).join(', ')}
              </option>
            ))}
          </select>
          {!info.deliveryLocationID ? (
            <p className="text-sm text-amber-800">{t('checkout.store.required')}</p>
          ) : null}
        </div>
      ) : null}
      <div className={`${fieldset} grid gap-4 lg:grid-cols-2`}>
        <CountedText
          label={t('checkout.reference.label')}
          value={info.referenceNumber}
          limit={REFERENCE_NUMBER_MAX_LENGTH}
          multiline={false}
          onChange={props.onReference}
          disabled={disabled}
        />
        <CountedText
          label={t('checkout.note.label')}
          value={info.note}
          limit={NOTE_MAX_LENGTH}
          multiline
          onChange={props.onNote}
          disabled={disabled}
        />
      </div>
      {props.children}
    </div>
  );
}
