// GET /twill-api/v1/pages and GET /twill-api/v1/{slug} (SPEC §7 CMS): schemas from the contract.
import {
  cmsPageDocumentSchema,
  cmsPageListDocumentSchema,
  cmsPageParamsSchema,
  cmsPageQuerySchema,
} from '@gradnik/contracts/cms';
import { apiErrorSchema } from '@gradnik/contracts/errors';
import { z } from 'zod';
import { acceptLanguageHeaders } from '../catalog/schemas.ts';

export const listPagesRoute = {
  tags: ['cms'],
  summary: 'Published CMS pages of the language (footer, catch-all resolution)',
  description:
    'SPEC §7: GET /twill-api/v1/pages. Pages of the Accept-Language language (`sl` default, `en`), ' +
    'by position, without their content.',
  headers: acceptLanguageHeaders,
  querystring: z.object({}).strict(),
  response: { 200: cmsPageListDocumentSchema, 400: apiErrorSchema, 401: apiErrorSchema },
};

export const getPageRoute = {
  tags: ['cms'],
  summary: 'One published CMS page by slug, with its blocks',
  description:
    'SPEC §7: GET /twill-api/v1/{slug}?include=blocks. The slug is looked up among the pages of the ' +
    'Accept-Language language; unknown slugs answer 404 `{ error }` (SPEC §2: the catch-all then tries ' +
    'a category). `meta.alternates` names the same page’s slug per language.',
  headers: acceptLanguageHeaders,
  params: cmsPageParamsSchema,
  querystring: cmsPageQuerySchema,
  response: {
    200: cmsPageDocumentSchema,
    400: apiErrorSchema,
    401: apiErrorSchema,
    404: apiErrorSchema,
  },
};
