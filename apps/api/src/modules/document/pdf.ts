// Business documents as PDF (issue #12): invoices, credit notes, delivery notes, order
// confirmations and offers, A4, in Slovenian or English, with the UPN QR payment code on
// invoices. Takes the plain PrintedDocument (print-model.ts); knows nothing of the database.
import { DOCUMENT_TYPE_LABELS } from '@gradnik/domain/account-documents';
import { QUANTITY_DECIMALS } from '@gradnik/domain/constants';
import { formatCurrency, formatDate, formatNumber } from '@gradnik/domain/format';
import type { Locale } from '@gradnik/domain/locale';
import { upnQrPayload } from '@gradnik/domain/upn-qr';
import type {
  PrintedDocument,
  PrintedDocumentType,
  PrintedPayment,
  PrintLine,
  PrintParty,
} from './print-model.ts';
import { BOLD, REGULAR } from './pdf-fonts.ts';
import {
  BODY_BOTTOM,
  COLOR,
  CONTENT_WIDTH,
  drawPageFooters,
  MARGIN,
  MM,
  openA4Pdf,
  rule,
  type Pdf,
} from './pdf-page.ts';
import { LABELS, type Labels } from './pdf-labels.ts';
import { darkRuns, UPN_QR_OPTIONS, upnQrSymbol, type ModuleRun } from './upn-qr-image.ts';

// ---------------------------------------------------------------------------------------------
// Fonts: DejaVu Sans, embedded (pdf-fonts.ts, shared with the printed favourites list).

/** ISO 20022 purpose code of an invoice for goods: "GDSV", purchase of goods and services. */
const UPN_PURPOSE_CODE = 'GDSV';

export function invoiceQrPayload(doc: PrintedDocument, payment: PrintedPayment): string {
  return upnQrPayload({
    payer: { name: doc.buyer.name, street: doc.buyer.street, city: doc.buyer.postCity },
    amount: doc.gross,
    purposeCode: UPN_PURPOSE_CODE,
    purpose: payment.purpose,
    deadline: doc.dueAt,
    recipientIban: doc.seller.iban,
    recipientReference: payment.qrReference,
    recipient: { name: doc.seller.name, street: doc.seller.street, city: doc.seller.postCity },
  });
}

// ---------------------------------------------------------------------------------------------
// Formats: the shop's own (domain/format.ts), so a PDF shows numbers as the web shop does.

const money = (amount: number, locale: Locale): string => formatCurrency(amount, locale);

const percent = (rate: number, locale: Locale): string =>
  `${formatNumber(rate, locale, 2)}${locale === 'sl' ? '\u00a0%' : '%'}`;

const quantity = (line: PrintLine, locale: Locale): string =>
  `${formatNumber(line.quantity, locale, QUANTITY_DECIMALS)} ${line.unit}`;

/** YYYY-MM-DD as DD. MM. YYYY, read as a calendar day (no time zone can move it). */
function day(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new RangeError(`A document date must be YYYY-MM-DD, got '${isoDate}'`);
  return formatDate(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

/** 'SI56020100012345678' → 'SI56 0201 0001 2345 678', as IBANs are printed. */
const printedIban = (iban: string): string =>
  iban
    .replace(/\s+/g, '')
    .replace(/(.{4})(?=.)/g, '$1 ')
    .toUpperCase();

// ---------------------------------------------------------------------------------------------
// Layout: the shop's A4 page (pdf-page.ts: 15 mm margins, a footer band on every page).

/** The UPN QR code is printed 40 mm wide without its quiet zone, as on the UPN QR form. */
const QR_MODULES = 77; // version 15
const QR_SIZE = (40 * MM * (QR_MODULES + 2 * UPN_QR_OPTIONS.margin)) / QR_MODULES;

const SIZE = { title: 20, number: 11, heading: 12, body: 8.5, small: 7.5 } as const;
const CELL_PADDING = 3;

interface Column {
  label: string;
  width: number;
  align: 'left' | 'right';
  cell: (line: PrintLine) => string;
}

/** Delivery notes carry quantities only: what a delivery note is. */
function isPriced(type: PrintedDocumentType): boolean {
  return type !== 'delivery_note';
}

function tableColumns(doc: PrintedDocument, locale: Locale, t: Labels): Column[] {
  if (!isPriced(doc.type)) {
    return [
      { label: t.code, width: 90, align: 'left', cell: (l) => l.code },
      { label: t.name, width: CONTENT_WIDTH - 190, align: 'left', cell: (l) => l.name },
      { label: t.quantity, width: 100, align: 'right', cell: (l) => quantity(l, locale) },
    ];
  }
  const fixed = 60 + 64 + 64 + 42 + 70 + 40;
  return [
    { label: t.code, width: 60, align: 'left', cell: (l) => l.code },
    { label: t.name, width: CONTENT_WIDTH - fixed, align: 'left', cell: (l) => l.name },
    { label: t.quantity, width: 64, align: 'right', cell: (l) => quantity(l, locale) },
    { label: t.unitPrice, width: 64, align: 'right', cell: (l) => money(l.unitPrice, locale) },
    {
      label: t.discount,
      width: 42,
      align: 'right',
      cell: (l) => (l.discountPercent ? percent(l.discountPercent, locale) : ''),
    },
    { label: t.value, width: 70, align: 'right', cell: (l) => money(l.value, locale) },
    { label: t.vatRate, width: 40, align: 'right', cell: (l) => percent(l.vatRate, locale) },
  ];
}

interface Context {
  pdf: Pdf;
  doc: PrintedDocument;
  locale: Locale;
  t: Labels;
  columns: Column[];
}

interface TextStyle {
  bold?: boolean;
  size?: number;
  color?: string;
  align?: 'left' | 'right';
  oneLine?: boolean;
}

/** Writes `text` at (x, y) within `width` and returns the y below it. */
function write(
  pdf: Pdf,
  text: string,
  x: number,
  y: number,
  width: number,
  style: TextStyle = {},
): number {
  const size = style.size ?? SIZE.body;
  pdf
    .font(style.bold ? BOLD : REGULAR)
    .fontSize(size)
    .fillColor(style.color ?? COLOR.text)
    .text(text, x, y, {
      width,
      align: style.align ?? 'left',
      // One line, cut with an ellipsis: a footer that wrapped would spill onto a new page.
      ...(style.oneLine ? { height: size * 1.25, ellipsis: true } : {}),
    });
  return pdf.y;
}

/** Lines of a party's block: name, address, VAT ID and registration number when known. */
function partyLines(party: PrintParty, t: Labels): string[] {
  const lines = [party.street, party.postCity];
  if (party.taxNumber) lines.push(`${t.vatId}: ${party.taxNumber}`);
  if (party.registrationNumber) lines.push(`${t.registrationNo}: ${party.registrationNumber}`);
  return lines.filter((line) => line.trim() !== '');
}

function drawParty(
  ctx: Context,
  label: string,
  party: PrintParty,
  x: number,
  y: number,
  w: number,
): number {
  let bottom = write(ctx.pdf, label, x, y, w, { bold: true, size: SIZE.small, color: COLOR.muted });
  bottom = write(ctx.pdf, party.name, x, bottom + 2, w, { bold: true, size: 10 });
  for (const line of partyLines(party, ctx.t)) bottom = write(ctx.pdf, line, x, bottom + 1, w);
  return bottom;
}

/** Seller at the top left, the title and number at the top right. */
function drawLetterhead(ctx: Context): number {
  const { pdf, doc, t } = ctx;
  const half = CONTENT_WIDTH / 2;
  let left = write(pdf, doc.seller.name, MARGIN, MARGIN, half, { bold: true, size: SIZE.heading });
  for (const line of partyLines(doc.seller, t)) {
    left = write(pdf, line, MARGIN, left + 1, half, { color: COLOR.muted });
  }
  const titleX = MARGIN + half;
  let right = write(pdf, DOCUMENT_TYPE_LABELS[ctx.locale][doc.type], titleX, MARGIN - 4, half, {
    bold: true,
    size: SIZE.title,
    align: 'right',
  });
  right = write(pdf, doc.number, titleX, right + 2, half, {
    bold: true,
    size: SIZE.number,
    align: 'right',
  });
  const bottom = Math.max(left, right) + 10;
  rule(pdf, bottom, COLOR.text, 0.8);
  return bottom + 12;
}

/** Dates, order number and the buyer's reference as label/value rows. */
function infoRows(ctx: Context): [string, string][] {
  const { doc, t } = ctx;
  const rows: [string, string][] = [[t.issuedAt, day(doc.issuedAt)]];
  if (doc.dueAt && doc.type === 'invoice') rows.push([t.dueAt, day(doc.dueAt)]);
  if (doc.dueAt && doc.type === 'offer') rows.push([t.validUntil, day(doc.dueAt)]);
  if (doc.orderNumber) rows.push([t.orderNumber, doc.orderNumber]);
  if (doc.reference) rows.push([t.reference, doc.reference]);
  return rows;
}

/** Buyer, delivery address and the document's dates side by side. */
function drawParties(ctx: Context, y: number): number {
  const { doc, t, pdf } = ctx;
  const gap = 12;
  const column = (CONTENT_WIDTH - 2 * gap) / 3;
  let bottom = drawParty(ctx, t.buyer, doc.buyer, MARGIN, y, column);
  if (doc.deliveryTo) {
    const x = MARGIN + column + gap;
    bottom = Math.max(bottom, drawParty(ctx, t.deliveryTo, doc.deliveryTo, x, y, column));
  }
  const infoX = MARGIN + 2 * (column + gap);
  let infoY = y;
  for (const [label, value] of infoRows(ctx)) {
    const labelBottom = write(pdf, label, infoX, infoY, column * 0.5, { color: COLOR.muted });
    const valueBottom = write(pdf, value, infoX + column * 0.5, infoY, column * 0.5, {
      bold: true,
      align: 'right',
    });
    infoY = Math.max(labelBottom, valueBottom) + 3;
  }
  return Math.max(bottom, infoY) + 16;
}

/** On pages after the first: the title and number, so a loose page can be placed. */
function drawContinuation(ctx: Context): number {
  const { pdf, doc, t } = ctx;
  const title = `${DOCUMENT_TYPE_LABELS[ctx.locale][doc.type]} ${doc.number} (${t.continued})`;
  const bottom = write(pdf, title, MARGIN, MARGIN, CONTENT_WIDTH, { bold: true, size: 10 });
  rule(pdf, bottom + 4);
  return bottom + 12;
}

function rowHeight(ctx: Context, cells: string[], bold: boolean): number {
  ctx.pdf.font(bold ? BOLD : REGULAR).fontSize(SIZE.body);
  let height = 0;
  ctx.columns.forEach((column, i) => {
    const text = cells[i] ?? '';
    const h = ctx.pdf.heightOfString(text || ' ', { width: column.width - 2 * CELL_PADDING });
    height = Math.max(height, h);
  });
  return height + 2 * CELL_PADDING;
}

function drawRow(ctx: Context, cells: string[], y: number, height: number, bold: boolean): void {
  let x = MARGIN;
  ctx.columns.forEach((column, i) => {
    const width = column.width - 2 * CELL_PADDING;
    const style: TextStyle = { bold, align: column.align };
    write(ctx.pdf, cells[i] ?? '', x + CELL_PADDING, y + CELL_PADDING, width, style);
    x += column.width;
  });
  rule(ctx.pdf, y + height, bold ? COLOR.muted : COLOR.rule, bold ? 0.8 : 0.4);
}

function drawTableHeader(ctx: Context, y: number): number {
  const labels = ctx.columns.map((column) => column.label);
  const height = rowHeight(ctx, labels, true);
  ctx.pdf.rect(MARGIN, y, CONTENT_WIDTH, height).fillColor(COLOR.headerFill).fill();
  drawRow(ctx, labels, y, height, true);
  return y + height;
}

function newPage(ctx: Context): number {
  ctx.pdf.addPage();
  return drawContinuation(ctx);
}

/** The lines; a line that does not fit goes to a new page, under a repeated header. */
function drawLines(ctx: Context, y: number): number {
  let top = drawTableHeader(ctx, y);
  for (const line of ctx.doc.lines) {
    const cells = ctx.columns.map((column) => column.cell(line));
    const height = rowHeight(ctx, cells, false);
    if (top + height > BODY_BOTTOM) top = drawTableHeader(ctx, newPage(ctx));
    drawRow(ctx, cells, top, height, false);
    top += height;
  }
  return top + 14;
}

/** Moves to a new page unless `height` fits below `y`. */
function ensureRoom(ctx: Context, y: number, height: number): number {
  return y + height > BODY_BOTTOM ? newPage(ctx) : y;
}

const TOTALS_LINE = 14;

/** A row of cells of the given widths from x = MARGIN; the first left-aligned, the rest right. */
function writeCells(pdf: Pdf, cells: string[], widths: number[], y: number, style: TextStyle) {
  let x = MARGIN;
  cells.forEach((cell, i) => {
    const width = widths[i] ?? 0;
    write(pdf, cell, x, y, width, { ...style, align: i === 0 ? 'left' : 'right' });
    x += width;
  });
}

/** The VAT breakdown: base and VAT for each rate (22 % and 9,5 %). */
function drawVatBreakdown(ctx: Context, top: number): void {
  const { pdf, doc, locale, t } = ctx;
  const widths = [70, 85, 85];
  const headers = [t.vatRateHeading, t.vatBase, t.vatAmount];
  writeCells(pdf, headers, widths, top, { bold: true, color: COLOR.muted });
  doc.vatByRate.forEach((rate, row) => {
    const cells = [percent(rate.rate, locale), money(rate.base, locale), money(rate.vat, locale)];
    writeCells(pdf, cells, widths, top + (row + 1) * TOTALS_LINE, {});
  });
}

/** Net, VAT and gross at the right; gross (what is to be paid on an invoice) in bold. */
function drawSums(ctx: Context, top: number): void {
  const { pdf, doc, locale, t } = ctx;
  const width = 230;
  const labelX = MARGIN + CONTENT_WIDTH - width;
  const valueX = labelX + width * 0.55;
  const rows: [string, number][] = [
    [t.net, doc.net],
    [t.vat, doc.vat],
  ];
  rows.forEach(([label, amount], i) => {
    write(pdf, label, labelX, top + i * TOTALS_LINE, width * 0.55);
    write(pdf, money(amount, locale), valueX, top + i * TOTALS_LINE, width * 0.45, {
      align: 'right',
    });
  });
  const grossY = top + rows.length * TOTALS_LINE + 4;
  pdf
    .moveTo(labelX, grossY - 3)
    .lineTo(MARGIN + CONTENT_WIDTH, grossY - 3)
    .lineWidth(0.8)
    .strokeColor(COLOR.text)
    .stroke();
  const gross = { bold: true, size: 10 };
  write(pdf, doc.type === 'invoice' ? t.amountDue : t.gross, labelX, grossY, width * 0.55, gross);
  write(pdf, money(doc.gross, locale), valueX, grossY, width * 0.45, { ...gross, align: 'right' });
}

/** VAT by rate on the left, net / VAT / gross on the right, kept together on one page. */
function drawTotals(ctx: Context, y: number): number {
  const height = Math.max(ctx.doc.vatByRate.length + 1, 3) * TOTALS_LINE + 10;
  const top = ensureRoom(ctx, y, height);
  drawVatBreakdown(ctx, top);
  drawSums(ctx, top);
  return top + height + 12;
}

/** Invoices: whom to pay, with which reference by when, and the UPN QR code for a phone. */
function drawPayment(ctx: Context, y: number, payment: PrintedPayment, qr: ModuleRun[]): number {
  const { pdf, doc, locale, t } = ctx;
  const padding = 10;
  const height = QR_SIZE + 2 * padding;
  const top = ensureRoom(ctx, y, height);
  pdf.rect(MARGIN, top, CONTENT_WIDTH, height).lineWidth(0.6).strokeColor(COLOR.rule).stroke();

  const x = MARGIN + padding;
  const textWidth = CONTENT_WIDTH - QR_SIZE - 3 * padding;
  const labelWidth = 90;
  let rowY = write(pdf, t.payment, x, top + padding, textWidth, { bold: true, size: 10 }) + 5;
  const rows: [string, string][] = [
    [t.recipient, `${doc.seller.name}, ${doc.seller.street}, ${doc.seller.postCity}`],
    [t.iban, printedIban(doc.seller.iban)],
    [t.bank, doc.seller.bank],
    [t.paymentReference, payment.reference],
    [t.amount, money(doc.gross, locale)],
    [t.purpose, payment.purpose],
  ];
  if (doc.dueAt) rows.splice(4, 0, [t.dueAt, day(doc.dueAt)]);
  for (const [label, value] of rows) {
    write(pdf, label, x, rowY, labelWidth, { color: COLOR.muted });
    rowY = write(pdf, value, x + labelWidth, rowY, textWidth - labelWidth, { bold: true }) + 2;
  }
  write(pdf, t.quoteReference, x, rowY + 4, textWidth, { size: SIZE.small, color: COLOR.muted });

  drawQr(pdf, qr, MARGIN + CONTENT_WIDTH - padding - QR_SIZE, top + padding);
  return top + height + 12;
}

/** The QR code's dark modules as one filled path of rectangles, inside its quiet zone. */
function drawQr(pdf: Pdf, runs: ModuleRun[], x: number, y: number): void {
  const unit = QR_SIZE / (QR_MODULES + 2 * UPN_QR_OPTIONS.margin);
  const origin = UPN_QR_OPTIONS.margin * unit;
  for (const run of runs) {
    pdf.rect(x + origin + run.col * unit, y + origin + run.row * unit, run.length * unit, unit);
  }
  pdf.fillColor('#000000').fill();
}

/** "Page n of m" and the seller's bank account on every page, once all pages exist. */
function drawFooters(ctx: Context): void {
  const { pdf, doc, t } = ctx;
  const seller = [doc.seller.name, `${t.iban} ${printedIban(doc.seller.iban)}`, doc.seller.bank]
    .filter(Boolean)
    .join(' · ');
  const style: TextStyle = { size: SIZE.small, color: COLOR.muted, oneLine: true };
  const pageX = MARGIN + CONTENT_WIDTH * 0.75;
  drawPageFooters(pdf, (page, count, y) => {
    write(pdf, seller, MARGIN, y, CONTENT_WIDTH * 0.75, style);
    write(pdf, t.page(page, count), pageX, y, CONTENT_WIDTH * 0.25, { ...style, align: 'right' });
  });
}

/**
 * The document as an A4 PDF in `locale`. The PDF's creation date is the issue date, so the same
 * document renders to the same bytes (tests compare them; an archive copy does not change).
 */
export async function renderDocumentPdf(doc: PrintedDocument, locale: Locale): Promise<Buffer> {
  const t = LABELS[locale];
  day(doc.issuedAt); // refuses a malformed date before anything is drawn
  const qr = doc.payment ? darkRuns(upnQrSymbol(invoiceQrPayload(doc, doc.payment))) : null;
  const { pdf, done } = openA4Pdf(
    locale,
    `${DOCUMENT_TYPE_LABELS[locale][doc.type]} ${doc.number}`,
    new Date(`${doc.issuedAt}T00:00:00Z`),
  );

  const ctx: Context = { pdf, doc, locale, t, columns: tableColumns(doc, locale, t) };
  let y = drawLetterhead(ctx);
  y = drawParties(ctx, y);
  y = drawLines(ctx, y);
  if (isPriced(doc.type)) y = drawTotals(ctx, y);
  if (doc.payment && qr) drawPayment(ctx, y, doc.payment, qr);
  drawFooters(ctx);
  pdf.end();
  return done;
}
