// The price a buyer sees (SPEC §4 Product price and stock): a spinner while loading; the list
// price struck through when the partner pays less, the partner price in bold and the discount %
// for discountPercentage prices, per retail unit; 'MPC z DDV' in MPC mode; on error only the
// default price (VPC/MPC) with a quiet note, or '—' when there is none. The figures are the
// shop API's (the price authority); the display rules are @gradnik/domain/pricing's.
import type { PriceAttributes } from '@gradnik/contracts/pricing';
import { formatCurrency, formatNumber } from '@gradnik/domain/format';
import { priceView } from '@gradnik/domain/pricing';
import type { LoadState } from '@gradnik/domain/pricing';
import { useLocale, useT } from '../../i18n/i18n-context';
import { LoadingSpinner } from './spinner';

export interface PriceCellProps {
  state: LoadState;
  data: PriceAttributes | null;
  /** Larger type on the product page. */
  size?: 'normal' | 'large';
}

export function PriceCell({ state, data, size = 'normal' }: PriceCellProps) {
  const t = useT();
  const locale = useLocale();
  const shown = data?.status === 'ok' ? data.retail : null;
  const view = priceView(state, shown, data?.defaultPrice ?? null);
  const money = (amount: number) => formatCurrency(amount, locale);
  const vatNote =
    data?.mode === 'mpc' ? (
      <span className="block text-xs text-neutral-500">{t('price.mpcVat')}</span>
    ) : null;

  switch (view.kind) {
    case 'spinner':
      return <LoadingSpinner label={t('price.loading')} />;
    case 'none':
      return (
        <span title={t('price.unavailable')}>
          <span aria-hidden="true">—</span>
          <span className="sr-only">{t('price.unavailable')}</span>
        </span>
      );
    case 'default':
      return (
        <span className="inline-flex flex-col items-end" data-price-state="default">
          <span className="whitespace-nowrap">{money(view.price)}</span>
          <span className="text-xs text-neutral-500">
            {t(data?.defaultPrice?.type === 'MPC' ? 'price.defaultMpc' : 'price.defaultVpc')}
          </span>
        </span>
      );
    case 'price': {
      const { price, reduced } = view;
      const unit = shown?.unit;
      return (
        <span className="inline-flex flex-col items-end" data-price-state="ok">
          {reduced ? (
            <span className="whitespace-nowrap text-xs text-neutral-500">
              <span className="sr-only">{t('price.regular')}: </span>
              <s>{money(price.list)}</s>
            </span>
          ) : null}
          <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
            <strong className={size === 'large' ? 'text-2xl font-bold' : 'font-bold'}>
              {money(price.net)}
            </strong>
            {unit ? <span className="text-xs text-neutral-600">/ {unit}</span> : null}
          </span>
          {price.discountPercent ? (
            <span className="mt-0.5 rounded bg-red-100 px-1.5 text-xs font-semibold text-red-800">
              −{formatNumber(price.discountPercent, locale)} %
            </span>
          ) : null}
          {vatNote}
        </span>
      );
    }
  }
}
