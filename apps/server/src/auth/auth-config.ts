// Auth.js (@auth/core) configuration: the embedded Credentials provider backed by the shop
// API's token endpoints, or an external Keycloak-compatible OIDC provider (OIDC_ISSUER).
// The Auth.js session cookie (an encrypted JWT) holds the shop API tokens; the browser's
// session view never contains the refresh token (SPEC §4 session rules; decision 002).
import { AsyncLocalStorage } from 'node:async_hooks';
import { Auth, type AuthConfig } from '@auth/core';
import { CredentialsSignin } from '@auth/core/errors';
import type { JWT } from '@auth/core/jwt';
import Credentials from '@auth/core/providers/credentials';
import type { OIDCConfig } from '@auth/core/providers';
import type { FastifyBaseLogger } from 'fastify';
import {
  LOGIN_FAILURE_CODES,
  tokenResponseSchema,
  type LoginFailureCode,
  type SessionUser,
  type TokenResponse,
} from '@gradnik/contracts/auth';
import { customerDocumentSchema } from '@gradnik/contracts/customer';
import { IMPERSONATION_HEADER, isImpersonationIdent } from '@gradnik/domain/impersonation';
import { isAgent } from '@gradnik/domain/roles';
import { isExpiringSoon } from '@gradnik/domain/session';
import type { FetchLike } from '../inject-fetch.ts';

export const AUTH_BASE_PATH = '/api/auth';
/** Set by the server from the socket address (any incoming value is dropped first). */
export const CLIENT_IP_HEADER = 'x-gradnik-client-ip';
/**
 * Marks this browser as a known device of the user who last signed in on it (decision 015):
 * an account locked by someone else's failures still lets its owner in. Read only by sign-in.
 */
export const DEVICE_COOKIE = 'gradnik.device';
const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Transient refresh failures (429, 5xx, timeouts) are tried again this often, after these waits. */
export const REFRESH_RETRY_DELAYS_MS = [250, 1_000] as const;
const SHOP_API_TIMEOUT_MS = 5_000;

/**
 * What one call of Auth.js needs from, and tells back to, the HTTP layer around it: Auth.js's
 * callbacks see no request, yet the calls they make for a user must carry the user's address
 * (issue #10 §1), a sign-in hands back a device token, and a sign-out that could not end the
 * session must say so (issue #10 §2).
 */
export interface AuthCall {
  clientIp?: string;
  deviceToken?: string;
  signOutFailed?: boolean;
}
const authCall = new AsyncLocalStorage<AuthCall>();

/** Runs Auth.js for one request; the returned call says what the callbacks left behind. */
export async function runAuth(
  request: Request,
  config: AuthConfig,
): Promise<{ response: Response; call: AuthCall }> {
  const call: AuthCall = { clientIp: request.headers.get(CLIENT_IP_HEADER) ?? undefined };
  const response = await authCall.run(call, () => Auth(request, config));
  return { response, call };
}

/** The Set-Cookie value of the device cookie. */
export function deviceCookie(token: string, secure: boolean): string {
  return `${DEVICE_COOKIE}=${token}; Path=${AUTH_BASE_PATH}; Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** A refresh that failed for a passing reason: the session stays, the next check tries again. */
class TransientFailure extends Error {}

function readCookie(header: string | null, name: string): string | undefined {
  return header
    ?.split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret?: string;
}

export interface AuthSetup {
  secret: string;
  /** Shop API (in-process or remote). */
  apiFetch: FetchLike;
  /** Session cookie lifetime: the refresh token's lifetime. */
  sessionMaxAgeSeconds: number;
  oidc?: OidcSettings;
  logger: FastifyBaseLogger;
  /** Injectable clock for tests. */
  now?: () => number;
}

/** The shop API tokens of one user: the signed-in agent's own, while they act for a customer. */
interface ShopTokens {
  user?: SessionUser;
  accessToken?: string;
  accessTokenExpires?: number;
  refreshToken?: string;
  /** SPEC §7 Basket: the session's CSRF token for the page meta (decision 008). */
  csrfToken?: string;
}

/** What the encrypted session cookie stores. */
interface ShopToken extends ShopTokens {
  idToken?: string;
  error?: 'RefreshFailed';
  /**
   * Issue #13: while an agent acts for a customer the tokens above are the customer's (the
   * visit's), the agent's own wait here, and every shop call names the visit by its ident
   * (SPEC §6). Ending the visit puts the agent's tokens back.
   */
  impersonation?: { ident: string; agent: ShopTokens };
}

/** What the jwt callback accepts as a session update (auth-bridge.ts `update`). */
interface SessionUpdate {
  impersonate?: unknown;
  depersonate?: unknown;
}

function agentTokens(token: ShopToken): ShopTokens {
  return {
    user: token.user,
    accessToken: token.accessToken,
    accessTokenExpires: token.accessTokenExpires,
    refreshToken: token.refreshToken,
    csrfToken: token.csrfToken,
  };
}

/** The agent's session as it was before the visit. */
function withoutImpersonation(token: ShopToken): ShopToken {
  const { impersonation, ...rest } = token;
  return impersonation ? { ...rest, ...impersonation.agent, error: undefined } : rest;
}

class LoginFailed extends CredentialsSignin {
  constructor(code: LoginFailureCode) {
    super();
    this.code = code;
  }
}

function failureCode(value: unknown): LoginFailureCode {
  return (LOGIN_FAILURE_CODES as readonly unknown[]).includes(value)
    ? (value as LoginFailureCode)
    : 'invalid_credentials';
}

function fromTokenResponse(t: TokenResponse, now: number): ShopToken {
  return {
    user: t.user,
    accessToken: t.access_token,
    accessTokenExpires: now + t.expires_in * 1000,
    refreshToken: t.refresh_token,
    ...(t.csrf_token ? { csrfToken: t.csrf_token } : {}),
  };
}

export function createAuthConfig(setup: AuthSetup): AuthConfig {
  const now = setup.now ?? Date.now;
  const log = setup.logger;
  // Two requests arriving together with the same expiring token must not rotate the refresh
  // token twice (a rotated token reused looks like theft and revokes the family).
  const refreshing = new Map<string, Promise<ShopToken>>();

  /**
   * Calls the shop API for the user of this Auth.js call (with their address), trying again
   * after a passing failure: a network error, a timeout, 429 or 5xx (issue #10 §1).
   */
  async function callShopApi(path: string, init: RequestInit): Promise<Response> {
    for (let attempt = 0; ; attempt += 1) {
      let res: Response | undefined;
      try {
        res = await setup.apiFetch(path, {
          ...init,
          remoteAddress: authCall.getStore()?.clientIp,
          signal: AbortSignal.timeout(SHOP_API_TIMEOUT_MS),
        });
      } catch {
        res = undefined;
      }
      if (res && res.status !== 429 && res.status < 500) return res;
      const delay = REFRESH_RETRY_DELAYS_MS[attempt];
      if (delay === undefined)
        throw new TransientFailure(`${path} answered ${res?.status ?? 'no answer'}`);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }

  async function refreshWithShopApi(token: ShopToken): Promise<ShopToken> {
    const res = await callShopApi('/api/token/refresh', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: token.refreshToken }),
    });
    if (!res.ok) throw new Error(`refresh answered ${res.status}`);
    return fromTokenResponse(tokenResponseSchema.parse(await res.json()), now());
  }

  /**
   * Whether the session behind the cookie still lives in the shop API (issue #10 §2): a copy
   * of the cookie taken before logout, or of a disabled user, opens nothing. A passing failure
   * keeps the session; the API itself refuses the token of an ended one anyway.
   */
  async function sessionLives(accessToken: string, ident?: string): Promise<boolean> {
    try {
      const res = await callShopApi('/api/token/session', {
        headers: {
          authorization: `Bearer ${accessToken}`,
          ...(ident ? { [IMPERSONATION_HEADER]: ident } : {}),
        },
      });
      return res.status !== 401 && res.status !== 403;
    } catch {
      return true;
    }
  }

  async function refreshWithOidc(token: ShopToken): Promise<ShopToken> {
    const oidc = setup.oidc!;
    const discovery = (await (
      await fetch(new URL('.well-known/openid-configuration', withSlash(oidc.issuer)))
    ).json()) as {
      token_endpoint: string;
    };
    const body = new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: token.refreshToken ?? '',
      client_id: oidc.clientId,
    });
    if (oidc.clientSecret) body.set('client_secret', oidc.clientSecret);
    const res = await fetch(discovery.token_endpoint, { method: 'POST', body });
    if (!res.ok) throw new Error(`OIDC refresh answered ${res.status}`);
    const t = (await res.json()) as {
      access_token: string;
      refresh_token?: string;
      expires_in: number;
      id_token?: string;
    };
    return {
      ...token,
      csrfToken: (await csrfTokenFor(t.access_token)) ?? token.csrfToken,
      accessToken: t.access_token,
      accessTokenExpires: now() + t.expires_in * 1000,
      refreshToken: t.refresh_token ?? token.refreshToken,
      idToken: t.id_token ?? token.idToken,
      error: undefined,
    };
  }

  async function refresh(token: ShopToken): Promise<ShopToken> {
    const key = token.refreshToken ?? '';
    let pending = refreshing.get(key);
    if (!pending) {
      pending = (setup.oidc ? refreshWithOidc(token) : refreshWithShopApi(token)).finally(() => {
        setTimeout(() => refreshing.delete(key), 5_000).unref();
      });
      refreshing.set(key, pending);
    }
    try {
      return { ...(await pending), error: undefined };
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'unknown';
      if (error instanceof TransientFailure) {
        // Tried again already; the session stays as it is and the next check tries once more.
        log.warn({ reason }, 'session refresh failed for now');
        return token;
      }
      log.info({ reason }, 'session refresh failed');
      return { ...token, error: 'RefreshFailed' };
    }
  }

  /**
   * Issue #13: the agent's browser started a visit (POST /api/customer/impersonate) and asks to
   * act in it. The shop API hands the visit's tokens over once, to the agent who started it, so
   * a forged or another agent's ident changes nothing here.
   */
  async function startImpersonation(token: ShopToken, ident: string): Promise<ShopToken> {
    if (token.impersonation || !token.accessToken || !isAgent(token.user?.role)) return token;
    try {
      const res = await callShopApi('/api/customer/impersonate/session', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token.accessToken}`,
          ...(token.csrfToken ? { 'x-csrf-token': token.csrfToken } : {}),
        },
        body: JSON.stringify({ ident }),
      });
      if (!res.ok) {
        log.info({ status: res.status }, 'impersonation exchange refused');
        return token;
      }
      const visit = fromTokenResponse(tokenResponseSchema.parse(await res.json()), now());
      return { ...token, ...visit, impersonation: { ident, agent: agentTokens(token) } };
    } catch (error) {
      log.warn(
        { reason: error instanceof Error ? error.message : 'unknown' },
        'impersonation exchange failed',
      );
      return token;
    }
  }

  /**
   * Ends the visit in the shop API (SPEC §7 depersonate; idempotent here: a visit that ended
   * already answers 409) and puts the agent's own tokens back.
   */
  async function endImpersonation(token: ShopToken): Promise<ShopToken> {
    const visit = token.impersonation;
    if (!visit) return token;
    const agentId = Number(visit.agent.user?.id);
    const userId = Number(token.user?.id);
    if (token.accessToken && Number.isInteger(agentId) && Number.isInteger(userId)) {
      try {
        await callShopApi('/api/customer/depersonate', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${token.accessToken}`,
            [IMPERSONATION_HEADER]: visit.ident,
            ...(token.csrfToken ? { 'x-csrf-token': token.csrfToken } : {}),
          },
          body: JSON.stringify({ in: userId, out: agentId, ident: visit.ident }),
        });
      } catch {
        // The visit ends by itself (idle limit); the agent's session must not wait for it.
      }
    }
    return withoutImpersonation(token);
  }

  /**
   * With an external provider the token answer is the provider's: the shop API derives the CSRF
   * token of the session from the bearer token (GET /api/csrf, decision 008). A failure leaves
   * none, and basket changes answer 403 until the next refresh.
   */
  async function csrfTokenFor(accessToken: string): Promise<string | undefined> {
    try {
      const res = await setup.apiFetch('/api/csrf', {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      if (!res.ok) return undefined;
      const body = (await res.json()) as { csrfToken?: unknown };
      return typeof body.csrfToken === 'string' ? body.csrfToken : undefined;
    } catch {
      return undefined;
    }
  }

  /** With an external provider, the shop API tells who the token's user is. */
  async function sessionUserFor(accessToken: string): Promise<SessionUser> {
    const res = await setup.apiFetch('/jsonapi/customer?include=partner', {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    if (!res.ok) throw new Error(`customer lookup answered ${res.status}`);
    const doc = customerDocumentSchema.parse(await res.json());
    const a = doc.data.attributes;
    return {
      id: a.id,
      email: a.email,
      firstname: a.firstname,
      lastname: a.lastname,
      role: a.group.code,
      partnerId: doc.data.relationships.partner.data?.id ?? null,
    };
  }

  const credentials = Credentials({
    credentials: {
      email: { label: 'E-mail', type: 'email' },
      password: { label: 'Password', type: 'password' },
    },
    async authorize(input, request) {
      const device = readCookie(request.headers.get('cookie'), DEVICE_COOKIE);
      const res = await setup.apiFetch('/api/token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: asText(input.email),
          password: asText(input.password),
          // Only a well-formed token; anything else would be a 400 for the owner.
          ...(device && device.length <= 200 ? { device } : {}),
        }),
        remoteAddress: request.headers.get(CLIENT_IP_HEADER) ?? undefined,
      });
      if (!res.ok) {
        const body = (await res.json().catch(() => ({}))) as { code?: unknown };
        throw new LoginFailed(res.status === 429 ? 'rate_limited' : failureCode(body.code));
      }
      const tokens = tokenResponseSchema.parse(await res.json());
      const call = authCall.getStore();
      if (call && tokens.device_token) call.deviceToken = tokens.device_token;
      // Auth.js hands this object to the jwt callback once, at sign-in.
      return {
        id: tokens.user.id,
        email: tokens.user.email,
        name: tokens.user.firstname,
        tokens,
      } as never;
    },
  });

  const providers: AuthConfig['providers'] = setup.oidc
    ? [
        {
          id: 'oidc',
          name: 'Gradnik SSO',
          type: 'oidc',
          issuer: setup.oidc.issuer,
          clientId: setup.oidc.clientId,
          clientSecret: setup.oidc.clientSecret,
          checks: ['pkce', 'state'],
        } satisfies OIDCConfig<Record<string, unknown>>,
      ]
    : [credentials];

  return {
    basePath: AUTH_BASE_PATH,
    secret: setup.secret,
    trustHost: true,
    session: { strategy: 'jwt', maxAge: setup.sessionMaxAgeSeconds },
    pages: { signIn: '/prijava', error: '/prijava' },
    providers,
    logger: {
      // Auth.js errors can carry request data: log the kind only, never credentials.
      error: (error) => {
        if (error instanceof CredentialsSignin)
          log.info({ type: error.type, code: error.code }, 'sign-in refused');
        else log.warn({ type: error.name }, 'auth error');
      },
      warn: (code) => log.warn({ code }, 'auth warning'),
      debug: () => undefined,
    },
    callbacks: {
      async jwt({ token, user, account, trigger, session: update }) {
        const shop = token as JWT & ShopToken;
        if (trigger === 'update') {
          const data = (update ?? {}) as SessionUpdate;
          if (typeof data.impersonate === 'string' && isImpersonationIdent(data.impersonate))
            return (await startImpersonation(shop, data.impersonate)) as JWT & ShopToken;
          if (data.depersonate === true) return (await endImpersonation(shop)) as JWT & ShopToken;
          return shop;
        }
        if (user && 'tokens' in user) {
          return {
            ...shop,
            ...fromTokenResponse((user as { tokens: TokenResponse }).tokens, now()),
          };
        }
        if (account?.provider === 'oidc' && account.access_token) {
          const next: ShopToken = {
            accessToken: account.access_token,
            accessTokenExpires: (account.expires_at ?? now() / 1000 + 300) * 1000,
            refreshToken: account.refresh_token,
            idToken: account.id_token,
            csrfToken: await csrfTokenFor(account.access_token),
          };
          return { ...shop, ...next, user: await sessionUserFor(account.access_token) };
        }
        if (shop.error || !shop.accessTokenExpires) return shop;
        if (isExpiringSoon(shop.accessTokenExpires, now())) {
          const next = { ...shop, ...(await refresh(shop)) };
          // A visit that ended (stopped elsewhere, idle, too long) gives the agent back.
          return next.error && shop.impersonation
            ? (withoutImpersonation(shop) as JWT & ShopToken)
            : next;
        }
        if (shop.accessToken && !(await sessionLives(shop.accessToken, shop.impersonation?.ident)))
          // Null ends the Auth.js session and clears its cookie; an ended visit only ends itself.
          return shop.impersonation ? (withoutImpersonation(shop) as JWT & ShopToken) : null;
        return shop;
      },
      session({ session, token }) {
        const shop = token as JWT & ShopToken;
        return {
          user: shop.user,
          expires: session.expires,
          accessToken: shop.accessToken,
          accessTokenExpires: shop.accessTokenExpires,
          ...(shop.csrfToken ? { csrfToken: shop.csrfToken } : {}),
          ...(shop.error ? { error: shop.error } : {}),
          ...(shop.impersonation
            ? {
                impersonation: {
                  ident: shop.impersonation.ident,
                  impersonator: {
                    id: shop.impersonation.agent.user?.id ?? '',
                    name: `${shop.impersonation.agent.user?.firstname ?? ''} ${shop.impersonation.agent.user?.lastname ?? ''}`.trim(),
                  },
                },
              }
            : {}),
        } as never;
      },
    },
    events: {
      // Logout ends the session server-side (issue #10 §2). When the shop API cannot be reached
      // even after the retries, the HTTP layer answers 503 and keeps the cookie, so the browser
      // says so and tries again (auth-routes.ts).
      async signOut(message) {
        const signedIn = 'token' in message ? (message.token as ShopToken | null) : null;
        // SPEC §6: logout stops any impersonation first, then ends the agent's own session.
        const token = signedIn?.impersonation ? await endImpersonation(signedIn) : signedIn;
        try {
          // With an external provider the shop API holds no refresh token: end by bearer.
          const res =
            setup.oidc || !token?.refreshToken
              ? token?.accessToken
                ? await callShopApi('/api/token/session', {
                    method: 'DELETE',
                    headers: { authorization: `Bearer ${token.accessToken}` },
                  })
                : undefined
              : await callShopApi('/api/token/revoke', {
                  method: 'POST',
                  headers: { 'content-type': 'application/json' },
                  body: JSON.stringify({ refresh_token: token.refreshToken }),
                });
          // 401: the access token ran out or the session had ended already.
          if (res && !res.ok && res.status !== 401) throw new Error(`answered ${res.status}`);
        } catch (error) {
          log.warn(
            { reason: error instanceof Error ? error.message : 'unknown' },
            'sign-out could not end the session',
          );
          const call = authCall.getStore();
          if (call) call.signOutFailed = true;
        }
      },
    },
  };
}

/** Form fields arrive as unknown: anything but a string counts as empty. */
function asText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function withSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}
