// Inquiries and their offers (issue #14, decision 036): always reached through the token's
// partner (another company's inquiry is simply not found). An inquiry is an `orders` row of kind
// 'inquiry'; its offers are `inquiry_offers` rows, one per revision; its thread is
// `inquiry_messages`. State changes are conditional updates (`where status = <seen>`), so two
// tabs or a late ERP answer cannot move an inquiry twice or back.
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Queryable } from '@gradnik/db/connection';
import type { InquiryListSort } from '@gradnik/contracts/offer';
import { products } from '@gradnik/db/schema/catalog';
import {
  inquiryMessages,
  inquiryOffers,
  orderLines,
  orders,
  orderStatusEvents,
  type InquiryMessageKind,
  type InquiryOfferLine,
} from '@gradnik/db/schema/commerce';
import { users } from '@gradnik/db/schema/identity';
import { notify } from '../notification/notify.ts';
import type { InquiryState, StoredInquiryState } from '@gradnik/domain/offer';

declare module 'fastify' {
  interface FastifyInstance {
    offerRepository: OfferRepository;
  }
}

export type OfferRow = typeof inquiryOffers.$inferSelect;
export type InquiryRow = typeof orders.$inferSelect;
export type InquiryLineRow = typeof orderLines.$inferSelect;

export interface InquiryListFilter {
  partnerId: number;
  state?: InquiryState;
  /** Created at or after (inclusive). */
  from?: Date;
  /** Created before (exclusive). */
  until?: Date;
  /** Ljubljana today (YYYY-MM-DD): an open offer valid until before it is expired. */
  today: string;
}

/** A new offer revision as the ERP answered it, resolved against the catalogue. */
export interface NewOffer {
  revision: number;
  offerNo: string;
  createdAt: Date;
  validUntil: string | null;
  transportCost: number;
  totalNet: number;
  totalVat: number;
  totalGross: number;
  lines: InquiryOfferLine[];
  note: string | null;
}

/** What the ERP said of an inquiry, ready to store (service.ts builds it). */
export interface OfferUpdate {
  state: 'in_preparation' | 'offered';
  /** Every revision the ERP knows, oldest first; the stored ones are skipped. */
  offers: NewOffer[];
  replies: { at: Date; body: string }[];
}

export function createOfferRepository(db: Database) {
  const ownInquiry = (partnerId: number, id: number) =>
    and(eq(orders.id, id), eq(orders.partnerId, partnerId), eq(orders.kind, 'inquiry'));

  /** The newest revision of each listed inquiry: one index lookup per row of the page. */
  function currentOffer() {
    return db
      .select({
        offerId: inquiryOffers.id,
        revision: inquiryOffers.revision,
        offerNo: inquiryOffers.offerNo,
        offerCreatedAt: sql<Date>`${inquiryOffers.createdAt}`.as('offer_created_at'),
        validUntil: inquiryOffers.validUntil,
        offerStatus: sql<string>`${inquiryOffers.status}`.as('offer_status'),
        offerGross: sql<number>`${inquiryOffers.totalGross}`.as('offer_gross'),
      })
      .from(inquiryOffers)
      .where(eq(inquiryOffers.orderId, orders.id))
      .orderBy(desc(inquiryOffers.revision))
      .limit(1)
      .as('current_offer');
  }

  function listWhere(filter: InquiryListFilter, offer: ReturnType<typeof currentOffer>) {
    const expired = and(eq(offer.offerStatus, 'open'), lt(offer.validUntil, filter.today)) as SQL;
    let state: SQL | undefined;
    if (filter.state === 'expired') state = and(eq(orders.status, 'offered'), expired);
    else if (filter.state === 'offered')
      state = and(eq(orders.status, 'offered'), sql`not coalesce(${expired}, false)`);
    else if (filter.state) state = eq(orders.status, filter.state);
    return and(
      eq(orders.partnerId, filter.partnerId),
      eq(orders.kind, 'inquiry'),
      state,
      filter.from ? gte(orders.createdAt, filter.from) : undefined,
      filter.until ? lt(orders.createdAt, filter.until) : undefined,
    );
  }

  return {
    /**
     * One page of the company's inquiries with the current offer of each, and the total: one
     * statement for the page (a LATERAL join on inquiry_offers' (order_id, revision) index, so
     * no query per row), one for the count (issue #14 bench).
     */
    async list(filter: InquiryListFilter, sort: InquiryListSort, offset: number, limit: number) {
      const offer = currentOffer();
      const where = listWhere(filter, offer);
      const agent = alias(users, 'agent');
      const value = sql`coalesce(${offer.offerGross}, ${orders.totalGross})`;
      const order: Record<InquiryListSort, SQL[]> = {
        '-date': [desc(orders.createdAt), desc(orders.id)],
        date: [asc(orders.createdAt), asc(orders.id)],
        '-value': [sql`${value} desc`, desc(orders.id)],
        value: [sql`${value} asc`, asc(orders.id)],
        valid_until: [
          sql`${offer.validUntil} asc nulls last`,
          desc(orders.createdAt),
          desc(orders.id),
        ],
      };
      // The count needs the offer only when the state filter reads it.
      const needsOffer = filter.state === 'offered' || filter.state === 'expired';
      const countQuery = needsOffer
        ? db
            .select({ n: count() })
            .from(orders)
            .leftJoinLateral(offer, sql`true`)
            .where(where)
        : db.select({ n: count() }).from(orders).where(listWhere(filter, offer));
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: orders.id,
            orderNo: orders.orderNo,
            createdAt: orders.createdAt,
            userId: orders.userId,
            firstname: users.firstname,
            lastname: users.lastname,
            agentFirstname: agent.firstname,
            agentLastname: agent.lastname,
            status: orders.status,
            totalGross: orders.totalGross,
            offerId: offer.offerId,
            revision: offer.revision,
            offerNo: offer.offerNo,
            offerCreatedAt: offer.offerCreatedAt,
            validUntil: offer.validUntil,
            offerStatus: offer.offerStatus,
            offerGross: offer.offerGross,
          })
          .from(orders)
          .innerJoin(users, eq(users.id, orders.userId))
          .leftJoin(agent, eq(agent.id, orders.actingUserId))
          .leftJoinLateral(offer, sql`true`)
          .where(where)
          .orderBy(...order[sort])
          .limit(limit)
          .offset(offset)
          .execute(),
        countQuery.execute(),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async findOwn(partnerId: number, id: number, q: Queryable = db) {
      const [row] = await q.select().from(orders).where(ownInquiry(partnerId, id)).limit(1);
      return row;
    },

    /** An own inquiry with its lines, offers (newest first), thread and the people named. */
    async detail(partnerId: number, id: number) {
      const inquiry = await this.findOwn(partnerId, id);
      if (!inquiry) return undefined;
      const [lines, offers, thread] = await Promise.all([
        db
          .select()
          .from(orderLines)
          .where(eq(orderLines.orderId, id))
          .orderBy(asc(orderLines.lineNo))
          .execute(),
        db
          .select()
          .from(inquiryOffers)
          .where(eq(inquiryOffers.orderId, id))
          .orderBy(desc(inquiryOffers.revision))
          .execute(),
        db
          .select()
          .from(inquiryMessages)
          .where(eq(inquiryMessages.inquiryId, id))
          .orderBy(asc(inquiryMessages.createdAt), asc(inquiryMessages.id))
          .execute(),
      ]);
      const people = [
        inquiry.userId,
        inquiry.actingUserId,
        ...thread.flatMap((m) => [m.userId, m.actingUserId]),
      ].filter((p): p is number => p !== null);
      const persons = await db
        .select({ id: users.id, firstname: users.firstname, lastname: users.lastname })
        .from(users)
        .where(inArray(users.id, [...new Set(people)]));
      const acceptedIds = offers.flatMap((o) => (o.acceptedOrderId ? [o.acceptedOrderId] : []));
      const placed = acceptedIds.length
        ? await db
            .select({ id: orders.id, orderNo: orders.orderNo })
            .from(orders)
            .where(and(inArray(orders.id, acceptedIds), eq(orders.partnerId, partnerId)))
        : [];
      return { inquiry, lines, offers, thread, persons, placed };
    },

    /** The offer revision of an own inquiry (PDF), or undefined. */
    async ownOffer(partnerId: number, inquiryId: number, revision: number) {
      const [row] = await db
        .select({ offer: inquiryOffers, inquiry: orders })
        .from(inquiryOffers)
        .innerJoin(orders, eq(orders.id, inquiryOffers.orderId))
        .where(
          and(
            ownInquiry(partnerId, inquiryId),
            eq(inquiryOffers.partnerId, partnerId),
            eq(inquiryOffers.revision, revision),
          ),
        )
        .limit(1);
      return row;
    },

    /** Offers by id, of the partner only (cart lines taken from offers). */
    async offersByIds(partnerId: number, ids: readonly number[], q: Queryable = db) {
      if (ids.length === 0) return [];
      return q
        .select()
        .from(inquiryOffers)
        .where(and(inArray(inquiryOffers.id, [...ids]), eq(inquiryOffers.partnerId, partnerId)));
    },

    /**
     * Claims up to `limit` of the partner's inquiries the ERP may have news of (decision 036:
     * waiting for an offer, or with a buyer message newer than the caretaker's last reply) and
     * not asked about since `staleBefore`, marking them asked (SKIP LOCKED: concurrent reads,
     * on any instance, claim different ones; as the order status sync).
     */
    async claimWaiting(
      partnerId: number,
      now: Date,
      staleBefore: Date,
      limit: number,
      inquiryId?: number,
    ) {
      const unanswered = sql`exists (
        select 1 from ${inquiryMessages} buyer
        where buyer.inquiry_id = ${orders.id} and buyer.author = 'buyer'
          and buyer.created_at > coalesce((
            select max(reply.created_at) from ${inquiryMessages} reply
            where reply.inquiry_id = ${orders.id} and reply.author = 'caretaker'
          ), '-infinity'::timestamptz))`;
      const due = db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.partnerId, partnerId),
            eq(orders.kind, 'inquiry'),
            inquiryId === undefined ? undefined : eq(orders.id, inquiryId),
            or(isNull(orders.statusCheckedAt), lt(orders.statusCheckedAt, staleBefore)),
            or(
              inArray(orders.status, ['sent', 'in_preparation']),
              and(inArray(orders.status, ['offered', 'accepted']), unanswered),
            ),
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

    /** What the ERP is sent of claimed inquiries: their lines and the buyer's messages. */
    async erpInputs(ids: readonly number[]) {
      if (ids.length === 0) return { lines: [], requests: [] };
      const [lines, requests] = await Promise.all([
        db
          .select({
            orderId: orderLines.orderId,
            lineNo: orderLines.lineNo,
            itemNo: orderLines.itemNo,
            quantity: orderLines.quantityRetail,
            unit: orderLines.retailUnitOfMeasure,
            vat: orderLines.vat,
          })
          .from(orderLines)
          .where(inArray(orderLines.orderId, [...ids]))
          .orderBy(asc(orderLines.orderId), asc(orderLines.lineNo))
          .execute(),
        db
          .select({
            inquiryId: inquiryMessages.inquiryId,
            at: inquiryMessages.createdAt,
            kind: inquiryMessages.kind,
            body: inquiryMessages.body,
          })
          .from(inquiryMessages)
          .where(
            and(inArray(inquiryMessages.inquiryId, [...ids]), eq(inquiryMessages.author, 'buyer')),
          )
          .orderBy(asc(inquiryMessages.createdAt), asc(inquiryMessages.id))
          .execute(),
      ]);
      return { lines, requests };
    },

    /** Catalogue rows by item code (offer lines name products by code). */
    async productsByCode(codes: readonly string[]) {
      if (codes.length === 0) return [];
      return db
        .select({
          id: products.id,
          code: products.code,
          nameSl: products.nameSl,
          vat: products.vat,
        })
        .from(products)
        .where(inArray(products.code, [...new Set(codes)]));
    },

    /**
     * Stores what the ERP said of an inquiry (decision 036), in one transaction with the inquiry
     * locked: new revisions (the newest open, the older superseded; accepted or declined ones are
     * never touched), new caretaker replies, and the state moving sent → in_preparation →
     * offered. A withdrawn, declined or accepted inquiry takes replies only.
     */
    async applyErpAnswer(partnerId: number, inquiryId: number, update: OfferUpdate) {
      await db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ status: orders.status, userId: orders.userId })
          .from(orders)
          .where(eq(orders.id, inquiryId))
          .for('update');
        if (!locked) return;
        const status = locked.status as StoredInquiryState;
        const waiting = status === 'sent' || status === 'in_preparation' || status === 'offered';
        const stored = await tx
          .select({
            id: inquiryOffers.id,
            revision: inquiryOffers.revision,
            status: inquiryOffers.status,
          })
          .from(inquiryOffers)
          .where(eq(inquiryOffers.orderId, inquiryId));
        const known = Math.max(0, ...stored.map((o) => o.revision));
        const fresh = waiting ? update.offers.filter((o) => o.revision > known) : [];
        const newest = fresh.at(-1);
        if (newest) {
          await tx
            .update(inquiryOffers)
            .set({ status: 'superseded' })
            .where(and(eq(inquiryOffers.orderId, inquiryId), eq(inquiryOffers.status, 'open')));
          await tx.insert(inquiryOffers).values(
            fresh.map((o) => ({
              offerNo: o.offerNo,
              orderId: inquiryId,
              partnerId,
              revision: o.revision,
              status: o === newest ? ('open' as const) : ('superseded' as const),
              validUntil: o.validUntil,
              transportCost: o.transportCost,
              totalNet: o.totalNet,
              totalVat: o.totalVat,
              totalGross: o.totalGross,
              lines: o.lines,
              note: o.note,
              erpOfferId: o.offerNo,
              createdAt: o.createdAt,
            })),
          );
          // Issue #16: the buyer who sent the inquiry hears of the new offer (decision 042).
          await notify(tx, {
            kind: 'offer',
            userIds: [locked.userId],
            link: { kind: 'offer', id: inquiryId },
            params: { number: newest.offerNo },
          });
        }
        let next: StoredInquiryState | null = null;
        if (status === 'sent' || status === 'in_preparation') {
          const hasOffer = known > 0 || fresh.length > 0;
          next = update.state === 'offered' && hasOffer ? 'offered' : 'in_preparation';
          // After a revision request, only a new revision makes the inquiry offered again.
          if (next === 'offered' && status === 'in_preparation' && known > 0 && !newest)
            next = null;
        }
        if (next && next !== status) {
          await tx
            .update(orders)
            .set({ status: next, updatedAt: sql`now()` })
            .where(and(eq(orders.id, inquiryId), eq(orders.status, status)));
          await tx
            .insert(orderStatusEvents)
            .values({ orderId: inquiryId, status: next, at: newest?.createdAt ?? new Date() })
            .onConflictDoNothing();
        }
        if (update.replies.length > 0) {
          const [last] = await tx
            .select({ at: sql<Date | null>`max(${inquiryMessages.createdAt})` })
            .from(inquiryMessages)
            .where(
              and(
                eq(inquiryMessages.inquiryId, inquiryId),
                eq(inquiryMessages.author, 'caretaker'),
              ),
            );
          const after = last?.at ? new Date(last.at).getTime() : -Infinity;
          const replies = update.replies.filter((r) => r.at.getTime() > after);
          if (replies.length > 0) {
            await tx.insert(inquiryMessages).values(
              replies.map((r) => ({
                inquiryId,
                partnerId,
                author: 'caretaker' as const,
                kind: 'message' as const,
                body: r.body,
                createdAt: r.at,
              })),
            );
          }
        }
      });
    },

    /** A buyer's message; a revision request also moves an offered inquiry back to preparing. */
    async addMessage(input: {
      partnerId: number;
      inquiryId: number;
      userId: number;
      actingUserId: number | null;
      kind: InquiryMessageKind;
      body: string;
      offerRevision: number | null;
      at: Date;
    }) {
      return db.transaction(async (tx) => {
        if (input.kind === 'revision_request') {
          const moved = await tx
            .update(orders)
            .set({ status: 'in_preparation', statusCheckedAt: null, updatedAt: sql`now()` })
            .where(and(eq(orders.id, input.inquiryId), eq(orders.status, 'offered')))
            .returning({ id: orders.id });
          if (moved.length === 0) return false;
        } else {
          // The next read asks the ERP for the caretaker's reply (decision 036).
          await tx
            .update(orders)
            .set({ statusCheckedAt: null })
            .where(eq(orders.id, input.inquiryId));
        }
        await tx.insert(inquiryMessages).values({
          inquiryId: input.inquiryId,
          partnerId: input.partnerId,
          author: 'buyer',
          userId: input.userId,
          actingUserId: input.actingUserId,
          kind: input.kind,
          body: input.body,
          offerRevision: input.offerRevision,
          createdAt: input.at,
        });
        return true;
      });
    },

    /** Declines the open offer `offerId` and the inquiry with it; false when it moved on. */
    async decline(
      inquiryId: number,
      offerId: number,
      userId: number,
      reason: string | null,
      at: Date,
    ) {
      return db.transaction(async (tx) => {
        const [moved] = await tx
          .update(orders)
          .set({ status: 'declined', updatedAt: sql`now()` })
          .where(and(eq(orders.id, inquiryId), eq(orders.status, 'offered')))
          .returning({ id: orders.id });
        if (!moved) return false;
        const [offer] = await tx
          .update(inquiryOffers)
          .set({
            status: 'declined',
            declineReason: reason,
            decidedAt: at,
            decidedByUserId: userId,
          })
          .where(and(eq(inquiryOffers.id, offerId), eq(inquiryOffers.status, 'open')))
          .returning({ id: inquiryOffers.id });
        // The inquiry was offered, so its newest offer was open: a failure here is a bug.
        if (!offer) throw new Error(`offer ${offerId} of an offered inquiry is not open`);
        await tx
          .insert(orderStatusEvents)
          .values({ orderId: inquiryId, status: 'declined', at })
          .onConflictDoNothing();
        return true;
      });
    },

    /** Withdraws an inquiry still waiting for its first offer; false when it moved on. */
    async withdraw(inquiryId: number, at: Date) {
      return db.transaction(async (tx) => {
        const [moved] = await tx
          .update(orders)
          .set({ status: 'withdrawn', updatedAt: sql`now()` })
          .where(and(eq(orders.id, inquiryId), inArray(orders.status, ['sent', 'in_preparation'])))
          .returning({ id: orders.id });
        if (!moved) return false;
        await tx
          .insert(orderStatusEvents)
          .values({ orderId: inquiryId, status: 'withdrawn', at })
          .onConflictDoNothing();
        return true;
      });
    },

    /**
     * Placing an order with offer lines (basket placing.ts), in its transaction: the offers
     * become accepted with the order, their inquiries too. False when an offer is no longer open
     * (declined or revised meanwhile): the caller rolls the placing back.
     */
    async acceptWithOrder(
      tx: Queryable,
      offerIds: readonly number[],
      orderId: number,
      userId: number,
      at: Date,
    ) {
      for (const offerId of offerIds) {
        const [offer] = await tx
          .update(inquiryOffers)
          .set({
            status: 'accepted',
            acceptedOrderId: orderId,
            decidedAt: at,
            decidedByUserId: userId,
          })
          .where(and(eq(inquiryOffers.id, offerId), eq(inquiryOffers.status, 'open')))
          .returning({ inquiryId: inquiryOffers.orderId });
        if (!offer) return false;
        await tx
          .update(orders)
          .set({ status: 'accepted', updatedAt: sql`now()` })
          .where(and(eq(orders.id, offer.inquiryId), eq(orders.status, 'offered')));
        await tx
          .insert(orderStatusEvents)
          .values({ orderId: offer.inquiryId, status: 'accepted', at })
          .onConflictDoNothing();
      }
      return true;
    },
  };
}
export type OfferRepository = ReturnType<typeof createOfferRepository>;

export const offerRepositoryPlugin = fp(
  (fastify: FastifyInstance) => {
    fastify.decorate('offerRepository', createOfferRepository(fastify.db));
    return Promise.resolve();
  },
  { name: 'gradnik-api-offer-repository', dependencies: ['gradnik-api-db'], fastify: '5.x' },
);
