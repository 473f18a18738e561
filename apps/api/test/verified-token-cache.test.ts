// The verified-token cache (plugins/auth.ts): answers only until a token's exp, bounded LRU.
import { describe, expect, it } from 'vitest';
import type { AuthContext } from '../src/auth/auth-context.ts';
import { createVerifiedTokenCache } from '../src/auth/verified-token-cache.ts';

const auth = (userId: number): AuthContext => ({
  userId,
  partnerId: 1,
  role: 'customer_admin',
  email: `u${userId}@demo.si`,
  source: 'local',
});
const at = (seconds: number) => new Date(seconds * 1000);

describe('verified token cache', () => {
  it('answers a token until the second of its exp, then forgets it', () => {
    const cache = createVerifiedTokenCache();
    cache.set('a', auth(1), 1000);
    expect(cache.get('a', at(999.9))?.userId).toBe(1);
    expect(cache.get('a', at(1000))).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.get('a', at(10))).toBeUndefined();
  });

  it('drops the least recently used token beyond its bound', () => {
    const cache = createVerifiedTokenCache(2);
    cache.set('a', auth(1), 1000);
    cache.set('b', auth(2), 1000);
    expect(cache.get('a', at(1))?.userId).toBe(1);
    cache.set('c', auth(3), 1000);
    expect(cache.size).toBe(2);
    expect(cache.get('b', at(1))).toBeUndefined();
    expect(cache.get('a', at(1))?.userId).toBe(1);
    expect(cache.get('c', at(1))?.userId).toBe(3);
  });
});
