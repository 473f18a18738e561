// The company's documents (issue #12 Documents): invoices, credit notes, delivery notes, order
// confirmations and offers as the ERP issued them, with their lines. Every query is scoped to
// the token's partner: another company's document is simply not found.
//
// "Overdue" is not stored: an open invoice is overdue once its due date has passed
// (@gradnik/domain/account-documents), so the status filters compare due_at with today.
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DocumentListSort } from '@gradnik/contracts/document';
import type { Queryable } from '@gradnik/db/connection';
import { documents } from '@gradnik/db/schema/account';
import { orders } from '@gradnik/db/schema/commerce';
import { partners } from '@gradnik/db/schema/identity';
import {
  AGEING_BUCKET_LIMITS,
  type AgeingBucket,
  type DocumentType,
  type PaymentStatus,
} from '@gradnik/domain/account-documents';

declare module 'fastify' {
  interface FastifyInstance {
    documentRepository: DocumentRepository;
  }
}

export interface DocumentFilter {
  partnerId: number;
  type?: DocumentType;
  status?: PaymentStatus;
  /** Issued on or after (YYYY-MM-DD). */
  from?: string;
  /** Issued on or before (YYYY-MM-DD). */
  to?: string;
  amountMin?: number;
  amountMax?: number;
  /** Part of the number. */
  number?: string;
  /** Only these ids (still only the partner's). */
  ids?: readonly number[];
  /** Ljubljana's calendar day, for the overdue filter. */
  today: string;
}

/** Invoices and credit notes carry money owed; their 'open' status counts in the account. */
const ACCOUNT_TYPES: DocumentType[] = ['invoice', 'credit_note'];

const ORDER_BY: Record<DocumentListSort, SQL[]> = {
  '-date': [desc(documents.issuedAt), desc(documents.id)],
  date: [asc(documents.issuedAt), asc(documents.id)],
  '-amount': [desc(documents.amount), desc(documents.id)],
  amount: [asc(documents.amount), asc(documents.id)],
  '-due': [sql`${documents.dueAt} desc nulls last`, desc(documents.id)],
  due: [sql`${documents.dueAt} asc nulls last`, asc(documents.id)],
};

/** LIKE patterns take the text literally: % and _ and \ are escaped. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function statusWhere(status: PaymentStatus, today: string): SQL | undefined {
  if (status === 'paid') return eq(documents.status, 'paid');
  const open = and(eq(documents.status, 'open'), inArray(documents.docType, ACCOUNT_TYPES));
  return status === 'overdue'
    ? and(open, lt(documents.dueAt, today))
    : and(open, or(sql`${documents.dueAt} is null`, gte(documents.dueAt, today)));
}

export function filterWhere(filter: DocumentFilter): SQL | undefined {
  return and(
    eq(documents.partnerId, filter.partnerId),
    filter.ids ? inArray(documents.id, [...filter.ids]) : undefined,
    filter.type ? eq(documents.docType, filter.type) : undefined,
    filter.status ? statusWhere(filter.status, filter.today) : undefined,
    filter.from ? gte(documents.issuedAt, filter.from) : undefined,
    filter.to ? lte(documents.issuedAt, filter.to) : undefined,
    filter.amountMin !== undefined ? gte(documents.amount, filter.amountMin) : undefined,
    filter.amountMax !== undefined ? lte(documents.amount, filter.amountMax) : undefined,
    filter.number ? ilike(documents.docNo, containing(filter.number)) : undefined,
  );
}

/** A list row: the document without its lines, and its order's number. */
const listColumns = {
  id: documents.id,
  docType: documents.docType,
  docNo: documents.docNo,
  issuedAt: documents.issuedAt,
  dueAt: documents.dueAt,
  amount: documents.amount,
  status: documents.status,
  orderId: documents.orderId,
  orderNo: orders.orderNo,
  lineCount: sql<number>`jsonb_array_length(${documents.lines})`.mapWith(Number),
};

/** Past-due days of each bucket, built from the domain's limits (one rule, one place). */
function bucketCase(today: string): SQL<AgeingBucket> {
  const late = sql`(${today}::date - ${documents.dueAt})`;
  return sql<AgeingBucket>`case
    when ${documents.dueAt} is null or ${late} <= ${AGEING_BUCKET_LIMITS.not_due} then 'not_due'
    when ${late} <= ${AGEING_BUCKET_LIMITS['1_30']} then '1_30'
    when ${late} <= ${AGEING_BUCKET_LIMITS['31_60']} then '31_60'
    when ${late} <= ${AGEING_BUCKET_LIMITS['61_90']} then '61_90'
    else 'over_90' end`;
}

export function createDocumentRepository(db: Queryable) {
  function rows(where: SQL | undefined, sort: DocumentListSort, offset: number, limit: number) {
    return db
      .select(listColumns)
      .from(documents)
      .leftJoin(orders, eq(orders.id, documents.orderId))
      .where(where)
      .orderBy(...ORDER_BY[sort])
      .limit(limit)
      .offset(offset);
  }

  return {
    /** One page of the filtered list and the total. */
    async list(filter: DocumentFilter, sort: DocumentListSort, offset: number, limit: number) {
      const where = filterWhere(filter);
      const [page, [total]] = await Promise.all([
        rows(where, sort, offset, limit),
        db.select({ n: count() }).from(documents).where(where),
      ]);
      return { rows: page, total: total?.n ?? 0 };
    },

    /** How many rows the filter holds (the export's progress total). */
    async count(filter: DocumentFilter): Promise<number> {
      const [total] = await db.select({ n: count() }).from(documents).where(filterWhere(filter));
      return total?.n ?? 0;
    },

    /**
     * The filtered list in batches, in the list's order: an export streams them one batch at a
     * time and never holds the whole list (issue #12). Stops after `max` rows.
     */
    async *batches(filter: DocumentFilter, sort: DocumentListSort, max: number, size = 2000) {
      const where = filterWhere(filter);
      for (let offset = 0; offset < max; offset += size) {
        const batch = await rows(where, sort, offset, Math.min(size, max - offset));
        if (batch.length > 0) yield batch;
        if (batch.length < size) return;
      }
    },

    /** An own document with its lines and order (undefined: not the partner's). */
    async findOwn(partnerId: number, id: number) {
      const [row] = await db
        .select({
          document: documents,
          orderNo: orders.orderNo,
          reference: orders.customerRef,
          recipient: orders.recipient,
        })
        .from(documents)
        .leftJoin(orders, eq(orders.id, documents.orderId))
        .where(and(eq(documents.id, id), eq(documents.partnerId, partnerId)))
        .limit(1);
      return row;
    },

    /** Several own documents with their lines (a ZIP of PDFs); foreign ids are left out. */
    async findOwnMany(partnerId: number, ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          document: documents,
          orderNo: orders.orderNo,
          reference: orders.customerRef,
          recipient: orders.recipient,
        })
        .from(documents)
        .leftJoin(orders, eq(orders.id, documents.orderId))
        .where(and(inArray(documents.id, [...ids]), eq(documents.partnerId, partnerId)))
        .orderBy(desc(documents.issuedAt), desc(documents.id));
    },

    /** The partner as the buyer printed on its documents, with its credit limit. */
    async partner(partnerId: number) {
      const [row] = await db
        .select({
          name1: partners.name1,
          name2: partners.name2,
          street: partners.street,
          postalCode: partners.postalCode,
          city: partners.city,
          taxNumber: partners.taxNumber,
          registrationNumber: partners.registrationNumber,
          limitType: partners.limitType,
          limitAmount: partners.limitAmount,
        })
        .from(partners)
        .where(eq(partners.id, partnerId))
        .limit(1);
      return row;
    },

    /** Open invoices and credit notes summed per ageing bucket on `today`. */
    async openByBucket(partnerId: number, today: string) {
      const bucket = bucketCase(today);
      return (
        db
          .select({
            bucket,
            amount: sql<number>`coalesce(sum(${documents.amount}), 0)`.mapWith(Number),
            count: count(),
          })
          .from(documents)
          .where(
            and(
              eq(documents.partnerId, partnerId),
              eq(documents.status, 'open'),
              inArray(documents.docType, ACCOUNT_TYPES),
            ),
          )
          // By position: the CASE carries parameters, so repeating it would not match the select.
          .groupBy(sql`1`)
      );
    },
  };
}
export type DocumentRepository = ReturnType<typeof createDocumentRepository>;
export type DocumentListRow = Awaited<ReturnType<DocumentRepository['list']>>['rows'][number];
export type OwnDocument = NonNullable<Awaited<ReturnType<DocumentRepository['findOwn']>>>;

export const documentRepositoryPlugin = fp(
  (fastify: FastifyInstance) => {
    fastify.decorate('documentRepository', createDocumentRepository(fastify.db));
    return Promise.resolve();
  },
  { name: 'gradnik-api-document-repository', dependencies: ['gradnik-api-db'], fastify: '5.x' },
);
