// Search index of the search service (SPEC §7 "Search service", ARCHITECTURE.md "Search",
// issue #3): Postgres full text + pg_trgm + unaccent behind apps/api/src/modules/search.
//
// Both tables are derived data, rebuilt by the SQL function `refresh_search_index()` (migration
// 0004_search_index_refresh): the seed calls it, and so must any bulk catalogue import. Between
// refreshes a product that leaves the catalogue (catalog_status ≠ 1, deleted) leaves the index at
// once (trigger / foreign key); a new or renamed product is found after the next refresh.
import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { categories, products } from './catalog.ts';

/** PostgreSQL `tsvector`, read and written as its text form (only SQL ever builds one). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One row per searchable product (catalog_status 1): a narrow copy of what search reads, so a
 * query touches a few small pages instead of the wide `products` rows (descriptions, media,
 * properties). The refresh writes the rows ordered by category and name: products that share a
 * word mostly share a category, so the rows a term matches sit on few pages (measured on 100 000
 * products: 'ploscice' matches 5 768 rows on 284 pages instead of 3 843).
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    code: text('code').notNull(),
    nameSl: text('name_sl').notNull(),
    nameEn: text('name_en').notNull(),
    /** products.media UrlMainPicture. */
    image: text('image'),
    /** The product's attribute option ids (facet membership), ascending. */
    optionIds: integer('option_ids').array().notNull(),
    /**
     * `to_tsvector('simple', products.search_text)`: the unaccented, lower-case words of both
     * names, the code and the EAN. 'simple' (no stemming, no stop words): Slovenian has no
     * built-in stemmer, and typo tolerance comes from the keyword dictionary instead.
     */
    searchVector: tsvector('search_vector').notNull(),
  },
  (t) => [index('search_documents_search_vector_idx').using('gin', t.searchVector)],
);

/**
 * Typeahead keywords (SPEC §7, §9: 5 sorted by total) and the dictionary typo correction looks
 * words up in: the words (3+ letters, no digits) of the product names, and each name's leading
 * phrase ('keramične ploščice', 'vijak za les'), per language, with how many products carry them.
 */
export const searchKeywords = pgTable(
  'search_keywords',
  {
    locale: text('locale').$type<'sl' | 'en'>().notNull(),
    /** Lower-case with diacritics, as shown: `keramične ploščice`. */
    keyword: text('keyword').notNull(),
    /** `lower(f_unaccent(keyword))`: what a typed term is compared with. */
    keywordUnaccented: text('keyword_unaccented').notNull(),
    /** 1 for a word, 2+ for a phrase. */
    words: integer('words').notNull(),
    /** Products (catalog_status 1) whose name holds the word, or starts with the phrase. */
    total: integer('total').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.locale, t.keyword] }),
    // Typeahead: `keyword_unaccented LIKE 'vrt%'` within a language.
    index('search_keywords_locale_prefix_idx').on(
      t.locale,
      sql`${t.keywordUnaccented} text_pattern_ops`,
    ),
    // Typo correction and fuzzy typeahead: `keyword_unaccented % 'cemnt'`.
    index('search_keywords_trgm_idx').using('gin', sql`${t.keywordUnaccented} gin_trgm_ops`),
  ],
);
