// Issue #13: the browser's start and stop of a visit follow SPEC §4 and say SPEC §5's texts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_IMPERSONATE_PATH, currentIdent, startVisit, stopVisit } from './impersonation-calls';

const IDENT = 'a1'.repeat(32);
const caller = { token: 'agent-token', locale: 'sl' as const, running: false };

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** The JSON text a call sent (the calls send strings only). */
function bodyOf(init?: RequestInit): string {
  return typeof init?.body === 'string' ? init.body : '';
}

function startAnswer(ident: string) {
  const person = { id: 1, name: 'Mojca Kovač', ssoid: null };
  return {
    result: {
      ident,
      impersonator: { id: 4, name: 'Tina Golob', ssoid: null },
      impersonated: {
        ...person,
        access_token: 't',
        refresh_token: 'r',
        expires_in: 900,
        refresh_expires_in: 3600,
      },
    },
    message: 'Impersonacija se je začela.',
  };
}

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

beforeEach(clearCookies);
afterEach(() => {
  clearCookies();
  vi.unstubAllGlobals();
});

describe('startVisit (SPEC §4: on only if not already, with a 64-character ident and the cookie)', () => {
  it('calls the shop API, then stores the cookie through the app server', async () => {
    const fetch = vi.fn((url: string, init?: RequestInit) => {
      if (url === '/api/customer/impersonate') {
        expect(JSON.parse(bodyOf(init))).toEqual({ id: 1, reason: 'Po telefonu' });
        return Promise.resolve(json(startAnswer(IDENT)));
      }
      expect(url).toBe(APP_IMPERSONATE_PATH);
      expect(JSON.parse(bodyOf(init))).toEqual({ cookie: IDENT });
      return Promise.resolve(json({ ok: true }));
    });
    vi.stubGlobal('fetch', fetch);
    expect(await startVisit(1, 'Po telefonu', caller)).toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("says 'Impersonacija je že v teku.' without calling anything while a visit runs", async () => {
    document.cookie = `_i=${IDENT}; path=/`;
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(await startVisit(1, 'Po telefonu', { ...caller, running: true })).toEqual({
      ok: false,
      message: 'Impersonacija je že v teku.',
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('clears a marker left by a visit that ended by itself, then starts', async () => {
    document.cookie = `_i=${'b'.repeat(64)}; path=/`;
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        bodies.push(JSON.parse(bodyOf(init)));
        if (url === APP_IMPERSONATE_PATH && bodies.length === 1)
          document.cookie = '_i=; max-age=0; path=/';
        return Promise.resolve(
          url === APP_IMPERSONATE_PATH ? json({ ok: true }) : json(startAnswer(IDENT)),
        );
      }),
    );
    expect(await startVisit(1, 'Po telefonu', caller)).toEqual({ ok: true });
    expect(bodies).toEqual([{ cookie: null }, { id: 1, reason: 'Po telefonu' }, { cookie: IDENT }]);
  });

  it("says 'Neznana seja impersonacije.' for an ident that is not 64 characters", async () => {
    const fetch = vi.fn(() => Promise.resolve(json(startAnswer('short'))));
    vi.stubGlobal('fetch', fetch);
    expect(await startVisit(1, 'Po telefonu', caller)).toEqual({
      ok: false,
      message: 'Neznana seja impersonacije.',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("says 'Napaka pri poskusu impersonacije.' when the cookie call does not answer 200", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        Promise.resolve(
          url === APP_IMPERSONATE_PATH ? json({ error: 'x' }, 400) : json(startAnswer(IDENT)),
        ),
      ),
    );
    expect(await startVisit(1, 'Po telefonu', caller)).toEqual({
      ok: false,
      message: 'Napaka pri poskusu impersonacije.',
    });
  });

  it("shows the API's refusal as it comes", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          json({ error: 'To podjetje ni med strankami, ki jih zastopate.', statusCode: 403 }, 403),
        ),
      ),
    );
    expect(await startVisit(1, 'Po telefonu', caller)).toEqual({
      ok: false,
      message: 'To podjetje ni med strankami, ki jih zastopate.',
    });
  });
});

describe('stopVisit (SPEC §4: only while on, 64 characters, 200 with a result not false)', () => {
  const visit = { customerId: 1, agentId: 4 };

  it("says 'Impersonacija ni v teku.' when no visit runs", async () => {
    expect(await stopVisit({ ...visit, ident: null }, caller)).toEqual({
      ok: false,
      message: 'Impersonacija ni v teku.',
    });
  });

  it('sends in, out and ident, then clears the cookie through the app server', async () => {
    const fetch = vi.fn((url: string, init?: RequestInit) => {
      if (url === '/api/customer/depersonate') {
        expect(JSON.parse(bodyOf(init))).toEqual({ in: 1, out: 4, ident: IDENT });
        return Promise.resolve(
          json({ result: true, error: null, message: 'Impersonacija je končana.' }),
        );
      }
      expect(JSON.parse(bodyOf(init))).toEqual({ cookie: null });
      return Promise.resolve(json({ ok: true }));
    });
    vi.stubGlobal('fetch', fetch);
    expect(await stopVisit({ ...visit, ident: IDENT }, caller)).toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not complete on a false result', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(json({ result: false, error: 'Impersonacija ni v teku.', message: '' })),
      ),
    );
    expect(await stopVisit({ ...visit, ident: IDENT }, caller)).toEqual({
      ok: false,
      message: 'Impersonacija ni v teku.',
    });
  });
});

describe('currentIdent', () => {
  it('reads a 64-character `_i` cookie only', () => {
    expect(currentIdent()).toBeNull();
    document.cookie = '_i=short; path=/';
    expect(currentIdent()).toBeNull();
    document.cookie = `_i=${IDENT}; path=/`;
    expect(currentIdent()).toBe(IDENT);
  });
});
