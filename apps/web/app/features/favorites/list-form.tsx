// The favourites-list create/edit modal (SPEC §2 overlays "favourites-list create/edit modal
// (mode create or edit with list id)"), opened by state; its Radix part (./list-form-modal.tsx)
// loads the first time it opens (ui/deferred-overlay.tsx). The default list is never edited
// (SPEC §6): callers offer no edit for it, and the API refuses it (403) besides.
import type { WishlistSummary } from '@gradnik/contracts/wishlist';
import { Suspense } from 'react';
import { deferOverlay, useDeferredOverlay } from '../../ui/deferred-overlay';

export type ListFormMode = { mode: 'create' } | { mode: 'edit'; id: number; name: string };

export interface ListFormProps {
  /** null: closed. */
  form: ListFormMode | null;
  onClose: () => void;
  /** The list as saved (created or renamed). */
  onSaved: (list: WishlistSummary) => void;
}

const listFormModal = deferOverlay(() => import('./list-form-modal').then((m) => m.ListFormModal));

export function ListForm(props: ListFormProps) {
  const ready = useDeferredOverlay(listFormModal, props.form !== null);
  return ready ? (
    <Suspense>
      <listFormModal.Component {...props} />
    </Suspense>
  ) : null;
}
