// The bell's poller (issue #16; SPEC §4 "unread count is polled every 20 s while logged in", §7,
// §9), loaded by notification-bell.tsx after the page is idle, so none of it weighs on the first
// load (issue #11). It asks for the count every 20 s and, when the count grows (and once at the
// start if there are unread ones), for the newest unread header alerts (SPEC §7 {type alert,
// status unread, order created_at}); it hands the bell its badge, its name and the alerts' titles.
import { UNREAD_NOTIFICATIONS_POLL_MS } from '@gradnik/domain/constants';
import { NOTIFICATION_ALERTS_SHOWN } from '@gradnik/domain/notifications';
import type { Locale } from '@gradnik/domain/locale';
import { fetchShopJson } from '../../lib/browser-api';
import { NOTIFICATION_PATHS } from './notifications-filter';
import { bellLabel } from './texts';

export interface BellState {
  count: number;
  alerts: string[];
  label: string;
}

export interface PollerOptions {
  token: string;
  locale: Locale;
  onChange: (state: BellState) => void;
  /** Tests: another interval or fetch. */
  intervalMs?: number;
  fetchJson?: typeof fetchShopJson;
  fetchAlerts?: (token: string, locale: Locale) => Promise<string[]>;
}

/** The newest unread header alerts' titles (SPEC §7 type alert). */
async function newestAlerts(token: string, locale: Locale): Promise<string[]> {
  const response = await fetch(
    `${NOTIFICATION_PATHS.list}?page=1&per_page=${NOTIFICATION_ALERTS_SHOWN}`,
    {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        'Accept-Language': locale,
      },
      body: JSON.stringify({ type: 'alert', status: 'unread', order: 'created_at' }),
      credentials: 'same-origin',
    },
  );
  if (!response.ok) return [];
  const body = (await response.json()) as { data?: { data?: { data?: { title?: unknown } }[] } };
  return (body.data?.data ?? []).flatMap((n) =>
    typeof n.data?.title === 'string' ? [n.data.title] : [],
  );
}

/** Starts polling; returns the stop. Stops by itself on a 401 (the session keeper takes over). */
export function startUnreadPoller(options: PollerOptions): () => void {
  const fetchJson = options.fetchJson ?? fetchShopJson;
  const fetchAlerts = options.fetchAlerts ?? newestAlerts;
  const interval = options.intervalMs ?? UNREAD_NOTIFICATIONS_POLL_MS;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last = -1;
  let alerts: string[] = [];
  let controller: AbortController | null = null;

  async function tick(): Promise<void> {
    controller = new AbortController();
    try {
      const body = (await fetchJson(NOTIFICATION_PATHS.count, {
        token: options.token,
        locale: options.locale,
        signal: controller.signal,
      })) as { data?: { count?: unknown } };
      const count = typeof body.data?.count === 'number' ? body.data.count : 0;
      if (count > last && count > 0) alerts = await fetchAlerts(options.token, options.locale);
      if (count === 0) alerts = [];
      if (count !== last && !stopped) {
        last = count;
        options.onChange({
          count,
          alerts,
          label: bellLabel(count, options.locale, alerts.length),
        });
      }
    } catch (error) {
      if (error instanceof Error && / answered 401$/.test(error.message)) stopped = true;
      // Anything else: the next poll tries again (the badge keeps its last count).
    }
    if (!stopped) timer = setTimeout(() => void tick(), interval);
  }

  void tick();
  return () => {
    stopped = true;
    controller?.abort();
    if (timer !== undefined) clearTimeout(timer);
  };
}
