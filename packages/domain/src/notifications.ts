// The notification centre (issue #16; SPEC §2 /obvestila, §3 Notification {title, content},
// §4 Notifications rules, §7 notification calls, §9 constants). docs/decisions/042.
//
// - Texts: each event writes one notification per user in that user's language (users.languageid),
//   so the title and content are composed here from the event's params at the time of writing.
// - The link to the order, offer, complaint or document rides in the jsonb data next to SPEC §3's
//   {title, content} (no schema change): data.link = {kind, id}.
// - Paging rule (SPEC §4): a page beyond the last page is set to the last page and fetched again.
// Complaint state labels are the complaints screens' own (./complaints.ts), so they read the same.
import { complaintStateLabel } from './complaints.ts';
import { formatDay } from './date-range.ts';
import type { Locale } from './locale.ts';
import { orderStatusLabel } from './order-status.ts';

export const NOTIFICATION_KINDS = [
  'order_status',
  'offer',
  'offer_expiring',
  'complaint',
  'invoice',
  'invoice_overdue',
  'address_request',
  'impersonation',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_LINK_KINDS = [
  'order',
  'offer',
  'complaint',
  'document',
  'address',
  'impersonation',
] as const;
export type NotificationLinkKind = (typeof NOTIFICATION_LINK_KINDS)[number];

export interface NotificationLink {
  kind: NotificationLinkKind;
  id: number;
}

export type NotificationParams = Record<string, string | number>;

/** SPEC §7: status all | read | unread. */
export const NOTIFICATION_STATUSES = ['all', 'read', 'unread'] as const;
export type NotificationStatusFilter = (typeof NOTIFICATION_STATUSES)[number];

/** SPEC §7 list body `order`: only created_at is sortable (SPEC §9 default created_at desc). */
export const NOTIFICATION_ORDER_FIELDS = ['created_at'] as const;
export const NOTIFICATION_SORTS = ['desc', 'asc'] as const;
export type NotificationSort = (typeof NOTIFICATION_SORTS)[number];

/** Ids one bulk call may name (mark read, mark unread, delete): a page of 100 with room. */
export const NOTIFICATION_BULK_MAX = 500;

/** Header alerts (SPEC §7 type alert): the newest unread ones shown under the bell. */
export const NOTIFICATION_ALERTS_SHOWN = 5;

/** 'alert' for the header (SPEC §7), 'info' for the rest (the schema's default). */
export type NotificationPresentation = 'info' | 'alert';

/**
 * Kinds shown as header alerts unless the caller says otherwise: things to act on now (a
 * stranger in the account, a bill overdue, an offer about to lapse).
 */
export const ALERT_KINDS: ReadonlySet<NotificationKind> = new Set([
  'impersonation',
  'invoice_overdue',
  'offer_expiring',
]);

/**
 * The e-mail setting (packages/domain/src/settings.ts) that decides whether a kind is also
 * e-mailed; null: always e-mailed. Impersonation is a security notice (someone acts in the
 * account), so it is never switched off; an address decision is about the company's records
 * (like its documents), so it follows notifyDocuments. Decision 042.
 */
export const NOTIFICATION_MAIL_SETTING: Record<
  NotificationKind,
  'notifyOrderStatus' | 'notifyDocuments' | 'notifyOffers' | 'notifyComplaints' | null
> = {
  order_status: 'notifyOrderStatus',
  offer: 'notifyOffers',
  offer_expiring: 'notifyOffers',
  complaint: 'notifyComplaints',
  invoice: 'notifyDocuments',
  invoice_overdue: 'notifyDocuments',
  address_request: 'notifyDocuments',
  impersonation: null,
};

const ADDRESS_DECISION_LABELS: Record<Locale, Record<string, string>> = {
  sl: { approved: 'odobrena', rejected: 'zavrnjena' },
  en: { approved: 'approved', rejected: 'rejected' },
};

function text(params: NotificationParams, name: string): string {
  const value = params[name];
  return value === undefined ? '' : String(value);
}

/** A 'YYYY-MM-DD' param as DD. MM. YYYY (SPEC §9); anything else as it is. */
function day(params: NotificationParams, name: string): string {
  const value = text(params, name);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDay(value) : value;
}

/** ' »X«' (sl) or ' “X”' (en) with a leading space, or nothing when the param is empty. */
function quoted(params: NotificationParams, name: string, locale: Locale): string {
  const value = text(params, name).trim();
  if (!value) return '';
  return locale === 'sl' ? ` »${value}«` : ` “${value}”`;
}

export interface NotificationText {
  title: string;
  content: string;
}

type Template = (p: NotificationParams) => NotificationText;

const TEMPLATES: Record<Locale, Record<NotificationKind, Template>> = {
  sl: {
    order_status: (p) => ({
      title: `Naročilo ${text(p, 'number')}: ${orderStatusLabel(text(p, 'status'), 'sl')}`,
      content: `Stanje naročila ${text(p, 'number')} je zdaj »${orderStatusLabel(text(p, 'status'), 'sl')}«.`,
    }),
    offer: (p) => ({
      title: `Nova ponudba ${text(p, 'number')}`,
      content: `Za vaše povpraševanje smo pripravili ponudbo ${text(p, 'number')}.`,
    }),
    offer_expiring: (p) => ({
      title: `Ponudba ${text(p, 'number')} kmalu poteče`,
      content: `Ponudba ${text(p, 'number')} velja do ${day(p, 'validUntil')}.`,
    }),
    complaint: (p) => ({
      title: `Reklamacija ${text(p, 'number')}: ${complaintStateLabel(text(p, 'status'), 'sl')}`,
      content: `Stanje reklamacije ${text(p, 'number')} je zdaj »${complaintStateLabel(text(p, 'status'), 'sl')}«.`,
    }),
    invoice: (p) => ({
      title: `Nov račun ${text(p, 'number')}`,
      content: `Izdali smo račun ${text(p, 'number')} z rokom plačila ${day(p, 'dueAt')}.`,
    }),
    invoice_overdue: (p) => ({
      title: `Račun ${text(p, 'number')} je zapadel`,
      content: `Rok plačila računa ${text(p, 'number')} je potekel ${day(p, 'dueAt')}.`,
    }),
    address_request: (p) => ({
      title: `Zahteva za spremembo naslova je ${ADDRESS_DECISION_LABELS.sl[text(p, 'decision')] ?? text(p, 'decision')}`,
      content: `Vaša zahteva za spremembo naslova${quoted(p, 'address', 'sl')} je ${ADDRESS_DECISION_LABELS.sl[text(p, 'decision')] ?? text(p, 'decision')}.`,
    }),
    impersonation: (p) => ({
      title: 'Zastopnik je vstopil v vaš račun',
      content: `Dne ${day(p, 'day')} je v vašem računu začel delati zastopnik${quoted(p, 'agent', 'sl')}.`,
    }),
  },
  en: {
    order_status: (p) => ({
      title: `Order ${text(p, 'number')}: ${orderStatusLabel(text(p, 'status'), 'en')}`,
      content: `The status of order ${text(p, 'number')} is now “${orderStatusLabel(text(p, 'status'), 'en')}”.`,
    }),
    offer: (p) => ({
      title: `New offer ${text(p, 'number')}`,
      content: `We have prepared offer ${text(p, 'number')} for your inquiry.`,
    }),
    offer_expiring: (p) => ({
      title: `Offer ${text(p, 'number')} expires soon`,
      content: `Offer ${text(p, 'number')} is valid until ${day(p, 'validUntil')}.`,
    }),
    complaint: (p) => ({
      title: `Complaint ${text(p, 'number')}: ${complaintStateLabel(text(p, 'status'), 'en')}`,
      content: `The status of complaint ${text(p, 'number')} is now “${complaintStateLabel(text(p, 'status'), 'en')}”.`,
    }),
    invoice: (p) => ({
      title: `New invoice ${text(p, 'number')}`,
      content: `We have issued invoice ${text(p, 'number')}, due on ${day(p, 'dueAt')}.`,
    }),
    invoice_overdue: (p) => ({
      title: `Invoice ${text(p, 'number')} is overdue`,
      content: `Invoice ${text(p, 'number')} was due on ${day(p, 'dueAt')}.`,
    }),
    address_request: (p) => ({
      title: `Address change request ${ADDRESS_DECISION_LABELS.en[text(p, 'decision')] ?? text(p, 'decision')}`,
      content: `Your request to change the address${quoted(p, 'address', 'en')} was ${ADDRESS_DECISION_LABELS.en[text(p, 'decision')] ?? text(p, 'decision')}.`,
    }),
    impersonation: (p) => ({
      title: 'An agent entered your account',
      content: `On ${day(p, 'day')}, the agent${quoted(p, 'agent', 'en')} started working in your account.`,
    }),
  },
};

/** The title and content of a notification of `kind` in `locale` (SPEC §3 {title, content}). */
export function notificationText(
  kind: NotificationKind,
  params: NotificationParams,
  locale: Locale,
): NotificationText {
  return TEMPLATES[locale][kind](params);
}

export function isNotificationKind(value: unknown): value is NotificationKind {
  return typeof value === 'string' && (NOTIFICATION_KINDS as readonly string[]).includes(value);
}

/** The presentation type a kind gets (SPEC §7 type alert for the header). */
export function notificationPresentation(
  kind: NotificationKind,
  alert?: boolean,
): NotificationPresentation {
  return (alert ?? ALERT_KINDS.has(kind)) ? 'alert' : 'info';
}

/**
 * SPEC §4: "a page beyond the last page is set to the last page and fetched again". The page to
 * fetch again, or null when `page` is fine. An empty list has one (empty) page.
 */
export function clampedPage(page: number, lastPage: number): number | null {
  const last = Math.max(1, lastPage);
  return page > last ? last : null;
}

/** The number of pages for `total` rows of `perPage` (at least 1, SPEC §4 last_page). */
export function lastPageOf(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}
