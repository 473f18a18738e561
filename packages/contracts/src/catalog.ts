// Catalogue calls of the shop API (SPEC §7 "catalog and products", issue #3): the category
// tree, attributes (facets) and products, as JSON:API-style documents (data / included /
// meta / links). Shared by apps/api (validation, OpenAPI) and apps/web (loaders).
//
// Language: every text (category, attribute, option and product names, descriptions,
// advantages, properties) comes in the request's language, chosen by the `Accept-Language`
// header: `sl` (default) or `en`. URLs and codes do not change with the language
// (docs/decisions/004-catalogue-urls-and-texts.md).
//
// Query strings use brackets (`page[offset]=16`); build them with `buildBracketQuery` of
// ./query-string.ts (or the helpers at the end of this file), never by hand.
//
// Inputs are `.strict()` (STYLE practice 5): an unknown parameter is a 400, not ignored.
import { z } from 'zod';
import { CATEGORY_PAGE_SIZE } from '@gradnik/domain/constants';
import { idParamSchema } from './ids.ts';
import {
  ATTRIBUTE_INCLUDES,
  CATALOG_INCLUDES,
  PRODUCT_AGGREGATES,
  PRODUCT_INCLUDES,
  PRODUCT_SORTS,
} from './catalog-query.ts';
import { pricingMetaSchema, priceResourceSchema, stockResourceSchema } from './pricing.ts';

// The constants and query-string helpers the browser needs live in the zod-free
// ./catalog-query.ts (issue #11: importing any name of this module brings zod along).
export * from './catalog-query.ts';

/** Most products one list call may return outside a category page (search results, novelties). */
export const PRODUCT_LIST_MAX_LIMIT = 100;
/** Category pages (`filter[f_catid]`) show SPEC §9's 16 a page, and never more. */
export const CATEGORY_LIST_MAX_LIMIT = CATEGORY_PAGE_SIZE;
/** Most product codes one `filter[code]` list may carry (one search-results page is 12). */
export const PRODUCT_CODES_MAX = 100;

/** A comma-separated include list: each path one of `known`. */
export function includeSchema(known: readonly string[]) {
  return z
    .string()
    .max(200)
    .refine(
      (value) =>
        value
          .split(',')
          .map((p) => p.trim())
          .filter(Boolean)
          .every((p) => known.includes(p)),
      { message: `Unsupported include path (known: ${known.join(', ')})` },
    )
    .describe(`Comma-separated include paths: ${known.join(', ')}`);
}

// Record ids: positive and within PostgreSQL's integer range (ids.ts, issue #10 §3).
const idParam = idParamSchema;

const booleanParam = z
  .enum(['true', 'false', '1', '0'], { message: "must be 'true' or 'false'" })
  .transform((v) => v === 'true' || v === '1');

const nonNegativeIntParam = z
  .string()
  .regex(/^\d{1,9}$/, 'must be a non-negative integer')
  .transform(Number);

/** `x=1` and `x[]=1` both arrive; this accepts either as a list. */
function listParam<T extends z.ZodType<unknown, string>>(item: T, max: number) {
  return z
    .union([z.array(z.string()), z.string()])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .pipe(z.array(item).min(1).max(max));
}

/** JSON:API pagination links of a list document (query strings relative to the same path). */
export const listLinksSchema = z.object({
  self: z.string(),
  first: z.string(),
  prev: z.string().nullable(),
  next: z.string().nullable(),
  last: z.string(),
});
export type ListLinks = z.infer<typeof listLinksSchema>;

// ---------------------------------------------------------------------------------------------
// Category tree: GET /jsonapi/catalog (SPEC §3 Category node, §2 catch-all resolution)

/** SPEC §3 Category node `filters`: which attributes the category's page offers as facets. */
export const categoryFilterSchema = z.object({
  /** Attribute code. */
  code: z.string(),
  active: z.boolean(),
  /** Display order, ascending. */
  sort: z.number().int(),
});
export type CategoryFilter = z.infer<typeof categoryFilterSchema>;

export interface CategoryNode {
  id: string;
  type: 'catalog';
  attributes: {
    /** In the request's language. */
    name: string;
    /**
     * URL path from the root without a leading slash, Slovenian segments, trailing slash:
     * `gradnja/cement-in-malte/`. The same in both languages (the web adds `/en`).
     */
    url: string;
    parentId: string | null;
    /** 0 for top-level categories. */
    depth: number;
    position: number;
    /** True when the category has subcategories, whether or not `children` holds them. */
    hasChildren: boolean;
    filters: CategoryFilter[];
  };
  /** Loaded subcategories, ordered by position; empty when not loaded (see `maxdepth`). */
  children: CategoryNode[];
}

export const categoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    type: z.literal('catalog'),
    attributes: z.object({
      name: z.string(),
      url: z.string(),
      parentId: z.string().nullable(),
      depth: z.number().int(),
      position: z.number().int(),
      hasChildren: z.boolean(),
      filters: z.array(categoryFilterSchema),
    }),
    children: z.array(categoryNodeSchema),
  }),
);

/** A category named in a trail (breadcrumbs), root first. */
export const categoryRefSchema = z.object({
  id: z.string(),
  type: z.literal('catalog'),
  attributes: z.object({ name: z.string(), url: z.string() }),
});
export type CategoryRef = z.infer<typeof categoryRefSchema>;

export const catalogQuerySchema = z
  .object({
    include: includeSchema(CATALOG_INCLUDES).optional(),
    /**
     * `true`: the whole subtree below what is asked for. `false` (default): one level: without
     * `id`/`filter[url]` the top-level categories (children empty, `hasChildren` set); with
     * them the category and its direct children.
     */
    maxdepth: booleanParam.optional(),
    /** Subtree of this category (`GET /jsonapi/catalog/?include=catalog&id=5&maxdepth=true`). */
    id: idParam.optional(),
    filter: z
      .object({
        /**
         * Existence check of a category URL path (SPEC §2 catch-all): `gradnja/cement-in-malte/`;
         * a leading slash and a missing trailing slash are tolerated. No match is not an
         * error: `data` is empty.
         */
        url: z.string().min(1).max(500),
      })
      .strict()
      .optional(),
  })
  .strict()
  .refine((q) => q.id === undefined || q.filter?.url === undefined, {
    message: 'Give either id or filter[url], not both',
    path: ['id'],
  });
export type CatalogQuery = z.input<typeof catalogQuerySchema>;

export const catalogDocumentSchema = z.object({
  /** Top-level categories, or `[node]` for `id` / `filter[url]` (empty when no category matches). */
  data: z.array(categoryNodeSchema),
  meta: z.object({
    /**
     * With `id` / `filter[url]` and a match: the trail from the top-level category down to and
     * including the category (breadcrumbs). Otherwise empty.
     */
    path: z.array(categoryRefSchema),
  }),
});
export type CatalogDocument = z.infer<typeof catalogDocumentSchema>;

// ---------------------------------------------------------------------------------------------
// Attributes: POST /jsonapi/attribute, POST /api/product/attribute-type-labels (SPEC §3 Attribute)

export const attributeOptionSchema = z.object({
  id: z.string(),
  code: z.string(),
  /** In the request's language. */
  name: z.string(),
  position: z.number().int(),
});
export type AttributeOption = z.infer<typeof attributeOptionSchema>;

export const attributeResourceSchema = z.object({
  id: z.string(),
  type: z.literal('attribute'),
  attributes: z.object({
    id: z.string(),
    code: z.string(),
    /** In the request's language. */
    name: z.string(),
    /** Facet display: 'select', 'color' or 'measure'. */
    type: z.string(),
    /** Extra data for the type, e.g. the unit symbol of a measure. */
    typeData: z.string().nullable(),
    /** 1 active, 0 hidden. */
    status: z.number().int(),
    filterable: z.boolean(),
    position: z.number().int(),
    options: z.array(attributeOptionSchema),
  }),
});
export type AttributeResource = z.infer<typeof attributeResourceSchema>;

export const attributeQuerySchema = z
  .object({ include: includeSchema(ATTRIBUTE_INCLUDES).optional() })
  .strict();

/** SPEC §7 "filter body, filtrable flag". Without a filter: every active attribute. */
export const attributeFilterBodySchema = z
  .object({
    filter: z
      .object({
        /** Only these attribute codes. */
        code: z.array(z.string().min(1).max(100)).max(200).optional(),
        /** Only filterable (true) or only non-filterable (false) attributes. */
        filterable: z.boolean().optional(),
      })
      .strict()
      .optional(),
  })
  .strict();
export type AttributeFilterBody = z.infer<typeof attributeFilterBodySchema>;

export const attributeDocumentSchema = z.object({
  data: z.array(attributeResourceSchema),
  meta: z.object({ total: z.number().int() }),
});
export type AttributeDocument = z.infer<typeof attributeDocumentSchema>;

export const attributeTypeLabelsBodySchema = z
  .object({ codes: z.array(z.string().min(1).max(100)).min(1).max(200) })
  .strict();
export type AttributeTypeLabelsBody = z.infer<typeof attributeTypeLabelsBodySchema>;

/** Attribute code → name in the request's language; unknown codes are left out. */
export const attributeTypeLabelsResponseSchema = z.object({
  data: z.record(z.string(), z.string()),
});
export type AttributeTypeLabelsResponse = z.infer<typeof attributeTypeLabelsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Products: GET /jsonapi/product, GET /jsonapi/product/{id} (SPEC §3 Product)

/** A public product property (private ones never leave the server, SPEC §3). */
export const productPropertySchema = z.object({
  code: z.string(),
  name: z.string(),
  value: z.string(),
});

/** The product's value(s) of one attribute. */
export const productAttributeValueSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  type: z.string(),
  typeData: z.string().nullable(),
  values: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type ProductAttributeValue = z.infer<typeof productAttributeValueSchema>;

/** SPEC §3 Product media. URLs are site-relative (`/media/…`) or absolute. */
export const productMediaSchema = z.object({
  Images: z.array(z.string()),
  Videos: z.array(z.string()),
  Documents: z.array(z.object({ name: z.string(), url: z.string() })),
  UrlMainPicture: z.string().nullable(),
  EnergyLabel: z.string().nullable(),
});
export type ProductMedia = z.infer<typeof productMediaSchema>;

/** SPEC §3 units of the product, the quantity rules' input (domain ProductUnitsInput). */
export const productUnitsSchema = z.object({
  BaseUnitOfMeasure: z.string(),
  RetailUnitOfMeasure: z.string(),
  MinimumSalesUnitRetail: z.number(),
  MinimumWholeSalesUnitRetail: z.number(),
  MinimumWholeSalesUnit: z.number(),
  FactorUnitRetail: z.number(),
  MinimumSalesUnit: z.number(),
});

export const productAttributesSchema = z.object({
  id: z.string(),
  /** ERP item number (ItemNo). */
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  shortDescription: z.string().nullable(),
  advantages: z.array(z.string()),
  properties: z.array(productPropertySchema),
  attributes: z.array(productAttributeValueSchema),
  ...productUnitsSchema.shape,
  /** GTIN-13, or null. */
  ean: z.string().nullable(),
  /** VAT rate in percent (22, 9.5). */
  ddv: z.number(),
  isAction: z.boolean(),
  ParentCategoryID: z.string().nullable(),
  media: productMediaSchema,
  /** ISO 8601. */
  createdAt: z.string(),
});
export type ProductAttributes = z.infer<typeof productAttributesSchema>;

export const productResourceSchema = z.object({
  id: z.string(),
  type: z.literal('product'),
  attributes: productAttributesSchema,
  // Pricing and stock are partner-specific and come from the ERP (SPEC §7 Integration API);
  // the catalogue never stores or invents a price. With `include=price` / `include=stock` each
  // holds the product's one resource (./pricing.ts), embedded here rather than in `included`
  // because the detail document's `included` is the category trail; empty when not asked for
  // or when the caller has no partner (then `meta.pricing` says why).
  relationships: z.object({
    price: z.object({ data: z.array(priceResourceSchema) }),
    stock: z.object({ data: z.array(stockResourceSchema) }),
  }),
});
export type ProductResource = z.infer<typeof productResourceSchema>;

const attributeCodeKey = /^[a-z0-9][a-z0-9_-]{0,99}$/;

/**
 * GET /jsonapi/product query (after bracket parsing). Every filter narrows (AND); only products
 * with catalog status 1 are ever listed (SPEC §9).
 *
 * - `filter[f_catid]=<categoryId>`: the category and all its descendants.
 * - `filter[f_oneid][<attributeCode>][]=<optionId>` (repeat per option; a plain
 *   `filter[f_oneid][<code>]=<id>` is one option): options of one attribute are OR'ed,
 *   attributes are AND'ed. Each option must belong to the attribute its key names.
 * - `filter[code][]=<code>`: only these product codes (search-result products), at most 100.
 * - `filter[id]=<id>`: one product; 404 when unknown.
 * - `filter[isAction]=true|false`: promoted products only (or none of them).
 * - `sort`: one of PRODUCT_SORTS (default `product.label`, in the request's language).
 * - `page[offset]` (default 0), `page[limit]` (default 16; at most 16 with `filter[f_catid]`,
 *   100 otherwise; 0 returns no products, only `meta` — e.g. counts alone).
 * - `aggregate=index.attribute.id`: facet groups in `meta.aggregate` (disjunctive: an
 *   attribute's option counts apply every active filter except that attribute's own), for the
 *   category's active filters (or every filterable attribute without `f_catid`).
 * - `aggregate=index.catalog.id`: product counts per category (each counts its subtree), under
 *   the same filters.
 */
export const productListQuerySchema = z
  .object({
    include: includeSchema(PRODUCT_INCLUDES).optional(),
    filter: z
      .object({
        f_catid: idParam.optional(),
        f_oneid: z
          .record(
            z.string().regex(attributeCodeKey, 'must be an attribute code'),
            listParam(idParam, 100),
          )
          .optional(),
        code: listParam(z.string().min(1).max(64), PRODUCT_CODES_MAX).optional(),
        id: idParam.optional(),
        isAction: booleanParam.optional(),
      })
      .strict()
      .optional(),
    sort: z
      .enum(PRODUCT_SORTS, { message: `must be one of ${PRODUCT_SORTS.join(', ')}` })
      .optional(),
    page: z
      .object({ offset: nonNegativeIntParam.optional(), limit: nonNegativeIntParam.optional() })
      .strict()
      .optional(),
    aggregate: z
      .enum(PRODUCT_AGGREGATES, { message: `must be one of ${PRODUCT_AGGREGATES.join(', ')}` })
      .optional(),
  })
  .strict()
  .superRefine((q, ctx) => {
    const limit = q.page?.limit;
    const max = q.filter?.f_catid === undefined ? PRODUCT_LIST_MAX_LIMIT : CATEGORY_LIST_MAX_LIMIT;
    if (limit !== undefined && limit > max) {
      ctx.addIssue({
        code: 'custom',
        path: ['page', 'limit'],
        message: `must be at most ${max}${q.filter?.f_catid === undefined ? '' : ' on a category page'}`,
      });
    }
  });
export type ProductListQuery = z.output<typeof productListQuerySchema>;

/** SPEC §3 Filter group, with its options' counts under the current filters. */
export const filterGroupSchema = z.object({
  /** Attribute id. */
  id: z.string(),
  code: z.string(),
  name: z.string(),
  type: z.string(),
  typeData: z.string().nullable(),
  options: z.array(
    z.object({
      /** Option id: the value of `filter[f_oneid][<code>][]` and of the page's `filters`. */
      id: z.string(),
      code: z.string(),
      name: z.string(),
      selected: z.boolean(),
      /**
       * Products the list would have with this option added to the other attributes' active
       * filters; 0 keeps the option visible but disabled (issue #3).
       */
      productCount: z.number().int(),
    }),
  ),
});
export type FilterGroup = z.infer<typeof filterGroupSchema>;

export const productListDocumentSchema = z.object({
  data: z.array(productResourceSchema),
  meta: z.object({
    /** Products matching every filter. */
    total: z.number().int(),
    offset: z.number().int(),
    limit: z.number().int(),
    sort: z.enum(PRODUCT_SORTS),
    aggregate: z
      .object({
        /** Facet groups in the category's filter order (`aggregate=index.attribute.id`). */
        'index.attribute.id': z.array(filterGroupSchema).optional(),
        /** Category id → products in its subtree (`aggregate=index.catalog.id`). */
        'index.catalog.id': z.record(z.string(), z.number().int()).optional(),
      })
      .optional(),
    /** With `include=price` or `include=stock`: the price mode, or why there are no prices. */
    pricing: pricingMetaSchema.optional(),
  }),
  links: listLinksSchema,
});
export type ProductListDocument = z.infer<typeof productListDocumentSchema>;

export const productDetailQuerySchema = z
  .object({ include: includeSchema(PRODUCT_INCLUDES).optional() })
  .strict();

export const productParamsSchema = z.object({ id: idParam }).strict();

export const productDocumentSchema = z.object({
  data: productResourceSchema,
  /** The product's category trail, top-level first (breadcrumbs). */
  included: z.array(categoryRefSchema),
  /** With `include=price` or `include=stock`: the price mode, or why there are no prices. */
  meta: z.object({ pricing: pricingMetaSchema.optional() }).optional(),
});
export type ProductDocument = z.infer<typeof productDocumentSchema>;
