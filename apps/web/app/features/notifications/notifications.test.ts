// The notification centre's browser side (issue #16; SPEC §4, §9): the filters in the address and
// the request they make, the page clamp, read_at set locally, the bell's name and its poller's
// 20 s interval.
import { UNREAD_NOTIFICATIONS_POLL_MS } from '@gradnik/domain/constants';
import { clampedPage } from '@gradnik/domain/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  notificationHref,
  notificationsFilterFrom,
  notificationsHref,
  notificationsRequest,
  withReadAt,
} from './notifications-filter';
import { bellLabel } from './texts';
import { startUnreadPoller, type BellState } from './unread-poller';

const filterOf = (search: string) => notificationsFilterFrom(new URLSearchParams(search));

describe('the filters in the address', () => {
  it('defaults to all, 10 a page, page 1', () => {
    expect(filterOf('')).toEqual({ status: 'all', dateFrom: '', dateTo: '', perPage: 10, page: 1 });
  });

  it('takes only the page sizes 5, 10, 20, 50, 100 and the three statuses', () => {
    expect(filterOf('per_page=50&status=unread&page=3')).toMatchObject({
      perPage: 50,
      status: 'unread',
      page: 3,
    });
    expect(filterOf('per_page=7&status=new')).toMatchObject({ perPage: 10, status: 'all' });
  });

  it('sends a day range as 00:00:00 to 23:59:59 (SPEC §9)', () => {
    const request = notificationsRequest(filterOf('od=1. 3. 2026&do=31. 03. 2026&status=read'));
    expect(request.body).toEqual({
      status: 'read',
      order: 'created_at',
      sort: 'desc',
      from_datetime: '2026-03-01 00:00:00',
      to_datetime: '2026-03-31 23:59:59',
    });
    expect(request.query).toBe('page=1&per_page=10');
    expect(request.errors).toEqual([]);
  });

  it('reports a day that is no day, and a range in the wrong order, instead of sending it', () => {
    expect(notificationsRequest(filterOf('od=31. 2. 2026')).errors).toEqual(['dateFrom']);
    const backwards = notificationsRequest(filterOf('od=5. 3. 2026&do=1. 3. 2026'));
    expect(backwards.errors).toEqual(['dateOrder']);
    expect(backwards.body.from_datetime).toBeUndefined();
  });

  it('starts a changed filter at page 1 (SPEC §4) and keeps the rest', () => {
    const filter = filterOf('status=unread&page=4&per_page=20');
    expect(notificationsHref(filter, { perPage: 50 })).toBe('?status=unread&per_page=50');
    expect(notificationsHref(filter, { page: 2 })).toBe('?status=unread&per_page=20&page=2');
  });
});

describe('a page beyond the last (SPEC §4)', () => {
  it('is set to the last page', () => {
    expect(clampedPage(12, 3)).toBe(3);
    expect(clampedPage(2, 3)).toBeNull();
  });
});

describe('read_at set locally at once (SPEC §4)', () => {
  const items = [
    { id: 'a', read_at: null },
    { id: 'b', read_at: '2026-01-01T00:00:00.000Z' },
    { id: 'c', read_at: null },
  ];

  it('sets read_at on the chosen unread ones only', () => {
    const next = withReadAt(items, new Set(['a', 'b']), '2026-02-02T10:00:00.000Z');
    expect(next.map((n) => n.read_at)).toEqual([
      '2026-02-02T10:00:00.000Z',
      '2026-01-01T00:00:00.000Z',
      null,
    ]);
  });

  it('clears it when marked unread', () => {
    expect(withReadAt(items, new Set(['b']), null).map((n) => n.read_at)).toEqual([
      null,
      null,
      null,
    ]);
  });
});

describe('links', () => {
  it('lead to the order, offer, complaint or documents in the page language', () => {
    expect(notificationHref({ kind: 'order', id: 7 }, 'sl')).toBe('/narocila/7');
    expect(notificationHref({ kind: 'offer', id: 3 }, 'en')).toBe('/en/inquiry-offers/inquiry/3');
    expect(notificationHref({ kind: 'complaint', id: 2 }, 'sl')).toBe('/reklamacije/2');
    expect(notificationHref({ kind: 'document', id: 9 }, 'sl')).toBe('/dokumenti');
    expect(notificationHref(null, 'sl')).toBeNull();
  });
});

describe('the bell', () => {
  it('names the count with the Slovenian plural', () => {
    expect(bellLabel(0, 'sl')).toBe('Obvestila');
    expect(bellLabel(1, 'sl')).toBe('Obvestila, 1 neprebrano');
    expect(bellLabel(2, 'sl')).toBe('Obvestila, 2 neprebrani');
    expect(bellLabel(3, 'sl')).toBe('Obvestila, 3 neprebrana');
    expect(bellLabel(5, 'sl')).toBe('Obvestila, 5 neprebranih');
    expect(bellLabel(1, 'en', 1)).toBe('Notifications, 1 unread, 1 important');
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('polls the count every 20 s and asks for the alerts when it grows', async () => {
    expect(UNREAD_NOTIFICATIONS_POLL_MS).toBe(20_000);
    vi.useFakeTimers();
    const counts = [2, 2, 3];
    const fetchJson = vi.fn(() => Promise.resolve({ data: { count: counts.shift() ?? 3 } }));
    const fetchAlerts = vi.fn(() => Promise.resolve(['Zastopnik je vstopil v vaš račun']));
    const states: BellState[] = [];
    const stop = startUnreadPoller({
      token: 't',
      locale: 'sl',
      onChange: (s) => states.push(s),
      fetchJson,
      fetchAlerts,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchJson).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(fetchJson).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchJson).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(fetchJson).toHaveBeenCalledTimes(3);
    // Asked at the start (unread ones) and when 2 became 3; not when it stayed 2.
    expect(fetchAlerts).toHaveBeenCalledTimes(2);
    expect(states.map((s) => s.count)).toEqual([2, 3]);
    expect(states.at(-1)?.label).toBe('Obvestila, 3 neprebrana, 1 pomembno');
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchJson).toHaveBeenCalledTimes(3);
  });

  it('stops when the session is rejected', async () => {
    vi.useFakeTimers();
    const fetchJson = vi.fn(() =>
      Promise.reject(
        new Error('GET /api/notifications/user/unread-notifications-count answered 401'),
      ),
    );
    startUnreadPoller({ token: 't', locale: 'sl', onChange: () => {}, fetchJson });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchJson).toHaveBeenCalledTimes(1);
  });
});
