// The documents flow (issue #12 Documents): the company's list and account summary, each
// document's PDF, the list's CSV/XLSX export and a ZIP of chosen PDFs, and reordering a
// document's lines. Whose documents a request reaches is the order service's ownerOf (the
// token's partner; an agent acting for none has none).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  DOCUMENT_EXPORT_MAX_ROWS,
  DOCUMENT_LIST_DEFAULT_PAGE_SIZE,
  type AccountSummaryResponse,
  type DocumentExportQuery,
  type DocumentListItem,
  type DocumentListQuery,
  type DocumentListResponse,
} from '@gradnik/contracts/document';
import type { ReorderBody, ReorderResponse } from '@gradnik/contracts/reorder';
import {
  AGEING_BUCKETS,
  creditHeadroom,
  daysOverdue,
  documentFileName,
  shownDocumentStatus,
  type DocumentType,
} from '@gradnik/domain/account-documents';
import { roundToCents } from '@gradnik/domain/cents';
import { ljubljanaDay } from '@gradnik/domain/date-range';
import type { Locale } from '@gradnik/domain/locale';
import { laravelPage } from '../../laravel-page.ts';
import { requestLocale } from '../../request-locale.ts';
import { documentExportColumns } from './export-columns.ts';
import { csvStream } from './export/csv.ts';
import { xlsxStream } from './export/xlsx.ts';
import { zipStream, type ZipEntry } from './export/zip.ts';
import { documentError } from './messages.ts';
import { renderDocumentPdf } from './pdf.ts';
import { printedDocument } from './print.ts';
import type { DocumentFilter, DocumentListRow, OwnDocument } from './repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    documentService: DocumentService;
  }
}

/** Types whose lines can go into the cart again (a credit note gives money back, no goods). */
const REORDERABLE: ReadonlySet<DocumentType> = new Set([
  'invoice',
  'delivery_note',
  'order_confirmation',
  'offer',
]);

export interface DocumentFile {
  fileName: string;
  contentType: string;
  body: Buffer | NodeJS.ReadableStream;
  /** Rows an export streams (the web's progress bar), when known. */
  rows?: number;
}

export function documentListItem(
  row: DocumentListRow,
  today: string,
  locale: Locale,
): DocumentListItem {
  const status = shownDocumentStatus(row.status, row.dueAt, today);
  return {
    id: String(row.id),
    type: row.docType,
    number: row.docNo,
    issuedAt: row.issuedAt,
    dueAt: row.dueAt,
    amount: row.amount,
    status,
    daysOverdue: status === 'overdue' ? daysOverdue(row.dueAt, today) : 0,
    order: row.orderId && row.orderNo ? { id: String(row.orderId), number: row.orderNo } : null,
    reorderable: REORDERABLE.has(row.docType) && row.lineCount > 0,
    fileName: documentFileName(row.docType, row.docNo, locale),
  };
}

export function createDocumentService(fastify: FastifyInstance) {
  const repo = fastify.documentRepository;
  const orders = fastify.orderService;
  const today = () => ljubljanaDay(fastify.now());

  function filterOf(
    partnerId: number,
    query: Omit<DocumentListQuery, 'page' | 'per_page' | 'sort'>,
    ids?: readonly number[],
  ): DocumentFilter {
    // Chosen rows are exported as they are: the filters that chose them no longer apply.
    if (ids) return { partnerId, ids, today: today() };
    return {
      partnerId,
      type: query.type,
      status: query.status,
      from: query.date_from,
      to: query.date_to,
      amountMin: query.amount_min,
      amountMax: query.amount_max,
      number: query.q,
      today: today(),
    };
  }

  async function own(request: FastifyRequest, id: number): Promise<OwnDocument> {
    const owner = orders.ownerOf(request);
    const found = await repo.findOwn(owner.partnerId, id);
    if (!found) throw documentError(request, 404, 'documentNotFound');
    return found;
  }

  async function pdfOf(found: OwnDocument, partnerId: number, locale: Locale) {
    const buyer = await repo.partner(partnerId);
    if (!buyer) throw new Error(`partner ${partnerId} vanished`);
    return renderDocumentPdf(printedDocument(found, buyer, locale), locale);
  }

  return {
    async list(request: FastifyRequest, query: DocumentListQuery): Promise<DocumentListResponse> {
      const owner = orders.ownerOf(request);
      const locale = requestLocale(request);
      const page = query.page ?? 1;
      const perPage = query.per_page ?? DOCUMENT_LIST_DEFAULT_PAGE_SIZE;
      const filter = filterOf(owner.partnerId, query);
      const { rows, total } = await repo.list(
        filter,
        query.sort ?? '-date',
        (page - 1) * perPage,
        perPage,
      );
      const items = rows.map((row) => documentListItem(row, filter.today, locale));
      return { data: laravelPage(items, total, page, perPage) };
    },

    /** Open and overdue amounts, ageing buckets and the credit limit with its headroom. */
    async summary(request: FastifyRequest): Promise<AccountSummaryResponse> {
      const owner = orders.ownerOf(request);
      const [buckets, partner] = await Promise.all([
        repo.openByBucket(owner.partnerId, today()),
        repo.partner(owner.partnerId),
      ]);
      const byBucket = new Map(buckets.map((b) => [b.bucket, b]));
      const open = roundToCents(buckets.reduce((sum, b) => sum + b.amount, 0));
      const due = byBucket.get('not_due')?.amount ?? 0;
      const limit = partner?.limitAmount == null ? null : Number(partner.limitAmount);
      const headroom = creditHeadroom(limit, open);
      return {
        data: {
          open,
          overdue: roundToCents(open - due),
          buckets: AGEING_BUCKETS.map((bucket) => ({
            bucket,
            amount: roundToCents(byBucket.get(bucket)?.amount ?? 0),
            count: byBucket.get(bucket)?.count ?? 0,
          })),
          creditLimit:
            limit === null || headroom === null
              ? null
              : { amount: limit, type: partner?.limitType ?? null, headroom },
        },
      };
    },

    async pdf(request: FastifyRequest, id: number): Promise<DocumentFile> {
      const owner = orders.ownerOf(request);
      const found = await own(request, id);
      const locale = requestLocale(request);
      return {
        fileName: documentFileName(found.document.docType, found.document.docNo, locale),
        contentType: 'application/pdf',
        body: await pdfOf(found, owner.partnerId, locale),
      };
    },

    /** The filtered list (or the chosen rows) as CSV or XLSX, streamed batch by batch. */
    async exportList(request: FastifyRequest, query: DocumentExportQuery): Promise<DocumentFile> {
      const owner = orders.ownerOf(request);
      const locale = requestLocale(request);
      const filter = filterOf(owner.partnerId, query, query.ids);
      const rows = Math.min(await repo.count(filter), DOCUMENT_EXPORT_MAX_ROWS);
      const batches = repo.batches(filter, query.sort ?? '-date', DOCUMENT_EXPORT_MAX_ROWS);
      async function* items() {
        for await (const batch of batches) {
          for (const row of batch) yield documentListItem(row, filter.today, locale);
        }
      }
      const columns = documentExportColumns(locale);
      const stamp = filter.today;
      const base = locale === 'sl' ? `dokumenti-${stamp}` : `documents-${stamp}`;
      return query.format === 'csv'
        ? {
            fileName: `${base}.csv`,
            contentType: 'text/csv; charset=utf-8',
            body: csvStream(items(), columns),
            rows,
          }
        : {
            fileName: `${base}.xlsx`,
            contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            body: xlsxStream(items(), columns, {
              sheetName: locale === 'sl' ? 'Dokumenti' : 'Documents',
              title: base,
            }),
            rows,
          };
    },

    /** The chosen documents' PDFs as one ZIP, rendered one at a time while it streams. */
    async zip(request: FastifyRequest, ids: readonly number[]): Promise<DocumentFile> {
      const owner = orders.ownerOf(request);
      const locale = requestLocale(request);
      const found = await repo.findOwnMany(owner.partnerId, ids);
      if (found.length === 0) throw documentError(request, 404, 'nothingToZip');
      async function* entries(): AsyncGenerator<ZipEntry> {
        for (const item of found) {
          yield {
            name: documentFileName(item.document.docType, item.document.docNo, locale),
            data: await pdfOf(item, owner.partnerId, locale),
          };
        }
      }
      return {
        fileName: `${locale === 'sl' ? 'dokumenti' : 'documents'}-${today()}.zip`,
        contentType: 'application/zip',
        body: zipStream(entries()),
        rows: found.length,
      };
    },

    /** Issue #12 "Reorder from any document": the same merge-into-cart as from the order. */
    async reorder(
      request: FastifyRequest,
      id: number,
      body: ReorderBody,
    ): Promise<ReorderResponse> {
      const owner = orders.ownerOf(request);
      const found = await own(request, id);
      const lines = found.document.lines;
      if (!REORDERABLE.has(found.document.docType) || lines.length === 0)
        throw documentError(request, 400, 'nothingToReorder');
      const source = lines.map((l) => ({
        lineNo: l.lineNo,
        productId: l.productId,
        code: l.itemNo,
        name: l.name,
        quantity: l.quantity,
        unit: l.unit,
        // What the partner paid per unit then: the line's value over its quantity.
        priceThen: l.quantity > 0 ? roundToCents(l.value / l.quantity) : null,
      }));
      return { data: await orders.reorderLines(request, owner, source, body) };
    },
  };
}
export type DocumentService = ReturnType<typeof createDocumentService>;

export const documentServicePlugin = fp(
  (fastify: FastifyInstance) => {
    fastify.decorate('documentService', createDocumentService(fastify));
    return Promise.resolve();
  },
  {
    name: 'gradnik-api-document-service',
    dependencies: ['gradnik-api-document-repository', 'gradnik-api-order-service'],
    fastify: '5.x',
  },
);
