// Promotions ("akcije"): SPEC §2 /akcije (9 per page, 120 in all) and the home page's promo
// list of 2 to 10 items (title, date range, text, call-to-action link, image). SPEC calls
// them mock data; we serve them from the promotions table. Texts in the request's
// `Accept-Language` (`sl` default, `en`). Laravel-style paging like the other /api lists.
import { z } from 'zod';
import { ACTIONS_PAGE_SIZE, ACTIONS_TOTAL } from '@gradnik/domain/constants';

export const promotionSchema = z.object({
  id: z.string(),
  title: z.string(),
  text: z.string(),
  /** ISO 8601 instants of the date range. */
  startsAt: z.string(),
  endsAt: z.string(),
  cta: z.object({ name: z.string(), link: z.string() }).nullable(),
  /** Site-relative or absolute image URL. */
  image: z.string().nullable(),
});
export type Promotion = z.infer<typeof promotionSchema>;

const positiveInt = (max: number) =>
  z
    .string()
    .regex(/^[1-9]\d{0,5}$/, 'must be a positive integer')
    .transform(Number)
    .refine((n) => n <= max, { message: `must be at most ${max}` });

/** GET /api/promotions?page=&per_page= (per_page default 9, at most 120). */
export const promotionListQuerySchema = z
  .object({
    page: positiveInt(1_000_000).optional(),
    per_page: positiveInt(ACTIONS_TOTAL).optional(),
  })
  .strict();
export const PROMOTIONS_DEFAULT_PER_PAGE = ACTIONS_PAGE_SIZE;

export const promotionListResponseSchema = z.object({
  data: z.object({
    data: z.array(promotionSchema),
    total: z.number().int(),
    current_page: z.number().int(),
    per_page: z.number().int(),
    last_page: z.number().int(),
  }),
});
export type PromotionListResponse = z.infer<typeof promotionListResponseSchema>;

/** GET /api/promotions/featured: the home page's promo list, newest first (2 to 10 items). */
export const featuredPromotionsResponseSchema = z.object({ data: z.array(promotionSchema) });
export type FeaturedPromotionsResponse = z.infer<typeof featuredPromotionsResponseSchema>;
