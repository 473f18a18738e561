// JSON:API bracket parameters (SPEC §7: `page[offset]`, `filter[f_catid]`, `filter[f_oneid][…][]`).
// Fastify's query parser is a server option, and inside the one-process server the server
// belongs to apps/server, so the catalogue routes re-parse their own query string instead:
// this hook runs just before validation and replaces `request.query` with the nested form
// (packages/contracts query-string.ts, the same code the web uses to build the URLs).
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { parseBracketQuery } from '@gradnik/contracts/query-string';
import { assertCleanInput } from './input-guard.ts';

export function rawQueryString(request: FastifyRequest): string {
  const url = request.raw.url ?? request.url;
  const mark = url.indexOf('?');
  return mark === -1 ? '' : url.slice(mark + 1);
}

export const bracketQueryHook: preValidationAsyncHookHandler = (request) => {
  const query = parseBracketQuery(rawQueryString(request));
  // Decoded by our own parser: checked again, so the guard sees exactly what the route will.
  assertCleanInput(request, query, 'query');
  request.query = query;
  return Promise.resolve();
};
