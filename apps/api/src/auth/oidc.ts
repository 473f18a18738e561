// Tokens of the external identity provider (ARCHITECTURE.md "Sign-in": with OIDC_ISSUER set,
// the shop API verifies the provider's tokens through its JWKS). The key set is found by
// OpenID Connect discovery once, then jose caches and refreshes the keys itself.
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';

const discoverySchema = z.object({ issuer: z.string(), jwks_uri: z.url() });

const oidcClaimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  email_verified: z.boolean().optional(),
  /** OIDC session id (Keycloak sends it); binds the CSRF token to the sign-in session. */
  sid: z.string().optional(),
});
export type OidcClaims = z.infer<typeof oidcClaimsSchema>;

// Asymmetric algorithms only: an HS256 token "signed" with a public key must never pass.
const ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
];

export interface OidcVerifier {
  issuer: string;
  verify(token: string, now: Date): Promise<OidcClaims>;
}

export function createOidcVerifier(opts: {
  issuer: string;
  audience?: string;
  timeoutMs?: number;
}): OidcVerifier {
  const timeoutMs = opts.timeoutMs ?? 5_000;
  let keySet: Promise<JWTVerifyGetKey> | undefined;

  async function discover(): Promise<JWTVerifyGetKey> {
    const url = `${opts.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`OIDC discovery ${url} answered ${response.status}`);
    const document = discoverySchema.parse(await response.json());
    // OpenID Connect Discovery §4.3: the document must name the issuer we asked about.
    if (document.issuer !== opts.issuer) {
      throw new Error(`OIDC discovery issuer mismatch: ${document.issuer} is not ${opts.issuer}`);
    }
    return createRemoteJWKSet(new URL(document.jwks_uri), { timeoutDuration: timeoutMs });
  }

  function keys(): Promise<JWTVerifyGetKey> {
    if (!keySet) {
      keySet = discover();
      // A failed discovery is retried on the next token instead of being cached forever.
      keySet.catch(() => {
        keySet = undefined;
      });
    }
    return keySet;
  }

  return {
    issuer: opts.issuer,
    async verify(token, now) {
      const { payload } = await jwtVerify(token, await keys(), {
        issuer: opts.issuer,
        ...(opts.audience ? { audience: opts.audience } : {}),
        algorithms: ALGORITHMS,
        requiredClaims: ['exp', 'sub'],
        currentDate: now,
      });
      return oidcClaimsSchema.parse(payload);
    },
  };
}
