// Content: CMS pages, store locations and the promotions ("akcije").
// SPEC §2 (catch-all CMS resolution, /akcije, footer), §3 (CMS page, Store), §7 (twill-api,
// /api/stores).
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/**
 * A content block of a CMS page (Twill-style). The contact page uses type 'contact' with
 * address, e-mail, phones and social links (SPEC §2 Footer).
 */
export interface CmsBlock {
  type: string;
  content: Record<string, unknown>;
}

export const cmsPages = pgTable(
  'cms_pages',
  {
    id: serial('id').primaryKey(),
    locale: text('locale').$type<'sl' | 'en'>().notNull(),
    title: text('title').notNull(),
    /** SPEC §3: derived from the title, spaces to dashes, lowercase (we also strip diacritics). */
    slug: text('slug').notNull(),
    /** HTML. */
    content: text('content').notNull().default(''),
    blocks: jsonb('blocks')
      .$type<CmsBlock[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    published: boolean('published').notNull().default(true),
    position: integer('position').notNull().default(0),
    /** Footer column index the page is listed in when shownInFooter (SPEC §2 Footer). */
    frontendColumn: integer('frontend_column'),
    shownInFooter: boolean('shown_in_footer').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('cms_pages_locale_slug_unique').on(t.locale, t.slug)],
);

/**
 * SPEC §3 Store. id is the ERP OrganisationUnit (e.g. '101'). The central warehouse 'CS'
 * is virtual (added by the stores panel in product-stock mode) and is not a row here.
 */
export const stores = pgTable('stores', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  address: text('address'),
  zipCode: text('zip_code'),
  zipCodeName: text('zip_code_name'),
  phone: text('phone'),
  email: text('email'),
  /** Free text as displayed, e.g. '7.00–20.00' (SPEC §2: each shown only if present). */
  hoursWeekdays: text('hours_weekdays'),
  hoursSaturday: text('hours_saturday'),
  hoursSunday: text('hours_sunday'),
  holidays: text('holidays'),
  position: integer('position').notNull().default(0),
});

/** SPEC §2 /akcije (9 per page, 120 total) and the front-page promo list. */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    titleSl: text('title_sl').notNull(),
    titleEn: text('title_en').notNull(),
    textSl: text('text_sl').notNull(),
    textEn: text('text_en').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    ctaLabelSl: text('cta_label_sl'),
    ctaLabelEn: text('cta_label_en'),
    ctaLink: text('cta_link'),
    image: text('image'),
  },
  (t) => [index('promotions_starts_at_idx').on(t.startsAt)],
);
