// Keeps the session alive in the browser (SPEC §4 Session, §9): every 500 ms, when the access
// token expires within 10 s, ask Auth.js for the session (it refreshes the token server-side);
// also on window focus. No session or a failed refresh → sign out and go to the login page.
// Another user's e-mail (not impersonating) → stop and reload at the root.
import type { Session } from '@gradnik/contracts/session';
import { SESSION_CHECK_INTERVAL_MS } from '@gradnik/domain/constants';
import type { Locale } from '@gradnik/domain/locale';
import { isExpiringSoon } from '@gradnik/domain/session';
import { useEffect } from 'react';
import { href } from '../../route-table';
import { fetchSession, signOut } from './auth-client';
import { SESSION_EXPIRED_ERROR, loginHref } from './redirect';

/** After a network failure, wait before asking again rather than every 500 ms. */
const RETRY_AFTER_FAILURE_MS = 5_000;

export interface SessionKeeperOptions {
  session: Session | null;
  impersonating: boolean;
  locale: Locale;
  /** The e-mail of the user the page was loaded for. */
  loadedEmail: string | null;
  navigate?: (url: string) => void;
  now?: () => number;
}

function assignLocation(url: string) {
  window.location.assign(url);
}

export function useSessionKeeper({
  session,
  impersonating,
  locale,
  loadedEmail,
  navigate = assignLocation,
  now = Date.now,
}: SessionKeeperOptions): void {
  const active = session !== null && session.error === undefined;
  const loadedExpiry = session?.accessTokenExpires ?? null;

  useEffect(() => {
    if (!active || loadedExpiry === null || !loadedEmail) return;
    let expiresAt = loadedExpiry;
    let inFlight = false;
    let stopped = false;
    let retryAt = 0;

    async function leave() {
      const returnTo = `${window.location.pathname}${window.location.search}`;
      const login = loginHref(locale, returnTo, SESSION_EXPIRED_ERROR);
      try {
        await signOut(login);
      } catch {
        // The login page lets an expired session sign in again either way.
      }
      navigate(login);
    }

    async function refresh() {
      if (inFlight || stopped || now() < retryAt) return;
      inFlight = true;
      try {
        const next = await fetchSession();
        if (stopped) return;
        if (!next || next.error === 'RefreshFailed') {
          stopped = true;
          await leave();
          return;
        }
        if (!impersonating && next.user.email !== loadedEmail) {
          // Someone else signed in in another tab: nothing on this page is theirs.
          stopped = true;
          navigate(href('home', locale));
          return;
        }
        expiresAt = next.accessTokenExpires;
      } catch {
        retryAt = now() + RETRY_AFTER_FAILURE_MS;
      } finally {
        inFlight = false;
      }
    }

    const timer = setInterval(() => {
      if (isExpiringSoon(expiresAt, now())) void refresh();
    }, SESSION_CHECK_INTERVAL_MS);
    const onFocus = () => void refresh();
    window.addEventListener('focus', onFocus);
    return () => {
      stopped = true;
      clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, [active, loadedExpiry, loadedEmail, impersonating, locale, navigate, now]);
}
