// The quick-order pad and the list import (issue #15; decision 040): the buyer's lines
// 'code-or-EAN quantity' as pasted from Excel, or the rows of a CSV / XLSX file, become the same
// lines here, for the web (it shows what it sends) and the API (it checks what it gets). One
// parser: pasted text is split into rows of fields, a file's rows already are, and both go
// through `linesFromRows`.
//
// Rules (SPEC is silent on the pad; SPEC §5 Quantity entry gives the rounding):
// - fields are separated by tabs, semicolons or spaces (Excel copies cells with tabs; Slovenian
//   CSV uses ';'); a field in double quotes is taken without them;
// - the first field is the product code or EAN; the last field, when there is more than one,
//   the quantity (what stands between, say a name copied along, is ignored); no quantity means 1;
// - a quantity takes a decimal comma or point ('2,5', '2.5'), no thousands separator;
// - blank lines are skipped; a first row naming its columns ('Šifra', 'EAN', 'Količina',
//   'Code', 'Quantity' …) is a header: its columns are used and the row itself is skipped;
// - more than QUICK_ORDER_MAX_LINES lines are refused as a whole (the pad resolves all lines in
//   one call; a longer order is two pastes), files at most IMPORT_MAX_ROWS rows and
//   IMPORT_MAX_BYTES bytes;
// - duplicates are merged (their quantities summed) by whoever knows the product: the API, after
//   resolving codes and EANs, so a code and the same product's EAN are one line (`mergeLines`).
import { QUANTITY_MAX_DEFAULT } from './constants.ts';
import type { Locale } from './locale.ts';
import { normalizeQuantityEntry, type ProductUnitsInput } from './quantity.ts';

/** Lines one pad check resolves (the 500 in under 2 s, with room to spare). */
export const QUICK_ORDER_MAX_LINES = 1_000;
/** An uploaded file (pad or list import): 2 MB … */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
/** … and 5 000 rows. */
export const IMPORT_MAX_ROWS = 5_000;
/** A code or EAN longer than this is no product's (codes are short, an EAN has 8 to 14 digits). */
export const QUICK_ORDER_TOKEN_MAX_LENGTH = 64;

/** What is wrong with a line before any product is looked up. */
export type LineProblem = 'quantity' | 'token';

export interface QuickOrderLine {
  /** 1-based line of the pasted text, or row of the file (header included). */
  readonly lineNo: number;
  /** The code or EAN as written. */
  readonly token: string;
  /** The quantity in the product's retail unit; null when the line's quantity is not valid. */
  readonly quantity: number | null;
  /** The line as written (for the error report). */
  readonly raw: string;
  readonly problem: LineProblem | null;
}

export type ParseOutcome =
  | { readonly ok: true; readonly lines: QuickOrderLine[] }
  | { readonly ok: false; readonly reason: 'tooManyLines'; readonly max: number };

/** Texts of the pad's rules, in both languages (the web shows them, the API answers them). */
export const QUICK_ORDER_MESSAGES = {
  tooManyLines: {
    sl: 'Naenkrat lahko preverite največ {max} vrstic. Razdelite seznam na več delov.',
    en: 'You can check at most {max} lines at once. Split the list into parts.',
  },
  invalidQuantity: {
    sl: 'Količina ni veljavna: vpišite pozitivno število (največ {max}).',
    en: 'The quantity is not valid: enter a positive number (at most {max}).',
  },
  invalidToken: {
    sl: 'Šifra ali EAN je predolga.',
    en: 'The code or EAN is too long.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type QuickOrderMessageKey = keyof typeof QUICK_ORDER_MESSAGES;

export function quickOrderMessage(
  key: QuickOrderMessageKey,
  locale: Locale,
  vars: { max?: number } = {},
): string {
  const max = vars.max ?? (key === 'tooManyLines' ? QUICK_ORDER_MAX_LINES : QUANTITY_MAX_DEFAULT);
  return QUICK_ORDER_MESSAGES[key][locale].replace('{max}', String(max));
}

/** The message of a line's problem. */
export function lineProblemMessage(problem: LineProblem, locale: Locale): string {
  return quickOrderMessage(problem === 'quantity' ? 'invalidQuantity' : 'invalidToken', locale);
}

// ---------------------------------------------------------------------------------------------
// Fields and quantities

const QUANTITY_TEXT = /^\d+(?:[.,]\d+)?$|^[.,]\d+$/;

/**
 * A quantity as written: digits with at most one decimal comma or point; a positive number up
 * to the input's maximum (SPEC §5 / §9: 10000), else null.
 */
export function parseQuantityText(text: string): number | null {
  const trimmed = text.trim();
  if (!QUANTITY_TEXT.test(trimmed)) return null;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) && value > 0 && value <= QUANTITY_MAX_DEFAULT ? value : null;
}

/** A field without its surrounding double quotes ('"3831234567890"' → '3831234567890'). */
function unquote(field: string): string {
  const trimmed = field.trim();
  return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')
    ? trimmed.slice(1, -1).replaceAll('""', '"').trim()
    : trimmed;
}

/**
 * One pasted line's cells: split on tabs and semicolons when it has any (empty cells kept, so a
 * header's columns line up), else on spaces.
 */
export function splitPastedLine(line: string): string[] {
  return /[\t;]/.test(line)
    ? line.split(/[\t;]/).map(unquote)
    : line
        .split(/ +/)
        .map(unquote)
        .filter((field) => field !== '');
}

/** Lower case, no accents: header names compare as 'sifra', 'kolicina'. */
function headerKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

const CODE_HEADER = /^(sifra|koda|code|item|artikel|product code|item ?no)/;
const EAN_HEADER = /^(ean|gtin|crtna koda|barcode)/;
const QUANTITY_HEADER = /^(kolicina|kol\b|kol\.|quantity|qty|amount)/;

export interface HeaderColumns {
  /** The code column, if any. */
  readonly code: number | null;
  /** The EAN column, if any (used where the code cell is empty). */
  readonly ean: number | null;
  readonly quantity: number | null;
}

/** The columns a header row names, or null when the row is data, not a header. */
export function headerColumns(cells: readonly string[]): HeaderColumns | null {
  let code: number | null = null;
  let ean: number | null = null;
  let quantity: number | null = null;
  cells.forEach((cell, index) => {
    const key = headerKey(cell);
    if (key === '') return;
    if (code === null && CODE_HEADER.test(key)) code = index;
    else if (ean === null && EAN_HEADER.test(key)) ean = index;
    else if (quantity === null && QUANTITY_HEADER.test(key)) quantity = index;
  });
  return code === null && ean === null ? null : { code, ean, quantity };
}

/**
 * A line from one row's cells (no header): its words (cells split on white space), the first
 * the token, the last, when there are two or more, the quantity.
 */
function lineOfCells(cells: readonly string[], lineNo: number, raw: string): QuickOrderLine {
  const words = cells.flatMap((cell) => cell.split(/\s+/)).filter((word) => word !== '');
  const token = words[0] ?? '';
  const quantityText = words.length > 1 ? (words.at(-1) ?? '') : null;
  return lineOf(token, quantityText, lineNo, raw);
}

function lineOf(
  token: string,
  quantityText: string | null,
  lineNo: number,
  raw: string,
): QuickOrderLine {
  // SPEC is silent: a line without a quantity orders one (the brief's rule).
  const quantity =
    quantityText === null || quantityText === '' ? 1 : parseQuantityText(quantityText);
  const problem: LineProblem | null =
    token.length > QUICK_ORDER_TOKEN_MAX_LENGTH ? 'token' : quantity === null ? 'quantity' : null;
  return { lineNo, token, quantity, raw, problem };
}

/**
 * The lines of rows of fields (pasted lines split by `splitPastedLine`, or a file's cells):
 * blank rows skipped, a header row read and skipped, at most `maxLines` lines. A line's number
 * is its row's index + 1, or `rowNumbers[index]` when given (a sheet's rows skip empty ones).
 */
export function linesFromRows(
  rows: readonly (readonly string[])[],
  maxLines: number = QUICK_ORDER_MAX_LINES,
  rowNumbers?: readonly number[],
): ParseOutcome {
  const lines: QuickOrderLine[] = [];
  let header: HeaderColumns | null = null;
  let seenData = false;
  for (const [index, row] of rows.entries()) {
    const cells = row.map(unquote);
    if (cells.every((cell) => cell === '')) continue;
    const lineNo = rowNumbers?.[index] ?? index + 1;
    const raw = cells.filter((cell) => cell !== '').join(' ');
    if (!seenData && header === null) {
      header = headerColumns(cells);
      seenData = true;
      if (header !== null) continue;
    }
    if (lines.length >= maxLines) return { ok: false, reason: 'tooManyLines', max: maxLines };
    if (header === null) {
      lines.push(lineOfCells(cells, lineNo, raw));
      continue;
    }
    const code = header.code === null ? '' : (cells[header.code] ?? '');
    const ean = header.ean === null ? '' : (cells[header.ean] ?? '');
    const token = code !== '' ? code : ean;
    if (token === '') continue;
    const quantityText = header.quantity === null ? null : (cells[header.quantity] ?? '');
    lines.push(lineOf(token, quantityText, lineNo, raw));
  }
  return { ok: true, lines };
}

/** The pad's text: one product per line, as pasted from Excel or typed. */
export function parseQuickOrderText(
  text: string,
  maxLines: number = QUICK_ORDER_MAX_LINES,
): ParseOutcome {
  return linesFromRows(text.split(/\r\n|\r|\n/).map(splitPastedLine), maxLines);
}

// ---------------------------------------------------------------------------------------------
// CSV files

/**
 * The rows of a CSV text (RFC 4180 quoting; a leading BOM dropped). The separator is the first
 * of ';', tab or ',' found outside quotes in the first line: Slovenian Excel writes ';' (its
 * decimal separator is the comma), others ','. Stops after `maxRows` + 1 rows, so the caller
 * can tell "too many" without reading a huge file to its end.
 */
export function parseCsvRows(text: string, maxRows: number = IMPORT_MAX_ROWS): string[][] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const separator = csvSeparator(source);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const endRow = () => {
    row.push(field);
    rows.push(row);
    row = [];
    field = '';
  };
  while (i < source.length) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"') {
        if (source[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else field += char;
      i += 1;
      continue;
    }
    if (char === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (char === separator) {
      row.push(field);
      field = '';
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      endRow();
      if (rows.length > maxRows) return rows;
    } else field += char;
    i += 1;
  }
  if (field !== '' || row.length > 0) endRow();
  return rows;
}

function csvSeparator(text: string): string {
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === ';' || char === '\t' || char === ',')) return char;
    else if (!quoted && (char === '\n' || char === '\r')) break;
  }
  return ';';
}

// ---------------------------------------------------------------------------------------------
// Merging and rounding

export interface MergedLine<T> {
  /** The first of the merged items (its product, token, …). */
  readonly first: T;
  readonly items: readonly T[];
  /** The quantities summed. */
  readonly quantity: number;
}

/**
 * Items with the same key as one, their quantities summed, in the order of first appearance
 * (the API keys resolved lines by product id, unknown ones by their token).
 */
export function mergeLines<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  quantityOf: (item: T) => number,
): MergedLine<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return [...groups.values()].map((group) => ({
    first: group[0]!,
    items: group,
    quantity: group.reduce((sum, item) => sum + quantityOf(item), 0),
  }));
}

/**
 * SPEC §5 Quantity entry: the requested quantity (retail unit) raised to whole packages of the
 * minimum retail sales unit, within the input's maximum (10000); `rounded` when that changed it,
 * so the buyer is told ('Zaokroženo na celo pakiranje: 12 → 15').
 */
export function orderQuantity(
  units: ProductUnitsInput,
  requested: number,
): { quantity: number; rounded: boolean } {
  const quantity = normalizeQuantityEntry(units, 'retail', requested).RetailUnitAmount;
  return { quantity, rounded: quantity !== requested };
}

/** A file's kind by its first bytes: an XLSX is a ZIP ('PK\x03\x04'); CSV must be text. */
export function sniffImportFile(data: Uint8Array): 'xlsx' | 'csv' | null {
  if (data.length >= 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 3 && data[3] === 4)
    return 'xlsx';
  // Text: no NUL byte and no other C0 control than tab, line feed and carriage return.
  for (const byte of data) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) return null;
    if (byte === 0x7f) return null;
  }
  return 'csv';
}
