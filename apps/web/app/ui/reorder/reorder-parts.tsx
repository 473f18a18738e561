// The pieces of reordering a past document (issue #12): the choice and quantity cells of each
// line, the bar with the two actions, and the per-line report of the last reorder. An order's
// detail and a document's detail put them around their own lines table.
import type { ReorderResult } from '@gradnik/contracts/reorder';
import { cartMessageText } from '@gradnik/domain/adding';
import { formatCurrency, formatNumber } from '@gradnik/domain/format';
import type { Dispatch } from 'react';
import { useState } from 'react';
import { useLocale, useT } from '../../i18n/i18n-context';
import { ShopApiError } from '../../lib/basket-client';
import { useBasketMutations } from '../../lib/basket-mutations';
import { href } from '../../route-table';
import { useAlerts } from '../../ui/alerts/alerts';
import { QuantityInput } from '../../ui/quantity/quantity-input';
import type {
  ReorderableLine,
  ReorderSelection,
  ReorderSelectionAction,
} from './reorder-selection';

export interface ReorderCellsProps {
  line: ReorderableLine & { code: string; unit: string; factor: number; baseUnit: string };
  selection: ReorderSelection;
  dispatch: Dispatch<ReorderSelectionAction>;
}

/** The checkbox choosing one line. */
export function ReorderChoiceCell({ line, selection, dispatch }: ReorderCellsProps) {
  const t = useT();
  return (
    <td className="px-3 py-2">
      <input
        type="checkbox"
        className="size-5 accent-brand-600"
        aria-label={t('reorder.choose', { code: line.code })}
        checked={selection.has(line.lineNo)}
        disabled={!line.available}
        onChange={() => dispatch({ type: 'toggle', line })}
      />
    </td>
  );
}

/** The quantity to reorder, in retail units; the server applies today's quantity rules. */
export function ReorderQuantityCell({ line, selection, dispatch }: ReorderCellsProps) {
  const t = useT();
  if (!line.available) return <td className="px-3 py-2" />;
  return (
    <td className="px-3 py-2">
      <QuantityInput
        units={{
          BaseUnitOfMeasure: line.baseUnit,
          RetailUnitOfMeasure: line.unit,
          FactorUnitRetail: line.factor,
        }}
        value={selection.get(line.lineNo) ?? line.quantity}
        onCommit={(amounts) =>
          dispatch({ type: 'quantity', lineNo: line.lineNo, quantity: amounts.RetailUnitAmount })
        }
        label={t('reorder.quantity', { unit: line.unit })}
        showPackageLine={false}
        className="w-28"
      />
    </td>
  );
}

export interface ReorderBarProps {
  lines: readonly ReorderableLine[];
  selection: ReorderSelection;
  dispatch: Dispatch<ReorderSelectionAction>;
  working: boolean;
  onReorderAll: () => void;
  onReorderChosen: () => void;
}

/** 'Reorder everything' and 'Add chosen to cart', with the selection's count. */
export function ReorderBar(props: ReorderBarProps) {
  const { lines, selection, dispatch, working } = props;
  const t = useT();
  const button =
    'rounded-md px-4 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60';
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-neutral-200 bg-neutral-50 p-3">
      <button
        type="button"
        className={`${button} bg-brand-600 text-white hover:bg-brand-700`}
        disabled={working}
        onClick={props.onReorderAll}
      >
        {t('reorder.all')}
      </button>
      <button
        type="button"
        className={`${button} border border-brand-600 bg-white text-brand-900 hover:bg-brand-50`}
        disabled={working || selection.size === 0}
        onClick={props.onReorderChosen}
      >
        {t('reorder.chosen')}
      </button>
      <button
        type="button"
        className="text-sm text-brand-900 underline"
        onClick={() => dispatch(selection.size > 0 ? { type: 'none' } : { type: 'all', lines })}
      >
        {selection.size > 0 ? t('reorder.selectNone') : t('reorder.selectAll')}
      </button>
      <span className="text-sm text-neutral-700" aria-live="polite">
        {working
          ? t('reorder.working')
          : selection.size > 0
            ? t('reorder.chosenCount', { count: selection.size })
            : t('reorder.hint')}
      </span>
    </div>
  );
}

function PriceNote({ line }: { line: ReorderResult['added'][number] }) {
  const t = useT();
  const locale = useLocale();
  const money = (value: number) => formatCurrency(value, locale);
  const now = t('reorder.priceNow', { price: money(line.priceNow), unit: line.unit });
  if (line.priceThen === null || line.priceChange === null) return <>{now}</>;
  if (line.priceChange === 0) return <>{`${now} (${t('reorder.priceSame')})`}</>;
  const sign = line.priceChange > 0 ? '+' : '−';
  const change = `${sign}${money(Math.abs(line.priceChange))}`;
  return (
    <>
      {`${now} (${t('reorder.priceThen', { price: money(line.priceThen) })}, `}
      <strong className={line.priceChange > 0 ? 'text-danger-700' : 'text-brand-900'}>
        {change}
      </strong>
      )
    </>
  );
}

/** Offers the out-of-stock lines for the inquiry basket (SPEC §5: Basket 0 → inquiry). */
function ToInquiry({ result }: { result: ReorderResult }) {
  const t = useT();
  const locale = useLocale();
  const inquiry = useBasketMutations('inquiry');
  const { showAlert } = useAlerts();
  const [sent, setSent] = useState(false);
  const lines = result.skipped.filter((l) => l.reason === 'out_of_stock' && l.productId);
  if (!result.inquiriesAllowed || lines.length === 0 || sent) return null;
  async function add() {
    try {
      await inquiry.add(
        lines.map((l) => ({
          attributes: { 'product.id': l.productId ?? '', quantity: l.quantity },
        })),
      );
      setSent(true);
      showAlert({
        mode: 'success',
        title: cartMessageText('cart.bulkAddedToInquiry', locale),
        ctaLink: {
          name: cartMessageText('cart.linkToInquiry', locale),
          link: href('inquiry', locale),
        },
      });
    } catch (error) {
      showAlert({
        mode: 'error',
        title:
          (error instanceof ShopApiError ? error.messages[0] : undefined) ??
          cartMessageText('cart.bulkAddToInquiryFailed', locale),
      });
    }
  }
  return (
    <button
      type="button"
      className="rounded-md border border-brand-600 bg-white px-4 py-2 text-sm font-semibold text-brand-900 hover:bg-brand-50"
      onClick={() => void add()}
    >
      {t('reorder.toInquiry')}
    </button>
  );
}

/** What the last reorder did, line by line. */
export function ReorderReport({ result }: { result: ReorderResult }) {
  const t = useT();
  const locale = useLocale();
  const name = (l: { code: string; name: string; quantity: number; unit: string }) =>
    `${l.code} ${l.name}, ${formatNumber(l.quantity, locale)} ${l.unit}`;
  return (
    <section
      aria-labelledby="reorder-result"
      className="space-y-3 rounded-lg border border-neutral-200 bg-white p-4 text-sm"
    >
      <h2 id="reorder-result" className="text-base font-semibold">
        {t('reorder.result')}
      </h2>
      {result.added.length > 0 ? (
        <div>
          <h3 className="font-medium">{t('reorder.addedList')}</h3>
          <ul className="list-disc pl-5">
            {result.added.map((line) => (
              <li key={line.lineNo}>
                {name(line)}: <PriceNote line={line} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {result.skipped.length > 0 ? (
        <div className="space-y-2">
          <h3 className="font-medium">{t('reorder.skippedList')}</h3>
          <ul className="list-disc pl-5">
            {result.skipped.map((line) => (
              <li key={line.lineNo}>
                {name(line)}: {t(`reorder.reason.${line.reason}`)}
              </li>
            ))}
          </ul>
          <ToInquiry result={result} />
        </div>
      ) : null}
    </section>
  );
}
