// When failed sign-ins stop being answered (issue #10 §1, docs/decisions/015, in the spirit
// of OWASP ASVS 5.0 §6.3): only failures count, counted in a fixed window per key; reaching
// the window's maximum locks the key, and every further lock without a success in between
// lasts twice as long as the one before (progressive), up to a ceiling. Pure, so the rule is
// tested apart from the database that stores the counters.

export interface ThrottlePolicy {
  /** Failures within one window that lock the key. */
  maxFailures: number;
  /** Length of the counting window. */
  windowSeconds: number;
  /** The first lock; each further lock doubles it. */
  lockSeconds: number;
  /** The longest lock. */
  maxLockSeconds: number;
}

export interface ThrottleState {
  failures: number;
  windowStartedAt: Date;
  lockedUntil: Date | null;
  locks: number;
}

/** Seconds until the key may try again, or 0 when it is not locked at `now`. */
export function lockedForSeconds(state: ThrottleState | undefined, now: Date): number {
  if (!state?.lockedUntil || state.lockedUntil <= now) return 0;
  return Math.ceil((state.lockedUntil.getTime() - now.getTime()) / 1000);
}

/** The state after one more failure at `now`. */
export function afterFailure(
  state: ThrottleState | undefined,
  now: Date,
  policy: ThrottlePolicy,
): ThrottleState {
  // A failure while locked is not counted again: the lock already answers it.
  if (state && lockedForSeconds(state, now) > 0) return state;
  const windowEnds = state
    ? state.windowStartedAt.getTime() + policy.windowSeconds * 1000
    : Number.NEGATIVE_INFINITY;
  // A lock that ran out, or a window that ended, starts a new count.
  const fresh = !state || state.lockedUntil !== null || now.getTime() >= windowEnds;
  const failures = fresh ? 1 : state.failures + 1;
  const windowStartedAt = fresh ? now : state.windowStartedAt;
  const locks = state?.locks ?? 0;
  if (failures < policy.maxFailures) return { failures, windowStartedAt, lockedUntil: null, locks };
  const seconds = Math.min(policy.lockSeconds * 2 ** locks, policy.maxLockSeconds);
  return {
    failures,
    windowStartedAt,
    lockedUntil: new Date(now.getTime() + seconds * 1000),
    locks: locks + 1,
  };
}
