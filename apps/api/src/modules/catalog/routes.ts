// GET /jsonapi/catalog (SPEC §7 catalog calls, §2 catch-all resolution): the category tree,
// one subtree, or the existence check of a category URL path. Both the bare path and the
// trailing-slash path of SPEC §7 (`/jsonapi/catalog/?…&id=`) answer.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CatalogDocument } from '@gradnik/contracts/catalog';
import { HttpError } from '../../http-error.ts';
import { bracketQueryHook } from '../../plugins/bracket-query.ts';
import { requestLocale } from '../../request-locale.ts';
import { categoryNode, categoryRef } from './document.ts';
import { normalizeCategoryPath, type CategoryRecord } from './repository.ts';
import { getCatalogRoute } from './schemas.ts';

export const catalogRoutes: FastifyPluginAsyncZod = (fastify) => {
  fastify.addHook('preValidation', bracketQueryHook);

  for (const url of ['/jsonapi/catalog', '/jsonapi/catalog/']) {
    fastify.get(
      url,
      { schema: { ...getCatalogRoute, hide: url.endsWith('/') } },
      async (request, reply): Promise<CatalogDocument> => {
        const locale = requestLocale(request, reply);
        const { id, filter, maxdepth = false } = request.query;
        const snapshot = await fastify.catalogRepository.snapshot();
        const levels = maxdepth ? Infinity : 1;

        let target: CategoryRecord | undefined;
        if (id !== undefined) {
          target = snapshot.categoryById.get(id);
          if (!target) throw new HttpError(404, `Category ${id} not found`);
        } else if (filter?.url !== undefined) {
          target = snapshot.categoryByPath.get(normalizeCategoryPath(filter.url));
          // An existence check: no match is an answer, not an error (SPEC §2 resolution order).
          if (!target) return { data: [], meta: { path: [] } };
        }

        if (!target) {
          // The root is virtual: its one level is the top-level categories.
          const top = snapshot.children(null);
          return {
            data: top.map((c) => categoryNode(snapshot, c, locale, levels - 1)),
            meta: { path: [] },
          };
        }
        return {
          data: [categoryNode(snapshot, target, locale, levels)],
          meta: { path: snapshot.trail(target.id).map((c) => categoryRef(c, locale)) },
        };
      },
    );
  }
  return Promise.resolve();
};
