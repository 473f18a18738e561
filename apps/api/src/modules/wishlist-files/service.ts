// The favourites list's files (issue #15 export and print; decision 041): who may read the list,
// then its rows as CSV or XLSX through the documents' writers, or as the printed PDF. The file's
// language is `?lang=` when given, else the request's (Accept-Language, sl by default).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { WishlistExportFormat } from '@gradnik/contracts/wishlist-files-params';
import type { Locale } from '@gradnik/domain/locale';
import { requestLocale } from '../../request-locale.ts';
import { csvStream } from '../document/export/csv.ts';
import { xlsxStream } from '../document/export/xlsx.ts';
import type { DocumentFile } from '../document/service.ts';
import { wishlistError } from '../wishlist/messages.ts';
import { requireWishlistAccess } from '../wishlist/access.ts';
import { listExportColumns } from './columns.ts';
import { LIST_FILE_LABELS, listFileName } from './labels.ts';
import { renderListPdf } from './pdf.ts';
import type { ListHeading, ListFileRow } from './repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    wishlistFilesService: WishlistFilesService;
  }
}

/** The rows as the writers' row source (they stream from a database cursor elsewhere). */
function each<T>(rows: readonly T[]): AsyncIterable<T> {
  return (async function* () {
    await Promise.resolve();
    yield* rows;
  })();
}

export function createWishlistFilesService(fastify: FastifyInstance) {
  const repo = fastify.wishlistFilesRepository;
  const lists = fastify.wishlistRepository;

  /**
   * The list if the caller may read it — theirs, or shared with them by a colleague (decision
   * 039: any access reads) — else 404, as for an unknown id (the favourites' one gate).
   */
  async function readable(request: FastifyRequest, id: number): Promise<ListHeading> {
    await requireWishlistAccess(lists, request, id, 'read');
    const list = await repo.list(id);
    if (!list) throw wishlistError(request, 404, 'notFound');
    return list;
  }

  const nameOf = (row: ListFileRow, locale: Locale) => (locale === 'sl' ? row.nameSl : row.nameEn);

  return {
    /** GET …/wishlist/{id}/export?format=csv|xlsx */
    async exportList(
      request: FastifyRequest,
      id: number,
      format: WishlistExportFormat,
      lang: Locale | undefined,
    ): Promise<DocumentFile> {
      const list = await readable(request, id);
      const locale = lang ?? requestLocale(request);
      const rows = await repo.rows(list.id);
      const columns = listExportColumns(locale);
      if (format === 'csv') {
        return {
          fileName: listFileName(list.name, 'csv', locale),
          contentType: 'text/csv; charset=utf-8',
          body: csvStream(each(rows), columns),
          rows: rows.length,
        };
      }
      return {
        fileName: listFileName(list.name, 'xlsx', locale),
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        body: xlsxStream(each(rows), columns, {
          sheetName: LIST_FILE_LABELS[locale].sheet,
          title: list.name,
        }),
        rows: rows.length,
      };
    },

    /** GET …/wishlist/{id}/print */
    async printList(
      request: FastifyRequest,
      id: number,
      lang: Locale | undefined,
    ): Promise<DocumentFile> {
      const list = await readable(request, id);
      const locale = lang ?? requestLocale(request);
      const rows = await repo.rows(list.id);
      const body = await renderListPdf(
        {
          name: list.name,
          companyName: list.companyName,
          printedAt: fastify.now(),
          rows: rows.map((row) => ({
            name: nameOf(row, locale),
            code: row.code,
            ean: row.ean,
            quantity: row.quantity,
            unit: row.unit,
          })),
        },
        locale,
      );
      return {
        fileName: listFileName(list.name, 'pdf', locale),
        contentType: 'application/pdf',
        body,
      };
    },
  };
}
export type WishlistFilesService = ReturnType<typeof createWishlistFilesService>;

export const wishlistFilesServicePlugin = fp(
  (fastify: FastifyInstance) => {
    fastify.decorate('wishlistFilesService', createWishlistFilesService(fastify));
    return Promise.resolve();
  },
  {
    name: 'gradnik-api-wishlist-files-service',
    dependencies: ['gradnik-api-wishlist-files-repository', 'gradnik-api-wishlist-repository'],
    fastify: '5.x',
  },
);
