import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  isAcceptablePassword,
  passwordProblems,
} from './password-policy.ts';

describe('password policy (issue #13)', () => {
  it('accepts ten characters and more', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(10);
    expect(passwordProblems('a'.repeat(10))).toEqual([]);
    expect(isAcceptablePassword('Gradnik-2026!', 'uprava@demo.si')).toBe(true);
  });

  it('refuses fewer than ten characters, not counting spaces at either end', () => {
    expect(passwordProblems('123456789')).toEqual(['too_short']);
    expect(passwordProblems('  12345678  ')).toEqual(['too_short']);
    expect(passwordProblems(' '.repeat(12))).toEqual(['too_short']);
    expect(passwordProblems('')).toEqual(['too_short']);
  });

  it('counts characters, not UTF-16 units: ten č and emoji are ten', () => {
    expect(passwordProblems('č'.repeat(10))).toEqual([]);
    expect(passwordProblems('🙂'.repeat(9))).toEqual(['too_short']);
    expect(passwordProblems('🙂'.repeat(10))).toEqual([]);
  });

  it('refuses more than the sign-in accepts', () => {
    expect(passwordProblems('x'.repeat(PASSWORD_MAX_LENGTH))).toEqual([]);
    expect(passwordProblems('x'.repeat(PASSWORD_MAX_LENGTH + 1))).toEqual(['too_long']);
  });

  it('refuses the e-mail address and its local part, in any case', () => {
    expect(passwordProblems('Janez.Novak@Example.si', 'janez.novak@example.si')).toEqual([
      'same_as_email',
    ]);
    expect(passwordProblems('JANEZ.NOVAK', 'janez.novak@example.si')).toEqual(['same_as_email']);
    expect(passwordProblems('janez.novak-2026', 'janez.novak@example.si')).toEqual([]);
    expect(passwordProblems('x@y.si', 'x@y.si')).toEqual(['too_short', 'same_as_email']);
  });
});
