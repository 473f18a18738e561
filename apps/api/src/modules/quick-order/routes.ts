// The quick-order pad and the list import (issue #15; decision 040): our own /api paths (SPEC §7
// lists no such call). Thin: the token's partner and user scope everything; the favourites
// module's gate decides who may import into a list (wishlist/access.ts, decision 039). The
// impersonation audit records every POST of an agent's visit by itself (impersonation service's
// onResponse hook), so an agent's import is audited like any change.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IMPORT_MAX_ROWS,
  QUICK_ORDER_MAX_LINES,
  quickOrderMessage,
} from '@gradnik/domain/quick-order';
import { HttpError } from '../../http-error.ts';
import { authOf } from '../../plugins/auth.ts';
import { requestLocale } from '../../request-locale.ts';
import { erpTestCall } from '../pricing/service.ts';
import { requireCsrf } from '../token/csrf.ts';
import { uploadMessage } from '../upload/messages.ts';
import { FormReadError } from '../upload/multipart.ts';
import { requireWishlistAccess } from '../wishlist/access.ts';
import { FileRefusal, readImportFile, registerImportMultipart, sheetRows } from './file.ts';
import { quickOrderApiMessage } from './messages.ts';
import { importRoute, parseFileRoute, resolveRoute } from './schemas.ts';
import { importPlan, linesOfRows, resolveLines } from './service.ts';

export const quickOrderRoutes: FastifyPluginAsyncZod = async (fastify) => {
  // Only in this scope: the file calls' own limits (2 MB, one file).
  await registerImportMultipart(fastify);
  const repo = fastify.quickOrderRepository;
  const csrf = requireCsrf(fastify.apiConfig.jwtSecret);

  /** The caller's partner: SPEC §6, an agent acting for nobody has no prices and no cart. */
  function partnerOf(request: FastifyRequest): number {
    const { partnerId } = authOf(request);
    if (partnerId === null) {
      const text = quickOrderApiMessage('agentWithoutCustomer', requestLocale(request));
      throw new HttpError(403, text, 'agentWithoutCustomer');
    }
    return partnerId;
  }

  /** A file's rows, every refusal as a 4xx in the request's language. */
  async function rowsOf(request: FastifyRequest) {
    const locale = requestLocale(request);
    try {
      return await sheetRows(await readImportFile(request));
    } catch (error) {
      if (error instanceof FormReadError) {
        const text = uploadMessage(error.key, locale, error.vars);
        throw new HttpError(error.statusCode, text, error.key, { file: [text] });
      }
      if (error instanceof FileRefusal) {
        const text = quickOrderApiMessage(error.key, locale, error.vars);
        request.log.info({ reason: error.key }, 'import file refused');
        throw new HttpError(error.statusCode, text, error.key, { file: [text] });
      }
      throw error;
    }
  }

  fastify.post(
    '/api/quick-order/resolve',
    // Looks products up and changes nothing: not in an agent's visit audit.
    { schema: resolveRoute, preHandler: csrf, config: { readsOnly: true } },
    async (request, reply) => {
      const locale = requestLocale(request, reply);
      const partnerId = partnerOf(request);
      void reply.header('cache-control', 'private, no-store');
      return resolveLines(
        { repo, pricing: fastify.productPricing },
        {
          partnerId,
          lines: request.body.lines,
          locale,
          log: request.log,
          call: erpTestCall(fastify.apiConfig.nodeEnv, request.headers),
        },
      );
    },
  );

  fastify.post(
    '/api/quick-order/parse-file',
    { schema: parseFileRoute, preHandler: csrf, config: { readsOnly: true } },
    async (request, reply) => {
      const locale = requestLocale(request, reply);
      partnerOf(request);
      const rows = await rowsOf(request);
      const { outcome, problems } = linesOfRows(rows, locale, QUICK_ORDER_MAX_LINES);
      if (!outcome.ok) {
        const text = quickOrderMessage('tooManyLines', locale, { max: outcome.max });
        throw new HttpError(400, text, 'tooManyLines', { file: [text] });
      }
      const lines = outcome.lines.flatMap((l) =>
        l.problem === null && l.quantity !== null
          ? [{ line: l.lineNo, token: l.token, quantity: l.quantity }]
          : [],
      );
      if (lines.length === 0 && problems.length === 0) {
        const text = quickOrderApiMessage('noLines', locale);
        throw new HttpError(400, text, 'noLines', { file: [text] });
      }
      return { data: { lines, problems } };
    },
  );

  fastify.post(
    '/api/customer/wishlist/:id/import',
    { schema: importRoute, preHandler: csrf },
    async (request, reply) => {
      const locale = requestLocale(request, reply);
      // The list first: another user's or company's list is a 404 whatever the file says.
      await requireWishlistAccess(fastify.wishlistRepository, request, request.params.id, 'change');
      const rows = await rowsOf(request);
      const plan = await importPlan(repo, rows, locale);
      if (plan.lines === 0) {
        const text = quickOrderApiMessage('noLines', locale);
        throw new HttpError(400, text, 'noLines', { file: [text] });
      }
      const { added, updated } = await repo.importIntoList(request.params.id, plan.items);
      request.log.info(
        { wishlist: request.params.id, added, updated, errors: plan.errors.length },
        'wishlist import',
      );
      return { data: { added, updated, errors: plan.errors.slice(0, IMPORT_MAX_ROWS) } };
    },
  );

  return Promise.resolve();
};
