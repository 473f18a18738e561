// The notification centre (issue #16; SPEC §3 Notification, §4 rules, §7 calls, §9 constants;
// docs/decisions/042): paging and filters, the Ljubljana day range, a page beyond the last, mark
// read/unread and delete with the trigger-kept unread count, other users' ids (same company and
// another) never touched, and the events that notify: an order status change, a new invoice, an
// address decision, an impersonation start, an overdue invoice (once), each in the recipient's
// language and e-mailed only when the recipient's setting is on.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiErrorSchema } from '@gradnik/contracts/errors';
import {
  notificationBulkResponseSchema,
  notificationListResponseSchema,
  unreadCountResponseSchema,
  type NotificationListBody,
} from '@gradnik/contracts/notification';
import { documents, notificationCounters, notifications } from '@gradnik/db/schema/account';
import { orders } from '@gradnik/db/schema/commerce';
import { addressChangeRequests, userSettings, users } from '@gradnik/db/schema/identity';
import { ljubljanaDayStart } from '@gradnik/domain/date-range';
import { createAddressRequestRepository } from '../src/modules/address-request/repository.ts';
import { createOutbox } from '../src/mail/outbox.ts';
import { notify } from '../src/modules/notification/notify.ts';
import { createNotificationCatchUp } from '../src/modules/notification/service.ts';
import { createOrderRepository } from '../src/modules/order/repository.ts';
import {
  bearer,
  DEMO,
  openTestDatabase,
  startApi,
  TestClock,
  tokensFor,
  type TestDatabase,
} from './helpers.ts';

interface Caller {
  userId: number;
  partnerId: number;
  headers: Record<string, string>;
}

let database: TestDatabase;
let app: FastifyInstance;
const clock = new TestClock(Date.parse('2026-11-24T13:05:00Z'));
let admin: Caller;
let employee: Caller;
let otherAdmin: Caller;
let agent: Caller;

async function callerFor(email: string): Promise<Caller> {
  const tokens = await tokensFor(app, email);
  const userId = Number(tokens.user.id);
  const [row] = await database.db
    .select({ partnerId: users.partnerId })
    .from(users)
    .where(eq(users.id, userId));
  return {
    userId,
    partnerId: row?.partnerId ?? 0,
    headers: { ...bearer(tokens.access_token), 'x-csrf-token': tokens.csrf_token ?? '' },
  };
}

async function list(who: Caller, body: NotificationListBody = {}, query = '') {
  const response = await app.inject({
    method: 'POST',
    url: `/api/notifications/user${query}`,
    headers: who.headers,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return notificationListResponseSchema.parse(response.json()).data;
}

async function count(who: Caller): Promise<number> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/notifications/user/unread-notifications-count',
    headers: who.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return unreadCountResponseSchema.parse(response.json()).data.count;
}

function bulk(
  who: Caller,
  call: 'read' | 'unread' | 'delete',
  ids: string[],
  headers = who.headers,
) {
  return app.inject({
    method: call === 'delete' ? 'DELETE' : 'POST',
    url:
      call === 'delete'
        ? '/api/notifications/user/delete-notifications'
        : `/api/notifications/user/mark-notification-as-${call}`,
    headers,
    payload: { notification_ids: ids },
  });
}

/** Removes a user's notifications and writes `n` of our own, one a day back from `start`. */
async function fresh(who: Caller, n: number, start = clock.now()) {
  await database.db.delete(notifications).where(eq(notifications.userId, who.userId));
  if (n === 0) return;
  await database.db.insert(notifications).values(
    Array.from({ length: n }, (_, i) => ({
      userId: who.userId,
      notificationType: 'system',
      type: i % 3 === 0 ? 'alert' : 'info',
      data: { title: `N${i}`, content: `Obvestilo ${i}` },
      readAt: i % 2 === 0 ? null : start,
      createdAt: new Date(start.getTime() - i * 86_400_000),
    })),
  );
}

async function setSetting(userId: number, name: string, value: boolean) {
  await database.db
    .insert(userSettings)
    .values({ userId, name, value })
    .onConflictDoUpdate({ target: [userSettings.userId, userSettings.name], set: { value } });
}

let dataDir: string;

async function outboxTo(email: string) {
  return (await createOutbox(path.join(dataDir, 'outbox')).list()).filter((m) => m.to === email);
}

/** Waits until a mail to `email` whose subject contains `part` is in the outbox. */
async function mailTo(email: string, part: string) {
  return vi.waitFor(
    async () => {
      const found = (await outboxTo(email)).find((m) => m.subject.includes(part));
      if (!found) throw new Error(`no mail ${part}`);
      return found;
    },
    { timeout: 5_000, interval: 50 },
  );
}

/** Lets the mail dispatcher run, for the tests that expect no mail. */
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function emailOf(userId: number): Promise<string> {
  const [row] = await database.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row!.email;
}

beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'gradnik-notif-'));
  app = await startApi(database.db, { clock, env: { DATA_DIR: dataDir } });
  [admin, employee, otherAdmin, agent] = await Promise.all([
    callerFor(DEMO.admin),
    callerFor(DEMO.employee),
    callerFor(DEMO.otherAdmin),
    callerFor(DEMO.agent),
  ]);
  for (const who of [admin, employee, otherAdmin]) {
    await database.db.delete(userSettings).where(eq(userSettings.userId, who.userId));
    // The list's first read notices the demo data's overdue invoices and expiring offers (once
    // per user and instance every 10 minutes; the test clock stands still): done here, so the
    // tests below count only their own notifications.
    await list(who);
  }
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('the list (SPEC §7)', () => {
  it('pages newest first with 10 a page by default and answers total and last_page', async () => {
    await fresh(employee, 23);
    const first = await list(employee);
    expect(first.per_page).toBe(10);
    expect(first.total).toBe(23);
    expect(first.last_page).toBe(3);
    expect(first.data.map((n) => n.data.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `N${i}`),
    );
    const third = await list(employee, {}, '?page=3&per_page=10');
    expect(third.data.map((n) => n.data.title)).toEqual(['N20', 'N21', 'N22']);
    const oldest = await list(employee, { sort: 'asc', order: 'created_at' }, '?per_page=5');
    expect(oldest.data[0]?.data.title).toBe('N22');
    expect(oldest.last_page).toBe(5);
  });

  it('answers a page beyond the last empty, with the real last page (SPEC §4)', async () => {
    await fresh(employee, 12);
    const beyond = await list(employee, {}, '?page=9&per_page=5');
    expect(beyond.data).toEqual([]);
    expect(beyond.last_page).toBe(3);
    expect(beyond.current_page).toBe(9);
  });

  it('filters by read state and by type (the header alerts)', async () => {
    await fresh(employee, 9);
    const unread = await list(employee, { status: 'unread' });
    expect(unread.total).toBe(5);
    expect(unread.data.every((n) => n.read_at === null)).toBe(true);
    const read = await list(employee, { status: 'read' });
    expect(read.total).toBe(4);
    expect(read.data.every((n) => n.read_at !== null)).toBe(true);
    const alerts = await list(employee, { type: 'alert', status: 'unread', order: 'created_at' });
    expect(alerts.data.map((n) => n.data.title)).toEqual(['N0', 'N6']);
  });

  it('includes both ends of a Ljubljana day range, 00:00:00 to 23:59:59', async () => {
    await database.db.delete(notifications).where(eq(notifications.userId, employee.userId));
    const start = ljubljanaDayStart('2026-03-10');
    const at = (ms: number) => new Date(start.getTime() + ms);
    const day = 86_400_000;
    await database.db.insert(notifications).values(
      [
        ['before', at(-1)],
        ['first', at(0)],
        ['last', at(2 * day - 500)],
        ['after', at(2 * day)],
      ].map(([title, createdAt]) => ({
        userId: employee.userId,
        notificationType: 'system',
        data: { title: title as string, content: '' },
        createdAt: createdAt as Date,
      })),
    );
    const range = await list(employee, {
      from_datetime: '2026-03-10 00:00:00',
      to_datetime: '2026-03-11 23:59:59',
    });
    expect(range.data.map((n) => n.data.title).sort()).toEqual(['first', 'last']);
  });

  it('refuses bad input with a 400 in the request language', async () => {
    for (const [query, body] of [
      ['?per_page=101', {}],
      ['?page=0', {}],
      ['', { status: 'new' }],
      ['', { from_datetime: '2026-02-30 00:00:00' }],
      ['', { from_datetime: '2026-03-02 00:00:00', to_datetime: '2026-03-01 23:59:59' }],
      ['', { user_id: otherAdmin.userId }],
    ] as const) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/notifications/user${query}`,
        headers: { ...employee.headers, 'accept-language': 'en' },
        payload: body,
      });
      expect(response.statusCode, `${query} ${JSON.stringify(body)}`).toBe(400);
      apiErrorSchema.parse(response.json());
    }
  });

  it('has none for an agent acting for nobody, and none without a token', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/notifications/user/unread-notifications-count',
      headers: agent.headers,
    });
    expect(response.statusCode).toBe(403);
    const anonymous = await app.inject({
      method: 'GET',
      url: '/api/notifications/user/unread-notifications-count',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('marking and deleting (SPEC §7) with the unread count (trigger)', () => {
  it('marks read and unread, and the count follows', async () => {
    await fresh(employee, 6);
    expect(await count(employee)).toBe(3);
    const unread = (await list(employee, { status: 'unread' })).data.map((n) => n.id);
    const read = await bulk(employee, 'read', unread.slice(0, 2));
    expect(read.statusCode, read.body).toBe(200);
    expect(notificationBulkResponseSchema.parse(read.json()).data.changed).toBe(2);
    expect(await count(employee)).toBe(1);
    // Marking again changes nothing but is no error: they are the caller's.
    const again = await bulk(employee, 'read', unread.slice(0, 2));
    expect(again.statusCode).toBe(200);
    expect(notificationBulkResponseSchema.parse(again.json()).data.changed).toBe(0);
    const back = await bulk(employee, 'unread', unread);
    expect(notificationBulkResponseSchema.parse(back.json()).data.changed).toBe(2);
    expect(await count(employee)).toBe(3);
  });

  it('deletes, and an unread one deleted leaves the count', async () => {
    await fresh(employee, 4);
    const all = (await list(employee)).data;
    const unreadOne = all.find((n) => n.read_at === null)!;
    const response = await bulk(employee, 'delete', [unreadOne.id, all[1]!.id]);
    expect(response.statusCode, response.body).toBe(200);
    expect(notificationBulkResponseSchema.parse(response.json()).data.changed).toBe(2);
    expect((await list(employee)).total).toBe(2);
    expect(await count(employee)).toBe(1);
  });

  it('never touches another user’s notifications, of the same company or another', async () => {
    await fresh(admin, 3);
    await fresh(otherAdmin, 3);
    await fresh(employee, 2);
    expect(admin.partnerId).toBe(employee.partnerId);
    expect(otherAdmin.partnerId).not.toBe(employee.partnerId);
    const colleague = (await list(admin)).data.map((n) => n.id);
    const stranger = (await list(otherAdmin)).data.map((n) => n.id);
    const own = (await list(employee)).data.map((n) => n.id);
    for (const call of ['read', 'unread', 'delete'] as const) {
      for (const foreign of [colleague, stranger]) {
        const response = await bulk(employee, call, foreign);
        expect(response.statusCode, `${call}`).toBe(404);
        apiErrorSchema.parse(response.json());
      }
    }
    // Mixed: only the caller's own are changed.
    const mixed = await bulk(employee, 'delete', [...own, ...colleague, ...stranger]);
    expect(notificationBulkResponseSchema.parse(mixed.json()).data.changed).toBe(2);
    expect((await list(admin)).total).toBe(3);
    expect((await list(otherAdmin)).total).toBe(3);
    // Unknown ids answer the same 404.
    const unknown = await bulk(employee, 'read', ['4b6f1e1a-3c2d-4e5f-8a9b-0c1d2e3f4a5b']);
    expect(unknown.statusCode).toBe(404);
  });

  it('requires the CSRF header and valid ids', async () => {
    await fresh(employee, 1);
    const [one] = (await list(employee)).data;
    const { 'x-csrf-token': _csrf, ...noCsrf } = employee.headers;
    expect((await bulk(employee, 'read', [one!.id], noCsrf)).statusCode).toBe(403);
    expect((await bulk(employee, 'read', [])).statusCode).toBe(400);
    expect((await bulk(employee, 'read', ['not-a-uuid'])).statusCode).toBe(400);
    const many = Array.from({ length: 501 }, () => one!.id);
    expect((await bulk(employee, 'delete', many)).statusCode).toBe(400);
  });

  it('reads 0 for a user without a counter row', async () => {
    await database.db
      .delete(notificationCounters)
      .where(eq(notificationCounters.userId, employee.userId));
    await database.db.delete(notifications).where(eq(notifications.userId, employee.userId));
    await database.db
      .delete(notificationCounters)
      .where(eq(notificationCounters.userId, employee.userId));
    expect(await count(employee)).toBe(0);
  });
});

describe('events that notify (issue #16)', () => {
  async function newestOf(userId: number, type: string) {
    const [row] = await database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.notificationType, type)))
      .orderBy(sql`${notifications.createdAt} desc`)
      .limit(1);
    return row;
  }

  async function orderOf(userId: number, status: string) {
    const [order] = await database.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.kind, 'order')))
      .limit(1);
    await database.db.update(orders).set({ status }).where(eq(orders.id, order!.id));
    return order!;
  }

  it('an order status change notifies the one who placed it, in their language, with mail', async () => {
    await fresh(employee, 0);
    await database.db.update(users).set({ languageid: 'en' }).where(eq(users.id, employee.userId));
    await setSetting(employee.userId, 'notifyOrderStatus', true);
    const order = await orderOf(employee.userId, 'received');
    const before = await count(employee);
    await createOrderRepository(database.db).applyStatus(order.id, 'received', 'confirmed', []);
    expect(await count(employee)).toBe(before + 1);
    const [shown] = (await list(employee)).data;
    expect(shown?.notification_type).toBe('order_status');
    expect(shown?.data.title).toBe(`Order ${order.orderNo}: Confirmed`);
    expect(shown?.data.link).toEqual({ kind: 'order', id: order.id });
    const mail = await mailTo(await emailOf(employee.userId), `Order ${order.orderNo}: Confirmed`);
    expect(mail.links[0]).toContain(`/en/orders/${order.id}`);
    await database.db.update(users).set({ languageid: 'sl' }).where(eq(users.id, employee.userId));
  });

  it('sends no e-mail when the setting is off, and none for a status not notified', async () => {
    await setSetting(employee.userId, 'notifyOrderStatus', false);
    const order = await orderOf(employee.userId, 'confirmed');
    await createOrderRepository(database.db).applyStatus(order.id, 'confirmed', 'shipped', []);
    const row = await newestOf(employee.userId, 'order_status');
    expect(row?.data.title).toBe(`Naročilo ${order.orderNo}: Odpremljeno`);
    expect((row?.data as { mail?: string }).mail).toBeUndefined();
    const [employeeRow] = await database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, employee.userId));
    expect(
      (await outboxTo(employeeRow!.email)).some((m) => m.subject.includes(order.orderNo)),
    ).toBe(false);
    const n = (await list(employee)).total;
    await createOrderRepository(database.db).applyStatus(order.id, 'shipped', 'in_preparation', []);
    expect((await list(employee)).total).toBe(n);
    await setSetting(employee.userId, 'notifyOrderStatus', true);
  });

  it('writes nothing when the caller’s transaction rolls back, and mails nothing', async () => {
    const before = (await list(employee)).total;
    await expect(
      database.db.transaction(async (tx) => {
        await notify(tx, {
          kind: 'offer',
          userIds: [employee.userId],
          link: { kind: 'offer', id: 1 },
          params: { number: 'P-ROLLBACK' },
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await list(employee)).total).toBe(before);
    await pause(300);
    const mails = await createOutbox(path.join(dataDir, 'outbox')).list();
    expect(mails.some((m) => m.subject.includes('P-ROLLBACK'))).toBe(false);
  });

  it('an address decision notifies the one who asked', async () => {
    const [request] = await database.db
      .insert(addressChangeRequests)
      .values({
        partnerId: employee.partnerId,
        userId: employee.userId,
        kind: 'create',
        title: 'Skladišče Vič',
        address: 'Tržaška 10, 1000 Ljubljana',
        status: 'pending',
      })
      .returning();
    const repository = createAddressRequestRepository(database.db, clock.now, {
      delaySeconds: 60,
      mode: 'integration',
    });
    const outcome = await repository.decide(request!.id, 'rejected', 'Ne');
    expect(outcome.outcome).toBe('decided');
    const row = await newestOf(employee.userId, 'address_request');
    expect(row?.data.content).toBe(
      'Vaša zahteva za spremembo naslova »Skladišče Vič« je zavrnjena.',
    );
  });

  it('an impersonation start notifies the user as a header alert, always e-mailed', async () => {
    await setSetting(employee.userId, 'notifyDocuments', false);
    const started = await app.inject({
      method: 'POST',
      url: '/api/customer/impersonate',
      headers: agent.headers,
      payload: { id: employee.userId, reason: 'Pomoč pri naročilu' },
    });
    expect(started.statusCode, started.body).toBe(200);
    const row = await newestOf(employee.userId, 'impersonation');
    expect(row?.type).toBe('alert');
    expect(row?.data.title).toBe('Zastopnik je vstopil v vaš račun');
    await mailTo(await emailOf(employee.userId), 'Zastopnik je vstopil v vaš račun');
  });

  it('an invoice issued notifies the company admins', async () => {
    const order = await orderOf(admin.userId, 'delivered');
    await database.db.update(orders).set({ invoiceNo: null }).where(eq(orders.id, order.id));
    await createOrderRepository(database.db).createInvoice(admin.partnerId, order.id, clock.now());
    const row = await newestOf(admin.userId, 'invoice');
    expect(row?.data.title).toMatch(/^Nov račun RA/);
    expect((row?.data as { link?: { kind: string } }).link?.kind).toBe('document');
    expect(await newestOf(employee.userId, 'invoice')).toBeUndefined();
  });

  it('an overdue invoice is noticed on the list read, once', async () => {
    const [doc] = await database.db
      .insert(documents)
      .values({
        partnerId: admin.partnerId,
        docType: 'invoice',
        docNo: 'RA-TEST-OVERDUE',
        issuedAt: '2026-10-01',
        dueAt: '2026-11-20',
        amount: 100,
        status: 'open',
      })
      .returning();
    const overdue = () =>
      database.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, admin.userId),
            eq(notifications.notificationType, 'invoice_overdue'),
            sql`${notifications.data}->'link'->>'id' = ${String(doc!.id)}`,
          ),
        );
    expect(await overdue()).toHaveLength(0);
    // Three instances notice it (at once, then again): one notification.
    const instances = [1, 2, 3].map(() => createNotificationCatchUp(database.db, clock.now));
    await instances[0]!.run(admin.userId, admin.partnerId);
    expect(await overdue()).toHaveLength(1);
    await Promise.all([
      instances[1]!.run(admin.userId, admin.partnerId),
      instances[2]!.run(employee.userId, employee.partnerId),
    ]);
    const rows = await overdue();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.data.content).toBe(
      'Rok plačila računa RA-TEST-OVERDUE je potekel 20. 11. 2026.',
    );
  });
});
