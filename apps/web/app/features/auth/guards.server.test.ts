import type { Session } from '@gradnik/contracts/session';
import { describe, expect, it } from 'vitest';
import { accessRedirect } from './guards.server';
import type { AccessInput } from './guards.server';

function session(role: string, error?: 'RefreshFailed'): Session {
  return {
    user: {
      id: '1',
      email: 'ana@podjetje.si',
      firstname: 'Ana',
      lastname: 'Novak',
      role,
      partnerId: '7',
    },
    expires: '2030-01-01T00:00:00.000Z',
    accessToken: 'token',
    accessTokenExpires: Date.now() + 60_000,
    ...(error ? { error } : {}),
  };
}

function input(overrides: Partial<AccessInput>): AccessInput {
  return {
    access: 'private',
    screenId: 'cart',
    locale: 'sl',
    session: null,
    impersonating: false,
    requestedPath: '/kosarica',
    errorParam: null,
    ...overrides,
  };
}

describe('public screens', () => {
  it('let everyone in', () => {
    expect(accessRedirect(input({ access: 'public', screenId: 'not-found' }))).toBeNull();
    expect(
      accessRedirect(
        input({ access: 'public', screenId: 'not-found', session: session('gradnik_agent') }),
      ),
    ).toBeNull();
  });
});

describe('guest screens (SPEC §4: login and register)', () => {
  const guest = { access: 'guest', screenId: 'login', requestedPath: '/prijava' } as const;

  it('let visitors in', () => {
    expect(accessRedirect(input({ ...guest }))).toBeNull();
  });

  it('send a signed-in user home, in the same locale', () => {
    expect(accessRedirect(input({ ...guest, session: session('customer_admin') }))).toBe('/');
    expect(
      accessRedirect(
        input({
          ...guest,
          locale: 'en',
          requestedPath: '/en/login',
          session: session('customer_admin'),
        }),
      ),
    ).toBe('/en');
  });

  it('let a user whose refresh failed sign in again', () => {
    expect(
      accessRedirect(input({ ...guest, session: session('customer_admin', 'RefreshFailed') })),
    ).toBeNull();
  });

  it('let a user whose session the API rejected sign in again (no redirect loop)', () => {
    expect(
      accessRedirect(
        input({ ...guest, session: session('customer_admin'), errorParam: 'SessionExpired' }),
      ),
    ).toBeNull();
  });
});

describe('private screens (SPEC §4)', () => {
  it('send visitors to the login page of the same locale with the return address', () => {
    expect(accessRedirect(input({ requestedPath: '/kosarica?x=1' }))).toBe(
      '/prijava?redirect=%2Fkosarica%3Fx%3D1',
    );
    expect(accessRedirect(input({ locale: 'en', requestedPath: '/en/cart' }))).toBe(
      '/en/login?redirect=%2Fen%2Fcart',
    );
    expect(accessRedirect(input({ screenId: 'home', requestedPath: '/' }))).toBe('/prijava');
  });

  it('send a session whose refresh failed to the login page', () => {
    expect(accessRedirect(input({ session: session('customer_admin', 'RefreshFailed') }))).toBe(
      '/prijava?redirect=%2Fkosarica&error=SessionExpired',
    );
  });

  it('let customers in', () => {
    expect(accessRedirect(input({ session: session('customer_admin') }))).toBeNull();
    expect(accessRedirect(input({ session: session('customer_employee') }))).toBeNull();
  });
});

describe('agents (SPEC §4, §6)', () => {
  it('go to the profile users tab from any other private screen when not impersonating', () => {
    expect(accessRedirect(input({ session: session('gradnik_agent') }))).toBe('/profil#uporabniki');
    expect(
      accessRedirect(
        input({
          screenId: 'home',
          locale: 'en',
          requestedPath: '/en',
          session: session('gradnik_agent'),
        }),
      ),
    ).toBe('/en/profile#uporabniki');
  });

  it('may stay on the profile page', () => {
    expect(
      accessRedirect(
        input({ screenId: 'profile', requestedPath: '/profil', session: session('gradnik_agent') }),
      ),
    ).toBeNull();
  });

  it('go anywhere while impersonating', () => {
    expect(
      accessRedirect(input({ session: session('gradnik_agent'), impersonating: true })),
    ).toBeNull();
  });
});
