// Verified access tokens, remembered until they expire. The server-rendered web app calls the
// API in process several times per page with the same bearer token (issue #3: every call paid
// an HMAC check, JSON parsing and a zod parse of the claims, ~0.8 ms per page). A signature
// check answers the same until `exp`, so caching its success is exact. Whether the token's
// session still lives is asked apart, on every request (modules/token/sessions.ts, issue #10
// §2). Only successes are kept: a forged or expired token is checked (and rejected) every time.
import type { AuthContext } from './auth-context.ts';

export interface VerifiedTokenCache {
  /** The claims of a token verified before and not expired at `now`, else undefined. */
  get(token: string, now: Date): AuthContext | undefined;
  /** Remembers a verified token until its expiry (epoch seconds, the JWT `exp`). */
  set(token: string, auth: AuthContext, expiresAtSeconds: number): void;
  readonly size: number;
}

interface Entry {
  auth: AuthContext;
  exp: number;
}

/** A bounded LRU (Map insertion order): the least recently used token goes first. */
export function createVerifiedTokenCache(maxEntries = 10_000): VerifiedTokenCache {
  const entries = new Map<string, Entry>();
  return {
    get(token, now) {
      const entry = entries.get(token);
      if (!entry) return undefined;
      // jose's rule: a token is expired once exp <= now in whole seconds.
      if (entry.exp <= Math.floor(now.getTime() / 1000)) {
        entries.delete(token);
        return undefined;
      }
      entries.delete(token);
      entries.set(token, entry);
      return entry.auth;
    },
    set(token, auth, exp) {
      entries.delete(token);
      entries.set(token, { auth, exp });
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
    },
    get size() {
      return entries.size;
    },
  };
}
