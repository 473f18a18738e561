// The API's environment, parsed once at start-up (STYLE.md practice 7): a wrong variable
// stops the process with a message naming it. Everything else reads the typed ApiConfig.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { BRAND_CODE } from '@gradnik/domain/constants';
import { INVITATION_TTL_HOURS_DEFAULT } from '@gradnik/domain/user-management';
import {
  IMPERSONATION_IDLE_MINUTES,
  IMPERSONATION_MAX_MINUTES,
} from '@gradnik/domain/impersonation';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** PostgreSQL connection string; PGlite under DATA_DIR when unset (ARCHITECTURE.md "What runs"). */
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  /** HS256 key of our access tokens; shared by every API instance behind a load balancer. */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: positiveInt(900),
  REFRESH_TOKEN_TTL_SECONDS: positiveInt(30 * 24 * 60 * 60),
  /** External OIDC provider (Keycloak-compatible); its tokens are verified through JWKS. */
  OIDC_ISSUER: z.url().optional(),
  OIDC_AUDIENCE: z.string().min(1).optional(),
  /** `{product}` of SPEC.md: the agent role is `<brand>_agent` (ARCHITECTURE.md). */
  BRAND_CODE: z
    .string()
    .regex(/^[a-z][a-z0-9]*$/, 'must be lowercase letters and digits')
    .default(BRAND_CODE),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /** Failed sign-ins per account (e-mail) within 15 minutes that lock it (decision 015). */
  LOGIN_MAX_FAILURES: positiveInt(5),
  /** The first lock; each further one without a success doubles, up to an hour. */
  LOGIN_LOCK_SECONDS: positiveInt(300),
  /** Failed sign-ins and refreshes per client address within a minute that lock the address. */
  SIGNIN_ADDRESS_MAX_FAILURES: positiveInt(20),
  /** Bearer token of GET /api/metrics/erp (operators only, decision 017); unset: the route is off. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * Bearer token of the retailer's integration calls (POST /api/integration/…, decision 033);
   * unset: those routes answer 404 like unknown ones.
   */
  INTEGRATION_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Decision 033: pending address change requests older than this are decided (simulated). */
  ADDRESS_REQUEST_DECISION_SECONDS: positiveInt(120),
  /** `simulated`: the shop decides them itself; `integration`: they wait for the integration call. */
  ADDRESS_REQUEST_DECISION: z.enum(['simulated', 'integration']).default('simulated'),
  /**
   * Decision 037: with the ERP simulator (no ERP_URL) the caretaker's simulated reply to a
   * question comes after ERP_SIM_OFFER_DELAY seconds (the ERP package reads the same variable
   * with the same bounds for its offers); with a real ERP replies come through the integration.
   */
  ERP_URL: z.string().optional(),
  ERP_SIM_OFFER_DELAY: z.coerce.number().int().min(0).max(86_400).default(60),
  /** The OpenAPI UI and document at /api/docs; default on, except in production (decision 017). */
  API_DOCS: z.enum(['true', 'false']).optional(),
  API_PORT: z.coerce.number().int().min(0).max(65_535).default(3001),
  API_HOST: z.string().min(1).default('0.0.0.0'),
  /** Issue #13: an agent's visit ends after this many idle minutes, and after the maximum. */
  IMPERSONATION_IDLE_MINUTES: positiveInt(IMPERSONATION_IDLE_MINUTES),
  IMPERSONATION_MAX_MINUTES: positiveInt(IMPERSONATION_MAX_MINUTES),
  // E-mail and one-time links (issue #13, docs/decisions/029).
  /** smtp(s)://user:password@host:port; unset: e-mails go to the outbox under DATA_DIR/outbox. */
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// address' })
    .optional(),
  MAIL_FROM: z.string().trim().min(3).max(200).default('Gradnik <no-reply@gradnik.si>'),
  /**
   * The address users reach the shop at (the server's variable too): e-mailed links start with
   * it. Never taken from a request's Host header, so a forged one cannot point a reset link at
   * someone else's site. Unset: http://<HOST or localhost>:<PORT>.
   */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
    .optional(),
  /** The one-process server's listen address and port: the links' origin without PUBLIC_URL. */
  HOST: z.string().min(1).optional(),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  /** How long a password reset link works. */
  PASSWORD_RESET_TTL_MINUTES: positiveInt(60),
  /** How long an invitation link of a new company user works (decision 034): 7 days. */
  INVITATION_TTL_HOURS: positiveInt(INVITATION_TTL_HOURS_DEFAULT),
  /**
   * Issue #16 (decision 042): the bell's unread counts kept in memory, kept right by LISTEN.
   * `false` reads the counter row on every poll (e.g. behind a pooler that cannot LISTEN).
   */
  NOTIFICATION_COUNT_CACHE: z.enum(['true', 'false']).default('true'),
  /**
   * Issue #16 (decision 043): where uploaded files' bytes go. `database` (uploads.data) or `s3`,
   * an S3-compatible bucket (AWS, MinIO, Ceph, Hetzner …) reached with the S3_* settings.
   */
  FILE_STORAGE: z.enum(['database', 's3']).default('database'),
  S3_BUCKET: z.string().trim().min(1).optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  /** The service's address for a non-AWS store; unset: AWS for S3_REGION. */
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  /** A secret: never logged. */
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket in the path (`<endpoint>/<bucket>/<key>`); default true when S3_ENDPOINT is set. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
});

export type LogLevel = (typeof LOG_LEVELS)[number];

export interface ApiConfig {
  nodeEnv: 'development' | 'production' | 'test';
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  /** True when no JWT_SECRET was given outside production and a random one was made. */
  jwtSecretGenerated: boolean;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  oidcIssuer: string | undefined;
  oidcAudience: string | undefined;
  brandCode: string;
  logLevel: LogLevel;
  loginMaxFailures: number;
  loginLockSeconds: number;
  signInAddressMaxFailures: number;
  /** GET /api/metrics/erp answers only this bearer token; undefined: the route is off. */
  metricsToken: string | undefined;
  /** The integration calls answer only this bearer token; undefined: they answer 404. */
  integrationToken: string | undefined;
  addressRequestDecisionSeconds: number;
  addressRequestDecision: 'simulated' | 'integration';
  /** Serve /api/docs (API_DOCS; default: not in production). */
  apiDocs: boolean;
  apiPort: number;
  apiHost: string;
  impersonationIdleMinutes: number;
  impersonationMaxMinutes: number;
  /** SMTP transport address (contains a password: never log it); undefined: the outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The origin e-mailed links start with (PUBLIC_URL, else this machine's address). */
  publicOrigin: string;
  passwordResetTtlMinutes: number;
  invitationTtlHours: number;
  /** Seconds after which the simulated caretaker answers a question; null with a real ERP. */
  simulatedAnswerDelaySeconds: number | null;
  /** The unread-count cache of the notification module (NOTIFICATION_COUNT_CACHE). */
  notificationCountCache: boolean;
  /** Where new uploads' bytes go (FILE_STORAGE); older rows are read from where they are. */
  fileStorage: 'database' | 's3';
  /** The bucket (S3_*), when configured; required with FILE_STORAGE=s3. */
  s3: S3Settings | null;
}

/** An S3-compatible bucket. `secretAccessKey` is a secret: never log it. */
export interface S3Settings {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Parses the environment once. Empty values count as unset (`DATABASE_URL=` in a .env file).
 * Throws ConfigError naming every bad variable.
 */
export function loadApiConfig(env: Record<string, string | undefined> = process.env): ApiConfig {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid API environment:\n${lines.join('\n')}`);
  }
  const e = result.data;
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new ConfigError(
      'Invalid API environment:\n  JWT_SECRET: required when NODE_ENV=production',
    );
  }
  const s3 = s3SettingsOf(e);
  return {
    nodeEnv: e.NODE_ENV,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    // Outside production a per-process key keeps `npm start` zero-config; tokens then do not
    // survive a restart, which is acceptable in development only.
    jwtSecret: e.JWT_SECRET ?? randomBytes(32).toString('base64url'),
    jwtSecretGenerated: !e.JWT_SECRET,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
    // Kept verbatim: a token's `iss` must equal it exactly.
    oidcIssuer: e.OIDC_ISSUER,
    oidcAudience: e.OIDC_AUDIENCE,
    brandCode: e.BRAND_CODE,
    logLevel: e.LOG_LEVEL,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginLockSeconds: e.LOGIN_LOCK_SECONDS,
    signInAddressMaxFailures: e.SIGNIN_ADDRESS_MAX_FAILURES,
    metricsToken: e.METRICS_TOKEN,
    integrationToken: e.INTEGRATION_TOKEN,
    addressRequestDecisionSeconds: e.ADDRESS_REQUEST_DECISION_SECONDS,
    addressRequestDecision: e.ADDRESS_REQUEST_DECISION,
    apiDocs: e.API_DOCS === undefined ? e.NODE_ENV !== 'production' : e.API_DOCS === 'true',
    apiPort: e.API_PORT,
    apiHost: e.API_HOST,
    impersonationIdleMinutes: e.IMPERSONATION_IDLE_MINUTES,
    impersonationMaxMinutes: e.IMPERSONATION_MAX_MINUTES,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicOrigin: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : localOrigin(e.HOST, e.PORT),
    passwordResetTtlMinutes: e.PASSWORD_RESET_TTL_MINUTES,
    invitationTtlHours: e.INVITATION_TTL_HOURS,
    simulatedAnswerDelaySeconds: e.ERP_URL ? null : e.ERP_SIM_OFFER_DELAY,
    notificationCountCache: e.NOTIFICATION_COUNT_CACHE === 'true',
    fileStorage: e.FILE_STORAGE,
    s3,
  };
}

/**
 * The bucket's settings, or null when none are given. FILE_STORAGE=s3 needs the bucket and
 * both keys; a bucket given with FILE_STORAGE=database is still used to read the files stored
 * there before a switch back (decision 043). Half a key pair is an error either way.
 */
function s3SettingsOf(e: z.infer<typeof envSchema>): S3Settings | null {
  const missing: string[] = [];
  const wanted = e.FILE_STORAGE === 's3' || e.S3_BUCKET !== undefined;
  if (wanted) {
    if (!e.S3_BUCKET) missing.push('S3_BUCKET');
    if (!e.S3_ACCESS_KEY_ID) missing.push('S3_ACCESS_KEY_ID');
    if (!e.S3_SECRET_ACCESS_KEY) missing.push('S3_SECRET_ACCESS_KEY');
  }
  if (missing.length > 0) {
    const why = e.FILE_STORAGE === 's3' ? 'FILE_STORAGE=s3' : 'S3_BUCKET is set';
    const lines = missing.map((name) => `  ${name}: required when ${why}`);
    throw new ConfigError(`Invalid API environment:\n${lines.join('\n')}`);
  }
  if (!wanted || !e.S3_BUCKET || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) return null;
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    // MinIO, Ceph and most other S3-compatible stores want the bucket in the path.
    forcePathStyle:
      e.S3_FORCE_PATH_STYLE === undefined
        ? e.S3_ENDPOINT !== undefined
        : e.S3_FORCE_PATH_STYLE === 'true',
  };
}

/** The shop's own address when no PUBLIC_URL is set (as the server's start-up banner shows it). */
function localOrigin(host: string | undefined, port: number): string {
  const name = !host || host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`;
}
