// When AUTH_SECRET / JWT_SECRET are not set, generate them once and keep them in DATA_DIR
// (mode 0600) so sessions survive restarts: `npm start` needs no configuration, also in
// production mode (issue #10 §4). Several servers sharing one database need the same secrets,
// so a deployment of more than one host sets both (README).
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
