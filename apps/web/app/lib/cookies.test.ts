import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies';

describe('readCookie', () => {
  it('finds a cookie among others', () => {
    expect(readCookie('a=1; i18n_redirected=en; b=2', 'i18n_redirected')).toBe('en');
  });
  it('does not match a name that only ends the same', () => {
    expect(readCookie('x_i=abc', '_i')).toBeNull();
  });
  it('decodes values and survives bad encoding', () => {
    expect(readCookie('n=a%20b', 'n')).toBe('a b');
    expect(readCookie('n=%E0%A4%A', 'n')).toBe('%E0%A4%A');
  });
  it('answers null without a header', () => {
    expect(readCookie(null, 'n')).toBeNull();
    expect(readCookie('', 'n')).toBeNull();
  });
});
