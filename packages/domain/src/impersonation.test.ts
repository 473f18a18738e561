import { describe, expect, it } from 'vitest';
import {
  canStartImpersonation,
  canStopImpersonation,
  IMPERSONATION_COOKIE,
  impersonationLimitReached,
  impersonationMessage,
  isImpersonationIdent,
  stopCompleted,
} from './impersonation.ts';

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

describe('SPEC §4 transitions and §5 messages', () => {
  const ident = 'f'.repeat(64);

  it('says the SPEC §5 texts word for word', () => {
    expect(impersonationMessage('alreadyActive')).toBe('Impersonacija je že v teku.');
    expect(impersonationMessage('notActive')).toBe('Impersonacija ni v teku.');
    expect(impersonationMessage('unknownSession')).toBe('Neznana seja impersonacije.');
    expect(impersonationMessage('invalidIdent')).toBe('Invalid impersonation ident');
    expect(impersonationMessage('startFailed')).toBe('Napaka pri poskusu impersonacije.');
    expect(impersonationMessage('notActive', 'en')).toBe('Impersonation is not in progress.');
  });

  it('starts only when not already on, with a 64-character ident and the cookie stored', () => {
    expect(canStartImpersonation({ active: true }, { ident }, true)).toEqual({
      ok: false,
      message: 'alreadyActive',
    });
    expect(canStartImpersonation({ active: false }, { ident: 'short' }, true)).toEqual({
      ok: false,
      message: 'unknownSession',
    });
    expect(canStartImpersonation({ active: false }, null, true)).toEqual({
      ok: false,
      message: 'unknownSession',
    });
    expect(canStartImpersonation({ active: false }, { ident }, false)).toEqual({
      ok: false,
      message: 'startFailed',
    });
    expect(canStartImpersonation({ active: false }, { ident }, true)).toEqual({ ok: true });
  });

  it('stops only while on and with a 64-character ident', () => {
    expect(canStopImpersonation({ active: false }, ident)).toEqual({
      ok: false,
      message: 'notActive',
    });
    expect(canStopImpersonation({ active: true }, 'x'.repeat(63))).toEqual({
      ok: false,
      message: 'unknownSession',
    });
    expect(canStopImpersonation({ active: true }, ident)).toEqual({ ok: true });
  });

  it('completes a stop on 200 with a result that is not false', () => {
    expect(stopCompleted(200, true)).toBe(true);
    expect(stopCompleted(200, { ended: true })).toBe(true);
    expect(stopCompleted(200, false)).toBe(false);
    expect(stopCompleted(409, true)).toBe(false);
  });
});

describe('impersonation limits (issue #13)', () => {
  const start = new Date('2026-11-24T08:00:00Z');
  const session = { lastSeenAt: start, endsBy: new Date(start.getTime() + 8 * 3_600_000) };
  const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

  it('lives until 30 idle minutes have passed', () => {
    expect(impersonationLimitReached(session, at(29))).toBeNull();
    expect(impersonationLimitReached(session, at(30))).toBe('idle');
    expect(impersonationLimitReached(session, at(10), 5)).toBe('idle');
  });

  it('ends at its maximum length however busy it is', () => {
    expect(
      impersonationLimitReached({ lastSeenAt: at(8 * 60), endsBy: session.endsBy }, at(8 * 60)),
    ).toBe('max_length');
  });
});
