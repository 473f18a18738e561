// GET /jsonapi/product and GET /jsonapi/product/{id} (SPEC §7): route schemas from the contract.
import {
  productDetailQuerySchema,
  productDocumentSchema,
  productListDocumentSchema,
  productListQuerySchema,
  productParamsSchema,
} from '@gradnik/contracts/catalog';
import { apiErrorSchema } from '@gradnik/contracts/errors';
import { acceptLanguageHeaders } from '../catalog/schemas.ts';

const INCLUDE_NOTE =
  '`include=media,price,stock,text,product/property` is accepted as SPEC §7 sends it: texts, media, ' +
  'public properties and attribute values are always embedded in `attributes`. `price` and ' +
  '`stock` fill the `price` and `stock` relationships with the signed-in partner’s price and ' +
  'stock resources from the ERP (one pricing and one availability call per page, cached 60 s); ' +
  'each has `status` ok or error (a failed ERP answer never fails the document, SPEC §8). ' +
  '`meta.pricing` gives the price mode, or `unavailable: no_partner` for agents (no prices).';

export const listProductsRoute = {
  tags: ['product'],
  summary: 'Products of a category (faceted), by codes, promoted or newest; counts per category',
  description:
    'Bracket query parameters (deepObject): `filter[f_catid]=<categoryId>` (the category and its ' +
    'descendants); `filter[f_oneid][<attributeCode>][]=<optionId>`, repeated per option — options of ' +
    'one attribute are OR’ed, attributes AND’ed; `filter[code][]=<code>` (at most 100); ' +
    '`filter[id]=<id>` (404 when unknown); `filter[isAction]=true`; `sort=product.label` (default), ' +
    '`-product.label`, `product.code`, `-product.code`, `product.price`/`-product.price` (by label until ' +
    'the ERP issue), `product.ctime`/`-product.ctime`; `page[offset]` (default 0), `page[limit]` (default 16, ' +
    'at most 16 with f_catid, else 100; 0 = meta only); `aggregate=index.attribute.id` (facet groups with ' +
    'disjunctive counts in `meta.aggregate`) or `aggregate=index.catalog.id` (products per category, ' +
    'subtree counts). Only catalog status 1 products. Texts in the Accept-Language language. ' +
    INCLUDE_NOTE,
  headers: acceptLanguageHeaders,
  querystring: productListQuerySchema,
  response: {
    200: productListDocumentSchema,
    400: apiErrorSchema,
    401: apiErrorSchema,
    404: apiErrorSchema,
  },
};

export const getProductRoute = {
  tags: ['product'],
  summary: 'One product (product detail page), with its category trail',
  description:
    'Unknown or unlisted (catalog status other than 1) ids answer 404 `{ error }`. `included` holds ' +
    'the category trail, top-level first (breadcrumbs). ' +
    INCLUDE_NOTE,
  headers: acceptLanguageHeaders,
  params: productParamsSchema,
  querystring: productDetailQuerySchema,
  response: {
    200: productDocumentSchema,
    400: apiErrorSchema,
    401: apiErrorSchema,
    404: apiErrorSchema,
  },
};
