// Issue #10 §4: production by default, secrets and internals stay inside, security headers
// (docs/decisions/017-production-and-headers.md). The web app is a small fixture build
// (fixtures/web-build.tsx) rendered by the app's own entry.server.tsx.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EventEmitter } from 'node:events';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadApiConfig } from '@gradnik/api/config';
import type { DatabaseHandle } from '@gradnik/db/connection';
import { createTestDatabase } from '@gradnik/db/testing';
import { loadServerEnv } from '../src/config.ts';
import { resolveSecrets } from '../src/secrets.ts';
import { createServer, type ServerOptions } from '../src/server.ts';
import { toWebRequest } from '../src/web-bridge.ts';
import { SECRET_IN_ERROR } from './fixtures/web-build.tsx';
import { AUTH_SECRET, Browser, JWT_SECRET } from './helpers.ts';

const WEB_BUILD = fileURLToPath(new URL('./fixtures/web', import.meta.url));
const METRICS_TOKEN = 'metrics-token-for-server-tests-0123';

let database: DatabaseHandle;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  database = await createTestDatabase({ products: 20 });
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.close();
});

/** A server as `npm start` makes it: the mode is the config's default unless given. */
async function server(
  options: Partial<ServerOptions> = {},
  apiEnv: Record<string, string> = {},
): Promise<FastifyInstance> {
  const mode = options.mode ?? loadServerEnv({}).NODE_ENV;
  const app = await createServer({
    database,
    api: loadApiConfig({ NODE_ENV: mode, JWT_SECRET, METRICS_TOKEN, ...apiEnv }),
    authSecret: AUTH_SECRET,
    webBuildDir: WEB_BUILD,
    ...options,
    mode,
  });
  await app.ready();
  apps.push(app);
  return app;
}

let shop: FastifyInstance;
beforeAll(async () => {
  shop = await server();
});

async function accessToken(app: FastifyInstance): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/token',
    payload: { email: 'uprava@demo.si', password: 'demo1234' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ access_token: string }>().access_token;
}

describe('npm start is production', () => {
  it('defaults to production; --dev (npm run dev) or NODE_ENV chooses otherwise', () => {
    expect(loadServerEnv({}).NODE_ENV).toBe('production');
    expect(loadServerEnv({ NODE_ENV: 'development' }).NODE_ENV).toBe('development');
  });

  it('needs no secrets in production: the generated ones are kept in DATA_DIR', async () => {
    expect(() => loadServerEnv({ NODE_ENV: 'production' })).not.toThrow();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'gradnik-secrets-'));
    try {
      const first = await resolveSecrets(dataDir, {});
      expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
      expect(await resolveSecrets(dataDir, {})).toEqual(first);
      const stored: unknown = JSON.parse(
        await readFile(path.join(dataDir, 'secrets.json'), 'utf8'),
      );
      expect(stored).toEqual(first);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('shows a failing page without the error, its stack or file paths', async () => {
    const res = await shop.inject({ url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).toContain('Napaka');
    expect(res.body).not.toContain(SECRET_IN_ERROR);
    expect(res.body).not.toContain('web-build.tsx');
    expect(res.body).not.toMatch(/\bat [\w.<>]+ \(/);
  });

  it('(the same page in development mode does show them, so the check above can fail)', async () => {
    const dev = await server({ mode: 'development' });
    const res = await dev.inject({ url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).toContain(SECRET_IN_ERROR);
  });
});

describe('the request bridge (web-bridge.ts)', () => {
  function fakes() {
    const raw = Object.assign(new EventEmitter(), { complete: true, destroyed: false });
    const req = {
      raw,
      headers: { 'content-type': 'application/json' },
      ip: '127.0.0.1',
      url: '/page',
      method: 'POST',
      body: Buffer.from('{}'),
    } as unknown as FastifyRequest;
    const res = Object.assign(new EventEmitter(), { writableFinished: false });
    const reply = { raw: res } as unknown as FastifyReply;
    return { raw, req, res, reply };
  }

  it('keeps a request alive once its body is read, and aborts it when the client leaves', () => {
    const { raw, req, res, reply } = fakes();
    const request = toWebRequest(req, 'http://localhost', reply);
    // Node closes an IncomingMessage (destroyed) as soon as its body has been consumed.
    raw.destroyed = true;
    raw.emit('close');
    expect(request.signal.aborted).toBe(false);
    // The client hangs up before the answer is written.
    res.emit('close');
    expect(request.signal.aborted).toBe(true);
  });

  it('does not abort an answered request', () => {
    const { req, res, reply } = fakes();
    const request = toWebRequest(req, 'http://localhost', reply);
    res.writableFinished = true;
    res.emit('close');
    expect(request.signal.aborted).toBe(false);
  });
});

describe('internals stay inside', () => {
  it('answers a POST with a body to a page over a real socket with 405, not an empty 500', async () => {
    // Seen on the production server: `POST /Pimcore/...` answered an empty 500, because the
    // request's own 'close' aborted the render (the bridge tests below pin the cause).
    const listening = await server();
    const address = await listening.listen({ host: '127.0.0.1', port: 0 });
    for (const url of ['/page', '/Pimcore/B2B/GetPricing2']) {
      const res = await fetch(`${address}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ itemNo: ['100001'], PartnerNo: '1' }),
      });
      expect(res.status, url).toBeLessThan(500);
      expect(await res.text()).not.toContain('NetPrice');
    }
  });

  it('does not serve the ERP simulator, yet the shop still gets its prices from it', async () => {
    const pricing = await shop.inject({
      method: 'POST',
      url: '/Pimcore/B2B/GetPricing2',
      payload: { itemNo: ['100001'], PartnerNo: '1' },
    });
    expect(pricing.statusCode).toBe(404);
    expect(pricing.body).not.toContain('NetPrice');

    const token = await accessToken(shop);
    const list = await shop.inject({
      url: '/jsonapi/product?include=price',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(list.statusCode, list.body).toBe(200);
    const doc = list.json<{
      meta: { pricing?: { unavailable: unknown } };
      data: { relationships: { price: { data: { attributes: unknown }[] } } }[];
    }>();
    expect(doc.meta.pricing?.unavailable ?? null).toBeNull();
    const prices = doc.data.flatMap((p) => p.relationships.price.data);
    expect(prices.length).toBeGreaterThan(0);
  });

  it('answers the ERP counters to the METRICS_TOKEN only', async () => {
    const token = await accessToken(shop);
    const read = (authorization?: string) =>
      shop.inject({
        url: '/api/metrics/erp',
        headers: authorization ? { authorization } : {},
      });
    expect((await read()).statusCode).toBe(401);
    expect((await read(`Bearer ${token}`)).statusCode).toBe(401);
    const ok = await read(`Bearer ${METRICS_TOKEN}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toHaveProperty('pricingCalls');
    // Without METRICS_TOKEN nobody reads them.
    const closed = await server({}, { METRICS_TOKEN: '' });
    const res = await closed.inject({
      url: '/api/metrics/erp',
      headers: { authorization: 'Bearer ' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('serves /api/docs in production only with API_DOCS=true; outside production by default', async () => {
    expect((await shop.inject({ url: '/api/docs/json' })).statusCode).toBe(404);
    expect((await shop.inject({ url: '/api/docs' })).statusCode).toBe(404);
    const withDocs = await server({}, { API_DOCS: 'true' });
    expect((await withDocs.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
    const testing = await server({ mode: 'test' });
    expect((await testing.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
  });

  it('says it is healthy without naming the database', async () => {
    const res = await shop.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.body).not.toMatch(/pglite|postgres/i);
  });
});

describe('security headers', () => {
  it('gives a page a Content-Security-Policy whose nonce is on every inline script', async () => {
    const res = await shop.inject({ url: '/page' });
    expect(res.statusCode).toBe(200);
    const policy = String(res.headers['content-security-policy']);
    const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    // WebAssembly compiles (the barcode reader, decision 041); script text is never evaluated.
    expect(scriptSrc.trim().split(/\s+/)).toContain("'wasm-unsafe-eval'");
    expect(scriptSrc.trim().split(/\s+/)).not.toContain("'unsafe-eval'");
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    const scripts = res.body.match(/<script\b[^>]*>/g) ?? [];
    // The hydration data, the scroll restoration and the module bootstrap.
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    // A new nonce for every document.
    const again = await shop.inject({ url: '/page' });
    expect(again.headers['content-security-policy']).not.toBe(
      res.headers['content-security-policy'],
    );
  });

  it('locks every other answer down and sends Permissions-Policy everywhere', async () => {
    for (const url of ['/api/health', '/jsonapi/customer', '/api/auth/csrf', '/page']) {
      const res = await shop.inject({ url });
      expect(res.headers['permissions-policy'], url).toMatch(/camera=\(self\)/);
      expect(res.headers['permissions-policy'], url).toMatch(/geolocation=\(\)/);
      expect(res.headers['content-security-policy'], url).toBeDefined();
    }
    const json = await shop.inject({ url: '/api/health' });
    expect(json.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('sends HSTS over https only: PUBLIC_URL https, or a trusted proxy saying https', async () => {
    const forwarded = { 'x-forwarded-proto': 'https' };
    expect((await shop.inject({ url: '/api/health' })).headers).not.toHaveProperty(
      'strict-transport-security',
    );
    // Without TRUST_PROXY anyone could send the header: it is ignored.
    expect(
      (await shop.inject({ url: '/api/health', headers: forwarded })).headers,
    ).not.toHaveProperty('strict-transport-security');
    const proxied = await server({ trustProxy: true });
    expect(
      (await proxied.inject({ url: '/page', headers: forwarded })).headers[
        'strict-transport-security'
      ],
    ).toMatch(/^max-age=\d{7,}/);
    const published = await server({ publicUrl: 'https://trgovina.example.si' });
    expect(
      (await published.inject({ url: '/api/health' })).headers['strict-transport-security'],
    ).toMatch(/^max-age=\d{7,}/);
  });

  it('marks partner-priced JSON private and never stored', async () => {
    const token = await accessToken(shop);
    const headers = { authorization: `Bearer ${token}` };
    const list = await shop.inject({ url: '/jsonapi/product?include=price', headers });
    expect(list.headers['cache-control']).toBe('private, no-store');
    const id = list.json<{ data: { id: string }[] }>().data[0]?.id;
    const one = await shop.inject({ url: `/jsonapi/product/${id}?include=price`, headers });
    expect(one.statusCode).toBe(200);
    expect(one.headers['cache-control']).toBe('private, no-store');
    const plain = await shop.inject({ url: '/jsonapi/product', headers });
    expect(plain.headers['cache-control']).toMatch(/^private/);
  });

  it('sets Secure cookies behind a trusted https proxy, and only then', async () => {
    const forwarded = { 'x-forwarded-proto': 'https' };
    const proxied = await server({ trustProxy: true });
    const secure = await proxied.inject({ url: '/api/auth/csrf', headers: forwarded });
    const cookies = [secure.headers['set-cookie'] ?? []].flat();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);

    const direct = await shop.inject({ url: '/api/auth/csrf', headers: forwarded });
    for (const cookie of [direct.headers['set-cookie'] ?? []].flat())
      expect(cookie).not.toMatch(/;\s*Secure/i);
  });
});

describe('a forged Host header', () => {
  async function signOutRedirect(app: FastifyInstance, host: string): Promise<string> {
    const browser = new Browser(app);
    const csrf = await browser.request('GET', '/api/auth/csrf', undefined, { host });
    const csrfToken = csrf.json<{ csrfToken: string }>().csrfToken;
    const res = await browser.request(
      'POST',
      '/api/auth/signout',
      { csrfToken, callbackUrl: '/phish' },
      { host },
    );
    expect(res.statusCode).toBe(302);
    return String(res.headers.location);
  }

  it('does not steer Auth.js redirects off-site', async () => {
    for (const host of ['evil.example', 'evil.example:443', 'localhost:1@evil.example']) {
      const location = new URL(await signOutRedirect(shop, host));
      expect(location.hostname, host).toBe('localhost');
      expect(location.pathname).toBe('/phish');
    }
  });

  it('is not believed from a proxy either, without PUBLIC_URL', async () => {
    const proxied = await server({ trustProxy: true });
    const browser = new Browser(proxied);
    const res = await browser.request('GET', '/api/auth/signin', undefined, {
      'x-forwarded-host': 'evil.example',
    });
    expect(String(res.headers.location)).not.toContain('evil.example');
  });

  it('keeps the shop’s own names, and PUBLIC_URL wins over any Host', async () => {
    expect(new URL(await signOutRedirect(shop, '127.0.0.1:3000')).host).toBe('127.0.0.1:3000');
    const published = await server({ publicUrl: 'https://trgovina.example.si' });
    expect(new URL(await signOutRedirect(published, 'evil.example')).origin).toBe(
      'https://trgovina.example.si',
    );
  });
});
