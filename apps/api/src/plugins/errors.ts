// The API's one error handler (STYLE.md practice 6). SPEC §7/§8: failures carry an `error`
// field, or an `errors` key whose keys map to lists of messages; 4xx texts are for users,
// 5xx never leak internals (the real error is logged).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { ApiError } from '@gradnik/contracts/errors';
import type { Locale } from '@gradnik/domain/locale';
import { AUTHENTICATION_REQUIRED, isHttpError } from '../http-error.ts';
import { requestLocale } from '../request-locale.ts';

/** The handler's own texts for bad input, in the request's language. */
const TEXTS = {
  invalidRequest: { sl: 'Neveljavna zahteva', en: 'Invalid request' },
  unknownField: { sl: 'Neznano polje', en: 'Unknown field' },
  invalidValue: { sl: 'Neveljavna vrednost', en: 'Invalid value' },
  malformedJson: { sl: 'Telo zahteve ni veljaven JSON.', en: 'Malformed JSON body' },
  unsupportedMediaType: {
    sl: "Nepodprta vrsta vsebine '{type}': pošljite application/json.",
    en: "Unsupported media type '{type}': send application/json",
  },
  notFound: { sl: 'Ni najdeno: {what}', en: 'Not found: {what}' },
} as const satisfies Record<string, Record<Locale, string>>;

/** zod's default messages in each language (zod ships a Slovenian locale). */
const ZOD_MESSAGES: Record<Locale, z.core.$ZodErrorMap> = {
  sl: z.locales.sl().localeError,
  en: z.locales.en().localeError,
};

function errorMapText(map: z.core.$ZodErrorMap, issue: z.core.$ZodRawIssue): string | undefined {
  const answer = map(issue);
  return typeof answer === 'string' ? answer : (answer?.message ?? undefined);
}

/** Generic texts of 4xx answers that no rule of ours explains, in the request's language. */
const STATUS_TEXT: Record<number, Record<Locale, string>> = {
  400: { sl: 'Neveljavna zahteva.', en: 'Bad request' },
  401: { sl: 'Potrebna je prijava.', en: AUTHENTICATION_REQUIRED },
  403: { sl: 'Dostop ni dovoljen.', en: 'Forbidden' },
  404: { sl: 'Ni najdeno.', en: 'Not found' },
  405: { sl: 'Metoda ni dovoljena.', en: 'Method not allowed' },
  406: { sl: 'Odgovora v zahtevani obliki ni.', en: 'Not acceptable' },
  413: { sl: 'Telo zahteve je preveliko.', en: 'Request body too large' },
  415: { sl: 'Nepodprta vrsta vsebine.', en: 'Unsupported media type' },
  429: { sl: 'Preveč zahtev; poskusite znova kasneje.', en: 'Too many requests; try again later' },
};

interface ValidationIssue {
  instancePath: string;
  message?: string;
  keyword: string;
  params: Record<string, unknown>;
}

interface ErrorFacts {
  statusCode?: unknown;
  code?: unknown;
  message?: unknown;
  validation?: unknown;
  validationContext?: unknown;
}

function facts(error: unknown): ErrorFacts {
  // Every field is `unknown`, so any object fits; callers still narrow each one.
  return typeof error === 'object' && error !== null ? error : {};
}

function isValidationIssue(value: unknown): value is ValidationIssue {
  if (typeof value !== 'object' || value === null) return false;
  const v: { instancePath?: unknown; keyword?: unknown; params?: unknown } = value;
  return (
    typeof v.instancePath === 'string' &&
    typeof v.keyword === 'string' &&
    typeof v.params === 'object' &&
    v.params !== null
  );
}

interface NestedIssue {
  path: PropertyKey[];
  code: string;
  message?: string;
  keys?: unknown;
  errors?: unknown;
}

function isNestedIssue(value: unknown): value is NestedIssue {
  if (typeof value !== 'object' || value === null) return false;
  const v: { path?: unknown; code?: unknown } = value;
  return Array.isArray(v.path) && typeof v.code === 'string';
}

/**
 * A body that fits no branch of a union (the basket's POST/PATCH take one of several bodies)
 * fails as one 'invalid_union' issue, which alone would only say `body: Invalid input`. The
 * branch whose failure lies deepest is the one the client meant (its outer shape matched), so
 * its issues are reported instead, e.g. `data.0.attributes.product.id` (issue #10 §3: a clear
 * message naming the field).
 */
function unionIssues(issue: ValidationIssue): ValidationIssue[] | null {
  const branches = issue.params.errors;
  if (issue.keyword !== 'invalid_union' || !Array.isArray(branches)) return null;
  let best: NestedIssue[] | null = null;
  let bestDepth = -1;
  for (const branch of branches) {
    if (!Array.isArray(branch) || branch.length === 0 || !branch.every(isNestedIssue)) continue;
    const depth = Math.max(...branch.map((i) => i.path.length));
    if (depth > bestDepth || (depth === bestDepth && best && branch.length < best.length)) {
      best = branch;
      bestDepth = depth;
    }
  }
  if (!best) return null;
  return best.map(({ path, code, message, ...params }) => ({
    instancePath: [issue.instancePath.replace(/\/$/, ''), ...path.map(String)].join('/'),
    keyword: code,
    message,
    params,
  }));
}

/** Field path → messages; unknown fields (`.strict()` schemas) get one entry each. */
/**
 * An issue's message in `locale`: zod's default message in that language, or the message a
 * schema chose itself (kept as written). An issue carries its input (validator.ts), so zod's
 * English default can be recomputed and told apart from a chosen message.
 */
export function localizedIssueMessage(issue: ValidationIssue, locale: Locale): string {
  const message = issue.message ?? TEXTS.invalidValue[locale];
  if (locale === 'en' || !('input' in issue.params)) return message;
  const raw = { ...issue.params, code: issue.keyword } as z.core.$ZodRawIssue;
  if (errorMapText(ZOD_MESSAGES.en, raw) !== message) return message;
  return errorMapText(ZOD_MESSAGES[locale], raw) ?? message;
}

export function validationFields(
  context: string,
  issues: ValidationIssue[],
  locale: Locale = 'en',
): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    (fields[field] ??= []).push(message);
  };
  const expand = (issue: ValidationIssue): ValidationIssue[] =>
    unionIssues(issue)?.flatMap(expand) ?? [issue];
  const expanded = issues.flatMap(expand);
  for (const issue of expanded) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const keys = issue.params.keys;
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
      for (const key of keys)
        add(path ? `${path}.${String(key)}` : String(key), TEXTS.unknownField[locale]);
      continue;
    }
    // Ajv-style "required" issues name the missing property in params.
    const missing = issue.params.missingProperty;
    const field =
      typeof missing === 'string' ? (path ? `${path}.${missing}` : missing) : path || context;
    add(field, localizedIssueMessage(issue, locale));
  }
  return fields;
}

function send(reply: FastifyReply, statusCode: number, body: Omit<ApiError, 'statusCode'>) {
  const payload: ApiError = { ...body, statusCode };
  return reply.code(statusCode).send(payload);
}

export function apiErrorHandler(
  this: FastifyInstance,
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (reply.sent) return;

  if (isHttpError(error)) {
    if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    if (error.headers) void reply.headers(error.headers);
    if (error.statusCode === 401 && request.routeOptions.config.public !== true) {
      // RFC 6750 §3: tell the client which scheme, and that its token was bad when it sent one.
      // Our finer codes (unknown_user …) stay in the body; the header uses the RFC's words.
      reply.header(
        'www-authenticate',
        request.headers.authorization ? 'Bearer error="invalid_token"' : 'Bearer',
      );
    }
    return send(reply, error.statusCode, {
      ...error.extra,
      error: error.message,
      ...(error.code ? { code: error.code } : {}),
      ...(error.fields ? { errors: error.fields } : {}),
    });
  }

  const f = facts(error);
  if (Array.isArray(f.validation) && f.validation.every(isValidationIssue)) {
    const context = typeof f.validationContext === 'string' ? f.validationContext : 'request';
    const locale = requestLocale(request);
    const fields = validationFields(context, f.validation, locale);
    const what = Object.entries(fields)
      .map(([field, messages]) => `${field}: ${messages.join(', ')}`)
      .join('; ');
    return send(reply, 400, { error: `${TEXTS.invalidRequest[locale]}: ${what}`, errors: fields });
  }

  const status = typeof f.statusCode === 'number' ? f.statusCode : 500;
  const code = typeof f.code === 'string' ? f.code : undefined;

  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return send(reply, 400, { error: TEXTS.malformedJson[requestLocale(request)] });
  }
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    const type = String(request.headers['content-type'] ?? '').slice(0, 100);
    const error = TEXTS.unsupportedMediaType[requestLocale(request)].replace('{type}', type);
    return send(reply, 415, { error });
  }
  if (status >= 400 && status < 500) {
    // Fastify's own 4xx messages are written for clients (e.g. an empty JSON body), in English;
    // any other library's message is not ours to vouch for, so it gets the generic text.
    const locale = requestLocale(request);
    const generic = STATUS_TEXT[status]?.[locale] ?? TEXTS.invalidRequest[locale];
    const message =
      locale === 'en' && code?.startsWith('FST_') && typeof f.message === 'string'
        ? f.message
        : generic;
    request.log.info({ statusCode: status, code }, 'request rejected');
    return send(reply, status, { error: message });
  }

  request.log.error({ err: error }, 'unhandled error');
  return send(reply, 500, { error: 'Internal Server Error' });
}

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  const what = `${request.method} ${request.url.split('?')[0] ?? ''}`;
  return send(reply, 404, {
    error: TEXTS.notFound[requestLocale(request)].replace('{what}', what),
  });
}

/**
 * Sets the error handler of the instance it is registered on (fastify-plugin: no new scope).
 * The 404 handler is not set here: one Fastify server has one per prefix, and inside the
 * one-process server it belongs to the composition root (see app.ts).
 */
export const errorsPlugin = fp(
  (fastify: FastifyInstance) => {
    fastify.setErrorHandler(apiErrorHandler);
    return Promise.resolve();
  },
  { name: 'gradnik-api-errors', fastify: '5.x' },
);
