// Session timing rules: SPEC §4 Session, §5 Other, §9.
import { SESSION_EXPIRY_MARGIN_MS } from './constants.ts';

/** A session (or access token) counts as expired when its expiry is within 10 s. */
export function isExpiringSoon(expiresAtMs: number, nowMs: number): boolean {
  return expiresAtMs - nowMs <= SESSION_EXPIRY_MARGIN_MS;
}
