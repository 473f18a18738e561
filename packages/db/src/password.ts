// Password hashing with node:crypto scrypt (ARCHITECTURE.md "Sign-in": the shop API verifies
// passwords itself). Stored format: `scrypt$N$r$p$<salt base64>$<hash base64>` so the cost
// can be raised later without invalidating existing hashes (see needsRehash).
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const N = 16384; // 2^14: ~50 ms on the 2-core machines we run on, 16 MiB of memory.
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
// Refuse parameters from a stored hash that would let a tampered row exhaust memory/CPU.
const MAX_N = 1 << 20;

function scryptAsync(
  plain: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(plain.normalize('NFKC'), salt, keyLength, options, (err, key) => {
      if (err) reject(err);
      else resolve(key);
    });
  });
}

function maxmemFor(n: number, r: number): number {
  // scrypt needs 128·N·r bytes; leave headroom above Node's 32 MiB default.
  return 128 * n * r * 2;
}

export interface HashPasswordOptions {
  /**
   * Fixed salt, only for deterministic demo data (seed): the same seed must produce
   * byte-identical rows. Never pass one for real users.
   */
  salt?: Uint8Array;
}

export async function hashPassword(
  plain: string,
  options: HashPasswordOptions = {},
): Promise<string> {
  const salt = options.salt ? Buffer.from(options.salt) : randomBytes(SALT_LENGTH);
  const key = await scryptAsync(plain, salt, KEY_LENGTH, {
    N,
    r: R,
    p: P,
    maxmem: maxmemFor(N, R),
  });
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

interface ParsedHash {
  n: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [n, r, p] = parts.slice(1, 4).map((v) => Number(v));
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const key = Buffer.from(parts[5] ?? '', 'base64');
  if (n === undefined || r === undefined || p === undefined) return null;
  const powerOfTwo = Number.isInteger(n) && n > 1 && (n & (n - 1)) === 0;
  if (!powerOfTwo || n > MAX_N || !Number.isInteger(r) || r < 1 || r > 32) return null;
  if (!Number.isInteger(p) || p < 1 || p > 16 || salt.length === 0 || key.length < 16) return null;
  return { n, r, p, salt, key };
}

/** True when `plain` matches `stored`; false for a wrong password or a malformed hash. */
export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await scryptAsync(plain, parsed.salt, parsed.key.length, {
    N: parsed.n,
    r: parsed.r,
    p: parsed.p,
    maxmem: maxmemFor(parsed.n, parsed.r),
  });
  return timingSafeEqual(key, parsed.key);
}

/** True when `stored` was made with weaker parameters than today's (rehash after a successful sign-in). */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.n < N || parsed.r < R || parsed.key.length < KEY_LENGTH;
}
