// The session and impersonation state of one request, for every loader that needs them.
import type { Session } from '@gradnik/contracts/session';
import { IMPERSONATION_COOKIE, isImpersonationIdent } from '@gradnik/domain/impersonation';
import type { AppLoadContext } from 'react-router';
import { readCookie } from '../../lib/cookies';

// The root and layout loaders run in parallel for one request and share one context object.
// getSession() may refresh the access token (SPEC §4); with rotating refresh tokens two
// parallel refreshes would race, so each request asks once.
const sessions = new WeakMap<AppLoadContext, Promise<Session | null>>();

export function getRequestSession(context: AppLoadContext): Promise<Session | null> {
  let session = sessions.get(context);
  if (!session) {
    session = context.auth.getSession();
    sessions.set(context, session);
  }
  return session;
}

/**
 * SPEC §4: impersonation is on while the `_i` cookie holds a 64-character ident, and (issue
 * #13) the session is that visit's: a marker left behind by a visit that ended (idle, too long,
 * stopped in another tab) turns nothing on. The API decides what the user may do; this only
 * steers the screens (agent redirect, account links, the bar).
 */
export function isImpersonating(request: Request, session: Session | null): boolean {
  const ident = readCookie(request.headers.get('Cookie'), IMPERSONATION_COOKIE);
  return isImpersonationIdent(ident) && session?.impersonation?.ident === ident;
}
