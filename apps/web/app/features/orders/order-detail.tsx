// One order (issue #12; SPEC §2 Order detail /narocila/{id}): its status on the way from
// received to invoiced, who placed it and how it is delivered and paid, its lines with
// quantities in base and retail units, and the totals with VAT by rate. An order's lines can be
// reordered, all or the chosen ones (features/reorder).
import type { OrderDetail, OrderDetailLine } from '@gradnik/contracts/order';
import { formatDay, ljubljanaDay } from '@gradnik/domain/date-range';
import { formatCurrency, formatNumber } from '@gradnik/domain/format';
import type { Locale } from '@gradnik/domain/locale';
import { DOCUMENT_TYPE_LABELS } from '@gradnik/domain/account-documents';
import { COMPLAINABLE_ORDER_STATUSES } from '@gradnik/domain/complaints';
import { orderStatusLabel, statusTimeline } from '@gradnik/domain/order-status';
import type { Dispatch, ReactNode } from 'react';
import { useReducer } from 'react';
import { Link } from 'react-router';
import { useLocale, useT } from '../../i18n/i18n-context';
import { useDownload } from '../../lib/download';
import { useHydrated } from '../../lib/use-hydrated';
import { href } from '../../route-table';
import { PageHeading } from '../../ui/page-heading';
import {
  ReorderBar,
  ReorderChoiceCell,
  ReorderQuantityCell,
  ReorderReport,
  type ReorderCellsProps,
} from '../../ui/reorder/reorder-parts';
import {
  chosenReorderBody,
  reorderSelection,
  type ReorderSelection,
  type ReorderSelectionAction,
} from '../../ui/reorder/reorder-selection';
import { useReorder } from '../../ui/reorder/use-reorder';
import { DownloadStatus, FactsSection, TotalsSection } from './detail-sections';

type Party = NonNullable<OrderDetail['recipient']>;

function partyText(party: Party): string {
  return [party.name, party.street, `${party.post} ${party.city}`.trim()]
    .filter(Boolean)
    .join(', ');
}

function Timeline({ order }: { order: OrderDetail }) {
  const t = useT();
  const locale = useLocale();
  const steps = statusTimeline(order.kind, order.status, order.statusHistory);
  if (steps.length === 0) return null;
  return (
    <section aria-labelledby="order-timeline">
      <h2 id="order-timeline" className="sr-only">
        {t('order.timeline')}
      </h2>
      <ol className="flex flex-wrap gap-2 text-sm">
        {steps.map((step) => (
          <li
            key={step.status}
            aria-current={step.state === 'current' ? 'step' : undefined}
            className={`rounded-full border px-3 py-1 ${
              step.state === 'current'
                ? 'border-brand-600 bg-brand-600 font-semibold text-white'
                : step.state === 'done'
                  ? 'border-brand-200 bg-brand-50 text-brand-900'
                  : 'border-neutral-200 text-neutral-600'
            }`}
          >
            {orderStatusLabel(step.status, locale)}
            {step.at ? (
              <span className="ml-1 tabular-nums opacity-80">
                {formatDay(ljubljanaDay(step.at))}
              </span>
            ) : null}
            {step.state === 'done' ? (
              <span className="sr-only"> ({t('order.timeline.done')})</span>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

function Facts({ order }: { order: OrderDetail }) {
  const t = useT();
  const locale = useLocale();
  const facts: [string, ReactNode][] = [
    [t('order.date'), formatDay(ljubljanaDay(order.createdAt))],
    [t('order.status'), orderStatusLabel(order.status, locale)],
    [
      t('order.placedBy'),
      order.agent
        ? `${order.placedBy.name} (${t('orders.agent', { name: order.agent.name })})`
        : order.placedBy.name,
    ],
  ];
  if (order.reference) facts.push([t('order.reference'), order.reference]);
  if (order.note) facts.push([t('order.note'), order.note]);
  if (order.deliveryMethod) facts.push([t('order.deliveryMethod'), order.deliveryMethod]);
  if (order.paymentMethod) facts.push([t('order.paymentMethod'), order.paymentMethod]);
  if (order.recipient) facts.push([t('order.recipient'), partyText(order.recipient)]);
  if (order.payer) facts.push([t('order.payer'), partyText(order.payer)]);
  if (order.storeId) facts.push([t('order.store'), order.storeId]);
  const site = order.specialDeliveryLocation;
  if (site) {
    facts.push([
      t('order.site'),
      [site.name, site.post, site.description, `${site.contactPerson}, ${site.contactPhone}`]
        .filter(Boolean)
        .join(', '),
    ]);
  }
  if (order.needCarLift) facts.push([t('order.carLift'), t('order.yes')]);
  if (order.invoice) facts.push([t('order.invoice'), order.invoice]);
  return <FactsSection headingId="order-info" heading={t('order.info')} facts={facts} />;
}

function quantityText(line: OrderDetailLine, locale: Locale): string {
  const retail = `${formatNumber(line.quantityRetail, locale)} ${line.retailUnit}`;
  return line.retailUnit === line.baseUnit && line.quantityRetail === line.quantityBase
    ? retail
    : `${retail} (${formatNumber(line.quantityBase, locale)} ${line.baseUnit})`;
}

/** A line as the reorder cells know it. */
function reorderable(line: OrderDetailLine): ReorderCellsProps['line'] {
  return {
    lineNo: line.lineNo,
    quantity: line.quantityRetail,
    available: line.productId !== null,
    code: line.code,
    unit: line.retailUnit,
    baseUnit: line.baseUnit,
    factor: line.quantityRetail > 0 ? line.quantityBase / line.quantityRetail : 1,
  };
}

interface LinesReorder {
  selection: ReorderSelection;
  dispatch: Dispatch<ReorderSelectionAction>;
}

function Lines({ order, reorder }: { order: OrderDetail; reorder: LinesReorder | null }) {
  const t = useT();
  const locale = useLocale();
  const money = (value: number | null) => (value === null ? '–' : formatCurrency(value, locale));
  return (
    <section aria-labelledby="order-lines" className="space-y-2">
      <h2 id="order-lines" className="text-lg font-semibold">
        {t('order.lines')}
      </h2>
      {/* A wide table scrolls inside its own box on a phone; the page itself does not. */}
      <div
        role="region"
        aria-labelledby="order-lines"
        tabIndex={0}
        className="overflow-x-auto rounded-lg border border-neutral-200 bg-white"
      >
        <table className="w-full min-w-[56rem] border-collapse text-sm">
          <thead>
            <tr className="border-b border-neutral-300 text-left">
              {reorder ? (
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">{t('reorder.title')}</span>
                </th>
              ) : null}
              <th scope="col" className="px-3 py-2">
                {t('order.col.code')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('order.col.ean')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('order.col.name')}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t('order.col.quantity')}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t('order.col.unitPrice')}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t('order.col.discount')}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t('order.col.value')}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t('order.col.vat')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('order.col.delivery')}
              </th>
              {reorder ? (
                <th scope="col" className="px-3 py-2">
                  {t('reorder.title')}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.lineNo} className="border-b border-neutral-200 align-top">
                {reorder ? <ReorderChoiceCell line={reorderable(line)} {...reorder} /> : null}
                <td className="px-3 py-2 tabular-nums">{line.code}</td>
                <td className="px-3 py-2 tabular-nums">{line.ean ?? '–'}</td>
                <td className="px-3 py-2">
                  {line.productId ? (
                    <Link
                      to={href('product', locale, { id: line.productId })}
                      className="text-brand-900 underline-offset-2 hover:underline"
                    >
                      {line.name}
                    </Link>
                  ) : (
                    line.name
                  )}
                  {line.note ? (
                    <span className="block text-xs text-neutral-600">{line.note}</span>
                  ) : null}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{quantityText(line, locale)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{money(line.unitPrice)}</td>
                <td className="px-3 py-2 text-right tabular-nums">
                  {line.discountPercent
                    ? `${formatNumber(line.discountPercent, locale, 2)} %`
                    : '–'}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{money(line.lineValue)}</td>
                <td className="px-3 py-2 text-right tabular-nums">
                  {formatNumber(line.vat, locale, 1)} %
                </td>
                <td className="px-3 py-2 tabular-nums">
                  {line.deliveryDate ? formatDay(line.deliveryDate) : '–'}
                </td>
                {reorder ? <ReorderQuantityCell line={reorderable(line)} {...reorder} /> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Issue #12: the order's confirmation, delivery notes and invoice, each as a PDF. */
function Documents({ order }: { order: OrderDetail }) {
  const t = useT();
  const locale = useLocale();
  const ready = useHydrated();
  const download = useDownload();
  if (order.documents.length === 0) return null;
  return (
    <section aria-labelledby="order-documents" className="space-y-2">
      <h2 id="order-documents" className="text-lg font-semibold">
        {t('order.documents')}
      </h2>
      <ul className="divide-y divide-neutral-200 rounded-lg border border-neutral-200 bg-white text-sm">
        {order.documents.map((doc) => (
          <li key={doc.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
            <span>
              <span className="font-medium">{DOCUMENT_TYPE_LABELS[locale][doc.type]}</span>{' '}
              <span className="tabular-nums">{doc.number}</span>
              <span className="ml-2 text-neutral-600 tabular-nums">{formatDay(doc.issuedAt)}</span>
            </span>
            <button
              type="button"
              className="rounded-md border border-brand-600 px-3 py-1 font-semibold text-brand-900 hover:bg-brand-50 disabled:opacity-60"
              aria-label={t('documents.pdf.label', { number: doc.number })}
              disabled={!ready || download.progress !== null}
              onClick={() => void download.start(`/api/documents/${doc.id}/pdf`)}
            >
              {t('documents.pdf')}
            </button>
          </li>
        ))}
      </ul>
      <DownloadStatus download={download} />
    </section>
  );
}

export function OrderDetailView({ order }: { order: OrderDetail }) {
  const t = useT();
  const locale = useLocale();
  // Issue #12: an order's lines can be bought again; an inquiry's are answered by an offer.
  const canReorder = order.kind === 'order' && order.lines.length > 0;
  const [selection, dispatch] = useReducer(reorderSelection, new Map<number, number>());
  const { state, reorder } = useReorder(`/api/orders/${order.id}/reorder`);
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <Link to={href('orders', locale)} className="text-sm text-brand-900 underline">
        {t('order.back')}
      </Link>
      <PageHeading>
        {order.kind === 'inquiry'
          ? `${t('orders.inquiry')} ${order.number}`
          : t('screen.order.title', { id: order.number })}
      </PageHeading>
      <Timeline order={order} />
      <Facts order={order} />
      {/* Issue #16: delivered goods can be complained about, starting from this order. */}
      {order.kind === 'order' &&
      (COMPLAINABLE_ORDER_STATUSES as readonly string[]).includes(order.status) ? (
        <Link
          to={`${href('reclamation-new', locale)}?narocilo=${order.id}`}
          className="inline-flex min-h-11 items-center rounded-md border border-brand-900 px-4 py-2 font-semibold text-brand-900"
        >
          {t('order.complain')}
        </Link>
      ) : null}
      {canReorder ? (
        <ReorderBar
          lines={order.lines.map(reorderable)}
          selection={selection}
          dispatch={dispatch}
          working={state.status === 'working'}
          onReorderAll={() => void reorder({})}
          onReorderChosen={() => void reorder(chosenReorderBody(selection))}
        />
      ) : null}
      {state.status === 'done' ? <ReorderReport result={state.result} /> : null}
      <Lines order={order} reorder={canReorder ? { selection, dispatch } : null} />
      <TotalsSection
        totals={order.totals}
        headingId="order-totals"
        heading={t('order.totals')}
        grossLabel={t('order.totals.gross')}
      />
      <Documents order={order} />
    </div>
  );
}
