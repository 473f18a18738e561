// Step 1 'Košarica' / 'Povpraševanje' (SPEC §2 Cart screen): the basket's lines as a table
// (image, name linking to the product, code, EAN, quantity, unit price, line value, note,
// remove), the line errors of the routing check with their actions (SPEC §4 Cart line errors),
// totals, 'Izprazni košarico', and the quick add by EAN (SPEC §8 unknown EAN text; typed, or read
// by the camera's barcode scan, issue #15). The page
// performs the calls; this component shows the basket and reports what the buyer does.
// Below 1024 px the note column does not fit: each line shows an 'Opomba' button instead, which
// opens the product comment modal (SPEC §2 overlays, issue #14) saving through the same onNote.
import type { BasketDocument, BasketLine } from '@gradnik/contracts/basket';
import { cartMessageText } from '@gradnik/domain/adding';
import type { CartMode } from '@gradnik/domain/checkout-steps';
import { LINE_NOTE_MAX_LENGTH } from '@gradnik/domain/checkout-steps';
import { formatCurrency, formatNumber } from '@gradnik/domain/format';
import { cartLineErrorMessage, type CartLineErrorCode } from '@gradnik/domain/line-errors';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { useLocale, useT } from '../../i18n/i18n-context';
import { href } from '../../route-table';
import { RemoveProductConfirm } from '../../ui/confirm-dialog';
import {
  LineNoteButton,
  LineNoteDialog,
  lineNoteTarget,
} from '../../ui/line-note/line-note-dialog';
import type { LineNoteTarget } from '../../ui/line-note/line-note-dialog';
import { ScanButton } from '../../ui/barcode-scan/scan-button';
import { QuantityInput } from '../../ui/quantity/quantity-input';

export interface LineProblem {
  readonly code: CartLineErrorCode;
  /** The ERP's partner price per retail unit now (price_changed). */
  readonly newPrice: number | null;
}

export type EanAddOutcome = 'added' | 'unknown' | 'failed';

export interface LineActions {
  onQuantity: (line: BasketLine, quantity: number) => void;
  /** Stores the line's note; true when stored (the comment modal then closes). */
  onNote: (line: BasketLine, note: string) => Promise<boolean>;
  onRemove: (line: BasketLine) => Promise<void>;
  onAcceptPrice: (line: BasketLine) => void;
  onMoveToInquiry: (line: BasketLine) => void;
}

/** The badge of a line error with its ways out (SPEC §4): accept the price, or move the line. */
export function LineProblemBadge({
  line,
  problem,
  mode,
  actions,
  busy,
}: {
  line: BasketLine;
  problem: LineProblem;
  mode: CartMode;
  actions: Pick<LineActions, 'onAcceptPrice' | 'onMoveToInquiry'>;
  busy: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="mt-1 flex flex-wrap items-center gap-2">
      <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
        {cartLineErrorMessage(problem.code, locale)}
      </span>
      {problem.code === 'price_changed' && problem.newPrice !== null ? (
        <span className="text-xs text-neutral-700">
          {t('checkout.line.newPrice', { price: formatCurrency(problem.newPrice, locale) })}
        </span>
      ) : null}
      {problem.code === 'price_changed' ? (
        <button
          type="button"
          disabled={busy}
          onClick={() => actions.onAcceptPrice(line)}
          className="rounded border border-brand-600 px-2 py-0.5 text-xs font-semibold text-brand-900 disabled:opacity-50"
        >
          {t('checkout.acceptPrice')}
        </button>
      ) : null}
      {mode === 'order' ? (
        <button
          type="button"
          disabled={busy}
          onClick={() => actions.onMoveToInquiry(line)}
          className="rounded border border-neutral-400 px-2 py-0.5 text-xs font-semibold text-neutral-800 disabled:opacity-50"
        >
          {t('checkout.moveToInquiry')}
        </button>
      ) : null}
    </div>
  );
}

function NoteInput({ line, onNote }: { line: BasketLine; onNote: LineActions['onNote'] }) {
  const t = useT();
  const stored = line.attributes['order.product.note'] ?? '';
  const [text, setText] = useState(stored);
  const name = line.attributes['order.product.name'];
  return (
    <input
      aria-label={t('checkout.line.note', { name })}
      value={text}
      maxLength={LINE_NOTE_MAX_LENGTH}
      onChange={(event) => setText(event.target.value)}
      onBlur={() => {
        if (text !== stored) void onNote(line, text);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.currentTarget.blur();
      }}
      className="w-40 rounded-md border border-neutral-300 px-2 py-1 text-sm"
    />
  );
}

export function EanQuickAdd({ onAdd }: { onAdd: (ean: string) => Promise<EanAddOutcome> }) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const [ean, setEan] = useState('');
  const [busy, setBusy] = useState(false);
  const [unknown, setUnknown] = useState(false);
  const add = (value: string) => {
    if (value.trim() === '' || busy) return;
    setBusy(true);
    setUnknown(false);
    void onAdd(value.trim()).then((outcome) => {
      setBusy(false);
      if (outcome === 'added') setEan('');
      setUnknown(outcome === 'unknown');
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add(ean);
  };
  return (
    <form
      onSubmit={submit}
      className="rounded-lg border border-neutral-200 bg-white p-4"
      aria-labelledby={`${id}-heading`}
    >
      <h2 id={`${id}-heading`} className="mb-2 text-base font-semibold text-neutral-900">
        {t('checkout.ean.heading')}
      </h2>
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-ean`} className="text-sm font-medium text-neutral-800">
            {t('checkout.ean.label')}
          </label>
          <input
            id={`${id}-ean`}
            value={ean}
            inputMode="numeric"
            autoComplete="off"
            maxLength={14}
            onChange={(event) => {
              setEan(event.target.value);
              setUnknown(false);
            }}
            className="w-56 rounded-md border border-neutral-300 px-3 py-2 text-sm"
          />
        </div>
        <button
          type="submit"
          disabled={busy}
          className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-50"
        >
          {t('checkout.ean.add')}
        </button>
        {/* Issue #15: the camera reads the EAN (decision 041); it is added as if typed. */}
        <ScanButton
          onCode={(code) => {
            setEan(code);
            add(code);
          }}
        />
        {/* Issue #15: many codes at once; a plain link whose text every page already has. */}
        <Link to={href('quick-order', locale)} className="font-semibold text-brand-900 underline">
          {t('screen.quick-order.title')}
        </Link>
      </div>
      {unknown ? (
        // SPEC §8: shown as a line would show its product name.
        <p role="alert" className="mt-2 text-sm font-medium text-danger-700">
          {cartMessageText('cart.unknownEan', locale)}
        </p>
      ) : null}
    </form>
  );
}

export function Totals({ document, showCosts }: { document: BasketDocument; showCosts: boolean }) {
  const t = useT();
  const locale = useLocale();
  const attributes = document.data.attributes;
  const money = (value: number | null) =>
    value === null ? t('checkout.line.priceUnknown') : formatCurrency(value, locale);
  return (
    <dl
      aria-label={t('checkout.totals')}
      className="ml-auto grid w-full max-w-sm grid-cols-2 gap-x-4 gap-y-1 text-sm"
    >
      <dt>{t('checkout.totals.net')}</dt>
      <dd className="text-right">{money(attributes['order.price'])}</dd>
      <dt>{t('checkout.totals.tax')}</dt>
      <dd className="text-right">{money(attributes['order.taxvalue'])}</dd>
      {showCosts && attributes['order.costs'] > 0 ? (
        <>
          <dt>{t('checkout.totals.costs')}</dt>
          <dd className="text-right">{money(attributes['order.costs'])}</dd>
        </>
      ) : null}
      <dt className="font-semibold">{t('checkout.totals.total')}</dt>
      <dd className="text-right font-semibold">{money(attributes['order.total'])}</dd>
    </dl>
  );
}

export function LinesTable({
  document,
  mode,
  problems,
  actions,
  busy,
  readOnly = false,
}: {
  document: BasketDocument;
  mode: CartMode;
  problems: ReadonlyMap<string, LineProblem>;
  actions: LineActions;
  busy: boolean;
  readOnly?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const [removing, setRemoving] = useState<BasketLine | null>(null);
  const [noting, setNoting] = useState<LineNoteTarget | null>(null);
  const th = 'px-2 py-2 text-left text-xs font-semibold uppercase tracking-wide text-neutral-600';
  const td = 'px-2 py-2 align-top text-sm';
  return (
    <>
      <div className="overflow-x-auto rounded-lg border border-neutral-200 bg-white">
        <table className="min-w-full divide-y divide-neutral-200">
          <caption className="sr-only">
            {t(mode === 'order' ? 'checkout.lines.order' : 'checkout.lines.inquiry')}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={th}>
                <span className="sr-only">{t('checkout.col.image')}</span>
              </th>
              <th scope="col" className={th}>
                {t('checkout.col.name')}
              </th>
              <th scope="col" className={th}>
                {t('checkout.col.code')}
              </th>
              <th scope="col" className={th}>
                {t('checkout.col.ean')}
              </th>
              <th scope="col" className={th}>
                {t('checkout.col.quantity')}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t('checkout.col.unitPrice')}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t('checkout.col.lineValue')}
              </th>
              {readOnly ? null : (
                <>
                  <th scope="col" className={`${th} hidden lg:table-cell`}>
                    {t('checkout.col.note')}
                  </th>
                  <th scope="col" className={th}>
                    <span className="sr-only">{t('checkout.col.actions')}</span>
                  </th>
                </>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-neutral-100">
            {document.included.map((line) => {
              const a = line.attributes;
              const name = a['order.product.name'];
              const problem =
                problems.get(line.id) ?? (a.error ? { code: a.error, newPrice: null } : undefined);
              const unitPrice = a.price.status === 'ok' ? a.price.retail.net : null;
              return (
                <tr key={line.id}>
                  <td className={td}>
                    {a['order.product.mediaurl'] ? (
                      <img
                        src={a['order.product.mediaurl']}
                        alt=""
                        className="size-12 object-contain"
                        loading="lazy"
                      />
                    ) : null}
                  </td>
                  <td className={td}>
                    <Link
                      to={href('product', locale, { id: a['order.product.prodid'] })}
                      className="font-medium text-brand-900 hover:underline"
                    >
                      {name}
                    </Link>
                    {a.offer ? (
                      // Issue #14 (decision 036): taken from an offer, priced by it while it holds.
                      <Link
                        to={href('inquiry-offer', locale, { id: a.offer.inquiryId })}
                        className="mt-1 block text-xs text-brand-900 underline"
                      >
                        {t('checkout.line.fromOffer', { number: a.offer.number })}
                      </Link>
                    ) : null}
                    {problem ? (
                      <LineProblemBadge
                        line={line}
                        problem={problem}
                        mode={mode}
                        actions={actions}
                        busy={busy || readOnly}
                      />
                    ) : null}
                    {readOnly ? null : (
                      <LineNoteButton
                        line={lineNoteTarget(line)}
                        onOpen={setNoting}
                        className="mt-2 max-w-48 lg:hidden"
                      />
                    )}
                  </td>
                  <td className={td}>{a['order.product.prodcode']}</td>
                  <td className={td}>{a['order.product.ean'] ?? ''}</td>
                  <td className={td}>
                    {readOnly ? (
                      `${formatNumber(a['order.product.quantity'], locale)} ${a.units.RetailUnitOfMeasure}`
                    ) : (
                      <QuantityInput
                        units={a.units}
                        value={a['order.product.quantity']}
                        min={a.units.MinimumSalesUnitRetail}
                        label={t('checkout.line.quantity', { name })}
                        disabled={busy}
                        onCommit={(amounts) => {
                          if (amounts.RetailUnitAmount > 0)
                            actions.onQuantity(line, amounts.RetailUnitAmount);
                        }}
                      />
                    )}
                  </td>
                  <td className={`${td} text-right whitespace-nowrap`}>
                    {unitPrice === null
                      ? t('checkout.line.priceUnknown')
                      : formatCurrency(unitPrice, locale)}
                  </td>
                  <td className={`${td} text-right whitespace-nowrap`}>
                    {a.lineValue === null
                      ? t('checkout.line.priceUnknown')
                      : formatCurrency(a.lineValue, locale)}
                  </td>
                  {readOnly ? null : (
                    <>
                      <td className={`${td} hidden lg:table-cell`}>
                        <NoteInput
                          key={a['order.product.note'] ?? ''}
                          line={line}
                          onNote={actions.onNote}
                        />
                      </td>
                      <td className={td}>
                        <button
                          type="button"
                          disabled={busy}
                          onClick={() => setRemoving(line)}
                          aria-label={t('checkout.line.remove', { name })}
                          className="rounded px-2 py-1 text-sm text-danger-700 hover:bg-danger-50 disabled:opacity-50"
                        >
                          ✕
                        </button>
                      </td>
                    </>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <RemoveProductConfirm
        productName={removing ? removing.attributes['order.product.name'] : null}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const line = removing;
          setRemoving(null);
          if (line) void actions.onRemove(line);
        }}
      />
      <LineNoteDialog
        line={noting}
        onSave={(lineId, note) => {
          const line = document.included.find((candidate) => candidate.id === lineId);
          return line ? actions.onNote(line, note) : Promise.resolve(false);
        }}
        onClose={() => setNoting(null)}
      />
    </>
  );
}
