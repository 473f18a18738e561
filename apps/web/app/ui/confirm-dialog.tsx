// The confirm modal (SPEC §2 overlays and Dialogs, §3 Confirm modal {show, title, message,
// onConfirm, onCancel}): a title, a message, cancel and confirm. An alertdialog on Radix Dialog:
// focus is trapped and starts on cancel (the safe choice for removals), Escape cancels, an
// outside click does nothing (a decision must be made with a button), and focus returns to
// the control that opened it.
// The Radix part (confirm-modal.tsx) loads the first time a confirm modal opens (issue #11,
// ui/deferred-overlay.tsx).
import { Suspense } from 'react';
import { useT } from '../i18n/i18n-context';
import { deferOverlay, useDeferredOverlay } from './deferred-overlay';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  /** Default 'Potrdi' / 'Confirm'. */
  confirmLabel?: string;
  /** Default 'Prekliči' / 'Cancel'. */
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

const confirmModal = deferOverlay(() => import('./confirm-modal').then((m) => m.ConfirmModal));

export function ConfirmDialog(props: ConfirmDialogProps) {
  // Opened by state: nothing to show until it is first asked, then the modal opens as its
  // module arrives and stays mounted, so Radix can close it.
  const ready = useDeferredOverlay(confirmModal, props.open);
  return ready ? (
    <Suspense>
      <confirmModal.Component {...props} />
    </Suspense>
  ) : null;
}

export interface RemoveProductConfirmProps {
  /** The product whose line is about to go; null while nothing is asked. */
  productName: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The one question before a cart or inquiry line is removed (SPEC §2 confirm modal), the same in
 * the side panels and on the cart page.
 */
export function RemoveProductConfirm({
  productName,
  onConfirm,
  onCancel,
}: RemoveProductConfirmProps) {
  const t = useT();
  return (
    <ConfirmDialog
      open={productName !== null}
      title={t('basket.removeTitle')}
      message={t('basket.removeMessage', { name: productName ?? '' })}
      confirmLabel={t('basket.removeConfirm')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
