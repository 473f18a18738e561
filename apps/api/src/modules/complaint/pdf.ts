// The complaint record as a PDF (issue #16 "the complaint record as a PDF"; decision 043): A4,
// the documents' margins and fonts (document/pdf-page.ts, pdf-fonts.ts: č, š, ž), flowing
// text: the title and number, the buyer, the order and delivery note, the wish, the lines with
// reasons, the description, the state timeline, the resolution and the thread. The photos are named, not printed (the
// record stays small; they download from the detail page).
import PDFDocument from 'pdfkit';
import {
  complaintReasonLabel,
  complaintResolutionLabel,
  complaintStateLabel,
} from '@gradnik/domain/complaints';
import { formatDay, ljubljanaDay } from '@gradnik/domain/date-range';
import { formatCurrency, formatNumber } from '@gradnik/domain/format';
import type { Locale } from '@gradnik/domain/locale';
import type { ComplaintDetail } from '@gradnik/contracts/complaint';
import { BOLD, collectPdf, REGULAR, registerFonts } from '../document/pdf-fonts.ts';
import { COLOR, MARGIN } from '../document/pdf-page.ts';

const WORDS = {
  sl: {
    title: 'Reklamacija',
    buyer: 'Kupec',
    filed: 'Oddana',
    filedBy: 'Oddal',
    agent: 'v imenu stranke zastopnik',
    order: 'Naročilo',
    deliveryNote: 'Dobavnica',
    wish: 'Želena rešitev',
    state: 'Stanje',
    lines: 'Reklamirane postavke',
    reason: 'Razlog',
    description: 'Opis',
    files: 'Priložene datoteke',
    timeline: 'Potek',
    creditNote: 'Dobropis',
    retailer: 'Odgovor trgovca',
    thread: 'Sporočila',
    none: 'Ni.',
  },
  en: {
    title: 'Complaint',
    buyer: 'Buyer',
    filed: 'Filed',
    filedBy: 'Filed by',
    agent: 'on behalf of the customer, agent',
    order: 'Order',
    deliveryNote: 'Delivery note',
    wish: 'Desired resolution',
    state: 'State',
    lines: 'Lines complained about',
    reason: 'Reason',
    description: 'Description',
    files: 'Attached files',
    timeline: 'Timeline',
    creditNote: 'Credit note',
    retailer: "Retailer's answer",
    thread: 'Messages',
    none: 'None.',
  },
} as const;

const when = (iso: string) => formatDay(ljubljanaDay(iso));

export async function renderComplaintPdf(
  complaint: ComplaintDetail,
  buyerName: string,
  locale: Locale,
  printedAt: Date,
): Promise<Buffer> {
  const t = WORDS[locale];
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${t.title} ${complaint.number}`, CreationDate: printedAt },
  });
  registerFonts(pdf);
  const done = collectPdf(pdf);
  const heading = (text: string) => {
    pdf.moveDown(0.8).font(BOLD).fontSize(11).fillColor(COLOR.text).text(text);
    pdf.moveDown(0.2);
  };
  const body = (text: string) => pdf.font(REGULAR).fontSize(9).fillColor(COLOR.text).text(text);
  const fact = (label: string, value: string) =>
    pdf.font(BOLD).fontSize(9).text(`${label}: `, { continued: true }).font(REGULAR).text(value);

  pdf.font(BOLD).fontSize(18).text(`${t.title} ${complaint.number}`);
  pdf.moveDown(0.5);
  fact(t.buyer, buyerName);
  fact(t.filed, when(complaint.createdAt));
  fact(
    t.filedBy,
    complaint.agent
      ? `${complaint.filedBy.name} (${t.agent} ${complaint.agent.name})`
      : complaint.filedBy.name,
  );
  if (complaint.order) fact(t.order, complaint.order.number);
  if (complaint.deliveryNote) fact(t.deliveryNote, complaint.deliveryNote.number);
  fact(t.wish, complaintResolutionLabel(complaint.desiredResolution, locale));
  fact(t.state, complaintStateLabel(complaint.state, locale));

  heading(t.lines);
  for (const line of complaint.lines) {
    body(
      `${line.lineNo}. ${line.code} ${line.name} — ${formatNumber(line.quantity, locale, 3)} ${line.unit}; ${t.reason}: ${complaintReasonLabel(line.reason, locale)}${line.note ? ` (${line.note})` : ''}`,
    );
  }

  heading(t.description);
  body(complaint.description);

  heading(t.files);
  const files = [...complaint.files, ...complaint.thread.flatMap((m) => m.files)];
  body(files.length === 0 ? t.none : files.map((f) => f.name).join(', '));

  heading(t.timeline);
  for (const event of complaint.timeline) {
    body(
      `${when(event.at)} — ${complaintStateLabel(event.state, locale)}${event.note ? `: ${event.note}` : ''}`,
    );
  }
  if (complaint.creditNote) {
    fact(
      t.creditNote,
      `${complaint.creditNote.number} (${formatCurrency(complaint.creditNote.amount, locale)})`,
    );
  }
  if (complaint.retailerNote) {
    heading(t.retailer);
    body(complaint.retailerNote);
  }
  if (complaint.thread.length > 0) {
    heading(t.thread);
    for (const message of complaint.thread) {
      pdf
        .font(BOLD)
        .fontSize(9)
        .text(`${message.authorName}, ${when(message.createdAt)}`);
      body(message.body || '—');
      pdf.moveDown(0.3);
    }
  }
  pdf.end();
  return done;
}
