// SPEC §7 GET /jsonapi/service?filter[cs_type][]=delivery|payment&include=text,price,media:
// delivery and payment methods (SPEC §3 Delivery/payment method {value, name, price, code,
// active}), texts in the request language.
import { asc, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceListDocumentSchema } from '@gradnik/contracts/basket';
import { apiErrorSchema } from '@gradnik/contracts/errors';
import { services, type ServiceType } from '@gradnik/db/schema/commerce';
import { bracketQueryHook } from '../../plugins/bracket-query.ts';
import { requestLocale } from '../../request-locale.ts';

const serviceTypeSchema = z.enum(['delivery', 'payment']);
export const serviceQuerySchema = z.object({
  filter: z
    .object({ cs_type: z.union([serviceTypeSchema, z.array(serviceTypeSchema)]).optional() })
    .strict()
    .optional(),
  include: z.string().max(100).optional(),
});

export const serviceRoutes: FastifyPluginAsyncZod = (fastify) => {
  fastify.get(
    '/jsonapi/service',
    {
      preValidation: bracketQueryHook,
      schema: {
        tags: ['basket'],
        summary: 'Delivery and payment methods (filter[cs_type][]=delivery|payment)',
        querystring: serviceQuerySchema,
        response: { 200: serviceListDocumentSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request, reply);
      const wanted = request.query.filter?.cs_type;
      const types: ServiceType[] = wanted === undefined ? ['delivery', 'payment'] : [wanted].flat();
      const rows = await fastify.db
        .select()
        .from(services)
        .where(inArray(services.type, types))
        .orderBy(asc(services.type), asc(services.position), asc(services.id));
      return {
        data: rows.map((row) => ({
          id: String(row.id),
          type: 'service' as const,
          attributes: {
            'service.type': row.type,
            'service.code': row.code,
            'service.label': locale === 'en' ? row.nameEn : row.nameSl,
            'service.description':
              (locale === 'en' ? row.descriptionEn : row.descriptionSl) ?? null,
            'service.price': row.price,
            'service.active': row.active,
            'service.mediaurl': null,
          },
        })),
      };
    },
  );
  return Promise.resolve();
};
