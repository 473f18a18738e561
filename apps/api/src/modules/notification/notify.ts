// Writing notifications for the shop's events (issue #16; SPEC §3 Notification, §4; decision 042).
// Modules call `notify(txOrDb, {...})` inside their own transaction: the rows commit or roll back
// with the event. One notification per user, in that user's language (users.languageid).
//
// E-mail: a notification whose user wants e-mail for its kind (settings.ts, NOTIFICATION_MAIL_SETTING)
// is written with data.mail = 'pending'. The mail must not go out for an event that rolled back,
// and sending must never break the caller's transaction, so nothing is sent here: the row's id is
// handed to the instance's mail dispatcher (./mail.ts), which claims the row once it is committed
// (an UPDATE that only sees committed rows, so one instance sends each mail once) and sends it.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '@gradnik/db/connection';
import { notifications } from '@gradnik/db/schema/account';
import { customerGroups, userProperties, userSettings, users } from '@gradnik/db/schema/identity';
import { isLocale, type Locale } from '@gradnik/domain/locale';
import {
  NOTIFICATION_MAIL_SETTING,
  notificationPresentation,
  notificationText,
  type NotificationKind,
  type NotificationLink,
  type NotificationParams,
} from '@gradnik/domain/notifications';
import { CUSTOMER_ADMIN } from '@gradnik/domain/roles';
import { currentSettings, SETTINGS } from '@gradnik/domain/settings';
import { ACTIVE_STATUS } from '../user/repository.ts';
import { notificationCountsWriting } from './counts.ts';
import { queueNotificationMail } from './mail-queue.ts';

export type { NotificationKind, NotificationLink } from '@gradnik/domain/notifications';

/** A database or a transaction on it, as the repositories take. */
export type DbOrTx = Queryable;

export interface NotifyInput {
  kind: NotificationKind;
  userIds: number[];
  link: NotificationLink;
  params: NotificationParams;
  /** Header alert (SPEC §7 type alert); default per kind (ALERT_KINDS). */
  alert?: boolean;
}

/** What a notification's jsonb data holds: SPEC §3 {title, content} and ours beside them. */
export interface StoredNotificationData {
  title: string;
  content: string;
  kind: NotificationKind;
  link: NotificationLink;
  /** 'pending' until the dispatcher sends the e-mail; absent when none is wanted. */
  mail?: 'pending';
  /** Idempotency key of lazily created notifications (overdue invoices, expiring offers). */
  key?: string;
}

const PROPERTY_TYPES = SETTINGS.flatMap((s) => (s.property ? [s.property] : []));

export interface PreparedNotification {
  userId: number;
  notificationType: NotificationKind;
  type: 'info' | 'alert';
  data: StoredNotificationData;
}

/**
 * The rows `notify` writes, one per distinct user that exists (in that user's language, with
 * mail pending when the user's settings want e-mail for the kind). Also used by the lazy,
 * idempotent creators (./service.ts).
 */
export async function prepareNotifications(
  db: DbOrTx,
  input: NotifyInput,
  extra: { key?: string } = {},
): Promise<PreparedNotification[]> {
  const ids = [...new Set(input.userIds)].filter((id) => Number.isInteger(id) && id > 0);
  if (ids.length === 0) return [];
  const setting = NOTIFICATION_MAIL_SETTING[input.kind];
  // One after another: inside the caller's transaction they share one connection.
  const people = await db
    .select({ id: users.id, languageid: users.languageid })
    .from(users)
    .where(inArray(users.id, ids));
  const stored = setting
    ? await db
        .select({ userId: userSettings.userId, name: userSettings.name, value: userSettings.value })
        .from(userSettings)
        .where(and(inArray(userSettings.userId, ids), eq(userSettings.name, setting)))
    : [];
  const properties = setting
    ? await db
        .select({
          userId: userProperties.userId,
          type: userProperties.type,
          value: userProperties.value,
        })
        .from(userProperties)
        .where(
          and(inArray(userProperties.userId, ids), inArray(userProperties.type, PROPERTY_TYPES)),
        )
    : [];
  const type = notificationPresentation(input.kind, input.alert);
  return people.map((person) => {
    const locale: Locale = isLocale(person.languageid) ? person.languageid : 'sl';
    const wantsMail =
      setting === null ||
      currentSettings(
        stored.filter((s) => s.userId === person.id),
        properties.filter((p) => p.userId === person.id),
      )[setting];
    const data: StoredNotificationData = {
      ...notificationText(input.kind, input.params, locale),
      kind: input.kind,
      link: input.link,
      ...(wantsMail ? { mail: 'pending' as const } : {}),
      ...(extra.key ? { key: extra.key } : {}),
    };
    return { userId: person.id, notificationType: input.kind, type, data };
  });
}

/** Writes one notification per user, in the user's language, in the caller's transaction; queues e-mails per the users' settings. */
export async function notify(db: DbOrTx, input: NotifyInput): Promise<void> {
  const rows = await prepareNotifications(db, input);
  if (rows.length === 0) return;
  // Before the insert: the counts' signal comes at commit, a moment after (./counts.ts).
  notificationCountsWriting(rows.map((r) => r.userId));
  const written = await db
    .insert(notifications)
    .values(rows)
    .returning({ id: notifications.id, data: notifications.data });
  queueNotificationMail(
    written.filter((w) => (w.data as StoredNotificationData).mail === 'pending').map((w) => w.id),
  );
}

/**
 * `notify`, but at most once per user and `key` (e.g. 'invoice_overdue:123'): for events that
 * are noticed lazily rather than happening at one moment (an invoice becoming overdue, an offer
 * about to lapse; decision 042). A transaction-scoped advisory lock on the key makes two
 * concurrent readers write one notification, not two. Returns how many were written.
 */
export async function notifyOnce(db: DbOrTx, input: NotifyInput, key: string): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`notify:${key}`}))`);
    const ids = [...new Set(input.userIds)];
    if (ids.length === 0) return 0;
    const existing = await tx
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(
        and(
          inArray(notifications.userId, ids),
          eq(notifications.notificationType, input.kind),
          sql`${notifications.data}->>'key' = ${key}`,
        ),
      );
    const done = new Set(existing.map((e) => e.userId));
    const missing = ids.filter((id) => !done.has(id));
    if (missing.length === 0) return 0;
    const rows = await prepareNotifications(tx, { ...input, userIds: missing }, { key });
    if (rows.length === 0) return 0;
    notificationCountsWriting(rows.map((r) => r.userId));
    const written = await tx
      .insert(notifications)
      .values(rows)
      .returning({ id: notifications.id, data: notifications.data });
    queueNotificationMail(
      written.filter((w) => (w.data as StoredNotificationData).mail === 'pending').map((w) => w.id),
    );
    return written.length;
  });
}

/** The company's admins (SPEC §6 customer_admin), active ones: who hears about invoices. */
export async function companyAdmins(db: DbOrTx, partnerId: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(customerGroups, eq(customerGroups.id, users.groupId))
    .where(
      and(
        eq(users.partnerId, partnerId),
        eq(customerGroups.code, CUSTOMER_ADMIN),
        eq(users.status, ACTIVE_STATUS),
      ),
    );
  return rows.map((r) => r.id);
}
