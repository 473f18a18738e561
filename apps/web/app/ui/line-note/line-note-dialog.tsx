// The product comment modal (SPEC §2 overlays "product comment modal"; issue #14): the note of a
// cart or inquiry line (SPEC §7 basket PATCH custom note), for where the cart page's note column
// does not fit (narrow screens) and for the cart and inquiry side panels. Its 'Opomba' button
// and the state-opened shell are here; the Radix part (line-note-modal.tsx) loads the first time
// the modal opens (ui/deferred-overlay.tsx, issue #11), as the confirm modal's does.
import type { BasketLine } from '@gradnik/contracts/basket';
import { Suspense } from 'react';
import { useT } from '../../i18n/i18n-context';
import { deferOverlay, useDeferredOverlay } from '../deferred-overlay';
import { NoteIcon } from '../icons';
import type { SaveLineNote } from './use-save-line-note';

/** The line whose note is edited: its id, product name and stored note. */
export interface LineNoteTarget {
  id: string;
  name: string;
  note: string;
}

export function lineNoteTarget(line: BasketLine): LineNoteTarget {
  return {
    id: line.id,
    name: line.attributes['order.product.name'],
    note: line.attributes['order.product.note'] ?? '',
  };
}

export interface LineNoteDialogProps {
  /** The line being edited; null while the modal is closed. */
  line: LineNoteTarget | null;
  /** useSaveLineNote's save: true when stored (the modal closes), false to stay open. */
  onSave: SaveLineNote;
  onClose: () => void;
}

const lineNoteModal = deferOverlay(() => import('./line-note-modal').then((m) => m.LineNoteModal));

export function LineNoteDialog(props: LineNoteDialogProps) {
  // Opened by state: its module loads the first time a line is given, then it stays mounted so
  // Radix can close it.
  const ready = useDeferredOverlay(lineNoteModal, props.line !== null);
  return ready ? (
    <Suspense>
      <lineNoteModal.Component {...props} />
    </Suspense>
  ) : null;
}

/**
 * A line's 'Opomba' button; the stored note, when there is one, shows beside it. Its name is the
 * visible word and the product ('Opomba: Cement 25 kg', WCAG 2.5.3 label in name).
 */
export function LineNoteButton({
  line,
  onOpen,
  className = '',
}: {
  line: LineNoteTarget;
  onOpen: (line: LineNoteTarget) => void;
  className?: string;
}) {
  const t = useT();
  return (
    <div className={`flex min-w-0 items-center gap-2 ${className}`}>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={t('checkout.line.note', { name: line.name })}
        onClick={() => onOpen(line)}
        className="inline-flex shrink-0 items-center gap-1 rounded-md border border-neutral-300 px-2 py-1 text-xs font-medium text-neutral-800 hover:bg-neutral-100"
      >
        <NoteIcon className="size-4" />
        {t('checkout.col.note')}
      </button>
      {line.note ? (
        <span className="min-w-0 truncate text-xs text-neutral-600" title={line.note}>
          {line.note}
        </span>
      ) : null}
    </div>
  );
}
