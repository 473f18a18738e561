// The guard of the retailer's integration calls (POST /api/integration/…; decisions 033, 037):
// they are public to the user-token check (`config: { public: true }`) and answer only
// `Authorization: Bearer $INTEGRATION_TOKEN`. Without INTEGRATION_TOKEN the routes do not exist
// for anyone (the API's JSON 404, like an unknown path); a wrong or missing token is 401. Used
// as the route's onRequest hook, so it runs before the body is even read: nobody without the
// token learns anything from the body's validation. One guard for every integration route.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '@gradnik/domain/locale';
import { HttpError } from '../http-error.ts';
import { requestLocale } from '../request-locale.ts';
import { notFoundHandler } from './errors.ts';

export const INTEGRATION_TOKEN_MESSAGES: Record<Locale, string> = {
  sl: 'Neveljaven žeton integracije.',
  en: 'Invalid integration token.',
};

/** Compares digests, so neither the token's length nor its bytes show in the timing. */
export function sameToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** onRequest hook of an integration route: 404 when no token is configured, 401 for a wrong one. */
export function requireIntegrationToken(expected: string | undefined) {
  return async (
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<FastifyReply | undefined> => {
    if (expected === undefined) {
      await notFoundHandler(request, reply);
      return reply;
    }
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    if (!sameToken(given, expected))
      throw new HttpError(
        401,
        INTEGRATION_TOKEN_MESSAGES[requestLocale(request)],
        'invalid_integration_token',
      );
    return undefined;
  };
}
