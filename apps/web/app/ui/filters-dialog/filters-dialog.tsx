// The filters of a product list on screens too small for a side column: the category page's
// filter groups and the search results' facets (SPEC §2 overlay 'search-facets modal'). Below
// the `lg` breakpoint a 'Filtri' button (with the number of active filters) opens a Radix
// Dialog holding the same filter controls; above it the button is hidden and the page keeps its
// column. The filters stay links/navigations of the page (SPEC §2: state in the query string,
// a change resets to page 1), so the dialog stays open while the user picks several and the
// counts update; 'Prikaži izdelke' closes it, 'Počisti vse' removes every filter. Radix gives
// the modal behaviour of SPEC §2 overlays: focus trap, Escape and the backdrop close it, focus
// returns to the button, body scroll is locked behind a darker backdrop.
import { formatNumber } from '@gradnik/domain/format';
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLocale, useT } from '../../i18n/i18n-context';
import { FilterIcon } from '../icons';
import { OverlayHeader, SidePanelContent } from '../overlay';

export interface FiltersDialogProps {
  /** How many filters are active now (shown on the button). */
  activeCount: number;
  /** Products the list has under the current filters (shown on the close button). */
  productCount: number;
  /** The page's address without any filter (page 1), or null to offer no 'clear all'. */
  clearHref: string | null;
  /** The filter controls: the same component the wide-screen column shows. */
  children: ReactNode;
}

export function FiltersDialog({
  activeCount,
  productCount,
  clearHref,
  children,
}: FiltersDialogProps) {
  const t = useT();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="btn-secondary inline-flex items-center gap-2 lg:hidden">
        <FilterIcon className="size-4" />
        {activeCount > 0
          ? t('filtersDialog.openWithCount', { count: activeCount })
          : t('filtersDialog.title')}
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
