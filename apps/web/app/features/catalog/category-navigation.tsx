// The header's way into the catalogue: the mega menu on wide screens, the categories modal on
// small ones, both from one tree load (use-category-tree.ts). A failed load shows SPEC §8's
// alert 'Napaka pri pridobivanju podatkov' bottom right for SPEC §9's 3 s (a simple role=alert
// region until the alert-toast issue builds the shared one).
import { ALERT_DURATION_MS } from '@gradnik/domain/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocale, useT } from '../../i18n/i18n-context';
import { CloseIcon } from '../../ui/icons';
import { CategoriesModal } from './categories-modal';
import { MegaMenu } from './mega-menu';
import { useCategoryTree } from './use-category-tree';
import type { AccessTokenSource } from './use-category-tree';

export function TreeLoadAlert({ failedAt }: { failedAt: number }) {
  const t = useT();
  const [dismissedAt, setDismissedAt] = useState(0);
  const visible = failedAt > 0 && dismissedAt !== failedAt;
  useEffect(() => {
    if (!visible) return;
    const timer = setTimeout(() => setDismissedAt(failedAt), ALERT_DURATION_MS);
    return () => clearTimeout(timer);
  }, [visible, failedAt]);
  return (
    // The region is always there, so assistive technology announces what appears in it.
    <div role="alert" className="pointer-events-none fixed bottom-4 right-4 z-[60] max-w-sm">
      {visible ? (
        <div className="pointer-events-auto flex items-start gap-3 rounded-md border border-danger-600 bg-danger-50 px-4 py-3 text-sm text-danger-700 shadow-lg">
          <p className="flex-1 font-medium">{t('catalog.treeError')}</p>
          <button
            type="button"
            onClick={() => setDismissedAt(failedAt)}
            aria-label={t('catalog.alert.close')}
            className="rounded p-0.5 hover:bg-danger-600/10"
          >
            <CloseIcon className="size-4" />
          </button>
        </div>
      ) : null}
    </div>
  );
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
      <TreeLoadAlert failedAt={tree.isError ? tree.errorUpdatedAt : 0} />
    </>
  );
}
