// POST /jsonapi/attribute and POST /api/product/attribute-type-labels (SPEC §7, §3 Attribute).
import {
  attributeDocumentSchema,
  attributeFilterBodySchema,
  attributeQuerySchema,
  attributeTypeLabelsBodySchema,
  attributeTypeLabelsResponseSchema,
} from '@gradnik/contracts/catalog';
import { apiErrorSchema } from '@gradnik/contracts/errors';
import { acceptLanguageHeaders } from '../catalog/schemas.ts';

export const listAttributesRoute = {
  tags: ['catalog'],
  summary: 'Attributes (facet types) with their options',
  description:
    'SPEC §7: `POST /jsonapi/attribute?include=media,text,attribute/property` with a filter body ' +
    '`{ "filter": { "code": ["brand"], "filterable": true } }` (both optional; no filter: every ' +
    'active attribute). Names and option labels in the Accept-Language language; by position.',
  headers: acceptLanguageHeaders,
  querystring: attributeQuerySchema,
  body: attributeFilterBodySchema,
  response: {
    200: attributeDocumentSchema,
    400: apiErrorSchema,
    401: apiErrorSchema,
  },
};

export const attributeTypeLabelsRoute = {
  tags: ['catalog'],
  summary: 'Names of attribute types by code',
  description:
    'SPEC §7: `POST /api/product/attribute-type-labels { "codes": ["brand", "color"] }` → ' +
    '`{ "data": { "brand": "Blagovna znamka", … } }` in the Accept-Language language; unknown codes are left out.',
  headers: acceptLanguageHeaders,
  body: attributeTypeLabelsBodySchema,
  response: {
    200: attributeTypeLabelsResponseSchema,
    400: apiErrorSchema,
    401: apiErrorSchema,
  },
};
