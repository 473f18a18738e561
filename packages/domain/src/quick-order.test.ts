import { describe, expect, it } from 'vitest';
import {
  headerColumns,
  linesFromRows,
  mergeLines,
  orderQuantity,
  parseCsvRows,
  parseQuantityText,
  parseQuickOrderText,
  QUICK_ORDER_MAX_LINES,
  quickOrderMessage,
  sniffImportFile,
  splitPastedLine,
} from './quick-order.ts';

function lines(text: string) {
  const outcome = parseQuickOrderText(text);
  if (!outcome.ok) throw new Error('refused');
  return outcome.lines.map(({ lineNo, token, quantity, problem }) => ({
    lineNo,
    token,
    quantity,
    problem,
  }));
}

describe('parseQuickOrderText', () => {
  it('splits on spaces, tabs and semicolons, as copied from Excel', () => {
    expect(lines('1000003 5\n3831234567890\t12\n1000006;2,5\n1000009 ; 1.5')).toEqual([
      { lineNo: 1, token: '1000003', quantity: 5, problem: null },
      { lineNo: 2, token: '3831234567890', quantity: 12, problem: null },
      { lineNo: 3, token: '1000006', quantity: 2.5, problem: null },
      { lineNo: 4, token: '1000009', quantity: 1.5, problem: null },
    ]);
  });

  it('takes a missing quantity as 1 and skips blank lines (numbers stay those of the text)', () => {
    expect(lines('\n  1000003  \r\n\r\n1000004 3\n')).toEqual([
      { lineNo: 2, token: '1000003', quantity: 1, problem: null },
      { lineNo: 4, token: '1000004', quantity: 3, problem: null },
    ]);
  });

  it('takes the last field as the quantity when a name was copied along', () => {
    expect(lines('1000003\tCement 25 kg\t10')).toEqual([
      { lineNo: 1, token: '1000003', quantity: 10, problem: null },
    ]);
  });

  it('marks a quantity that is not a positive number, and an overlong token', () => {
    expect(lines('1000003 -2\n1000004 0\n1000005 abc\n1000006 1.000,5\n1000007 20000')).toEqual(
      [1, 2, 3, 4, 5].map((lineNo) => ({
        lineNo,
        token: `100000${lineNo + 2}`,
        quantity: null,
        problem: 'quantity',
      })),
    );
    expect(lines(`${'9'.repeat(65)} 2`)[0]?.problem).toBe('token');
  });

  it('reads a header row and skips it', () => {
    expect(lines('Količina\tŠifra\n4\t1000003\n\t1000004')).toEqual([
      { lineNo: 2, token: '1000003', quantity: 4, problem: null },
      { lineNo: 3, token: '1000004', quantity: 1, problem: null },
    ]);
  });

  it(`refuses more than ${QUICK_ORDER_MAX_LINES} lines as a whole`, () => {
    const text = Array.from({ length: QUICK_ORDER_MAX_LINES + 1 }, (_, i) => `${i} 1`).join('\n');
    expect(parseQuickOrderText(text)).toEqual({
      ok: false,
      reason: 'tooManyLines',
      max: QUICK_ORDER_MAX_LINES,
    });
    expect(parseQuickOrderText(text.split('\n').slice(1).join('\n')).ok).toBe(true);
  });
});

describe('fields, quantities and headers', () => {
  it('parses quantities with a decimal comma or point only', () => {
    expect(parseQuantityText('12')).toBe(12);
    expect(parseQuantityText('2,5')).toBe(2.5);
    expect(parseQuantityText('.5')).toBe(0.5);
    expect(parseQuantityText('1e3')).toBeNull();
    expect(parseQuantityText('1 000')).toBeNull();
    expect(parseQuantityText('10000')).toBe(10000);
    expect(parseQuantityText('10001')).toBeNull();
  });

  it('drops quotes around fields', () => {
    expect(splitPastedLine('"1000003";"5"')).toEqual(['1000003', '5']);
  });

  it('finds code, EAN and quantity columns by their names, accents and case ignored', () => {
    expect(headerColumns(['Naziv', 'SIFRA', 'EAN', 'Kolicina'])).toEqual({
      code: 1,
      ean: 2,
      quantity: 3,
    });
    expect(headerColumns(['Code', 'Name', 'Qty'])).toEqual({ code: 0, ean: null, quantity: 2 });
    expect(headerColumns(['1000003', '5'])).toBeNull();
  });

  it('uses the EAN column where the code cell is empty', () => {
    const outcome = linesFromRows([
      ['Šifra', 'EAN', 'Količina'],
      ['', '3831234567890', '2'],
      ['1000003', '3831234567891', '1'],
      ['', '', ''],
    ]);
    expect(outcome.ok && outcome.lines.map((l) => [l.lineNo, l.token, l.quantity])).toEqual([
      [2, '3831234567890', 2],
      [3, '1000003', 1],
    ]);
  });
});

describe('parseCsvRows', () => {
  it('reads Slovenian Excel CSV: BOM, semicolons, quotes and CRLF', () => {
    const csv = '\uFEFFŠifra;Naziv;Količina\r\n1000003;"Lepilo; belo ""X""";2,5\r\n1000004;;1\r\n';
    expect(parseCsvRows(csv)).toEqual([
      ['Šifra', 'Naziv', 'Količina'],
      ['1000003', 'Lepilo; belo "X"', '2,5'],
      ['1000004', '', '1'],
    ]);
  });

  it('takes the separator from the first line (comma, tab)', () => {
    expect(parseCsvRows('code,qty\n1000003,2')).toEqual([
      ['code', 'qty'],
      ['1000003', '2'],
    ]);
    expect(parseCsvRows('1000003\t2')).toEqual([['1000003', '2']]);
  });

  it('stops one row after the limit', () => {
    const csv = Array.from({ length: 50 }, (_, i) => `${i};1`).join('\n');
    expect(parseCsvRows(csv, 10)).toHaveLength(11);
  });
});

describe('merging and rounding (SPEC §5)', () => {
  it('merges by key in order of first appearance, summing quantities', () => {
    const merged = mergeLines(
      [
        { key: 'a', q: 1 },
        { key: 'b', q: 2 },
        { key: 'a', q: 3 },
      ],
      (item) => item.key,
      (item) => item.q,
    );
    expect(merged.map((m) => [m.first.key, m.quantity, m.items.length])).toEqual([
      ['a', 4, 2],
      ['b', 2, 1],
    ]);
  });

  it('raises a quantity to whole packages and says so', () => {
    expect(orderQuantity({ MinimumSalesUnitRetail: 5 }, 12)).toEqual({
      quantity: 15,
      rounded: true,
    });
    expect(orderQuantity({ MinimumSalesUnitRetail: 5 }, 15)).toEqual({
      quantity: 15,
      rounded: false,
    });
    expect(orderQuantity({}, 2.5)).toEqual({ quantity: 3, rounded: true });
  });
});

describe('files and messages', () => {
  it('tells XLSX (a ZIP) from text, and refuses binary', () => {
    expect(sniffImportFile(Buffer.from('PK\u0003\u0004rest'))).toBe('xlsx');
    expect(sniffImportFile(Buffer.from('1000003;2\r\n'))).toBe('csv');
    expect(sniffImportFile(Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00]))).toBeNull();
  });

  it('has its texts in both languages with the limit filled in', () => {
    expect(quickOrderMessage('tooManyLines', 'sl')).toContain('1000');
    expect(quickOrderMessage('invalidQuantity', 'en')).toContain('10000');
  });
});
