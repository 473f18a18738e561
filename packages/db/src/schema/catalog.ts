// Catalogue: category tree, attributes with options (facets) and products.
// SPEC §3 (Product, Category node, Filter group, Attribute), §2 (catch-all resolution),
// §7 (catalog/product/attribute calls), ARCHITECTURE.md "Search".
import { sql } from 'drizzle-orm';
import {
  boolean,
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
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** One entry of a category's filter configuration (SPEC §3 Category node: filters). */
export interface CategoryFilter {
  /** Attribute code. */
  code: string;
  active: boolean;
  sort: number;
}

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, {
      onDelete: 'cascade',
    }),
    nameSl: text('name_sl').notNull(),
    nameEn: text('name_en').notNull(),
    /** One URL segment, ASCII (no diacritics), e.g. `cement-in-malte`. */
    urlSegment: text('url_segment').notNull(),
    /**
     * Full URL path from the root, segments joined with '/' and a trailing slash, e.g.
     * `gradnja/cement-in-malte/`. SPEC §2: the catch-all route matches a category on it;
     * a prefix match (`LIKE 'gradnja/%'`) also selects a whole subtree.
     */
    path: text('path').notNull().unique(),
    /** 0 for top-level categories. */
    depth: integer('depth').notNull().default(0),
    position: integer('position').notNull().default(0),
    filters: jsonb('filters')
      .$type<CategoryFilter[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [index('categories_parent_id_position_idx').on(t.parentId, t.position)],
);

export const attributes = pgTable('attributes', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  /** Display type of the facet, e.g. 'select', 'color', 'range'. */
  type: text('type').notNull().default('select'),
  /** Extra data for the type (unit symbol for measures, …). */
  typeData: text('type_data'),
  nameSl: text('name_sl').notNull(),
  nameEn: text('name_en').notNull(),
  /** 1 active, 0 hidden (SPEC §3 Attribute.status). */
  status: integer('status').notNull().default(1),
  filterable: boolean('filterable').notNull().default(true),
  position: integer('position').notNull().default(0),
});

export const attributeOptions = pgTable(
  'attribute_options',
  {
    id: serial('id').primaryKey(),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    labelSl: text('label_sl').notNull(),
    labelEn: text('label_en').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [unique('attribute_options_attribute_id_code_unique').on(t.attributeId, t.code)],
);

/** A named property shown on the product page (SPEC §3 Product: properties). */
export interface ProductProperty {
  code: string;
  nameSl: string;
  nameEn: string;
  valueSl: string;
  valueEn: string;
}

/** SPEC §3: "properties (public and private)"; private ones are never sent to the browser. */
export interface ProductProperties {
  public: ProductProperty[];
  private: ProductProperty[];
}

/** SPEC §3 Product: advantage list, per locale. */
export interface ProductAdvantages {
  sl: string[];
  en: string[];
}

export interface ProductDocument {
  nameSl: string;
  nameEn: string;
  url: string;
}

/**
 * SPEC §3 Product media (Videos, Images, Documents, UrlMainPicture, EnergyLabel). URLs are
 * site-relative `/media/...` paths (see seed/media.ts for what serves them) or absolute.
 */
export interface ProductMedia {
  Images: string[];
  Videos: string[];
  Documents: ProductDocument[];
  UrlMainPicture: string | null;
  EnergyLabel: string | null;
}

// Quantities and unit factors use numeric(14,3) (SPEC §9 quantity rounding: 3 decimals) and
// are read as JS numbers: they stay far below 2^53 and the domain rules compute in numbers.
const qty = (name: string) => numeric(name, { precision: 14, scale: 3, mode: 'number' });

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    /** ERP item number (ItemNo in pricing/availability calls, SPEC §3). */
    code: text('code').notNull().unique(),
    nameSl: text('name_sl').notNull(),
    nameEn: text('name_en').notNull(),
    shortDescriptionSl: text('short_description_sl'),
    shortDescriptionEn: text('short_description_en'),
    descriptionSl: text('description_sl'),
    descriptionEn: text('description_en'),
    advantages: jsonb('advantages')
      .$type<ProductAdvantages>()
      .notNull()
      .default(sql`'{"sl":[],"en":[]}'::jsonb`),
    properties: jsonb('properties')
      .$type<ProductProperties>()
      .notNull()
      .default(sql`'{"public":[],"private":[]}'::jsonb`),
    // SPEC §3 units of measure and their defaults; rules in SPEC §5 Quantity entry.
    baseUnitOfMeasure: text('base_unit_of_measure').notNull().default('KOS'),
    retailUnitOfMeasure: text('retail_unit_of_measure').notNull().default('KOS'),
    minimumSalesUnitRetail: qty('minimum_sales_unit_retail').notNull().default(1),
    minimumWholeSalesUnitRetail: qty('minimum_whole_sales_unit_retail').notNull().default(1),
    minimumWholeSalesUnit: qty('minimum_whole_sales_unit').notNull().default(1),
    factorUnitRetail: qty('factor_unit_retail').notNull().default(1),
    minimumSalesUnit: qty('minimum_sales_unit').notNull().default(1),
    /** GTIN-13 (SPEC §3 Product: ean (Gtin)). */
    ean: text('ean'),
    /** VAT rate in percent, e.g. 22 or 9.5 (SPEC §3 Product: ddv). */
    vat: numeric('vat', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    media: jsonb('media')
      .$type<ProductMedia>()
      .notNull()
      .default(
        sql`'{"Images":[],"Videos":[],"Documents":[],"UrlMainPicture":null,"EnergyLabel":null}'::jsonb`,
      ),
    isAction: boolean('is_action').notNull().default(false),
    /**
     * List price: the ERP's basic VPC price per retail unit (EUR, without VAT), synced from
     * its price list; null when not known yet. Only for sorting by price (SPEC §2): partners
     * see their own ERP prices, which may differ (docs/decisions/009-price-sort-by-list-price.md).
     */
    listPrice: numeric('list_price', { precision: 12, scale: 2, mode: 'number' }),
    /** SPEC §7/§9: the shop shows only catalog_status = 1. */
    catalogStatus: integer('catalog_status').notNull().default(1),
    /** Primary category (SPEC §3 ParentCategoryID); subtree listings go through categories.path. */
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Search key (ARCHITECTURE.md "Search"): lower-case, unaccented names (sl + en), code and
     * EAN. Generated by PostgreSQL so it can never drift from the row. Match it with the same
     * normalisation on the term, e.g. `search_text LIKE '%' || lower(f_unaccent($1)) || '%'`
     * or `search_text % lower(f_unaccent($1))`; both use the trigram index below.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(public.f_unaccent(coalesce(name_sl, '') || ' ' || coalesce(name_en, '') || ' ' || code || ' ' || coalesce(ean, '')))`,
      ),
  },
  (t) => [
    index('products_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // Category pages list by category, sorted by name (SPEC §2 default sort label asc) or code.
    index('products_category_id_name_sl_idx').on(t.categoryId, t.nameSl),
    index('products_category_id_name_en_idx').on(t.categoryId, t.nameEn),
    index('products_category_id_code_idx').on(t.categoryId, t.code),
    // New products page (SPEC §2 /novosti).
    index('products_created_at_idx').on(t.createdAt),
    // SPEC §8 "Unknown EAN": look-up by EAN.
    index('products_ean_idx').on(t.ean),
  ],
);

// Facet membership: a product has one option per attribute it carries (SPEC §7 f_oneid
// filters and index.attribute.id aggregates).
export const productAttributeOptions = pgTable(
  'product_attribute_options',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => attributeOptions.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.optionId] }),
    // (option, product) so a facet filter is an index-only scan.
    index('product_attribute_options_option_id_idx').on(t.optionId, t.productId),
  ],
);

/**
 * Catalogue listing index (issue #3 speed; SPEC §7 `index.catalog.id` / `index.attribute.id`):
 * one narrow row per listed product (catalog_status 1 only, SPEC §9), so category pages, their
 * counts and facet counts read a few small pages instead of the wide `products` rows, and facet
 * membership is an array on the row instead of a join. Derived data, kept in step by triggers
 * on `products` and `product_attribute_options` (migration 0006_product_listing_upkeep, which
 * also defines `refresh_product_listing(ids)` for a full or partial rebuild): a product added,
 * edited, withdrawn or deleted is listed correctly at once.
 */
export const productListing = pgTable(
  'product_listing',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** products.category_id (a leaf); subtree filters use the ids of the category's subtree. */
    categoryId: integer('category_id'),
    code: text('code').notNull(),
    isAction: boolean('is_action').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /**
     * `f_label_sort_key(name_sl)`: the Slovenian alphabet order č after c, š after s, ž after z,
     * case and other accents ignored, under the database's byte-order ("C") collation, which
     * PGlite and PostgreSQL share (no ICU collation needed).
     */
    sortNameSl: text('sort_name_sl').notNull(),
    sortNameEn: text('sort_name_en').notNull(),
    /** The product's attribute option ids, ascending (facet membership). */
    optionIds: integer('option_ids').array().notNull(),
    /** products.list_price: the price sort (SPEC §2), unknown prices last. */
    listPrice: numeric('list_price', { precision: 12, scale: 2, mode: 'number' }),
  },
  (t) => [
    // Category pages: one leaf's page straight off the index; subtrees sort a narrow set.
    index('product_listing_category_id_sort_name_sl_idx').on(
      t.categoryId,
      t.sortNameSl,
      t.productId,
    ),
    index('product_listing_category_id_sort_name_en_idx').on(
      t.categoryId,
      t.sortNameEn,
      t.productId,
    ),
    index('product_listing_category_id_code_idx').on(t.categoryId, t.code),
    index('product_listing_category_id_list_price_idx').on(t.categoryId, t.listPrice, t.productId),
    // Lists without a category (codes of search results, promotions, novelties).
    index('product_listing_sort_name_sl_idx').on(t.sortNameSl, t.productId),
    index('product_listing_sort_name_en_idx').on(t.sortNameEn, t.productId),
    index('product_listing_code_idx').on(t.code),
    // Novelties (SPEC §2 /novosti: newest first).
    index('product_listing_created_at_idx').on(t.createdAt, t.productId),
    // Promoted products: a small subset, counted and listed without scanning the rest.
    index('product_listing_is_action_idx')
      .on(t.sortNameSl, t.productId)
      .where(sql`${t.isAction}`),
  ],
);
