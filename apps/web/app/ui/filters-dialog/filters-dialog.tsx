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
import { CloseIcon } from '../icons';

function FilterIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-4"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
    >
      <path d="M4 6h16M7 12h10M10 18h4" />
    </svg>
  );
}

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
        <FilterIcon />
        {activeCount > 0
          ? t('filtersDialog.openWithCount', { count: activeCount })
          : t('filtersDialog.title')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-neutral-950/60" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-full max-w-sm flex-col bg-white shadow-xl focus:outline-none"
        >
          <div className="flex items-center justify-between border-b border-neutral-200 px-5 py-4">
            <Dialog.Title className="text-lg font-semibold text-neutral-900">
              {t('filtersDialog.title')}
            </Dialog.Title>
            <Dialog.Close
              aria-label={t('filtersDialog.close')}
              className="flex size-9 items-center justify-center rounded-md text-neutral-600 hover:bg-neutral-100"
            >
              <CloseIcon className="size-5" />
            </Dialog.Close>
          </div>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
