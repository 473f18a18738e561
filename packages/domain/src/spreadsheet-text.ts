// Text cells of the document exports (CSV, XLSX; issue #12).

// CSV/formula injection (OWASP "CSV Injection"): Excel and LibreOffice read a cell that starts
// with '=', '+', '-' or '@' as a formula, so a partner's name or an order note such as
// '=HYPERLINK("http://evil.example","Klikni")' would run when the customer opens the export.
// A leading tab or carriage return is on the list because some importers trim it and then see
// the formula behind it. A leading apostrophe makes the spreadsheet take the cell as text.
const FORMULA_TRIGGERS = new Set(['=', '+', '-', '@', '\t', '\r']);

/**
 * `text` with a leading apostrophe when it would start a formula in a spreadsheet:
 * '=SUM(A1)' → "'=SUM(A1)", '-2+3' → "'-2+3"; anything else unchanged.
 * Only for text cells: a real number cell (a negative amount) is a number, not text, and must
 * stay one, so the exports never pass numbers through here.
 */
export function neutralizeFormula(text: string): string {
  return FORMULA_TRIGGERS.has(text.charAt(0)) ? `'${text}` : text;
}
