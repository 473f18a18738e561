// Streamed exports of the document list (issue #12): CSV, XLSX and a ZIP of PDFs.
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { setImmediate as nextMacrotask, setTimeout as sleep } from 'node:timers/promises';
import { crc32, inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it, vi } from 'vitest';
import type { ExportColumn } from '../src/modules/document/export/columns.ts';
import { csvStream } from '../src/modules/document/export/csv.ts';
import { xlsxStream } from '../src/modules/document/export/xlsx.ts';
import { safeEntryName, zipStream } from '../src/modules/document/export/zip.ts';

interface DocRow {
  number: string;
  partner: string;
  date: string;
  total: number;
  quantity: number | null;
}

const COLUMNS: readonly ExportColumn<DocRow>[] = [
  { header: 'Številka', kind: 'text', value: (row) => row.number },
  { header: 'Partner', kind: 'text', width: 40, value: (row) => row.partner },
  { header: 'Datum', kind: 'date', value: (row) => row.date },
  { header: 'Znesek', kind: 'money', value: (row) => row.total },
  { header: 'Količina', kind: 'number', value: (row) => row.quantity },
];

const ROWS: DocRow[] = [
  {
    number: 'RA-26-1',
    partner: 'Gradnje Čušin; "Žaga" d.o.o.',
    date: '2026-03-05',
    total: 1234.56,
    quantity: 2.5,
  },
  { number: 'RA-26-2', partner: '=SUM(A1)', date: '2026-12-31', total: -12.5, quantity: 1000 },
  { number: '-2+3', partner: '@x', date: '2026-01-01', total: 0, quantity: null },
];

/** Rows as a database cursor hands them out: one round trip per batch. */
async function* cursor<T>(items: Iterable<T>, batch = 500): AsyncGenerator<T> {
  let i = 0;
  for (const item of items) {
    if (i % batch === 0) await nextMacrotask();
    i += 1;
    yield item;
  }
}

/** A cursor whose connection breaks after the last item. */
async function* failingAfter<T>(items: Iterable<T>, error: Error): AsyncGenerator<T> {
  yield* cursor(items);
  await nextMacrotask();
  throw error;
}

/** An endless cursor that tells how many rows were pulled and whether it was closed. */
function endlessCursor(): {
  rows: AsyncGenerator<DocRow>;
  state: { pulled: number; closed: boolean };
} {
  const state = { pulled: 0, closed: false };
  async function* rows(): AsyncGenerator<DocRow> {
    try {
      for (;;) {
        if (state.pulled % 500 === 0) await nextMacrotask();
        state.pulled += 1;
        yield {
          number: `RA-${state.pulled}`,
          partner: 'P',
          date: '2026-01-01',
          total: 1,
          quantity: 1,
        };
      }
    } finally {
      state.closed = true;
    }
  }
  return { rows: rows(), state };
}

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function manyRows(count: number): DocRow[] {
  return Array.from({ length: count }, (_, i) => ({
    number: `RA-26-${i + 1}`,
    partner: `Partner ${i % 97} – Črnomelj`,
    date: `2026-${String((i % 12) + 1).padStart(2, '0')}-15`,
    total: (i * 137) / 100,
    quantity: i % 7,
  }));
}

describe('csvStream', () => {
  it('writes the CSV that Slovenian Excel opens: BOM, semicolons, decimal comma, DD.MM.YYYY', async () => {
    const bytes = await collect(csvStream(cursor(ROWS), COLUMNS));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines).toEqual([
      'Številka;Partner;Datum;Znesek;Količina',
      'RA-26-1;"Gradnje Čušin; ""Žaga"" d.o.o.";05.03.2026;1234,56;2,5',
      "RA-26-2;'=SUM(A1);31.12.2026;-12,50;1000",
      "'-2+3;'@x;01.01.2026;0,00;",
      '',
    ]);
  });

  it('quotes fields with line breaks and keeps money at two decimals', async () => {
    const columns: ExportColumn<{ note: string; amount: number }>[] = [
      { header: 'Opomba', kind: 'text', value: (row) => row.note },
      { header: 'Znesek', kind: 'money', value: (row) => row.amount },
    ];
    const text = (
      await collect(csvStream(cursor([{ note: 'vrstica 1\nvrstica 2', amount: 1.005 }]), columns))
    )
      .subarray(3)
      .toString('utf8');
    expect(text).toBe('Opomba;Znesek\r\n"vrstica 1\nvrstica 2";1,01\r\n');
  });

  it('streams 10 000 rows in chunks of many lines', async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of csvStream(cursor(manyRows(10_000)), COLUMNS))
      chunks.push(chunk as Buffer);
    const lines = Buffer.concat(chunks).toString('utf8').split('\r\n');
    expect(lines).toHaveLength(10_002); // header + rows + the empty string after the last CRLF
    expect(chunks.length).toBeGreaterThan(10);
    expect(chunks.length).toBeLessThan(100);
  });

  it('pulls rows only as the consumer reads', async () => {
    const source = endlessCursor();
    for await (const _chunk of csvStream(source.rows, COLUMNS)) break;
    await vi.waitFor(() => expect(source.state.closed).toBe(true));
    expect(source.state.pulled).toBeLessThan(5_000);
  });

  it('destroys the stream with the error of a failing row source', async () => {
    const error = new Error('database went away');
    const stream = csvStream(failingAfter(ROWS, error), COLUMNS);
    await expect(collect(stream)).rejects.toBe(error);
    expect(stream.destroyed).toBe(true);
  });

  it('refuses a value that does not fit its column', async () => {
    const columns: ExportColumn<DocRow>[] = [
      { header: 'Datum', kind: 'date', value: () => '2026-02-30' },
    ];
    await expect(collect(csvStream(cursor(ROWS), columns))).rejects.toThrow(/Datum/);
  });
});

describe('xlsxStream', () => {
  async function load(bytes: Buffer): Promise<ExcelJS.Worksheet> {
    const workbook = new ExcelJS.Workbook();
    // ExcelJS types its own `Buffer extends ArrayBuffer`; at run time it takes a Node Buffer.
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no worksheet');
    return sheet;
  }

  it('writes a bold, frozen, filtered header and real number and date cells', async () => {
    const bytes = await collect(
      xlsxStream(cursor(ROWS), COLUMNS, { sheetName: 'Računi 2026', title: 'Računi' }),
    );
    const sheet = await load(bytes);

    expect(sheet.name).toBe('Računi 2026');
    expect(sheet.rowCount).toBe(1 + ROWS.length);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Številka',
      'Partner',
      'Datum',
      'Znesek',
      'Količina',
    ]);
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:E1');
    expect(sheet.getColumn(2).width).toBe(40);

    const money = sheet.getCell('D2');
    expect(money.value).toBe(1234.56);
    expect(money.numFmt).toBe('#,##0.00 "€"');
    expect(sheet.getCell('D3').value).toBe(-12.5);
    expect(sheet.getCell('E2').value).toBe(2.5);
    expect(sheet.getCell('E2').numFmt).toBe('#,##0.###');
    expect(sheet.getCell('E4').value).toBeNull();

    const date = sheet.getCell('C2');
    expect(date.value).toBeInstanceOf(Date);
    expect((date.value as Date).toISOString()).toBe('2026-03-05T00:00:00.000Z');
    expect(date.numFmt).toBe('dd.mm.yyyy');

    expect(sheet.getCell('B2').value).toBe('Gradnje Čušin; "Žaga" d.o.o.');
    expect(sheet.getCell('B3').value).toBe("'=SUM(A1)");
    expect(sheet.getCell('A4').value).toBe("'-2+3");
  });

  it('writes 10 000 rows', async () => {
    const rows = manyRows(10_000);
    const sheet = await load(
      await collect(xlsxStream(cursor(rows), COLUMNS, { sheetName: 'Računi' })),
    );
    expect(sheet.rowCount).toBe(10_001);
    expect(sheet.getCell('A10001').value).toBe('RA-26-10000');
    expect(sheet.getCell('D10001').value).toBe(rows[9_999]?.total);
  });

  it('stops pulling rows when the consumer goes away', async () => {
    const source = endlessCursor();
    for await (const _chunk of xlsxStream(source.rows, COLUMNS, { sheetName: 'Računi' })) break;
    await vi.waitFor(() => expect(source.state.closed).toBe(true));
  });

  it('destroys the stream with the error of a failing row source', async () => {
    const error = new Error('database went away');
    const stream = xlsxStream(failingAfter(manyRows(600), error), COLUMNS, { sheetName: 'Računi' });
    await expect(collect(stream)).rejects.toBe(error);
    expect(stream.destroyed).toBe(true);
  });
});

/** name → data of a ZIP, read from its central directory (enough for what zipStream writes). */
function readZip(zip: Buffer): Map<string, Buffer> {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(eocd).toBeGreaterThanOrEqual(0);
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i += 1) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localHeader = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    expect(flags & 0x800).toBe(0x800); // names are flagged as UTF-8

    const dataStart =
      localHeader + 30 + zip.readUInt16LE(localHeader + 26) + zip.readUInt16LE(localHeader + 28);
    const raw = zip.subarray(dataStart, dataStart + compressedSize);
    const data = method === 8 ? inflateRawSync(raw) : Buffer.from(raw);
    expect(crc32(data)).toBe(crc);
    entries.set(name, data);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

describe('zipStream', () => {
  const pdf = (text: string) => Buffer.from(`%PDF-1.7\n${text}\n%%EOF\n`);

  it('adds every entry under a unique, clean name', async () => {
    const first = pdf('račun 1');
    const bytes = await collect(
      zipStream(
        cursor([
          { name: 'racun-RA-26-1.pdf', data: first },
          { name: 'racun-RA-26-1.pdf', data: pdf('račun 1, again') },
          { name: 'RACUN-ra-26-1.pdf', data: pdf('same name on Windows') },
          { name: '../../etc/passwd', data: pdf('escape') },
          { name: 'dobavnica\u202Efdp.exe', data: pdf('spoof') },
          { name: 'C:\\temp\\račun\n2.pdf', data: pdf('path') },
          { name: '..', data: pdf('dots') },
        ]),
      ),
    );
    const entries = readZip(bytes);
    expect([...entries.keys()]).toEqual([
      'racun-RA-26-1.pdf',
      'racun-RA-26-1 (2).pdf',
      'RACUN-ra-26-1 (3).pdf',
      '-..-etc-passwd',
      'dobavnicafdp.exe',
      'C--temp-račun2.pdf',
      'dokument',
    ]);
    expect(entries.get('racun-RA-26-1.pdf')).toEqual(first);
  });

  it('holds back the next entry until the consumer has read the previous one', async () => {
    let pulled = 0;
    async function* pdfs() {
      for (let i = 1; i <= 10; i += 1) {
        pulled += 1;
        await nextMacrotask(); // rendering a PDF takes a while
        yield { name: `racun-${i}.pdf`, data: randomBytes(100_000) };
      }
    }
    const stream = zipStream(pdfs());
    await sleep(30);
    expect(pulled).toBeLessThanOrEqual(2);
    const entries = readZip(await collect(stream));
    expect(entries.size).toBe(10);
    expect(entries.get('racun-10.pdf')).toHaveLength(100_000);
  });

  it('destroys the stream with the error of a failing entry source', async () => {
    const error = new Error('PDF rendering failed');
    const stream = zipStream(failingAfter([{ name: 'a.pdf', data: pdf('a') }], error));
    await expect(collect(stream)).rejects.toBe(error);
  });

  it('cleans names', () => {
    expect(safeEntryName('  .hidden.pdf. ')).toBe('hidden.pdf');
    expect(safeEntryName('a/b\\c.pdf')).toBe('a-b-c.pdf');
    expect(safeEntryName('\u0000\u001f')).toBe('dokument');
    expect(safeEntryName('c\u030Cas.pdf')).toBe('čas.pdf');
  });
});
