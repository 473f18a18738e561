// The header's way into the catalogue: the mega menu on wide screens, the categories modal on
// small ones, both from one tree load (use-category-tree.ts). A failed load shows SPEC §8's
// alert 'Napaka pri pridobivanju podatkov' as the shared error toast (ui/alerts: bottom right,
// SPEC §9's 3 s), once per failed load; the menus themselves offer 'Poskusi znova'.
import { useCallback, useEffect, useRef } from 'react';
import { useLocale, useT } from '../../i18n/i18n-context';
import { useHydrated } from '../../lib/use-hydrated';
import { useAlerts } from '../../ui/alerts/alerts';
import { ClosedTrigger, DeferredDialog, deferOverlay } from '../../ui/deferred-overlay';
import {
  CATEGORIES_MODAL_TRIGGER_CLASS,
  CategoriesModalTriggerFace,
  MEGA_MENU_TRIGGER_CLASS,
  MegaMenuTriggerFace,
} from './category-menu-parts';
import type { CategoryMenuProps } from './category-menu-parts';
import { useCategoryTree } from './use-category-tree';
import type { AccessTokenSource } from './use-category-tree';

/** SPEC §8: one error alert for each failed tree load (a retry that fails again alerts again). */
function useTreeLoadAlert(failedAt: number) {
  const t = useT();
  const { showAlert } = useAlerts();
  // The failure already shown: a language switch (new t) must not show it again.
  const shown = useRef(0);
  useEffect(() => {
    if (failedAt === 0 || failedAt === shown.current) return;
    shown.current = failedAt;
    showAlert({ mode: 'error', title: t('catalog.treeError') });
  }, [failedAt, showAlert, t]);
}

export interface CategoryNavigationProps {
  /** The session's bearer token (from the root loader: fresh when the page loaded). */
  accessToken: string;
  fetchImpl?: typeof fetch;
}

const megaMenu = deferOverlay(() => import('./mega-menu').then((m) => m.MegaMenu));
const categoriesModal = deferOverlay(() =>
  import('./categories-modal').then((m) => m.CategoriesModal),
);

/**
 * The header's two category buttons. The server renders them closed and alone
 * (ui/deferred-overlay ClosedTrigger); the tree load starts with hydration, and each menu's
 * module loads on its button's first use.
 */
export function CategoryNavigation(props: CategoryNavigationProps) {
  const hydrated = useHydrated();
  if (hydrated) return <CategoryMenus {...props} />;
  return (
    <>
      <div className="hidden lg:block">
        <ClosedTrigger className={MEGA_MENU_TRIGGER_CLASS}>
          <MegaMenuTriggerFace />
        </ClosedTrigger>
      </div>
      <div className="lg:hidden">
        <ClosedTrigger className={CATEGORIES_MODAL_TRIGGER_CLASS}>
          <CategoriesModalTriggerFace />
        </ClosedTrigger>
      </div>
    </>
  );
}

function CategoryMenus({ accessToken, fetchImpl }: CategoryNavigationProps) {
  const locale = useLocale();
  // The query function reads the token when it runs, not when it was created.
  const latestToken = useRef(accessToken);
  useEffect(() => {
    latestToken.current = accessToken;
  }, [accessToken]);
  const tokenSource = useCallback<AccessTokenSource>(
    () => Promise.resolve(latestToken.current),
    [],
  );
  const tree = useCategoryTree(locale, tokenSource, fetchImpl);
  useTreeLoadAlert(tree.isError ? tree.errorUpdatedAt : 0);
  const menu: CategoryMenuProps = {
    categories: tree.data,
    status: tree.status,
    onRetry: () => void tree.refetch(),
  };
  return (
    <>
      <div className="hidden lg:block">
        <DeferredDialog
          overlay={megaMenu}
          props={menu}
          trigger={{ className: MEGA_MENU_TRIGGER_CLASS, children: <MegaMenuTriggerFace /> }}
        />
      </div>
      <div className="lg:hidden">
        <DeferredDialog
          overlay={categoriesModal}
          props={menu}
          trigger={{
            className: CATEGORIES_MODAL_TRIGGER_CLASS,
            children: <CategoriesModalTriggerFace />,
          }}
        />
      </div>
    </>
  );
}
