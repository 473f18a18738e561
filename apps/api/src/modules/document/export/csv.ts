// CSV export of the document list (issue #12), written for Excel with Slovenian regional
// settings, which is what the partners' bookkeepers open it with:
// - UTF-8 with a BOM: without it Excel reads the file as Windows-1250 and 'č' turns into 'ÄŤ';
// - ';' between fields: the list separator of sl-SI (',' is the decimal separator there);
// - decimal comma and no thousands separator, so Excel takes 1234,56 as a number;
// - dates as DD.MM.YYYY, which Excel sl-SI parses into a real date;
// - CRLF line ends and RFC 4180 quoting.
import { Readable } from 'node:stream';
import { neutralizeFormula } from '@gradnik/domain/spreadsheet-text';
import { exportCell, type ExportCell, type ExportColumn } from './columns.ts';

const BOM = '\uFEFF';
const CRLF = '\r\n';
// Lines per chunk: one chunk per row would make the stream machinery cost more than the
// formatting; a few hundred lines (tens of kB) keep chunks near the stream's highWaterMark.
const LINES_PER_CHUNK = 256;

// en-US gives ASCII digits, '.' and '-' (sl-SI would give U+2212 '−' for minus, which Excel
// does not take as a number); decimalComma turns the '.' into ','. signDisplay 'negative'
// keeps -0 and -0.001 € from coming out as '-0' and '-0,00'.
const MONEY_FORMAT = new Intl.NumberFormat('en-US', {
  useGrouping: false,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'negative',
});
const NUMBER_FORMAT = new Intl.NumberFormat('en-US', {
  useGrouping: false,
  maximumFractionDigits: 10,
  signDisplay: 'negative',
});

/**
 * The rows as CSV bytes, pulled from `rows` only as fast as the consumer reads (Readable.from
 * asks the generator for more only below its highWaterMark), so a long list never sits in
 * memory. An error from `rows` or from a column destroys the stream with that error.
 */
export function csvStream<Row>(
  rows: AsyncIterable<Row>,
  columns: readonly ExportColumn<Row>[],
): Readable {
  return Readable.from(csvChunks(rows, columns), { objectMode: false });
}

async function* csvChunks<Row>(
  rows: AsyncIterable<Row>,
  columns: readonly ExportColumn<Row>[],
): AsyncGenerator<Buffer> {
  let chunk = BOM + csvLine(columns.map((column) => csvText(column.header)));
  let lines = 1;
  for await (const row of rows) {
    chunk += csvLine(columns.map((column) => csvField(exportCell(column, row))));
    lines += 1;
    if (lines >= LINES_PER_CHUNK) {
      yield Buffer.from(chunk, 'utf8');
      chunk = '';
      lines = 0;
    }
  }
  if (chunk !== '') yield Buffer.from(chunk, 'utf8');
}

function csvLine(fields: string[]): string {
  return fields.join(';') + CRLF;
}

function csvField(cell: ExportCell): string {
  switch (cell.kind) {
    case 'empty':
      return '';
    case 'text':
      return csvText(cell.text);
    case 'money':
      return decimalComma(MONEY_FORMAT.format(cell.value));
    case 'number':
      return decimalComma(NUMBER_FORMAT.format(cell.value));
    case 'date':
      return `${pad2(cell.day)}.${pad2(cell.month)}.${cell.year}`;
  }
}

/** Text cell: formula-neutralized, then quoted per RFC 4180 when it holds ';', '"', CR or LF. */
function csvText(text: string): string {
  const safe = neutralizeFormula(text);
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function decimalComma(formatted: string): string {
  return formatted.replace('.', ',');
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}
