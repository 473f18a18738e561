// The server's environment, parsed once at start-up (STYLE.md practice 7). A wrong variable
// stops the process with a message naming it. `.env.example` documents each one.
import { z } from 'zod';

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.string().url().optional());

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const serverEnvSchema = z.object({
  /** Production unless said otherwise: `npm start` serves the production build (node-env.ts). */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The address users reach the shop at; derived from the request when unset. */
  PUBLIC_URL: optionalUrl.optional(),
  DATABASE_URL: optionalUrl.optional(),
  DATA_DIR: z.string().default('./data'),
  SEED_PRODUCTS: positiveInt(3000),
  /** Unset: generated on the first start and kept in DATA_DIR (secrets.ts), in every mode. */
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ERP_URL: optionalUrl.optional(),
  OIDC_ISSUER: optionalUrl.optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Server processes on the port (docs/decisions/010-worker-processes.md), e.g. the number of
   * cores; only with DATABASE_URL (PGlite is owned by one process).
   */
  WEB_CONCURRENCY: positiveInt(1),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export type ServerEnv = z.infer<typeof serverEnvSchema>;

export class ConfigError extends Error {}

export function loadServerEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const parsed = serverEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const value = parsed.data;
  if (value.OIDC_ISSUER && !value.OIDC_CLIENT_ID) {
    throw new ConfigError(
      'Invalid environment:\n  OIDC_CLIENT_ID: required when OIDC_ISSUER is set',
    );
  }
  return value;
}
