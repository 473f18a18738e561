// The notifications page (issue #16; SPEC §2 /obvestila, §3 Notification with its local fields
// date and checked, §4, §8; decision 042): filters in the address, a table on wide screens and
// cards on a phone, a checkbox per row with select-all, bulk mark read / unread / delete (delete
// asks first), links to what a notification is about, unread ones in bold.
import type { Notification } from '@gradnik/contracts/notification';
import { NOTIFICATIONS_PAGE_SIZE_OPTIONS } from '@gradnik/domain/constants';
import { ljubljanaDateTimeParts } from '@gradnik/domain/format';
import { useMemo, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { useLocale } from '../../i18n/i18n-context';
import { shopCall, useShopCaller } from '../../lib/basket-client';
import { asContract } from '../../lib/contract';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Choice, FilterForm, TextField, type FilterError } from '../../ui/filter-fields';
import { PageHeading } from '../../ui/page-heading';
import {
  NOTIFICATION_PATHS,
  notificationHref,
  notificationsHref,
  withReadAt,
  type NotificationsFilter,
} from './notifications-filter';
import type { NotificationsPage } from './notifications.server';
import { notificationText, type NotificationTextKey } from './texts';

type Bulk = 'read' | 'unread' | 'remove';

function useTexts() {
  const locale = useLocale();
  return (key: NotificationTextKey, vars?: Record<string, string | number>) =>
    notificationText(locale, key, vars);
}

/** SPEC §3 local field date: DD. MM. YYYY (and the time, Ljubljana). */
function shownDate(iso: string): string {
  const { date, time } = ljubljanaDateTimeParts(iso);
  return `${date} ${time}`;
}

export function NotificationsView({
  filter,
  notifications: loaded,
  total,
  page,
  lastPage,
  errors,
}: NotificationsPage & { filter: NotificationsFilter }) {
  const t = useTexts();
  const locale = useLocale();
  const { token } = useShopCaller();
  const revalidator = useRevalidator();
  const [items, setItems] = useState<Notification[]>(loaded);
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // A new page or filter (or the list loaded again): its rows, nothing chosen. Adjusted while
  // rendering, not in an effect, so the old rows never show with the new page.
  const [source, setSource] = useState(loaded);
  if (source !== loaded) {
    setSource(loaded);
    setItems(loaded);
    setChecked(new Set());
  }

  const allChecked = items.length > 0 && items.every((n) => checked.has(n.id));
  const chosen = useMemo(() => [...checked], [checked]);

  async function call(kind: Bulk, ids: readonly string[]): Promise<boolean> {
    const path =
      kind === 'read'
        ? NOTIFICATION_PATHS.read
        : kind === 'unread'
          ? NOTIFICATION_PATHS.unread
          : NOTIFICATION_PATHS.remove;
    try {
      await asContract(
        'notificationBulkResponse',
        await shopCall(path, {
          token,
          locale,
          method: kind === 'remove' ? 'DELETE' : 'POST',
          body: { notification_ids: ids },
        }),
      );
      return true;
    } catch {
      return false;
    }
  }

  /** SPEC §4: read_at is set (or cleared) here at once; a failed call puts it back. */
  async function mark(kind: 'read' | 'unread', ids: readonly string[]) {
    const before = items;
    const set = new Set(ids);
    setItems((now) => withReadAt(now, set, kind === 'read' ? new Date().toISOString() : null));
    setFailure(null);
    if (!(await call(kind, ids))) {
      setItems(before);
      setFailure(t('failed.mark'));
      return;
    }
    setChecked(new Set());
    if (filter.status !== 'all') void revalidator.revalidate();
  }

  async function remove() {
    setConfirming(false);
    setBusy(true);
    setFailure(null);
    const ok = await call('remove', chosen);
    setBusy(false);
    // SPEC §8: a delete failure shows the caller's message.
    if (!ok) {
      setFailure(t('failed.remove'));
      return;
    }
    setChecked(new Set());
    void revalidator.revalidate();
  }

  function toggle(id: string) {
    setChecked((now) => {
      const next = new Set(now);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  const filterErrors: FilterError[] = errors.map((key) => ({
    key,
    field: key === 'dateTo' ? 'notifications-to' : 'notifications-from',
    text: t(`error.${key}`),
  }));

  const title = (n: Notification) => {
    const target = notificationHref(n.data.link, locale);
    const text = n.data.title;
    const openIt = () => {
      if (n.read_at === null) void mark('read', [n.id]);
    };
    return target ? (
      <Link to={target} onClick={openIt} className="text-brand-900 underline">
        {text}
      </Link>
    ) : (
      <button type="button" onClick={openIt} className="text-left text-neutral-900">
        {text}
      </button>
    );
  };

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeading>{locale === 'en' ? 'Notifications' : 'Obvestila'}</PageHeading>
      <p className="text-sm text-neutral-700">{t('intro')}</p>

      <FilterForm
        label={t('filterLabel')}
        errors={filterErrors}
        applyText={t('apply')}
        clearText={t('clear')}
        columns={5}
      >
        <Choice
          id="notifications-status"
          name="status"
          label={t('status')}
          value={filter.status}
          options={(['all', 'unread', 'read'] as const).map((s) => [s, t(`status.${s}`)] as const)}
        />
        <TextField
          id="notifications-from"
          name="od"
          label={t('dateFrom')}
          value={filter.dateFrom}
          placeholder={t('datePlaceholder')}
          inputMode="numeric"
          invalid={errors.includes('dateFrom') || errors.includes('dateOrder')}
        />
        <TextField
          id="notifications-to"
          name="do"
          label={t('dateTo')}
          value={filter.dateTo}
          placeholder={t('datePlaceholder')}
          inputMode="numeric"
          invalid={errors.includes('dateTo')}
        />
        <Choice
          id="notifications-per-page"
          name="per_page"
          label={t('perPage')}
          value={String(filter.perPage)}
          options={NOTIFICATIONS_PAGE_SIZE_OPTIONS.map((n) => [String(n), String(n)] as const)}
        />
      </FilterForm>

      <div
        className="flex flex-wrap items-center gap-3"
        role="group"
        aria-label={t('selected', { count: checked.size })}
      >
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={allChecked}
            disabled={items.length === 0}
            onChange={() => setChecked(allChecked ? new Set() : new Set(items.map((n) => n.id)))}
          />
          {t('selectAll')}
        </label>
        <span className="text-sm text-neutral-700" aria-live="polite">
          {t('selected', { count: checked.size })}
        </span>
        <button
          type="button"
          className="btn-secondary"
          disabled={checked.size === 0 || busy}
          onClick={() => void mark('read', chosen)}
        >
          {t('markRead')}
        </button>
        <button
          type="button"
          className="btn-secondary"
          disabled={checked.size === 0 || busy}
          onClick={() => void mark('unread', chosen)}
        >
          {t('markUnread')}
        </button>
        <button
          type="button"
          className="btn-secondary"
          disabled={checked.size === 0 || busy}
          onClick={() => setConfirming(true)}
        >
          {t('remove')}
        </button>
      </div>
      {failure ? (
        <p role="alert" className="text-sm text-danger-700">
          {failure}
        </p>
      ) : null}

      {items.length === 0 ? (
        <p className="text-neutral-700">{t('empty')}</p>
      ) : (
        <>
          {/* Wide screens: a table. */}
          <table className="hidden w-full border-collapse text-sm md:table">
            <thead>
              <tr className="border-b border-neutral-200 text-left">
                <th className="w-10 py-2" scope="col">
                  <span className="sr-only">{t('selectAll')}</span>
                </th>
                <th className="py-2" scope="col">
                  {t('date')}
                </th>
                <th className="py-2" scope="col">
                  {t('title')}
                </th>
                <th className="py-2" scope="col">
                  {t('state')}
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((n) => (
                <tr
                  key={n.id}
                  data-testid="notification-row"
                  data-read={n.read_at !== null}
                  className={`border-b border-neutral-100 align-top ${n.read_at === null ? 'bg-brand-50 font-semibold' : ''}`}
                >
                  <td className="py-2">
                    <input
                      type="checkbox"
                      aria-label={t('select', { title: n.data.title })}
                      checked={checked.has(n.id)}
                      onChange={() => toggle(n.id)}
                    />
                  </td>
                  <td className="whitespace-nowrap py-2 pr-4">{shownDate(n.created_at)}</td>
                  <td className="py-2 pr-4">
                    <div>{title(n)}</div>
                    <div className="font-normal text-neutral-700">{n.data.content}</div>
                  </td>
                  <td className="py-2">{n.read_at === null ? t('unread') : t('read')}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {/* Phones: cards. */}
          <ul className="space-y-3 md:hidden">
            {items.map((n) => (
              <li
                key={n.id}
                data-testid="notification-card"
                data-read={n.read_at !== null}
                className={`flex gap-3 rounded-lg border border-neutral-200 p-3 ${n.read_at === null ? 'bg-brand-50 font-semibold' : 'bg-white'}`}
              >
                <input
                  type="checkbox"
                  className="mt-1"
                  aria-label={t('select', { title: n.data.title })}
                  checked={checked.has(n.id)}
                  onChange={() => toggle(n.id)}
                />
                <div className="min-w-0 space-y-1">
                  <div className="text-xs font-normal text-neutral-600">
                    {shownDate(n.created_at)} · {n.read_at === null ? t('unread') : t('read')}
                  </div>
                  <div>{title(n)}</div>
                  <div className="text-sm font-normal text-neutral-700">{n.data.content}</div>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}

      <nav aria-label={t('pagination')} className="flex items-center justify-between gap-3 text-sm">
        {page > 1 ? (
          <Link to={notificationsHref(filter, { page: page - 1 })} className="underline">
            {t('previous')}
          </Link>
        ) : (
          <span />
        )}
        <span>
          {t('pageStatus', { page, last: lastPage })} · {total}
        </span>
        {page < lastPage ? (
          <Link to={notificationsHref(filter, { page: page + 1 })} className="underline">
            {t('next')}
          </Link>
        ) : (
          <span />
        )}
      </nav>

      <ConfirmDialog
        open={confirming}
        title={t('confirm.title')}
        message={t('confirm.message', { count: checked.size })}
        confirmLabel={t('confirm.yes')}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
