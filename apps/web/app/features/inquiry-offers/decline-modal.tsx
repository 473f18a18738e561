// The decline question's Radix part (decline-dialog.tsx), loaded the first time it opens: an
// alertdialog (a decision is asked) whose focus starts in the reason box, Escape and 'Prekliči'
// cancel, an outside click does nothing, and focus returns to the button that opened it. The
// reason is optional, limited to OFFER_DECLINE_REASON_MAX_LENGTH with the 'n/limit znakov'
// counter of SPEC §5 (ui/counted-text-area.tsx, as the line note modal's).
import { OFFER_DECLINE_REASON_MAX_LENGTH } from '@gradnik/contracts/offer-params';
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useAccountT } from '../../i18n/account/use-account-t';
import { CountedTextArea } from '../../ui/counted-text-area';
import { ModalContent } from '../../ui/overlay';
import type { DeclineDialogProps } from './decline-dialog';

export function DeclineModal({ open, offerNumber, busy, onConfirm, onCancel }: DeclineDialogProps) {
  const t = useAccountT();
  const id = useId();
  const [reason, setReason] = useState('');
  const textRef = useRef<HTMLTextAreaElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (await onConfirm(reason)) setReason('');
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
    >
      <ModalContent
        role="alertdialog"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          openerRef.current =
            document.activeElement instanceof HTMLElement ? document.activeElement : null;
          textRef.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (openerRef.current?.isConnected) openerRef.current.focus();
        }}
        onPointerDownOutside={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
        className="max-w-md p-6"
      >
        <Dialog.Title className="text-lg font-semibold text-neutral-900">
          {t('inquiry.decline.title', { number: offerNumber })}
        </Dialog.Title>
        <Dialog.Description className="mt-2 text-sm text-neutral-700">
          {t('inquiry.decline.message')}
        </Dialog.Description>
        <form onSubmit={(event) => void submit(event)} className="mt-4 flex flex-col gap-1">
          <CountedTextArea
            id={`${id}-reason`}
            name="reason"
            label={t('inquiry.decline.reason')}
            rows={4}
            value={reason}
            maxLength={OFFER_DECLINE_REASON_MAX_LENGTH}
            onChange={setReason}
            textRef={textRef}
          />
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <button type="button" className="btn-secondary" onClick={onCancel}>
              {t('confirm.cancel')}
            </button>
            <button type="submit" className="btn-primary" aria-disabled={busy}>
              {busy ? t('inquiry.decline.working') : t('inquiry.decline.confirm')}
            </button>
          </div>
        </form>
      </ModalContent>
    </Dialog.Root>
  );
}
