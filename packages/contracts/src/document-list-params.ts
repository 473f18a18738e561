// The documents list's query constants, zod-free: the web's filter links read them in the
// browser (issue #11: any name imported from document.ts brings zod along).

export const DOCUMENT_LIST_PAGE_SIZES = [10, 20, 50] as const;
export const DOCUMENT_LIST_DEFAULT_PAGE_SIZE = 10;
/** The last page the list serves (the query's page has at most six digits). */
export const DOCUMENT_LIST_PAGE_MAX = 999_999;
export const DOCUMENT_LIST_SORTS = ['-date', 'date', '-amount', 'amount', '-due', 'due'] as const;
export type DocumentListSort = (typeof DOCUMENT_LIST_SORTS)[number];
/** The longest number search. */
export const DOCUMENT_SEARCH_MAX_LENGTH = 40;
/** Amount filters stay within what the amount column holds (numeric(14, 2)). */
export const DOCUMENT_AMOUNT_LIMIT = 999_999_999;
/** Chosen rows an export or ZIP takes at most (a bigger one exports the filtered list). */
export const DOCUMENT_EXPORT_MAX_IDS = 500;
/** Documents one ZIP holds at most (each is a rendered PDF). */
export const DOCUMENT_ZIP_MAX = 100;
/** Rows one CSV or XLSX export holds at most (issue #12: 10 000 rows stream fine). */
export const DOCUMENT_EXPORT_MAX_ROWS = 100_000;
export const DOCUMENT_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type DocumentExportFormat = (typeof DOCUMENT_EXPORT_FORMATS)[number];
/** The answer header with the number of rows an export streams, or of PDFs in a ZIP (the web's progress). */
export const EXPORT_ROWS_HEADER = 'x-export-rows';
