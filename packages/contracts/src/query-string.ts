// Bracket query strings of the JSON:API calls (SPEC §7: `page[offset]`, `page[limit]`,
// `filter[f_catid]`, one `filter[f_oneid][<code>][]` group per attribute type). Neither
// `node:querystring` nor `URLSearchParams` nests brackets, and no `qs`-like package is
// installed, so the shop API parses and the web app builds them with this pair; one shape
// for both sides (STYLE "one rule, one place").

/** A parsed query: strings, string lists and nested objects of them. */
export interface BracketQuery {
  [key: string]: BracketValue;
}
export type BracketValue = string | string[] | BracketQuery;

/** Bounds a hostile query: more parameters or deeper nesting is ignored, not an error. */
export const MAX_QUERY_PARAMS = 200;
export const MAX_QUERY_DEPTH = 4;

// Own keys only: these would reach Object.prototype through an object literal.
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function decode(text: string): string {
  const spaced = text.replaceAll('+', ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    // A malformed escape (`%E0%A4%A`) is kept literally; the schema then judges the value.
    return spaced;
  }
}

/** `filter[f_oneid][color][]` → ['filter', 'f_oneid', 'color', '']; null when malformed. */
function keyPath(key: string): string[] | null {
  const open = key.indexOf('[');
  if (open === -1) return [key];
  if (open === 0) return null;
  const path = [key.slice(0, open)];
  let rest = key.slice(open);
  while (rest.length > 0) {
    const match = /^\[([^[\]]*)\]/.exec(rest);
    if (!match) return null;
    path.push(match[1] ?? '');
    rest = rest.slice(match[0].length);
  }
  return path;
}

function isQueryObject(value: BracketValue | undefined): value is BracketQuery {
  return typeof value === 'object' && !Array.isArray(value);
}

function assign(target: BracketQuery, path: string[], value: string): void {
  const [head, ...rest] = path;
  if (head === undefined || head === '' || FORBIDDEN_KEYS.has(head)) return;
  const existing = Object.hasOwn(target, head) ? target[head] : undefined;
  if (rest.length === 0) {
    // `a=1&a=2` collects, like node:querystring; a value never replaces an object.
    if (existing === undefined) target[head] = value;
    else if (typeof existing === 'string') target[head] = [existing, value];
    else if (Array.isArray(existing)) existing.push(value);
    return;
  }
  if (rest.length === 1 && rest[0] === '') {
    // `a[]=1`: always a list, even with one element.
    if (existing === undefined) target[head] = [value];
    else if (typeof existing === 'string') target[head] = [existing, value];
    else if (Array.isArray(existing)) existing.push(value);
    return;
  }
  if (existing === undefined) {
    const child: BracketQuery = {};
    target[head] = child;
    assign(child, rest, value);
  } else if (isQueryObject(existing)) {
    assign(existing, rest, value);
  }
  // A conflicting shape (`a=1&a[b]=2`) drops the later parameter.
}

/**
 * Parses `a[b][c]=1&a[b][d][]=2&a[b][d][]=3&e=4` into
 * `{ a: { b: { c: '1', d: ['2', '3'] } }, e: '4' }`. Brackets may be percent-encoded.
 * Accepts the query with or without its leading '?'.
 */
export function parseBracketQuery(query: string): BracketQuery {
  const result: BracketQuery = {};
  const text = query.startsWith('?') ? query.slice(1) : query;
  if (text === '') return result;
  const parts = text.split('&').slice(0, MAX_QUERY_PARAMS);
  for (const part of parts) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const rawKey = eq === -1 ? part : part.slice(0, eq);
    const rawValue = eq === -1 ? '' : part.slice(eq + 1);
    const path = keyPath(decode(rawKey));
    if (!path || path.length > MAX_QUERY_DEPTH + 1) continue;
    assign(result, path, decode(rawValue));
  }
  return result;
}

/** What buildBracketQuery accepts: undefined drops a key, numbers and booleans become text. */
export type BracketInput =
  | string
  | number
  | boolean
  | undefined
  | readonly (string | number)[]
  | { readonly [key: string]: BracketInput };

// Brackets, commas and slashes stay literal for readable URLs and logs (all are allowed in a
// query, RFC 3986 §3.4); parseBracketQuery accepts both forms.
function encodeKey(key: string): string {
  return encodeURIComponent(key).replaceAll('%5B', '[').replaceAll('%5D', ']');
}

function encodeValue(value: string): string {
  return encodeURIComponent(value).replaceAll('%2C', ',').replaceAll('%2F', '/');
}

function collect(prefix: string, value: BracketInput, out: string[]): void {
  if (value === undefined) return;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    out.push(`${encodeKey(prefix)}=${encodeValue(String(value))}`);
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value as readonly (string | number)[]) {
      out.push(`${encodeKey(`${prefix}[]`)}=${encodeValue(String(item))}`);
    }
    return;
  }
  for (const [key, child] of Object.entries(value as { readonly [key: string]: BracketInput })) {
    collect(prefix === '' ? key : `${prefix}[${key}]`, child, out);
  }
}

/** The inverse of parseBracketQuery, without the leading '?'; '' for an empty query. */
export function buildBracketQuery(query: { readonly [key: string]: BracketInput }): string {
  const out: string[] = [];
  collect('', query, out);
  return out.join('&');
}
