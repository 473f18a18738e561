// Step 3 'Potrditev naročila' / 'Potrditev povpraševanja' (SPEC §2): everything chosen, read
// only, then 'Oddaj naročilo' / 'Pošlji povpraševanje'. And the confirmation shown after
// placing (the order number). The page places; this shows.
import { CreditHeadroom } from './credit-headroom';
import type { BasketDocument } from '@gradnik/contracts/basket';
import type { PlacedOrderDocument } from '@gradnik/contracts/order';
import type { CartMode, OrderInfo } from '@gradnik/domain/checkout-steps';
import { formatCurrency } from '@gradnik/domain/format';
import type { AddressChoice } from '@gradnik/domain/recipients';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocale, useT } from '../../i18n/i18n-context';
import { href } from '../../route-table';
import { SpinnerIcon } from '../../ui/icons';
import { LinesTable, Totals, type LineActions } from './lines-step';

const NO_ACTIONS: LineActions = {
  onQuantity: () => undefined,
  onNote: () => Promise.resolve(false),
  onRemove: () => Promise.resolve(),
  onAcceptPrice: () => undefined,
  onMoveToInquiry: () => undefined,
};

function addressText(choice: AddressChoice | null, none: string): string {
  if (!choice) return none;
  return [choice.name, choice.street, [choice.post, choice.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
}

export interface SummaryProps {
  mode: CartMode;
  document: BasketDocument;
  info: OrderInfo;
  deliveryName: string | null;
  paymentName: string | null;
  recipient: AddressChoice | null;
  payer: AddressChoice | null;
  /** Shown only for code 4 (special location, car lift) and code 5 (store). */
  showSiteDelivery: boolean;
  storeName: string | null;
  packagesText: string | null;
  canPlace: boolean;
  sending: boolean;
  onPlace: () => void;
}

export function SummaryStep(props: SummaryProps) {
  const t = useT();
  const headingId = useId();
  const none = t('checkout.none');
  const { info, mode } = props;
  const location = info.specialDeliveryLocation;
  const rows: [string, ReactNode][] = [
    [t('checkout.summary.delivery'), props.deliveryName ?? none],
    [t('checkout.summary.payment'), props.paymentName ?? none],
    [t('checkout.summary.recipient'), addressText(props.recipient, none)],
    [t('checkout.summary.payer'), addressText(props.payer, none)],
  ];
  if (props.packagesText) rows.push([t('checkout.summary.packages'), props.packagesText]);
  if (props.showSiteDelivery) {
    rows.push([
      t('checkout.summary.location'),
      location
        ? [
            location.name,
            `${location.post}`,
            location.contactPerson,
            location.contactPhone,
            location.description,
          ]
            .filter(Boolean)
            .join(', ')
        : none,
    ]);
    rows.push([
      t('checkout.summary.carLift'),
      info.needCarLift ? t('checkout.yes') : t('checkout.no'),
    ]);
  }
  if (props.storeName) rows.push([t('checkout.summary.store'), props.storeName]);
  rows.push([t('checkout.summary.reference'), info.referenceNumber || none]);
  rows.push([t('checkout.summary.note'), info.note || none]);

  return (
    <div className="space-y-4">
      <LinesTable
        document={props.document}
        mode={mode}
        problems={new Map()}
        actions={NO_ACTIONS}
        busy
        readOnly
      />
      <Totals document={props.document} showCosts={mode === 'order'} />
      {mode === 'order' ? (
        <CreditHeadroom orderGross={props.document.data.attributes['order.total']} />
      ) : null}
      <section
        aria-labelledby={headingId}
        className="rounded-lg border border-neutral-200 bg-white p-4"
      >
        <h2 id={headingId} className="mb-2 text-base font-semibold text-neutral-900">
          {t('checkout.summary.heading')}
        </h2>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-neutral-700">{label}</dt>
              <dd className="whitespace-pre-line">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <div className="flex justify-end">
        <button
          type="button"
          onClick={props.onPlace}
          disabled={!props.canPlace || props.sending}
          aria-busy={props.sending}
          className="inline-flex items-center gap-2 rounded-md bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-50"
        >
          {props.sending ? <SpinnerIcon className="size-4" /> : null}
          {props.sending
            ? t('checkout.place.sending')
            : t(mode === 'order' ? 'checkout.place.order' : 'checkout.place.inquiry')}
        </button>
      </div>
    </div>
  );
}

export function PlacedView({
  placed,
  onInvoice,
  invoice,
  onNew,
}: {
  placed: PlacedOrderDocument;
  onInvoice: (() => void) | null;
  invoice: string | null;
  onNew: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const a = placed.data.attributes;
  return (
    <section
      className="space-y-3 rounded-lg border border-brand-600 bg-brand-50 p-6"
      aria-live="polite"
    >
      <h2 className="text-xl font-semibold text-brand-900">
        {t(a['order.kind'] === 'order' ? 'checkout.placed.order' : 'checkout.placed.inquiry', {
          number: a['order.number'],
        })}
      </h2>
      {a['order.kind'] === 'order' ? (
        <p className="text-sm">
          {t('checkout.placed.total', { total: formatCurrency(a['order.total'], locale) })}
        </p>
      ) : null}
      {invoice ? (
        <p role="status" className="text-sm">
          {t('checkout.placed.invoiceCreated', { invoice })}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {onInvoice && !invoice ? (
          <button
            type="button"
            onClick={onInvoice}
            className="rounded-md border border-brand-600 bg-white px-4 py-2 text-sm font-semibold text-brand-900"
          >
            {t('checkout.placed.invoice')}
          </button>
        ) : null}
        <button
          type="button"
          onClick={onNew}
          className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white"
        >
          {t('checkout.placed.newOrder')}
        </button>
        <Link
          to={href('home', locale)}
          className="rounded-md px-4 py-2 text-sm font-semibold text-brand-900 underline"
        >
          {t('checkout.backToShop')}
        </Link>
      </div>
    </section>
  );
}
