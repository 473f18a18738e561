// CMS pages, Twill-style (SPEC §7 CMS, §3 CMS page, §2 footer and catch-all resolution).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CmsPageSummary } from '@gradnik/contracts/cms';
import { isLocale } from '@gradnik/domain/locale';
import { HttpError } from '../../http-error.ts';
import { requestLocale } from '../../request-locale.ts';
import { getPageRoute, listPagesRoute } from './schemas.ts';

interface SummaryRecord {
  id: number;
  title: string;
  slug: string;
  published: boolean;
  position: number;
  frontendColumn: number | null;
  shownInFooter: boolean;
  createdAt: Date;
  updatedAt: Date;
}

function summary(page: SummaryRecord): CmsPageSummary {
  return {
    id: String(page.id),
    title: page.title,
    slug: page.slug,
    created: page.createdAt.toISOString(),
    updated: page.updatedAt.toISOString(),
    published: page.published,
    position: page.position,
    frontend_column: page.frontendColumn,
    shown_in_footer: page.shownInFooter,
  };
}

export const cmsRoutes: FastifyPluginAsyncZod = (fastify) => {
  fastify.get('/twill-api/v1/pages', { schema: listPagesRoute }, async (request, reply) => {
    const locale = requestLocale(request, reply);
    const pages = await fastify.cmsRepository.list(locale);
    return { data: pages.map(summary) };
  });

  fastify.get('/twill-api/v1/:slug', { schema: getPageRoute }, async (request, reply) => {
    const locale = requestLocale(request, reply);
    const { slug } = request.params;
    const page = await fastify.cmsRepository.findBySlug(locale, slug.toLowerCase());
    if (!page) throw new HttpError(404, `Page '${slug}' not found`);
    const alternates: { sl?: string; en?: string } = {};
    for (const other of await fastify.cmsRepository.alternates(page.position)) {
      if (isLocale(other.locale)) alternates[other.locale] = other.slug;
    }
    return {
      data: {
        ...summary(page),
        content: page.content,
        blocks: request.query.include === 'blocks' ? page.blocks : [],
      },
      meta: { alternates },
    };
  });

  return Promise.resolve();
};
