// Test fixtures: a migrated, seeded database (PGlite in memory, or a fresh PostgreSQL
// database when TEST_DATABASE_URL is set) and the API on its own Fastify instance.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { createTestDatabase } from '@gradnik/db/testing';
import { partners, users } from '@gradnik/db/schema/identity';
import type { Database } from '@gradnik/db/connection';
import { tokenResponseSchema, type TokenResponse } from '@gradnik/contracts/auth';
import { DEMO_PASSWORD } from '@gradnik/db/seed/demo-accounts';
import { buildApi } from '../src/app.ts';
import { loadApiConfig, type ApiConfig } from '../src/config.ts';

export const TEST_JWT_SECRET = 'test-secret-for-the-shop-api-0123456789';
export { DEMO_PASSWORD };
/** The demo sign-ins of packages/db/src/seed/demo-accounts.ts, by what the tests use them for. */
export const DEMO = {
  admin: 'uprava@demo.si',
  employee: 'nabava@demo.si',
  otherAdmin: 'mojster@demo.si',
  agent: 'agent@demo.si',
} as const;

/** One temporary data directory per test process: the outbox of the mails tests send. */
const TEST_DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'gradnik-api-test-'));

export function testConfig(env: Record<string, string> = {}): ApiConfig {
  // The per-address limit is tested on its own; elsewhere the suite fails sign-ins on purpose.
  return loadApiConfig({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    SIGNIN_ADDRESS_MAX_FAILURES: '1000',
    // E-mails of the tests (password reset, invitations) go to a throw-away outbox.
    DATA_DIR: TEST_DATA_DIR,
    ...env,
  });
}

/** A clock the test moves by hand (login locks, token expiry). */
export class TestClock {
  constructor(private ms = Date.now()) {}
  readonly now = (): Date => new Date(this.ms);
  advance(seconds: number): void {
    this.ms += seconds * 1000;
  }
}

export interface TestDatabase {
  db: Database;
  close(): Promise<void>;
}

/** The demo data with its default (small) catalogue: the four demo sign-ins and their partners. */
export async function openTestDatabase(): Promise<TestDatabase> {
  return createTestDatabase();
}

export async function startApi(
  db: Database,
  opts: { env?: Record<string, string>; clock?: TestClock; logger?: boolean | object } = {},
): Promise<FastifyInstance> {
  const app = await buildApi({
    db,
    config: testConfig(opts.env),
    logger: opts.logger ?? false,
    now: opts.clock?.now,
  });
  await app.ready();
  return app;
}

export function login(app: FastifyInstance, email: string, password = DEMO_PASSWORD) {
  return app.inject({ method: 'POST', url: '/api/token', payload: { email, password } });
}

/** Signs in and returns the validated token response; fails the test otherwise. */
export async function tokensFor(app: FastifyInstance, email: string): Promise<TokenResponse> {
  const response = await login(app, email);
  if (response.statusCode !== 200)
    throw new Error(`login ${email}: ${response.statusCode} ${response.body}`);
  return tokenResponseSchema.parse(response.json());
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** The parsed JSON body of a response, as the error contract's shape is checked by callers. */
export function body(response: LightMyRequestResponse): Record<string, unknown> {
  return response.json<Record<string, unknown>>();
}

/**
 * A logger for `buildApi`/`startApi` that keeps what the API logs at error level: tests of bad
 * input assert that none was logged (issue #10 §3), the 500 test that the real error was.
 */
export function errorLogCapture(): { lines: string[]; logger: object } {
  const lines: string[] = [];
  return {
    lines,
    logger: { level: 'error', stream: { write: (line: string) => void lines.push(line) } },
  };
}

/** A signed-in buyer for the basket calls: bearer and CSRF headers, and their partner number. */
export interface BasketSession {
  auth: Record<string, string>;
  partnerNo: string;
}

export async function basketSession(
  app: FastifyInstance,
  db: Database,
  email: string,
): Promise<BasketSession> {
  const t = await tokensFor(app, email);
  const [row] = await db
    .select({ partnerNo: partners.partnerNo })
    .from(users)
    .leftJoin(partners, eq(partners.id, users.partnerId))
    .where(eq(users.email, email));
  return {
    auth: { authorization: `Bearer ${t.access_token}`, 'x-csrf-token': t.csrf_token ?? '' },
    partnerNo: row?.partnerNo ?? '',
  };
}
