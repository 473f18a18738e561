// Promotions (SPEC §2 /akcije, front-page promo list; SPEC calls them mock data, we serve the
// promotions table). Not part of SPEC §7's list of calls: our own /api paths.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Promotion } from '@gradnik/contracts/promotion';
import { PROMOTIONS_DEFAULT_PER_PAGE } from '@gradnik/contracts/promotion';
import { PROMO_LIST_MAX } from '@gradnik/domain/constants';
import type { Locale } from '@gradnik/domain/locale';
import { laravelPage } from '../../laravel-page.ts';
import { requestLocale } from '../../request-locale.ts';
import type { PromotionRecord } from './repository.ts';
import { featuredPromotionsRoute, listPromotionsRoute } from './schemas.ts';

function promotion(record: PromotionRecord, locale: Locale): Promotion {
  const en = locale === 'en';
  const label = en ? record.ctaLabelEn : record.ctaLabelSl;
  return {
    id: String(record.id),
    title: en ? record.titleEn : record.titleSl,
    text: en ? record.textEn : record.textSl,
    startsAt: record.startsAt.toISOString(),
    endsAt: record.endsAt.toISOString(),
    cta: record.ctaLink && label ? { name: label, link: record.ctaLink } : null,
    image: record.image,
  };
}

export const promotionRoutes: FastifyPluginAsyncZod = (fastify) => {
  fastify.get('/api/promotions', { schema: listPromotionsRoute }, async (request, reply) => {
    const locale = requestLocale(request, reply);
    const page = request.query.page ?? 1;
    const perPage = request.query.per_page ?? PROMOTIONS_DEFAULT_PER_PAGE;
    const [rows, total] = await Promise.all([
      fastify.promotionRepository.page((page - 1) * perPage, perPage),
      fastify.promotionRepository.total(),
    ]);
    return {
      data: laravelPage(
        rows.map((r) => promotion(r, locale)),
        total,
        page,
        perPage,
      ),
    };
  });

  fastify.get(
    '/api/promotions/featured',
    { schema: featuredPromotionsRoute },
    async (request, reply) => {
      const locale = requestLocale(request, reply);
      const rows = await fastify.promotionRepository.page(0, PROMO_LIST_MAX);
      return { data: rows.map((r) => promotion(r, locale)) };
    },
  );

  return Promise.resolve();
};
