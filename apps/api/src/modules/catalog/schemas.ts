// GET /jsonapi/catalog and /jsonapi/catalog/ (SPEC §7): route schema from the contract.
import { catalogDocumentSchema, catalogQuerySchema } from '@gradnik/contracts/catalog';
import { apiErrorSchema } from '@gradnik/contracts/errors';
import { z } from 'zod';
import { ACCEPT_LANGUAGE_DESCRIPTION } from '../../request-locale.ts';

export const acceptLanguageHeaders = z.object({
  'accept-language': z.string().optional().describe(ACCEPT_LANGUAGE_DESCRIPTION),
});

export const getCatalogRoute = {
  tags: ['catalog'],
  summary: 'The category tree, a subtree, or the category at a URL path',
  description:
    'SPEC §7. `?include=catalog&maxdepth=false`: the top-level categories (children empty, ' +
    '`hasChildren` set); `maxdepth=true`: the whole tree. `/jsonapi/catalog/?include=catalog&id=5&maxdepth=true`: ' +
    'that category with its subtree (404 when unknown); without maxdepth only its direct children. ' +
    '`filter[url]=gradnja/cement-in-malte/`: existence check of a category URL path (SPEC §2 catch-all) — ' +
    'no match is an empty `data`, never a 404. With id or filter[url], `meta.path` is the breadcrumb ' +
    'trail. Names in the Accept-Language language; URLs are the same in both languages.',
  headers: acceptLanguageHeaders,
  querystring: catalogQuerySchema,
  response: {
    200: catalogDocumentSchema,
    400: apiErrorSchema,
    401: apiErrorSchema,
    404: apiErrorSchema,
  },
};
