// Issue #10 §3: each input that gave a 500 (and an error with a stack trace in the log) is a
// clear 4xx in the request's language; free texts have size limits; the pick-up store must
// exist; a DELETE that names no line removes none. The walk over every route is fuzz.test.ts.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorSchema, type ApiError } from '@gradnik/contracts/errors';
import { basketDocumentSchema } from '@gradnik/contracts/basket';
import { stores } from '@gradnik/db/schema/content';
import { MAX_INPUT_DEPTH } from '../src/plugins/input-guard.ts';
import {
  DEMO,
  errorLogCapture,
  openTestDatabase,
  startApi,
  tokensFor,
  type TestDatabase,
} from './helpers.ts';

let database: TestDatabase;
let app: FastifyInstance;
let auth: Record<string, string>;
let productId: string;
let storeId: string;
const errorLog = errorLogCapture();
const errorLogs = errorLog.lines;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await startApi(database.db, { logger: errorLog.logger });
  const tokens = await tokensFor(app, DEMO.admin);
  auth = {
    authorization: `Bearer ${tokens.access_token}`,
    'x-csrf-token': tokens.csrf_token ?? '',
  };
  const products = await call('GET', '/jsonapi/product?page[limit]=1');
  productId = products.json<{ data: { id: string }[] }>().data[0]?.id ?? '';
  const [store] = await database.db.select({ id: stores.id }).from(stores).limit(1);
  storeId = store?.id ?? '';
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  // Bad input is the client's mistake: none of it may be logged as a server error.
  expect(errorLogs).toEqual([]);
});

function call(
  method: InjectOptions['method'],
  url: string,
  payload?: object | string,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: {
      ...auth,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(payload === undefined
      ? {}
      : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
  });
}

function rejected(response: LightMyRequestResponse, status = 400): ApiError {
  expect(response.statusCode, response.body).toBe(status);
  return apiErrorSchema.parse(response.json());
}

async function addLine(): Promise<string> {
  const response = await call('POST', '/jsonapi/basket?id=default&related=product', {
    data: [{ attributes: { 'product.id': productId, quantity: 1 } }],
  });
  expect(response.statusCode, response.body).toBe(200);
  const line = basketDocumentSchema.parse(response.json()).included[0];
  return line?.id ?? '';
}

async function lineCount(): Promise<number> {
  const response = await call('GET', '/jsonapi/basket?id=default');
  return basketDocumentSchema.parse(response.json()).included.length;
}

const BIG = '2147483648';

describe('ids beyond PostgreSQL integer (2^31 and more) are a 400 naming the field', () => {
  it.each([
    ['GET', `/jsonapi/product/${BIG}`, undefined, 'id'],
    ['GET', `/jsonapi/product?filter[id]=${BIG}`, undefined, 'filter.id'],
    ['GET', `/jsonapi/product?filter[f_catid]=99999999999`, undefined, 'filter.f_catid'],
    ['GET', `/api/stores/stock?productId=${BIG}`, undefined, 'productId'],
    [
      'DELETE',
      `/jsonapi/basket?id=default&related=product&relatedid=${BIG}`,
      undefined,
      'relatedid',
    ],
    [
      'PATCH',
      `/jsonapi/basket?id=default&related=product&relatedid=${BIG}`,
      { data: { attributes: { note: 'x' } } },
      'relatedid',
    ],
    ['DELETE', '/jsonapi/basket?id=default&related=product', { data: [{ id: BIG }] }, 'data.0.id'],
    [
      'POST',
      '/jsonapi/basket?id=inquiry&related=move',
      { from: 'default', data: [{ id: BIG }] },
      'data.0.id',
    ],
    [
      'POST',
      '/jsonapi/basket?id=default&related=product',
      { data: [{ attributes: { 'product.id': BIG, quantity: 1 } }] },
      'data.0.attributes.product.id',
    ],
    [
      'PATCH',
      '/jsonapi/basket?id=default&related=service',
      { data: { type: 'delivery', id: BIG } },
      'data.id',
    ],
    [
      'POST',
      '/jsonapi/order',
      { data: { attributes: { 'order.id': BIG } } },
      'data.attributes.order.id',
    ],
  ] as const)('%s %s', async (method, url, payload, field) => {
    const error = rejected(await call(method, url, payload));
    expect(Object.keys(error.errors ?? {})).toContain(field);
    expect(JSON.stringify(error.errors)).toContain('2147483647');
  });

  it('still answers the largest id as an ordinary unknown record', async () => {
    rejected(await call('GET', '/jsonapi/product/2147483647'), 404);
  });
});

describe('NUL bytes and lone surrogates are a 400 in the request language', () => {
  const NUL = 'a\u0000b';
  const cases: [
    string,
    InjectOptions['method'],
    string,
    object | undefined,
    Record<string, string>?,
  ][] = [
    [
      'comment',
      'PATCH',
      '/jsonapi/basket?id=default',
      { data: { attributes: { 'order.comment': NUL } } },
    ],
    [
      'reference',
      'PATCH',
      '/jsonapi/basket?id=default',
      { data: { attributes: { 'order.customerref': NUL } } },
    ],
    [
      'order.info',
      'PATCH',
      '/jsonapi/basket?id=default',
      { data: { attributes: { 'order.info': { package: NUL } } } },
    ],
    [
      'address',
      'PATCH',
      '/jsonapi/basket?id=default&related=address',
      { data: { type: 'delivery', attributes: { city: NUL } } },
    ],
    [
      'custom.pricing value',
      'POST',
      '/jsonapi/basket?id=default&related=product',
      { data: [{ attributes: { 'product.id': '1', quantity: 1, 'custom.pricing': { a: NUL } } }] },
    ],
    [
      'custom.pricing key',
      'POST',
      '/jsonapi/basket?id=default&related=product',
      {
        data: [{ attributes: { 'product.id': '1', quantity: 1, 'custom.pricing': { [NUL]: 1 } } }],
      },
    ],
    [
      'idempotency key (body)',
      'POST',
      '/jsonapi/basket?id=default',
      {
        mode: 'insert',
        idempotencyKey: `${NUL}-1234567`,
        data: { partnerno: 'x', attributes: {} },
      },
    ],
    [
      'idempotency key (header)',
      'POST',
      '/jsonapi/basket?id=default',
      { mode: 'insert', data: { partnerno: 'x', attributes: {} } },
      { 'idempotency-key': `${NUL}-1234567` },
    ],
    ['search query', 'GET', '/api/search?query=a%00b', undefined],
    ['typeahead query', 'GET', '/api/search/autocomplete?query=%00', undefined],
    ['code filter', 'GET', '/jsonapi/product?filter[code][]=a%00b', undefined],
    ['CMS slug', 'GET', '/twill-api/v1/a%00b', undefined],
  ];

  it.each(cases)('%s', async (_name, method, url, payload, headers) => {
    const sl = rejected(await call(method, url, payload, headers));
    expect(sl.code).toBe('invalid_characters');
    expect(sl.error).toMatch(/neveljaven znak/);
    const en = rejected(await call(method, url, payload, { ...headers, 'accept-language': 'en' }));
    expect(en.error).toMatch(/invalid character/);
  });

  it('names the field, and refuses a lone surrogate too', async () => {
    // "\ud800" written as a JSON escape: valid JSON text, not valid Unicode.
    const payload = '{"data":{"attributes":{"order.comment":"a\\ud800b"}}}';
    const error = rejected(await call('PATCH', '/jsonapi/basket?id=default', payload));
    expect(error.code).toBe('invalid_characters');
    expect(error.errors).toHaveProperty(['data.attributes.order.comment']);
    // A proper pair (an emoji) is fine.
    const emoji = '{"data":{"attributes":{"order.comment":"\\ud83d\\ude00"}}}';
    expect((await call('PATCH', '/jsonapi/basket?id=default', emoji)).statusCode).toBe(200);
  });
});

describe('deep JSON', () => {
  const DEEP = 20_000;
  it.each([
    ['an array body', '['.repeat(DEEP) + ']'.repeat(DEEP)],
    [
      'inside custom.pricing',
      `{"data":[{"attributes":{"product.id":"1","quantity":1,"custom.pricing":${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}}}]}`,
    ],
  ])('%s 20 000 levels deep is a 400', async (_name, payload) => {
    const error = rejected(
      await call('POST', '/jsonapi/basket?id=default&related=product', payload),
    );
    expect(error.code).toBe('input_too_deep');
    expect(error.error).toContain(String(MAX_INPUT_DEPTH));
  });
});

describe('methods no route serves', () => {
  it.each(['TRACE', 'PROPFIND', 'SEARCH'] as const)(
    '%s is a 405 with Allow, signed in or not',
    async (method) => {
      for (const headers of [{}, auth]) {
        for (const url of ['/api/token', '/jsonapi/basket?id=default', '/api/nothing']) {
          const response = await app.inject({ method, url, headers });
          expect(response.statusCode, `${method} ${url}`).toBe(405);
          expect(response.headers.allow).toContain('GET');
          expect(apiErrorSchema.parse(response.json()).error).toContain(method);
        }
      }
    },
  );
});

describe('free-text size limits', () => {
  const HUGE = 'x'.repeat(900_000);
  it.each([
    [
      'special location description',
      {
        'order.info': {
          specialDeliveryLocation: {
            name: 'Gradbišče',
            description: HUGE,
            post: '1000',
            contact_person: 'Ana',
            contact_phone: '041 000 000',
          },
        },
      },
      'data.attributes.order.info.specialDeliveryLocation.description',
    ],
    [
      'order.info package',
      { 'order.info': { package: HUGE } },
      'data.attributes.order.info.package',
    ],
    [
      'order.info recipient',
      { 'order.info': { recipient: HUGE } },
      'data.attributes.order.info.recipient',
    ],
  ])('%s of 900 kB is a 400', async (_name, attributes, field) => {
    const error = rejected(
      await call('PATCH', '/jsonapi/basket?id=default', { data: { attributes } }),
    );
    expect(Object.keys(error.errors ?? {})).toContain(field);
  });

  it('custom.pricing of 900 kB is a 400', async () => {
    const error = rejected(
      await call('POST', '/jsonapi/basket?id=default&related=product', {
        data: [
          { attributes: { 'product.id': productId, quantity: 1, 'custom.pricing': { a: HUGE } } },
        ],
      }),
    );
    expect(JSON.stringify(error.errors)).toContain('custom.pricing');
  });

  it('an absurd client price is a 400, not a numeric overflow', async () => {
    const response = await call('POST', '/jsonapi/basket?id=default&related=product', {
      data: [{ attributes: { 'product.id': productId, quantity: 1, 'custom.price': 1e308 } }],
    });
    expect(Object.keys(rejected(response).errors ?? {})).toContain(
      'data.0.attributes.custom.price',
    );
  });

  it('a body over the global limit is a 413', async () => {
    const response = await call('PATCH', '/jsonapi/basket?id=default', {
      data: { attributes: { 'order.comment': 'x'.repeat(2 * 1024 * 1024) } },
    });
    rejected(response, 413);
  });
});

describe('the pick-up store', () => {
  it('an unknown store id is a 400; a known one is saved', async () => {
    const patch = (id: string) =>
      call('PATCH', '/jsonapi/basket?id=default', {
        data: { attributes: { 'order.info': { deliveryLocationID: id } } },
      });
    const error = rejected(await patch('NO-SUCH-STORE'));
    expect(error.code).toBe('storeNotFound');
    expect(error.errors).toHaveProperty('deliveryLocationID');
    const saved = await patch(storeId);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(basketDocumentSchema.parse(saved.json()).data.attributes['order.info']).toMatchObject({
      deliveryLocationID: storeId,
    });
  });

  it('is checked on the routing check and on placing too', async () => {
    await addLine();
    const routing = await call('POST', '/jsonapi/basket?id=default&related=routing', {
      info: { deliveryLocationID: 'NO-SUCH-STORE' },
    });
    expect(rejected(routing).code).toBe('storeNotFound');
    const place = await call('POST', '/jsonapi/basket?id=default', {
      mode: 'insert',
      data: { partnerno: 'x', attributes: { deliveryLocationID: 'NO-SUCH-STORE' } },
    });
    expect(rejected(place).code).toBe('storeNotFound');
  });
});

describe('DELETE related=product that names no line', () => {
  beforeEach(async () => {
    await addLine();
  });

  it('is a 400 and keeps the basket', async () => {
    const before = await lineCount();
    expect(before).toBeGreaterThan(0);
    const error = rejected(await call('DELETE', '/jsonapi/basket?id=default&related=product'));
    expect(error.code).toBe('noLinesChosen');
    expect(await lineCount()).toBe(before);
  });

  it('another related on DELETE is a 400 too; only the plain DELETE empties', async () => {
    rejected(await call('DELETE', '/jsonapi/basket?id=default&related=service'));
    expect(await lineCount()).toBeGreaterThan(0);
    const emptied = await call('DELETE', '/jsonapi/basket?id=default');
    expect(emptied.statusCode).toBe(200);
    expect(await lineCount()).toBe(0);
  });
});
