// What the two category menus (mega-menu.tsx on wide screens, categories-modal.tsx on small
// ones) share, and their buttons as they look closed: apart from the menus, because the page
// shows these buttons before the menus' modules load (category-navigation.tsx,
// ui/deferred-overlay.tsx), and so that one menu's module does not bring the other's.
import type { CategoryNode } from '@gradnik/contracts/catalog';
import { useT } from '../../i18n/i18n-context';
import { MenuIcon } from '../../ui/icons';

export interface CategoryMenuProps {
  categories: readonly CategoryNode[] | undefined;
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
}

function ChevronDown() {
  return (
    <svg
      viewBox="0 0 20 20"
      className="size-4"
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
    >
      <path d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z" />
    </svg>
  );
}

export const MEGA_MENU_TRIGGER_CLASS =
  'inline-flex items-center gap-1 rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800 data-[state=open]:bg-brand-800';

/** The trigger's text and chevron (also the plain button until first use, category-navigation.tsx). */
export function MegaMenuTriggerFace() {
  const t = useT();
  return (
    <>
      {t('catalog.menu.trigger')}
      <ChevronDown />
    </>
  );
}

export const CATEGORIES_MODAL_TRIGGER_CLASS =
  'inline-flex items-center gap-1.5 rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800';

/** The trigger's icon and text (also the plain button until first use, category-navigation.tsx). */
export function CategoriesModalTriggerFace() {
  const t = useT();
  return (
    <>
      <MenuIcon className="size-5" />
      {t('catalog.menu.trigger')}
    </>
  );
}

/** Loading or failed: said in the panel itself (the alert of SPEC §8 shows as well). */
export function TreeStatus({
  status,
  onRetry,
}: {
  status: CategoryMenuProps['status'];
  onRetry: () => void;
}) {
  const t = useT();
  if (status === 'error') {
    return (
      <div className="space-y-3 p-5 text-sm text-neutral-800">
        <p>{t('catalog.menu.failed')}</p>
        <button type="button" className="btn-secondary" onClick={onRetry}>
          {t('catalog.menu.retry')}
        </button>
      </div>
    );
  }
  return (
    <p className="p-5 text-sm text-neutral-700" role="status">
      {status === 'pending' ? t('catalog.menu.loading') : t('catalog.menu.empty')}
    </p>
  );
}
