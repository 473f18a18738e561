// Sign-out that cannot end the session server-side (503) tries again (issue #10 §2).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signOut, SIGN_OUT_RETRY_DELAYS_MS } from './auth-client';

const csrf = () => Response.json({ csrfToken: 'csrf-token' });

function serverAnswering(signOutStatuses: number[]) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', (input: string) => {
    calls.push(input);
    if (input.endsWith('/csrf')) return Promise.resolve(csrf());
    const status = signOutStatuses.shift() ?? 200;
    return Promise.resolve(
      status === 200
        ? Response.json({ url: 'http://shop.test/prijava' })
        : Response.json({ code: 'signout_failed' }, { status }),
    );
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('signOut', () => {
  it('tries again after a 503 and tells the screen before each further attempt', async () => {
    const calls = serverAnswering([503, 503]);
    const onRetry = vi.fn();
    const waits: number[] = [];
    const url = await signOut('/prijava', {
      onRetry,
      wait: (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
    });
    expect(url).toBe('http://shop.test/prijava');
    expect(calls.filter((c) => c.endsWith('/signout'))).toHaveLength(3);
    expect(onRetry.mock.calls).toEqual([[1], [2]]);
    expect(waits).toEqual(SIGN_OUT_RETRY_DELAYS_MS.slice(0, 2));
  });

  it('gives up with an error after the last attempt', async () => {
    serverAnswering(Array<number>(SIGN_OUT_RETRY_DELAYS_MS.length + 1).fill(503));
    await expect(signOut('/prijava', { wait: () => Promise.resolve() })).rejects.toThrow('503');
  });
});
