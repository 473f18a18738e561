// The header's bell (issue #16; SPEC §2 header, §4, §9): a link to the notifications page with
// the unread count on it. The poller (./unread-poller.ts) is loaded with a dynamic import once
// the browser is idle, so the header, which is on every page, stays light (issue #11: the cart
// page is at the edge of its 120 kB budget). Its name ('Obvestila, 3 neprebrana') and the
// alerts' titles are composed there too.
import { useEffect, useState } from 'react';
import { NavLink } from 'react-router';
import { useLocale, useT } from '../../i18n/i18n-context';
import { href } from '../../route-table';
import { BellIcon } from '../../ui/icons';
import type { BellState } from './unread-poller';

/** requestIdleCallback where there is one (Safari has none: a short timeout). */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 3_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1_500);
  return () => window.clearTimeout(id);
}

export function NotificationBell({ token }: { token: string }) {
  const t = useT();
  const locale = useLocale();
  const [state, setState] = useState<BellState | null>(null);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      void import('./unread-poller').then(({ startUnreadPoller }) => {
        if (cancelled) return;
        stop = startUnreadPoller({ token, locale, onChange: setState });
      });
    });
    return () => {
      cancelled = true;
      cancelIdle();
      stop?.();
    };
  }, [token, locale]);

  const count = state?.count ?? 0;
  const label = state?.label ?? t('header.notifications');
  const alert = (state?.alerts.length ?? 0) > 0;
  return (
    <NavLink
      to={href('notifications', locale)}
      aria-label={label}
      title={[label, ...(state?.alerts ?? [])].join('\n')}
      data-testid="notification-bell"
      className={({ isActive }) =>
        `relative flex size-10 items-center justify-center rounded-md ${
          isActive ? 'bg-brand-50 text-brand-800' : 'text-neutral-700 hover:bg-neutral-100'
        }`
      }
    >
      <BellIcon className="size-6" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="notification-count"
          className={`absolute -right-0.5 -top-0.5 min-w-5 rounded-full px-1 text-center text-xs font-semibold leading-5 text-white ${
            alert ? 'bg-danger-700' : 'bg-brand-700'
          }`}
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </NavLink>
  );
}
