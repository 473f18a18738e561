// XLSX export of the document list (issue #12). Numbers and dates are real cells with a number
// format, so the partner can sum and filter them; Excel shows the format in the reader's own
// locale (in Slovenian Excel '#,##0.00 "€"' reads 1.234,56 €).
import { PassThrough, type Readable } from 'node:stream';
import { setImmediate as nextMacrotask } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { neutralizeFormula } from '@gradnik/domain/spreadsheet-text';
import { exportCell, type ExportCell, type ExportCellKind, type ExportColumn } from './columns.ts';

export interface XlsxOptions {
  /** Worksheet tab name; characters Excel refuses are replaced and it is cut to 31. */
  sheetName: string;
  /** Document title in the file's properties (File → Info in Excel). */
  title?: string;
}

const NUM_FMT: Partial<Record<ExportCell['kind'], string>> = {
  money: '#,##0.00 "€"',
  number: '#,##0.###',
  date: 'dd.mm.yyyy',
};

const DEFAULT_WIDTH: Record<ExportCellKind, number> = { text: 24, money: 14, number: 12, date: 12 };

// How many rows go into ExcelJS between two looks at the output. ExcelJS and its zip writer do
// not push back (their inner streams always accept writes), so a row source that resolves in
// microtasks would otherwise fill memory with the whole sheet before anything reaches the
// client. Every ROWS_PER_YIELD rows the loop gives the event loop a turn (zlib and the pipes
// run) and then waits while the consumer has not read what is already in the output.
const ROWS_PER_YIELD = 256;

/**
 * The rows as an XLSX workbook with one sheet: bold, frozen header row with an autofilter, then
 * one committed row per source row, so memory stays flat however long the list is. An error from
 * `rows` or from a column destroys the returned stream with that error; when the consumer
 * destroys the stream, no more rows are pulled.
 */
export function xlsxStream<Row>(
  rows: AsyncIterable<Row>,
  columns: readonly ExportColumn<Row>[],
  options: XlsxOptions,
): Readable {
  if (columns.length === 0) throw new RangeError('An XLSX export needs at least one column');
  const out = new PassThrough();
  writeWorkbook(out, rows, columns, options).catch((error: unknown) => {
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}

async function writeWorkbook<Row>(
  out: PassThrough,
  rows: AsyncIterable<Row>,
  columns: readonly ExportColumn<Row>[],
  options: XlsxOptions,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false, // shared strings are kept in memory until the end
    useStyles: true,
  });
  workbook.creator = 'Gradnik';
  workbook.lastModifiedBy = 'Gradnik';
  if (options.title) workbook.title = options.title;
  // The streaming writer writes the sheet views when the sheet is created, so the frozen pane
  // must be given here, not set afterwards.
  const sheet = workbook.addWorksheet(safeSheetName(options.sheetName), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = columns.map((column) => ({
    // +4 leaves room for the autofilter button next to the header text.
    width: column.width ?? Math.max(DEFAULT_WIDTH[column.kind], column.header.length + 4),
  }));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };

  const header = sheet.addRow(columns.map((column) => neutralizeFormula(column.header)));
  header.font = { bold: true };
  header.commit();

  let count = 0;
  for await (const row of rows) {
    // The client went away: leaving the loop calls rows.return(), which closes the source.
    if (out.destroyed) return;
    addDataRow(sheet, columns, row).commit();
    count += 1;
    if (count % ROWS_PER_YIELD === 0) await roomInOutput(out);
  }
  if (out.destroyed) return;
  sheet.commit();
  await workbook.commit();
}

function addDataRow<Row>(
  sheet: ExcelJS.Worksheet,
  columns: readonly ExportColumn<Row>[],
  row: Row,
): ExcelJS.Row {
  const cells = columns.map((column) => exportCell(column, row));
  const excelRow = sheet.addRow(cells.map(xlsxValue));
  cells.forEach((cell, index) => {
    const numFmt = NUM_FMT[cell.kind];
    if (numFmt) excelRow.getCell(index + 1).numFmt = numFmt;
  });
  return excelRow;
}

function xlsxValue(cell: ExportCell): string | number | Date | null {
  switch (cell.kind) {
    case 'empty':
      return null;
    case 'text':
      // xlsx strings are never evaluated; neutralized anyway so CSV and XLSX show the same text.
      return neutralizeFormula(cell.text);
    case 'money':
    case 'number':
      return cell.value;
    case 'date':
      // ExcelJS turns a Date into an Excel serial day from its UTC time: UTC midnight is the
      // whole day, in every server time zone.
      return new Date(Date.UTC(cell.year, cell.month - 1, cell.day));
  }
}

/** Resolves once the event loop has had a turn and the consumer has room for more. */
async function roomInOutput(out: PassThrough): Promise<void> {
  await nextMacrotask();
  if (!out.writableNeedDrain || out.destroyed) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

/** Excel refuses : \ / ? * [ ] in a sheet name, a leading or trailing apostrophe, and > 31 characters. */
function safeSheetName(name: string): string {
  const cleaned = name
    .replace(/[:\\/?*[\]]/g, '-')
    .replace(/^'+|'+$/g, '')
    .trim()
    .slice(0, 31);
  return cleaned === '' ? 'List1' : cleaned;
}
