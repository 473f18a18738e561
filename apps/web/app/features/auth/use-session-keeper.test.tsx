import type { Session } from '@gradnik/contracts/session';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionKeeper } from './use-session-keeper';
import type { SessionKeeperOptions } from './use-session-keeper';

const START = 1_700_000_000_000;
let clock = START;
const now = () => clock;

function session(email: string, expiresInMs: number, error?: 'RefreshFailed'): Session {
  return {
    user: {
      id: '1',
      email,
      firstname: 'Ana',
      lastname: 'Novak',
      role: 'customer_admin',
      partnerId: '7',
    },
    expires: '2030-01-01T00:00:00.000Z',
    accessToken: 'token',
    accessTokenExpires: clock + expiresInMs,
    ...(error ? { error } : {}),
  };
}

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

function Keeper(props: SessionKeeperOptions) {
  useSessionKeeper(props);
  return null;
}

async function tick(ms: number) {
  clock += ms;
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

beforeEach(() => {
  clock = START;
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function sessionCalls(fetchMock: ReturnType<typeof vi.fn>) {
  return fetchMock.mock.calls.filter(([url]) => url === '/api/auth/session');
}

describe('session keeper (SPEC §4, §9)', () => {
  it('does nothing while the token is fresh', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const navigate = vi.fn<(url: string) => void>();
    render(
      <Keeper
        session={session('ana@podjetje.si', 60_000)}
        impersonating={false}
        locale="sl"
        loadedEmail="ana@podjetje.si"
        navigate={navigate}
        now={now}
      />,
    );
    await tick(2_000);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refreshes when expiry is within 10 s, one request at a time', async () => {
    let resolve: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((r) => (resolve = r)));
    vi.stubGlobal('fetch', fetchMock);
    const navigate = vi.fn<(url: string) => void>();
    render(
      <Keeper
        session={session('ana@podjetje.si', 15_000)}
        impersonating={false}
        locale="sl"
        loadedEmail="ana@podjetje.si"
        navigate={navigate}
        now={now}
      />,
    );
    await tick(4_500);
    expect(fetchMock).not.toHaveBeenCalled();
    await tick(1_000);
    expect(sessionCalls(fetchMock)).toHaveLength(1);
    await tick(2_000);
    expect(sessionCalls(fetchMock)).toHaveLength(1);
    await act(() => {
      resolve(json(session('ana@podjetje.si', 300_000)));
      return Promise.resolve();
    });
    await tick(5_000);
    expect(sessionCalls(fetchMock)).toHaveLength(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('signs out and goes to the login page when there is no session any more', async () => {
    const fetchMock = vi.fn((url: string) => {
      if (url === '/api/auth/session') return Promise.resolve(json(null));
      if (url === '/api/auth/csrf') return Promise.resolve(json({ csrfToken: 'csrf' }));
      return Promise.resolve(json({ url: 'http://localhost/prijava' }));
    });
    vi.stubGlobal('fetch', fetchMock);
    const navigate = vi.fn<(url: string) => void>();
    window.history.replaceState(null, '', '/kosarica?x=1');
    render(
      <Keeper
        session={session('ana@podjetje.si', 5_000)}
        impersonating={false}
        locale="sl"
        loadedEmail="ana@podjetje.si"
        navigate={navigate}
        now={now}
      />,
    );
    await tick(500);
    await vi.waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(
        '/prijava?redirect=%2Fkosarica%3Fx%3D1&error=SessionExpired',
      ),
    );
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/auth/session',
      '/api/auth/csrf',
      '/api/auth/signout',
    ]);
  });

  it('signs out when the refresh failed', async () => {
    const fetchMock = vi.fn((url: string) =>
      Promise.resolve(
        url === '/api/auth/session'
          ? json(session('ana@podjetje.si', 0, 'RefreshFailed'))
          : url === '/api/auth/csrf'
            ? json({ csrfToken: 'csrf' })
            : json({ url: 'http://localhost/en/login' }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const navigate = vi.fn<(url: string) => void>();
    window.history.replaceState(null, '', '/en');
    render(
      <Keeper
        session={session('ana@podjetje.si', 5_000)}
        impersonating={false}
        locale="en"
        loadedEmail="ana@podjetje.si"
        navigate={navigate}
        now={now}
      />,
    );
    await tick(500);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/en/login?error=SessionExpired'));
  });

  it('stops and reloads at the root when another user signed in', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(json(session('bojan@podjetje.si', 300_000))));
    vi.stubGlobal('fetch', fetchMock);
    const navigate = vi.fn<(url: string) => void>();
    render(
      <Keeper
        session={session('ana@podjetje.si', 5_000)}
        impersonating={false}
        locale="sl"
        loadedEmail="ana@podjetje.si"
        navigate={navigate}
        now={now}
      />,
    );
    await tick(500);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    window.dispatchEvent(new Event('focus'));
    await tick(5_000);
    expect(sessionCalls(fetchMock)).toHaveLength(1);
  });

  it('accepts another e-mail while impersonating', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(json(session('kupec@podjetje.si', 300_000))));
    vi.stubGlobal('fetch', fetchMock);
    const navigate = vi.fn<(url: string) => void>();
    render(
      <Keeper
        session={session('ana@podjetje.si', 5_000)}
        impersonating
        locale="sl"
        loadedEmail="ana@podjetje.si"
        navigate={navigate}
        now={now}
      />,
    );
    await tick(500);
    await tick(500);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('refreshes on window focus', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(json(session('ana@podjetje.si', 300_000))));
    vi.stubGlobal('fetch', fetchMock);
    render(
      <Keeper
        session={session('ana@podjetje.si', 60_000)}
        impersonating={false}
        locale="sl"
        loadedEmail="ana@podjetje.si"
        navigate={vi.fn()}
        now={now}
      />,
    );
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
      await Promise.resolve();
    });
    expect(sessionCalls(fetchMock)).toHaveLength(1);
  });
});
