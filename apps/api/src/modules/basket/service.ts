// The basket's business flow (SPEC §3 Order info and Order draft, §4, §5, §6, §7 Basket), one
// job per module: who the call acts for (context.ts), the priced basket document (document.ts),
// the routing check and accepting a price (routing.ts) and placing (placing.ts), which hands the
// order to the order module. Every rule comes from @gradnik/domain; these only wire data to them.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createBasketContext } from './context.ts';
import { createBasketDocument } from './document.ts';
import { createBasketPlacing } from './placing.ts';
import { createBasketRouting } from './routing.ts';

declare module 'fastify' {
  interface FastifyInstance {
    basketService: BasketService;
  }
}

export function createBasketService(fastify: FastifyInstance) {
  const context = createBasketContext(fastify);
  const routing = createBasketRouting(fastify, context);
  return {
    ownerOf: context.ownerOf,
    document: createBasketDocument(fastify, context),
    routingCheck: routing.routingCheck,
    acceptPrice: routing.acceptPrice,
    place: createBasketPlacing(fastify, context, routing),
  };
}

export type BasketService = ReturnType<typeof createBasketService>;

export const basketServicePlugin = fp(
  (fastify: FastifyInstance) => {
    fastify.decorate('basketService', createBasketService(fastify));
    return Promise.resolve();
  },
  {
    name: 'gradnik-api-basket-service',
    dependencies: [
      'gradnik-api-db',
      'gradnik-api-erp',
      'gradnik-api-product-pricing',
      'gradnik-api-basket-repository',
      'gradnik-api-order-repository',
      // Issue #14: cart lines taken from offers are priced by them.
      'gradnik-api-offer-repository',
    ],
    fastify: '5.x',
  },
);
