// The browser's side of starting and stopping a visit (issue #13; SPEC §4 transitions, §5
// messages, §7 calls): the shop API call, then the app server's POST /api/impersonate {cookie}.
// The rules are the domain's (packages/domain impersonation.ts); this only makes the calls.
import {
  canStartImpersonation,
  canStopImpersonation,
  IMPERSONATION_COOKIE,
  impersonationMessage,
  isImpersonationIdent,
  stopCompleted,
} from '@gradnik/domain/impersonation';
import type { Locale } from '@gradnik/domain/locale';
import { ShopApiError, shopCall } from '../../lib/basket-client';
import { asContract } from '../../lib/contract';
import { readCookie } from '../../lib/cookies';

export const APP_IMPERSONATE_PATH = '/api/impersonate';

export type VisitResult = { ok: true } | { ok: false; message: string };

interface Caller {
  token: string | null;
  locale: Locale;
}

/** SPEC §4: impersonation is on while the `_i` cookie holds an ident. */
export function currentIdent(): string | null {
  if (typeof document === 'undefined') return null;
  const ident = readCookie(document.cookie, IMPERSONATION_COOKIE);
  return isImpersonationIdent(ident) ? ident : null;
}

/** POST (app server) /api/impersonate {cookie}: true when the server stored it (200). */
async function storeCookie(cookie: string | null): Promise<boolean> {
  try {
    const response = await fetch(APP_IMPERSONATE_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ cookie }),
    });
    return response.status === 200;
  } catch {
    return false;
  }
}

function failure(error: unknown, locale: Locale): VisitResult {
  return {
    ok: false,
    message:
      error instanceof ShopApiError && error.messages[0]
        ? error.messages[0]
        : impersonationMessage('startFailed', locale),
  };
}

/**
 * Starts acting for a customer: POST /api/customer/impersonate {id, reason}, then the cookie.
 * `running` is the page's knowledge (the session's visit, root data): a `_i` cookie left by a
 * visit that ended by itself (idle, too long) is cleared first instead of blocking the start.
 */
export async function startVisit(
  customerId: number,
  reason: string,
  caller: Caller & { running: boolean },
): Promise<VisitResult> {
  if (!caller.running && currentIdent() !== null) await storeCookie(null);
  const state = { active: caller.running || currentIdent() !== null };
  if (state.active)
    return { ok: false, message: impersonationMessage('alreadyActive', caller.locale) };
  let ident: string;
  try {
    const answer = await asContract(
      'impersonateResponse',
      await shopCall('/api/customer/impersonate', {
        token: caller.token,
        locale: caller.locale,
        method: 'POST',
        body: { id: customerId, reason },
      }),
    );
    ident = answer.result.ident;
  } catch (error) {
    return failure(error, caller.locale);
  }
  // SPEC §4: an ident that is not 64 characters starts nothing (no cookie call).
  const early = canStartImpersonation(state, { ident }, true);
  if (!early.ok) return { ok: false, message: impersonationMessage(early.message, caller.locale) };
  const check = canStartImpersonation(state, { ident }, await storeCookie(ident));
  return check.ok
    ? check
    : { ok: false, message: impersonationMessage(check.message, caller.locale) };
}

/**
 * Stops the visit: POST /api/customer/depersonate {in, out, ident} must answer 200 with a
 * result that is not false (SPEC §4); then the app server gives the agent their session back.
 */
export async function stopVisit(
  visit: { customerId: number; agentId: number; ident: string | null },
  caller: Caller,
): Promise<VisitResult> {
  const check = canStopImpersonation({ active: visit.ident !== null }, visit.ident);
  if (!check.ok) return { ok: false, message: impersonationMessage(check.message, caller.locale) };
  try {
    const answer = await asContract(
      'depersonateResponse',
      await shopCall('/api/customer/depersonate', {
        token: caller.token,
        locale: caller.locale,
        method: 'POST',
        body: { in: visit.customerId, out: visit.agentId, ident: visit.ident },
      }),
    );
    if (!stopCompleted(200, answer.result)) {
      return {
        ok: false,
        message: answer.error ?? impersonationMessage('notActive', caller.locale),
      };
    }
  } catch (error) {
    return failure(error, caller.locale);
  }
  await storeCookie(null);
  return { ok: true };
}
