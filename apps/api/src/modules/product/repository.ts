// Product queries of GET /jsonapi/product (SPEC §7, issue #3). Filtering, sorting and counting
// read the narrow `product_listing` index (packages/db schema/catalog.ts): one row per listed
// product with its leaf category, sort keys and option ids. A list page costs a fixed number
// of queries whatever its size (no N+1): the page's ids, the page's rows, the total, and the
// facet or category counts when asked. The category tree comes from the catalogue snapshot
// (../catalog/repository.ts), so a category filter is `category_id = ANY(subtree ids)`.
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { executeRows, type Queryable } from '@gradnik/db/connection';
import { productUnitColumns } from '@gradnik/db/product-unit-columns';
import { productListing, products } from '@gradnik/db/schema/catalog';
import { SEARCH_CATALOG_STATUS } from '@gradnik/domain/constants';
import type { Locale } from '@gradnik/domain/locale';
import type { ProductSort } from '@gradnik/contracts/catalog';
import { ListingCache } from './listing-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    productRepository: ProductRepository;
    productListingCache: ListingCache<ListingResult>;
    /** Serialised list documents without partner data (routes.ts), same lifetime. */
    productDocumentCache: ListingCache<string>;
  }
}

/** One `filter[f_oneid][<code>]` group: any of its options (OR); groups are AND'ed. */
export interface OptionGroup {
  attributeId: number;
  optionIds: number[];
}

export interface ProductCriteria {
  /** The category and its descendants (from the snapshot). */
  categoryIds?: number[];
  optionGroups: OptionGroup[];
  codes?: string[];
  id?: number;
  isAction?: boolean;
}

const productColumns = {
  id: products.id,
  code: products.code,
  nameSl: products.nameSl,
  nameEn: products.nameEn,
  shortDescriptionSl: products.shortDescriptionSl,
  shortDescriptionEn: products.shortDescriptionEn,
  descriptionSl: products.descriptionSl,
  descriptionEn: products.descriptionEn,
  advantages: products.advantages,
  properties: products.properties,
  ...productUnitColumns,
  ean: products.ean,
  vat: products.vat,
  media: products.media,
  isAction: products.isAction,
  categoryId: products.categoryId,
  createdAt: products.createdAt,
};

export type ProductRecord = Pick<typeof products.$inferSelect, keyof typeof productColumns>;

const listing = productListing;

/** The listing filter minus the option groups: the base set facet counts start from. */
function baseConditions(criteria: ProductCriteria): SQL[] {
  // product_listing holds only catalog_status 1 products (SPEC §9): no status condition here.
  const conditions: SQL[] = [];
  if (criteria.categoryIds) {
    conditions.push(
      criteria.categoryIds.length === 1
        ? eq(listing.categoryId, criteria.categoryIds[0]!)
        : sql`${listing.categoryId} = ANY(${sql.param(criteria.categoryIds)}::int[])`,
    );
  }
  if (criteria.codes) conditions.push(inArray(listing.code, criteria.codes));
  if (criteria.id !== undefined) conditions.push(eq(listing.productId, criteria.id));
  if (criteria.isAction !== undefined) conditions.push(eq(listing.isAction, criteria.isAction));
  return conditions;
}

/** Carries any option of the group: array overlap on the row, no join. */
function inGroup(group: OptionGroup): SQL {
  return sql`${listing.optionIds} && ${sql.param(group.optionIds)}::int[]`;
}

function allConditions(criteria: ProductCriteria): SQL | undefined {
  return and(...baseConditions(criteria), ...criteria.optionGroups.map(inGroup));
}

/**
 * Sort orders. Labels use the per-locale sort key (Slovenian alphabet: č after c, š after s,
 * ž after z; case and other accents ignored; f_label_sort_key in migration 0006). Every order
 * ends on the id so pages never overlap or skip rows with equal keys.
 */
function orderBy(sort: ProductSort, locale: Locale): SQL[] {
  const label = locale === 'en' ? listing.sortNameEn : listing.sortNameSl;
  switch (sort) {
    case 'product.label':
      return [asc(label), asc(listing.productId)];
    case '-product.label':
      return [desc(label), desc(listing.productId)];
    // SPEC §2 sort by price: by the catalogue's list price (the ERP's basic VPC price per
    // retail unit). Partner prices come from the ERP per partner and may order differently
    // (docs/decisions/009-price-sort-by-list-price.md). Products without a known price last.
    case 'product.price':
      return [sql`${listing.listPrice} ASC NULLS LAST`, asc(listing.productId)];
    case '-product.price':
      return [sql`${listing.listPrice} DESC NULLS LAST`, desc(listing.productId)];
    case 'product.code':
      return [asc(listing.code), asc(listing.productId)];
    case '-product.code':
      return [desc(listing.code), desc(listing.productId)];
    case 'product.ctime':
      return [asc(listing.createdAt), asc(listing.productId)];
    case '-product.ctime':
      return [desc(listing.createdAt), desc(listing.productId)];
  }
}

export interface FacetCountRow {
  optionId: number;
  /** Products of the base set (category, codes, … but no option filter) with the option. */
  present: number;
  /** With every option group applied. */
  all: number;
  /** excluding[i]: with every option group applied except group i (disjunctive faceting). */
  excluding: number[];
}

export interface ListedProduct {
  productId: number;
  optionIds: number[];
}

/** What a list request computes from the listing index (cached briefly, see listing-cache.ts). */
export type ListingResult =
  | {
      kind: 'counts';
      total: number;
      facets: FacetCountRow[] | null;
      categoryCounts: { categoryId: number; n: number }[] | null;
    }
  | { kind: 'page'; ids: ListedProduct[]; records: ProductRecord[] };

function toInt(value: unknown): number {
  return typeof value === 'number' ? value : Number(value);
}

export function createProductRepository(db: Queryable) {
  return {
    /** The page's product ids (with their option ids), in order. */
    async pageIds(
      criteria: ProductCriteria,
      sort: ProductSort,
      locale: Locale,
      offset: number,
      limit: number,
    ): Promise<ListedProduct[]> {
      if (limit === 0) return [];
      return db
        .select({ productId: listing.productId, optionIds: listing.optionIds })
        .from(listing)
        .where(allConditions(criteria))
        .orderBy(...orderBy(sort, locale))
        .limit(limit)
        .offset(offset);
    },

    /** The products' rows in one query, in the order of `ids`. */
    async byIds(ids: number[]): Promise<ProductRecord[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select(productColumns)
        .from(products)
        .where(and(inArray(products.id, ids), eq(products.catalogStatus, SEARCH_CATALOG_STATUS)));
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    async count(criteria: ProductCriteria): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(listing)
        .where(allConditions(criteria));
      return toInt(row?.n ?? 0);
    },

    /** A listed product (catalog status 1) with its option ids. */
    async findById(
      id: number,
    ): Promise<{ record: ProductRecord; optionIds: number[] } | undefined> {
      const [row] = await db
        .select({ record: productColumns, optionIds: listing.optionIds })
        .from(products)
        .innerJoin(listing, eq(listing.productId, products.id))
        .where(and(eq(products.id, id), eq(products.catalogStatus, SEARCH_CATALOG_STATUS)))
        .limit(1);
      return row;
    },

    /**
     * Option counts for the facet attributes in ONE query (standard disjunctive faceting): for
     * each option, the products of the base set carrying it, counted with every option group
     * applied and once per group with all groups but that one. The caller picks, per option,
     * the count that leaves out its own attribute's group.
     */
    async facetCounts(
      criteria: ProductCriteria,
      facetOptionIds: number[],
    ): Promise<FacetCountRow[]> {
      if (facetOptionIds.length === 0) return [];
      const groups = criteria.optionGroups;
      const flag = (i: number) => sql.raw(`m${i}`);
      const flags = groups.map((g, i) => sql`, ${inGroup(g)} AS ${flag(i)}`);
      const every = (except: number | null): SQL => {
        const parts = groups
          .map((_, i) => i)
          .filter((i) => i !== except)
          .map(flag);
        return parts.length === 0 ? sql`true` : sql.join(parts, sql` AND `);
      };
      const excluding = groups.map(
        (_, i) => sql`, (count(*) FILTER (WHERE ${every(i)}))::int AS ${sql.raw(`x${i}`)}`,
      );
      const base = and(...baseConditions(criteria));
      // unnest() in the select list (ProjectSet) measured 2–3× faster on PGlite than a lateral
      // join to unnest; the base rows are narrow listing rows.
      const rows = await executeRows<Record<string, unknown>>(
        db,
        sql`SELECT o AS "optionId", count(*)::int AS present,
                   (count(*) FILTER (WHERE ${every(null)}))::int AS "all"${sql.join(excluding, sql``)}
            FROM (
              SELECT unnest(${listing.optionIds}) AS o${sql.join(flags, sql``)}
              FROM ${listing}
              ${base ? sql`WHERE ${base}` : sql``}
            ) AS base
            WHERE o = ANY(${sql.param(facetOptionIds)}::int[])
            GROUP BY o`,
      );
      return rows.map((r) => ({
        optionId: toInt(r.optionId),
        present: toInt(r.present),
        all: toInt(r.all),
        excluding: groups.map((_, i) => toInt(r[`x${i}`])),
      }));
    },

    /** Products per (leaf) category under the criteria; the caller rolls them up the tree. */
    async countsByCategory(
      criteria: ProductCriteria,
    ): Promise<{ categoryId: number; n: number }[]> {
      const rows = await db
        .select({ categoryId: listing.categoryId, n: sql<number>`count(*)::int` })
        .from(listing)
        .where(allConditions(criteria))
        .groupBy(listing.categoryId);
      return rows.flatMap((r) =>
        r.categoryId === null ? [] : [{ categoryId: r.categoryId, n: toInt(r.n) }],
      );
    },
  };
}
export type ProductRepository = ReturnType<typeof createProductRepository>;

export const productRepositoryPlugin = fp(
  (fastify: FastifyInstance) => {
    fastify.decorate('productRepository', createProductRepository(fastify.db));
    fastify.decorate('productListingCache', new ListingCache<ListingResult>());
    fastify.decorate('productDocumentCache', new ListingCache<string>());
    return Promise.resolve();
  },
  { name: 'gradnik-api-product-repository', dependencies: ['gradnik-api-db'], fastify: '5.x' },
);
