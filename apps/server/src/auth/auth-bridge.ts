// The loaders' view of Auth.js (apps/web/app/context.ts AuthBridge): it calls Auth.js in
// process with the visitor's cookies and collects the cookies Auth.js changes (a refreshed
// session, a new CSRF cookie) so the server can send them with the page's response.
import type { AuthConfig } from '@auth/core';
import { sessionSchema, type Session } from '@gradnik/contracts/session';
import { isExpiringSoon } from '@gradnik/domain/session';
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, runAuth } from './auth-config.ts';

export interface RequestAuth {
  readonly provider: 'credentials' | 'oidc';
  getSession(): Promise<Session | null>;
  getCsrfToken(): Promise<string>;
  /**
   * Auth.js's session update (POST /api/auth/session {csrfToken, data}): the jwt callback
   * decides what `data` may change (auth-config.ts: starting and ending an impersonation).
   * Answers the session as it is afterwards.
   */
  update(data: Record<string, unknown>): Promise<Session | null>;
  /** Set-Cookie values to add to the response. */
  readonly setCookies: string[];
}

/** Applies Set-Cookie values to a Cookie request header, so later calls see them. */
export function mergeCookies(cookieHeader: string, setCookies: string[]): string {
  const jar = new Map<string, string>();
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) jar.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  for (const line of setCookies) {
    const [pair = ''] = line.split(';');
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    const expired = /max-age=0\b/i.test(line) || /expires=thu, 01 jan 1970/i.test(line);
    if (expired || value === '') jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

/**
 * How long one instance reuses a decoded session for the same Cookie header (issue #3 speed:
 * Auth.js decrypts the session cookie and encrypts a renewed one on every page, ~2.5 ms).
 * Short, because Auth.js also asks the shop API whether the session still lives: with the
 * API's own 500 ms an ended session opens no page anywhere after a second (issue #10 §2).
 * A session is only kept while its access token stays clear of the refresh margin for the
 * whole time, so a cached answer is exactly what Auth.js would answer, minus the renewed
 * cookie, whose sliding expiry simply moves on at the next uncached page. Any other cookie
 * (signed out, another user, a refreshed session) is another key. Per instance and
 * short-lived, as ARCHITECTURE.md "What runs" asks of caches.
 */
export const SESSION_CACHE_TTL_MS = 500;
const SESSION_CACHE_MAX_ENTRIES = 1_000;

export class SessionCache {
  private readonly entries = new Map<string, { at: number; session: Session }>();

  constructor(
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  get(cookie: string): Session | null {
    const hit = this.entries.get(cookie);
    if (!hit) return null;
    if (this.now() - hit.at < this.ttlMs) return hit.session;
    this.entries.delete(cookie);
    return null;
  }

  set(cookie: string, session: Session): void {
    // Not when Auth.js would refresh the access token before this entry expires.
    if (session.error || isExpiringSoon(session.accessTokenExpires, this.now() + this.ttlMs)) {
      return;
    }
    if (this.entries.size >= SESSION_CACHE_MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(cookie, { at: this.now(), session });
  }
}

export function createRequestAuth(
  config: AuthConfig,
  origin: string,
  request: Request,
  sessionCache?: SessionCache,
): RequestAuth {
  const setCookies: string[] = [];
  let cookie = request.headers.get('cookie') ?? '';
  let session: Promise<Session | null> | undefined;

  // Auth.js mints a CSRF cookie on any call that arrives without one. Loaders run in parallel,
  // so two calls of one request (the root's session, the login page's CSRF token) would mint
  // two tokens, and the form could carry the one whose cookie lost: MissingCSRF. One request's
  // calls therefore run one after another, each seeing the cookies the previous one set.
  let queue: Promise<unknown> = Promise.resolve();
  function call(path: string, body?: unknown): Promise<Response> {
    const next = queue.then(() => callNow(path, body));
    queue = next.catch(() => undefined);
    return next;
  }

  async function callNow(path: string, body?: unknown): Promise<Response> {
    const headers = new Headers({ cookie });
    if (body !== undefined) headers.set('content-type', 'application/json');
    for (const name of [
      'user-agent',
      'x-forwarded-for',
      'x-forwarded-proto',
      'x-forwarded-host',
      // Set by the server from the socket: refreshes made for this visitor carry their address.
      CLIENT_IP_HEADER,
    ]) {
      const value = request.headers.get(name);
      if (value) headers.set(name, value);
    }
    const { response: res } = await runAuth(
      new Request(
        `${origin}${AUTH_BASE_PATH}${path}`,
        body === undefined ? { headers } : { method: 'POST', headers, body: JSON.stringify(body) },
      ),
      config,
    );
    const changed = res.headers.getSetCookie();
    if (changed.length) {
      setCookies.push(...changed);
      cookie = mergeCookies(cookie, changed);
    }
    return res;
  }

  async function csrfToken(): Promise<string> {
    const res = await call('/csrf');
    const body = (await res.json()) as { csrfToken?: string };
    if (!body.csrfToken) throw new Error('Auth.js answered no CSRF token');
    return body.csrfToken;
  }

  return {
    provider: config.providers.some((p) => typeof p === 'object' && 'id' in p && p.id === 'oidc')
      ? 'oidc'
      : 'credentials',
    setCookies,
    getSession() {
      // Only a request that arrives with a session cookie can have a cached session.
      const key = /session-token/.test(cookie) ? cookie : null;
      const cached = key ? sessionCache?.get(key) : null;
      if (cached) session ??= Promise.resolve(cached);
      session ??= call('/session').then(async (res) => {
        if (!res.ok) return null;
        const parsed = sessionSchema.safeParse(await res.json());
        // A session whose refresh failed is no session: the guard sends the user to sign in.
        if (!parsed.success || parsed.data.error) return null;
        if (key) sessionCache?.set(key, parsed.data);
        return parsed.data;
      });
      return session;
    },
    getCsrfToken: csrfToken,
    async update(data) {
      const res = await call('/session', { csrfToken: await csrfToken(), data });
      if (!res.ok) return null;
      const parsed = sessionSchema.safeParse(await res.json());
      const next = parsed.success && !parsed.data.error ? parsed.data : null;
      // Later reads of this request see the updated session, never a cached older one.
      session = Promise.resolve(next);
      return next;
    },
  };
}
