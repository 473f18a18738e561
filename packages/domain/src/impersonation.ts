// Impersonation (SPEC §3, §4, §5, §6, §9; issue #13): the markers, the SPEC §5 messages, the
// client's transition rules and when a session is over (idle or too long).
import { IMPERSONATION_IDENT_LENGTH } from './constants.ts';
import type { Locale } from './locale.ts';

/** The cookie that holds the impersonation ident while an agent acts for a customer user. */
export const IMPERSONATION_COOKIE = '_i';

/**
 * SPEC §6: "the impersonated user's token is then used with a header identifying the
 * impersonation session". A token minted for an impersonation is refused without it.
 */
export const IMPERSONATION_HEADER = 'x-impersonation-ident';

/** Issue #13 defaults: a visit ends after 30 idle minutes, and after 8 hours in any case. */
export const IMPERSONATION_IDLE_MINUTES = 30;
export const IMPERSONATION_MAX_MINUTES = 8 * 60;

/** The reason an agent gives when starting (issue #13 audit): long enough to say something. */
export const IMPERSONATION_REASON_MIN = 3;
export const IMPERSONATION_REASON_MAX = 500;

/** SPEC §5: an ident that is not exactly 64 characters is an unknown impersonation session. */
export function isImpersonationIdent(value: unknown): value is string {
  return typeof value === 'string' && value.length === IMPERSONATION_IDENT_LENGTH;
}

export type ImpersonationMessageKey =
  'alreadyActive' | 'notActive' | 'unknownSession' | 'invalidIdent' | 'startFailed';

/** SPEC §5 "Impersonation", word for word in Slovenian; English for /en. */
const IMPERSONATION_MESSAGES: Record<Locale, Record<ImpersonationMessageKey, string>> = {
  sl: {
    alreadyActive: 'Impersonacija je že v teku.',
    notActive: 'Impersonacija ni v teku.',
    unknownSession: 'Neznana seja impersonacije.',
    invalidIdent: 'Invalid impersonation ident',
    startFailed: 'Napaka pri poskusu impersonacije.',
  },
  en: {
    alreadyActive: 'Impersonation is already in progress.',
    notActive: 'Impersonation is not in progress.',
    unknownSession: 'Unknown impersonation session.',
    invalidIdent: 'Invalid impersonation ident',
    startFailed: 'Error while trying to impersonate.',
  },
};

export function impersonationMessage(key: ImpersonationMessageKey, locale: Locale = 'sl'): string {
  return IMPERSONATION_MESSAGES[locale][key];
}

/** The client's impersonation state (SPEC §4). */
export interface ImpersonationState {
  active: boolean;
}

export type TransitionResult = { ok: true } | { ok: false; message: ImpersonationMessageKey };

/**
 * SPEC §4: "not impersonating to impersonating only if not already, once the server returns an
 * ident of exactly 64 characters and the impersonation cookie is stored".
 */
export function canStartImpersonation(
  state: ImpersonationState,
  answer: { ident: unknown } | null,
  cookieStored: boolean,
): TransitionResult {
  if (state.active) return { ok: false, message: 'alreadyActive' };
  if (!answer || !isImpersonationIdent(answer.ident))
    return { ok: false, message: 'unknownSession' };
  if (!cookieStored) return { ok: false, message: 'startFailed' };
  return { ok: true };
}

/** SPEC §4: "Stopping requires being in impersonation and a 64-character ident". */
export function canStopImpersonation(state: ImpersonationState, ident: unknown): TransitionResult {
  if (!state.active) return { ok: false, message: 'notActive' };
  if (!isImpersonationIdent(ident)) return { ok: false, message: 'unknownSession' };
  return { ok: true };
}

/** SPEC §4: stopping "completes on a 200 response with a non-false result". */
export function stopCompleted(status: number, result: unknown): boolean {
  return status === 200 && result !== false && result !== undefined && result !== null;
}

export type ImpersonationLimit = 'idle' | 'max_length';

/** Issue #13: whether a running session has run out, and by which limit (null: it lives). */
export function impersonationLimitReached(
  session: { lastSeenAt: Date; endsBy: Date },
  now: Date,
  idleMinutes: number = IMPERSONATION_IDLE_MINUTES,
): ImpersonationLimit | null {
  if (now.getTime() >= session.endsBy.getTime()) return 'max_length';
  if (now.getTime() - session.lastSeenAt.getTime() >= idleMinutes * 60_000) return 'idle';
  return null;
}
