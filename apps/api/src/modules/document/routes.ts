// The document calls (issue #12 Documents; our own paths, see packages/contracts document.ts).
// Files are sent as attachments with their file name; a streamed export ends early, never with
// a half-written 200, only if the client goes away (the stream is destroyed, no rows are read).
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EXPORT_ROWS_HEADER } from '@gradnik/contracts/document';
import { requireCsrf } from '../token/csrf.ts';
import {
  accountSummaryRoute,
  documentPdfRoute,
  exportDocumentsRoute,
  listDocumentsRoute,
  reorderDocumentRoute,
  zipDocumentsRoute,
} from './schemas.ts';
import type { DocumentFile } from './service.ts';

/** RFC 6266: an ASCII fallback and the UTF-8 name. */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** A file the shop makes (a document, an export, a printed list) as a private attachment. */
export function sendFile(reply: FastifyReply, file: DocumentFile) {
  void reply
    .header('content-type', file.contentType)
    .header('content-disposition', attachment(file.fileName))
    .header('cache-control', 'private, no-store')
    .header('vary', 'Accept-Language');
  if (file.rows !== undefined) void reply.header(EXPORT_ROWS_HEADER, String(file.rows));
  return reply.send(file.body);
}

export const documentRoutes: FastifyPluginAsyncZod = (fastify) => {
  const documents = fastify.documentService;
  const csrf = requireCsrf(fastify.apiConfig.jwtSecret);

  fastify.get('/api/documents', { schema: listDocumentsRoute }, (request, reply) => {
    void reply.header('vary', 'Accept-Language');
    return documents.list(request, request.query);
  });

  fastify.get('/api/documents/summary', { schema: accountSummaryRoute }, (request) =>
    documents.summary(request),
  );

  fastify.get('/api/documents/export', { schema: exportDocumentsRoute }, async (request, reply) =>
    sendFile(reply, await documents.exportList(request, request.query)),
  );

  fastify.get('/api/documents/zip', { schema: zipDocumentsRoute }, async (request, reply) =>
    sendFile(reply, await documents.zip(request, request.query.ids)),
  );

  fastify.get('/api/documents/:id/pdf', { schema: documentPdfRoute }, async (request, reply) =>
    sendFile(reply, await documents.pdf(request, request.params.id)),
  );

  fastify.post(
    '/api/documents/:id/reorder',
    { schema: reorderDocumentRoute, preHandler: csrf },
    (request) => documents.reorder(request, request.params.id, request.body ?? {}),
  );

  return Promise.resolve();
};
