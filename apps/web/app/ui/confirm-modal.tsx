// The confirm modal's Radix part (SPEC §2 overlays and Dialogs, §3 Confirm modal), loaded the
// first time a confirm modal opens (confirm-dialog.tsx, ui/deferred-overlay.tsx): an
// alertdialog on Radix Dialog; focus is trapped and starts on cancel (the safe choice for
// removals), Escape cancels, an outside click does nothing (a decision must be made with a
// button), and focus returns to the control that opened it.
import * as Dialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import { useT } from '../i18n/i18n-context';
import type { ConfirmDialogProps } from './confirm-dialog';
import { ModalContent } from './overlay';

export function ConfirmModal({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useT();
  const cancelRef = useRef<HTMLButtonElement>(null);
  // Opened by state, not by a Dialog.Trigger: Radix would not know where to give focus back.
  const openerRef = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        // Escape (the only way Radix closes it here) means cancel.
        if (!next) onCancel();
      }}
    >
      <ModalContent
        // Opened over a side panel (removing a cart line): drawn above it.
        stacked
        role="alertdialog"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          openerRef.current =
            document.activeElement instanceof HTMLElement ? document.activeElement : null;
          cancelRef.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (openerRef.current?.isConnected) openerRef.current.focus();
        }}
        onPointerDownOutside={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
        className="max-w-md p-6"
      >
        <Dialog.Title className="text-lg font-semibold text-neutral-900">{title}</Dialog.Title>
        <Dialog.Description className="mt-2 text-sm text-neutral-700">{message}</Dialog.Description>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <button ref={cancelRef} type="button" className="btn-secondary" onClick={onCancel}>
            {cancelLabel ?? t('confirm.cancel')}
          </button>
          <button type="button" className="btn-primary" onClick={onConfirm}>
            {confirmLabel ?? t('confirm.confirm')}
          </button>
        </div>
      </ModalContent>
    </Dialog.Root>
  );
}
