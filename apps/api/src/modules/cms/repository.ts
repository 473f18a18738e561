// CMS pages (SPEC §3 CMS page, §7 twill-api): published pages of one language.
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Queryable } from '@gradnik/db/connection';
import { cmsPages } from '@gradnik/db/schema/content';
import type { Locale } from '@gradnik/domain/locale';

declare module 'fastify' {
  interface FastifyInstance {
    cmsRepository: CmsRepository;
  }
}

const summaryColumns = {
  id: cmsPages.id,
  locale: cmsPages.locale,
  title: cmsPages.title,
  slug: cmsPages.slug,
  published: cmsPages.published,
  position: cmsPages.position,
  frontendColumn: cmsPages.frontendColumn,
  shownInFooter: cmsPages.shownInFooter,
  createdAt: cmsPages.createdAt,
  updatedAt: cmsPages.updatedAt,
};

export function createCmsRepository(db: Queryable) {
  return {
    list(locale: Locale) {
      return db
        .select(summaryColumns)
        .from(cmsPages)
        .where(and(eq(cmsPages.locale, locale), eq(cmsPages.published, true)))
        .orderBy(asc(cmsPages.position), asc(cmsPages.id));
    },

    async findBySlug(locale: Locale, slug: string) {
      const [page] = await db
        .select({ ...summaryColumns, content: cmsPages.content, blocks: cmsPages.blocks })
        .from(cmsPages)
        .where(
          and(eq(cmsPages.locale, locale), eq(cmsPages.slug, slug), eq(cmsPages.published, true)),
        )
        .limit(1);
      return page;
    },

    /**
     * The same page in every language: the CMS keeps one row per language and the language
     * versions share their position (the editors' page order).
     */
    alternates(position: number) {
      return db
        .select({ locale: cmsPages.locale, slug: cmsPages.slug })
        .from(cmsPages)
        .where(and(eq(cmsPages.position, position), eq(cmsPages.published, true)));
    },
  };
}
export type CmsRepository = ReturnType<typeof createCmsRepository>;

export const cmsRepositoryPlugin = fp(
  (fastify: FastifyInstance) => {
    fastify.decorate('cmsRepository', createCmsRepository(fastify.db));
    return Promise.resolve();
  },
  { name: 'gradnik-api-cms-repository', dependencies: ['gradnik-api-db'], fastify: '5.x' },
);
