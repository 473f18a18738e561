// Impersonation markers: SPEC §4 (the bar starts when the cookie _i is present), §5, §9
// (the ident has exactly 64 characters).
import { IMPERSONATION_IDENT_LENGTH } from './constants.ts';

/** The cookie that holds the impersonation ident while an agent acts for a customer user. */
export const IMPERSONATION_COOKIE = '_i';

/** SPEC §5: an ident that is not exactly 64 characters is an unknown impersonation session. */
export function isImpersonationIdent(value: unknown): value is string {
  return typeof value === 'string' && value.length === IMPERSONATION_IDENT_LENGTH;
}
