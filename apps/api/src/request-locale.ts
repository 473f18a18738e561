// The language of catalogue and content texts: the request's Accept-Language header, `sl` by
// default (SPEC §1: Slovenian is the default, English the alternative). The web app sends
// the page's locale in this header, so one URL per resource serves both languages.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, localeFromAcceptLanguage, type Locale } from '@gradnik/domain/locale';

export function requestLocale(request: FastifyRequest, reply?: FastifyReply): Locale {
  // The answer depends on the header: shared caches must key on it.
  if (reply) void reply.header('vary', 'Accept-Language');
  return localeFromAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_LOCALE;
}

/** Optional header in route schemas, so the OpenAPI document shows it. */
export const ACCEPT_LANGUAGE_DESCRIPTION =
  'Language of the texts: `sl` (default) or `en` (Accept-Language header, quality values honoured).';
