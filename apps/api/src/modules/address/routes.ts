// SPEC §7 GET /api/customer/delivery-addresses/delivery (recipients) and
// GET /api/partner/address/delivery-address/payment (payers): the token's partner's addresses,
// in the SPEC §3 Partner address shape that @gradnik/domain/recipients builds choices from.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { partnerAddressListSchema } from '@gradnik/contracts/basket';
import { apiErrorSchema } from '@gradnik/contracts/errors';
import { toPartnerAddress } from './mapping.ts';

const schema = (summary: string) => ({
  tags: ['basket'],
  summary,
  response: { 200: partnerAddressListSchema, 401: apiErrorSchema, 403: apiErrorSchema },
});

export const addressRoutes: FastifyPluginAsyncZod = (fastify) => {
  for (const [path, purpose] of [
    ['/api/customer/delivery-addresses/delivery', 'delivery'],
    ['/api/partner/address/delivery-address/payment', 'payment'],
  ] as const) {
    fastify.get(
      path,
      { schema: schema(`The partner's ${purpose} addresses`) },
      async (request, reply) => {
        const owner = fastify.basketService.ownerOf(request, 'default');
        void reply.header('cache-control', 'private, no-store');
        // Decision 033: address changes the retailer has approved by now are in the list.
        await fastify.addressRequestRepository.settle(owner.partnerId);
        const rows = await fastify.basketRepository.addresses(owner.partnerId, purpose);
        return { data: rows.map(toPartnerAddress) };
      },
    );
  }
  return Promise.resolve();
};
