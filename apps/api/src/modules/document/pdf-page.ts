// The page every A4 PDF of the shop is laid out on (issue #12 documents; issue #15 the printed
// favourites list, decision 041; issue #16 the complaint record): A4 in points, 15 mm margins, a
// footer band at the bottom of every page, the same colours, and the opening of such a PDF with
// the embedded fonts (pdf-fonts.ts). Each renderer keeps its own text styles and content.
import PDFDocument from 'pdfkit';
import type { Locale } from '@gradnik/domain/locale';
import { collectPdf, registerFonts } from './pdf-fonts.ts';

export type Pdf = PDFKit.PDFDocument;

export const PAGE_WIDTH = 595.28;
export const PAGE_HEIGHT = 841.89;
export const MARGIN = 42.5;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
export const FOOTER_HEIGHT = 24;
/** Where a page's body ends: content below it would run into the footer band. */
export const BODY_BOTTOM = PAGE_HEIGHT - MARGIN - FOOTER_HEIGHT;
/** One millimetre in points. */
export const MM = 72 / 25.4;

export const COLOR = { text: '#1a1a1a', muted: '#555555', rule: '#c8c8c8', headerFill: '#eef0f2' };

/** A horizontal line across the content width at `y`. */
export function rule(pdf: Pdf, y: number, color: string = COLOR.rule, width = 0.5): void {
  pdf
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + CONTENT_WIDTH, y)
    .lineWidth(width)
    .strokeColor(color)
    .stroke();
}

/**
 * A new A4 PDF in `locale` with the fonts registered, and its bytes once it has ended. Pages are
 * buffered so the footers (drawPageFooters) can count them at the end. `createdAt` is the PDF's
 * creation date: a fixed one makes the same content render to the same bytes.
 */
export function openA4Pdf(
  locale: Locale,
  title: string,
  createdAt: Date,
): { pdf: Pdf; done: Promise<Buffer> } {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: locale === 'sl' ? 'sl-SI' : 'en-GB',
    displayTitle: true,
    info: { Title: title, Author: 'Gradnik', Creator: 'Gradnik', CreationDate: createdAt },
  });
  const done = collectPdf(pdf);
  registerFonts(pdf);
  return { pdf, done };
}

/**
 * Every page's footer, once all pages exist (a PDF opened by openA4Pdf): a rule over the band,
 * then `draw` writes the page's texts at `y` ("page n of m" needs the count).
 */
export function drawPageFooters(pdf: Pdf, draw: (page: number, count: number, y: number) => void) {
  const { start, count } = pdf.bufferedPageRange();
  const y = PAGE_HEIGHT - MARGIN - FOOTER_HEIGHT + 10;
  for (let i = start; i < start + count; i += 1) {
    pdf.switchToPage(i);
    rule(pdf, y - 5);
    draw(i - start + 1, count, y);
  }
}
