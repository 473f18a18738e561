// The quick-order pad /hitro-narocilo, /en/quick-order (issue #15; decision 040): paste or type
// 'code-or-EAN quantity' lines (or upload a CSV / XLSX, or scan an EAN), 'Preveri' resolves them
// all in one call (products, units, partner prices, stock), the table shows each line with its
// quantity raised to whole packages (SPEC §5; the change is said: 'Zaokroženo na celo pakiranje:
// 12 → 15'), a scanned EAN (ui/barcode-scan, loaded on first use) becomes a line with quantity 1,
// unknown codes are listed with SPEC §8's unknown-EAN text, 'Dodaj vse v košarico'
// adds the lines in stock, and the out-of-stock ones are then offered for the inquiry basket.
// Adding is the catalogue's bulk add (SPEC §5 bulk rules, with its alerts), passed in by the
// route (features do not import each other).
import type { PriceAttributes } from '@gradnik/contracts/pricing';
import type { QuickOrderResolvedLine } from '@gradnik/contracts/quick-order';
import { QUICK_ORDER_MAX_LINES } from '@gradnik/contracts/quick-order-params';
import type { AddTarget } from '@gradnik/domain/adding';
import { formatCurrency, formatNumber } from '@gradnik/domain/format';
import {
  formatQuantityInput,
  normalizeProductUnits,
  parseQuantityInput,
} from '@gradnik/domain/quantity';
import type { ProductUnitsInput } from '@gradnik/domain/quantity';
import {
  lineProblemMessage,
  orderQuantity,
  parseQuickOrderText,
  quickOrderMessage,
  type QuickOrderLine,
} from '@gradnik/domain/quick-order';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { useLocale } from '../../i18n/i18n-context';
import { useQuickOrderT } from '../../i18n/quick-order/use-quick-order-t';
import { ShopApiError, useShopCaller } from '../../lib/basket-client';
import { href } from '../../route-table';
import { ScanButton } from '../../ui/barcode-scan/scan-button';
import { SpinnerIcon } from '../../ui/icons';
import { PageHeading } from '../../ui/page-heading';
import { parseFile, resolveLines } from './quick-order-api';

/** A line as the catalogue's bulk add takes it (features/pricing BulkCandidate, by shape). */
export interface AddCandidate {
  product: { id: string; name: string; units: ProductUnitsInput };
  price: PriceAttributes | null;
  checked: boolean;
  Basket: number | null;
  quantity: number;
  MinimumSalesUnitRetail: number;
}

export type AddMany = (target: AddTarget, candidates: readonly AddCandidate[]) => Promise<string[]>;

/** SPEC §7 basket add takes at most 200 products a call (contracts/basket.ts basketAddBody). */
export const BASKET_ADD_MAX = 200;

interface Problem {
  row: number;
  value: string;
  message: string;
}

interface Asked {
  asked: number;
  quantity: number;
}

type Phase =
  | { kind: 'idle' }
  | { kind: 'checking'; count: number }
  | { kind: 'uploading'; percent: number }
  | { kind: 'failed'; message: string };

/** The key of a resolved line: its first input line (unique in an answer). */
const keyOf = (line: QuickOrderResolvedLine) => String(line.lines[0] ?? 0);

function inputsOf(lines: readonly QuickOrderLine[]) {
  return lines.flatMap((l) =>
    l.problem === null && l.quantity !== null
      ? [{ token: l.token, quantity: l.quantity, line: l.lineNo }]
      : [],
  );
}

export function QuickOrderPage({ addMany }: { addMany: AddMany }) {
  const t = useQuickOrderT();
  const locale = useLocale();
  const { token } = useShopCaller();
  const id = useId();
  const [text, setText] = useState('');
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [problems, setProblems] = useState<Problem[]>([]);
  const [lines, setLines] = useState<QuickOrderResolvedLine[] | null>(null);
  const [merged, setMerged] = useState(0);
  // Per line: what the buyer asked last and the whole packages it became (SPEC §5).
  const [quantities, setQuantities] = useState<ReadonlyMap<string, Asked>>(new Map());
  const [adding, setAdding] = useState(false);
  const [offerInquiry, setOfferInquiry] = useState(false);
  const [fileNote, setFileNote] = useState<string | null>(null);
  const busy = phase.kind === 'checking' || phase.kind === 'uploading' || adding;

  const failureText = (error: unknown) =>
    error instanceof ShopApiError && error.status !== 0 && error.messages[0]
      ? error.messages[0]
      : t('quickOrder.failed');

  const resolve = async (inputs: ReturnType<typeof inputsOf>) => {
    setLines(null);
    setOfferInquiry(false);
    if (inputs.length === 0) {
      setPhase({ kind: 'idle' });
      return;
    }
    setPhase({ kind: 'checking', count: inputs.length });
    try {
      const answer = await resolveLines(inputs, { token, locale });
      setLines(answer.data);
      setMerged(answer.meta.merged);
      setQuantities(
        new Map(
          answer.data.map((l) => [keyOf(l), { asked: l.requested, quantity: l.quantity ?? 0 }]),
        ),
      );
      setPhase({ kind: 'idle' });
    } catch (error) {
      setPhase({ kind: 'failed', message: failureText(error) });
    }
  };

  const check = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFileNote(null);
    const outcome = parseQuickOrderText(text);
    if (!outcome.ok) {
      setProblems([]);
      setLines(null);
      setPhase({
        kind: 'failed',
        message: quickOrderMessage('tooManyLines', locale, { max: outcome.max }),
      });
      return;
    }
    setProblems(
      outcome.lines.flatMap((l) =>
        l.problem
          ? [{ row: l.lineNo, value: l.raw, message: lineProblemMessage(l.problem, locale) }]
          : [],
      ),
    );
    if (outcome.lines.length === 0) {
      setLines(null);
      setPhase({ kind: 'failed', message: t('quickOrder.empty') });
      return;
    }
    void resolve(inputsOf(outcome.lines));
  };

  const upload = async (file: File) => {
    setFileNote(null);
    setPhase({ kind: 'uploading', percent: 0 });
    try {
      const read = await parseFile(file, { token, locale }, ({ loaded, total }) =>
        setPhase({
          kind: 'uploading',
          percent: total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0,
        }),
      );
      setProblems(read.problems);
      setFileNote(t('quickOrder.fileRead', { name: file.name, count: read.lines.length }));
      await resolve(read.lines);
    } catch (error) {
      setPhase({ kind: 'failed', message: failureText(error) });
    }
  };

  /** SPEC §5: whatever the buyer types is raised to whole packages when the field is left. */
  const commitQuantity = (line: QuickOrderResolvedLine, entry: string) => {
    if (!line.product) return;
    const parsed = parseQuantityInput(entry);
    const asked = parsed !== null && parsed > 0 ? parsed : 1;
    const { quantity } = orderQuantity(line.product.units, asked);
    setQuantities((current) => new Map(current).set(keyOf(line), { asked, quantity }));
  };

  const known = (lines ?? []).filter((l) => l.product !== null);
  const unknown = (lines ?? []).filter((l) => l.product === null);
  const candidates = (status: QuickOrderResolvedLine['status']): AddCandidate[] =>
    known
      .filter((l) => l.status === status)
      .map((l) => ({
        product: { id: l.product!.id, name: l.product!.name, units: l.product!.units },
        price: l.price,
        checked: true,
        Basket: l.stock?.status === 'ok' ? l.stock.Basket : null,
        quantity: quantities.get(keyOf(l))?.quantity ?? l.quantity ?? 0,
        MinimumSalesUnitRetail: normalizeProductUnits(l.product!.units).MinimumSalesUnitRetail,
      }));

  /** The catalogue's bulk add, BASKET_ADD_MAX products a call. */
  const add = async (target: AddTarget, list: AddCandidate[]): Promise<number> => {
    setAdding(true);
    let added = 0;
    try {
      for (let start = 0; start < list.length; start += BASKET_ADD_MAX) {
        const ids = await addMany(target, list.slice(start, start + BASKET_ADD_MAX));
        if (ids.length === 0) break;
        added += ids.length;
      }
    } finally {
      setAdding(false);
    }
    return added;
  };

  const addAll = async () => {
    const inStock = candidates('ok');
    const outOfStock = candidates('out_of_stock');
    if (inStock.length > 0) await add('cart', inStock);
    else await addMany('cart', inStock); // SPEC §5: nothing to add says 'Izberi izdelke'.
    setOfferInquiry(outOfStock.length > 0);
  };

  const count = (status: QuickOrderResolvedLine['status']) =>
    (lines ?? []).filter((l) => l.status === status).length;
  const outCount = count('out_of_stock');

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:px-6">
      <PageHeading>{t('screen.quick-order.title')}</PageHeading>
      <p className="text-neutral-700">{t('quickOrder.intro')}</p>
      <form onSubmit={check} className="space-y-3" aria-busy={busy || undefined}>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-text`} className="text-sm font-medium text-neutral-800">
            {t('quickOrder.textLabel')}
          </label>
          <textarea
            id={`${id}-text`}
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={10}
            spellCheck={false}
            aria-describedby={`${id}-hint`}
            placeholder={'1000003 5\n3831234567890 12'}
            className="w-full rounded-md border border-neutral-300 px-3 py-2 font-mono text-sm"
          />
          <p id={`${id}-hint`} className="text-xs text-neutral-600">
            {t('quickOrder.textHint', { max: QUICK_ORDER_MAX_LINES })}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <button type="submit" className="btn-primary" aria-disabled={busy || undefined}>
            {t('quickOrder.check')}
          </button>
          <button
            type="button"
            className="btn-secondary"
            onClick={() => {
              setText('');
              setLines(null);
              setProblems([]);
              setFileNote(null);
              setOfferInquiry(false);
              setPhase({ kind: 'idle' });
            }}
          >
            {t('quickOrder.clear')}
          </button>
          {/* A scanned EAN is one more line with quantity 1; 'Preveri' then resolves it. */}
          <ScanButton
            onCode={(ean) =>
              setText((current) => `${current.trimEnd()}${current.trim() ? '\n' : ''}${ean} 1\n`)
            }
          />
        </div>
      </form>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-file`} className="text-sm font-medium text-neutral-800">
          {t('quickOrder.fileLabel')}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-describedby={`${id}-file-hint`}
          disabled={busy}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) void upload(file);
          }}
          className="text-sm"
        />
        <p id={`${id}-file-hint`} className="text-xs text-neutral-600">
          {t('quickOrder.fileHint')}
        </p>
      </div>

      {phase.kind === 'uploading' ? (
        <div className="space-y-1">
          <div
            role="progressbar"
            aria-label={t('quickOrder.uploadLabel')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={phase.percent}
            className="h-2 w-full overflow-hidden rounded bg-neutral-200"
          >
            <div className="h-full bg-brand-600" style={{ width: `${phase.percent}%` }} />
          </div>
          <p aria-live="polite" className="text-xs text-neutral-700">
            {t('quickOrder.uploading', { percent: phase.percent })}
          </p>
        </div>
      ) : null}
      {phase.kind === 'checking' ? (
        <p role="status" className="flex items-center gap-2 text-neutral-700">
          <SpinnerIcon className="size-4" />
          {t('quickOrder.checking', { count: phase.count })}
        </p>
      ) : null}
      {phase.kind === 'failed' ? (
        <p role="alert" className="font-medium text-danger-700">
          {phase.message}
        </p>
      ) : null}
      {fileNote ? <p role="status">{fileNote}</p> : null}

      {problems.length > 0 ? (
        <section aria-labelledby={`${id}-problems`} className="space-y-2">
          <h2 id={`${id}-problems`} className="text-base font-semibold text-neutral-900">
            {t('quickOrder.problemsTitle')}
          </h2>
          <ul className="list-disc space-y-1 pl-5 text-sm text-danger-700">
            {problems.map((p) => (
              <li key={`${p.row}-${p.value}`}>
                {t('quickOrder.col.line')} {p.row}: {p.value} — {p.message}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {lines ? (
        <section aria-labelledby={`${id}-result`} className="space-y-3">
          <h2 id={`${id}-result`} className="text-lg font-semibold text-neutral-900">
            {t('quickOrder.resultTitle')}
          </h2>
          <p role="status" className="text-sm text-neutral-700">
            {t('quickOrder.summary', { ok: count('ok'), out: outCount, unknown: unknown.length })}
          </p>
          {merged > 0 ? (
            <p className="text-sm text-neutral-700">{t('quickOrder.merged', { count: merged })}</p>
          ) : null}
          {unknown.length > 0 ? (
            <div className="rounded-lg border border-danger-600 bg-danger-50 p-3">
              <h3 className="text-sm font-semibold text-danger-700">
                {t('quickOrder.unknownTitle')}
              </h3>
              <ul className="mt-1 space-y-1 text-sm">
                {unknown.map((l) => (
                  <li key={keyOf(l)}>
                    {t('quickOrder.col.line')} {l.lines.join(', ')}:{' '}
                    <strong>{l.tokens.join(', ')}</strong> — {l.message}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {known.length > 0 ? (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className="border-b border-neutral-200 text-neutral-700">
                  <tr>
                    <th scope="col" className="py-2 pr-3">
                      {t('quickOrder.col.line')}
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      {t('quickOrder.col.product')}
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      {t('quickOrder.col.code')}
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      {t('quickOrder.col.unit')}
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      {t('quickOrder.col.quantity')}
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      {t('quickOrder.col.price')}
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      {t('quickOrder.col.stock')}
                    </th>
                    <th scope="col" className="py-2">
                      {t('quickOrder.col.status')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {known.map((l) => (
                    <ResolvedRow
                      key={keyOf(l)}
                      line={l}
                      asked={
                        quantities.get(keyOf(l)) ?? {
                          asked: l.requested,
                          quantity: l.quantity ?? 0,
                        }
                      }
                      onQuantity={(entry) => commitQuantity(l, entry)}
                    />
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          {known.length > 0 ? (
            <div className="flex flex-wrap items-center gap-3">
              <button
                type="button"
                className="btn-primary"
                aria-disabled={busy || undefined}
                onClick={() => {
                  if (!busy) void addAll();
                }}
              >
                {adding ? t('quickOrder.adding') : t('quickOrder.addAll')}
              </button>
              <Link
                to={href('cart', locale)}
                className="text-sm font-medium text-brand-700 underline"
              >
                {t('quickOrder.toCart')}
              </Link>
            </div>
          ) : null}
          {offerInquiry ? (
            <div
              role="status"
              className="flex flex-wrap items-center gap-3 rounded-lg bg-amber-50 p-3"
            >
              <p className="text-sm text-amber-900">
                {t('quickOrder.offerInquiry', { count: outCount })}
              </p>
              <button
                type="button"
                className="btn-secondary"
                aria-disabled={busy || undefined}
                onClick={() => {
                  if (busy) return;
                  void add('inquiry', candidates('out_of_stock')).then((n) => {
                    if (n > 0) setOfferInquiry(false);
                  });
                }}
              >
                {t('quickOrder.addInquiry')}
              </button>
            </div>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}

function ResolvedRow({
  line,
  asked,
  onQuantity,
}: {
  line: QuickOrderResolvedLine;
  asked: Asked;
  onQuantity: (entry: string) => void;
}) {
  const t = useQuickOrderT();
  const locale = useLocale();
  const product = line.product!;
  const units = normalizeProductUnits(product.units);
  const [entry, setEntry] = useState<string | null>(null);
  const price = line.price?.status === 'ok' ? line.price.retail.net : null;
  const stock = line.stock;
  const { quantity } = asked;
  // SPEC §5: the buyer sees the change when the asked quantity was raised to whole packages.
  const rounded = quantity !== asked.asked;
  const statusClass =
    line.status === 'ok'
      ? 'text-emerald-700'
      : line.status === 'out_of_stock'
        ? 'text-amber-800'
        : 'text-danger-700';
  return (
    <tr className="border-b border-neutral-100 align-top">
      <td className="py-2 pr-3">{line.lines.join(', ')}</td>
      <td className="py-2 pr-3">
        <Link to={href('product', locale, { id: product.id })} className="text-brand-700 underline">
          {product.name}
        </Link>
      </td>
      <td className="py-2 pr-3">{product.code}</td>
      <td className="py-2 pr-3">{units.RetailUnitOfMeasure}</td>
      <td className="py-2 pr-3">
        <input
          aria-label={t('quickOrder.quantityOf', { name: product.name })}
          inputMode="decimal"
          value={entry ?? formatQuantityInput(quantity, locale)}
          onChange={(event) => setEntry(event.target.value)}
          onBlur={() => {
            if (entry !== null) onQuantity(entry);
            setEntry(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.currentTarget.blur();
          }}
          className="w-24 rounded-md border border-neutral-300 px-2 py-1 text-sm"
        />
        {rounded ? (
          <p className="mt-1 text-xs text-amber-900">
            {t('quickOrder.rounded', {
              from: formatNumber(asked.asked, locale),
              to: formatNumber(quantity, locale),
            })}
          </p>
        ) : null}
      </td>
      <td className="py-2 pr-3">
        {price === null ? t('quickOrder.noPrice') : formatCurrency(price, locale)}
      </td>
      <td className="py-2 pr-3">
        {stock?.status === 'ok' ? stock.AvailabilityWEBMsg : t('stock.errorCheckingInventory')}
      </td>
      <td className={`py-2 font-medium ${statusClass}`}>{t(`quickOrder.status.${line.status}`)}</td>
    </tr>
  );
}
