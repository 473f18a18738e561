// The 'Deli seznam' dialog of an own favourites list (decision 039), opened by state from the
// favourites page; its Radix part (./share-dialog-modal.tsx) loads the first time it opens
// (ui/deferred-overlay.tsx), like the create/edit modal (./list-form.tsx).
import { Suspense } from 'react';
import { deferOverlay, useDeferredOverlay } from '../../ui/deferred-overlay';

export interface ShareDialogProps {
  /** The list to share; null: closed. */
  list: { id: number; name: string } | null;
  onClose: () => void;
}

const shareModal = deferOverlay(() => import('./share-dialog-modal').then((m) => m.ShareModal));

export function ShareDialog(props: ShareDialogProps) {
  const ready = useDeferredOverlay(shareModal, props.list !== null);
  return ready ? (
    <Suspense>
      <shareModal.Component {...props} />
    </Suspense>
  ) : null;
}
