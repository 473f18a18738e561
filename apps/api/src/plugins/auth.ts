// Bearer authentication (SPEC §7: all shop calls use bearer authentication). Every route
// registered after this plugin, in its scope and below, requires a valid token unless it
// opts out with `config: { public: true }` — so a new route cannot forget it.
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { decodeJwt } from 'jose';
import { ACCESS_TOKEN_ISSUER, verifyAccessToken } from '../auth/access-token.ts';
import type { AuthContext } from '../auth/auth-context.ts';
import { createOidcVerifier, type OidcVerifier } from '../auth/oidc.ts';
import { createVerifiedTokenCache } from '../auth/verified-token-cache.ts';
import { forbidden, HttpError, unauthorized } from '../http-error.ts';
import { ACTIVE_STATUS } from '../modules/user/repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on every protected route before its handler runs; null on public routes. */
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** The hook protected routes get by default; usable explicitly in other scopes. */
    requireAuth: onRequestAsyncHookHandler;
  }
  interface FastifyContextConfig {
    /** Opt out of the default bearer-token requirement (token endpoints, docs). */
    public?: boolean;
    /**
     * A POST that only reads (a search with a body, SPEC §7's notification list): an agent's
     * visit does not record it among what the visit changed (issue #13 audit).
     */
    readsOnly?: boolean;
  }
}

/** The caller of a protected route; throws 401 if called where no token was verified. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized('missing_token');
  return request.auth;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer[ ]+([A-Za-z0-9._~+/=-]+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

export const authPlugin = fp(
  (fastify: FastifyInstance) => {
    const config = fastify.apiConfig;
    const oidc: OidcVerifier | null = config.oidcIssuer
      ? createOidcVerifier({ issuer: config.oidcIssuer, audience: config.oidcAudience })
      : null;
    // Our own tokens only: an OIDC token also needs the user looked up (disabled accounts).
    const verified = createVerifiedTokenCache();

    async function fromOidc(verifier: OidcVerifier, token: string): Promise<AuthContext> {
      const claims = await verifier.verify(token, fastify.now());
      // An address the provider has not verified must not select one of our users.
      const email = claims.email_verified === false ? undefined : claims.email;
      const user = await fastify.usersRepository.findBySsoSubject(claims.sub, email);
      if (!user) throw unauthorized('unknown_user');
      if (user.status !== ACTIVE_STATUS)
        throw forbidden('This account is disabled', 'account_disabled');
      return {
        userId: user.id,
        partnerId: user.partnerId,
        role: user.role,
        email: user.email,
        ...(claims.sid ? { sessionId: claims.sid } : {}),
        source: 'oidc',
      };
    }

    async function authenticate(request: FastifyRequest): Promise<AuthContext> {
      const token = bearerToken(request);
      if (!token)
        throw unauthorized(request.headers.authorization ? 'invalid_token' : 'missing_token');
      const known = verified.get(token, fastify.now());
      if (known) return known;
      try {
        // The issuer picks the verifier; the signature check that follows is what counts.
        const { iss, exp } = decodeJwt(token);
        if (iss === ACCESS_TOKEN_ISSUER) {
          const auth = await verifyAccessToken(token, {
            secret: config.jwtSecret,
            now: fastify.now,
          });
          // Frozen: every request with this token shares the object.
          if (exp !== undefined) verified.set(token, Object.freeze(auth), exp);
          return auth;
        }
        if (oidc && iss === oidc.issuer) return await fromOidc(oidc, token);
      } catch (error) {
        if (error instanceof HttpError) throw error;
        // Expired, forged or malformed: the reason goes to the log (never the token), the
        // client only learns that it must sign in again.
        request.log.info(
          { reason: error instanceof Error ? error.name : 'unknown' },
          'bearer token rejected',
        );
      }
      throw unauthorized('invalid_token');
    }

    const requireAuth: onRequestAsyncHookHandler = async (request) => {
      const auth = await authenticate(request);
      // Signed tokens alone would outlive a logout by up to their lifetime: the session must
      // still live too (issue #10 §2, ASVS 5.0 7.4.1; modules/token/sessions.ts).
      if (!(await fastify.signInSessions.isAlive(auth))) throw unauthorized('session_ended');
      // SPEC §6: an impersonation token only works within its running visit, named by header.
      if (auth.impersonation) await fastify.impersonation.verify(request, auth);
      request.auth = auth;
    };

    fastify.decorateRequest('auth', null);
    fastify.decorate('requireAuth', requireAuth);

    fastify.addHook('onRoute', (route) => {
      if (route.config?.public === true) return;
      const existing = route.onRequest ? [route.onRequest].flat() : [];
      if (existing.includes(requireAuth)) return;
      // First, so nothing (body parsing, rate limiting, the handler) runs for a stranger.
      route.onRequest = [requireAuth, ...existing];
    });
    return Promise.resolve();
  },
  {
    name: 'gradnik-api-auth',
    dependencies: [
      'gradnik-api-db',
      'gradnik-api-users-repository',
      'gradnik-api-sign-in-sessions',
      'gradnik-api-impersonation',
    ],
    fastify: '5.x',
  },
);
