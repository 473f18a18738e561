// The HTTP methods the shop serves (issue #10 §3: `TRACE` on any path was a 500). Fastify routes
// TRACE, PROPFIND, SEARCH … to catch-all routes (the API's 404s, the web app's pages), and the
// web's Request constructor throws on TRACE. A method no resource of ours implements is refused
// before any route runs with 405 and the methods the shop serves in `Allow` (RFC 9110 §15.5.6):
// a client error like every other bad input, never a 5xx (decision 016). The one-process server
// (apps/server) registers the same hook for its own routes.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '@gradnik/domain/locale';
import type { ApiError } from '@gradnik/contracts/errors';
import { requestLocale } from '../request-locale.ts';

/** Every method some route of the shop answers; anything else is refused everywhere. */
export const SERVED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

const NOT_ALLOWED: Record<Locale, string> = {
  sl: 'Metoda {method} ni podprta.',
  en: 'The method {method} is not supported.',
};

export async function unsupportedMethodHook(request: FastifyRequest, reply: FastifyReply) {
  if (SERVED_METHODS.includes(request.method)) return;
  const method = request.method.replace(/[^A-Z-]/gi, '').slice(0, 20);
  const payload: ApiError = {
    error: NOT_ALLOWED[requestLocale(request)].replace('{method}', method),
    statusCode: 405,
  };
  await reply.code(405).header('allow', SERVED_METHODS.join(', ')).send(payload);
  return reply;
}
