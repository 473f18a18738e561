// GET /api/promotions and GET /api/promotions/featured: schemas from the contract.
import {
  featuredPromotionsResponseSchema,
  promotionListQuerySchema,
  promotionListResponseSchema,
} from '@gradnik/contracts/promotion';
import { apiErrorSchema } from '@gradnik/contracts/errors';
import { z } from 'zod';
import { acceptLanguageHeaders } from '../catalog/schemas.ts';

export const listPromotionsRoute = {
  tags: ['promotion'],
  summary: 'Promotions for /akcije, newest first',
  description:
    'SPEC §2 /akcije: 9 per page (per_page, at most 120), 120 in all. Laravel-style paging ' +
    '(`data.data`, `data.total`, `data.last_page`). Texts in the Accept-Language language.',
  headers: acceptLanguageHeaders,
  querystring: promotionListQuerySchema,
  response: { 200: promotionListResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
};

export const featuredPromotionsRoute = {
  tags: ['promotion'],
  summary: 'The home page promo list (2 to 10 items)',
  description: 'SPEC §2 Footer/front page: the newest promotions, at most 10.',
  headers: acceptLanguageHeaders,
  querystring: z.object({}).strict(),
  response: { 200: featuredPromotionsResponseSchema, 401: apiErrorSchema },
};
