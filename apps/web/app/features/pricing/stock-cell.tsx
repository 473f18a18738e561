// Stock as a buyer sees it (SPEC §4): a spinner while loading; the availability text in a
// positive style when Basket > 0, a warning style at 0 or less; '/' when unknown; on error the
// translated 'error_checking_inventory' (SPEC §8). `children` adds controls under the text (the
// stock-by-store button, composed by the route module).
import type { StockAttributes } from '@gradnik/contracts/pricing';
import { stockView } from '@gradnik/domain/pricing';
import type { LoadState } from '@gradnik/domain/pricing';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n-context';
import { LoadingSpinner } from './spinner';

export interface StockCellProps {
  state: LoadState;
  data: StockAttributes | null;
  children?: ReactNode;
}

export function StockCell({ state, data, children }: StockCellProps) {
  const t = useT();
  const view = stockView(state, data?.status === 'ok' ? data : null);
  let body: ReactNode;
  switch (view.kind) {
    case 'spinner':
      body = <LoadingSpinner label={t('stock.loading')} />;
      break;
    case 'error':
      body = <span className="text-sm text-red-700">{t('stock.errorCheckingInventory')}</span>;
      break;
    case 'unknown':
      body = (
        <span title={t('stock.unknown')}>
          <span aria-hidden="true">{view.text}</span>
          <span className="sr-only">{t('stock.unknown')}</span>
        </span>
      );
      break;
    case 'text':
      body = (
        <span
          data-stock-style={view.style}
          className={
            view.style === 'positive'
              ? 'text-sm font-medium text-green-700'
              : 'text-sm font-medium text-amber-700'
          }
        >
          {view.text}
        </span>
      );
      break;
  }
  return (
    <span className="inline-flex flex-col items-start gap-1">
      {body}
      {children}
    </span>
  );
}
