// Account area of a signed-in user: complaints, documents, notifications and favourites.
// SPEC §2 (/reklamacije, /dokumenti, /obvestila, /priljubljeni), §3 (Notification, Favourites
// list), §6 (default list), §7 (notification and wishlist calls). Complaint and document
// record fields are "not shown" in SPEC §3; the columns here are our design.
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { orderLines, orders } from './commerce.ts';
import type { DocumentType } from '@gradnik/domain/account-documents';
import { partners, users } from './identity.ts';

export const complaints = pgTable(
  'complaints',
  {
    id: serial('id').primaryKey(),
    complaintNo: text('complaint_no').notNull().unique(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** 'submitted', 'in_progress', 'approved', 'rejected', 'resolved'. */
    status: text('status').notNull().default('submitted'),
    /**
     * 'damaged', 'wrong_item', 'missing_quantity', 'defect', 'other'. Issue #16: each line has
     * its own reason (complaint_lines); this is the first line's, kept for the older one-line rows.
     */
    reason: text('reason'),
    description: text('description'),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }),
    /** Issue #16: what the buyer asks for: 'replacement', 'credit_note', 'refund', 'repair'. */
    desiredResolution: text('desired_resolution').notNull().default('credit_note'),
    /** The delivery note complained about, when chosen by its number. */
    deliveryNoteId: integer('delivery_note_id').references((): AnyPgColumn => documents.id, {
      onDelete: 'set null',
    }),
    /** On resolution: the credit note issued, or the replacement order. */
    creditNoteId: integer('credit_note_id').references((): AnyPgColumn => documents.id, {
      onDelete: 'set null',
    }),
    replacementOrderId: integer('replacement_order_id').references(() => orders.id, {
      onDelete: 'set null',
    }),
    /** The sales agent who filed it for the buyer (impersonation), if any. */
    actingUserId: integer('acting_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The retailer's last word (e.g. why it was rejected). */
    retailerNote: text('retailer_note'),
    /**
     * The client's key for this filing (issue #16): a retried submit (lost answer, double tap)
     * returns the complaint already filed instead of filing a second one.
     */
    idempotencyKey: text('idempotency_key'),
    /** When the ERP (or its simulator) is next asked about it; null once it is final. */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('complaints_partner_id_created_at_idx').on(t.partnerId, t.createdAt),
    // The list filtered by state, newest first (issue #16 bench: 2 000 complaints a company).
    index('complaints_partner_id_status_created_at_idx').on(t.partnerId, t.status, t.createdAt),
    index('complaints_next_check_at_idx')
      .on(t.nextCheckAt)
      .where(sql`next_check_at IS NOT NULL`),
    index('complaints_user_id_idx').on(t.userId),
    index('complaints_order_id_idx').on(t.orderId),
    unique('complaints_user_id_idempotency_key_unique').on(t.userId, t.idempotencyKey),
  ],
);

/** Issue #16: the lines of a complaint, each with its own quantity and reason. */
export const complaintLines = pgTable(
  'complaint_lines',
  {
    id: serial('id').primaryKey(),
    complaintId: integer('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    orderLineId: integer('order_line_id').references(() => orderLines.id, { onDelete: 'set null' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** Snapshots of the delivered line. */
    itemNo: text('item_no').notNull(),
    name: text('name').notNull(),
    unit: text('unit').notNull(),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    note: text('note'),
  },
  (t) => [unique('complaint_lines_complaint_id_line_no_unique').on(t.complaintId, t.lineNo)],
);

/** Issue #16: the state timeline (submitted → in review → approved/rejected → resolved). */
export const complaintEvents = pgTable(
  'complaint_events',
  {
    id: serial('id').primaryKey(),
    complaintId: integer('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('complaint_events_complaint_id_idx').on(t.complaintId, t.createdAt)],
);

/** Issue #16: the thread between the buyer and the retailer; photos are uploads of the message. */
export const complaintMessages = pgTable(
  'complaint_messages',
  {
    id: serial('id').primaryKey(),
    complaintId: integer('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    /** 'buyer' or 'retailer'. */
    author: text('author').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    actingUserId: integer('acting_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('complaint_messages_complaint_id_idx').on(t.complaintId, t.createdAt)],
);

export type { DocumentType } from '@gradnik/domain/account-documents';

/** One line of a document as issued (a snapshot: the document keeps it if the product changes). */
export interface DocumentLine {
  lineNo: number;
  productId: number | null;
  itemNo: string;
  name: string;
  /** In retail units. */
  quantity: number;
  unit: string;
  /** Basic (list) price per retail unit without VAT, before the discount, EUR. */
  unitPrice: number | null;
  discountPercent: number | null;
  /** Without VAT, after the discount, EUR (what the partner pays for the line). */
  value: number;
  /** VAT rate in percent. */
  vat: number;
}

export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    docType: text('doc_type').$type<DocumentType>().notNull(),
    docNo: text('doc_no').notNull(),
    issuedAt: date('issued_at').notNull(),
    dueAt: date('due_at'),
    /** Gross amount in EUR (negative for credit notes). */
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    /** Net amount and VAT in EUR (negative for credit notes). */
    net: numeric('net', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    vat: numeric('vat', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    /**
     * Invoices and credit notes: 'open' or 'paid' (overdue follows from due_at, never stored:
     * @gradnik/domain/account-documents); offers their own; 'issued' otherwise.
     */
    status: text('status').notNull(),
    lines: jsonb('lines')
      .$type<DocumentLine[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [
    unique('documents_doc_type_doc_no_unique').on(t.docType, t.docNo),
    // The documents list: newest first per company, by type too (issue #12 bench).
    index('documents_partner_id_issued_at_idx').on(t.partnerId, t.issuedAt, t.id),
    index('documents_partner_id_doc_type_issued_at_idx').on(t.partnerId, t.docType, t.issuedAt),
    // Sorted by amount or due date, and searched by (part of) the number.
    index('documents_partner_id_amount_idx').on(t.partnerId, t.amount, t.id),
    index('documents_partner_id_due_at_idx').on(t.partnerId, t.dueAt, t.id),
    // '-due' lists documents without a due date (delivery notes) last: DESC NULLS LAST, which
    // the ascending index cannot give backwards (it would put them first).
    index('documents_partner_id_due_at_desc_idx').on(
      t.partnerId,
      t.dueAt.desc().nullsLast(),
      t.id.desc().nullsFirst(),
    ),
    index('documents_doc_no_trgm_idx').using('gin', sql`${t.docNo} gin_trgm_ops`),
    // The account summary reads only open invoices and credit notes.
    // With the type, so an overdue count is answered from the index (issue #12 bench).
    index('documents_partner_id_open_idx')
      .on(t.partnerId, t.dueAt, t.docType)
      .where(sql`status = 'open'`),
    // Order detail lists the order's invoices and delivery notes.
    index('documents_order_id_idx').on(t.orderId),
  ],
);

/** SPEC §3 Notification data {title, content}. */
export interface NotificationData {
  title: string;
  content: string;
}

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Business category, e.g. 'order_status', 'offer', 'document', 'system'. */
    notificationType: text('notification_type').notNull(),
    /** Presentation type; SPEC §7 asks for type 'alert' for the header alerts. */
    type: text('type').notNull().default('info'),
    data: jsonb('data').$type<NotificationData>().notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // SPEC §9: default sort created_at descending, filtered per user.
    index('notifications_user_id_created_at_idx').on(t.userId, t.createdAt),
    // Unread count, polled every 20 s (SPEC §4/§9).
    index('notifications_user_id_unread_idx')
      .on(t.userId)
      .where(sql`read_at IS NULL`),
  ],
);

/**
 * Issue #16: each user's unread count, kept by a trigger on notifications (migration 0021), so
 * the bell's poll every 20 s (SPEC §4/§9) reads one row instead of counting.
 */
export const notificationCounters = pgTable('notification_counters', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  unread: integer('unread').notNull().default(0),
});

export const wishlists = pgTable(
  'wishlists',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** SPEC §6: the default list cannot be edited or deleted. */
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wishlists_user_id_idx').on(t.userId),
    // At most one default list per user.
    uniqueIndex('wishlists_user_id_default_unique')
      .on(t.userId)
      .where(sql`is_default`),
  ],
);

export const wishlistProducts = pgTable(
  'wishlist_products',
  {
    wishlistId: integer('wishlist_id')
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }).notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.wishlistId, t.productId] }),
    // SPEC §7 GET wishlist/product/user: product → lists map.
    index('wishlist_products_product_id_idx').on(t.productId),
  ],
);

/**
 * Issue #15: a list shared with a colleague of the same company, 'read' (see and buy from it)
 * or 'full' (also change its products and name). Only the owner deletes the list or its shares.
 */
export const wishlistShares = pgTable(
  'wishlist_shares',
  {
    wishlistId: integer('wishlist_id')
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    access: text('access').$type<'read' | 'full'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.wishlistId, t.userId] }),
    index('wishlist_shares_user_id_idx').on(t.userId),
  ],
);
