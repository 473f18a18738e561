// Promotions ("akcije", SPEC §2 /akcije and the home promo list), newest first.
import { count, desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Queryable } from '@gradnik/db/connection';
import { promotions } from '@gradnik/db/schema/content';

declare module 'fastify' {
  interface FastifyInstance {
    promotionRepository: PromotionRepository;
  }
}

export type PromotionRecord = typeof promotions.$inferSelect;

export function createPromotionRepository(db: Queryable) {
  const newestFirst = [desc(promotions.startsAt), desc(promotions.id)];
  return {
    page(offset: number, limit: number): Promise<PromotionRecord[]> {
      return db
        .select()
        .from(promotions)
        .orderBy(...newestFirst)
        .limit(limit)
        .offset(offset);
    },
    async total(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(promotions);
      return row?.n ?? 0;
    },
  };
}
export type PromotionRepository = ReturnType<typeof createPromotionRepository>;

export const promotionRepositoryPlugin = fp(
  (fastify: FastifyInstance) => {
    fastify.decorate('promotionRepository', createPromotionRepository(fastify.db));
    return Promise.resolve();
  },
  { name: 'gradnik-api-promotion-repository', dependencies: ['gradnik-api-db'], fastify: '5.x' },
);
