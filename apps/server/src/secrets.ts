// Development convenience: when AUTH_SECRET / JWT_SECRET are not set (never in production,
// see config.ts), generate them once and keep them in DATA_DIR so sessions survive restarts.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface Secrets {
  authSecret: string;
  jwtSecret: string;
}

export async function resolveSecrets(dataDir: string, given: Partial<Secrets>): Promise<Secrets> {
  if (given.authSecret && given.jwtSecret) return given as Secrets;
  const file = path.join(dataDir, 'secrets.json');
  let stored: Partial<Secrets> = {};
  try {
    stored = JSON.parse(await readFile(file, 'utf8')) as Partial<Secrets>;
  } catch {
    // first start: nothing stored yet
  }
  const secrets: Secrets = {
    authSecret: given.authSecret ?? stored.authSecret ?? randomBytes(32).toString('base64url'),
    jwtSecret: given.jwtSecret ?? stored.jwtSecret ?? randomBytes(32).toString('base64url'),
  };
  if (secrets.authSecret !== stored.authSecret || secrets.jwtSecret !== stored.jwtSecret) {
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, JSON.stringify(secrets), { mode: 0o600 });
  }
  return secrets;
}
