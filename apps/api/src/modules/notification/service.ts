// The notification centre's service (issue #16; SPEC §4, §7; decision 042): the list with its
// filters, and the lazily noticed events.
//
// Two events have no moment of their own: an invoice becomes overdue when its due day passes
// (issue #12: overdue is derived from due_at, never stored), an offer starts to expire three
// days before its last valid day. They are noticed when a user of the company reads the
// notifications list (the page or the header's alerts): at most once per user and instance
// every CATCH_UP_EVERY_MS, never on the count call (polled by everyone every 20 s). Each is
// written once per recipient (notifyOnce keys them by document or offer id).
import { and, eq, gte, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '@gradnik/db/connection';
import { documents } from '@gradnik/db/schema/account';
import { inquiryOffers, orders } from '@gradnik/db/schema/commerce';
import type { Notification } from '@gradnik/contracts/notification';
import { addDays, ljubljanaDay, ljubljanaDayStart } from '@gradnik/domain/date-range';
import { OFFER_EXPIRES_SOON_DAYS } from '@gradnik/domain/offer';
import type { NotificationLink } from '@gradnik/domain/notifications';
import { companyAdmins, notifyOnce, type StoredNotificationData } from './notify.ts';
import type { NotificationRow } from './repository.ts';

/** How often one instance looks for newly overdue invoices and expiring offers per user. */
export const CATCH_UP_EVERY_MS = 10 * 60_000;
/** Invoices overdue longer than this before they were first noticed get no notice (decision 042). */
export const OVERDUE_LOOKBACK_DAYS = 30;
const CATCH_UP_MEMORY = 50_000;

/** 'YYYY-MM-DD HH:mm:ss' in Ljubljana (SPEC §7 from/to_datetime) → the instant. */
export function ljubljanaDateTime(value: string): Date {
  const [day, time] = value.split(' ') as [string, string];
  const [h, m, s] = time.split(':').map(Number) as [number, number, number];
  return new Date(ljubljanaDayStart(day).getTime() + ((h * 60 + m) * 60 + s) * 1000);
}

/**
 * SPEC §9's range (00:00:00 to 23:59:59) as instants: from inclusive; to_datetime names its
 * last second, so the end is exclusive one second later (a row at 23:59:59.5 is in).
 */
export function listRange(from?: string | null, to?: string | null): { from?: Date; until?: Date } {
  const range: { from?: Date; until?: Date } = {};
  if (from) range.from = ljubljanaDateTime(from);
  if (to) range.until = new Date(ljubljanaDateTime(to).getTime() + 1000);
  return range;
}

function linkOf(data: unknown): NotificationLink | null {
  const link = (data as Partial<StoredNotificationData> | null)?.link;
  return link && typeof link.kind === 'string' && typeof link.id === 'number' ? link : null;
}

/** A row as SPEC §3 shows it; our own data fields (mail state, keys) stay inside. */
export function toNotification(row: NotificationRow): Notification {
  const data = row.data as Partial<StoredNotificationData>;
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    notification_type: row.notificationType,
    type: row.type,
    data: {
      title: typeof data.title === 'string' ? data.title : '',
      content: typeof data.content === 'string' ? data.content : '',
      link: linkOf(data),
    },
    read_at: row.readAt?.toISOString() ?? null,
  };
}

export function createNotificationCatchUp(db: Database, now: () => Date) {
  const last = new Map<number, number>();

  async function overdueInvoices(partnerId: number, at: Date): Promise<void> {
    const today = ljubljanaDay(at);
    const due = await db
      .select({ id: documents.id, docNo: documents.docNo, dueAt: documents.dueAt })
      .from(documents)
      .where(
        and(
          eq(documents.partnerId, partnerId),
          eq(documents.docType, 'invoice'),
          eq(documents.status, 'open'),
          lt(documents.dueAt, today),
          gte(documents.dueAt, addDays(today, -OVERDUE_LOOKBACK_DAYS)),
        ),
      );
    if (due.length === 0) return;
    const admins = await companyAdmins(db, partnerId);
    for (const doc of due) {
      await notifyOnce(
        db,
        {
          kind: 'invoice_overdue',
          userIds: admins,
          link: { kind: 'document', id: doc.id },
          params: { number: doc.docNo, dueAt: doc.dueAt ?? '' },
        },
        `invoice_overdue:${doc.id}`,
      );
    }
  }

  async function expiringOffers(userId: number, at: Date): Promise<void> {
    const today = ljubljanaDay(at);
    const soon = await db
      .select({
        id: inquiryOffers.id,
        offerNo: inquiryOffers.offerNo,
        validUntil: inquiryOffers.validUntil,
        inquiryId: orders.id,
      })
      .from(inquiryOffers)
      .innerJoin(orders, eq(orders.id, inquiryOffers.orderId))
      .where(
        and(
          eq(orders.userId, userId),
          eq(orders.kind, 'inquiry'),
          eq(orders.status, 'offered'),
          eq(inquiryOffers.status, 'open'),
          gte(inquiryOffers.validUntil, today),
          lt(inquiryOffers.validUntil, addDays(today, OFFER_EXPIRES_SOON_DAYS)),
        ),
      );
    for (const offer of soon) {
      await notifyOnce(
        db,
        {
          kind: 'offer_expiring',
          userIds: [userId],
          link: { kind: 'offer', id: offer.inquiryId },
          params: { number: offer.offerNo, validUntil: offer.validUntil ?? '' },
        },
        `offer_expiring:${offer.id}`,
      );
    }
  }

  return {
    /** Notices overdue invoices of the company and expiring offers of the user (throttled). */
    async run(userId: number, partnerId: number | null): Promise<void> {
      const at = now();
      const seen = last.get(userId);
      if (seen !== undefined && at.getTime() - seen < CATCH_UP_EVERY_MS) return;
      if (last.size >= CATCH_UP_MEMORY) last.clear();
      last.set(userId, at.getTime());
      if (partnerId !== null) await overdueInvoices(partnerId, at);
      await expiringOffers(userId, at);
    },
    /** Forget when each user was last looked at (tests). */
    reset(): void {
      last.clear();
    },
  };
}

export type NotificationCatchUp = ReturnType<typeof createNotificationCatchUp>;

declare module 'fastify' {
  interface FastifyInstance {
    notificationCatchUp: NotificationCatchUp;
  }
}

export const notificationServicePlugin = fp(
  (fastify: FastifyInstance) => {
    fastify.decorate(
      'notificationCatchUp',
      createNotificationCatchUp(fastify.db, () => fastify.now()),
    );
    return Promise.resolve();
  },
  { name: 'gradnik-api-notification-service', dependencies: ['gradnik-api-db'], fastify: '5.x' },
);
