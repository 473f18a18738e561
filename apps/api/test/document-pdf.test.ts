// Business documents as PDF (issue #12): text, pages, the UPN QR image, metadata.
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { extractText, getMeta } from 'unpdf';
import { invoiceReference } from '@gradnik/domain/payment-reference';
import { encodeIso8859_2 } from '@gradnik/domain/upn-qr';
import { invoiceQrPayload, renderDocumentPdf } from '../src/modules/document/pdf.ts';
import { darkRuns, upnQrSymbol } from '../src/modules/document/upn-qr-image.ts';
import type { PrintedDocument, PrintLine } from '../src/modules/document/print-model.ts';

function lines(count: number): PrintLine[] {
  return Array.from({ length: count }, (_, i) => ({
    code: `ART-${String(i + 1).padStart(4, '0')}`,
    name:
      i % 7 === 0
        ? `Lepilo za ploščice Čšž ${i + 1}, fleksibilno, C2TE S1, vreča 25 kg`
        : `Vijak ${i + 1}`,
    quantity: i + 1.5,
    unit: 'KOS',
    unitPrice: 12.34,
    discountPercent: i % 3 === 0 ? 5 : null,
    value: 10,
    vatRate: i % 2 === 0 ? 22 : 9.5,
  }));
}

const reference = invoiceReference('RA-26-000123');

const invoice: PrintedDocument = {
  type: 'invoice',
  number: 'RA-26-000123',
  issuedAt: '2026-03-02',
  dueAt: '2026-04-01',
  orderNumber: 'NA-26-004567',
  reference: 'Gradbišče Šmarna gora',
  seller: {
    name: 'Gradnik d.o.o.',
    street: 'Tržaška cesta 118',
    postCity: '1000 Ljubljana',
    taxNumber: 'SI12345678',
    registrationNumber: '1234567000',
    iban: 'SI56020100012345678',
    bank: 'NLB d.d.',
  },
  buyer: {
    name: 'Gradbeništvo Čšž d.o.o.',
    street: 'Cesta 4. julija 12',
    postCity: '8270 Krško',
    taxNumber: 'SI87654321',
    registrationNumber: '7654321000',
  },
  deliveryTo: { name: 'Gradbišče Žiri', street: 'Jobstova 1', postCity: '4226 Žiri' },
  lines: lines(3),
  vatByRate: [
    { rate: 22, base: 10000, vat: 2200 },
    { rate: 9.5, base: 100, vat: 9.5 },
  ],
  net: 10100,
  vat: 2209.5,
  gross: 12309.5,
  payment: {
    reference: reference.printed,
    qrReference: reference.qr,
    purpose: 'Plačilo računa RA-26-000123',
  },
};

/** Whitespace (the formats' no-break spaces among it) as single plain spaces. */
const plain = (text: string): string => text.replace(/\s+/g, ' ');

async function pagesText(pdf: Buffer): Promise<string[]> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: false });
  return text.map(plain);
}

/** The PDF's streams, inflated (PDFKit deflates page contents; fonts come out as bytes). */
function contentStreams(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const streams: string[] = [];
  for (const match of text.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    try {
      streams.push(inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1'));
    } catch {
      // Not deflated: not a page's content.
    }
  }
  return streams;
}

/**
 * The image XObjects of a PDF with their sizes. Read from the bytes: PDFKit writes object
 * dictionaries uncompressed, and unpdf's extractImages needs Node 22 (transferToFixedLength).
 */
function images(pdf: Buffer): { width: number; height: number }[] {
  const dictionaries = pdf.toString('latin1').match(/\/Subtype \/Image[^>]*/g) ?? [];
  return dictionaries.map((dictionary) => ({
    width: Number(/\/Width (\d+)/.exec(dictionary)?.[1]),
    height: Number(/\/Height (\d+)/.exec(dictionary)?.[1]),
  }));
}

describe('document PDF (issue #12)', () => {
  it('is a PDF with the number, the parties and Slovenian totals', async () => {
    const pdf = await renderDocumentPdf(invoice, 'sl');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const [text = ''] = await pagesText(pdf);
    expect(text).toContain('Račun');
    expect(text).toContain('RA-26-000123');
    expect(text).toContain('Gradbeništvo Čšž d.o.o.');
    expect(text).toContain('Gradbišče Žiri');
    expect(text).toContain('ID za DDV: SI87654321');
    expect(text).toContain('Matična številka: 7654321000');
    expect(text).toContain('02. 03. 2026');
    expect(text).toContain('01. 04. 2026');
    expect(text).toContain('NA-26-004567');
    expect(text).toContain('Gradbišče Šmarna gora');
    expect(text).toContain('10.100,00 €');
    expect(text).toContain('2209,50 €');
    expect(text).toContain('12.309,50 €');
    expect(text).toContain('9,5 %');
    expect(text).toContain('SI12 260001236');
    expect(text).toContain('SI56 0201 0001 2345 678');
    expect(text).toContain('Stran 1 od 1');
  });

  it('sets the title and author', async () => {
    const { info } = await getMeta(new Uint8Array(await renderDocumentPdf(invoice, 'sl')));
    expect(info).toMatchObject({ Title: 'Račun RA-26-000123', Author: 'Gradnik' });
  });

  it('renders in English with English formats', async () => {
    const [text = ''] = await pagesText(await renderDocumentPdf(invoice, 'en'));
    expect(text).toContain('Invoice');
    expect(text).toContain('Due date');
    expect(text).toContain('€12,309.50');
    expect(text).toContain('9.5%');
    expect(text).toContain('Page 1 of 1');
  });

  it('titles every kind of document', async () => {
    const titles = {
      credit_note: 'Dobropis',
      delivery_note: 'Dobavnica',
      order_confirmation: 'Potrditev naročila',
      offer: 'Ponudba',
    } as const;
    for (const [type, title] of Object.entries(titles)) {
      const doc: PrintedDocument = {
        ...invoice,
        type: type as PrintedDocument['type'],
        payment: null,
      };
      const [text = ''] = await pagesText(await renderDocumentPdf(doc, 'sl'));
      expect(text).toContain(title);
      expect(text.includes('Velja do 01. 04. 2026')).toBe(type === 'offer');
    }
  });

  it('breaks a long document across pages, repeating the table header', async () => {
    const doc: PrintedDocument = { ...invoice, lines: lines(120) };
    const pages = await pagesText(await renderDocumentPdf(doc, 'sl'));
    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((text, i) => {
      expect(text).toContain(`Stran ${i + 1} od ${pages.length}`);
      expect(text).toContain('Šifra');
    });
    const all = pages.join(' ');
    expect(all).toContain('ART-0001');
    expect(all).toContain('ART-0120');
    expect(pages.slice(1).every((text) => text.includes('RA-26-000123 (nadaljevanje)'))).toBe(true);
  });

  it('draws the UPN QR code on an invoice as vector modules, no image', async () => {
    const pdf = await renderDocumentPdf(invoice, 'sl');
    expect(images(pdf)).toEqual([]);
    // One rectangle per run of dark modules, in the page's (deflated) content stream.
    const runs = darkRuns(upnQrSymbol(invoiceQrPayload(invoice, invoice.payment!)));
    const content = contentStreams(pdf).join('\n');
    expect(content.match(/ re\n/g)?.length ?? 0).toBeGreaterThanOrEqual(runs.length);
  });

  it('encodes the UPN QR code as the standard asks: version 15, level M, ECI 4, bytes', () => {
    const payload = 'UPNQR\n\n\n\n\nGradbeništvo Čšž\n';
    const symbol = upnQrSymbol(payload);
    expect(symbol.version).toBe(15);
    expect(symbol.modules.size).toBe(77);
    expect(symbol.errorCorrectionLevel).toEqual({ bit: 0 }); // M
    const [eci, bytes] = symbol.segments as unknown as [
      { mode: { bit: number }; getLength: () => number },
      { mode: { id: string }; data: Uint8Array },
    ];
    expect(eci.mode.bit).toBe(0b0111); // ECI mode indicator
    expect(eci.getLength()).toBe(4); // ECI 000004: ISO 8859-2
    expect(bytes.mode.id).toBe('Byte');
    expect([...bytes.data]).toEqual([...encodeIso8859_2(payload)]);
  });

  it('turns the modules into horizontal runs that cover exactly the dark ones', () => {
    const symbol = upnQrSymbol('UPNQR\nČŠŽ\n');
    const dark = new Set<string>();
    for (const run of darkRuns(symbol)) {
      expect(run.length).toBeGreaterThan(0);
      for (let c = run.col; c < run.col + run.length; c += 1) dark.add(`${run.row}:${c}`);
    }
    const { size } = symbol.modules;
    for (let row = 0; row < size; row += 1) {
      for (let col = 0; col < size; col += 1) {
        expect(dark.has(`${row}:${col}`)).toBe(symbol.modules.get(row, col) === 1);
      }
    }
  });

  it('shows a delivery note without prices or a payment code', async () => {
    const doc: PrintedDocument = { ...invoice, type: 'delivery_note', payment: null };
    const pdf = await renderDocumentPdf(doc, 'sl');
    const [text = ''] = await pagesText(pdf);
    expect(text).toContain('Dobavnica');
    expect(text).toContain('1,5 KOS');
    expect(text).not.toContain('€');
    expect(text).not.toContain('12,34');
    expect(text).not.toContain('Cena');
    expect(images(pdf)).toEqual([]);
  });

  it('renders the same document to the same bytes', async () => {
    const [a, b] = await Promise.all([
      renderDocumentPdf(invoice, 'sl'),
      renderDocumentPdf(invoice, 'sl'),
    ]);
    expect(a.equals(b)).toBe(true);
  });

  it('refuses a malformed issue date', async () => {
    await expect(renderDocumentPdf({ ...invoice, issuedAt: '2.3.2026' }, 'sl')).rejects.toThrow(
      RangeError,
    );
  });
});
