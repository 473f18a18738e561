// The product comment modal's Radix part (line-note-dialog.tsx; SPEC §2 overlays, §5 "Text areas
// may have a character limit with a counter 'n/limit znakov'", §7 basket PATCH custom note),
// loaded the first time the modal opens. A labelled dialog over the darker backdrop, drawn above
// a side panel when opened from one: focus trapped, starting in the text box, Escape / the close
// button / Prekliči / a click on the backdrop close it without saving, and focus returns to the
// 'Opomba' button that opened it. Shrani stores the note through the caller's save
// (use-save-line-note.ts) and closes on success; a failure keeps the modal and the text.
import { LINE_NOTE_MAX_LENGTH } from '@gradnik/domain/checkout-steps';
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useRef, useState } from 'react';
import type { FormEvent, RefObject } from 'react';
import { useOverlayT } from '../../i18n/overlays/use-overlay-t';
import { CountedTextArea } from '../counted-text-area';
import { ModalContent, OverlayHeader } from '../overlay';
import type { LineNoteDialogProps, LineNoteTarget } from './line-note-dialog';

function NoteForm({
  line,
  onSave,
  onClose,
  textRef,
}: {
  line: LineNoteTarget;
  onSave: LineNoteDialogProps['onSave'];
  onClose: () => void;
  textRef: RefObject<HTMLTextAreaElement | null>;
}) {
  const t = useOverlayT();
  const id = useId();
  const [text, setText] = useState(line.note);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    // As the note column: an unchanged note is not sent again.
    if (text === line.note) {
      onClose();
      return;
    }
    setSaving(true);
    const saved = await onSave(line.id, text);
    setSaving(false);
    if (saved) onClose();
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="mt-4 flex flex-col gap-1">
      {/* SPEC §5: 'n/limit znakov', read out politely as it changes. */}
      <CountedTextArea
        id={`${id}-note`}
        name="note"
        label={t('lineNote.label')}
        rows={5}
        value={text}
        maxLength={LINE_NOTE_MAX_LENGTH}
        onChange={setText}
        textRef={textRef}
      />
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-secondary" onClick={onClose}>
          {t('confirm.cancel')}
        </button>
        <button type="submit" className="btn-primary" aria-disabled={saving}>
          {saving ? t('lineNote.saving') : t('lineNote.save')}
        </button>
      </div>
    </form>
  );
}

export function LineNoteModal({ line, onSave, onClose }: LineNoteDialogProps) {
  const t = useOverlayT();
  // Opened by state, not by a Dialog.Trigger: Radix would not know where to give focus back.
  const openerRef = useRef<HTMLElement | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  // The last line stays shown while the modal closes; each opening starts from the stored note
  // (what was typed and cancelled is gone), hence the count in the form's key.
  const [shown, setShown] = useState<LineNoteTarget | null>(line);
  const [openings, setOpenings] = useState(0);
  if (line !== null && line !== shown) {
    setShown(line);
    setOpenings((n) => n + 1);
  }
  return (
    <Dialog.Root
      open={line !== null}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <ModalContent
        // Opened from a side panel's line: drawn above the panel.
        stacked
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
        className="max-w-lg p-6"
      >
        <OverlayHeader variant="modal" title={t('lineNote.title')} closeLabel={t('lineNote.close')}>
          <Dialog.Description className="mt-1 text-sm text-neutral-700">
            {shown?.name}
          </Dialog.Description>
        </OverlayHeader>
        {shown ? (
          <NoteForm
            key={`${shown.id}-${openings}`}
            line={shown}
            onSave={onSave}
            onClose={onClose}
            textRef={textRef}
          />
        ) : null}
      </ModalContent>
    </Dialog.Root>
  );
}
