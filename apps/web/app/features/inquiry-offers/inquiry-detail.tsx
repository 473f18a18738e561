// One inquiry and its offer (issue #14; SPEC §2 /povprasevanje-ponudbe/povprasevanje/{id};
// decision 036): the inquiry as sent beside the offer, line by line (requested against offered
// quantity, price and delivery, substitutes shown as such), the offer's totals and PDF, its
// older revisions, and the thread with the caretaker. What the buyer may do comes from the API
// (`actions`, the domain's inquiryActions): accept all or the chosen lines into the cart,
// decline with a reason, ask for a revised offer, request a new offer for an expired or
// declined one, withdraw an inquiry still waiting. Without a type-3 caretaker (SPEC §6) all is
// read-only, with the reason. Lines are a table on wide screens and cards on a phone (390 px).
import type { InquiryDetail, Offer, OfferSummary } from '@gradnik/contracts/offer';
import { INQUIRY_MESSAGE_MAX_LENGTH } from '@gradnik/contracts/offer-params';
import { characterCounterText } from '@gradnik/domain/checkout-steps';
import { formatDay, ljubljanaDay } from '@gradnik/domain/date-range';
import { formatCurrency, formatNumber, ljubljanaDateTimeParts } from '@gradnik/domain/format';
import type { Locale } from '@gradnik/domain/locale';
import { INQUIRY_STATE_LABELS } from '@gradnik/domain/offer';
import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Link, useRevalidator } from 'react-router';
import { useLocale } from '../../i18n/i18n-context';
import { useAccountT, type AccountKey } from '../../i18n/account/use-account-t';
import { useDownload } from '../../lib/download';
import { useHydrated } from '../../lib/use-hydrated';
import { href } from '../../route-table';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { PageHeading } from '../../ui/page-heading';
import { DownloadStatus, FactsSection, TotalsSection } from '../orders/detail-sections';
import { comparedLines, rowName, type ComparedLine } from './compared-lines';
import { DeclineDialog } from './decline-dialog';
import { ExpiresSoonMark } from './inquiry-list';
import { ReadOnlyNotice } from './read-only-notice';
import { useInquiryActions, type AcceptOutcome } from './use-inquiry-actions';

const sectionBox = 'rounded-lg border border-neutral-200 bg-white p-4';

function dateTime(at: string, t: ReturnType<typeof useAccountT>): string {
  const { date, time } = ljubljanaDateTimeParts(at);
  return t('inquiry.dateTime', { date, time });
}

function quantityText(quantity: number, unit: string, locale: Locale): string {
  return `${formatNumber(quantity, locale)} ${unit}`;
}

/** The offer PDF of a revision (the documents' download: bearer token, progress, file name). */
function offerPdfPath(inquiryId: string, revision: number): string {
  return `/api/inquiries/${encodeURIComponent(inquiryId)}/offers/${revision}/pdf`;
}

// ---------------------------------------------------------------------------------------------
// What state the inquiry is in, in words

function StateNote({ inquiry }: { inquiry: InquiryDetail }) {
  const t = useAccountT();
  const locale = useLocale();
  const offer = inquiry.offer;
  let text: ReactNode = null;
  switch (inquiry.state) {
    case 'sent':
    case 'in_preparation':
      text = offer ? t('inquiry.note.revising') : t('inquiry.note.awaiting');
      break;
    case 'offered':
      text =
        offer?.expiresSoon && offer.validUntil
          ? t('inquiry.note.expiresSoon', { date: formatDay(offer.validUntil) })
          : null;
      break;
    case 'expired':
      text = t('inquiry.note.expired', {
        date: offer?.validUntil ? formatDay(offer.validUntil) : '',
      });
      break;
    case 'declined':
      text = offer?.decidedAt
        ? t('inquiry.note.declinedAt', { date: formatDay(ljubljanaDay(offer.decidedAt)) })
        : t('inquiry.note.declined');
      break;
    case 'accepted':
      text = offer?.order ? (
        <>
          {t('inquiry.note.accepted')}{' '}
          <Link
            to={href('order', locale, { id: offer.order.id })}
            className="font-semibold underline"
          >
            {t('inquiry.note.order', { number: offer.order.number })}
          </Link>
        </>
      ) : (
        t('inquiry.note.accepted')
      );
      break;
    case 'withdrawn':
      text = t('inquiry.note.withdrawn');
      break;
  }
  if (text === null) return null;
  const warn = inquiry.state === 'expired' || inquiry.state === 'offered';
  return (
    <p
      className={`rounded-md border px-4 py-3 text-sm ${
        warn
          ? 'border-amber-200 bg-amber-50 text-amber-900'
          : 'border-neutral-200 bg-white text-neutral-800'
      }`}
    >
      {text}
    </p>
  );
}

function Facts({ inquiry }: { inquiry: InquiryDetail }) {
  const t = useAccountT();
  const locale = useLocale();
  const offer = inquiry.offer;
  const facts: [string, ReactNode][] = [
    [t('inquiry.state'), INQUIRY_STATE_LABELS[locale][inquiry.state]],
    [t('inquiry.date'), formatDay(ljubljanaDay(inquiry.createdAt))],
    [
      t('inquiry.placedBy'),
      inquiry.agent
        ? `${inquiry.placedBy.name} (${t('orders.agent', { name: inquiry.agent.name })})`
        : inquiry.placedBy.name,
    ],
  ];
  if (inquiry.reference) facts.push([t('inquiry.reference'), inquiry.reference]);
  if (inquiry.note) facts.push([t('inquiry.note'), inquiry.note]);
  if (offer) {
    facts.push([t('inquiry.offerNumber'), offer.number]);
    facts.push([t('inquiry.offerDate'), formatDay(ljubljanaDay(offer.createdAt))]);
    if (offer.validUntil) {
      facts.push([
        t('inquiry.validUntil'),
        <>
          <span className="tabular-nums">{formatDay(offer.validUntil)}</span>
          {offer.expiresSoon && inquiry.state === 'offered' ? <ExpiresSoonMark /> : null}
        </>,
      ]);
    }
    if (offer.note) facts.push([t('inquiry.caretakerNote'), offer.note]);
    if (offer.declineReason) facts.push([t('inquiry.declineReason'), offer.declineReason]);
  }
  return <FactsSection headingId="inquiry-info" heading={t('inquiry.info')} facts={facts} />;
}

// ---------------------------------------------------------------------------------------------
// The lines, side by side

interface Choosing {
  chosen: ReadonlySet<number>;
  toggle: (lineNo: number) => void;
  disabled: boolean;
}

function ProductName({ row }: { row: ComparedLine }) {
  const t = useAccountT();
  const locale = useLocale();
  const line = row.offered ?? row.requested;
  if (!line) return null;
  const substituteFor = row.offered?.substituteFor ?? null;
  return (
    <>
      {line.productId ? (
        <Link
          to={href('product', locale, { id: line.productId })}
          className="font-medium text-brand-900 underline-offset-2 hover:underline"
        >
          {line.name}
        </Link>
      ) : (
        <span className="font-medium">{line.name}</span>
      )}
      <span className="block text-xs text-neutral-600 tabular-nums">{line.code}</span>
      {substituteFor ? (
        <span className="mt-1 inline-block rounded border border-sky-200 bg-sky-50 px-1.5 py-0.5 text-xs font-semibold text-sky-900">
          {t('inquiry.substitute', { name: substituteFor.name })}
        </span>
      ) : null}
      {row.requested === null ? (
        <span className="mt-1 block text-xs text-neutral-600">{t('inquiry.addedByRetailer')}</span>
      ) : null}
      {row.requested?.note ? (
        <span className="block text-xs text-neutral-600">
          {t('inquiry.lineNote', { note: row.requested.note })}
        </span>
      ) : null}
    </>
  );
}

function ChooseBox({ row, choosing }: { row: ComparedLine; choosing: Choosing }) {
  const line = row.offered;
  if (!line) return null;
  return (
    <input
      type="checkbox"
      className="size-5 accent-brand-700"
      aria-label={rowName(row)}
      checked={choosing.chosen.has(line.lineNo)}
      disabled={choosing.disabled}
      onChange={() => choosing.toggle(line.lineNo)}
    />
  );
}

/** The row's cells as text, shared by the table and the cards. */
function useRowCells(row: ComparedLine) {
  const t = useAccountT();
  const locale = useLocale();
  const money = (value: number | null) => (value === null ? '–' : formatCurrency(value, locale));
  const { requested, offered } = row;
  const differs =
    requested !== null &&
    offered !== null &&
    (offered.quantity !== requested.quantity || offered.unit !== requested.unit);
  return {
    requestedQuantity: requested ? quantityText(requested.quantity, requested.unit, locale) : '–',
    requestedPrice: money(requested?.unitPrice ?? null),
    offeredQuantity: offered ? quantityText(offered.quantity, offered.unit, locale) : null,
    quantityDiffers: differs,
    offeredPrice: offered ? money(offered.netUnitPrice) : null,
    listPrice: offered && offered.discountPercent ? money(offered.unitPrice) : null,
    discount:
      offered && offered.discountPercent
        ? `${formatNumber(offered.discountPercent, locale, 2)} %`
        : '–',
    value: offered ? money(offered.lineValue) : null,
    delivery: offered?.deliveryDate ? formatDay(offered.deliveryDate) : '–',
    notOffered: t('inquiry.notOffered'),
  };
}

function TableRow({ row, choosing }: { row: ComparedLine; choosing: Choosing | null }) {
  const t = useAccountT();
  const cells = useRowCells(row);
  const td = 'px-3 py-2 align-top';
  const num = `${td} text-right tabular-nums`;
  return (
    <tr className="border-b border-neutral-200">
      {choosing ? (
        <td className={td}>
          <ChooseBox row={row} choosing={choosing} />
        </td>
      ) : null}
      <th scope="row" className={`${td} text-left font-normal`}>
        <ProductName row={row} />
      </th>
      <td className={num}>{cells.requestedQuantity}</td>
      <td className={num}>{cells.requestedPrice}</td>
      {cells.offeredQuantity === null ? (
        <td colSpan={5} className={`${td} italic text-neutral-600`}>
          {cells.notOffered}
        </td>
      ) : (
        <>
          <td className={`${num} ${cells.quantityDiffers ? 'font-semibold' : ''}`}>
            {cells.offeredQuantity}
            {cells.quantityDiffers ? (
              <span className="sr-only"> ({t('inquiry.quantityDiffers')})</span>
            ) : null}
          </td>
          <td className={num}>
            {cells.offeredPrice}
            {cells.listPrice ? (
              <span className="block text-xs text-neutral-600 line-through">{cells.listPrice}</span>
            ) : null}
          </td>
          <td className={num}>{cells.discount}</td>
          <td className={num}>{cells.value}</td>
          <td className={`${td} tabular-nums`}>{cells.delivery}</td>
        </>
      )}
    </tr>
  );
}

function LineCard({
  row,
  choosing,
  hasOffer,
}: {
  row: ComparedLine;
  choosing: Choosing | null;
  hasOffer: boolean;
}) {
  const t = useAccountT();
  const cells = useRowCells(row);
  const pairs: [string, ReactNode][] = [
    [t('inquiry.col.requested'), cells.requestedQuantity],
    [t('inquiry.col.requestedPrice'), cells.requestedPrice],
  ];
  if (cells.offeredQuantity !== null) {
    pairs.push(
      [t('inquiry.col.offered'), cells.offeredQuantity],
      [t('inquiry.col.offeredPrice'), cells.offeredPrice],
      [t('inquiry.col.discount'), cells.discount],
      [t('inquiry.col.value'), cells.value],
      [t('inquiry.col.delivery'), cells.delivery],
    );
  } else if (hasOffer) {
    pairs.push([t('inquiry.col.offered'), cells.notOffered]);
  }
  return (
    <li className="rounded-lg border border-neutral-200 bg-white p-3">
      <div className="flex items-start gap-3">
        {choosing && row.offered ? <ChooseBox row={row} choosing={choosing} /> : null}
        <p className="min-w-0">
          <ProductName row={row} />
        </p>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {pairs.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-neutral-600">{term}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

function Lines({ inquiry, choosing }: { inquiry: InquiryDetail; choosing: Choosing | null }) {
  const t = useAccountT();
  const rows = comparedLines(inquiry.lines, inquiry.offer?.lines ?? null);
  const hasOffer = inquiry.offer !== null;
  const columns: AccountKey[] = [
    'inquiry.col.requested',
    'inquiry.col.requestedPrice',
    'inquiry.col.offered',
    'inquiry.col.offeredPrice',
    'inquiry.col.discount',
    'inquiry.col.value',
    'inquiry.col.delivery',
  ];
  const caption = hasOffer ? t('inquiry.lines.compared') : t('inquiry.lines.requested');
  return (
    <section aria-labelledby="inquiry-lines" className="space-y-2">
      <h2 id="inquiry-lines" className="text-lg font-semibold">
        {t('inquiry.lines')}
      </h2>
      <div className="hidden overflow-x-auto rounded-lg border border-neutral-200 bg-white md:block">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-neutral-300 text-left">
              {choosing ? (
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">{t('inquiry.col.choose')}</span>
                </th>
              ) : null}
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('inquiry.col.product')}
              </th>
              {(hasOffer ? columns : columns.slice(0, 2)).map((key) => (
                <th
                  key={key}
                  scope="col"
                  className={`px-3 py-2 font-semibold ${key === 'inquiry.col.delivery' ? '' : 'text-right'}`}
                >
                  {t(key)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) =>
              hasOffer ? (
                <TableRow key={row.key} row={row} choosing={choosing} />
              ) : (
                <RequestedRow key={row.key} row={row} />
              ),
            )}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden" aria-label={caption}>
        {rows.map((row) => (
          <LineCard key={row.key} row={row} choosing={choosing} hasOffer={hasOffer} />
        ))}
      </ul>
    </section>
  );
}

/** A line of an inquiry not answered yet: what was asked only. */
function RequestedRow({ row }: { row: ComparedLine }) {
  const cells = useRowCells(row);
  const num = 'px-3 py-2 align-top text-right tabular-nums';
  return (
    <tr className="border-b border-neutral-200">
      <th scope="row" className="px-3 py-2 text-left align-top font-normal">
        <ProductName row={row} />
      </th>
      <td className={num}>{cells.requestedQuantity}</td>
      <td className={num}>{cells.requestedPrice}</td>
    </tr>
  );
}

function Totals({ offer }: { offer: Offer }) {
  const t = useAccountT();
  return (
    <TotalsSection
      totals={offer.totals}
      headingId="inquiry-totals"
      heading={t('inquiry.totals')}
      grossLabel={t('inquiry.totals.gross')}
      alwaysShowTransport
    />
  );
}

// ---------------------------------------------------------------------------------------------
// The offer's PDF and its older revisions

type Download = ReturnType<typeof useDownload>;

function PdfButton({
  inquiryId,
  offer,
  download,
  label,
}: {
  inquiryId: string;
  offer: OfferSummary;
  download: Download;
  label: string;
}) {
  const ready = useHydrated();
  return (
    <button
      type="button"
      className="btn-secondary btn-sm"
      disabled={!ready || download.progress !== null}
      onClick={() => void download.start(offerPdfPath(inquiryId, offer.revision))}
    >
      {label}
    </button>
  );
}

function History({ inquiry, download }: { inquiry: InquiryDetail; download: Download }) {
  const t = useAccountT();
  const locale = useLocale();
  if (inquiry.history.length === 0) return null;
  return (
    <section aria-labelledby="inquiry-history" className="space-y-2">
      <h2 id="inquiry-history" className="text-lg font-semibold">
        {t('inquiry.history')}
      </h2>
      <ul className="divide-y divide-neutral-200 rounded-lg border border-neutral-200 bg-white text-sm">
        {inquiry.history.map((offer) => (
          <li
            key={offer.revision}
            className="flex flex-wrap items-center justify-between gap-2 px-3 py-2"
          >
            <span>
              <span className="font-medium">
                {t('inquiry.history.revision', { revision: offer.revision })}
              </span>{' '}
              <span className="tabular-nums">{offer.number}</span>
              <span className="ml-2 text-neutral-600 tabular-nums">
                {formatDay(ljubljanaDay(offer.createdAt))}
              </span>
              <span className="ml-2 tabular-nums">{formatCurrency(offer.totalGross, locale)}</span>
              <span className="ml-2 text-neutral-600">{offerStatusText(offer, t)}</span>
            </span>
            <PdfButton
              inquiryId={inquiry.id}
              offer={offer}
              download={download}
              label={t('inquiry.pdf.of', { number: offer.number })}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function offerStatusText(offer: OfferSummary, t: ReturnType<typeof useAccountT>): string {
  if (offer.status === 'open' && offer.expired) return t('inquiry.offerStatus.expired');
  switch (offer.status) {
    case 'superseded':
      return t('inquiry.offerStatus.superseded');
    case 'accepted':
      return t('inquiry.offerStatus.accepted');
    case 'declined':
      return t('inquiry.offerStatus.declined');
    default:
      return t('inquiry.offerStatus.open');
  }
}

// ---------------------------------------------------------------------------------------------
// The thread with the caretaker

function Thread({
  inquiry,
  busy,
  onSend,
}: {
  inquiry: InquiryDetail;
  busy: 'message' | 'revision' | null;
  onSend: (body: string, revisionRequest: boolean) => Promise<boolean>;
}) {
  const t = useAccountT();
  const locale = useLocale();
  const id = useId();
  const [text, setText] = useState('');
  const [missing, setMissing] = useState<'message' | 'revision' | null>(null);
  const { actions } = inquiry;
  const canWrite = actions.message || actions.requestRevision;

  async function send(kind: 'message' | 'revision') {
    if (busy) return;
    if (text.trim() === '') {
      setMissing(kind);
      return;
    }
    setMissing(null);
    if (await onSend(text.trim(), kind === 'revision')) setText('');
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void send(actions.message ? 'message' : 'revision');
  }

  return (
    <section aria-labelledby="inquiry-thread" className={`${sectionBox} space-y-3`}>
      <h2 id="inquiry-thread" className="text-lg font-semibold">
        {t('inquiry.thread')}
      </h2>
      {inquiry.thread.length === 0 ? (
        <p className="text-sm text-neutral-700">{t('inquiry.thread.empty')}</p>
      ) : (
        <ol className="space-y-3">
          {inquiry.thread.map((message) => (
            <li
              key={message.id}
              className={`rounded-md border px-3 py-2 text-sm ${
                message.author === 'caretaker'
                  ? 'mr-6 border-brand-200 bg-brand-50 sm:mr-16'
                  : 'ml-6 border-neutral-200 bg-neutral-50 sm:ml-16'
              }`}
            >
              <p className="flex flex-wrap gap-x-2 text-xs text-neutral-700">
                <span className="font-semibold text-neutral-900">
                  {message.author === 'caretaker'
                    ? t('inquiry.thread.caretaker', { name: message.authorName })
                    : message.authorName}
                </span>
                {message.agent ? (
                  <span>{t('orders.agent', { name: message.agent.name })}</span>
                ) : null}
                <span className="tabular-nums">{dateTime(message.createdAt, t)}</span>
                {message.kind === 'revision_request' ? (
                  <span className="font-semibold">{t('inquiry.thread.revisionRequest')}</span>
                ) : null}
              </p>
              <p className="mt-1 whitespace-pre-line">{message.body}</p>
            </li>
          ))}
        </ol>
      )}
      {canWrite ? (
        <form onSubmit={submit} className="flex flex-col gap-1">
          <label htmlFor={`${id}-message`} className="text-sm font-medium text-neutral-800">
            {t('inquiry.message.label')}
          </label>
          <textarea
            id={`${id}-message`}
            name="body"
            rows={4}
            value={text}
            maxLength={INQUIRY_MESSAGE_MAX_LENGTH}
            aria-invalid={missing !== null || undefined}
            aria-describedby={`${id}-counter${missing ? ` ${id}-error` : ''}${
              actions.requestRevision ? ` ${id}-hint` : ''
            }`}
            onChange={(event) => setText(event.target.value)}
            className="rounded-md border border-neutral-300 px-3 py-2 text-sm"
          />
          <p
            id={`${id}-counter`}
            aria-live="polite"
            className="text-right text-xs text-neutral-600"
          >
            {characterCounterText(text, INQUIRY_MESSAGE_MAX_LENGTH, locale)}
          </p>
          {missing ? (
            <p id={`${id}-error`} role="alert" className="text-sm text-danger-700">
              {missing === 'revision'
                ? t('inquiry.message.revisionMissing')
                : t('inquiry.message.missing')}
            </p>
          ) : null}
          {actions.requestRevision ? (
            <p id={`${id}-hint`} className="text-xs text-neutral-600">
              {t('inquiry.message.revisionHint')}
            </p>
          ) : null}
          <div className="mt-2 flex flex-wrap gap-2">
            {actions.message ? (
              <button type="submit" className="btn-primary" aria-disabled={busy !== null}>
                {busy === 'message' ? t('inquiry.working') : t('inquiry.message.send')}
              </button>
            ) : null}
            {actions.requestRevision ? (
              <button
                type="button"
                className="btn-secondary"
                aria-disabled={busy !== null}
                onClick={() => void send('revision')}
              >
                {busy === 'revision' ? t('inquiry.working') : t('inquiry.message.requestRevision')}
              </button>
            ) : null}
          </div>
        </form>
      ) : null}
    </section>
  );
}

// ---------------------------------------------------------------------------------------------
// The offer's actions

function AcceptedNote({ outcome }: { outcome: AcceptOutcome }) {
  const t = useAccountT();
  const locale = useLocale();
  return (
    <p className="rounded-md border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900">
      {t('inquiry.accepted.alert', { count: outcome.added })}
      {outcome.replaced > 0 ? ` ${t('inquiry.accepted.replaced')}` : ''}{' '}
      <Link to={href('cart', locale)} className="font-semibold underline">
        {t('inquiry.toCart')}
      </Link>
    </p>
  );
}

export function InquiryDetailView({ inquiry }: { inquiry: InquiryDetail }) {
  const t = useAccountT();
  const locale = useLocale();
  const ready = useHydrated();
  const revalidator = useRevalidator();
  const download = useDownload();
  const { busy, accepted, accept, decline, message, renew, withdraw } = useInquiryActions(
    inquiry.id,
  );
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [asking, setAsking] = useState<'decline' | 'withdraw' | null>(null);
  const { actions, offer } = inquiry;
  const working = busy !== null || !ready;

  // The chosen lines are the current revision's: a revised offer starts the choice again.
  const [choiceRevision, setChoiceRevision] = useState(offer?.revision ?? 0);
  if ((offer?.revision ?? 0) !== choiceRevision) {
    setChoiceRevision(offer?.revision ?? 0);
    setChosen(new Set());
  }

  const choosing: Choosing | null =
    actions.accept && offer
      ? {
          chosen,
          disabled: working,
          toggle: (lineNo) =>
            setChosen((current) => {
              const next = new Set(current);
              if (next.has(lineNo)) next.delete(lineNo);
              else next.add(lineNo);
              return next;
            }),
        }
      : null;

  async function acceptLines(lines: readonly number[] | null) {
    if (!offer) return;
    if (await accept(offer.revision, lines)) setChosen(new Set());
  }

  const awaiting = inquiry.state === 'sent' || inquiry.state === 'in_preparation';
  const hasActions = actions.accept || actions.decline || actions.renew || actions.withdraw;

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <Link to={href('inquiry-offers', locale)} className="text-sm text-brand-900 underline">
        {t('inquiry.back')}
      </Link>
      <PageHeading>{t('screen.inquiry-offer.title', { id: inquiry.number })}</PageHeading>
      {inquiry.inquiriesAllowed ? null : <ReadOnlyNotice />}
      <StateNote inquiry={inquiry} />
      {awaiting ? (
        <p>
          <button
            type="button"
            className="btn-secondary btn-sm"
            aria-disabled={revalidator.state !== 'idle'}
            onClick={() => {
              if (revalidator.state === 'idle') void revalidator.revalidate();
            }}
          >
            {revalidator.state !== 'idle' ? t('inquiry.refreshing') : t('inquiry.refresh')}
          </button>
        </p>
      ) : null}
      <Facts inquiry={inquiry} />
      {accepted ? <AcceptedNote outcome={accepted} /> : null}
      {hasActions ? (
        <section
          aria-label={t('inquiry.actions')}
          className={`${sectionBox} flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center`}
        >
          {actions.accept ? (
            <>
              <p className="w-full text-sm text-neutral-700">{t('inquiry.accept.hint')}</p>
              <button
                type="button"
                className="btn-primary"
                aria-disabled={working}
                onClick={() => {
                  if (!working) void acceptLines(null);
                }}
              >
                {busy === 'accept' ? t('inquiry.accept.working') : t('inquiry.accept.all')}
              </button>
              <button
                type="button"
                className="btn-secondary"
                disabled={chosen.size === 0}
                aria-disabled={working || undefined}
                aria-describedby="inquiry-chosen"
                onClick={() => {
                  if (!working) void acceptLines([...chosen]);
                }}
              >
                {t('inquiry.accept.chosen')}
              </button>
              <span id="inquiry-chosen" className="text-sm text-neutral-700">
                {t('inquiry.chosenCount', { count: chosen.size })}
              </span>
            </>
          ) : null}
          {actions.decline && offer ? (
            <button
              type="button"
              className="btn-secondary sm:ml-auto"
              aria-haspopup="dialog"
              aria-disabled={working}
              onClick={() => {
                if (!working) setAsking('decline');
              }}
            >
              {t('inquiry.decline')}
            </button>
          ) : null}
          {actions.renew ? (
            <button
              type="button"
              className="btn-primary"
              aria-disabled={working}
              onClick={() => {
                if (!working) void renew();
              }}
            >
              {busy === 'renew' ? t('inquiry.working') : t('inquiry.renew')}
            </button>
          ) : null}
          {actions.withdraw ? (
            <button
              type="button"
              className="btn-secondary"
              aria-haspopup="dialog"
              aria-disabled={working}
              onClick={() => {
                if (!working) setAsking('withdraw');
              }}
            >
              {busy === 'withdraw' ? t('inquiry.working') : t('inquiry.withdraw')}
            </button>
          ) : null}
        </section>
      ) : null}
      <Lines inquiry={inquiry} choosing={choosing} />
      {offer ? (
        <>
          <Totals offer={offer} />
          <section aria-labelledby="inquiry-pdf" className="space-y-2">
            <h2 id="inquiry-pdf" className="sr-only">
              {t('inquiry.pdf.heading')}
            </h2>
            <PdfButton
              inquiryId={inquiry.id}
              offer={offer}
              download={download}
              label={t('inquiry.pdf')}
            />
            <DownloadStatus download={download} />
          </section>
        </>
      ) : null}
      <History inquiry={inquiry} download={download} />
      <Thread
        inquiry={inquiry}
        busy={busy === 'message' || busy === 'revision' ? busy : null}
        onSend={message}
      />
      {offer ? (
        <DeclineDialog
          open={asking === 'decline'}
          offerNumber={offer.number}
          busy={busy === 'decline'}
          onConfirm={async (reason) => {
            const done = await decline(offer.revision, reason);
            if (done) setAsking(null);
            return done;
          }}
          onCancel={() => setAsking(null)}
        />
      ) : null}
      <ConfirmDialog
        open={asking === 'withdraw'}
        title={t('inquiry.withdraw.title', { number: inquiry.number })}
        message={t('inquiry.withdraw.message')}
        confirmLabel={t('inquiry.withdraw')}
        onConfirm={() => {
          setAsking(null);
          void withdraw();
        }}
        onCancel={() => setAsking(null)}
      />
    </div>
  );
}
