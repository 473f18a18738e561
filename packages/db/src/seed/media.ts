// Demo media. Product rows store short site-relative paths, not data URLs: 100 000 products
// with inline SVGs would add ~100 MB to the database. The server answers these paths by
// rendering on the fly with the functions below (deterministic, no files on disk):
//
//   GET /media/products/{code}-{n}.svg          → renderProductImageSvg(code, n, label?)
//   GET /media/energy-labels/{class}.svg        → renderEnergyLabelSvg(class)
//   GET /media/documents/{code}-{slug}.pdf      → renderDocumentPdf(title, lines)
//   GET /media/promotions/{n}.svg               → renderPromotionSvg(n, title?)
//
// `label` (e.g. the product name) is optional: the server may look it up by code.
import { hash32 } from './random.ts';

export const productImagePath = (code: string, n: number): string =>
  `/media/products/${code}-${n}.svg`;
export const energyLabelPath = (energyClass: string): string =>
  `/media/energy-labels/${energyClass.toUpperCase()}.svg`;
export const productDocumentPath = (code: string, slug: string): string =>
  `/media/documents/${code}-${slug}.pdf`;
export const promotionImagePath = (n: number): string => `/media/promotions/${n}.svg`;

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );
}

/** Wraps text into lines of at most `width` characters (for SVG, which does not wrap). */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > width && line) {
      lines.push(line);
      line = word;
    } else {
      line = (line + ' ' + word).trim();
    }
  }
  if (line) lines.push(line);
  return lines.slice(0, maxLines);
}

/** A 600×600 placeholder picture: colour and shapes derived from the code, so each product looks distinct. */
export function renderProductImageSvg(code: string, n: number, label?: string): string {
  const h = hash32(`${code}:${n}`);
  const hue = h % 360;
  const shape = (h >>> 9) % 3;
  const bg = `hsl(${hue} 45% 92%)`;
  const fg = `hsl(${hue} 55% 38%)`;
  const accent = `hsl(${(hue + 40) % 360} 60% 55%)`;
  const figure =
    shape === 0
      ? `<rect x="170" y="150" width="260" height="220" rx="18" fill="${fg}"/><rect x="200" y="180" width="200" height="40" rx="8" fill="${accent}"/>`
      : shape === 1
        ? `<circle cx="300" cy="260" r="120" fill="${fg}"/><circle cx="300" cy="260" r="55" fill="${accent}"/>`
        : `<path d="M300 130 L440 380 L160 380 Z" fill="${fg}"/><rect x="265" y="300" width="70" height="80" fill="${accent}"/>`;
  const text = wrap(label ?? `Gradnik ${code}`, 28, 2)
    .map(
      (l, i) =>
        `<text x="300" y="${455 + i * 34}" font-size="26" text-anchor="middle" fill="${fg}">${escapeXml(l)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600" font-family="Helvetica, Arial, sans-serif"><rect width="600" height="600" fill="${bg}"/>${figure}${text}<text x="300" y="560" font-size="18" text-anchor="middle" fill="${fg}" opacity="0.7">${escapeXml(code)} · ${n}</text></svg>`;
}

const ENERGY_COLOURS: Record<string, string> = {
  A: '#00a651',
  B: '#50b848',
  C: '#bed630',
  D: '#fff200',
  E: '#fdb913',
  F: '#f37021',
  G: '#ed1c24',
};

/** A simplified EU energy label arrow for class A–G. */
export function renderEnergyLabelSvg(energyClass: string): string {
  const cls = energyClass.toUpperCase();
  const colour = ENERGY_COLOURS[cls] ?? '#999999';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 60" width="120" height="60" font-family="Helvetica, Arial, sans-serif"><path d="M0 0 H90 L120 30 L90 60 H0 Z" fill="${colour}"/><text x="45" y="44" font-size="40" font-weight="bold" text-anchor="middle" fill="#fff">${escapeXml(cls)}</text></svg>`;
}

/** A 1200×600 banner for a promotion. */
export function renderPromotionSvg(n: number, title?: string): string {
  const hue = hash32(`promo:${n}`) % 360;
  const text = wrap(title ?? `Akcija ${n}`, 30, 2)
    .map(
      (l, i) =>
        `<text x="60" y="${250 + i * 70}" font-size="56" font-weight="bold" fill="#fff">${escapeXml(l)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 600" width="1200" height="600" font-family="Helvetica, Arial, sans-serif"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 40%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 70% 55%)"/></linearGradient></defs><rect width="1200" height="600" fill="url(#g)"/><circle cx="1020" cy="140" r="220" fill="#fff" opacity="0.12"/>${text}</svg>`;
}

/** Escapes a string for a PDF literal and folds characters outside WinAnsi (č, š, ž) to ASCII. */
function pdfText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/[\\()]/g, (c) => `\\${c}`);
}

/** A minimal one-page PDF (Helvetica) with a title and text lines: the demo "technical data sheet". */
export function renderDocumentPdf(title: string, lines: string[]): Uint8Array {
  const body = [`BT /F1 20 Tf 56 780 Td (${pdfText(title)}) Tj ET`]
    .concat(
      lines.slice(0, 40).map((l, i) => `BT /F1 11 Tf 56 ${740 - i * 16} Td (${pdfText(l)}) Tj ET`),
    )
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${body.length} >>\nstream\n${body}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}
