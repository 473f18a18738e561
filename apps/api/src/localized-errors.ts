// A module's user-facing error texts in both languages (SPEC §1: Slovenian default, English
// alternative; issue #5: every 4xx has a clear message in the request's language). Each module
// keeps its own table; this turns a table into its `message` and `error` helpers, so the lookup
// and the HttpError shape live in one place.
import type { FastifyRequest } from 'fastify';
import type { Locale } from '@gradnik/domain/locale';
import { HttpError } from './http-error.ts';
import { requestLocale } from './request-locale.ts';

export type MessageTable = Record<string, Record<Locale, string>>;

export function localizedErrors<T extends MessageTable>(table: T) {
  function message(key: keyof T & string, locale: Locale): string {
    return table[key]?.[locale] ?? String(key);
  }
  /** An HttpError whose code is the key and whose message is in the request's language. */
  function error(
    request: FastifyRequest,
    statusCode: number,
    key: keyof T & string,
    fields?: Record<string, string[]>,
  ): HttpError {
    return new HttpError(statusCode, message(key, requestLocale(request)), key, fields);
  }
  return { message, error };
}
