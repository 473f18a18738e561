// The Radix part of the favourites-list create/edit modal (./list-form.tsx): one field 'Ime
// seznama', save and cancel. The name rules (trimmed, 1–100 characters, unique per user) are the
// API's (domain wishlist.ts); its message shows under the field, in the request's language.
import { WISHLIST_NAME_MAX_LENGTH } from '@gradnik/contracts/wishlist-params';
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import { useFavoritesT } from '../../i18n/favorites/use-favorites-t';
import { ShopApiError } from '../../lib/basket-client';
import { ModalContent, OverlayHeader } from '../../ui/overlay';
import { createList, invalidateFavorites, renameList } from './favorites-api';
import { failureText, useActionContext } from './heart-actions';
import type { ListFormProps } from './list-form';

export function ListFormModal({ form, onClose, onSaved }: ListFormProps) {
  const t = useFavoritesT();
  const context = useActionContext();
  const fieldId = useId();
  const errorId = useId();
  const [name, setName] = useState(form?.mode === 'edit' ? form.name : '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Reset when opened for another list (the modal stays mounted once loaded).
  const [shownFor, setShownFor] = useState(form);
  if (shownFor !== form) {
    setShownFor(form);
    setName(form?.mode === 'edit' ? form.name : '');
    setError(null);
  }

  const save = async () => {
    if (!form || saving) return;
    setSaving(true);
    setError(null);
    const caller = { token: context.token, locale: context.locale };
    try {
      const saved =
        form.mode === 'create'
          ? await createList(name, caller)
          : await renameList(form.id, name, caller);
      context.showAlert({
        mode: 'success',
        title: t(form.mode === 'create' ? 'favorites.created' : 'favorites.renamed'),
      });
      await invalidateFavorites(context.queryClient, context.userKey);
      onSaved(saved.data);
      onClose();
    } catch (failure) {
      setError(
        failure instanceof ShopApiError && failure.status < 500
          ? failure.messages.join(' ')
          : failureText(context.locale),
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog.Root
      open={form !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <ModalContent aria-describedby={undefined} className="max-w-md p-6">
        <OverlayHeader
          variant="modal"
          title={t(form?.mode === 'edit' ? 'favorites.editTitle' : 'favorites.createTitle')}
          closeLabel={t('favorites.modalClose')}
        />
        <form
          className="mt-4 space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <div className="space-y-1">
            <label htmlFor={fieldId} className="block text-sm font-medium text-neutral-800">
              {t('favorites.name')}
            </label>
            <input
              id={fieldId}
              value={name}
              maxLength={WISHLIST_NAME_MAX_LENGTH}
              onChange={(event) => setName(event.currentTarget.value)}
              aria-invalid={error !== null || undefined}
              aria-describedby={error ? errorId : undefined}
              className="w-full rounded-md border border-neutral-300 px-3 py-2 text-sm"
              autoComplete="off"
            />
            {error ? (
              <p id={errorId} role="alert" className="text-sm text-red-700">
                {error}
              </p>
            ) : null}
          </div>
          <div className="flex justify-end gap-2">
            <button type="button" className="btn-secondary" onClick={onClose}>
              {t('favorites.cancel')}
            </button>
            <button type="submit" className="btn-primary" aria-disabled={saving || undefined}>
              {saving ? t('favorites.saving') : t('favorites.save')}
            </button>
          </div>
        </form>
      </ModalContent>
    </Dialog.Root>
  );
}
