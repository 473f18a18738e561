// What every PDF of the shop shares (issue #12 documents; issue #15 the printed favourites list,
// decision 041): the embedded fonts and the collecting of PDFKit's output into one buffer.
// The PDF standard fonts cannot show č, š, ž or €, so DejaVu Sans is embedded (subset). The
// files are read once per process: a render must stay well under 150 ms (issue #12).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

interface FontBytes {
  regular: Buffer;
  bold: Buffer;
}

let fontBytes: FontBytes | null = null;

export function fonts(): FontBytes {
  fontBytes ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fontBytes;
}

export const REGULAR = 'DejaVuSans';
export const BOLD = 'DejaVuSans-Bold';

/** Registers the two fonts under REGULAR and BOLD. */
export function registerFonts(pdf: PDFKit.PDFDocument): void {
  const { regular, bold } = fonts();
  pdf.registerFont(REGULAR, regular);
  pdf.registerFont(BOLD, bold);
}

/** The document's bytes once it has ended (call before pdf.end()). */
export function collectPdf(pdf: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
}
