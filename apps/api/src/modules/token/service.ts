// Sign-in for the shop API (ARCHITECTURE.md "Sign-in"; the refresh call SPEC §4/§7 leave
// open is ours, docs/decisions/002): password grant limited by failed attempts only, rotating
// refresh tokens with reuse detection, and sign-out that ends the session server-side
// (issue #10 §1–§2, docs/decisions/015).
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TokenResponse } from '@gradnik/contracts/auth';
import type { Database } from '@gradnik/db/connection';
import { hashPassword, needsRehash, verifyPassword } from '@gradnik/db/password';
import { impersonationLimitReached } from '@gradnik/domain/impersonation';
import type { ApiConfig } from '../../config.ts';
import { signAccessToken } from '../../auth/access-token.ts';
import type { ImpersonationContext } from '../../auth/auth-context.ts';
import { forbidden, HttpError } from '../../http-error.ts';
import { ACTIVE_STATUS, type UserIdentity, type UsersRepository } from '../user/repository.ts';
import { issueDeviceToken, knownDevice } from './device.ts';
import type { NewRefreshToken, RefreshTokensRepository } from './repository.ts';
import type { SignInSessions } from './sessions.ts';
import { accountKey, addressKey, deviceKey, type SignInThrottle } from './throttle.ts';
import type { ThrottlePolicy } from './throttle-policy.ts';
import { csrfTokenFor } from './csrf.ts';

export interface TokenServiceDeps {
  db: Database;
  users: UsersRepository;
  refreshTokens: RefreshTokensRepository;
  sessions: SignInSessions;
  throttle: SignInThrottle;
  config: ApiConfig;
  now: () => Date;
  log: FastifyBaseLogger;
  /** A valid scrypt hash of a random secret: unknown e-mails cost one verification too. */
  dummyPasswordHash: string;
}

/** Who is asking: the client's address, and the device token of an earlier sign-in. */
export interface TokenClient {
  ip: string;
  device?: string;
}

/**
 * A rotated refresh token that comes back this soon is a second request of the same client
 * racing the first (two tabs, two instances), not theft: it is answered with the same successor
 * token the first request got (issue #25: one token, one use; a retry never mints another live
 * token), instead of ending the session (decision 015).
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

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

/** The same answer for a locked address and a locked e-mail, known or not. */
function tooManyFailures(seconds: number): HttpError {
  return new HttpError(
    429,
    `Too many failed sign-in attempts; try again in ${Math.ceil(seconds / 60)} min`,
    'rate_limited',
    undefined,
    { 'retry-after': String(seconds) },
  );
}

export function createTokenService(deps: TokenServiceDeps) {
  const { config, users, refreshTokens, sessions, throttle } = deps;
  const accountPolicy: ThrottlePolicy = {
    maxFailures: config.loginMaxFailures,
    windowSeconds: 15 * 60,
    lockSeconds: config.loginLockSeconds,
    maxLockSeconds: Math.max(config.loginLockSeconds, 60 * 60),
  };
  const addressPolicy: ThrottlePolicy = {
    maxFailures: config.signInAddressMaxFailures,
    windowSeconds: 60,
    lockSeconds: 60,
    maxLockSeconds: 15 * 60,
  };
  const policyOf = (key: string) => (key.startsWith('ip') ? addressPolicy : accountPolicy);

  /**
   * The token that replaces `plain` when it is rotated. Derived from it (keyed by the server's
   * secret), so every retry of the same refresh within the grace gets the same successor, and
   * only the holder of `plain` can know it.
   */
  function successorOf(plain: string): string {
    return createHmac('sha256', config.jwtSecret)
      .update(`refresh-successor:${plain}`)
      .digest('base64url');
  }

  function newRefreshToken(
    userId: number,
    familyId: string,
    impersonationSessionId: number | null,
    /** The token's text when it is a rotation's successor; else 256 random bits. */
    plain: string = randomBytes(32).toString('base64url'),
  ) {
    // Unguessable either way, so storing only the hash is enough to look it up.
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
    await deps.db.transaction(async (tx) => {
      await sessions.start(row.familyId, user.id, tx);
      await refreshTokens.insert(row, tx);
    });
    return tokenResponse(user, plain, impersonation, row.familyId);
  }

  async function passwordGrant(
    email: string,
    password: string,
    client: TokenClient,
  ): Promise<TokenResponse> {
    const user = await users.findLoginCandidate(email);
    // A known device of this user is counted on its own: other people's failures (from the
    // office's address, or against this e-mail) do not lock its owner out (decision 015).
    const device = user ? knownDevice(config.jwtSecret, client.device, user.id) : null;
    const keys = device ? [deviceKey(device)] : [addressKey(client.ip), accountKey(email)];

    const wait = await throttle.lockedFor(keys);
    if (wait > 0) throw tooManyFailures(wait);

    const ok = await verifyPassword(password, user?.passwordHash ?? deps.dummyPasswordHash);
    if (!user?.passwordHash || !ok) {
      const locked = await Promise.all(
        keys.map((key) => throttle.recordFailure(key, policyOf(key))),
      );
      if (locked.some((seconds) => seconds > 0))
        deps.log.warn(
          { keys: keys.map((key) => key.split(':')[0]) },
          'sign-in locked after failures',
        );
      // Unknown e-mails are counted and answered exactly like wrong passwords.
      throw invalidCredentials();
    }
    // Only after the password matched: a disabled account is no secret to its owner.
    if (user.status !== ACTIVE_STATUS) throw accountDisabled();

    await throttle.clear(accountKey(email));
    if (device) await throttle.clear(deviceKey(device));
    if (needsRehash(user.passwordHash))
      await users.updatePasswordHash(user.id, await hashPassword(password));
    return {
      ...(await startSession(user)),
      device_token: issueDeviceToken(config.jwtSecret, user.id, device ?? undefined),
    };
  }

  /**
   * A retry within the grace: the answer the first request got, with the same successor token,
   * while that successor is still the session's live token. Once the successor has been used
   * the retry is late: refused, but the session (held by the successor's holder) goes on.
   */
  async function successorAnswer(
    plain: string,
    current: { familyId: string },
    user: UserIdentity,
    impersonation: ImpersonationContext | undefined,
  ): Promise<TokenResponse> {
    const successor = successorOf(plain);
    const row = await refreshTokens.findByHash(sha256(successor));
    if (!row || row.revokedAt || row.expiresAt <= deps.now()) throw invalidGrant();
    return tokenResponse(user, successor, impersonation, current.familyId);
  }

  async function endForReuse(current: { userId: number; familyId: string }): Promise<never> {
    // An already-rotated token came back after the grace: it leaked, or a client replayed
    // it. Either way the whole session ends, the legitimate holder included.
    await sessions.end(current.familyId);
    deps.log.warn(
      { userId: current.userId, familyId: current.familyId },
      'refresh token reuse: session revoked',
    );
    throw invalidGrant();
  }

  async function rotate(plain: string): Promise<TokenResponse> {
    const now = deps.now();
    const current = await refreshTokens.findByHash(sha256(plain));
    if (!current) throw invalidGrant();
    const recentlyRotated =
      current.replacedById !== null &&
      current.revokedAt !== null &&
      now.getTime() - current.revokedAt.getTime() < REFRESH_REUSE_GRACE_MS;

    if (current.revokedAt && !recentlyRotated) {
      if (current.replacedById) await endForReuse(current);
      throw invalidGrant();
    }
    if (current.expiresAt <= now) throw invalidGrant();

    const user = await users.findById(current.userId);
    if (!user || user.status !== ACTIVE_STATUS) {
      await sessions.end(current.familyId);
      throw user ? accountDisabled() : invalidGrant();
    }
    // Ended by a logout elsewhere, or by an administrator.
    if (
      !(await sessions.isAlive({ sessionId: current.familyId, userId: user.id, source: 'local' }))
    )
      throw invalidGrant();

    let impersonation: ImpersonationContext | undefined;
    if (current.impersonationSessionId !== null) {
      const imp = await refreshTokens.findImpersonationSession(current.impersonationSessionId);
      // A visit that ended, stood idle too long or reached its maximum refreshes nothing.
      if (
        !imp ||
        imp.endedAt ||
        impersonationLimitReached(imp, now, config.impersonationIdleMinutes) !== null
      ) {
        await sessions.end(current.familyId);
        throw invalidGrant();
      }
      impersonation = { sessionId: imp.id, agentUserId: imp.agentUserId };
    }

    if (recentlyRotated) return successorAnswer(plain, current, user, impersonation);

    const next = newRefreshToken(
      user.id,
      current.familyId,
      current.impersonationSessionId,
      successorOf(plain),
    );
    const rotated = await deps.db.transaction(async (tx) => {
      if (!(await refreshTokens.markRotated(current.id, next.row.id, now, tx))) return false;
      await refreshTokens.insert(next.row, tx);
      return true;
    });
    // Someone else rotated it between our read and our update: a race of the same client,
    // within the grace by definition, answered with the successor the winner wrote.
    if (!rotated) return successorAnswer(plain, current, user, impersonation);
    return tokenResponse(user, next.plain, impersonation, current.familyId);
  }

  /**
   * A valid refresh token is never limited (issue #10 §1); an invalid or reused one counts as
   * a failure of the client's address.
   */
  async function refresh(plain: string, client: TokenClient): Promise<TokenResponse> {
    try {
      return await rotate(plain);
    } catch (error) {
      if (error instanceof HttpError && error.code === 'invalid_grant') {
        const wait = await throttle.recordFailure(addressKey(client.ip), addressPolicy);
        if (wait > 0) throw tooManyFailures(wait);
      }
      throw error;
    }
  }

  /**
   * The signed-in user's current password, asked again before a change that could hand the
   * account over (issue #25: an e-mail change). Failures count on the account like failed
   * sign-ins, so a stolen session cannot guess the password here either; a lock answers 429.
   */
  async function confirmPassword(userId: number, password: string): Promise<boolean> {
    const user = await users.findById(userId);
    if (!user) return false;
    const key = accountKey(user.email);
    const wait = await throttle.lockedFor([key]);
    if (wait > 0) throw tooManyFailures(wait);
    const candidate = await users.findLoginCandidate(user.email);
    const ok = await verifyPassword(password, candidate?.passwordHash ?? deps.dummyPasswordHash);
    if (ok && candidate?.passwordHash) return true;
    const locked = await throttle.recordFailure(key, accountPolicy);
    if (locked > 0) throw tooManyFailures(locked);
    return false;
  }

  /** Sign-out: ends the token's session. Unknown or already revoked tokens are fine (idempotent). */
  async function revoke(plain: string): Promise<void> {
    const current = await refreshTokens.findByHash(sha256(plain));
    if (current) await sessions.end(current.familyId);
  }

  return { confirmPassword, passwordGrant, refresh, revoke, startSession };
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
        sessions: fastify.signInSessions,
        throttle: fastify.signInThrottle,
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
      'gradnik-api-sign-in-sessions',
      'gradnik-api-sign-in-throttle',
    ],
    fastify: '5.x',
  },
);
