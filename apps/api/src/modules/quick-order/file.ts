// Reading an uploaded CSV or XLSX (issue #15: the quick-order pad's file and the list import;
// decision 040) safely:
// - one part `file`, at most IMPORT_MAX_BYTES (2 MB; @fastify/multipart stops reading there);
// - the content decides, never the name or the browser's type: an XLSX must be a ZIP, a CSV text
//   (domain sniffImportFile), so a text renamed .xlsx or a PDF renamed .csv is refused;
// - an XLSX is unpacked only after its ZIP directory was read here: at most XLSX_MAX_ENTRIES
//   entries and XLSX_MAX_UNPACKED bytes unpacked (a 2 MB ZIP can unpack to gigabytes);
// - at most IMPORT_MAX_ROWS rows (5 000);
// - formula cells are never evaluated (ExcelJS evaluates nothing): their cached result is read,
//   as Excel shows it; a formula without a cached result (a file written by a program that does
//   not compute) or with an error result is a row error, not a guess.
// Every refusal is a FileRefusal the route turns into a 4xx in the request's language.
import multipart from '@fastify/multipart';
import ExcelJS from 'exceljs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IMPORT_FILE_FIELD } from '@gradnik/contracts/quick-order-params';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  parseCsvRows,
  sniffImportFile,
} from '@gradnik/domain/quick-order';
import { displayName, FormReadError } from '../upload/multipart.ts';
import type { QuickOrderApiMessageKey } from './messages.ts';

/** Entries of an XLSX ZIP: a workbook has a dozen; thousands mean something else. */
const XLSX_MAX_ENTRIES = 200;
/** Unpacked bytes of an XLSX: 5 000 rows of a few columns are a few MB. */
const XLSX_MAX_UNPACKED = 64 * 1024 * 1024;

/** @fastify/multipart in the calling plugin's scope: one file of at most 2 MB, no fields. */
export async function registerImportMultipart(fastify: FastifyInstance): Promise<void> {
  await fastify.register(multipart, {
    limits: {
      fileSize: IMPORT_MAX_BYTES,
      // One more than allowed is read as far as its header, so "too many" is told, not cut.
      files: 2,
      fields: 4,
      fieldSize: 1024,
      fieldNameSize: 100,
      parts: 6,
      headerPairs: 200,
    },
    throwFileSizeLimit: true,
  });
}

export class FileRefusal extends Error {
  override name = 'FileRefusal';
  constructor(
    readonly key: QuickOrderApiMessageKey,
    readonly statusCode: number,
    readonly vars: { name?: string; max?: number } = {},
  ) {
    super(key);
  }
}

export interface ImportFile {
  name: string;
  data: Buffer;
}

function codeOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
}

/**
 * The one file of the form (part `file`); other text fields are ignored. Throws FormReadError
 * (the upload module's texts: not multipart, too large, broken form) or FileRefusal.
 */
export async function readImportFile(request: FastifyRequest): Promise<ImportFile> {
  if (!request.isMultipart()) throw new FormReadError('notMultipart', 415);
  let file: ImportFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const name = displayName(part.filename);
      if (part.fieldname !== IMPORT_FILE_FIELD) {
        part.file.resume();
        throw new FormReadError('unexpectedFile', 400, { name: displayName(part.fieldname) });
      }
      if (file) {
        part.file.resume();
        throw new FileRefusal('oneFile', 400);
      }
      try {
        file = { name, data: await part.toBuffer() };
      } catch (error) {
        if (codeOf(error) === 'FST_REQ_FILE_TOO_LARGE')
          throw new FormReadError('fileTooLarge', 413, {
            name,
            max: IMPORT_MAX_BYTES / (1024 * 1024),
          });
        throw error;
      }
    }
  } catch (error) {
    if (error instanceof FormReadError || error instanceof FileRefusal) throw error;
    switch (codeOf(error)) {
      case 'FST_FILES_LIMIT':
        throw new FileRefusal('oneFile', 400);
      case 'FST_PARTS_LIMIT':
      case 'FST_FIELDS_LIMIT':
        throw new FormReadError('tooManyParts', 413);
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        throw new FormReadError('notMultipart', 415);
      default:
        throw new FormReadError('malformed', 400);
    }
  }
  if (!file) throw new FileRefusal('fileRequired', 400);
  if (file.data.length === 0) throw new FileRefusal('emptyFile', 400, { name: file.name });
  return file;
}

/** A row of the sheet: its cells as text, or why it cannot be read. */
export interface SheetRow {
  /** 1-based row number in the file. */
  row: number;
  cells: string[];
  /** Set when a cell's value is not known (a formula without a result, an error value). */
  problem: 'formula' | null;
}

/**
 * The ZIP's central directory (APPNOTE 4.3.12, 4.3.16): entry count and unpacked sizes, read
 * without unpacking. Null when it is no readable ZIP (or ZIP64, which no workbook needs).
 */
export function zipSummary(data: Buffer): { entries: number; unpacked: number } | null {
  const eocdMin = 22;
  if (data.length < eocdMin) return null;
  // The end record sits in the last 22 + 65 535 (comment) bytes.
  const from = Math.max(0, data.length - eocdMin - 0xffff);
  let eocd = -1;
  for (let i = data.length - eocdMin; i >= from; i -= 1) {
    if (data.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const entries = data.readUInt16LE(eocd + 10);
  const size = data.readUInt32LE(eocd + 12);
  const offset = data.readUInt32LE(eocd + 16);
  if (entries === 0xffff || offset === 0xffffffff || offset + size > data.length) return null;
  let unpacked = 0;
  let at = offset;
  for (let n = 0; n < entries; n += 1) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== 0x02014b50) return null;
    const entrySize = data.readUInt32LE(at + 24);
    if (entrySize === 0xffffffff) return null;
    unpacked += entrySize;
    at += 46 + data.readUInt16LE(at + 28) + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return { entries, unpacked };
}

/** A cell's value as text, as Excel shows it; null when it has no known value. */
function cellText(value: ExcelJS.CellValue): string | null {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString();
  if ('error' in value) return null;
  if ('formula' in value || 'sharedFormula' in value) {
    // Never evaluated: the result the writing program stored, if any.
    const result = (value as { result?: ExcelJS.CellValue }).result;
    if (result === undefined || result === null) return null;
    if (typeof result === 'object' && !(result instanceof Date)) return cellText(result);
    return cellText(result);
  }
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return typeof value.text === 'string' ? value.text : '';
  return null;
}

async function xlsxRows(file: ImportFile): Promise<SheetRow[]> {
  const zip = zipSummary(file.data);
  if (!zip) throw new FileRefusal('damaged', 400, { name: file.name });
  if (zip.entries > XLSX_MAX_ENTRIES || zip.unpacked > XLSX_MAX_UNPACKED)
    throw new FileRefusal('tooBigUnpacked', 413, { name: file.name });
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(file.data as unknown as ExcelJS.Buffer);
  } catch {
    throw new FileRefusal('damaged', 400, { name: file.name });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new FileRefusal('emptyFile', 400, { name: file.name });
  if (sheet.actualRowCount > IMPORT_MAX_ROWS)
    throw new FileRefusal('tooManyRows', 400, { max: IMPORT_MAX_ROWS });
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    let problem: SheetRow['problem'] = null;
    const count = row.cellCount;
    for (let column = 1; column <= count; column += 1) {
      const text = cellText(row.getCell(column).value);
      if (text === null) problem = 'formula';
      cells.push(text ?? '');
    }
    rows.push({ row: rowNumber, cells, problem });
  });
  return rows;
}

function csvRows(file: ImportFile): SheetRow[] {
  // Codes and EANs are ASCII: a file in Windows-1250 still reads them; other bytes become U+FFFD.
  const text = new TextDecoder('utf-8').decode(file.data);
  const rows = parseCsvRows(text, IMPORT_MAX_ROWS);
  if (rows.length > IMPORT_MAX_ROWS)
    throw new FileRefusal('tooManyRows', 400, { max: IMPORT_MAX_ROWS });
  return rows.map((cells, index) => ({ row: index + 1, cells, problem: null }));
}

/** What the name claims: .xlsx, .csv / .txt, or nothing (no or another extension). */
function claimedKind(name: string): 'xlsx' | 'csv' | null {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  if (ext === 'xlsx') return 'xlsx';
  if (ext === 'csv' || ext === 'txt') return 'csv';
  return null;
}

/**
 * The file's rows (CSV or the first sheet of an XLSX), or a FileRefusal. The content decides
 * the kind, and a name claiming the other kind (a text renamed .xlsx) is refused too: the
 * buyer meant something else than what arrived.
 */
export async function sheetRows(file: ImportFile): Promise<SheetRow[]> {
  const kind = sniffImportFile(file.data);
  const claimed = claimedKind(file.name);
  if (kind === null || (claimed !== null && claimed !== kind))
    throw new FileRefusal('notSpreadsheet', 400, { name: file.name });
  return kind === 'xlsx' ? xlsxRows(file) : csvRows(file);
}
