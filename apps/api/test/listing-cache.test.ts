// The per-instance listing cache (src/modules/product/listing-cache.ts): TTL, in-flight sharing,
// stale-while-revalidate and failures.
import { describe, expect, it } from 'vitest';
import { ListingCache } from '../src/modules/product/listing-cache.ts';

function setup() {
  const clock = { t: 0 };
  const cache = new ListingCache<number>({ ttlMs: 100, staleMs: 400, now: () => clock.t });
  let loads = 0;
  let next = 1;
  const load = () => {
    loads += 1;
    return Promise.resolve(next);
  };
  return {
    cache,
    clock,
    load,
    loads: () => loads,
    setNext: (n: number) => {
      next = n;
    },
  };
}

describe('ListingCache', () => {
  it('serves one load within the TTL and shares it between concurrent callers', async () => {
    const s = setup();
    const [a, b] = await Promise.all([s.cache.get('k', s.load), s.cache.get('k', s.load)]);
    expect([a, b, s.loads()]).toEqual([1, 1, 1]);
    s.clock.t = 99;
    expect(await s.cache.get('k', s.load)).toBe(1);
    expect(s.loads()).toBe(1);
  });

  it('answers a stale entry at once and reloads it once in the background', async () => {
    const s = setup();
    await s.cache.get('k', s.load);
    s.setNext(2);
    s.clock.t = 150;
    expect(await s.cache.get('k', s.load)).toBe(1);
    expect(await s.cache.get('k', s.load)).toBe(2);
    expect(s.loads()).toBe(2);
  });

  it('waits for a fresh load once an entry is older than TTL + stale window', async () => {
    const s = setup();
    await s.cache.get('k', s.load);
    s.setNext(3);
    s.clock.t = 600;
    expect(await s.cache.get('k', s.load)).toBe(3);
  });

  it('keeps no failed load, and keeps the stale value when a reload fails', async () => {
    const s = setup();
    await expect(s.cache.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow();
    expect(s.cache.size).toBe(0);
    await s.cache.get('k', s.load);
    s.clock.t = 150;
    expect(await s.cache.get('k', () => Promise.reject(new Error('db down')))).toBe(1);
    await Promise.resolve();
    s.setNext(4);
    expect(await s.cache.get('k', s.load)).toBe(1);
    expect(await s.cache.get('k', s.load)).toBe(4);
  });
});
