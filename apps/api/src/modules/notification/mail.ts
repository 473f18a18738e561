// Sends the e-mail of notifications written with data.mail = 'pending' (decision 042; the
// mailer: SMTP or the outbox, apps/api/src/mail). `notify` runs in the caller's transaction, so
// the dispatcher claims a row only once it is committed: `UPDATE … WHERE data->>'mail' =
// 'pending' RETURNING` sees committed rows only and turns the flag into data.mailed_at, so of
// several instances exactly one sends each mail, and a rolled-back event sends none. A mail
// the SMTP server refuses is logged and not retried (the notification itself is in the shop).
import { and, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '@gradnik/db/connection';
import { notifications } from '@gradnik/db/schema/account';
import { users } from '@gradnik/db/schema/identity';
import { isLocale, type Locale } from '@gradnik/domain/locale';
import type { NotificationLink } from '@gradnik/domain/notifications';
import type { Mailer } from '../../mail/mailer.ts';
import {
  forgetNotificationMail,
  onNotificationMail,
  pendingNotificationMail,
} from './mail-queue.ts';
import type { StoredNotificationData } from './notify.ts';

/** Retries of ids not yet committed: soon after the event, then less often. */
const RETRY_DELAYS_MS = [50, 250, 1_000, 5_000, 30_000];

const PAGE_PATHS: Record<Locale, Record<NotificationLink['kind'], (id: number) => string>> = {
  sl: {
    order: (id) => `/narocila/${id}`,
    offer: (id) => `/povprasevanje-ponudbe/povprasevanje/${id}`,
    complaint: (id) => `/reklamacije/${id}`,
    document: () => '/dokumenti',
    address: () => '/profil#company-profile',
    impersonation: () => '/profil',
  },
  en: {
    order: (id) => `/en/orders/${id}`,
    offer: (id) => `/en/inquiry-offers/inquiry/${id}`,
    complaint: (id) => `/en/reclamations/${id}`,
    document: () => '/en/documents',
    address: () => '/en/profile#company-profile',
    impersonation: () => '/en/profile',
  },
};

/** The plain-text e-mail of a notification, in the recipient's language. */
export function notificationMail(
  origin: string,
  locale: Locale,
  data: Pick<StoredNotificationData, 'title' | 'content' | 'link'>,
): { subject: string; text: string } {
  const link = data.link ? `${origin}${PAGE_PATHS[locale][data.link.kind](data.link.id)}` : null;
  const all = `${origin}${locale === 'en' ? '/en/notifications' : '/obvestila'}`;
  const lines =
    locale === 'en'
      ? [
          data.content,
          '',
          ...(link ? ['Open it here:', link, ''] : []),
          `All notifications: ${all}`,
        ]
      : [
          data.content,
          '',
          ...(link ? ['Odprite ga tukaj:', link, ''] : []),
          `Vsa obvestila: ${all}`,
        ];
  const footer =
    locale === 'en'
      ? 'You can choose which e-mails you receive in your settings. Gradnik'
      : 'Katera obvestila prejemate po e-pošti, izberete v nastavitvah. Gradnik';
  return { subject: data.title, text: [...lines, '', footer, ''].join('\n') };
}

export interface NotificationMailerDeps {
  db: Database;
  mailer: Pick<Mailer, 'send'>;
  origin: string;
  log: FastifyBaseLogger;
  now: () => Date;
}

export function createNotificationMailer(deps: NotificationMailerDeps) {
  const log = deps.log.child({ module: 'notification-mail' });
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  let attempt = 0;
  let closed = false;

  async function claim(ids: string[]) {
    return deps.db
      .update(notifications)
      .set({
        data: sql`(${notifications.data} - 'mail') || jsonb_build_object('mailed_at', ${deps.now().toISOString()}::text)`,
      })
      .where(and(inArray(notifications.id, ids), sql`${notifications.data}->>'mail' = 'pending'`))
      .returning({ id: notifications.id, userId: notifications.userId, data: notifications.data });
  }

  async function drainOnce(): Promise<void> {
    const ids = pendingNotificationMail();
    if (ids.length === 0) return;
    const claimed = await claim(ids);
    forgetNotificationMail(claimed.map((c) => c.id));
    if (claimed.length > 0) {
      const people = await deps.db
        .select({ id: users.id, email: users.email, languageid: users.languageid })
        .from(users)
        .where(inArray(users.id, [...new Set(claimed.map((c) => c.userId))]));
      const byId = new Map(people.map((p) => [p.id, p]));
      for (const row of claimed) {
        const person = byId.get(row.userId);
        if (!person) continue;
        const locale = isLocale(person.languageid) ? person.languageid : 'sl';
        const data = row.data as StoredNotificationData;
        try {
          await deps.mailer.send({
            to: person.email,
            ...notificationMail(deps.origin, locale, data),
          });
        } catch {
          // The mailer logged why; the notification stays in the shop.
          log.warn({ notificationId: row.id }, 'notification e-mail not sent');
        }
      }
    }
    // Ids not claimed yet: their transaction is still open (or rolled back); try again later.
    if (pendingNotificationMail().length > 0 && !closed) {
      const delay = RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)]!;
      attempt += 1;
      timer ??= setTimeout(() => {
        timer = null;
        wake();
      }, delay);
      timer.unref();
    } else attempt = 0;
  }

  function wake(): void {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = new Promise<void>((resolve) => setImmediate(resolve))
      .then(drainOnce)
      .catch((error: unknown) => {
        log.error(
          { reason: error instanceof Error ? error.name : 'unknown' },
          'notification mail failed',
        );
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          wake();
        }
      });
  }

  const unsubscribe = onNotificationMail(() => {
    attempt = 0;
    wake();
  });

  return {
    wake,
    /** Resolves once the dispatcher is idle (tests): pending ids of open transactions stay. */
    async settled(): Promise<void> {
      while (running) await running;
    },
    close(): void {
      closed = true;
      unsubscribe();
      if (timer) clearTimeout(timer);
    },
  };
}

export type NotificationMailer = ReturnType<typeof createNotificationMailer>;

declare module 'fastify' {
  interface FastifyInstance {
    notificationMailer: NotificationMailer;
  }
}

export const notificationMailerPlugin = fp(
  (fastify: FastifyInstance) => {
    const dispatcher = createNotificationMailer({
      db: fastify.db,
      mailer: fastify.mailer,
      origin: fastify.apiConfig.publicOrigin,
      log: fastify.log,
      now: () => fastify.now(),
    });
    fastify.decorate('notificationMailer', dispatcher);
    fastify.addHook('onClose', async () => {
      await dispatcher.settled();
      dispatcher.close();
    });
    return Promise.resolve();
  },
  {
    name: 'gradnik-api-notification-mailer',
    dependencies: ['gradnik-api-db', 'gradnik-api-mailer'],
    fastify: '5.x',
  },
);
