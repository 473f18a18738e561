// The browser's calls to Auth.js (SPEC §7 "Authentication client"; base path /api/auth).
// Auth.js answers JSON { url } instead of a 302 when asked with X-Auth-Return-Redirect
// (STACK-NOTES.md); a failed sign-in carries ?error=…&code=… in that url.
import type { Session } from '@gradnik/contracts/session';

const AUTH_BASE = '/api/auth';
const RETURN_REDIRECT_HEADER = { 'X-Auth-Return-Redirect': '1' } as const;

export class AuthClientError extends Error {
  override name = 'AuthClientError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

async function readJson(response: Response): Promise<unknown> {
  if (!response.ok) throw new AuthClientError(`Auth.js answered ${response.status}`);
  return (await response.json()) as unknown;
}

function postForm(path: string, fields: Record<string, string>): Promise<Response> {
  return fetch(`${AUTH_BASE}/${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Accept: 'application/json',
      ...RETURN_REDIRECT_HEADER,
    },
    body: new URLSearchParams(fields),
  });
}

async function readRedirectUrl(response: Response): Promise<string> {
  const body = await readJson(response);
  if (!isRecord(body) || typeof body.url !== 'string') {
    throw new AuthClientError('Auth.js answered without a url');
  }
  return body.url;
}

export async function fetchCsrfToken(): Promise<string> {
  const body = await readJson(
    await fetch(`${AUTH_BASE}/csrf`, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    }),
  );
  if (!isRecord(body) || typeof body.csrfToken !== 'string') {
    // SPEC §8: signing out without a CSRF token cannot work.
    throw new AuthClientError('Could not fetch CSRF Token');
  }
  return body.csrfToken;
}

/** The error of an Auth.js result url (`?error=CredentialsSignin&code=rate_limited`), or null. */
export function readAuthError(url: string): { error: string; code: string | null } | null {
  let parsed: URL;
  try {
    parsed = new URL(url, 'https://gradnik.invalid');
  } catch {
    return { error: 'Configuration', code: null };
  }
  const error = parsed.searchParams.get('error');
  return error ? { error, code: parsed.searchParams.get('code') } : null;
}

export type SignInResult = { ok: true } | { ok: false; error: string; code: string | null };

export async function signInWithCredentials(fields: {
  csrfToken: string;
  email: string;
  password: string;
  callbackUrl: string;
}): Promise<SignInResult> {
  const url = await readRedirectUrl(await postForm('callback/credentials', fields));
  const failure = readAuthError(url);
  return failure ? { ok: false, ...failure } : { ok: true };
}

/**
 * Waits before each further sign-out attempt. The server answers 503 when it could not end
 * the session (issue #10 §2): the cookie stays, so trying again is safe and needed.
 */
export const SIGN_OUT_RETRY_DELAYS_MS = [1_000, 2_000, 4_000] as const;

export interface SignOutOptions {
  /** Told before each further attempt, so the screen can say that it tries again. */
  onRetry?: (attempt: number) => void;
  wait?: (ms: number) => Promise<void>;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Ends the Auth.js session; resolves to the address to load next. */
export async function signOut(callbackUrl: string, options: SignOutOptions = {}): Promise<string> {
  // SPEC §6 logout stops an impersonation first: added with impersonation (account issue).
  const { onRetry, wait = pause } = options;
  for (let attempt = 0; ; attempt += 1) {
    try {
      const csrfToken = await fetchCsrfToken();
      const url = await readRedirectUrl(await postForm('signout', { csrfToken, callbackUrl }));
      return url || callbackUrl;
    } catch (error) {
      const delay = SIGN_OUT_RETRY_DELAYS_MS[attempt];
      if (delay === undefined) throw error;
      onRetry?.(attempt + 1);
      await wait(delay);
    }
  }
}

/** Signs out and loads the next page in full, so no state of the old session survives. */
export async function signOutAndLeave(
  callbackUrl: string,
  options: SignOutOptions = {},
): Promise<void> {
  window.location.assign(await signOut(callbackUrl, options));
}

function isSession(value: unknown): value is Session {
  return (
    isRecord(value) &&
    isRecord(value.user) &&
    typeof value.user.email === 'string' &&
    typeof value.accessToken === 'string' &&
    typeof value.accessTokenExpires === 'number'
  );
}

/**
 * GET /api/auth/session (SPEC §7): the current session, or null when there is none. The
 * server refreshes the access token here when it is due (SPEC §4).
 */
export async function fetchSession(): Promise<Session | null> {
  const body = await readJson(
    await fetch(`${AUTH_BASE}/session`, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      cache: 'no-store',
    }),
  );
  // Auth.js answers null (or, in some versions, {}) without a session.
  return isSession(body) ? body : null;
}
