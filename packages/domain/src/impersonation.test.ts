import { describe, expect, it } from 'vitest';
import { IMPERSONATION_COOKIE, isImpersonationIdent } from './impersonation.ts';

describe('impersonation ident (SPEC §4, §5, §9)', () => {
  it('uses the cookie _i', () => {
    expect(IMPERSONATION_COOKIE).toBe('_i');
  });
  it('accepts exactly 64 characters', () => {
    expect(isImpersonationIdent('a'.repeat(64))).toBe(true);
  });
  it('rejects other lengths and non-strings', () => {
    expect(isImpersonationIdent('a'.repeat(63))).toBe(false);
    expect(isImpersonationIdent('a'.repeat(65))).toBe(false);
    expect(isImpersonationIdent('')).toBe(false);
    expect(isImpersonationIdent(null)).toBe(false);
    expect(isImpersonationIdent(64)).toBe(false);
  });
});
