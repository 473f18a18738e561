// The documents list and the account summary from the shop API (GET /api/documents and
// GET /api/documents/summary, contracts/document.ts) for the page's loader, fetched side by
// side. Only the list's view reaches the browser: numbers and texts, formatted there.
import {
  accountSummaryResponseSchema,
  documentListResponseSchema,
  type AccountSummary,
  type DocumentListItem,
} from '@gradnik/contracts/document';
import type { Locale } from '@gradnik/domain/locale';
import type { ShopApi } from '../../context';
import { fetchDocument } from '../../lib/shop-document.server';
import {
  DOCUMENTS_PATH,
  documentsApiQuery,
  type DocumentsFilter,
  type DocumentsFilterError,
} from './documents-filter';

export const DOCUMENTS_SUMMARY_PATH = `${DOCUMENTS_PATH}/summary`;

export interface DocumentsPage {
  documents: DocumentListItem[];
  total: number;
  page: number;
  lastPage: number;
  errors: DocumentsFilterError[];
  summary: AccountSummary;
}

/**
 * One page of the company's documents and its account summary. Throws SessionRejectedError on
 * 401, an Error otherwise.
 */
export async function loadDocuments(
  api: ShopApi,
  locale: Locale,
  filter: DocumentsFilter,
): Promise<DocumentsPage> {
  const { query, errors } = documentsApiQuery(filter);
  const listPath = `${DOCUMENTS_PATH}?${query.toString()}`;
  const [list, summary] = await Promise.all([
    fetchDocument(api, locale, listPath, documentListResponseSchema),
    fetchDocument(api, locale, DOCUMENTS_SUMMARY_PATH, accountSummaryResponseSchema),
  ]);
  if (!list) throw new Error(`GET ${listPath} answered 404`);
  if (!summary) throw new Error(`GET ${DOCUMENTS_SUMMARY_PATH} answered 404`);
  const { data } = list;
  return {
    documents: data.data,
    total: data.total,
    page: data.current_page,
    lastPage: Math.max(1, data.last_page),
    errors,
    summary: summary.data,
  };
}
