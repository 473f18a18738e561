import { describe, expect, it } from 'vitest';
import { loginHref, safeRedirect } from './redirect';

describe('safeRedirect (no open redirects)', () => {
  it.each(['/kosarica?x=1', '/', '/en/cart', '/narocila/5?page=2#vrh', '/artikel/5'])(
    'accepts the same-site relative path %s',
    (path) => {
      expect(safeRedirect(path, '/')).toBe(path);
    },
  );

  it.each([
    '//evil.com',
    '//evil.com/kosarica',
    'https://evil.com',
    'http://evil.com/kosarica',
    'javascript:alert(1)',
    'kosarica',
    '/\\evil.com',
    '\\\\evil.com',
    '/\t/evil.com',
    ' /kosarica',
    '/kosarica\n',
    '',
  ])('rejects %j', (value) => {
    expect(safeRedirect(value, '/en')).toBe('/en');
  });

  it('rejects non-strings', () => {
    expect(safeRedirect(null, '/')).toBe('/');
    expect(safeRedirect(undefined, '/')).toBe('/');
    expect(safeRedirect(['/kosarica'], '/')).toBe('/');
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeRedirect('/a/../kosarica', '/')).toBe('/kosarica');
  });
});

describe('loginHref', () => {
  it('carries the return address in ?redirect=', () => {
    expect(loginHref('sl', '/kosarica?x=1')).toBe('/prijava?redirect=%2Fkosarica%3Fx%3D1');
    expect(loginHref('en', '/en/cart')).toBe('/en/login?redirect=%2Fen%2Fcart');
  });

  it('leaves out the home page and unsafe addresses', () => {
    expect(loginHref('sl', '/')).toBe('/prijava');
    expect(loginHref('en', '/en')).toBe('/en/login');
    expect(loginHref('sl', '//evil.com')).toBe('/prijava');
  });

  it('adds an error code', () => {
    expect(loginHref('sl', '/kosarica', 'SessionExpired')).toBe(
      '/prijava?redirect=%2Fkosarica&error=SessionExpired',
    );
  });
});
