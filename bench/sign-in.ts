// Signs the bench user in the way the shop's clients do: a bearer token (POST /api/token) for the
// API scenarios and an Auth.js session cookie for the server-rendered pages and Lighthouse.
import { DEMO_PASSWORD } from '@gradnik/db/seed/demo-accounts';

export const BENCH_USER = 'uprava@demo.si';

function cookiePairs(setCookies: string[]): Map<string, string> {
  const pairs = new Map<string, string>();
  for (const line of setCookies) {
    const [pair = ''] = line.split(';');
    const eq = pair.indexOf('=');
    if (eq > 0) pairs.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
  }
  return pairs;
}

/** A bearer token (POST /api/token) and an Auth.js session cookie (credentials flow). */
export async function signIn(
  base: string,
  user = BENCH_USER,
): Promise<{ token: string; cookie: string; csrf: string }> {
  const tokenResponse = await fetch(`${base}/api/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user, password: DEMO_PASSWORD }),
  });
  if (!tokenResponse.ok)
    throw new Error(`POST /api/token: ${tokenResponse.status} ${await tokenResponse.text()}`);
  // The token's CSRF token: state-changing calls send it (the quick-order scenario, decision 040).
  const { access_token: token, csrf_token: csrf = '' } = (await tokenResponse.json()) as {
    access_token: string;
    csrf_token?: string;
  };

  const csrfResponse = await fetch(`${base}/api/auth/csrf`);
  const jar = cookiePairs(csrfResponse.headers.getSetCookie());
  const { csrfToken } = (await csrfResponse.json()) as { csrfToken: string };
  const header = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const callback = await fetch(`${base}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: header(),
      // STACK-NOTES: Auth.js answers JSON { url } instead of a 302 with this header.
      'x-auth-return-redirect': '1',
    },
    body: new URLSearchParams({
      csrfToken,
      email: user,
      password: DEMO_PASSWORD,
      callbackUrl: '/',
    }),
  });
  for (const [k, v] of cookiePairs(callback.headers.getSetCookie())) jar.set(k, v);
  if (![...jar.keys()].some((k) => k.includes('session-token'))) {
    throw new Error(
      `Auth.js sign-in gave no session cookie (${callback.status} ${await callback.text()})`,
    );
  }
  return { token, cookie: header(), csrf };
}
