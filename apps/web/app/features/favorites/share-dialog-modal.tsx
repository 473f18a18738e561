// The Radix part of the share dialog (./share-dialog.tsx; decision 039): choose a colleague of
// the company and the access — 'Samo ogled' (see the list, buy from it) or 'Polni dostop' (also
// change its products and name) — and see who has the list, each with a button that takes the
// access away. Sharing with someone who has the list already changes their access (the API's
// upsert). The API decides (owner only, active colleagues of the same company); its refusals
// show in the dialog in the request's language.
import type { WishlistShareAccess } from '@gradnik/contracts/wishlist-sharing-params';
import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useFavoritesT } from '../../i18n/favorites/use-favorites-t';
import { ShopApiError } from '../../lib/basket-client';
import { CloseIcon, SpinnerIcon } from '../../ui/icons';
import { ModalContent, OverlayHeader } from '../../ui/overlay';
import {
  WISHLIST_FETCH_GUARD_MS,
  fetchColleagues,
  fetchShares,
  invalidateFavorites,
  shareList,
  unshareList,
  wishlistKeys,
} from './favorites-api';
import { failureText, useActionContext } from './heart-actions';
import type { ShareDialogProps } from './share-dialog';

export function ShareModal({ list, onClose }: ShareDialogProps) {
  const t = useFavoritesT();
  const context = useActionContext();
  const { token, locale, userKey } = context;
  const ids = { colleague: useId(), error: useId(), hint: useId(), shares: useId() };
  const [colleague, setColleague] = useState('');
  const [access, setAccess] = useState<WishlistShareAccess>('read');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Reset when opened for another list (the modal stays mounted once loaded).
  const [shownFor, setShownFor] = useState(list);
  if (shownFor !== list) {
    setShownFor(list);
    setColleague('');
    setAccess('read');
    setError(null);
  }
  const listId = list?.id ?? 0;
  const colleagues = useQuery({
    queryKey: wishlistKeys.colleagues(userKey),
    queryFn: ({ signal }) => fetchColleagues({ token, locale, signal }),
    enabled: list !== null,
    staleTime: 60_000,
    retry: false,
  });
  const shares = useQuery({
    queryKey: wishlistKeys.shares(userKey, listId),
    queryFn: ({ signal }) => fetchShares(listId, { token, locale, signal }),
    enabled: list !== null,
    staleTime: WISHLIST_FETCH_GUARD_MS,
    retry: false,
  });

  const messageOf = (failure: unknown) =>
    failure instanceof ShopApiError && failure.status < 500
      ? failure.messages.join(' ')
      : failureText(locale);

  const share = async () => {
    if (!list || busy) return;
    const chosen = colleagues.data?.find((c) => String(c.id) === colleague);
    if (!chosen) {
      setError(t('favorites.chooseColleague'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await shareList(list.id, chosen.id, access, { token, locale });
      context.showAlert({
        mode: 'success',
        title: t('favorites.shareSaved', { name: chosen.name }),
      });
      setColleague('');
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
      await invalidateFavorites(context.queryClient, userKey);
    }
  };

  const remove = async (userId: number, name: string) => {
    if (!list || busy) return;
    setBusy(true);
    setError(null);
    try {
      await unshareList(list.id, userId, { token, locale });
      context.showAlert({ mode: 'success', title: t('favorites.shareRemoved', { name }) });
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
      await invalidateFavorites(context.queryClient, userKey);
    }
  };

  const accessLabel = (value: WishlistShareAccess) =>
    t(value === 'read' ? 'favorites.accessReadShort' : 'favorites.accessFullShort');

  return (
    <Dialog.Root
      open={list !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <ModalContent
        aria-describedby={ids.hint}
        className="max-h-[90vh] max-w-lg overflow-y-auto p-6"
      >
        <OverlayHeader
          variant="modal"
          title={t('favorites.shareTitle', { name: list?.name ?? '' })}
          closeLabel={t('favorites.shareClose')}
        >
          <Dialog.Description id={ids.hint} className="mt-1 text-sm text-neutral-700">
            {t('favorites.shareHint')}
          </Dialog.Description>
        </OverlayHeader>
        {colleagues.data === undefined ? (
          <p role="status" className="mt-4 flex items-center gap-2 text-sm text-neutral-600">
            {colleagues.isError ? null : <SpinnerIcon className="size-4" />}
            {t(colleagues.isError ? 'favorites.loadFailed' : 'favorites.loading')}
          </p>
        ) : colleagues.data.length === 0 ? (
          <p className="mt-4 text-sm text-neutral-700">{t('favorites.noColleagues')}</p>
        ) : (
          <form
            className="mt-4 space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              void share();
            }}
          >
            <div className="space-y-1">
              <label htmlFor={ids.colleague} className="block text-sm font-medium text-neutral-800">
                {t('favorites.colleague')}
              </label>
              <select
                id={ids.colleague}
                value={colleague}
                onChange={(event) => setColleague(event.currentTarget.value)}
                aria-invalid={error !== null || undefined}
                aria-describedby={error ? ids.error : undefined}
                className="w-full rounded-md border border-neutral-300 px-3 py-2 text-sm"
              >
                <option value="">{t('favorites.colleaguePlaceholder')}</option>
                {colleagues.data.map((c) => (
                  <option key={c.id} value={c.id}>
                    {`${c.name} (${c.email})`}
                  </option>
                ))}
              </select>
            </div>
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium text-neutral-800">
                {t('favorites.access')}
              </legend>
              {(['read', 'full'] as const).map((value) => (
                <label key={value} className="flex items-start gap-2 text-sm">
                  <input
                    type="radio"
                    name="access"
                    value={value}
                    checked={access === value}
                    onChange={() => setAccess(value)}
                    className="mt-0.5 size-4 accent-brand-700"
                  />
                  <span>
                    <span className="font-medium text-neutral-900">
                      {t(value === 'read' ? 'favorites.accessRead' : 'favorites.accessFull')}
                    </span>
                    <span className="block text-neutral-600">
                      {t(
                        value === 'read' ? 'favorites.accessReadHint' : 'favorites.accessFullHint',
                      )}
                    </span>
                  </span>
                </label>
              ))}
            </fieldset>
            {error ? (
              <p id={ids.error} role="alert" className="text-sm text-red-700">
                {error}
              </p>
            ) : null}
            <div className="flex justify-end">
              <button type="submit" className="btn-primary" aria-disabled={busy || undefined}>
                {busy ? t('favorites.sharing') : t('favorites.shareSubmit')}
              </button>
            </div>
          </form>
        )}
        <section aria-labelledby={ids.shares} className="mt-6 border-t border-neutral-200 pt-4">
          <h3 id={ids.shares} className="text-sm font-semibold text-neutral-900">
            {t('favorites.sharedWith')}
          </h3>
          {shares.data === undefined ? (
            <p role="status" className="mt-2 text-sm text-neutral-600">
              {t(shares.isError ? 'favorites.loadFailed' : 'favorites.loading')}
            </p>
          ) : shares.data.length === 0 ? (
            <p className="mt-2 text-sm text-neutral-700">{t('favorites.notShared')}</p>
          ) : (
            <ul className="mt-2 divide-y divide-neutral-100">
              {shares.data.map((s) => (
                <li key={s.user_id} className="flex items-center gap-3 py-2 text-sm">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-neutral-900">{s.name}</p>
                    <p className="text-neutral-600">
                      {s.email} · {accessLabel(s.access)}
                    </p>
                  </div>
                  <button
                    type="button"
                    aria-label={t('favorites.shareRemove', { name: s.name })}
                    title={t('favorites.shareRemove', { name: s.name })}
                    aria-disabled={busy || undefined}
                    onClick={() => void remove(s.user_id, s.name)}
                    className="flex size-8 items-center justify-center rounded-md text-neutral-600 hover:bg-neutral-100"
                  >
                    <CloseIcon className="size-4" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      </ModalContent>
    </Dialog.Root>
  );
}
