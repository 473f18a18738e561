// The printed favourites list (issue #15 "print a list for the yard: a PDF with each product's
// name, code and EAN as a scannable barcode (EAN-13), in Slovenian or English"; decision 041).
// The documents' A4 page and fonts (document/pdf-page.ts, pdf-fonts.ts: č, š, ž); the title
// block (list, company, date), then one row per product: name and code, the EAN-13 symbol drawn
// as vector rectangles from the domain's encoder with its digits under it, and the quantity. Ten
// rows a page, page numbers in every footer. A product without a valid EAN shows '—' where the barcode would be.
import { QUANTITY_DECIMALS } from '@gradnik/domain/constants';
import {
  ean13Bars,
  EAN13_MODULES,
  EAN13_QUIET_ZONE,
  ean13TextGroups,
  isValidEan13,
} from '@gradnik/domain/ean13';
import { formatDay, ljubljanaDay } from '@gradnik/domain/date-range';
import { formatNumber } from '@gradnik/domain/format';
import type { Locale } from '@gradnik/domain/locale';
import { BOLD, REGULAR } from '../document/pdf-fonts.ts';
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
} from '../document/pdf-page.ts';
import { LIST_FILE_LABELS, type ListFileLabels } from './labels.ts';

export interface PrintedListRow {
  name: string;
  code: string;
  ean: string | null;
  quantity: number;
  unit: string;
}

export interface PrintedList {
  name: string;
  companyName: string;
  /** When it is printed: the date in the title and the PDF's creation date. */
  printedAt: Date;
  rows: readonly PrintedListRow[];
}

/**
 * The barcode: 0.33 mm a module (GS1's nominal X-dimension, magnification 100 %), bars 15 mm
 * high — shorter than the nominal 22.85 mm so ten products fit a page; phone cameras and
 * hand scanners read truncated symbols of this height well. Guard bars reach 1.65 mm lower.
 */
const MODULE = 0.33 * MM;
const BAR_HEIGHT = 15 * MM;
const GUARD_EXTRA = 1.65 * MM;
const SYMBOL_WIDTH = (EAN13_QUIET_ZONE.left + EAN13_MODULES + EAN13_QUIET_ZONE.right) * MODULE;
const DIGIT_SIZE = 8;

const ROW_HEIGHT = 64;
const CELL_PADDING = 6;
const COLUMNS = {
  product: CONTENT_WIDTH - SYMBOL_WIDTH - 2 * CELL_PADDING - 110,
  barcode: SYMBOL_WIDTH + 2 * CELL_PADDING,
  quantity: 110,
};

interface TextStyle {
  bold?: boolean;
  size?: number;
  color?: string;
  align?: 'left' | 'right' | 'center';
  /** At most this many lines, the last cut with an ellipsis. */
  lines?: number;
}

function write(pdf: Pdf, text: string, x: number, y: number, width: number, style: TextStyle = {}) {
  const size = style.size ?? 9;
  pdf
    .font(style.bold ? BOLD : REGULAR)
    .fontSize(size)
    .fillColor(style.color ?? COLOR.text)
    .text(text, x, y, {
      width,
      align: style.align ?? 'left',
      lineGap: 1,
      ...(style.lines ? { height: style.lines * (size * 1.2 + 1), ellipsis: true } : {}),
    });
  return pdf.y;
}

/** The EAN-13 symbol with its quiet zones at (x, y); its digits under the bars. */
export function drawEan13(pdf: Pdf, code: string, x: number, y: number): void {
  const origin = x + EAN13_QUIET_ZONE.left * MODULE;
  for (const bar of ean13Bars(code)) {
    pdf.rect(
      origin + bar.start * MODULE,
      y,
      bar.width * MODULE,
      BAR_HEIGHT + (bar.guard ? GUARD_EXTRA : 0),
    );
  }
  pdf.fillColor('#000000').fill();
  const [first, left, right] = ean13TextGroups(code);
  const digitsY = y + BAR_HEIGHT + 0.5;
  pdf.font(REGULAR).fontSize(DIGIT_SIZE).fillColor('#000000');
  // The first digit stands in the left quiet zone; each half's digits under its six characters.
  pdf.text(first, x, digitsY, { width: origin - x - MODULE, align: 'right', lineBreak: false });
  pdf.text(left, origin + 3 * MODULE, digitsY, {
    width: 42 * MODULE,
    align: 'center',
    lineBreak: false,
  });
  pdf.text(right, origin + 50 * MODULE, digitsY, {
    width: 42 * MODULE,
    align: 'center',
    lineBreak: false,
  });
}

function quantityText(row: PrintedListRow, locale: Locale): string {
  return `${formatNumber(row.quantity, locale, QUANTITY_DECIMALS)} ${row.unit}`;
}

function drawTableHeader(pdf: Pdf, t: ListFileLabels, y: number): number {
  const height = 18;
  pdf.rect(MARGIN, y, CONTENT_WIDTH, height).fillColor(COLOR.headerFill).fill();
  const style: TextStyle = { bold: true, size: 8.5 };
  const textY = y + 5;
  write(pdf, t.product, MARGIN + CELL_PADDING, textY, COLUMNS.product - CELL_PADDING, style);
  write(pdf, t.ean, MARGIN + COLUMNS.product + CELL_PADDING, textY, COLUMNS.barcode, style);
  write(
    pdf,
    t.quantity,
    MARGIN + COLUMNS.product + COLUMNS.barcode,
    textY,
    COLUMNS.quantity - CELL_PADDING,
    { ...style, align: 'right' },
  );
  rule(pdf, y + height, COLOR.muted, 0.8);
  return y + height;
}

function drawRow(pdf: Pdf, row: PrintedListRow, t: ListFileLabels, locale: Locale, y: number) {
  const productX = MARGIN + CELL_PADDING;
  const productWidth = COLUMNS.product - 2 * CELL_PADDING;
  const below = write(pdf, row.name, productX, y + CELL_PADDING, productWidth, {
    bold: true,
    size: 9.5,
    lines: 2,
  });
  write(pdf, `${t.code}: ${row.code}`, productX, below + 2, productWidth, {
    size: 8.5,
    color: COLOR.muted,
    lines: 1,
  });
  const barcodeX = MARGIN + COLUMNS.product + CELL_PADDING;
  if (row.ean && isValidEan13(row.ean)) {
    drawEan13(pdf, row.ean, barcodeX, y + 7);
  } else {
    write(pdf, t.noEan, barcodeX, y + CELL_PADDING, SYMBOL_WIDTH, { size: 12, align: 'center' });
  }
  write(
    pdf,
    quantityText(row, locale),
    MARGIN + COLUMNS.product + COLUMNS.barcode,
    y + CELL_PADDING,
    COLUMNS.quantity - CELL_PADDING,
    { bold: true, size: 10, align: 'right' },
  );
  rule(pdf, y + ROW_HEIGHT);
}

function drawTitle(pdf: Pdf, list: PrintedList, t: ListFileLabels): number {
  let y = write(pdf, list.name, MARGIN, MARGIN - 4, CONTENT_WIDTH, {
    bold: true,
    size: 18,
    lines: 2,
  });
  if (list.companyName)
    y = write(pdf, list.companyName, MARGIN, y + 2, CONTENT_WIDTH, { size: 10.5 });
  const facts = `${t.printedOn(formatDay(ljubljanaDay(list.printedAt)))} · ${t.products(list.rows.length)}`;
  y = write(pdf, facts, MARGIN, y + 2, CONTENT_WIDTH, { size: 9, color: COLOR.muted });
  rule(pdf, y + 8, COLOR.text, 0.8);
  return y + 16;
}

function drawContinuation(pdf: Pdf, list: PrintedList, t: ListFileLabels): number {
  const y = write(pdf, `${list.name} (${t.continued})`, MARGIN, MARGIN, CONTENT_WIDTH, {
    bold: true,
    size: 10,
    lines: 1,
  });
  return y + 8;
}

function drawFooters(pdf: Pdf, list: PrintedList, t: ListFileLabels): void {
  const left = [list.companyName, list.name].filter(Boolean).join(' · ');
  drawPageFooters(pdf, (page, count, y) => {
    write(pdf, left, MARGIN, y, CONTENT_WIDTH * 0.7, { size: 7.5, color: COLOR.muted, lines: 1 });
    write(pdf, t.page(page, count), MARGIN + CONTENT_WIDTH * 0.7, y, CONTENT_WIDTH * 0.3, {
      size: 7.5,
      color: COLOR.muted,
      align: 'right',
      lines: 1,
    });
  });
}

/** The list as an A4 PDF in `locale`. */
export async function renderListPdf(list: PrintedList, locale: Locale): Promise<Buffer> {
  const t = LIST_FILE_LABELS[locale];
  const { pdf, done } = openA4Pdf(locale, list.name, list.printedAt);

  let y = drawTitle(pdf, list, t);
  if (list.rows.length === 0) {
    write(pdf, t.empty, MARGIN, y, CONTENT_WIDTH, { size: 10.5 });
  } else {
    y = drawTableHeader(pdf, t, y);
    for (const row of list.rows) {
      if (y + ROW_HEIGHT > BODY_BOTTOM) {
        pdf.addPage();
        y = drawTableHeader(pdf, t, drawContinuation(pdf, list, t));
      }
      drawRow(pdf, row, t, locale, y);
      y += ROW_HEIGHT;
    }
  }
  drawFooters(pdf, list, t);
  pdf.end();
  return done;
}
