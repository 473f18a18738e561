// The filters dialog's Radix part (filters-dialog.tsx), loaded on the 'Filtri' button's first
// use (ui/deferred-overlay.tsx, issue #11).
import { formatNumber } from '@gradnik/domain/format';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLocale, useT } from '../../i18n/i18n-context';
import type { InitialOpenProps } from '../deferred-overlay';
import { OverlayHeader, SidePanelContent } from '../overlay';
import { TRIGGER_CLASS, TriggerFace } from './filters-dialog';
import type { FiltersDialogProps } from './filters-dialog';

export function FiltersSheet({
  activeCount,
  productCount,
  clearHref,
  children,
  initialOpen = false,
}: FiltersDialogProps & InitialOpenProps) {
  const t = useT();
  const locale = useLocale();
  const [open, setOpen] = useState(initialOpen);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={TRIGGER_CLASS}>
        <TriggerFace activeCount={activeCount} />
      </Dialog.Trigger>
      <SidePanelContent side="left" backdrop="modal" aria-describedby={undefined}>
        <OverlayHeader title={t('filtersDialog.title')} closeLabel={t('filtersDialog.close')} />
        <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
        <div className="flex items-center justify-between gap-3 border-t border-neutral-200 px-5 py-4">
          {activeCount > 0 && clearHref !== null ? (
            <Link
              to={clearHref}
              preventScrollReset
              className="text-sm font-medium text-brand-700 underline"
            >
              {t('filtersDialog.clearAll')}
            </Link>
          ) : (
            <span />
          )}
          <Dialog.Close className="btn-primary">
            {t('filtersDialog.showProducts', { count: formatNumber(productCount, locale) })}
          </Dialog.Close>
        </div>
      </SidePanelContent>
    </Dialog.Root>
  );
}
