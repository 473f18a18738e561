// Our own access tokens (ARCHITECTURE.md "Sign-in"): short-lived HS256 JWTs signed with
// JWT_SECRET, so any API instance verifies them without a database round trip.
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';
import type { AuthContext, ImpersonationContext } from './auth-context.ts';

export const ACCESS_TOKEN_ISSUER = 'gradnik';
export const ACCESS_TOKEN_AUDIENCE = 'gradnik-shop';

export interface AccessTokenSubject {
  userId: number;
  role: string;
  partnerId: number | null;
  email: string;
  impersonation?: ImpersonationContext;
  /** The sign-in session (refresh-token family); the CSRF token is bound to it (decision 008). */
  sessionId?: string;
}

export interface AccessTokenKeyOptions {
  secret: string;
  now: () => Date;
}

const idString = z.string().regex(/^[1-9]\d{0,15}$/);

/**
 * Claim names: sub (user id), role (group code), pid (partner id or null), email; while
 * impersonating, act.sub names the acting agent (RFC 8693 §4.1) and imp the session.
 */
const claimsSchema = z.object({
  sub: idString,
  role: z.string().min(1),
  pid: idString.nullable(),
  email: z.string(),
  act: z.object({ sub: idString }).optional(),
  imp: idString.optional(),
  /** Sign-in session id (refresh-token family), so the CSRF token can be bound to it. */
  sid: z.string().max(100).optional(),
});

const keyCache = new Map<string, Uint8Array>();
function keyOf(secret: string): Uint8Array {
  let key = keyCache.get(secret);
  if (!key) {
    key = new TextEncoder().encode(secret);
    keyCache.set(secret, key);
  }
  return key;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export async function signAccessToken(
  subject: AccessTokenSubject,
  opts: AccessTokenKeyOptions & { ttlSeconds: number },
): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = seconds(opts.now());
  const expiresAt = issuedAt + opts.ttlSeconds;
  const claims: Omit<z.input<typeof claimsSchema>, 'sub'> = {
    role: subject.role,
    pid: subject.partnerId === null ? null : String(subject.partnerId),
    email: subject.email,
    ...(subject.impersonation
      ? {
          act: { sub: String(subject.impersonation.agentUserId) },
          imp: String(subject.impersonation.sessionId),
        }
      : {}),
    ...(subject.sessionId ? { sid: subject.sessionId } : {}),
  };
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(subject.userId))
    .setIssuer(ACCESS_TOKEN_ISSUER)
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setIssuedAt(issuedAt)
    // Unique per token, so two tokens minted in the same second are still told apart in logs.
    .setJti(randomUUID())
    .setExpirationTime(expiresAt)
    .sign(keyOf(opts.secret));
  return { token, expiresAt: new Date(expiresAt * 1000) };
}

/** Throws (any jose error, or a ZodError for malformed claims) when the token is not ours or no longer valid. */
export async function verifyAccessToken(
  token: string,
  opts: AccessTokenKeyOptions,
): Promise<AuthContext> {
  const { payload } = await jwtVerify(token, keyOf(opts.secret), {
    issuer: ACCESS_TOKEN_ISSUER,
    audience: ACCESS_TOKEN_AUDIENCE,
    algorithms: ['HS256'],
    requiredClaims: ['exp'],
    currentDate: opts.now(),
  });
  const claims = claimsSchema.parse(payload);
  return {
    userId: Number(claims.sub),
    partnerId: claims.pid === null ? null : Number(claims.pid),
    role: claims.role,
    email: claims.email,
    ...(claims.act && claims.imp
      ? { impersonation: { agentUserId: Number(claims.act.sub), sessionId: Number(claims.imp) } }
      : {}),
    ...(claims.sid ? { sessionId: claims.sid } : {}),
    source: 'local',
  };
}
