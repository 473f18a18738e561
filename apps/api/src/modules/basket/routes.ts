// SPEC §7 Basket: /jsonapi/basket (GET, POST, PATCH, DELETE dispatched on `related`). Protected by the bearer token (plugins/auth.ts); every state-changing
// call also needs the session's CSRF token (modules/token/csrf.ts, decision 008). Baskets are the
// token's (user, partner, kind); any other id is 404.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  IDEMPOTENCY_HEADER,
  basketAddBodySchema,
  basketAddressPatchBodySchema,
  basketLinePatchBodySchema,
  basketLinesDeleteBodySchema,
  basketMoveBodySchema,
  basketPatchBodySchema,
  basketPlaceBodySchema,
  basketRoutingBodySchema,
  basketServicePatchBodySchema,
  type BasketOrderInfo,
} from '@gradnik/contracts/basket';
import { and, eq } from 'drizzle-orm';
import { services } from '@gradnik/db/schema/commerce';
import { onDeliveryMethodSaved } from '@gradnik/domain/delivery';
import { buildPayers, buildRecipients } from '@gradnik/domain/recipients';
import { badRequest } from '../../http-error.ts';
import { requestLocale } from '../../request-locale.ts';
import { validationFields } from '../../plugins/errors.ts';
import { requireCsrf } from '../token/csrf.ts';
import { basketError, basketMessage } from './messages.ts';
import type { StoresRepository } from '../stores/repository.ts';
import { addressInput, checkedSpecialDeliveryLocation, chosenAddress } from './choices.ts';
import { normalizedQuantity, productUnits } from './line-pricing.ts';
import { deleteBasketRoute, getBasketRoute, patchBasketRoute, postBasketRoute } from './schemas.ts';

/** Re-validates a body against the schema of the `related` the query chose. */
function parseWith<T>(request: FastifyRequest, schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  const locale = requestLocale(request);
  const fields = validationFields(
    'body',
    result.error.issues.map(({ path, code, message, ...params }) => ({
      instancePath: `/${path.map(String).join('/')}`,
      message,
      keyword: code,
      params,
    })),
    locale,
  );
  return (() => {
    throw badRequest(basketMessage('wrongBody', locale), fields);
  })();
}

/**
 * SPEC §4 pick-up: the store must be one of the stores (GET /api/stores). Checked wherever a
 * store id comes in (saved order info, routing, placing), so a stored one is always known.
 */
async function checkStore(
  request: FastifyRequest,
  stores: StoresRepository,
  deliveryLocationID: string | null | undefined,
): Promise<void> {
  const storeId = deliveryLocationID?.trim();
  if (!storeId || (await stores.has(storeId))) return;
  const message = basketMessage('storeNotFound', requestLocale(request));
  throw basketError(request, 400, 'storeNotFound', { deliveryLocationID: [message] });
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text && text.length >= 8 && text.length <= 100 ? text : undefined;
}

export const basketRoutes: FastifyPluginAsyncZod = (fastify) => {
  const basket = fastify.basketService;
  const repo = fastify.basketRepository;
  const csrf = requireCsrf(fastify.apiConfig.jwtSecret);
  const stores = fastify.storesRepository;

  fastify.get('/jsonapi/basket', { schema: getBasketRoute }, async (request, reply) => {
    const owner = basket.ownerOf(request, request.query.id);
    void reply.header('cache-control', 'private, no-store');
    return basket.document(request, owner);
  });

  fastify.delete(
    '/jsonapi/basket',
    { schema: deleteBasketRoute, preHandler: csrf },
    async (request) => {
      const { id, related, relatedid } = request.query;
      const owner = basket.ownerOf(request, id);
      const row = await repo.ensure(owner);
      if (related === 'product' && relatedid) {
        const own = await repo.ownLineIds(row.id, [Number(relatedid)]);
        if (own.length === 0) throw basketError(request, 404, 'lineNotFound');
        await repo.deleteLines(row.id, own);
      } else if (related === 'product') {
        // Issue #10 §3: naming no line removes none — only the call without `related` empties.
        if (!request.body) throw basketError(request, 400, 'noLinesChosen');
        const body = parseWith(request, basketLinesDeleteBodySchema, request.body);
        const ids = [...new Set(body.data.map((d) => Number(d.id)))];
        const own = await repo.ownLineIds(row.id, ids);
        // All or nothing: one foreign id and nothing is removed (never reveal whose it is).
        if (own.length !== ids.length) throw basketError(request, 404, 'lineNotFound');
        await repo.deleteLines(row.id, own);
      } else if (related === undefined) {
        await repo.clear(row.id);
      } else {
        throw basketError(request, 400, 'wrongBody');
      }
      return basket.document(request, owner);
    },
  );

  fastify.patch(
    '/jsonapi/basket',
    { schema: patchBasketRoute, preHandler: csrf },
    async (request) => {
      const { id, related, relatedid } = request.query;
      const owner = basket.ownerOf(request, id);
      const locale = requestLocale(request);
      const row = await repo.ensure(owner);
      const attributes = row.attributes;

      if (related === 'product') {
        if (!relatedid) throw basketError(request, 404, 'lineNotFound');
        const body = parseWith(request, basketLinePatchBodySchema, request.body).data.attributes;
        const lines = await repo.lines(row.id);
        const line = lines.find((l) => l.id === Number(relatedid));
        if (!line) throw basketError(request, 404, 'lineNotFound');
        if (body.acceptPrice) await basket.acceptPrice(request, owner, row, line.id);
        const set: { quantity?: number; note?: string } = {};
        if (body.quantity !== undefined) {
          set.quantity = normalizedQuantity(productUnits(line), body.quantity).retail;
        }
        if (body.note !== undefined) set.note = body.note;
        if (Object.keys(set).length > 0) await repo.updateLine(row.id, line.id, set);
        return basket.document(request, owner);
      }

      if (related === 'service') {
        const body = parseWith(request, basketServicePatchBodySchema, request.body).data;
        const [service] = await fastify.db
          .select()
          .from(services)
          .where(
            and(
              eq(services.id, Number(body.id)),
              eq(services.type, body.type),
              eq(services.active, true),
            ),
          )
          .limit(1);
        if (!service) throw basketError(request, 404, 'serviceNotFound');
        if (body.type === 'payment') {
          await repo.updateBasket(row.id, { paymentServiceId: service.id });
        } else {
          // SPEC §4: a code other than 4 clears the car lift and the special location on save.
          const info: BasketOrderInfo = attributes.info ?? {};
          const saved = onDeliveryMethodSaved(
            {
              ...info,
              needCarLift: info.needCarLift ?? false,
              specialDeliveryLocation: info.specialDeliveryLocation ?? null,
            },
            service.code,
          );
          await repo.updateBasket(row.id, {
            deliveryServiceId: service.id,
            // A new method needs a new routing check before its transport cost counts.
            attributes: { ...attributes, info: saved, routing: undefined },
          });
        }
        return basket.document(request, owner);
      }

      if (related === 'address') {
        const body = parseWith(request, basketAddressPatchBodySchema, request.body).data;
        await repo.updateBasket(
          row.id,
          body.type === 'delivery'
            ? { deliveryAddress: body.attributes }
            : { paymentAddress: body.attributes },
        );
        return basket.document(request, owner);
      }

      const body = parseWith(request, basketPatchBodySchema, request.body).data.attributes;
      const set: Parameters<typeof repo.updateBasket>[1] = {};
      if (body['order.comment'] !== undefined) set.comment = body['order.comment'];
      if (body['order.customerref'] !== undefined) set.customerRef = body['order.customerref'];
      const patch = body['order.info'];
      if (patch) {
        await checkStore(request, stores, patch.deliveryLocationID);
        if (patch.specialDeliveryLocation)
          checkedSpecialDeliveryLocation(patch.specialDeliveryLocation, locale);
        if (patch.recipient) {
          const recipients = buildRecipients(
            (await repo.addresses(owner.partnerId, 'delivery')).map(addressInput),
          );
          chosenAddress(request, recipients, patch.recipient, 'recipient');
        }
        if (patch.payer) {
          const payers = buildPayers(
            (await repo.addresses(owner.partnerId, 'payment')).map(addressInput),
          );
          chosenAddress(request, payers, patch.payer, 'payer');
        }
        set.attributes = { ...attributes, info: { ...(attributes.info ?? {}), ...patch } };
      }
      await repo.updateBasket(row.id, set);
      return basket.document(request, owner);
    },
  );

  fastify.post(
    '/jsonapi/basket',
    { schema: postBasketRoute, preHandler: csrf },
    async (request, reply) => {
      const { id, related } = request.query;
      const owner = basket.ownerOf(request, id);

      if (related === 'product') {
        const body = parseWith(request, basketAddBodySchema, request.body);
        const ids = [...new Set(body.data.map((d) => Number(d.attributes['product.id'])))];
        const products = new Map((await repo.sellableProducts(ids)).map((p) => [p.id, p]));
        const items = body.data.map((d) => {
          const a = d.attributes;
          const product = products.get(Number(a['product.id']));
          if (!product) throw basketError(request, 404, 'productNotFound');
          const quantity = normalizedQuantity(productUnits(product), a.quantity).retail;
          return {
            productId: product.id,
            quantity,
            // Only the client's view: never a price (issue #5).
            clientPricing: a['custom.pricing'] ? { sent: a['custom.pricing'] } : null,
            customPrice: id === 'default' ? (a['custom.price'] ?? null) : null,
          };
        });
        await repo.addLines(owner, items);
        return basket.document(request, owner, { added: items.length });
      }

      if (related === 'routing') {
        const body = parseWith(request, basketRoutingBodySchema, request.body ?? {});
        await checkStore(request, stores, body.info?.deliveryLocationID);
        return basket.routingCheck(request, owner, body.info);
      }

      if (related === 'move') {
        const body = parseWith(request, basketMoveBodySchema, request.body);
        if (body.from === id) throw basketError(request, 400, 'sameBasket');
        const source = await repo.find({ ...owner, kind: body.from });
        const ids = [...new Set(body.data.map((d) => Number(d.id)))];
        const own = source ? await repo.ownLineIds(source.id, ids) : [];
        if (!source || own.length !== ids.length) throw basketError(request, 404, 'lineNotFound');
        const target = await repo.ensure(owner);
        await repo.moveLines(source.id, target.id, own);
        return basket.document(request, owner);
      }

      const body = parseWith(request, basketPlaceBodySchema, request.body);
      await checkStore(request, stores, body.data.attributes.deliveryLocationID);
      const placed = await basket.place(request, owner, body, header(request, IDEMPOTENCY_HEADER));
      return reply.code(placed.created ? 201 : 200).send(placed.document);
    },
  );

  return Promise.resolve();
};
