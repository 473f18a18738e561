// Column definitions shared by the CSV and XLSX writers of the document list (issue #12): the
// route describes each column once and both formats render it their own way.

export type ExportCellKind = 'text' | 'money' | 'number' | 'date';

export interface ExportColumn<Row> {
  header: string;
  kind: ExportCellKind;
  /** XLSX column width in characters; CSV has none. */
  width?: number;
  /**
   * The cell of `row`: text → string; money → number in euros (1234.56); number → number;
   * date → 'YYYY-MM-DD' string (a calendar day, no time zone). null is an empty cell.
   */
  value(row: Row): string | number | null;
}

/** A cell checked against its column's kind, ready for a writer. */
export type ExportCell =
  | { kind: 'empty' }
  | { kind: 'text'; text: string }
  | { kind: 'money' | 'number'; value: number }
  | { kind: 'date'; year: number; month: number; day: number };

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The value of `column` for `row`. A value that does not fit the kind (a string for money,
 * NaN, '2026-02-30') throws: it is a bug in the column definition, and a wrong number in an
 * accounting export is worse than a failed download.
 */
export function exportCell<Row>(column: ExportColumn<Row>, row: Row): ExportCell {
  const value = column.value(row);
  if (value === null || value === undefined) return { kind: 'empty' };
  switch (column.kind) {
    case 'text':
      return { kind: 'text', text: String(value) };
    case 'money':
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        throw new TypeError(
          `Export column '${column.header}': ${column.kind} needs a finite number, got ${JSON.stringify(value)}`,
        );
      }
      return { kind: column.kind, value };
    case 'date':
      return { kind: 'date', ...parseIsoDay(column.header, value) };
  }
}

function parseIsoDay(
  header: string,
  value: string | number,
): { year: number; month: number; day: number } {
  const match = typeof value === 'string' ? ISO_DAY.exec(value) : null;
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const check = new Date(Date.UTC(year, month - 1, day));
    if (
      check.getUTCFullYear() === year &&
      check.getUTCMonth() === month - 1 &&
      check.getUTCDate() === day
    ) {
      return { year, month, day };
    }
  }
  throw new TypeError(
    `Export column '${header}': date needs 'YYYY-MM-DD', got ${JSON.stringify(value)}`,
  );
}
