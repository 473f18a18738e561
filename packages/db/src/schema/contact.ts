// Talking to the retailer (issue #14): the buyers' questions to their caretaker (the product
// inquiry modal, SPEC §7 POST /api/forms/product-inquiry, and the inquiry page /povprasevanje),
// and the uploaded files attached to questions and, later, complaints (issue #16). Records are
// "not shown" in SPEC; the columns are our design (decision 036).
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { partners, users } from './identity.ts';

/** 'product': asked from a product (the modal); 'general': the inquiry page's form. */
export type QuestionKind = 'product' | 'general';

export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The agent who asked while impersonating the user (SPEC §3 Impersonation). */
    actingUserId: integer('acting_user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<QuestionKind>().notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    subject: text('subject'),
    message: text('message').notNull(),
    /** Product codes the buyer named on the inquiry page. */
    productCodes: jsonb('product_codes')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The caretaker's reply, and when it came. */
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('questions_partner_id_created_at_idx').on(t.partnerId, t.createdAt),
    // The simulated caretaker answers the oldest unanswered questions first.
    index('questions_unanswered_idx')
      .on(t.createdAt)
      .where(sql`${t.answeredAt} is null`),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** What an upload is attached to. */
/** 'complaint_message': a photo added later in a complaint's thread (owner: the message). */
export type UploadPurpose = 'question' | 'complaint' | 'complaint_message';

// Uploaded files, re-encoded after their content was checked (issue #14, #16). In the database,
// not on one instance's disk: any instance serves them (the brief's "scales out").
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    purpose: text('purpose').$type<UploadPurpose>().notNull(),
    /** The question's or complaint's id. */
    ownerId: integer('owner_id').notNull(),
    /** The name the user gave it, cleaned; shown and used for the download. */
    fileName: text('file_name').notNull(),
    /** The type found in the content (never the client's claim). */
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: text('sha256').notNull(),
    /** The re-encoded file, when it lives in the database (the default, decision 043). */
    data: bytea('data'),
    /**
     * Its object key in the S3-compatible bucket instead, when one is configured (FILE_STORAGE=s3,
     * issue #16). Exactly one of data and storageKey is set.
     */
    storageKey: text('storage_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('uploads_purpose_owner_id_idx').on(t.purpose, t.ownerId),
    check('uploads_data_or_storage_key', sql`(data IS NULL) <> (storage_key IS NULL)`),
  ],
);
