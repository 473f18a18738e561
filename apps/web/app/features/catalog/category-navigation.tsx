// The header's way into the catalogue: the mega menu on wide screens, the categories modal on
// small ones, both from one tree load (use-category-tree.ts). A failed load shows SPEC §8's
// alert 'Napaka pri pridobivanju podatkov' as the shared error toast (ui/alerts: bottom right,
// SPEC §9's 3 s), once per failed load; the menus themselves offer 'Poskusi znova'.
import { useCallback, useEffect, useRef } from 'react';
import { useLocale, useT } from '../../i18n/i18n-context';
import { useAlerts } from '../../ui/alerts/alerts';
import { CategoriesModal } from './categories-modal';
import { MegaMenu } from './mega-menu';
import { useCategoryTree } from './use-category-tree';
import type { AccessTokenSource } from './use-category-tree';

/** SPEC §8: one error alert for each failed tree load (a retry that fails again alerts again). */
function useTreeLoadAlert(failedAt: number) {
  const t = useT();
  const { showAlert } = useAlerts();
  useEffect(() => {
    if (failedAt > 0) showAlert({ mode: 'error', title: t('catalog.treeError') });
  }, [failedAt, showAlert, t]);
}

export function CategoryNavigation({
  accessToken,
  fetchImpl,
}: {
  /** The session's bearer token (from the root loader: fresh when the page loaded). */
  accessToken: string;
  fetchImpl?: typeof fetch;
}) {
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
  const menu = {
    categories: tree.data,
    status: tree.status,
    onRetry: () => void tree.refetch(),
  };
  return (
    <>
      <div className="hidden lg:block">
        <MegaMenu {...menu} />
      </div>
      <div className="lg:hidden">
        <CategoriesModal {...menu} />
      </div>
    </>
  );
}
