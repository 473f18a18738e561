// Sign-in for the shop API (ARCHITECTURE.md "Sign-in"; the refresh call SPEC §4/§7 leave
// open is ours, docs/decisions/002): password grant with a per-account lock, rotating
// refresh tokens with reuse detection, and sign-out.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TokenResponse } from '@gradnik/contracts/auth';
import type { Database } from '@gradnik/db/connection';
import { hashPassword, needsRehash, verifyPassword } from '@gradnik/db/password';
import type { ApiConfig } from '../../config.ts';
import { signAccessToken } from '../../auth/access-token.ts';
import type { ImpersonationContext } from '../../auth/auth-context.ts';
import { forbidden, HttpError } from '../../http-error.ts';
import { ACTIVE_STATUS, type UserIdentity, type UsersRepository } from '../user/repository.ts';
import type { NewRefreshToken, RefreshTokensRepository } from './repository.ts';
import { csrfTokenFor } from './csrf.ts';

export interface TokenServiceDeps {
  db: Database;
  users: UsersRepository;
  refreshTokens: RefreshTokensRepository;
  config: ApiConfig;
  now: () => Date;
  log: FastifyBaseLogger;
  /** A valid scrypt hash of a random secret: unknown e-mails cost one verification too. */
  dummyPasswordHash: string;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

function invalidCredentials(): HttpError {
  return new HttpError(401, 'Invalid e-mail or password', 'invalid_credentials');
}

function invalidGrant(): HttpError {
  return new HttpError(401, 'The session has ended; sign in again', 'invalid_grant');
}

function accountDisabled(): HttpError {
  return forbidden('This account is disabled', 'account_disabled');
}

export function createTokenService(deps: TokenServiceDeps) {
  const { config, users, refreshTokens } = deps;

  function newRefreshToken(
    userId: number,
    familyId: string,
    impersonationSessionId: number | null,
  ) {
    // 256 random bits: unguessable, so storing only the hash is enough to look it up.
    const plain = randomBytes(32).toString('base64url');
    const row: NewRefreshToken = {
      id: randomUUID(),
      userId,
      tokenHash: sha256(plain),
      familyId,
      expiresAt: new Date(deps.now().getTime() + config.refreshTokenTtlSeconds * 1000),
      impersonationSessionId,
    };
    return { plain, row };
  }

  async function tokenResponse(
    user: UserIdentity,
    refreshToken: string,
    impersonation: ImpersonationContext | undefined,
    /** The refresh-token family: the sign-in session the CSRF token is bound to. */
    sessionId: string,
  ): Promise<TokenResponse> {
    const access = await signAccessToken(
      {
        userId: user.id,
        role: user.role,
        partnerId: user.partnerId,
        email: user.email,
        impersonation,
        sessionId,
      },
      { secret: config.jwtSecret, now: deps.now, ttlSeconds: config.accessTokenTtlSeconds },
    );
    return {
      access_token: access.token,
      refresh_token: refreshToken,
      token_type: 'Bearer',
      expires_in: config.accessTokenTtlSeconds,
      refresh_expires_in: config.refreshTokenTtlSeconds,
      user: {
        id: String(user.id),
        email: user.email,
        firstname: user.firstname,
        lastname: user.lastname,
        role: user.role,
        partnerId: user.partnerId === null ? null : String(user.partnerId),
      },
      csrf_token: csrfTokenFor(config.jwtSecret, { userId: user.id, sessionId }),
    };
  }

  /**
   * Starts a new sign-in session (a new refresh-token family) for a user already
   * authenticated; the impersonation module calls it with the session it recorded.
   */
  async function startSession(
    user: UserIdentity,
    impersonation?: ImpersonationContext,
  ): Promise<TokenResponse> {
    const { plain, row } = newRefreshToken(user.id, randomUUID(), impersonation?.sessionId ?? null);
    await refreshTokens.insert(row);
    return tokenResponse(user, plain, impersonation, row.familyId);
  }

  async function passwordGrant(email: string, password: string): Promise<TokenResponse> {
    const now = deps.now();
    const user = await users.findLoginCandidate(email);

    if (user?.lockedUntil && user.lockedUntil > now) {
      const seconds = Math.ceil((user.lockedUntil.getTime() - now.getTime()) / 1000);
      throw new HttpError(
        429,
        `Too many failed sign-in attempts; try again in ${Math.ceil(seconds / 60)} min`,
        'rate_limited',
        undefined,
        { 'retry-after': String(seconds) },
      );
    }

    const ok = await verifyPassword(password, user?.passwordHash ?? deps.dummyPasswordHash);
    if (!user?.passwordHash || !ok) {
      if (user) {
        const state = await users.recordLoginFailure(user.id, {
          now,
          maxFailures: config.loginMaxFailures,
          lockSeconds: config.loginLockSeconds,
        });
        if (state.lockedUntil)
          deps.log.warn({ userId: user.id }, 'account locked after failed sign-ins');
      }
      throw invalidCredentials();
    }
    // Only after the password matched: a disabled account is no secret to its owner.
    if (user.status !== ACTIVE_STATUS) throw accountDisabled();

    if (user.failedLoginCount > 0 || user.lockedUntil) await users.clearLoginFailures(user.id);
    if (needsRehash(user.passwordHash))
      await users.updatePasswordHash(user.id, await hashPassword(password));
    return startSession(user);
  }

  async function refresh(plain: string): Promise<TokenResponse> {
    const now = deps.now();
    const current = await refreshTokens.findByHash(sha256(plain));
    if (!current) throw invalidGrant();

    if (current.revokedAt) {
      if (current.replacedById) {
        // An already-rotated token came back: it leaked, or a client replayed it. Either way
        // the whole session ends, the legitimate holder included.
        await refreshTokens.revokeFamily(current.familyId, now);
        deps.log.warn(
          { userId: current.userId, familyId: current.familyId },
          'refresh token reuse: session revoked',
        );
      }
      throw invalidGrant();
    }
    if (current.expiresAt <= now) throw invalidGrant();

    const user = await users.findById(current.userId);
    if (!user || user.status !== ACTIVE_STATUS) {
      await refreshTokens.revokeFamily(current.familyId, now);
      throw user ? accountDisabled() : invalidGrant();
    }

    let impersonation: ImpersonationContext | undefined;
    if (current.impersonationSessionId !== null) {
      const session = await refreshTokens.findImpersonationSession(current.impersonationSessionId);
      if (!session || session.endedAt) {
        await refreshTokens.revokeFamily(current.familyId, now);
        throw invalidGrant();
      }
      impersonation = { sessionId: session.id, agentUserId: session.agentUserId };
    }

    const next = newRefreshToken(user.id, current.familyId, current.impersonationSessionId);
    const rotated = await deps.db.transaction(async (tx) => {
      if (!(await refreshTokens.markRotated(current.id, next.row.id, now, tx))) return false;
      await refreshTokens.insert(next.row, tx);
      return true;
    });
    if (!rotated) {
      // Someone else used this token between our read and our update: reuse.
      await refreshTokens.revokeFamily(current.familyId, now);
      deps.log.warn(
        { userId: current.userId, familyId: current.familyId },
        'refresh token reuse: session revoked',
      );
      throw invalidGrant();
    }
    return tokenResponse(user, next.plain, impersonation, current.familyId);
  }

  /** Sign-out: ends the token's session. Unknown or already revoked tokens are fine (idempotent). */
  async function revoke(plain: string): Promise<void> {
    const current = await refreshTokens.findByHash(sha256(plain));
    if (current) await refreshTokens.revokeFamily(current.familyId, deps.now());
  }

  return { passwordGrant, refresh, revoke, startSession };
}

export type TokenService = ReturnType<typeof createTokenService>;

declare module 'fastify' {
  interface FastifyInstance {
    tokenService: TokenService;
  }
}

export const tokenServicePlugin = fp(
  async (fastify: FastifyInstance) => {
    const dummyPasswordHash = await hashPassword(randomBytes(24).toString('base64url'));
    fastify.decorate(
      'tokenService',
      createTokenService({
        db: fastify.db,
        users: fastify.usersRepository,
        refreshTokens: fastify.refreshTokensRepository,
        config: fastify.apiConfig,
        now: fastify.now,
        log: fastify.log,
        dummyPasswordHash,
      }),
    );
  },
  {
    name: 'gradnik-api-token-service',
    dependencies: [
      'gradnik-api-db',
      'gradnik-api-users-repository',
      'gradnik-api-refresh-tokens-repository',
    ],
    fastify: '5.x',
  },
);
