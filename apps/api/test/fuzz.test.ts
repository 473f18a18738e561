// Issue #10 §3: no input is a server error. This walks every operation of the OpenAPI document
// the app itself generates (so a new route is fuzzed without touching this file), once signed in
// as a demo buyer (with the session's CSRF token, so state-changing calls reach their handlers)
// and once without a token, and sends hostile values in every path parameter, query parameter
// (bracket ones too), body field and the headers the API reads: ids of 2^31 and beyond, NUL
// bytes, lone surrogates, oversized strings, wrong types, JSON nested 20 000 deep and methods
// the API does not serve. Every answer must be below 500 and no request may be logged as an
// error. The bodies start from a valid sample derived from the schema, so each mutation tests
// one bad field behind otherwise good input.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  errorLogCapture,
  openTestDatabase,
  startApi,
  tokensFor,
  type TestDatabase,
} from './helpers.ts';
import { multipartBody, type MultipartFile } from './multipart.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: Json[];
  const?: Json;
  pattern?: string;
  format?: string;
  minLength?: number;
  minItems?: number;
  minimum?: number;
  exclusiveMinimum?: number;
}

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
}

interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

type Method = NonNullable<InjectOptions['method']>;

/** Real ids and values of the seeded data, so the valid base samples reach the handlers. */
interface Knowns {
  productId: string;
  lineId: string;
  slug: string;
  partnerNo: string;
}

// ---------------------------------------------------------------------------------------------
// Hostile values

const BIG_ID = '2147483648';
const DEEP = 20_000;
/** Stands for a 20 000-deep value inside a body (JSON.stringify itself would overflow). */
const DEEP_MARK = '\u0001deep';
const DEEP_VALUE = '{"a":'.repeat(DEEP) + '1' + '}'.repeat(DEEP);

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';
const OVERSIZED = 'x'.repeat(200_000);

/** Replacements for one JSON value: each request changes one field to one of these. */
const BODY_MUTATIONS: Json[] = [
  BIG_ID,
  '99999999999999999999',
  2_147_483_648,
  -1,
  1e308,
  1.5,
  NUL,
  LONE_SURROGATE,
  OVERSIZED,
  DEEP_MARK,
  '',
  true,
  null,
  {},
  [NUL],
  { [NUL]: NUL },
];

/** Replacements for an object or array field (its leaves get BODY_MUTATIONS). */
const CONTAINER_MUTATIONS: Json[] = [NUL, null, [], { [NUL]: NUL }, DEEP_MARK];

/** Replacements for one query or path value, already percent-encoded. */
const URL_MUTATIONS = [
  BIG_ID,
  '99999999999999999999',
  '-1',
  '1.5',
  '%00',
  'a%00b',
  '%ED%A0%80', // a lone surrogate in UTF-8 form (invalid UTF-8)
  '%F0%9F', // a truncated sequence
  '%',
  'x'.repeat(5_000),
  '',
];

const DEEP_BODIES = [
  '['.repeat(DEEP) + ']'.repeat(DEEP),
  '{"a":'.repeat(DEEP) + '1' + '}'.repeat(DEEP),
];

/** Methods no route serves: refused with a 4xx, never a 5xx. */
const ODD_METHODS: Method[] = ['TRACE', 'PROPFIND', 'SEARCH', 'MKCOL', 'PURGE'] as Method[];

// ---------------------------------------------------------------------------------------------
// Samples from the schemas

function sampleString(schema: JsonSchema, name: string, knowns: Knowns): string {
  if (name === 'product.id' || name === 'productId') return knowns.productId;
  // Basket line ids (relatedid, the ids of delete and move bodies).
  if ((name === 'relatedid' || name === 'id') && schema.pattern) return knowns.lineId;
  if (name === 'slug') return knowns.slug;
  if (name === 'partnerno') return knowns.partnerNo;
  if (name === 'email' || schema.format === 'email') return DEMO.admin;
  if (schema.pattern && /\\d/.test(schema.pattern)) return '1';
  return 'x'.repeat(Math.max(schema.minLength ?? 0, 8));
}

function branchesOf(schema: JsonSchema): JsonSchema[] {
  const branches = schema.anyOf ?? schema.oneOf;
  return branches
    ? branches.flatMap(branchesOf)
    : schema.allOf?.[0]
      ? branchesOf(schema.allOf[0])
      : [schema];
}

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type[0] : schema.type;
}

/**
 * A valid-looking value of a schema: the first union branch; objects with their required
 * properties only (`full`: with every property, so every field can be reached).
 */
function sample(schema: JsonSchema, name: string, knowns: Knowns, full = false): Json {
  const [first] = branchesOf(schema);
  if (!first) return null;
  if (first.const !== undefined) return first.const;
  if (first.enum?.[0] !== undefined) return first.enum[0];
  switch (typeOf(first)) {
    case 'object': {
      const out: Record<string, Json> = {};
      for (const [key, child] of Object.entries(first.properties ?? {})) {
        if (full || first.required?.includes(key)) out[key] = sample(child, key, knowns, full);
      }
      if (full && !first.properties && typeof first.additionalProperties === 'object') {
        out.key = sample(first.additionalProperties, 'key', knowns, full);
      }
      return out;
    }
    case 'array': {
      const item = first.items ? sample(first.items, name, knowns, full) : 'x';
      return Array.from({ length: Math.max(first.minItems ?? 1, 1) }, () => item);
    }
    case 'string':
      return sampleString(first, name, knowns);
    case 'integer':
    case 'number':
      return Math.max(first.minimum ?? 1, (first.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return {};
  }
}

/** Paths of every leaf (and every object/array) of a sample, e.g. ['data', 0, 'id']. */
function leafPaths(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  const here = prefix.length > 0 ? [prefix] : [];
  if (Array.isArray(value))
    return [...here, ...value.flatMap((item, i) => leafPaths(item, [...prefix, i]))];
  if (value !== null && typeof value === 'object')
    return [...here, ...Object.entries(value).flatMap(([k, v]) => leafPaths(v, [...prefix, k]))];
  return here;
}

/**
 * The minimal valid value of `schema` with `value` at `path`: only the required fields and the
 * one being tested, so the bad value is what the API meets (not an unrelated optional field).
 */
function along(
  schema: JsonSchema,
  path: (string | number)[],
  value: Json,
  name: string,
  knowns: Knowns,
): Json {
  const [step, ...rest] = path;
  if (step === undefined) return value;
  const wanted = typeof step === 'number' ? 'array' : 'object';
  const branch = branchesOf(schema).find((b) => typeOf(b) === wanted);
  if (!branch) return value;
  if (typeof step === 'number') {
    const item = branch.items ?? {};
    return [along(item, rest, value, name, knowns)];
  }
  const base = sample(branch, name, knowns) as Record<string, Json>;
  const child =
    branch.properties?.[step] ??
    (typeof branch.additionalProperties === 'object' ? branch.additionalProperties : {});
  base[step] = along(child, rest, value, step, knowns);
  return base;
}

// ---------------------------------------------------------------------------------------------
// Query strings (bracket style for object parameters, SPEC §7)

type QueryEntry = [key: string, value: string];

function flattenQuery(key: string, value: Json, out: QueryEntry[]): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    for (const item of value) flattenQuery(`${key}[]`, item, out);
  } else if (typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) flattenQuery(`${key}[${k}]`, v, out);
  } else {
    out.push([key, encodeURIComponent(String(value))]);
  }
}

/** A sampled path or query value as text (they are scalars; anything else is JSON). */
function scalarText(value: Json): string {
  return value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function queryString(entries: QueryEntry[]): string {
  return entries.map(([k, v]) => `${k}=${v}`).join('&');
}

/**
 * Base queries: the required parameters, then once per further value of each enum parameter
 * (e.g. basket `related`, which picks the handler), and without the optional ones.
 */
function queryVariants(params: Parameter[], knowns: Knowns): QueryEntry[][] {
  const base: QueryEntry[] = [];
  for (const param of params.filter((p) => p.required)) {
    flattenQuery(param.name, sample(param.schema, param.name, knowns), base);
  }
  const variants = [base];
  for (const param of params) {
    const values = branchesOf(param.schema).flatMap((b) => b.enum ?? []);
    for (const value of param.required ? values.slice(1) : values) {
      const entry: QueryEntry = [param.name, encodeURIComponent(scalarText(value))];
      variants.push([...base.filter(([k]) => k !== param.name), entry]);
    }
  }
  return variants;
}

/** Every query key a parameter can have, with a valid value (`filter[id]`, `page[limit]` …). */
function queryLeaves(params: Parameter[], knowns: Knowns): QueryEntry[] {
  const out: QueryEntry[] = [];
  for (const param of params) {
    flattenQuery(param.name, sample(param.schema, param.name, knowns, true), out);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------

interface Probe {
  label: string;
  options: InjectOptions;
  /**
   * A body sweep of one (query, union branch) pair. Its first two probes (the minimal and the
   * full valid sample) are the gate: when the route refuses both for their shape (400 with field
   * errors, e.g. a move body under related=product), the mutations would only meet the same
   * refusal and are skipped.
   */
  group?: { id: string; gate: boolean };
}

function serialize(body: Json): string {
  return JSON.stringify(body).replace(JSON.stringify(DEEP_MARK), DEEP_VALUE);
}

function probesFor(
  method: string,
  path: string,
  operation: Operation,
  knowns: Knowns,
  headers: Record<string, string>,
): Probe[] {
  const params = operation.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const upper = method.toUpperCase();
  const route = `${upper} ${path}`;
  const fillPath = (override?: [string, string]) =>
    path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
      if (override && override[0] === name) return override[1];
      const param = pathParams.find((p) => p.name === name);
      return encodeURIComponent(param ? scalarText(sample(param.schema, name, knowns)) : '1');
    });
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const branches = bodySchema ? branchesOf(bodySchema) : [];
  const firstBody = bodySchema ? sample(bodySchema, 'body', knowns) : undefined;
  const probes: Probe[] = [];
  const send = (
    label: string,
    url: string,
    body?: Json | string,
    extra?: Record<string, string>,
    group?: Probe['group'],
  ) => {
    const options: InjectOptions = { method: upper, url, headers: { ...headers, ...extra } };
    if (body !== undefined) {
      options.payload = typeof body === 'string' ? body : serialize(body);
      options.headers = { ...options.headers, 'content-type': 'application/json' };
    }
    probes.push({ label: `${route} ${label}`, options, ...(group ? { group } : {}) });
  };
  const withQuery = (base: string, entries: QueryEntry[]) => {
    const query = queryString(entries);
    return query ? `${base}?${query}` : base;
  };

  const basePath = fillPath();
  const variants = queryVariants(queryParams, knowns);
  // Bodies: every field of every union branch, under every base query.
  for (const [v, variant] of variants.entries()) {
    const url = withQuery(basePath, variant);
    if (!bodySchema) {
      send(`q${v}`, url);
      continue;
    }
    for (const [b, branch] of branches.entries()) {
      const where = `q${v}b${b}`;
      const gate = { id: where, gate: true };
      send(`${where} minimal`, url, sample(branch, 'body', knowns), undefined, gate);
      send(`${where} full`, url, sample(branch, 'body', knowns, true), undefined, gate);
      const full = sample(branch, 'body', knowns, true);
      for (const leaf of leafPaths(full)) {
        const inner = leaf.reduce<Json>(
          (node, step) => (node as Record<string, Json>)[step] ?? null,
          full,
        );
        const set =
          inner !== null && typeof inner === 'object' ? CONTAINER_MUTATIONS : BODY_MUTATIONS;
        for (const [m, mutation] of set.entries()) {
          const body = along(branch, leaf, mutation, 'body', knowns);
          send(`${where} ${leaf.join('.')}=#${m}`, url, body, undefined, {
            id: where,
            gate: false,
          });
        }
      }
    }
  }
  // Query keys: each (also the optional and bracket ones) set to each hostile value. Calls with
  // a body dispatch on the query (the basket's `related`), so they get it under every variant;
  // on the others the variants only sort or aggregate, and the base query is enough.
  const sweepVariants = bodySchema ? variants : variants.slice(0, 1);
  for (const [v, variant] of sweepVariants.entries()) {
    for (const [key, value] of queryLeaves(queryParams, knowns)) {
      const others = variant.filter(([k]) => k !== key);
      const at = (entries: QueryEntry[]) => withQuery(basePath, [...others, ...entries]);
      for (const mutation of URL_MUTATIONS) {
        send(`q${v} ${key}=${mutation.slice(0, 20)}`, at([[key, mutation]]), firstBody);
      }
      // A list where one value is expected, and a nested object.
      send(
        `q${v} ${key}[]`,
        at([
          [`${key}[]`, value],
          [`${key}[]`, value],
        ]),
        firstBody,
      );
      send(`q${v} ${key}[x][y]`, at([[`${key}[x][y]`, '%00']]), firstBody);
    }
  }
  const baseUrl = withQuery(basePath, variants[0] ?? []);
  for (const param of pathParams) {
    for (const mutation of URL_MUTATIONS.filter(Boolean)) {
      const url = withQuery(fillPath([param.name, mutation]), variants[0] ?? []);
      send(`path ${param.name}=${mutation.slice(0, 20)}`, url, firstBody);
    }
  }
  // Unknown query keys with hostile names and values.
  send('query %00 key', withQuery(basePath, [...(variants[0] ?? []), ['a%00b', '%00']]), firstBody);
  // The headers the API reads.
  for (const name of ['idempotency-key', 'accept-language', 'x-csrf-token']) {
    for (const value of [NUL.repeat(8), 'x'.repeat(10_000), 'é'.repeat(10)]) {
      send(`header ${name}`, baseUrl, firstBody, { [name]: value });
    }
  }
  for (const deep of DEEP_BODIES) send('deep JSON', baseUrl, deep);
  send('malformed JSON', baseUrl, '{"a":');
  for (const odd of ODD_METHODS) {
    probes.push({ label: `${odd} ${path}`, options: { method: odd, url: baseUrl, headers } });
  }
  return probes;
}

// ---------------------------------------------------------------------------------------------

let database: TestDatabase;
let app: FastifyInstance;
const errorLog = errorLogCapture();
const errorLogs = errorLog.lines;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await startApi(database.db, { logger: errorLog.logger });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function openApi(): Promise<OpenApiDocument> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  return response.json<OpenApiDocument>();
}

/** Ends the session (DELETE /api/token/session) or signs out: walked last. */
const SESSION_ENDING = ['DELETE /api/token/session', 'POST /api/token/revoke'];

async function walk(headers: Record<string, string>, knowns: Knowns) {
  const doc = await openApi();
  const operations = Object.entries(doc.paths)
    .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ method, path, op })))
    .sort(
      (a, b) =>
        Number(SESSION_ENDING.includes(`${a.method.toUpperCase()} ${a.path}`)) -
        Number(SESSION_ENDING.includes(`${b.method.toUpperCase()} ${b.path}`)),
    );
  const failures: string[] = [];
  const walked = new Set<string>();
  let count = 0;
  for (const { method, path, op } of operations) {
    walked.add(`${method.toUpperCase()} ${path}`);
    /** Per body group: gate answers that were refused for their shape, of all gate answers. */
    const gates = new Map<string, { refused: number; sent: number }>();
    for (const probe of probesFor(method, path, op, knowns, headers)) {
      const gate = probe.group && gates.get(probe.group.id);
      if (probe.group && !probe.group.gate && gate && gate.refused === gate.sent) continue;
      let response: LightMyRequestResponse;
      try {
        response = await app.inject(probe.options);
      } catch (error) {
        failures.push(`${probe.label}: inject threw ${String(error)}`);
        continue;
      }
      count += 1;
      if (probe.group?.gate) {
        const seen = gates.get(probe.group.id) ?? { refused: 0, sent: 0 };
        seen.sent += 1;
        if (response.statusCode === 400 && response.json<{ errors?: unknown }>().errors)
          seen.refused += 1;
        gates.set(probe.group.id, seen);
      }
      if (response.statusCode >= 500) {
        failures.push(`${probe.label}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    }
  }
  return { failures, walked, count, operations: operations.length };
}

async function knownValues(headers: Record<string, string>): Promise<Knowns> {
  const products = await app.inject({
    method: 'GET',
    url: '/jsonapi/product?page[limit]=1',
    headers,
  });
  const productId = products.json<{ data: { id: string }[] }>().data[0]?.id ?? '1';
  const added = await app.inject({
    method: 'POST',
    url: '/jsonapi/basket?id=default&related=product',
    headers,
    payload: { data: [{ attributes: { 'product.id': productId, quantity: 1 } }] },
  });
  const lineId = added.json<{ included?: { id: string }[] }>().included?.[0]?.id ?? '1';
  const pages = await app.inject({ method: 'GET', url: '/twill-api/v1/pages', headers });
  const slug = pages.json<{ data: { slug: string }[] }>().data[0]?.slug ?? 'x';
  const customer = await app.inject({
    method: 'GET',
    url: '/jsonapi/customer?include=partner',
    headers,
  });
  const partnerNo =
    /"partnerno"\s*:\s*"([^"]+)"/i.exec(customer.body)?.[1] ??
    /"PartnerNo"\s*:\s*"([^"]+)"/.exec(customer.body)?.[1] ??
    'x';
  return { productId, lineId, slug, partnerNo };
}

describe('fuzzing every route of the OpenAPI document', () => {
  it('signed in as a buyer: no answer is a 5xx and nothing is logged as an error', async () => {
    const tokens = await tokensFor(app, DEMO.admin);
    const headers = {
      authorization: `Bearer ${tokens.access_token}`,
      'x-csrf-token': tokens.csrf_token ?? '',
    };
    const knowns = await knownValues(headers);
    const { failures, walked, count, operations } = await walk(headers, knowns);
    expect(failures.join('\n')).toBe('');
    expect(walked.size).toBe(operations);
    // The walk really covers the routes (a broken document would walk nothing).
    expect(walked).toContain('POST /jsonapi/basket');
    // Invitations and the e-mail change (decision 034).
    for (const route of [
      'POST /api/customer/invite',
      'POST /api/customer/{id}/invitation/resend',
      'POST /api/customer/{id}/invitation/withdraw',
      'GET /api/invitation/{token}',
      'POST /api/invitation/accept',
      'POST /api/customer/email-change',
      'POST /api/customer/email-change/confirm',
    ])
      expect(walked).toContain(route);
    // Address change requests and the retailer's integration call (decision 033).
    for (const route of [
      'POST /api/partner/address/request-create',
      'POST /api/partner/address/request-update',
      'POST /api/partner/address/request-delete',
      'GET /api/partner/address/requests',
      'POST /api/partner/address/requests/{id}/withdraw',
      'POST /api/integration/address-requests/{id}/decision',
    ])
      expect(walked).toContain(route);
    // Inquiry offers (decision 036).
    for (const route of [
      'GET /api/inquiries',
      'GET /api/inquiries/{id}',
      'GET /api/inquiries/{id}/offers/{revision}/pdf',
      'POST /api/inquiries/{id}/accept',
      'POST /api/inquiries/{id}/decline',
      'POST /api/inquiries/{id}/messages',
      'POST /api/inquiries/{id}/renew',
      'POST /api/inquiries/{id}/withdraw',
    ])
      expect(walked).toContain(route);
    // Questions to the caretaker and their attachments (decision 037).
    for (const route of [
      'POST /api/forms/product-inquiry',
      'GET /api/questions',
      'POST /api/questions',
      'GET /api/questions/{id}/attachments/{uploadId}',
      'POST /api/integration/questions/{id}/answer',
    ])
      expect(walked).toContain(route);
    // Favourites lists (decision 038).
    for (const route of [
      'GET /api/customer/wishlist/user',
      'GET /api/customer/wishlist/{id}',
      'POST /api/customer/wishlist/add',
      'DELETE /api/customer/wishlist/destroy/{id}',
      'POST /api/customer/wishlist/edit/{id}',
      'POST /api/customer/wishlist/product/add/{id}',
      'DELETE /api/customer/wishlist/product/{id}',
      'GET /api/customer/wishlist/product/user',
    ])
      expect(walked).toContain(route);
    // Favourites lists shared with colleagues (decision 039).
    for (const route of [
      'GET /api/customer/wishlist/colleagues',
      'GET /api/customer/wishlist/{id}/shares',
      'POST /api/customer/wishlist/{id}/shares',
      'DELETE /api/customer/wishlist/{id}/shares/{userId}',
    ])
      expect(walked).toContain(route);
    // The favourites list's files (decision 041).
    for (const route of [
      'GET /api/customer/wishlist/{id}/export',
      'GET /api/customer/wishlist/{id}/print',
    ])
      expect(walked).toContain(route);
    // The quick-order pad and the list import (decision 040; their files below).
    for (const route of [
      'POST /api/quick-order/resolve',
      'POST /api/quick-order/parse-file',
      'POST /api/customer/wishlist/{id}/import',
    ])
      expect(walked).toContain(route);
    // The notification centre (decision 042).
    for (const route of [
      'POST /api/notifications/user',
      'POST /api/notifications/user/mark-notification-as-read',
      'POST /api/notifications/user/mark-notification-as-unread',
      'DELETE /api/notifications/user/delete-notifications',
      'GET /api/notifications/user/unread-notifications-count',
    ])
      expect(walked).toContain(route);
    // Complaints with photos (decision 043; their multipart calls below).
    for (const route of [
      'GET /api/complaints',
      'GET /api/complaints/sources',
      'POST /api/complaints',
      'GET /api/complaints/{id}',
      'POST /api/complaints/{id}/files',
      'GET /api/complaints/{id}/files/{fileId}',
      'GET /api/complaints/{id}/files/{fileId}/thumbnail',
      'POST /api/complaints/{id}/messages',
      'GET /api/complaints/{id}/pdf',
    ])
      expect(walked).toContain(route);
    expect(count).toBeGreaterThan(1000);
    expect(errorLogs).toEqual([]);
  }, 240_000);

  // The OpenAPI walk sends JSON only; the multipart calls (SPEC §7 product inquiry, the inquiry
  // page's files, decision 037) get hostile forms here: bad field values, bad and too many files,
  // odd part names and broken multipart bodies.
  it('multipart calls: no hostile form is a 5xx', async () => {
    // The employee of the demo company with a type-3 caretaker: the walk above locks the admin's
    // sign-in with its hostile passwords.
    const tokens = await tokensFor(app, DEMO.employee);
    const headers = {
      authorization: `Bearer ${tokens.access_token}`,
      'x-csrf-token': tokens.csrf_token ?? '',
    };
    const values = [NUL, LONE_SURROGATE, OVERSIZED, '', ' ', BIG_ID, '-1', '1.5', '\u0001\u007f'];
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const files: MultipartFile[] = [
      { name: 'a.png', data: png },
      { name: 'x.pdf', data: Buffer.from('%PDF-1.7\n%%EOF') },
      { name: 'a\u0000b/../../c.jpg', data: Buffer.from([0xff, 0xd8, 0xff, 0xe0]) },
      { name: 'riff.webp', data: Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ') },
      { name: '', data: Buffer.alloc(0) },
      { name: 'x'.repeat(5000), data: Buffer.from('text') },
    ];
    const forms: { label: string; payload: Buffer | string; contentType: string }[] = [];
    const add = (label: string, fields: Record<string, string>, extra: MultipartFile[] = []) => {
      const form = multipartBody(fields, extra);
      forms.push({ label, payload: form.payload, contentType: form.headers['content-type'] ?? '' });
    };
    for (const [i, value] of values.entries()) {
      add(`inquiry message #${i}`, { message: value, productID: '1' });
      add(`inquiry productID #${i}`, { message: 'x', productID: value });
      add(`question subject #${i}`, { subject: value, message: 'x' });
      add(`question message #${i}`, { subject: 'x', message: value });
      add(`question codes #${i}`, { subject: 'x', message: 'x', productCodes: value });
    }
    for (const [i, file] of files.entries())
      add(`file #${i}`, { subject: 'x', message: 'x', message2: 'y' }, [file]);
    add(
      'six files',
      { subject: 'x', message: 'x' },
      Array.from({ length: 6 }, () => ({ name: 'a.png', data: png })),
    );
    add('file under another name', { subject: 'x', message: 'x' }, [
      { name: 'a.png', data: png, field: '__proto__' },
    ]);
    add('odd field names', { __proto__x: 'x', constructor: 'x', 'a\u0000b': 'x' });
    const boundary = 'fuzzboundary';
    const type = `multipart/form-data; boundary=${boundary}`;
    forms.push(
      {
        label: 'no end boundary',
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="message"\r\n\r\nx`,
        contentType: type,
      },
      { label: 'no boundary parameter', payload: 'x', contentType: 'multipart/form-data' },
      { label: 'garbage', payload: '\u0000'.repeat(100), contentType: type },
      {
        label: 'no disposition',
        payload: `--${boundary}\r\n\r\nx\r\n--${boundary}--\r\n`,
        contentType: type,
      },
      { label: 'JSON as multipart', payload: '{"message":"x"}', contentType: type },
    );
    const failures: string[] = [];
    for (const url of ['/api/forms/product-inquiry', '/api/questions']) {
      for (const form of forms) {
        for (const language of ['sl', 'en']) {
          const response = await app.inject({
            method: 'POST',
            url,
            headers: { ...headers, 'content-type': form.contentType, 'accept-language': language },
            payload: form.payload,
          });
          // 401/403 would mean the forms never reached the form reading they are meant for.
          if (response.statusCode >= 500 || [401, 403].includes(response.statusCode))
            failures.push(
              `${url} ${form.label}: ${response.statusCode} ${response.body.slice(0, 200)}`,
            );
        }
      }
    }
    expect(failures.join('\n')).toBe('');
    expect(errorLogs).toEqual([]);
  }, 240_000);

  // Decision 043: a complaint's files and its thread's photos come as multipart; a fresh
  // complaint (files are taken on its first day) and an unknown one get hostile forms.
  it('complaint multipart calls: no hostile form is a 5xx', async () => {
    const tokens = await tokensFor(app, DEMO.employee);
    const headers = {
      authorization: `Bearer ${tokens.access_token}`,
      'x-csrf-token': tokens.csrf_token ?? '',
    };
    const sources = await app.inject({ method: 'GET', url: '/api/complaints/sources', headers });
    const source = sources
      .json<{
        data: { order: { id: string }; lines: { orderLineId: string; claimable: number }[] }[];
      }>()
      .data.find((s) => s.lines.some((l) => l.claimable >= 0.001));
    const line = source?.lines.find((l) => l.claimable >= 0.001);
    const filed = await app.inject({
      method: 'POST',
      url: '/api/complaints',
      headers,
      payload: {
        orderId: Number(source?.order.id),
        lines: [{ orderLineId: Number(line?.orderLineId), quantity: 0.001, reason: 'other' }],
        description: 'fuzz',
        desiredResolution: 'repair',
      },
    });
    expect(filed.statusCode).toBe(201);
    const id = filed.json<{ data: { id: string } }>().data.id;
    // The filing's idempotency key (decision 043), hostile in the body and in the header, on
    // a filing that would otherwise be filed: a 4xx, a new complaint or a replay, never a 5xx.
    const keyFailures: string[] = [];
    const filing = {
      orderId: Number(source?.order.id),
      lines: [{ orderLineId: Number(line?.orderLineId), quantity: 0.001, reason: 'other' }],
      description: 'fuzz key',
      desiredResolution: 'repair',
    };
    const keys: Json[] = [NUL, LONE_SURROGATE, OVERSIZED, '', 'x', 'ä'.repeat(20), ' '.repeat(9)];
    for (const [i, key] of [...keys, 123, null, ['a'.repeat(9)]].entries()) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/complaints',
        headers,
        payload: { ...filing, idempotencyKey: key },
      });
      if (response.statusCode >= 500) keyFailures.push(`body key #${i}: ${response.statusCode}`);
    }
    for (const [i, key] of ['x', 'x'.repeat(5000), ' '.repeat(20), 'a\tb'.repeat(5)].entries()) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/complaints',
        headers: { ...headers, 'idempotency-key': key },
        payload: filing,
      });
      if (response.statusCode >= 500) keyFailures.push(`header key #${i}: ${response.statusCode}`);
    }
    expect(keyFailures.join('\n')).toBe('');
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const forms: { label: string; payload: Buffer | string; contentType: string }[] = [];
    const add = (label: string, fields: Record<string, string>, extra: MultipartFile[] = []) => {
      const form = multipartBody(fields, extra);
      forms.push({ label, payload: form.payload, contentType: form.headers['content-type'] ?? '' });
    };
    for (const [i, value] of [NUL, LONE_SURROGATE, OVERSIZED, '', ' ', '\u0001'].entries())
      add(`body #${i}`, { body: value });
    const hostile: MultipartFile[] = [
      { name: 'a.png', data: png },
      { name: 'x.svg', data: Buffer.from('<svg onload="alert(1)"/>') },
      { name: 'x.html', data: Buffer.from('<html><script>alert(1)</script>') },
      {
        name: 'IMG.HEIC',
        data: Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic')]),
      },
      { name: 'a\u0000b/../../c.jpg', data: Buffer.from([0xff, 0xd8, 0xff, 0xe0]) },
      { name: '', data: Buffer.alloc(0) },
    ];
    for (const [i, file] of hostile.entries()) add(`file #${i}`, { body: 'x' }, [file]);
    add(
      'six files',
      {},
      Array.from({ length: 6 }, () => ({ name: 'a.png', data: png })),
    );
    add('file under another name', {}, [{ name: 'a.png', data: png, field: '__proto__' }]);
    const boundary = 'fuzzboundary';
    const type = `multipart/form-data; boundary=${boundary}`;
    forms.push(
      {
        label: 'no end boundary',
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="body"\r\n\r\nx`,
        contentType: type,
      },
      { label: 'no boundary parameter', payload: 'x', contentType: 'multipart/form-data' },
      { label: 'garbage', payload: '\u0000'.repeat(100), contentType: type },
      { label: 'JSON as multipart', payload: '{"body":"x"}', contentType: type },
    );
    const failures: string[] = [];
    for (const url of [
      `/api/complaints/${id}/files`,
      `/api/complaints/${id}/messages`,
      '/api/complaints/2147483647/files',
      '/api/complaints/2147483647/messages',
    ]) {
      for (const form of forms) {
        const response = await app.inject({
          method: 'POST',
          url,
          headers: { ...headers, 'content-type': form.contentType, 'accept-language': 'en' },
          payload: form.payload,
        });
        if (response.statusCode >= 500 || [401, 403].includes(response.statusCode))
          failures.push(
            `${url} ${form.label}: ${response.statusCode} ${response.body.slice(0, 200)}`,
          );
      }
    }
    expect(failures.join('\n')).toBe('');
    expect(errorLogs).toEqual([]);
  }, 240_000);

  // Decision 040: the quick-order file and the list import read one part `file` (CSV or XLSX).
  it('import files: no hostile file or form is a 5xx', async () => {
    const tokens = await tokensFor(app, DEMO.employee);
    const headers = {
      authorization: `Bearer ${tokens.access_token}`,
      'x-csrf-token': tokens.csrf_token ?? '',
    };
    const lists = await app.inject({ method: 'GET', url: '/api/customer/wishlist/user', headers });
    const listId = lists.json<{ data: { id: number }[] }>().data[0]?.id;
    expect(listId).toBeGreaterThan(0);
    const zipHead = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
    const files: MultipartFile[] = [
      { field: 'file', name: 'a.csv', data: Buffer.from(`${NUL};${LONE_SURROGATE};1`) },
      { field: 'file', name: 'b.csv', data: Buffer.from(`${OVERSIZED};1e309\r\n"unclosed`) },
      { field: 'file', name: 'c.csv', data: Buffer.from('\uFEFF;;;\r\n\r\n;') },
      { field: 'file', name: 'd.xlsx', data: zipHead },
      { field: 'file', name: 'e.xlsx', data: Buffer.concat([zipHead, Buffer.alloc(100, 0xff)]) },
      { field: 'file', name: 'f.txt', data: Buffer.from([0xff, 0xfe, 0x00, 0x31]) },
      { field: 'file', name: '', data: Buffer.alloc(0) },
      { field: 'file', name: 'x'.repeat(5000), data: Buffer.from('1;1') },
      { field: '__proto__', name: 'a.csv', data: Buffer.from('1;1') },
    ];
    const forms: { label: string; payload: Buffer | string; contentType: string }[] = [];
    for (const [i, file] of files.entries()) {
      const form = multipartBody({ note: NUL }, [file]);
      forms.push({
        label: `file #${i}`,
        payload: form.payload,
        contentType: form.headers['content-type'] ?? '',
      });
    }
    const two = multipartBody({}, [files[2]!, files[2]!]);
    forms.push(
      { label: 'two files', payload: two.payload, contentType: two.headers['content-type'] ?? '' },
      { label: 'no boundary', payload: 'x', contentType: 'multipart/form-data' },
      {
        label: 'garbage',
        payload: '\u0000'.repeat(100),
        contentType: 'multipart/form-data; boundary=b',
      },
    );
    const failures: string[] = [];
    for (const url of ['/api/quick-order/parse-file', `/api/customer/wishlist/${listId}/import`]) {
      for (const form of forms) {
        for (const language of ['sl', 'en']) {
          const response = await app.inject({
            method: 'POST',
            url,
            headers: { ...headers, 'content-type': form.contentType, 'accept-language': language },
            payload: form.payload,
          });
          if (response.statusCode >= 500 || [401, 403, 404].includes(response.statusCode))
            failures.push(
              `${url} ${form.label}: ${response.statusCode} ${response.body.slice(0, 200)}`,
            );
        }
      }
    }
    expect(failures.join('\n')).toBe('');
    expect(errorLogs).toEqual([]);
  }, 240_000);

  it('without a token: no answer is a 5xx', async () => {
    const knowns: Knowns = { productId: '1', lineId: '1', slug: 'x', partnerNo: 'x' };
    const { failures } = await walk({}, knowns);
    expect(failures.join('\n')).toBe('');
    expect(errorLogs).toEqual([]);
  }, 240_000);
});
