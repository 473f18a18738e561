// Failed sign-in counters in the database (issue #10 §1, docs/decisions/015), so the limits
// hold across every instance that shares it. Each failure is one short transaction that locks
// the key's row; successes write nothing but the account key's reset.
import { createHash } from 'node:crypto';
import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '@gradnik/db/connection';
import { authThrottle } from '@gradnik/db/schema/identity';
import { afterFailure, lockedForSeconds, type ThrottlePolicy } from './throttle-policy.ts';

declare module 'fastify' {
  interface FastifyInstance {
    signInThrottle: SignInThrottle;
  }
}

/** Rows unused this long are removed by the occasional sweep. */
const SWEEP_AFTER_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 10 * 60 * 1000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * The counting key of a client address. IPv6 clients get a /64 each (one subscriber's
 * prefix), so rotating through a prefix does not buy fresh counts.
 */
export function addressKey(ip: string): string {
  const plain = ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip;
  if (!plain.includes(':')) return `ip:${plain}`;
  const [head = '', tail = ''] = plain.split('::');
  const groups = [...head.split(':').filter(Boolean)];
  const rest = tail.split(':').filter(Boolean);
  while (groups.length + rest.length < 8) groups.push('0');
  groups.push(...rest);
  return `ip6:${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Accounts are counted by e-mail, known or not, so a lock tells nothing about existence. */
export function accountKey(email: string): string {
  return `acct:${sha256(email.trim().toLowerCase())}`;
}

export function deviceKey(deviceId: string): string {
  return `dev:${deviceId}`;
}

export function createSignInThrottle(db: Database, now: () => Date) {
  let lastSweep = 0;

  async function sweep(at: Date): Promise<void> {
    if (at.getTime() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = at.getTime();
    const before = new Date(at.getTime() - SWEEP_AFTER_MS);
    await db
      .delete(authThrottle)
      .where(
        lt(
          sql`greatest(${authThrottle.windowStartedAt}, coalesce(${authThrottle.lockedUntil}, ${authThrottle.windowStartedAt}))`,
          before,
        ),
      );
  }

  return {
    /** The longest wait, in seconds, among the keys; 0 when none is locked. */
    async lockedFor(keys: string[]): Promise<number> {
      if (keys.length === 0) return 0;
      const at = now();
      const rows = await db.select().from(authThrottle).where(inArray(authThrottle.key, keys));
      return Math.max(0, ...rows.map((row) => lockedForSeconds(row, at)));
    },

    /** Counts one failure for the key; answers the seconds it is locked for afterwards. */
    async recordFailure(key: string, policy: ThrottlePolicy): Promise<number> {
      const at = now();
      const seconds = await db.transaction(async (tx) => {
        await tx
          .insert(authThrottle)
          .values({ key, failures: 0, windowStartedAt: at })
          .onConflictDoNothing();
        const [row] = await tx
          .select()
          .from(authThrottle)
          .where(eq(authThrottle.key, key))
          .for('update');
        const next = afterFailure(row, at, policy);
        await tx.update(authThrottle).set(next).where(eq(authThrottle.key, key));
        return lockedForSeconds(next, at);
      });
      await sweep(at);
      return seconds;
    },

    /** A success: the key starts afresh (its progressive lock too). */
    async clear(key: string): Promise<void> {
      await db.delete(authThrottle).where(eq(authThrottle.key, key));
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;

export const signInThrottlePlugin = fp(
  (fastify: FastifyInstance) => {
    fastify.decorate('signInThrottle', createSignInThrottle(fastify.db, fastify.now));
    return Promise.resolve();
  },
  { name: 'gradnik-api-sign-in-throttle', dependencies: ['gradnik-api-db'], fastify: '5.x' },
);
