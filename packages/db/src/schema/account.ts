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
import { products } from './catalog.ts';
import { orders } from './commerce.ts';
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
    /** 'damaged', 'wrong_item', 'missing_quantity', 'defect', 'other'. */
    reason: text('reason').notNull(),
    description: text('description'),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('complaints_partner_id_created_at_idx').on(t.partnerId, t.createdAt),
    index('complaints_user_id_idx').on(t.userId),
    index('complaints_order_id_idx').on(t.orderId),
  ],
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
