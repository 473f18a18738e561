import { describe, expect, it } from 'vitest';
import { isExpiringSoon } from './session.ts';

describe('session expiry (SPEC §4, §5)', () => {
  it('treats a session as expired 10 s before its expiry', () => {
    const now = 1_000_000;
    expect(isExpiringSoon(now + 10_001, now)).toBe(false);
    expect(isExpiringSoon(now + 10_000, now)).toBe(true);
    expect(isExpiringSoon(now - 1, now)).toBe(true);
  });
});
