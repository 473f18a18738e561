// Complaints (issue #16, decision 043): always reached through the token's partner (another
// company's complaint, order, file is simply not found). A complaint is a `complaints` row with
// its `complaint_lines`, its timeline `complaint_events` and its thread `complaint_messages`;
// its files are `uploads` of purpose 'complaint' (owner: the complaint) or 'complaint_message'
// (owner: the message), their bytes in the row or the bucket (upload/storage.ts). A filing's
// client key (`idempotency_key`, unique per user) finds the complaint a retry already filed.
// State changes are conditional (`where status = <seen>`), so a late or repeated ERP answer
// cannot move a complaint twice or back.
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { executeRows, type Database, type Queryable } from '@gradnik/db/connection';
import {
  complaintEvents,
  complaintLines,
  complaintMessages,
  complaints,
  documents,
  type DocumentLine,
} from '@gradnik/db/schema/account';
import { products } from '@gradnik/db/schema/catalog';
import { orderLines, orders } from '@gradnik/db/schema/commerce';
import { uploads } from '@gradnik/db/schema/contact';
import { users } from '@gradnik/db/schema/identity';
import {
  COMPLAINABLE_ORDER_STATUSES,
  complaintPath,
  isComplaintState,
  isFinalComplaintState,
  type ComplaintReason,
  type ComplaintResolution,
  type ComplaintState,
} from '@gradnik/domain/complaints';
import { createUploadStore, type StagedFile } from '../upload/repository.ts';
import type { FileStorage } from '../upload/storage.ts';
import { notify } from '../notification/notify.ts';

declare module 'fastify' {
  interface FastifyInstance {
    complaintRepository: ComplaintRepository;
  }
}

export type ComplaintRow = typeof complaints.$inferSelect;

export interface ComplaintListFilter {
  partnerId: number;
  state?: ComplaintState;
  /** Filed at or after (inclusive). */
  from?: Date;
  /** Filed before (exclusive). */
  until?: Date;
}

export interface NewComplaint {
  partnerId: number;
  userId: number;
  actingUserId: number | null;
  orderId: number;
  deliveryNoteId: number | null;
  description: string;
  desiredResolution: ComplaintResolution;
  lines: {
    orderLineId: number;
    productId: number | null;
    itemNo: string;
    name: string;
    unit: string;
    quantity: number;
    reason: ComplaintReason;
    note: string | null;
  }[];
  at: Date;
  /** The client's key of this filing (Idempotency-Key), or null. */
  idempotencyKey: string | null;
}

/** What the ERP answered about one complaint, already checked against the contract. */
export interface ComplaintUpdate {
  state: ComplaintState;
  history: { state: ComplaintState; at: Date; note: string | null }[];
  note: string | null;
  creditNote: {
    docNo: string;
    issuedAt: string;
    dueAt: string | null;
    lines: DocumentLine[];
    net: number;
    vat: number;
    gross: number;
  } | null;
  replies: { at: Date; body: string }[];
}

/** A list row's line as the list query gives it: item number, name, the complaint's line count. */
type ListLine = [itemNo: string, name: string, lineCount: number];

/** Two names (a person's first and last, a product's code and name) as one JSON value. */
type NamePair = [string, string];

/** How many lines' products a list row names (the list's "products" column). */
const LIST_LINES = 3;

/** A JSON value as either driver returns it: parsed already, or as text. */
function json(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

function listLines(value: unknown): ListLine[] | null {
  const parsed = json(value);
  return Array.isArray(parsed) ? (parsed as ListLine[]) : null;
}

function namePair(value: unknown): NamePair | null {
  const parsed = json(value);
  return Array.isArray(parsed) ? (parsed as NamePair) : null;
}

/** How long a claimed complaint is left alone before the ERP is asked again (SPEC §9's 60 s). */
const RECHECK_MS = 60_000;

const deliveryNotes = alias(documents, 'delivery_notes');
const creditNotes = alias(documents, 'credit_notes');
const replacementOrders = alias(orders, 'replacement_orders');

export function createComplaintRepository(db: Database, storage: FileStorage) {
  const uploadStore = createUploadStore(db, storage);

  /** The complaint, only when it is the partner's. */
  async function own(partnerId: number, id: number): Promise<ComplaintRow | null> {
    const [row] = await db
      .select()
      .from(complaints)
      .where(and(eq(complaints.id, id), eq(complaints.partnerId, partnerId)))
      .limit(1);
    return row ?? null;
  }

  /** The list's filter of this shape, its values as placeholders (bound per call). */
  function listWhere(filter: ComplaintListFilter) {
    return and(
      eq(complaints.partnerId, sql.placeholder('partnerId')),
      filter.state ? eq(complaints.status, sql.placeholder('state')) : undefined,
      filter.from ? gte(complaints.createdAt, sql.placeholder('from')) : undefined,
      filter.until ? lt(complaints.createdAt, sql.placeholder('until')) : undefined,
    );
  }

  /** Which of the filter's optional parts are set, as a name: 'all', 's', 'fu', … */
  function shapeOf(filter: ComplaintListFilter): string {
    const parts = [filter.state ? 's' : '', filter.from ? 'f' : '', filter.until ? 'u' : ''];
    return parts.join('') || 'all';
  }

  // Issue #16 bench: building the list's SQL (sub-selects, JSON pairs) cost ~0.5 ms of CPU a
  // request; it is built once per filter shape (which of state, from and until are set: at most
  // eight) and prepared, so PostgreSQL also parses it once per connection.
  const listStatements = new Map<string, ReturnType<typeof buildListStatement>>();
  function listStatement(filter: ComplaintListFilter) {
    const shape = shapeOf(filter);
    let statement = listStatements.get(shape);
    if (!statement) {
      statement = buildListStatement(filter);
      listStatements.set(shape, statement);
    }
    return statement;
  }

  function buildListStatement(filter: ComplaintListFilter) {
    const where = listWhere(filter);
    // One statement (issue #16 bench): the page's complaints first, then, for those rows
    // only, the numbers of their order and notes, the names of their people and product, their
    // first lines and the filter's total as sub-selects. The same list as seven left joins
    // cost ~2.5 ms of planning a request on PostgreSQL (the join order search) and joined
    // every skipped row of a later page before the sort; with the count and the lines as two
    // more queries it also took three round trips. Each sub-select's table is planned again
    // (PGlite pays for every index it opens), so each table is read once per row: a person's
    // and a product's two names come as one JSON pair.
    const page = db
      .select({
        id: complaints.id,
        complaintNo: complaints.complaintNo,
        createdAt: complaints.createdAt,
        status: complaints.status,
        desiredResolution: complaints.desiredResolution,
        orderId: complaints.orderId,
        deliveryNoteId: complaints.deliveryNoteId,
        creditNoteId: complaints.creditNoteId,
        userId: complaints.userId,
        actingUserId: complaints.actingUserId,
        productId: complaints.productId,
      })
      .from(complaints)
      .where(where)
      .orderBy(desc(complaints.createdAt), desc(complaints.id))
      .offset(sql.placeholder('offset'))
      .limit(sql.placeholder('limit'))
      .as('page');
    // The sub-selects name their tables and the page's columns explicitly: drizzle writes the
    // columns of a one-table select unqualified, which inside a sub-select would bind to the
    // sub-select's own table (complaint_lines has an `id` and a `product_id` too).
    const docNo = (column: 'delivery_note_id' | 'credit_note_id') =>
      sql<
        string | null
      >`(select d.doc_no from ${documents} d where d.id = page.${sql.raw(column)})`;
    const person = (column: 'user_id' | 'acting_user_id') =>
      sql<NamePair | null>`(select json_build_array(u.firstname, u.lastname) from ${users} u
        where u.id = page.${sql.raw(column)})`.mapWith(namePair);
    const found = db
      .select({
        id: page.id,
        complaintNo: page.complaintNo,
        createdAt: page.createdAt,
        status: page.status,
        desiredResolution: page.desiredResolution,
        orderId: page.orderId,
        orderNo: sql<
          string | null
        >`(select o.order_no from ${orders} o where o.id = page.order_id)`,
        deliveryNoteId: page.deliveryNoteId,
        deliveryNoteNo: docNo('delivery_note_id'),
        creditNoteId: page.creditNoteId,
        creditNoteNo: docNo('credit_note_id'),
        filedBy: person('user_id'),
        agent: person('acting_user_id'),
        // Older one-line complaints (before issue #16) name their product on the row.
        product: sql<NamePair | null>`(select json_build_array(p.code, p.name_sl) from ${products} p
          where p.id = page.product_id)`.mapWith(namePair),
        // The list names the first lines' products and says how many lines there are: each
        // of the first lines as [item no, name, number of lines], null without lines.
        lines: sql<
          ListLine[] | null
        >`(select json_agg(json_build_array(l.item_no, l.name, l.n) order by l.line_no)
          from (select x.line_no, x.item_no, x.name, count(*) over () as n from ${complaintLines} x
            where x.complaint_id = page.id order by x.line_no
            limit ${sql.raw(String(LIST_LINES))}) l)`.mapWith(listLines),
        // Inside the sub-select the filter's columns bind to its own `complaints`.
        total: sql<number>`(select count(*) from ${complaints} where ${where})`.mapWith(Number),
      })
      .from(page)
      .orderBy(desc(page.createdAt), desc(page.id))
      .prepare(`complaints_list_${shapeOf(filter)}`);
    // A page past the end has no row to carry the total: then counted on its own.
    const total = db
      .select({ n: count() })
      .from(complaints)
      .where(where)
      .prepare(`complaints_count_${shapeOf(filter)}`);
    return { page: found, total };
  }

  return {
    uploads: uploadStore,
    own,

    async list(filter: ComplaintListFilter, offset: number, limit: number) {
      const statement = listStatement(filter);
      const values = {
        partnerId: filter.partnerId,
        state: filter.state ?? null,
        from: filter.from ?? null,
        until: filter.until ?? null,
      };
      const found = await statement.page.execute({ ...values, offset, limit });
      const rows = found.map(({ filedBy, agent, product, lines, total: _, ...row }) => ({
        ...row,
        firstname: filedBy?.[0] ?? null,
        lastname: filedBy?.[1] ?? null,
        agentFirstname: agent?.[0] ?? null,
        agentLastname: agent?.[1] ?? null,
        productCode: product?.[0] ?? null,
        productName: product?.[1] ?? null,
        lines: (lines ?? []).map(([itemNo, name]) => ({ itemNo, name })),
        lineCount: lines?.[0]?.[2] ?? 0,
      }));
      let total = found[0]?.total ?? 0;
      if (found.length === 0 && offset > 0) {
        const [counted] = await statement.total.execute(values);
        total = counted?.n ?? 0;
      }
      return { rows, total };
    },

    /**
     * The partner's delivered orders matching a number (the order's or one of its delivery
     * notes', in part), newest first; or the one order; or, without either, the newest.
     */
    async sources(
      partnerId: number,
      q: string | undefined,
      orderId: number | undefined,
      limit: number,
    ) {
      const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const found = await db
        .select({
          id: orders.id,
          orderNo: orders.orderNo,
          createdAt: orders.createdAt,
          status: orders.status,
        })
        .from(orders)
        .where(
          and(
            eq(orders.partnerId, partnerId),
            eq(orders.kind, 'order'),
            inArray(orders.status, [...COMPLAINABLE_ORDER_STATUSES]),
            orderId === undefined ? undefined : eq(orders.id, orderId),
            pattern === null
              ? undefined
              : or(
                  ilike(orders.orderNo, pattern),
                  sql`exists (select 1 from ${documents} d where d.order_id = ${orders.id}
                    and d.partner_id = ${partnerId} and d.doc_type = 'delivery_note'
                    and d.doc_no ilike ${pattern})`,
                ),
          ),
        )
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit);
      const ids = found.map((o) => o.id);
      if (ids.length === 0) return { orders: [], notes: [], lines: [], claimed: [] };
      const [notes, lines, claimed] = await Promise.all([
        db
          .select({
            id: documents.id,
            orderId: documents.orderId,
            docNo: documents.docNo,
            issuedAt: documents.issuedAt,
          })
          .from(documents)
          .where(
            and(
              eq(documents.partnerId, partnerId),
              eq(documents.docType, 'delivery_note'),
              inArray(documents.orderId, ids),
            ),
          )
          .orderBy(asc(documents.issuedAt), asc(documents.id)),
        db
          .select({
            id: orderLines.id,
            orderId: orderLines.orderId,
            lineNo: orderLines.lineNo,
            productId: orderLines.productId,
            itemNo: orderLines.itemNo,
            name: orderLines.name,
            unit: orderLines.retailUnitOfMeasure,
            quantity: orderLines.quantityRetail,
          })
          .from(orderLines)
          .where(inArray(orderLines.orderId, ids))
          .orderBy(asc(orderLines.orderId), asc(orderLines.lineNo)),
        this.claimedOf(db, ids),
      ]);
      return { orders: found, notes, lines, claimed };
    },

    /** Quantities earlier complaints claim of the orders' lines, with their states. */
    async claimedOf(q: Queryable, orderIds: readonly number[]) {
      if (orderIds.length === 0) return [];
      const rows = await q
        .select({
          orderLineId: complaintLines.orderLineId,
          status: complaints.status,
          quantity: complaintLines.quantity,
        })
        .from(complaintLines)
        .innerJoin(complaints, eq(complaints.id, complaintLines.complaintId))
        .where(inArray(complaints.orderId, [...orderIds]));
      return rows.flatMap((r) =>
        r.orderLineId !== null && isComplaintState(r.status)
          ? [{ orderLineId: r.orderLineId, state: r.status, quantity: r.quantity }]
          : [],
      );
    },

    /** The order (own, of kind order) with its lines and delivery notes, locked for a new complaint. */
    async orderForComplaint(tx: Queryable, partnerId: number, orderId: number) {
      const [order] = await tx
        .select({ id: orders.id, orderNo: orders.orderNo, status: orders.status })
        .from(orders)
        .where(
          and(eq(orders.id, orderId), eq(orders.partnerId, partnerId), eq(orders.kind, 'order')),
        )
        .for('update');
      if (!order) return null;
      const [lines, notes] = await Promise.all([
        tx
          .select({
            id: orderLines.id,
            productId: orderLines.productId,
            itemNo: orderLines.itemNo,
            name: orderLines.name,
            unit: orderLines.retailUnitOfMeasure,
            quantity: orderLines.quantityRetail,
          })
          .from(orderLines)
          .where(eq(orderLines.orderId, orderId)),
        tx
          .select({ id: documents.id })
          .from(documents)
          .where(
            and(
              eq(documents.partnerId, partnerId),
              eq(documents.orderId, orderId),
              eq(documents.docType, 'delivery_note'),
            ),
          ),
      ]);
      return { order, lines, noteIds: new Set(notes.map((n) => n.id)) };
    },

    /** The complaint the user filed with this client key (any company's: the caller checks). */
    async byIdempotencyKey(
      q: Queryable,
      userId: number,
      key: string,
    ): Promise<{ id: number; partnerId: number } | null> {
      const [row] = await q
        .select({ id: complaints.id, partnerId: complaints.partnerId })
        .from(complaints)
        .where(and(eq(complaints.userId, userId), eq(complaints.idempotencyKey, key)))
        .limit(1);
      return row ?? null;
    },

    /** Stores a new complaint (call inside the transaction that locked its order). */
    async insert(tx: Queryable, input: NewComplaint): Promise<{ id: number; complaintNo: string }> {
      // The number follows the row's id ('R2026-000123', as orders' 'N2026-…'): no sequence of
      // its own is needed, and the seed's 'R-26-…' numbers cannot collide with it.
      const next = await executeRows<{ id: string | number }>(
        tx,
        sql`select nextval(pg_get_serial_sequence('complaints', 'id')) as id`,
      );
      const id = Number(next[0]?.id);
      if (!Number.isSafeInteger(id) || id < 1) throw new Error('no complaint id from the sequence');
      const complaintNo = `R${input.at.getUTCFullYear()}-${String(id).padStart(6, '0')}`;
      const first = input.lines[0];
      await tx.insert(complaints).values({
        id,
        complaintNo,
        partnerId: input.partnerId,
        userId: input.userId,
        orderId: input.orderId,
        productId: first?.productId ?? null,
        status: 'submitted',
        reason: first?.reason ?? null,
        description: input.description,
        quantity: first?.quantity ?? null,
        desiredResolution: input.desiredResolution,
        deliveryNoteId: input.deliveryNoteId,
        actingUserId: input.actingUserId,
        idempotencyKey: input.idempotencyKey,
        // Due at once: the create call submits it to the ERP right after the transaction.
        nextCheckAt: input.at,
        createdAt: input.at,
        updatedAt: input.at,
      });
      await tx.insert(complaintLines).values(
        input.lines.map((line, index) => ({
          complaintId: id,
          lineNo: index + 1,
          orderLineId: line.orderLineId,
          productId: line.productId,
          itemNo: line.itemNo,
          name: line.name,
          unit: line.unit,
          quantity: line.quantity,
          reason: line.reason,
          note: line.note,
        })),
      );
      await tx
        .insert(complaintEvents)
        .values({ complaintId: id, status: 'submitted', createdAt: input.at });
      return { id, complaintNo };
    },

    /** Everything the detail shows, or null when the complaint is not the partner's. */
    async detail(partnerId: number, id: number) {
      const [row] = await db
        .select({
          complaint: complaints,
          orderNo: orders.orderNo,
          deliveryNoteNo: deliveryNotes.docNo,
          creditNoteNo: creditNotes.docNo,
          creditNoteAmount: creditNotes.amount,
          replacementOrderNo: replacementOrders.orderNo,
          productCode: products.code,
          productName: products.nameSl,
          productUnit: products.retailUnitOfMeasure,
        })
        .from(complaints)
        .leftJoin(orders, eq(orders.id, complaints.orderId))
        .leftJoin(deliveryNotes, eq(deliveryNotes.id, complaints.deliveryNoteId))
        .leftJoin(creditNotes, eq(creditNotes.id, complaints.creditNoteId))
        .leftJoin(replacementOrders, eq(replacementOrders.id, complaints.replacementOrderId))
        .leftJoin(products, eq(products.id, complaints.productId))
        .where(and(eq(complaints.id, id), eq(complaints.partnerId, partnerId)))
        .limit(1);
      if (!row) return null;
      const [lines, events, messages] = await Promise.all([
        db
          .select()
          .from(complaintLines)
          .where(eq(complaintLines.complaintId, id))
          .orderBy(asc(complaintLines.lineNo)),
        db
          .select()
          .from(complaintEvents)
          .where(eq(complaintEvents.complaintId, id))
          .orderBy(asc(complaintEvents.createdAt), asc(complaintEvents.id)),
        db
          .select()
          .from(complaintMessages)
          .where(eq(complaintMessages.complaintId, id))
          .orderBy(asc(complaintMessages.createdAt), asc(complaintMessages.id)),
      ]);
      const personIds = [
        row.complaint.userId,
        row.complaint.actingUserId,
        ...messages.flatMap((m) => [m.userId, m.actingUserId]),
      ].filter((p): p is number => p !== null);
      const [persons, files, messageFiles] = await Promise.all([
        personIds.length === 0
          ? []
          : db
              .select({ id: users.id, firstname: users.firstname, lastname: users.lastname })
              .from(users)
              .where(inArray(users.id, [...new Set(personIds)])),
        uploadStore.summaries(partnerId, 'complaint', [id]),
        uploadStore.summaries(
          partnerId,
          'complaint_message',
          messages.map((m) => m.id),
        ),
      ]);
      return { ...row, lines, events, messages, persons, files, messageFiles };
    },

    /** How many files the complaint itself has. */
    async fileCount(partnerId: number, id: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(uploads)
        .where(
          and(
            eq(uploads.partnerId, partnerId),
            eq(uploads.purpose, 'complaint'),
            eq(uploads.ownerId, id),
          ),
        );
      return row?.n ?? 0;
    },

    /**
     * A file of the complaint or of one of its messages, only when the partner's, with its bytes
     * from the row or the bucket (FileStorageError when the bucket fails).
     */
    async file(partnerId: number, complaintId: number, uploadId: number) {
      const [row] = await db
        .select({
          id: uploads.id,
          fileName: uploads.fileName,
          contentType: uploads.contentType,
          byteSize: uploads.byteSize,
          data: uploads.data,
          storageKey: uploads.storageKey,
        })
        .from(uploads)
        .where(
          and(
            eq(uploads.id, uploadId),
            eq(uploads.partnerId, partnerId),
            or(
              and(eq(uploads.purpose, 'complaint'), eq(uploads.ownerId, complaintId)),
              and(
                eq(uploads.purpose, 'complaint_message'),
                sql`exists (select 1 from ${complaintMessages} m
                  where m.id = ${uploads.ownerId} and m.complaint_id = ${complaintId})`,
              ),
            ),
          ),
        )
        .limit(1);
      if (!row) return null;
      return {
        id: row.id,
        fileName: row.fileName,
        contentType: row.contentType,
        byteSize: row.byteSize,
        data: await uploadStore.bytes(row),
      };
    },

    /**
     * A buyer's message with its files (staged already: uploadStore.staged), in one
     * transaction; asks the ERP soon.
     */
    async addMessage(input: {
      partnerId: number;
      complaintId: number;
      userId: number;
      actingUserId: number | null;
      body: string;
      files: readonly StagedFile[];
      at: Date;
    }): Promise<number> {
      return db.transaction(async (tx) => {
        const [message] = await tx
          .insert(complaintMessages)
          .values({
            complaintId: input.complaintId,
            author: 'buyer',
            userId: input.userId,
            actingUserId: input.actingUserId,
            body: input.body,
            createdAt: input.at,
          })
          .returning({ id: complaintMessages.id });
        if (!message) throw new Error('complaint message not stored');
        await uploadStore.store(
          tx,
          {
            partnerId: input.partnerId,
            userId: input.userId,
            purpose: 'complaint_message',
            ownerId: message.id,
          },
          input.files,
        );
        // The retailer is asked at the next read, even about a final complaint (its reply).
        await tx
          .update(complaints)
          .set({ nextCheckAt: input.at, updatedAt: input.at })
          .where(eq(complaints.id, input.complaintId));
        return message.id;
      });
    },

    /**
     * Claims the partner's complaints due for the ERP (next_check_at passed), newest first,
     * pushing their next check a minute on (SKIP LOCKED: two instances never ask twice).
     */
    async claimDue(partnerId: number, now: Date, limit: number, complaintId?: number) {
      const due = db
        .select({ id: complaints.id })
        .from(complaints)
        .where(
          and(
            eq(complaints.partnerId, partnerId),
            complaintId === undefined ? undefined : eq(complaints.id, complaintId),
            lte(complaints.nextCheckAt, now),
          ),
        )
        .orderBy(desc(complaints.createdAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(complaints)
        .set({ nextCheckAt: new Date(now.getTime() + RECHECK_MS) })
        .where(inArray(complaints.id, due))
        .returning();
    },

    /** What the ERP is sent of claimed complaints: lines with prices, messages, file counts. */
    async erpInputs(rows: readonly ComplaintRow[]) {
      const ids = rows.map((r) => r.id);
      const orderIds = rows.flatMap((r) => (r.orderId === null ? [] : [r.orderId]));
      const noteIds = rows.flatMap((r) => (r.deliveryNoteId === null ? [] : [r.deliveryNoteId]));
      const [lines, messages, files, orderNos, noteNos] = await Promise.all([
        db
          .select({
            complaintId: complaintLines.complaintId,
            lineNo: complaintLines.lineNo,
            productId: complaintLines.productId,
            itemNo: complaintLines.itemNo,
            name: complaintLines.name,
            unit: complaintLines.unit,
            quantity: complaintLines.quantity,
            reason: complaintLines.reason,
            unitPrice: orderLines.priceForPartnerRetailUnit,
            vat: orderLines.vat,
          })
          .from(complaintLines)
          .leftJoin(orderLines, eq(orderLines.id, complaintLines.orderLineId))
          .where(inArray(complaintLines.complaintId, ids))
          .orderBy(asc(complaintLines.complaintId), asc(complaintLines.lineNo)),
        db
          .select({
            complaintId: complaintMessages.complaintId,
            at: complaintMessages.createdAt,
            body: complaintMessages.body,
          })
          .from(complaintMessages)
          .where(
            and(inArray(complaintMessages.complaintId, ids), eq(complaintMessages.author, 'buyer')),
          )
          .orderBy(asc(complaintMessages.createdAt)),
        db
          .select({ ownerId: uploads.ownerId, n: count() })
          .from(uploads)
          .where(and(eq(uploads.purpose, 'complaint'), inArray(uploads.ownerId, ids)))
          .groupBy(uploads.ownerId),
        orderIds.length === 0
          ? []
          : db
              .select({ id: orders.id, no: orders.orderNo })
              .from(orders)
              .where(inArray(orders.id, orderIds)),
        noteIds.length === 0
          ? []
          : db
              .select({ id: documents.id, no: documents.docNo })
              .from(documents)
              .where(inArray(documents.id, noteIds)),
      ]);
      return { lines, messages, files, orderNos, noteNos };
    },

    /**
     * Stores the ERP's answer about one complaint: the state steps not yet seen (each an event),
     * the credit note (a document, linked), the retailer's note and new replies; notifies the
     * complainant of a new state. Returns the state moved to, or null.
     */
    async applyErpAnswer(
      partnerId: number,
      complaintId: number,
      update: ComplaintUpdate,
      now: Date,
    ): Promise<ComplaintState | null> {
      return db.transaction(async (tx) => {
        const [locked] = await tx
          .select()
          .from(complaints)
          .where(and(eq(complaints.id, complaintId), eq(complaints.partnerId, partnerId)))
          .for('update');
        if (!locked || !isComplaintState(locked.status)) return null;
        const from = locked.status;
        const path = complaintPath(from, update.state);
        let creditNoteId = locked.creditNoteId;
        if (update.creditNote && creditNoteId === null && path.includes('resolved')) {
          const credit = update.creditNote;
          const [doc] = await tx
            .insert(documents)
            .values({
              partnerId,
              orderId: locked.orderId,
              docType: 'credit_note',
              docNo: credit.docNo,
              issuedAt: credit.issuedAt,
              dueAt: credit.dueAt,
              // Credit notes are negative (schema: documents.amount).
              amount: -credit.gross,
              net: -credit.net,
              vat: -credit.vat,
              status: 'open',
              lines: credit.lines,
            })
            .onConflictDoNothing()
            .returning({ id: documents.id });
          creditNoteId = doc?.id ?? null;
        }
        if (path.length > 0) {
          const steps = path.map((state) => {
            const told = update.history.find((h) => h.state === state);
            return {
              complaintId,
              status: state,
              note: told?.note ?? null,
              createdAt: told?.at ?? now,
            };
          });
          await tx.insert(complaintEvents).values(steps);
        }
        const final = isFinalComplaintState(path.at(-1) ?? from);
        const [lastReply] = await tx
          .select({ at: sql<Date | string | null>`max(${complaintMessages.createdAt})` })
          .from(complaintMessages)
          .where(
            and(
              eq(complaintMessages.complaintId, complaintId),
              eq(complaintMessages.author, 'retailer'),
            ),
          );
        const after = lastReply?.at ? new Date(lastReply.at).getTime() : -Infinity;
        const replies = update.replies.filter((r) => r.at.getTime() > after);
        if (replies.length > 0) {
          await tx.insert(complaintMessages).values(
            replies.map((r) => ({
              complaintId,
              author: 'retailer' as const,
              body: r.body,
              createdAt: r.at,
            })),
          );
        }
        // Asked again only while not final, or while a buyer message waits for its reply.
        const [unanswered] = await tx
          .select({ n: count() })
          .from(complaintMessages)
          .where(
            and(
              eq(complaintMessages.complaintId, complaintId),
              eq(complaintMessages.author, 'buyer'),
              sql`${complaintMessages.createdAt} > coalesce((select max(r.created_at)
                from ${complaintMessages} r where r.complaint_id = ${complaintId}
                and r.author = 'retailer'), '-infinity'::timestamptz)`,
            ),
          );
        const waiting = (unanswered?.n ?? 0) > 0;
        const to = path.at(-1) ?? from;
        await tx
          .update(complaints)
          .set({
            status: to,
            creditNoteId,
            retailerNote: update.note ?? locked.retailerNote,
            nextCheckAt: final && !waiting ? null : locked.nextCheckAt,
            ...(path.length > 0 || replies.length > 0 ? { updatedAt: now } : {}),
          })
          .where(and(eq(complaints.id, complaintId), eq(complaints.status, from)));
        if (path.length > 0 && locked.userId !== null) {
          // Issue #16: the complainant hears of the new state (one notification per answer).
          await notify(tx, {
            kind: 'complaint',
            userIds: [locked.userId],
            link: { kind: 'complaint', id: complaintId },
            params: { number: locked.complaintNo, status: to },
          });
        }
        return path.length > 0 ? to : null;
      });
    },

    async person(id: number) {
      const [row] = await db
        .select({ firstname: users.firstname, lastname: users.lastname })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row ?? null;
    },
  };
}
export type ComplaintRepository = ReturnType<typeof createComplaintRepository>;

export const complaintRepositoryPlugin = fp(
  (fastify: FastifyInstance) => {
    fastify.decorate(
      'complaintRepository',
      createComplaintRepository(fastify.db, fastify.fileStorage),
    );
    return Promise.resolve();
  },
  {
    name: 'gradnik-api-complaint-repository',
    dependencies: ['gradnik-api-db', 'gradnik-api-file-storage'],
    fastify: '5.x',
  },
);
