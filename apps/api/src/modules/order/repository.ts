// Orders and inquiries once placed: the one place that numbers them, stores them and their
// lines, and creates their invoices. Reached by the partner that owns them (an order of another
// company is simply not found, issue #5), or by the idempotency key of the user who placed it.
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias, union } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Queryable } from '@gradnik/db/connection';
import type { OrderListSort } from '@gradnik/contracts/order';
import {
  orderLines,
  orders,
  orderStatusEvents,
  services,
  type OrderKind,
} from '@gradnik/db/schema/commerce';
import { SETTLED_STATUSES } from '@gradnik/domain/order-status';
import { documentLineOf, transportLine } from '@gradnik/db/document-lines';
import { documents } from '@gradnik/db/schema/account';
import { addDays, ljubljanaDay } from '@gradnik/domain/date-range';
import { PAYMENT_TERM_DAYS } from '@gradnik/domain/seller';
import { users } from '@gradnik/db/schema/identity';
import { companyAdmins, notify } from '../notification/notify.ts';

/** Issue #16: the order statuses the placer is notified of (decision 042). */
const NOTIFIED_ORDER_STATUSES: ReadonlySet<string> = new Set(['confirmed', 'shipped', 'delivered']);

declare module 'fastify' {
  interface FastifyInstance {
    orderRepository: OrderRepository;
  }
}

export type OrderRow = typeof orders.$inferSelect;
/** A placed order as the basket hands it over: numbering and status are the repository's. */
export type NewOrder = Omit<
  typeof orders.$inferInsert,
  'id' | 'orderNo' | 'status' | 'invoiceNo' | 'createdAt' | 'updatedAt'
> & { kind: OrderKind };
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'id' | 'orderId'>;

/** The status every placed order starts in (the ERP moves it on). */
export const PLACED_STATUS = 'received';
/** The state every placed inquiry starts in (issue #14, decision 036). */
export const SENT_INQUIRY_STATUS = 'sent';

/**
 * Readable numbers from sequences (issue #5: never handed out twice, even across concurrent
 * transactions): 'N2026-000123' for orders, 'P2026-000045' for inquiries, 'RA2026-000007' for
 * invoices.
 */
function numbered(prefix: string, sequence: string, year: number): SQL<string> {
  return sql<string>`${prefix + String(year)} || '-' || lpad(nextval(${sequence})::text, 6, '0')`;
}
const ORDER_NUMBERING: Record<OrderKind, { prefix: string; sequence: string }> = {
  order: { prefix: 'N', sequence: 'order_number_seq' },
  inquiry: { prefix: 'P', sequence: 'inquiry_number_seq' },
};

/** The orders list's filters (issue #12), already checked by the route's schema. */
export interface OrderListFilter {
  partnerId: number;
  status?: string;
  kind?: OrderKind;
  /** Created at or after (inclusive). */
  from?: Date;
  /** Created before (exclusive). */
  until?: Date;
  /** An order number or reference (part of it), or a product code or EAN of a line (whole). */
  text?: string;
  placedBy?: number;
}

/** LIKE patterns take the text literally: % and _ and \ are escaped. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const ORDER_LIST_ORDER: Record<OrderListSort, SQL[]> = {
  '-date': [desc(orders.createdAt), desc(orders.id)],
  date: [asc(orders.createdAt), asc(orders.id)],
  '-value': [desc(orders.totalGross), desc(orders.id)],
  value: [asc(orders.totalGross), asc(orders.id)],
};

export function createOrderRepository(db: Queryable) {
  const own = (partnerId: number, id: number) =>
    and(eq(orders.id, id), eq(orders.partnerId, partnerId));

  function listWhere(filter: OrderListFilter): SQL | undefined {
    const text = filter.text;
    return and(
      eq(orders.partnerId, filter.partnerId),
      filter.kind ? eq(orders.kind, filter.kind) : undefined,
      filter.status ? eq(orders.status, filter.status) : undefined,
      filter.from ? gte(orders.createdAt, filter.from) : undefined,
      filter.until ? lt(orders.createdAt, filter.until) : undefined,
      filter.placedBy ? eq(orders.userId, filter.placedBy) : undefined,
      text
        ? // Each way of matching has its own index (trigram for the numbers, btree for a line's
          // code or EAN); a union of the three id sets lets each use it, where one OR over
          // them read every order of the company (issue #12 bench).
          inArray(
            orders.id,
            union(
              db
                .select({ id: orders.id })
                .from(orders)
                .where(ilike(orders.orderNo, containing(text))),
              db
                .select({ id: orders.id })
                .from(orders)
                .where(ilike(orders.customerRef, containing(text))),
              db
                .select({ id: orderLines.orderId })
                .from(orderLines)
                .where(or(eq(orderLines.itemNo, text), eq(orderLines.ean, text))),
            ),
          )
        : undefined,
    );
  }

  return {
    /** One page of the company's orders and inquiries (issue #12 orders list) and the total. */
    async list(filter: OrderListFilter, sort: OrderListSort, offset: number, limit: number) {
      const where = listWhere(filter);
      const agent = alias(users, 'agent');
      // One statement for the page: the delivery dates and the acting agent come with each row
      // (PostgreSQL computes the sub-selects for the page's rows only), two round trips fewer
      // per list view (issue #12 bench).
      const deliveryDate = (fn: 'min' | 'max') =>
        sql<
          string | null
        >`(select ${sql.raw(fn)}(${orderLines.deliveryDate})::text from ${orderLines}
          where ${orderLines.orderId} = ${orders.id})`;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: orders.id,
            kind: orders.kind,
            orderNo: orders.orderNo,
            createdAt: orders.createdAt,
            userId: orders.userId,
            firstname: users.firstname,
            lastname: users.lastname,
            actingUserId: orders.actingUserId,
            agentFirstname: agent.firstname,
            agentLastname: agent.lastname,
            customerRef: orders.customerRef,
            recipient: orders.recipient,
            totalGross: orders.totalGross,
            status: orders.status,
            deliveryFrom: deliveryDate('min'),
            deliveryTo: deliveryDate('max'),
          })
          .from(orders)
          .innerJoin(users, eq(users.id, orders.userId))
          .leftJoin(agent, eq(agent.id, orders.actingUserId))
          .where(where)
          .orderBy(...ORDER_LIST_ORDER[sort])
          .limit(limit)
          .offset(offset)
          .execute(),
        db.select({ n: count() }).from(orders).where(where).execute(),
      ]);
      return {
        total: total?.n ?? 0,
        rows: rows.map(({ agentFirstname, agentLastname, ...row }) => ({
          ...row,
          agent:
            row.actingUserId !== null && agentFirstname !== null && agentLastname !== null
              ? { id: row.actingUserId, firstname: agentFirstname, lastname: agentLastname }
              : null,
        })),
      };
    },

    /** The company's users, by name: who may have placed its orders (the "placed by" filter). */
    async companyUsers(partnerId: number) {
      return db
        .select({ id: users.id, firstname: users.firstname, lastname: users.lastname })
        .from(users)
        .where(eq(users.partnerId, partnerId))
        .orderBy(asc(users.lastname), asc(users.firstname), asc(users.id));
    },

    /** An own order with its lines, who placed it and its services' names (order detail). */
    async detail(partnerId: number, id: number) {
      const [order] = await db.select().from(orders).where(own(partnerId, id)).limit(1);
      if (!order) return undefined;
      const people = [order.userId, ...(order.actingUserId ? [order.actingUserId] : [])];
      const serviceIds = [order.deliveryServiceId, order.paymentServiceId].filter(
        (s): s is number => s !== null,
      );
      const [lines, persons, named, docs] = await Promise.all([
        db
          .select()
          .from(orderLines)
          .where(eq(orderLines.orderId, order.id))
          .orderBy(asc(orderLines.lineNo))
          .execute(),
        db
          .select({ id: users.id, firstname: users.firstname, lastname: users.lastname })
          .from(users)
          .where(inArray(users.id, people))
          .execute(),
        serviceIds.length
          ? db
              .select({ id: services.id, nameSl: services.nameSl, nameEn: services.nameEn })
              .from(services)
              .where(inArray(services.id, serviceIds))
              .execute()
          : Promise.resolve([]),
        db
          .select({
            id: documents.id,
            docType: documents.docType,
            docNo: documents.docNo,
            issuedAt: documents.issuedAt,
          })
          .from(documents)
          .where(and(eq(documents.orderId, order.id), eq(documents.partnerId, partnerId)))
          .orderBy(asc(documents.issuedAt), asc(documents.id))
          .execute(),
      ]);
      const person = (userId: number | null) => persons.find((p) => p.id === userId) ?? null;
      const service = (serviceId: number | null) => named.find((s) => s.id === serviceId) ?? null;
      return {
        order,
        lines,
        placedBy: person(order.userId),
        agent: person(order.actingUserId),
        delivery: service(order.deliveryServiceId),
        payment: service(order.paymentServiceId),
        documents: docs,
      };
    },

    /**
     * Issue #12 status sync: claims up to `limit` of the partner's newest orders whose status
     * may still change and that the ERP was not asked about since `staleBefore`, marking them
     * asked. SKIP LOCKED and the mark make concurrent requests (any instance) claim different
     * orders, so a burst of list views asks the ERP once.
     */
    async claimUnsettled(
      partnerId: number,
      now: Date,
      staleBefore: Date,
      limit: number,
      orderId?: number,
    ) {
      const due = db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.partnerId, partnerId),
            orderId === undefined ? undefined : eq(orders.id, orderId),
            eq(orders.kind, 'order'),
            notInArray(orders.status, [...SETTLED_STATUSES]),
            or(isNull(orders.statusCheckedAt), lt(orders.statusCheckedAt, staleBefore)),
          ),
        )
        .orderBy(desc(orders.createdAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(orders)
        .set({ statusCheckedAt: now })
        .where(inArray(orders.id, due))
        .returning({
          id: orders.id,
          orderNo: orders.orderNo,
          createdAt: orders.createdAt,
          status: orders.status,
        });
    },

    /**
     * Stores a newer status and the history that led there. The update holds only while the
     * order still has the status the caller saw, so a late answer never moves it back.
     */
    async applyStatus(
      id: number,
      seen: string,
      status: string,
      history: readonly { status: string; at: Date }[],
    ) {
      await db.transaction(async (tx) => {
        const [moved] = await tx
          .update(orders)
          .set({ status, updatedAt: sql`now()` })
          .where(and(eq(orders.id, id), eq(orders.status, seen)))
          .returning({ id: orders.id, userId: orders.userId, orderNo: orders.orderNo });
        if (!moved) return;
        // Issue #16: the one who placed the order hears of the steps that matter to them.
        if (NOTIFIED_ORDER_STATUSES.has(status) && status !== seen)
          await notify(tx, {
            kind: 'order_status',
            userIds: [moved.userId],
            link: { kind: 'order', id: moved.id },
            params: { number: moved.orderNo, status },
          });
        if (history.length === 0) return;
        await tx
          .insert(orderStatusEvents)
          .values(history.map((step) => ({ orderId: id, status: step.status, at: step.at })))
          .onConflictDoNothing();
      });
    },

    /** The statuses an order went through, oldest first. */
    async statusHistory(id: number) {
      return db
        .select({ status: orderStatusEvents.status, at: orderStatusEvents.at })
        .from(orderStatusEvents)
        .where(eq(orderStatusEvents.orderId, id))
        .orderBy(asc(orderStatusEvents.at));
    },

    /** The lines of an own order (undefined: not the partner's), for reordering. */
    async ownLines(partnerId: number, id: number) {
      const [order] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(own(partnerId, id))
        .limit(1);
      if (!order) return undefined;
      return db
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, order.id))
        .orderBy(asc(orderLines.lineNo));
    },

    async findOwn(partnerId: number, id: number): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(own(partnerId, id)).limit(1);
      return row;
    },

    /** The order a key already placed (keys are per user: never someone else's order). */
    async findByKey(
      key: string,
      userId?: number,
      q: Queryable = db,
    ): Promise<OrderRow | undefined> {
      const byKey = eq(orders.idempotencyKey, key);
      const [row] = await q
        .select()
        .from(orders)
        .where(userId === undefined ? byKey : and(byKey, eq(orders.userId, userId)))
        .limit(1);
      return row;
    },

    /**
     * Stores a placed order and its lines, numbered, in the caller's transaction (the basket's
     * placing: the order exists exactly when the basket was emptied).
     */
    async insertPlaced(
      tx: Queryable,
      order: NewOrder,
      lines: readonly NewOrderLine[],
      now: Date,
    ): Promise<OrderRow> {
      const numbering = ORDER_NUMBERING[order.kind];
      const status = order.kind === 'inquiry' ? SENT_INQUIRY_STATUS : PLACED_STATUS;
      const [row] = await tx
        .insert(orders)
        .values({
          ...order,
          orderNo: numbered(numbering.prefix, numbering.sequence, now.getUTCFullYear()),
          status,
        })
        .returning();
      if (!row) throw new Error('order insert returned nothing');
      await tx.insert(orderStatusEvents).values({ orderId: row.id, status, at: row.createdAt });
      if (lines.length > 0)
        await tx.insert(orderLines).values(lines.map((l) => ({ ...l, orderId: row.id })));
      return row;
    },

    /**
     * SPEC §7 POST /jsonapi/order: numbers the invoice of an own order once and issues it as a
     * document (issue #12: it shows among the documents, as a PDF, open until paid). nextval
     * runs only for a row that still has no invoice, so a repeat never burns a number nor
     * issues a second document; the row is returned either way (undefined: not the partner's).
     */
    async createInvoice(partnerId: number, id: number, now: Date): Promise<OrderRow | undefined> {
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(orders)
          .set({
            invoiceNo: numbered('RA', 'invoice_number_seq', now.getUTCFullYear()),
            updatedAt: sql`now()`,
          })
          .where(and(own(partnerId, id), eq(orders.kind, 'order'), isNull(orders.invoiceNo)))
          .returning();
        if (!row?.invoiceNo) return row;
        const lines = await tx
          .select()
          .from(orderLines)
          .where(eq(orderLines.orderId, row.id))
          .orderBy(asc(orderLines.lineNo));
        const issued = ljubljanaDay(now);
        const documentLines = lines.map(documentLineOf);
        if (row.transportCosts)
          documentLines.push(transportLine(documentLines.length + 1, row.transportCosts));
        const [invoice] = await tx
          .insert(documents)
          .values({
            partnerId,
            orderId: row.id,
            docType: 'invoice',
            docNo: row.invoiceNo,
            issuedAt: issued,
            dueAt: addDays(issued, PAYMENT_TERM_DAYS),
            amount: row.totalGross,
            net: row.totalNet,
            vat: row.totalVat,
            status: 'open',
            lines: documentLines,
          })
          .returning({ id: documents.id, dueAt: documents.dueAt });
        // Issue #16: the company's admins hear of a new invoice (decision 042).
        if (invoice)
          await notify(tx, {
            kind: 'invoice',
            userIds: await companyAdmins(tx, partnerId),
            link: { kind: 'document', id: invoice.id },
            params: { number: row.invoiceNo, dueAt: invoice.dueAt ?? '' },
          });
        return row;
      });
      return updated ?? this.findOwn(partnerId, id);
    },
  };
}
export type OrderRepository = ReturnType<typeof createOrderRepository>;

export const orderRepositoryPlugin = fp(
  (fastify: FastifyInstance) => {
    fastify.decorate('orderRepository', createOrderRepository(fastify.db));
    return Promise.resolve();
  },
  { name: 'gradnik-api-order-repository', dependencies: ['gradnik-api-db'], fastify: '5.x' },
);
