// The complaint calls (issue #16; our own paths under /api/complaints, decision 043; SPEC §2
// /reklamacije). Thin: the service checks the company and the rules; every state change needs
// the CSRF header (checked before the body is read) and, during an agent's visit, goes into the
// impersonation audit (recorded for every non-read call, impersonation/service.ts). Multipart is
// accepted by these routes' scope alone (@fastify/multipart registered here, as the questions').
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IDEMPOTENCY_HEADER } from '@gradnik/contracts/basket-headers';
import { COMPLAINT_IDEMPOTENCY_KEY_PATTERN } from '@gradnik/contracts/complaint-params';
import { characterCount } from '@gradnik/domain/checkout-steps';
import { COMPLAINT_MESSAGE_MAX_LENGTH } from '@gradnik/domain/complaints';
import { requestLocale } from '../../request-locale.ts';
import { requireCsrf } from '../token/csrf.ts';
import { thumbnailOf } from '../upload/content.ts';
import { checkedFiles, CONTROL_CHARACTERS, formError, sendStoredFile } from '../upload/http.ts';
import { readForm, registerMultipart } from '../upload/multipart.ts';
import { complaintError } from './messages.ts';
import { renderComplaintPdf } from './pdf.ts';
import {
  addComplaintFilesRoute,
  complaintDetailRoute,
  complaintFileRoute,
  complaintMessageRoute,
  complaintPdfRoute,
  complaintSourcesRoute,
  complaintThumbnailRoute,
  createComplaintRoute,
  listComplaintsRoute,
} from './schemas.ts';
import { complaintFail } from './service.ts';

/** The Idempotency-Key header when it is a usable key (as the basket's placing: else ignored). */
function headerKey(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_HEADER];
  const text = Array.isArray(value) ? value[0] : value;
  return text !== undefined && COMPLAINT_IDEMPOTENCY_KEY_PATTERN.test(text) ? text : undefined;
}

export const complaintRoutes: FastifyPluginAsyncZod = async (fastify) => {
  await registerMultipart(fastify);
  const complaints = fastify.complaintService;
  const csrf = requireCsrf(fastify.apiConfig.jwtSecret);

  fastify.get('/api/complaints', { schema: listComplaintsRoute }, (request, reply) => {
    void reply.header('vary', 'Accept-Language');
    return complaints.list(request, request.query);
  });

  fastify.get('/api/complaints/sources', { schema: complaintSourcesRoute }, (request, reply) => {
    void reply.header('cache-control', 'private, no-store');
    return complaints.sources(request, request.query);
  });

  fastify.post(
    '/api/complaints',
    { schema: createComplaintRoute, preHandler: csrf },
    async (request, reply) => {
      // 201 when filed now, 200 with the same detail when this user's key filed it before.
      const filed = await complaints.create(request, request.body, headerKey(request));
      return reply.code(filed.created ? 201 : 200).send(filed.body);
    },
  );

  fastify.get('/api/complaints/:id', { schema: complaintDetailRoute }, (request, reply) => {
    void reply.header('vary', 'Accept-Language');
    return complaints.detail(request, request.params.id);
  });

  fastify.post(
    '/api/complaints/:id/files',
    { schema: addComplaintFilesRoute, preHandler: csrf },
    async (request, reply) => {
      const caller = complaints.callerOf(request);
      // Own and open before the body is read: another company's id never gets its files read.
      await complaints.checkFilesOpen(request, caller, request.params.id, 0);
      const form = await readForm(request, { fieldNames: [], fileField: 'files' }).catch(
        (error: unknown) => {
          throw formError(request, error);
        },
      );
      if (form.files.length === 0) throw complaintFail(request, 400, 'noFiles', 'files');
      const files = await checkedFiles(request, form.files);
      const stored = await complaints.addFiles(request, caller, request.params.id, files);
      request.log.info({ complaint: request.params.id, files: stored.length }, 'complaint files');
      return reply.code(201).send({ data: stored });
    },
  );

  fastify.get(
    '/api/complaints/:id/files/:fileId',
    { schema: complaintFileRoute },
    async (request, reply) => {
      const file = await complaints.file(request, request.params.id, request.params.fileId);
      return sendStoredFile(reply, file.contentType, file.fileName, file.data);
    },
  );

  fastify.get(
    '/api/complaints/:id/files/:fileId/thumbnail',
    { schema: complaintThumbnailRoute },
    async (request, reply) => {
      const file = await complaints.file(request, request.params.id, request.params.fileId);
      const small = await thumbnailOf(file.contentType, file.data);
      if (!small) throw complaintError(request, 404, 'noThumbnail');
      const name = `${file.fileName.replace(/\.[^.]*$/, '')}-320.jpg`;
      return sendStoredFile(reply, 'image/jpeg', name, small);
    },
  );

  fastify.post(
    '/api/complaints/:id/messages',
    { schema: complaintMessageRoute, preHandler: csrf },
    async (request, reply) => {
      const caller = complaints.callerOf(request);
      await complaints.ensureOwn(request, caller, request.params.id);
      const form = await readForm(request, { fieldNames: ['body'], fileField: 'files' }).catch(
        (error: unknown) => {
          throw formError(request, error);
        },
      );
      const body = (form.fields.get('body') ?? '').normalize('NFC').trim();
      if (body === '' && form.files.length === 0)
        throw complaintFail(request, 400, 'messageRequired', 'body');
      if (characterCount(body) > COMPLAINT_MESSAGE_MAX_LENGTH)
        throw complaintFail(request, 400, 'messageTooLong', 'body', {
          max: COMPLAINT_MESSAGE_MAX_LENGTH,
        });
      if (CONTROL_CHARACTERS.test(body))
        throw complaintFail(request, 400, 'invalidCharacters', 'body');
      const files = await checkedFiles(request, form.files);
      const answer = await complaints.message(request, caller, request.params.id, body, files);
      return reply.code(201).send(answer);
    },
  );

  fastify.get('/api/complaints/:id/pdf', { schema: complaintPdfRoute }, async (request, reply) => {
    const { complaint, buyerName } = await complaints.pdfData(request, request.params.id);
    const locale = requestLocale(request);
    const body = await renderComplaintPdf(complaint, buyerName, locale, fastify.now());
    void reply.header('vary', 'Accept-Language');
    return sendStoredFile(reply, 'application/pdf', complaint.pdfFileName, body);
  });
};
