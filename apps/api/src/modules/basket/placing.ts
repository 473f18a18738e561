// Placing the cart as an order or the inquiry basket as an inquiry (SPEC §7 POST mode insert,
// §3 Order draft). Validates, re-prices every line (orders: the routing check), refuses with 409
// when the ERP's price or the transport cost differs from what the buyer saw; then ONE
// transaction locks the basket, returns the order of the same idempotency key if there is one,
// else hands the order to the order module (orderRepository.insertPlaced) and empties the basket.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BasketOrderInfo, BasketPlaceBody } from '@gradnik/contracts/basket';
import type { PlacedOrderDocument } from '@gradnik/contracts/order';
import { roundToCents } from '@gradnik/domain/cents';
import { storeIdForDelivery, transportCostApplies } from '@gradnik/domain/delivery';
import { clientViewErrors, type CartLineError } from '@gradnik/domain/line-errors';
import { orderTotals } from '@gradnik/domain/order-totals';
import { DEFAULT_DELIVERY_TYPE } from '@gradnik/domain/packages-by-date';
import { seenTransportCost, transportCostDiffers } from '@gradnik/domain/seen-transport-cost';
import type { AuthContext } from '../../auth/auth-context.ts';
import type { NewOrderLine, OrderRow } from '../order/repository.ts';
import { placedOrderDocument } from '../order/service.ts';
import { orderParty } from './choices.ts';
import { basketConflictError } from './conflict.ts';
import { infoOf, type BasketContext } from './context.ts';
import { priceLines, type PricedLine } from './line-pricing.ts';
import { basketError } from './messages.ts';
import type { BasketOwner, BasketRow } from './repository.ts';
import { erroredLines, type BasketRouting, type RoutingOutcome } from './routing.ts';
import { storedRoutingFor } from './stored-routing.ts';

/** What the placing transaction found: a new or earlier order, or a basket that moved on. */
type PlacingResult =
  | { status: 'created'; order: OrderRow }
  | { status: 'repeated'; order: OrderRow }
  | { status: 'emptied' }
  | { status: 'changed' }
  | { status: 'offerChanged' };

/** Thrown inside the placing transaction to roll it back when an offer moved on meanwhile. */
class OfferMovedOn extends Error {}

/** The order info of the basket with what the place request itself sends. */
function placedInfo(basket: BasketRow, a: BasketPlaceBody['data']['attributes']): BasketOrderInfo {
  return {
    ...infoOf(basket),
    ...(a.recipient !== undefined ? { recipient: a.recipient } : {}),
    ...(a.payer !== undefined ? { payer: a.payer } : {}),
    ...(a.needCarLift !== undefined ? { needCarLift: a.needCarLift } : {}),
    ...(a.specialDeliveryLocation !== undefined
      ? { specialDeliveryLocation: a.specialDeliveryLocation }
      : {}),
    ...(a.deliveryType !== undefined ? { deliveryType: a.deliveryType } : {}),
    ...(a.deliveryLocationID !== undefined ? { deliveryLocationID: a.deliveryLocationID } : {}),
  };
}

/** Inquiries ask for an offer, no routing; a price the buyer saw that the ERP no longer gives is still refused. */
function inquiryLineErrors(
  lines: readonly PricedLine[],
  clientViews: ReadonlyMap<number, number>,
): CartLineError[] {
  return clientViewErrors(
    lines.flatMap((line, index) =>
      line.record
        ? [
            {
              OrderLine: index + 1,
              ItemNo: line.row.code,
              view: clientViews.get(line.row.id) ?? line.clientView,
              current: {
                B2BPriceForPartnerBaseUnit: line.record.B2BPriceForPartnerBaseUnit,
                B2BPriceForPartnerRetailUnit: line.record.B2BPriceForPartnerRetailUnit,
              },
            },
          ]
        : [],
    ),
  );
}

/** The order lines as bought: the routing answer's prices for orders, GetPricing2's for inquiries. */
type PlacedLine = NewOrderLine & { lineValue: number; vat: number };

function orderLinesOf(lines: readonly PricedLine[], routed: RoutingOutcome | null): PlacedLine[] {
  return lines.map((line, index) => {
    const answered = routed?.routing.OrderLines.find((o) => o.OrderLine === index + 1);
    const p = answered ?? line.record;
    const net = p ? roundToCents(p.B2BPriceForPartnerRetailUnit * line.quantity.retail) : 0;
    return {
      lineNo: index + 1,
      productId: line.row.productId,
      itemNo: line.row.code,
      ean: line.row.ean,
      name: line.row.nameSl,
      storeId: routed ? (routed.draft.OrderLines[index]?.StoreId ?? null) || null : null,
      quantityBase: line.quantity.base,
      quantityRetail: line.quantity.retail,
      baseUnitOfMeasure: line.row.baseUnitOfMeasure,
      retailUnitOfMeasure: line.row.retailUnitOfMeasure,
      priceBasicBaseUnit: p?.B2BPriceBasicBaseUnit ?? null,
      priceBasicRetailUnit: p?.B2BPriceBasicRetailUnit ?? null,
      discountBaseUnit: p?.B2BDiscountBaseUnit ?? null,
      discountRetailUnit: p?.B2BDiscountRetailUnit ?? null,
      discountAddBaseUnit: p?.B2BDiscountAddBaseUnit ?? null,
      priceForPartnerBaseUnit: p?.B2BPriceForPartnerBaseUnit ?? null,
      priceForPartnerRetailUnit: p?.B2BPriceForPartnerRetailUnit ?? null,
      priceTypeBaseUnit: p?.B2BPriceTypeBaseUnit ?? null,
      priceTypeRetailUnit: p?.B2BPriceTypeRetailUnit ?? null,
      lineValue: net,
      lineValueRetail: net,
      vat: line.row.vat,
      deliveryDate: answered?.DeliveryDate ?? null,
      calculationId: p?.CalculationId ?? null,
      note: line.row.note,
      // Issue #14: placed at the offer's price (only while that holds; else today's price).
      offerId: line.offer?.holds ? line.offer.id : null,
    };
  });
}

export function createBasketPlacing(
  fastify: FastifyInstance,
  context: BasketContext,
  routing: BasketRouting,
) {
  const repo = fastify.basketRepository;
  const orders = fastify.orderRepository;

  return async function place(
    request: FastifyRequest,
    owner: BasketOwner,
    body: BasketPlaceBody,
    headerKey: string | undefined,
  ): Promise<{ created: boolean; document: PlacedOrderDocument }> {
    const partner = await context.partnerOf(request, owner.partnerId);
    if (owner.kind === 'inquiry' && !partner.inquiriesAllowed)
      throw basketError(request, 403, 'inquiriesNotAllowed');
    if (body.data.partnerno !== partner.partnerNo)
      throw basketError(request, 400, 'partnerMismatch');
    const basket = await repo.find(owner);
    const clientKey = headerKey ?? body.idempotencyKey;
    // Keys are per user: another user's key can never return someone else's order.
    const key = clientKey
      ? `u${owner.userId}:${clientKey}`
      : basket
        ? `b${basket.id}:r${basket.revision}`
        : null;
    if (key) {
      const existing = await orders.findByKey(key, owner.userId);
      if (existing) return { created: false, document: placedOrderDocument(existing) };
    }
    const rows = basket ? await repo.lines(basket.id) : [];
    if (!basket || !key || rows.length === 0) throw basketError(request, 400, 'emptyBasket');

    const a = body.data.attributes;
    const info = placedInfo(basket, a);
    const ctx = await routing.draftContext(request, owner, basket, info, {
      partnerAddressId: body.data.partneraddressid,
    });
    const lines = await priceLines(fastify, request, partner.partnerNo, rows);
    const clientViews = new Map<number, number>();
    for (const l of a.integrationInfo?.lines ?? [])
      clientViews.set(Number(l.id), l.priceForPartnerRetailUnit);

    let routed: RoutingOutcome | null = null;
    if (owner.kind === 'default') {
      routed = await routing.route(request, basket, lines, info, ctx, clientViews);
      // Issue #10 §5: the transport cost the buyer saw (sent with the order, else what the
      // basket showed for these lines) must be the one charged now.
      const seen = seenTransportCost({
        sent: a.integrationInfo?.transportCosts,
        shown: storedRoutingFor(basket, rows)?.transportCosts ?? null,
      });
      const current = routed.document.data.transportCosts;
      const transport = transportCostDiffers(seen, current)
        ? { seen, current, currentTax: routed.document.data.transportCostsTax }
        : null;
      if (routed.errors.length > 0 || transport) {
        // This check is a routing check too: the basket shows its figure from now on.
        await routing.storeRouting(basket, rows, routed);
        throw basketConflictError(request, {
          lines: erroredLines(routed.errors, lines),
          transport,
        });
      }
    } else {
      const errors = inquiryLineErrors(lines, clientViews);
      if (errors.length > 0)
        throw basketConflictError(request, { lines: erroredLines(errors, lines), transport: null });
    }

    const orderLines = orderLinesOf(lines, routed);
    const transportCosts = routed?.document.data.transportCosts ?? null;
    const totals = orderTotals(
      orderLines.map((l) => ({ value: l.lineValue, vat: l.vat })),
      { costs: transportCosts, costsTax: routed?.document.data.transportCostsTax ?? null },
    ) ?? { net: 0, vat: 0, total: 0 };
    const special = ctx.specialLocation;
    const agent = (request.auth as AuthContext).impersonation?.agentUserId ?? null;

    const acceptedOffers = [...new Set(orderLines.flatMap((l) => (l.offerId ? [l.offerId] : [])))];
    const placing = fastify.db.transaction(async (tx): Promise<PlacingResult> => {
      const current = await repo.lockForPlacing(tx, basket.id);
      const existing = await orders.findByKey(key, undefined, tx);
      if (existing) return { status: 'repeated', order: existing };
      if (current.length === 0) return { status: 'emptied' };
      const unchanged =
        current.length === lines.length &&
        current.every((c, i) => c.id === lines[i]?.row.id && c.quantity === lines[i]?.row.quantity);
      if (!unchanged) return { status: 'changed' };
      const order = await orders.insertPlaced(
        tx,
        {
          kind: owner.kind === 'default' ? 'order' : 'inquiry',
          partnerId: owner.partnerId,
          userId: owner.userId,
          actingUserId: agent,
          idempotencyKey: key,
          comment: basket.comment,
          customerRef: basket.customerRef,
          deliveryServiceId: ctx.method ? ctx.method.id : null,
          paymentServiceId: basket.paymentServiceId,
          deliveryCode: ctx.code,
          deliveryType: info.deliveryType ?? DEFAULT_DELIVERY_TYPE,
          storeId: storeIdForDelivery(ctx.code, info.deliveryLocationID) || null,
          recipient: orderParty(ctx.recipient),
          payer: orderParty(ctx.payer),
          specialDeliveryLocation: special
            ? {
                name: special.name,
                description: special.description,
                post: special.post,
                contact_person: special.contactPerson,
                contact_phone: special.contactPhone,
              }
            : null,
          needCarLift: transportCostApplies(ctx.code) && info.needCarLift === true,
          transportCosts,
          oneDelivery: routed?.document.data.oneDelivery ?? null,
          totalNet: totals.net,
          totalVat: totals.vat,
          totalGross: totals.total,
        },
        orderLines,
        fastify.now(),
      );
      if (special && info.specialDeliveryLocation?.save === true) {
        await repo.saveSpecialDeliveryLocation(tx, {
          partnerId: owner.partnerId,
          name: special.name,
          description: special.description || null,
          post: special.post,
          contactPerson: special.contactPerson,
          contactPhone: special.contactPhone,
          createdByUserId: owner.userId,
        });
      }
      // Issue #14 (decision 036): the offers whose prices the order keeps are accepted with it.
      if (
        acceptedOffers.length > 0 &&
        !(await fastify.offerRepository.acceptWithOrder(
          tx,
          acceptedOffers,
          order.id,
          owner.userId,
          fastify.now(),
        ))
      )
        throw new OfferMovedOn();
      await repo.emptyAfterPlacing(tx, basket.id);
      return { status: 'created', order };
    });
    const result = await placing.catch((error: unknown): PlacingResult => {
      if (error instanceof OfferMovedOn) return { status: 'offerChanged' };
      throw error;
    });
    switch (result.status) {
      case 'emptied':
        throw basketError(request, 400, 'emptyBasket');
      case 'changed':
        throw basketError(request, 409, 'basketChanged');
      case 'offerChanged':
        throw basketError(request, 409, 'offerChanged');
      default:
        return {
          created: result.status === 'created',
          document: placedOrderDocument(result.order),
        };
    }
  };
}
