// The routing check of step 2 (SPEC §3 Order draft → GetRouting, §4 Packages and Cart line
// errors): a visible 'Preverjam dobavo …' while it runs, the lines with price_changed /
// stock_conflict and their actions, the packages by delivery date with the choice 'Več
// paketov' / 'En paket' (on the latest date), and the transport cost of code 4. Grouping and
// the chosen packages are the domain's packagesByDate / chosenPackages.
import type { BasketDocument, BasketLine, RoutingCheckDocument } from '@gradnik/contracts/basket';
import type { CartMode } from '@gradnik/domain/checkout-steps';
import { formatCurrency, formatDate } from '@gradnik/domain/format';
import {
  chosenPackages,
  packagesByDate,
  type DeliveryType,
  type PackageOptions,
} from '@gradnik/domain/packages-by-date';
import { useId } from 'react';
import { useLocale, useT } from '../../i18n/i18n-context';
import { SpinnerIcon } from '../../ui/icons';
import { LineProblemBadge, type LineActions, type LineProblem } from './lines-step';

export type RoutingState =
  | { readonly status: 'idle' }
  | { readonly status: 'checking' }
  | { readonly status: 'done'; readonly result: RoutingCheckDocument['data'] }
  | { readonly status: 'failed'; readonly messages: readonly string[] };

/** The line errors of a routing answer by line id (for the badges on the lines). */
export function problemsOf(state: RoutingState): Map<string, LineProblem> {
  const problems = new Map<string, LineProblem>();
  if (state.status !== 'done') return problems;
  for (const line of state.result.lines) {
    if (line.error) {
      problems.set(line.id, { code: line.error, newPrice: line.priceForPartnerRetailUnit });
    }
  }
  return problems;
}

/** SPEC §4 packages of the routing answer, grouped by the domain rule. */
export function packageOptionsOf(
  result: RoutingCheckDocument['data'],
  lines: readonly BasketLine[],
): PackageOptions<BasketLine> {
  const dates = new Map(result.lines.map((line) => [line.id, line.deliveryDate]));
  return packagesByDate(lines, (line) => dates.get(line.id) ?? null);
}

export function RoutingSection({
  mode,
  document,
  state,
  deliveryType,
  transportCost,
  onDeliveryType,
  onCheck,
  actions,
  busy,
}: {
  mode: CartMode;
  document: BasketDocument;
  state: RoutingState;
  deliveryType: DeliveryType;
  /** SPEC §4: the code-4 transport cost (null: none to show). */
  transportCost: number | null;
  onDeliveryType: (type: DeliveryType) => void;
  onCheck: () => void;
  actions: Pick<LineActions, 'onAcceptPrice' | 'onMoveToInquiry'>;
  busy: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const name = useId();
  const headingId = useId();
  const lines = document.included;
  const problems = problemsOf(state);
  const options = state.status === 'done' ? packageOptionsOf(state.result, lines) : null;
  const shown = options ? chosenPackages(options, deliveryType) : [];
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-lg border border-neutral-200 bg-white p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold text-neutral-900">
          {t('checkout.routing.heading')}
        </h2>
        <button
          type="button"
          onClick={onCheck}
          disabled={state.status === 'checking' || busy}
          className="rounded-md border border-neutral-300 px-3 py-1.5 text-sm hover:bg-neutral-100 disabled:opacity-50"
        >
          {t('checkout.routing.check')}
        </button>
      </div>
      <div aria-live="polite">
        {state.status === 'checking' ? (
          <p role="status" className="flex items-center gap-2 text-sm text-neutral-700">
            <SpinnerIcon className="size-4" />
            {t('checkout.routing.checking')}
          </p>
        ) : null}
        {state.status === 'failed' ? (
          <p role="alert" className="text-sm text-danger-700">
            {[t('checkout.routing.failed'), ...state.messages].join(' ')}
          </p>
        ) : null}
      </div>
      {problems.size > 0 ? (
        <div className="space-y-2">
          <p role="alert" className="text-sm font-medium text-amber-900">
            {t('checkout.routing.errorsRemain')}
          </p>
          <ul className="space-y-2">
            {lines
              .filter((line) => problems.has(line.id))
              .map((line) => (
                <li key={line.id} className="text-sm">
                  <span className="font-medium">{line.attributes['order.product.name']}</span>
                  <LineProblemBadge
                    line={line}
                    problem={problems.get(line.id)!}
                    mode={mode}
                    actions={actions}
                    busy={busy}
                  />
                </li>
              ))}
          </ul>
        </div>
      ) : null}
      {options && options.hasChoice && options.single ? (
        <fieldset>
          <legend className="text-sm font-semibold text-neutral-900">
            {t('checkout.packages.legend')}
          </legend>
          <label className="mr-4 inline-flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
              checked={deliveryType === 'multiple_packages'}
              onChange={() => onDeliveryType('multiple_packages')}
              disabled={busy}
            />
            {t('checkout.packages.multiple')}
          </label>
          <label className="inline-flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
              checked={deliveryType !== 'multiple_packages'}
              onChange={() => onDeliveryType('single_package')}
              disabled={busy}
            />
            {t('checkout.packages.single')} (
            {t('checkout.packages.singleHint', { date: formatDate(options.single.date) })})
          </label>
        </fieldset>
      ) : null}
      {shown.length > 0 ? (
        <ul className="space-y-1 text-sm">
          {shown.map((pack) => (
            <li key={pack.date}>
              <span className="font-medium">
                {t('checkout.packages.package', { date: formatDate(pack.date) })}
              </span>
              {': '}
              {t('checkout.packages.count', { count: pack.lines.length })}
            </li>
          ))}
        </ul>
      ) : null}
      {transportCost !== null ? (
        <p className="text-sm">
          {t('checkout.transportCost', { amount: formatCurrency(transportCost, locale) })}
        </p>
      ) : null}
    </section>
  );
}
