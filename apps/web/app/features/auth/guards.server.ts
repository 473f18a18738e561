// Who may see a screen (SPEC §4 States, §6 Roles). The layout loaders call guardRequest();
// accessRedirect() is the pure decision, tested on its own.
import type { Session } from '@gradnik/contracts/session';
import type { Locale } from '@gradnik/domain/locale';
import { mustRedirectAgentToUsers } from '@gradnik/domain/roles';
import type { AppLoadContext } from 'react-router';
import { throwRedirect } from '../../lib/responses';
import { href, matchScreen, profileHref } from '../../route-table';
import type { Access, Screen, ScreenId } from '../../route-table';
import { SESSION_EXPIRED_ERROR, loginHref } from './redirect';
import { getRequestSession, isImpersonating } from './session.server';

export interface AccessInput {
  access: Access;
  screenId: ScreenId;
  locale: Locale;
  session: Session | null;
  impersonating: boolean;
  /** The requested address as a relative path with its query: '/kosarica?x=1'. */
  requestedPath: string;
  /** The `error` query parameter of the request, if any. */
  errorParam: string | null;
}

/** A session Auth.js holds and whose token refresh has not failed. */
export function isActiveSession(session: Session | null): session is Session {
  return session !== null && session.error === undefined;
}

/** Where the request must go instead, or null when the screen may be shown. */
export function accessRedirect(input: AccessInput): string | null {
  const { access, locale, session } = input;
  if (access === 'public') return null;

  if (access === 'guest') {
    // SPEC §4: login and register send authenticated users to the root of their locale.
    // Not when the API has just rejected the session (SessionExpired): that user must be
    // able to sign in again, else private → login → home → private … loops.
    if (isActiveSession(session) && input.errorParam !== SESSION_EXPIRED_ERROR) {
      return href('home', locale);
    }
    return null;
  }

  // Private (SPEC §4): visitors go to the login page of the same locale with a return address.
  if (session === null) return loginHref(locale, input.requestedPath);
  if (!isActiveSession(session))
    return loginHref(locale, input.requestedPath, SESSION_EXPIRED_ERROR);
  // SPEC §4, §6: agents who are not impersonating are sent to the profile users tab.
  if (
    input.screenId !== 'profile' &&
    mustRedirectAgentToUsers(session.user.role, input.impersonating)
  ) {
    return profileHref(locale, 'users');
  }
  return null;
}

export interface GuardedRequest {
  screen: Screen;
  locale: Locale;
  session: Session | null;
  impersonating: boolean;
  /** Relative path + query of the request, for return addresses. */
  requestedPath: string;
}

/** Resolves the screen of the request and throws a redirect when it may not be shown. */
export async function guardRequest(
  request: Request,
  context: AppLoadContext,
): Promise<GuardedRequest> {
  const url = new URL(request.url);
  const { screen, locale } = matchScreen(url.pathname);
  const session = await getRequestSession(context);
  const impersonating = isImpersonating(request, session);
  const requestedPath = `${url.pathname}${url.search}`;
  const location = accessRedirect({
    access: screen.access,
    screenId: screen.id,
    locale,
    session,
    impersonating,
    requestedPath,
    errorParam: url.searchParams.get('error'),
  });
  if (location) throwRedirect(location);
  return { screen, locale, session, impersonating, requestedPath };
}

/** SPEC §4, §8: the shop API rejected the session → sign in again, then come back. */
export function redirectSessionExpired(guarded: GuardedRequest): never {
  throwRedirect(loginHref(guarded.locale, guarded.requestedPath, SESSION_EXPIRED_ERROR));
}
