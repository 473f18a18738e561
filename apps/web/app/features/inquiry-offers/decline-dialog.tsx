// The 'Zavrni ponudbo' question (issue #14; decision 036: decline with an optional reason): a
// confirm modal with a text box for the reason and its 'n/limit znakov' counter (SPEC §5). The
// Radix part (decline-modal.tsx) loads the first time it opens (ui/deferred-overlay.tsx, issue
// #11), as the confirm modal's and the line note modal's do.
import { Suspense } from 'react';
import { deferOverlay, useDeferredOverlay } from '../../ui/deferred-overlay';

export interface DeclineDialogProps {
  open: boolean;
  /** The offer's number, named in the question. */
  offerNumber: string;
  /** True while the decline is on its way (the confirm button shows progress). */
  busy: boolean;
  /** Declines with the reason ('' for none); true when done (the modal then closes). */
  onConfirm: (reason: string) => Promise<boolean>;
  onCancel: () => void;
}

const declineModal = deferOverlay(() => import('./decline-modal').then((m) => m.DeclineModal));

export function DeclineDialog(props: DeclineDialogProps) {
  const ready = useDeferredOverlay(declineModal, props.open);
  return ready ? (
    <Suspense>
      <declineModal.Component {...props} />
    </Suspense>
  ) : null;
}
