// Attributes (SPEC §3 Attribute, §7): served from the catalogue snapshot, no query of their own.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AttributeDocument } from '@gradnik/contracts/catalog';
import { requestLocale } from '../../request-locale.ts';
import { attributeName, optionName } from '../catalog/repository.ts';
import { attributeTypeLabelsRoute, listAttributesRoute } from './schemas.ts';

export const attributeRoutes: FastifyPluginAsyncZod = (fastify) => {
  fastify.post(
    '/jsonapi/attribute',
    { schema: listAttributesRoute },
    async (request, reply): Promise<AttributeDocument> => {
      const locale = requestLocale(request, reply);
      const filter = request.body.filter;
      const codes = filter?.code ? new Set(filter.code) : null;
      const snapshot = await fastify.catalogRepository.snapshot();
      const data = [...snapshot.attributeById.values()]
        .filter((a) => a.status === 1)
        .filter((a) => codes === null || codes.has(a.code))
        .filter((a) => filter?.filterable === undefined || a.filterable === filter.filterable)
        .map((a) => ({
          id: String(a.id),
          type: 'attribute' as const,
          attributes: {
            id: String(a.id),
            code: a.code,
            name: attributeName(a, locale),
            type: a.type,
            typeData: a.typeData,
            status: a.status,
            filterable: a.filterable,
            position: a.position,
            options: (snapshot.optionsOf.get(a.id) ?? []).map((o) => ({
              id: String(o.id),
              code: o.code,
              name: optionName(o, locale),
              position: o.position,
            })),
          },
        }));
      return { data, meta: { total: data.length } };
    },
  );

  fastify.post(
    '/api/product/attribute-type-labels',
    { schema: attributeTypeLabelsRoute },
    async (request, reply) => {
      const locale = requestLocale(request, reply);
      const snapshot = await fastify.catalogRepository.snapshot();
      const data: Record<string, string> = {};
      for (const code of request.body.codes) {
        const attribute = snapshot.attributeByCode.get(code);
        if (attribute) data[code] = attributeName(attribute, locale);
      }
      return { data };
    },
  );

  return Promise.resolve();
};
