// Orders and inquiries once placed: the one place that numbers them, stores them and their
// lines, and creates their invoices. Reached by the partner that owns them (an order of another
// company is simply not found, issue #5), or by the idempotency key of the user who placed it.
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Queryable } from '@gradnik/db/connection';
import { orderLines, orders, type OrderKind } from '@gradnik/db/schema/commerce';

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

/** The status every placed order and inquiry starts in (the ERP moves it on). */
export const PLACED_STATUS = 'received';

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

export function createOrderRepository(db: Queryable) {
  const own = (partnerId: number, id: number) =>
    and(eq(orders.id, id), eq(orders.partnerId, partnerId));

  return {
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
      const [row] = await tx
        .insert(orders)
        .values({
          ...order,
          orderNo: numbered(numbering.prefix, numbering.sequence, now.getUTCFullYear()),
          status: PLACED_STATUS,
        })
        .returning();
      if (!row) throw new Error('order insert returned nothing');
      if (lines.length > 0)
        await tx.insert(orderLines).values(lines.map((l) => ({ ...l, orderId: row.id })));
      return row;
    },

    /**
     * SPEC §7 POST /jsonapi/order: numbers the invoice of an own order once. nextval runs only
     * for a row that still has no invoice, so a repeat never burns a number; the row is returned
     * either way (undefined: not the partner's).
     */
    async createInvoice(partnerId: number, id: number, now: Date): Promise<OrderRow | undefined> {
      const [updated] = await db
        .update(orders)
        .set({
          invoiceNo: numbered('RA', 'invoice_number_seq', now.getUTCFullYear()),
          updatedAt: sql`now()`,
        })
        .where(and(own(partnerId, id), eq(orders.kind, 'order'), isNull(orders.invoiceNo)))
        .returning();
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
