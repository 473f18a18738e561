// One guard for every input the API reads (issue #10 §3): the JSON body, the query (also after
// the bracket re-parse), the path parameters and the headers. PostgreSQL `text` cannot hold a
// NUL byte and its UTF-8 cannot hold a lone surrogate, so such a string would fail in the
// database (a 500) or be stored broken; and a deeply nested value makes the recursive
// validators, serialisers and jsonb overflow the stack. Each is refused here, before
// validation, with a 400 in the request's language that names the field — so no route has
// to remember it. The walk is iterative: a 20 000-deep body cannot overflow the guard itself.
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { Locale } from '@gradnik/domain/locale';
import { HttpError } from '../http-error.ts';
import { requestLocale } from '../request-locale.ts';

/**
 * Deepest nesting of objects and arrays a request may carry (decision 016). The deepest real
 * body (order info with a special location) is 5 levels; 64 leaves room and stays far below
 * where recursion becomes a risk.
 */
export const MAX_INPUT_DEPTH = 64;

const MESSAGES = {
  badCharacters: {
    sl: 'Zahteva vsebuje neveljaven znak (NUL ali nepopoln znak Unicode) v polju »{field}«.',
    en: 'The request contains an invalid character (NUL or a broken Unicode character) in field "{field}".',
  },
  tooDeep: {
    sl: `Zahteva je pregloboko gnezdena: največ ${MAX_INPUT_DEPTH} ravni.`,
    en: `The request is nested too deeply: at most ${MAX_INPUT_DEPTH} levels.`,
  },
} as const satisfies Record<string, Record<Locale, string>>;

// A NUL, or a high surrogate not followed by a low one, or a low one not preceded by a high one.
// eslint-disable-next-line no-control-regex -- finding the NUL control character is the point
const BAD_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isCleanText(text: string): boolean {
  return !BAD_TEXT.test(text);
}

type Problem = { kind: 'badCharacters'; field: string } | { kind: 'tooDeep'; field: string };

/**
 * The first problem of a parsed input (strings, keys and nesting), or null. `field` is the dotted
 * path as validation errors name it (`data.attributes.order.comment`), or `where` at the top.
 */
export function inputProblem(root: unknown, where: string): Problem | null {
  const stack: { value: unknown; path: string; depth: number }[] = [
    { value: root, path: '', depth: 0 },
  ];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { value, path, depth } = item;
    if (typeof value === 'string') {
      if (!isCleanText(value)) return { kind: 'badCharacters', field: path || where };
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_INPUT_DEPTH) return { kind: 'tooDeep', field: path || where };
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      if (!isCleanText(key)) return { kind: 'badCharacters', field: childPath };
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return null;
}

function rejection(request: FastifyRequest, problem: Problem): HttpError {
  const locale = requestLocale(request);
  // The field name itself may be what is broken: show it with the bad characters replaced.
  const field = problem.field.replace(new RegExp(BAD_TEXT.source, 'g'), '\ufffd').slice(0, 200);
  const message = MESSAGES[problem.kind][locale].replace('{field}', field);
  const code = problem.kind === 'tooDeep' ? 'input_too_deep' : 'invalid_characters';
  return new HttpError(400, message, code, { [field]: [message] });
}

/** Throws the 400 for the first problem of `value` (e.g. a re-parsed query). */
export function assertCleanInput(request: FastifyRequest, value: unknown, where: string): void {
  const problem = inputProblem(value, where);
  if (problem) throw rejection(request, problem);
}

/** The API's preValidation hook: body, query, path parameters and headers. */
export const inputGuardHook: preValidationAsyncHookHandler = (request) => {
  assertCleanInput(request, request.params, 'params');
  assertCleanInput(request, request.query, 'query');
  assertCleanInput(request, request.headers, 'headers');
  assertCleanInput(request, request.body, 'body');
  return Promise.resolve();
};
