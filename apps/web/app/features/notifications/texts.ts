// The notification centre's texts (issue #16), Slovenian and English. Apart from the main and the
// account catalogues: only the notifications page and the bell's lazy chunk load them (issue #11
// page weight: the header is on every page).
import { plural } from '@gradnik/domain/format';
import type { Locale } from '@gradnik/domain/locale';

const sl = {
  intro: 'Obvestila o vaših naročilih, ponudbah, reklamacijah, dokumentih in računu.',
  filterLabel: 'Filter obvestil',
  status: 'Stanje',
  'status.all': 'Vsa',
  'status.read': 'Prebrana',
  'status.unread': 'Neprebrana',
  dateFrom: 'Od dne',
  dateTo: 'Do dne',
  datePlaceholder: 'DD. MM. LLLL',
  perPage: 'Na stran',
  apply: 'Prikaži',
  clear: 'Počisti filter',
  'error.dateFrom': 'Datum »od« ni veljaven. Vpišite ga kot DD. MM. LLLL.',
  'error.dateTo': 'Datum »do« ni veljaven. Vpišite ga kot DD. MM. LLLL.',
  'error.dateOrder': 'Datum »od« ne sme biti za datumom »do«.',
  empty: 'Ni obvestil.',
  selectAll: 'Izberi vsa obvestila na strani',
  select: 'Izberi obvestilo »{title}«',
  selected: 'Izbranih: {count}',
  markRead: 'Označi kot prebrano',
  markUnread: 'Označi kot neprebrano',
  remove: 'Izbriši',
  'confirm.title': 'Izbris obvestil',
  'confirm.message': 'Ali res želite izbrisati izbrana obvestila ({count})?',
  'confirm.yes': 'Izbriši',
  'failed.remove': 'Obvestil ni bilo mogoče izbrisati. Poskusite znova.',
  'failed.mark': 'Obvestil ni bilo mogoče označiti. Poskusite znova.',
  date: 'Datum',
  title: 'Obvestilo',
  state: 'Stanje',
  unread: 'Neprebrano',
  read: 'Prebrano',
  open: 'Odpri',
  pageStatus: 'Stran {page} od {last}',
  previous: 'Prejšnja stran',
  next: 'Naslednja stran',
  pagination: 'Strani obvestil',
} as const;

export type NotificationTextKey = keyof typeof sl;

const en: Record<NotificationTextKey, string> = {
  intro: 'Notices about your orders, offers, complaints, documents and account.',
  filterLabel: 'Notification filter',
  status: 'Status',
  'status.all': 'All',
  'status.read': 'Read',
  'status.unread': 'Unread',
  dateFrom: 'From',
  dateTo: 'To',
  datePlaceholder: 'DD. MM. YYYY',
  perPage: 'Per page',
  apply: 'Show',
  clear: 'Clear filter',
  'error.dateFrom': 'The “from” date is not valid. Type it as DD. MM. YYYY.',
  'error.dateTo': 'The “to” date is not valid. Type it as DD. MM. YYYY.',
  'error.dateOrder': 'The “from” date must not be after the “to” date.',
  empty: 'No notifications.',
  selectAll: 'Select all notifications on the page',
  select: 'Select notification “{title}”',
  selected: 'Selected: {count}',
  markRead: 'Mark as read',
  markUnread: 'Mark as unread',
  remove: 'Delete',
  'confirm.title': 'Delete notifications',
  'confirm.message': 'Do you really want to delete the selected notifications ({count})?',
  'confirm.yes': 'Delete',
  'failed.remove': 'The notifications could not be deleted. Please try again.',
  'failed.mark': 'The notifications could not be marked. Please try again.',
  date: 'Date',
  title: 'Notification',
  state: 'Status',
  unread: 'Unread',
  read: 'Read',
  open: 'Open',
  pageStatus: 'Page {page} of {last}',
  previous: 'Previous page',
  next: 'Next page',
  pagination: 'Notification pages',
};

const CATALOGUES: Record<Locale, Record<NotificationTextKey, string>> = { sl, en };

export function notificationText(
  locale: Locale,
  key: NotificationTextKey,
  vars: Record<string, string | number> = {},
): string {
  return CATALOGUES[locale][key].replace(/\{(\w+)\}/g, (_, name: string) =>
    String(vars[name] ?? `{${name}}`),
  );
}

/**
 * The bell's name with the unread count (issue #16): 'Obvestila, 3 neprebrana' with the right
 * Slovenian plural (1 neprebrano, 2 neprebrani, 3 neprebrana, 5 neprebranih).
 */
export function bellLabel(count: number, locale: Locale, alerts = 0): string {
  const base = locale === 'en' ? 'Notifications' : 'Obvestila';
  if (count <= 0) return base;
  const unread =
    locale === 'en'
      ? plural(count, { one: '{count} unread', other: '{count} unread' }, 'en')
      : plural(
          count,
          {
            one: '{count} neprebrano',
            two: '{count} neprebrani',
            few: '{count} neprebrana',
            other: '{count} neprebranih',
          },
          'sl',
        );
  if (alerts <= 0) return `${base}, ${unread}`;
  const important =
    locale === 'en'
      ? `${alerts} important`
      : plural(
          alerts,
          {
            one: '{count} pomembno',
            two: '{count} pomembni',
            few: '{count} pomembna',
            other: '{count} pomembnih',
          },
          'sl',
        );
  return `${base}, ${unread}, ${important}`;
}
