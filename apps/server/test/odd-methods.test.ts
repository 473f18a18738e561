// Issue #10 §3: methods no route serves are refused by the one-process server itself, on every
// path (pages, API, sign-in), before any route runs: 405 with Allow, never a 5xx (decision 016).
// The page case with a real web build is tests/e2e/odd-methods.spec.ts.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server?.close();
});

it.each(['TRACE', 'PROPFIND', 'SEARCH'] as const)('%s is a 405 everywhere', async (method) => {
  for (const url of ['/', '/kosarica', '/api/health', '/api/token', '/api/auth/session']) {
    const response = await server.app.inject({ method, url });
    expect(response.statusCode, `${method} ${url}`).toBe(405);
    expect(response.headers.allow).toContain('GET');
  }
  // Nothing of it is logged as a server error.
  expect(server.logs.filter((line) => line.includes('"level":50'))).toEqual([]);
});
