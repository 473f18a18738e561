// The filters of a product list on screens too small for a side column: the category page's
// filter groups and the search results' facets (SPEC §2 overlay 'search-facets modal'). Below
// the `lg` breakpoint a 'Filtri' button (with the number of active filters) opens a Radix
// Dialog holding the same filter controls; above it the button is hidden and the page keeps its
// column. The filters stay links/navigations of the page (SPEC §2: state in the query string,
// a change resets to page 1), so the dialog stays open while the user picks several and the
// counts update; 'Prikaži izdelke' closes it, 'Počisti vse' removes every filter. Radix gives
// the modal behaviour of SPEC §2 overlays: focus trap, Escape and the backdrop close it, focus
// returns to the button, body scroll is locked behind a darker backdrop. The dialog
// (filters-sheet.tsx) loads on the button's first use (ui/deferred-overlay.tsx, issue #11).
import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n-context';
import { DeferredDialog, deferOverlay } from '../deferred-overlay';
import { FilterIcon } from '../icons';

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

export const TRIGGER_CLASS = 'btn-secondary inline-flex items-center gap-2 lg:hidden';

/** The button's icon and text, with the number of active filters. */
export function TriggerFace({ activeCount }: { activeCount: number }) {
  const t = useT();
  return (
    <>
      <FilterIcon className="size-4" />
      {activeCount > 0
        ? t('filtersDialog.openWithCount', { count: activeCount })
        : t('filtersDialog.title')}
    </>
  );
}

const filtersSheet = deferOverlay(() => import('./filters-sheet').then((m) => m.FiltersSheet));

export function FiltersDialog(props: FiltersDialogProps) {
  return (
    <DeferredDialog
      overlay={filtersSheet}
      props={props}
      trigger={{
        className: TRIGGER_CLASS,
        children: <TriggerFace activeCount={props.activeCount} />,
      }}
    />
  );
}
