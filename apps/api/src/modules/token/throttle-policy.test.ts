import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressKey } from './throttle.ts';
import { afterFailure, lockedForSeconds, type ThrottleState } from './throttle-policy.ts';

const policy = { maxFailures: 3, windowSeconds: 60, lockSeconds: 100, maxLockSeconds: 350 };
const at = (seconds: number) => new Date(Date.UTC(2026, 10, 24, 8) + seconds * 1000);

function failAt(state: ThrottleState | undefined, seconds: number) {
  return afterFailure(state, at(seconds), policy);
}

describe('afterFailure', () => {
  it('locks on the maximum within one window', () => {
    let state = failAt(undefined, 0);
    state = failAt(state, 10);
    expect(lockedForSeconds(state, at(10))).toBe(0);
    state = failAt(state, 20);
    expect(lockedForSeconds(state, at(20))).toBe(100);
    expect(lockedForSeconds(state, at(119))).toBe(1);
    expect(lockedForSeconds(state, at(120))).toBe(0);
  });

  it('starts a new count when the window ended', () => {
    let state = failAt(undefined, 0);
    state = failAt(state, 30);
    state = failAt(state, 61);
    expect(state.failures).toBe(1);
    expect(lockedForSeconds(state, at(61))).toBe(0);
  });

  it('does not count failures while locked, and doubles each further lock up to the ceiling', () => {
    let state: ThrottleState | undefined;
    let t = 0;
    const locks: number[] = [];
    for (let lock = 0; lock < 4; lock += 1) {
      for (let i = 0; i < 3; i += 1) state = failAt(state, (t += 1));
      locks.push(lockedForSeconds(state, at(t)));
      expect(failAt(state, t + 1)).toBe(state);
      t += locks.at(-1) ?? 0;
    }
    expect(locks).toEqual([100, 200, 350, 350]);
  });

  it('never locks before the maximum, whatever the timing', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 600 }), { maxLength: 2 }), (gaps) => {
        let state: ThrottleState | undefined;
        let t = 0;
        for (const gap of gaps) state = failAt(state, (t += gap));
        return lockedForSeconds(state, at(t)) === 0;
      }),
    );
  });
});

describe('addressKey', () => {
  it('counts IPv4 addresses one by one, mapped or not', () => {
    expect(addressKey('203.0.113.10')).toBe('ip:203.0.113.10');
    expect(addressKey('::ffff:203.0.113.10')).toBe('ip:203.0.113.10');
  });

  it('counts an IPv6 client by its /64', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('ip6:2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe('ip6:2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('ip6:2001:db8:0:0::/64');
  });
});
