// The simulated retailer's answer to complaints (issue #16, decision 043; GetComplaintStatus).
// Deterministic from the request alone (the simulator has no database): with D the delay
// (ERP_SIM_OFFER_DELAY, 0 in tests and e2e), a complaint filed at Created is
//   submitted at Created → in_progress at +D → approved or rejected at +2D → resolved at +3D.
// A description with 'zavrni'/'reject' is rejected; otherwise the buyer's wish holds: a credit
// note (refund is paid as one) issued on resolution for every claimed line at its delivered net
// price; a replacement or a repair resolves with a note (no order is made in the shop). Each
// buyer message gets a short reply D after it.
import type {
  ErpComplaintQuery,
  ErpComplaintStatusRecord,
  ErpCreditNote,
} from '@gradnik/contracts/erp-complaint';
import { simulatedComplaintOutcome } from '@gradnik/domain/complaints';
import { ljubljanaDay } from '@gradnik/domain/date-range';

const DAY_MS = 86_400_000;
/** A credit note is settled against the next invoice within this many days. */
const CREDIT_NOTE_DUE_DAYS = 15;

const NOTES = {
  rejected:
    'Reklamacija je zavrnjena: na podlagi opisa in fotografij napake ni mogoče pripisati dobavi. Za podrobnosti nam pišite.',
  credit_note: 'Reklamacija je odobrena. Izdali smo dobropis, ki ga najdete med dokumenti.',
  replacement: 'Reklamacija je odobrena. Nadomestno blago smo odpremili z naslednjo dostavo.',
  repair: 'Reklamacija je odobrena. Izdelek bomo popravili; serviser vas bo poklical.',
} as const;

const REPLY = (no: string) =>
  `Hvala za sporočilo. Reklamacijo ${no} obravnavamo in vam odgovorimo v enem delovnem dnevu. — Reklamacijska služba`;

/** The credit note's number: 'DB' and the complaint's number, so it is unique with it. */
export function simCreditNoteNo(complaintNo: string): string {
  return `DB${complaintNo}`;
}

export function simComplaintStatus(
  complaint: ErpComplaintQuery,
  at: Date,
  delayMs: number,
): ErpComplaintStatusRecord {
  const created = new Date(complaint.Created).getTime();
  const now = at.getTime();
  const step = (n: number) => created + n * delayMs;
  const outcome = simulatedComplaintOutcome(complaint.Description, complaint.DesiredResolution);
  const history: ErpComplaintStatusRecord['History'] = [
    { State: 'submitted', At: new Date(created).toISOString(), Note: null },
  ];
  if (now >= step(1))
    history.push({ State: 'in_progress', At: new Date(step(1)).toISOString(), Note: null });
  if (now >= step(2)) {
    history.push(
      outcome === 'rejected'
        ? { State: 'rejected', At: new Date(step(2)).toISOString(), Note: NOTES.rejected }
        : { State: 'approved', At: new Date(step(2)).toISOString(), Note: null },
    );
  }
  let creditNote: ErpCreditNote | null = null;
  if (outcome !== 'rejected' && now >= step(3)) {
    const resolvedAt = new Date(step(3));
    history.push({ State: 'resolved', At: resolvedAt.toISOString(), Note: NOTES[outcome] });
    if (outcome === 'credit_note') {
      const issued = ljubljanaDay(resolvedAt);
      creditNote = {
        DocNo: simCreditNoteNo(complaint.ComplaintNo),
        IssuedAt: issued,
        DueAt: ljubljanaDay(new Date(resolvedAt.getTime() + CREDIT_NOTE_DUE_DAYS * DAY_MS)),
        Lines: complaint.Lines.map((line) => ({
          LineNo: line.LineNo,
          ItemNo: line.ItemNo,
          Quantity: line.Quantity,
          Unit: line.Unit,
          UnitPrice: line.UnitPrice,
          Vat: line.Vat,
        })),
      };
    }
  }
  const last = history[history.length - 1]!;
  const replies = complaint.Messages.filter((m) => new Date(m.At).getTime() + delayMs <= now).map(
    (m) => ({
      At: new Date(new Date(m.At).getTime() + delayMs).toISOString(),
      Message: REPLY(complaint.ComplaintNo),
    }),
  );
  return {
    ComplaintNo: complaint.ComplaintNo,
    State: last.State,
    History: history,
    CreditNote: creditNote,
    ReplacementOrderNo: null,
    Note: last.Note,
    Replies: replies,
  };
}
