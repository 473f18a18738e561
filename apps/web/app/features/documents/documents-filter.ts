// The documents list's filters as they stand in the address (issue #12: kept in the address like
// the orders list, so a filtered list can be bookmarked, shared and reloaded). Dates are typed as
// DD. MM. YYYY (SPEC §9) and sent to the shop API as calendar days; amounts are typed the
// Slovenian way (1.250,50 or 1250,50) and sent as 1250.50. A value that cannot be used is
// reported on its field and does not filter. Pure: documents-filter.test.ts.
import {
  DOCUMENT_AMOUNT_LIMIT,
  DOCUMENT_LIST_DEFAULT_PAGE_SIZE,
  DOCUMENT_LIST_PAGE_MAX,
  DOCUMENT_LIST_PAGE_SIZES,
  DOCUMENT_LIST_SORTS,
  DOCUMENT_SEARCH_MAX_LENGTH,
  type DocumentExportFormat,
  type DocumentListSort,
} from '@gradnik/contracts/document-list-params';
import {
  DOCUMENT_TYPES,
  PAYMENT_STATUSES,
  type DocumentType,
  type PaymentStatus,
} from '@gradnik/domain/account-documents';
import { parsePage } from '@gradnik/domain/search-query';
import { oneOf, setDayRange, type DayRangeError } from '../../lib/list-filter';

/** The shop API's documents list and its exports (contracts/document.ts). */
export const DOCUMENTS_PATH = '/api/documents';

export interface DocumentsFilter {
  readonly type: DocumentType | null;
  readonly status: PaymentStatus | null;
  /** As typed (DD. MM. YYYY), shown back in the field. */
  readonly dateFrom: string;
  readonly dateTo: string;
  /** As typed (1.250,50), shown back in the field. */
  readonly amountMin: string;
  readonly amountMax: string;
  readonly q: string;
  readonly sort: DocumentListSort;
  readonly perPage: number;
  readonly page: number;
}

export type DocumentsFilterError = DayRangeError | 'amountMin' | 'amountMax' | 'amountOrder';

/** The address's parameter of each filter (the orders list's od/do for the dates). */
const PARAM = {
  type: 'type',
  status: 'status',
  dateFrom: 'od',
  dateTo: 'do',
  amountMin: 'znesek_od',
  amountMax: 'znesek_do',
  q: 'q',
  sort: 'sort',
  perPage: 'per_page',
  page: 'page',
} as const;

/** The filters of an address; anything unknown falls back to the default. */
export function documentsFilterFrom(params: URLSearchParams): DocumentsFilter {
  const perPage = Number(params.get(PARAM.perPage));
  return {
    type: oneOf(DOCUMENT_TYPES, params.get(PARAM.type)),
    status: oneOf(PAYMENT_STATUSES, params.get(PARAM.status)),
    dateFrom: (params.get(PARAM.dateFrom) ?? '').slice(0, 20),
    dateTo: (params.get(PARAM.dateTo) ?? '').slice(0, 20),
    amountMin: (params.get(PARAM.amountMin) ?? '').trim().slice(0, 20),
    amountMax: (params.get(PARAM.amountMax) ?? '').trim().slice(0, 20),
    q: (params.get(PARAM.q) ?? '').trim().slice(0, DOCUMENT_SEARCH_MAX_LENGTH),
    sort: oneOf(DOCUMENT_LIST_SORTS, params.get(PARAM.sort)) ?? '-date',
    perPage: (DOCUMENT_LIST_PAGE_SIZES as readonly number[]).includes(perPage)
      ? perPage
      : DOCUMENT_LIST_DEFAULT_PAGE_SIZE,
    page: Math.min(parsePage(params.get(PARAM.page)), DOCUMENT_LIST_PAGE_MAX),
  };
}

/**
 * An amount in EUR as typed, the Slovenian way or plainly: '1.250,50', '1250,50', '1 250,50',
 * '1250.50', '-12,5' → the shop API's '1250.50' form; null when it is no amount of at most two
 * decimals within DOCUMENT_AMOUNT_LIMIT. Without a comma, dots followed by exactly three digits
 * group thousands ('1.250' is 1250); one dot before one or two digits is a decimal point.
 */
export function parseAmount(text: string): string | null {
  const compact = text.replace(/[\s\u00a0\u202f€]/g, '').replace(/^\u2212/, '-');
  const match = /^(-?)(\d[\d.]*)(?:,(\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  const [, sign = '', whole = '', commaDecimals] = match;
  let integer: string;
  let decimals = commaDecimals ?? '';
  if (commaDecimals !== undefined || /^\d{1,3}(\.\d{3})+$/.test(whole)) {
    // Dots group thousands: each group after the first has three digits.
    if (whole.includes('.') && !/^\d{1,3}(\.\d{3})+$/.test(whole)) return null;
    integer = whole.replaceAll('.', '');
  } else {
    const point = /^(\d+)(?:\.(\d{1,2}))?$/.exec(whole);
    if (!point) return null;
    integer = point[1] ?? '';
    decimals = point[2] ?? '';
  }
  const value = Number(`${integer}.${decimals || '0'}`);
  if (!Number.isFinite(value) || value > DOCUMENT_AMOUNT_LIMIT) return null;
  const digits = integer.replace(/^0+(?=\d)/, '');
  const cents = decimals.replace(/0+$/, '');
  const amount = `${digits}${cents ? `.${cents.padEnd(2, '0')}` : ''}`;
  return sign && value !== 0 ? `-${amount}` : amount;
}

/** The list's filters as shop API parameters (shared by the list and its exports). */
function filterQuery(filter: DocumentsFilter): {
  query: URLSearchParams;
  errors: DocumentsFilterError[];
} {
  const query = new URLSearchParams();
  if (filter.type) query.set('type', filter.type);
  if (filter.status) query.set('status', filter.status);
  const errors: DocumentsFilterError[] = setDayRange(query, filter.dateFrom, filter.dateTo);
  const min = filter.amountMin ? parseAmount(filter.amountMin) : null;
  const max = filter.amountMax ? parseAmount(filter.amountMax) : null;
  if (filter.amountMin && min === null) errors.push('amountMin');
  if (filter.amountMax && max === null) errors.push('amountMax');
  if (min !== null && max !== null && Number(min) > Number(max)) {
    errors.push('amountOrder');
  } else {
    if (min !== null) query.set('amount_min', min);
    if (max !== null) query.set('amount_max', max);
  }
  if (filter.q) query.set('q', filter.q);
  if (filter.sort !== '-date') query.set('sort', filter.sort);
  return { query, errors };
}

/** The shop API's query of one page of the list, and what of the filters could not be used. */
export function documentsApiQuery(filter: DocumentsFilter): {
  query: URLSearchParams;
  errors: DocumentsFilterError[];
} {
  const { query, errors } = filterQuery(filter);
  query.set('page', String(filter.page));
  query.set('per_page', String(filter.perPage));
  return { query, errors };
}

/**
 * GET /api/documents/export of the filtered list, or of only the chosen rows (the shop API
 * ignores the filters then, so they are not sent).
 */
export function documentsExportPath(
  filter: DocumentsFilter,
  format: DocumentExportFormat,
  ids: readonly string[] = [],
): string {
  const query = ids.length > 0 ? new URLSearchParams() : filterQuery(filter).query;
  query.set('format', format);
  if (ids.length > 0) query.set('ids', ids.join(','));
  return `${DOCUMENTS_PATH}/export?${query.toString()}`;
}

/** GET /api/documents/zip of the chosen rows' PDFs. */
export function documentsZipPath(ids: readonly string[]): string {
  return `${DOCUMENTS_PATH}/zip?${new URLSearchParams({ ids: ids.join(',') }).toString()}`;
}

/** GET /api/documents/{id}/pdf. */
export function documentPdfPath(id: string): string {
  return `${DOCUMENTS_PATH}/${encodeURIComponent(id)}/pdf`;
}

/** The address of the list with some filters changed (a changed filter starts at page 1). */
export function documentsHref(filter: DocumentsFilter, change: Partial<DocumentsFilter>): string {
  const next = { ...filter, page: 1, ...change };
  const params = new URLSearchParams();
  if (next.type) params.set(PARAM.type, next.type);
  if (next.status) params.set(PARAM.status, next.status);
  if (next.dateFrom) params.set(PARAM.dateFrom, next.dateFrom);
  if (next.dateTo) params.set(PARAM.dateTo, next.dateTo);
  if (next.amountMin) params.set(PARAM.amountMin, next.amountMin);
  if (next.amountMax) params.set(PARAM.amountMax, next.amountMax);
  if (next.q) params.set(PARAM.q, next.q);
  if (next.sort !== '-date') params.set(PARAM.sort, next.sort);
  if (next.perPage !== DOCUMENT_LIST_DEFAULT_PAGE_SIZE) {
    params.set(PARAM.perPage, String(next.perPage));
  }
  if (next.page > 1) params.set(PARAM.page, String(next.page));
  const search = params.toString();
  return search ? `?${search}` : '?';
}
