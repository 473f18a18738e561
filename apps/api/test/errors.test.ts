// The one error handler (STYLE.md practice 6; SPEC §7/§8 error shapes).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@gradnik/contracts/errors';
import { buildApi } from '../src/app.ts';
import {
  body,
  DEMO,
  errorLogCapture,
  openTestDatabase,
  startApi,
  testConfig,
  type TestDatabase,
} from './helpers.ts';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await startApi(database.db);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

function postToken(
  payload: string | object,
  contentType = 'application/json',
  language: 'sl' | 'en' = 'sl',
) {
  return app.inject({
    method: 'POST',
    url: '/api/token',
    headers: { 'content-type': contentType, 'accept-language': language },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

describe('request validation', () => {
  it('answers malformed JSON with 400 in the request language', async () => {
    const response = await postToken('{"email": "uprava@demo.si",');
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json())).toEqual({
      error: 'Telo zahteve ni veljaven JSON.',
      statusCode: 400,
    });
    const english = await postToken('{"email": "uprava@demo.si",', 'application/json', 'en');
    expect(apiErrorSchema.parse(english.json()).error).toBe('Malformed JSON body');
  });

  it('refuses an unknown body field (strict schemas: no mass assignment)', async () => {
    const response = await postToken({ email: DEMO.admin, password: 'demo1234', partnerId: 2 });
    expect(response.statusCode).toBe(400);
    const error = apiErrorSchema.parse(response.json());
    expect(error.error).toMatch(/^Neveljavna zahteva: /);
    expect(error.error).toContain('partnerId');
    expect(error.errors).toEqual({ partnerId: ['Neznano polje'] });
    const english = await postToken(
      { email: DEMO.admin, password: 'demo1234', partnerId: 2 },
      'application/json',
      'en',
    );
    expect(apiErrorSchema.parse(english.json())).toMatchObject({
      error: expect.stringMatching(/^Invalid request: /) as unknown,
      errors: { partnerId: ['Unknown field'] },
    });
  });

  it("refuses a wrong type, names the field, and says why in the request's language", async () => {
    const response = await postToken({ email: DEMO.admin, password: 1234 });
    expect(response.statusCode).toBe(400);
    const error = apiErrorSchema.parse(response.json());
    expect(Object.keys(error.errors ?? {})).toEqual(['password']);
    // zod's Slovenian message for its default English 'expected string, received number'.
    expect(error.errors?.password?.[0]).toMatch(/^Neveljaven vnos: pričakovano string/);
    const english = apiErrorSchema.parse(
      (await postToken({ email: DEMO.admin, password: 1234 }, 'application/json', 'en')).json(),
    );
    expect(english.errors?.password?.[0]).toMatch(/expected string, received number/);
  });

  it('refuses a missing field and an invalid e-mail', async () => {
    const response = await postToken({ email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    const error = apiErrorSchema.parse(response.json());
    expect(Object.keys(error.errors ?? {}).sort()).toEqual(['email', 'password']);
  });

  it("answers an empty JSON body with 400 in the request's language", async () => {
    const response = await postToken('');
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).error).toBe('Neveljavna zahteva.');
    const english = await postToken('', 'application/json', 'en');
    expect(apiErrorSchema.parse(english.json()).error).toMatch(/empty/i);
  });

  it('answers another media type with 415', async () => {
    const response = await postToken('email=a&password=b', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(415);
    expect(apiErrorSchema.parse(response.json()).error).toMatch(/^Nepodprta vrsta vsebine/);
    const english = await postToken('email=a', 'application/x-www-form-urlencoded', 'en');
    expect(apiErrorSchema.parse(english.json()).error).toMatch(/^Unsupported media type/);
    expect((await postToken('hello', 'text/plain')).statusCode).toBe(415);
  });
});

describe('not found', () => {
  it.each(['/api/nothing-here', '/jsonapi/nothing', '/twill-api/v0/none', '/not-an-api-path'])(
    'answers %s with 404 and an error text',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(apiErrorSchema.parse(response.json())).toMatchObject({ statusCode: 404 });
      expect(body(response).error).toBe(`Ni najdeno: GET ${url}`);
      const english = await app.inject({
        method: 'GET',
        url,
        headers: { 'accept-language': 'en' },
      });
      expect(body(english).error).toBe(`Not found: GET ${url}`);
    },
  );
});

describe('internal errors', () => {
  it('answers 500 without internals and logs the real error', async () => {
    const { lines, logger } = errorLogCapture();
    const boom = await buildApi({ db: database.db, config: testConfig(), logger });
    // A route of this test only, failing the way a bug would.
    boom.get('/api/test/boom', { config: { public: true } }, () => {
      throw new Error('connection to db-secret-host:5432 refused');
    });
    try {
      const response = await boom.inject({ method: 'GET', url: '/api/test/boom' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error: 'Internal Server Error', statusCode: 500 });
      expect(response.body).not.toContain('db-secret-host');
      expect(lines.join('')).toContain('db-secret-host');
    } finally {
      await boom.close();
    }
  });
});
