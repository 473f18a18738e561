// Test fixtures: a migrated, seeded database (PGlite in memory, or a fresh PostgreSQL
// database when TEST_DATABASE_URL is set) and the API on its own Fastify instance.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createTestDatabase } from '@gradnik/db/testing';
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

export function testConfig(env: Record<string, string> = {}): ApiConfig {
  // The per-address limit is tested on its own; elsewhere the suite fails sign-ins on purpose.
  return loadApiConfig({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    SIGNIN_ADDRESS_MAX_FAILURES: '1000',
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
