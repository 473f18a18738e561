// A whole server (API + Auth.js + ERP simulator, no web build) on a test database, and a
// cookie-keeping client that talks to it through inject, the way a browser would.
import type { FastifyInstance } from 'fastify';
import { Writable } from 'node:stream';
import { loadApiConfig } from '@gradnik/api/config';
import type { DatabaseHandle } from '@gradnik/db/connection';
import { createTestDatabase } from '@gradnik/db/testing';
import { mergeCookies } from '../src/auth/auth-bridge.ts';
import { createServer, LOG_OPTIONS } from '../src/server.ts';

export const AUTH_SECRET = 'auth-secret-for-tests-0123456789abcdef';
export const JWT_SECRET = 'jwt-secret-for-tests-0123456789abcdef';

export interface TestServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  logs: string[];
  close(): Promise<void>;
}

export async function startServer(env: Record<string, string> = {}): Promise<TestServer> {
  const database = await createTestDatabase({ products: 20 });
  const api = loadApiConfig({ NODE_ENV: 'test', JWT_SECRET, LOG_LEVEL: 'info', ...env });
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  const app = await createServer({
    database,
    api,
    authSecret: AUTH_SECRET,
    webBuildDir: false,
    mode: 'test',
    logger: { level: 'debug', ...LOG_OPTIONS, stream },
    oidc: env.OIDC_ISSUER ? { issuer: env.OIDC_ISSUER, clientId: 'gradnik-web' } : undefined,
  });
  await app.ready();
  return {
    app,
    database,
    logs,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** A browser-like client: keeps cookies between calls. */
export class Browser {
  cookie = '';
  constructor(private readonly app: FastifyInstance) {}

  async request(
    method: 'GET' | 'POST',
    url: string,
    form?: Record<string, string>,
    headers: Record<string, string> = {},
  ) {
    const res = await this.app.inject({
      method,
      url,
      headers: {
        cookie: this.cookie,
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...headers,
      },
      payload: form ? new URLSearchParams(form).toString() : undefined,
    });
    const setCookie = res.headers['set-cookie'];
    const list = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
    this.cookie = mergeCookies(this.cookie, list);
    return res;
  }

  async csrf(): Promise<string> {
    const res = await this.request('GET', '/api/auth/csrf');
    return res.json<{ csrfToken: string }>().csrfToken;
  }

  /** SPEC §7: POST callback/credentials, form-encoded, asking for JSON instead of a redirect. */
  async signIn(email: string, password: string): Promise<URL> {
    const csrfToken = await this.csrf();
    const res = await this.request(
      'POST',
      '/api/auth/callback/credentials',
      { csrfToken, email, password, callbackUrl: '/narocila' },
      { 'x-auth-return-redirect': '1' },
    );
    return new URL(res.json<{ url: string }>().url);
  }

  async session(): Promise<Record<string, unknown> | null> {
    const res = await this.request('GET', '/api/auth/session');
    return res.json<Record<string, unknown> | null>();
  }

  async signOut(): Promise<URL> {
    const csrfToken = await this.csrf();
    const res = await this.request(
      'POST',
      '/api/auth/signout',
      { csrfToken, callbackUrl: '/prijava' },
      { 'x-auth-return-redirect': '1' },
    );
    return new URL(res.json<{ url: string }>().url);
  }
}
