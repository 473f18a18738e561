// Auth.js (@auth/core) configuration: the embedded Credentials provider backed by the shop
// API's token endpoints, or an external Keycloak-compatible OIDC provider (OIDC_ISSUER).
// The Auth.js session cookie (an encrypted JWT) holds the shop API tokens; the browser's
// session view never contains the refresh token (SPEC §4 session rules; decision 002).
import type { AuthConfig } from '@auth/core';
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
import { isExpiringSoon } from '@gradnik/domain/session';
import type { FetchLike } from '../inject-fetch.ts';

export const AUTH_BASE_PATH = '/api/auth';
/** Set by the server from the socket address (any incoming value is dropped first). */
export const CLIENT_IP_HEADER = 'x-gradnik-client-ip';

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

/** What the encrypted session cookie stores. */
interface ShopToken {
  user?: SessionUser;
  accessToken?: string;
  accessTokenExpires?: number;
  refreshToken?: string;
  idToken?: string;
  /** SPEC §7 Basket: the session's CSRF token for the page meta (decision 008). */
  csrfToken?: string;
  error?: 'RefreshFailed';
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

  async function refreshWithShopApi(token: ShopToken): Promise<ShopToken> {
    const res = await setup.apiFetch('/api/token/refresh', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: token.refreshToken }),
    });
    if (!res.ok) throw new Error(`refresh answered ${res.status}`);
    return fromTokenResponse(tokenResponseSchema.parse(await res.json()), now());
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
      log.info(
        { reason: error instanceof Error ? error.message : 'unknown' },
        'session refresh failed',
      );
      return { ...token, error: 'RefreshFailed' };
    }
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
      const res = await setup.apiFetch('/api/token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: asText(input.email), password: asText(input.password) }),
        remoteAddress: request.headers.get(CLIENT_IP_HEADER) ?? undefined,
      });
      if (!res.ok) {
        const body = (await res.json().catch(() => ({}))) as { code?: unknown };
        throw new LoginFailed(res.status === 429 ? 'rate_limited' : failureCode(body.code));
      }
      const tokens = tokenResponseSchema.parse(await res.json());
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
      async jwt({ token, user, account }) {
        const shop = token as JWT & ShopToken;
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
        if (
          shop.error ||
          !shop.accessTokenExpires ||
          !isExpiringSoon(shop.accessTokenExpires, now())
        )
          return shop;
        return { ...shop, ...(await refresh(shop)) };
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
        } as never;
      },
    },
    events: {
      async signOut(message) {
        const token = 'token' in message ? (message.token as ShopToken | null) : null;
        if (!token?.refreshToken || setup.oidc) return;
        await setup.apiFetch('/api/token/revoke', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ refresh_token: token.refreshToken }),
        });
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
