// The routing check of the cart (SPEC §4 Packages, Delivery method, Recipient selection; §3 Order
// draft; GetRouting behind the shop API): the draft from the priced lines, the ERP's answer, the
// line errors, packages by delivery date, OneDelivery and the code-4 transport cost. Placing
// runs the same check (placing.ts); accepting a price asks it for the current price.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BasketOrderInfo, RoutingCheckDocument } from '@gradnik/contracts/basket';
import type { ErpPricingRecord, ErpRoutingResponse } from '@gradnik/contracts/erp';
import {
  deliveryCodeOf,
  effectiveDeliveryMethod,
  methodTransportCost,
  storeIdForDelivery,
  transportCostApplies,
} from '@gradnik/domain/delivery';
import { roundToCents } from '@gradnik/domain/cents';
import { cartLineErrors, type CartLineError } from '@gradnik/domain/line-errors';
import {
  buildOrderDraft,
  type OrderDraft,
  type OrderDraftLineInput,
} from '@gradnik/domain/order-draft';
import {
  DEFAULT_DELIVERY_TYPE,
  chosenPackages,
  oneDelivery,
  packagesByDate,
} from '@gradnik/domain/packages-by-date';
import {
  activeChoice,
  buildPayers,
  buildRecipients,
  type AddressChoice,
} from '@gradnik/domain/recipients';
import type { AuthContext } from '../../auth/auth-context.ts';
import { HttpError } from '../../http-error.ts';
import { requestLocale } from '../../request-locale.ts';
import { erpTestCall } from '../pricing/service.ts';
import { addressInput, checkedSpecialDeliveryLocation, chosenAddress } from './choices.ts';
import { infoOf, type BasketContext } from './context.ts';
import { priceLines, type AcceptedPrice, type PricedLine } from './line-pricing.ts';
import { basketError, basketMessage } from './messages.ts';
import type { BasketLineRow, BasketOwner, BasketRow } from './repository.ts';
import { routingLinesKey } from './stored-routing.ts';

export interface RoutingOutcome {
  draft: OrderDraft;
  routing: ErpRoutingResponse;
  errors: CartLineError[];
  document: RoutingCheckDocument;
}

export function erpUnavailable(request: FastifyRequest): HttpError {
  return basketError(request, 503, 'erpUnavailable');
}

/** The line errors by basket line id (OrderLine n is the n-th line). */
export function erroredLines(errors: readonly CartLineError[], lines: readonly PricedLine[]) {
  return errors.flatMap((error) => {
    const line = lines[error.OrderLine - 1];
    return line ? [{ id: String(line.row.id), error }] : [];
  });
}

function draftLines(lines: readonly PricedLine[]): OrderDraftLineInput[] {
  return lines.map((line) => {
    const record = line.record as ErpPricingRecord;
    return {
      ItemNo: line.row.code,
      EAN: line.row.ean,
      QuantityBase: line.quantity.base,
      QuantityRetail: line.quantity.retail,
      BaseUnitOfMeasure: line.row.baseUnitOfMeasure,
      RetailUnitOfMeasure: line.row.retailUnitOfMeasure,
      note: line.row.note,
      // A price the buyer accepted is the one the draft asks the ERP to confirm.
      pricing: line.accepted ? { ...record, ...line.accepted } : record,
    };
  });
}

/**
 * Issue #14 (decision 036): a line priced by its offer keeps the offer's price, whatever the
 * ERP's price list says now; the routing answer still gives its delivery date. The buyer's view
 * is then compared with the offer's price, so a tampered client price is price_changed.
 */
function withOfferPrices(
  routing: ErpRoutingResponse,
  lines: readonly PricedLine[],
): ErpRoutingResponse {
  if (!lines.some((l) => l.offer?.holds)) return routing;
  return {
    ...routing,
    OrderLines: routing.OrderLines.map((answered) => {
      const line = lines[answered.OrderLine - 1];
      const record = line?.record;
      if (!line?.offer?.holds || !record) return answered;
      return {
        ...answered,
        B2BPriceBasicBaseUnit: record.B2BPriceBasicBaseUnit,
        B2BPriceBasicRetailUnit: record.B2BPriceBasicRetailUnit,
        B2BDiscountBaseUnit: record.B2BDiscountBaseUnit,
        B2BDiscountRetailUnit: record.B2BDiscountRetailUnit,
        B2BDiscountAddBaseUnit: record.B2BDiscountAddBaseUnit,
        B2BPriceForPartnerBaseUnit: record.B2BPriceForPartnerBaseUnit,
        B2BPriceForPartnerRetailUnit: record.B2BPriceForPartnerRetailUnit,
        OrderLineValue: roundToCents(record.B2BPriceForPartnerBaseUnit * line.quantity.base),
        OrderLineValueRetail: roundToCents(
          record.B2BPriceForPartnerRetailUnit * line.quantity.retail,
        ),
      };
    }),
  };
}

export function createBasketRouting(fastify: FastifyInstance, context: BasketContext) {
  const repo = fastify.basketRepository;

  /** Everything a draft needs from the basket, its order info and the partner's addresses. */
  async function draftContext(
    request: FastifyRequest,
    owner: BasketOwner,
    basket: BasketRow,
    info: BasketOrderInfo,
    override: { partnerAddressId?: string | null } = {},
  ) {
    const locale = requestLocale(request);
    const partner = await context.partnerOf(request, owner.partnerId);
    const [deliveryRows, paymentRows, methods] = await Promise.all([
      repo.addresses(owner.partnerId, 'delivery'),
      repo.addresses(owner.partnerId, 'payment'),
      repo.deliveryServices(),
    ]);
    const recipients = buildRecipients(deliveryRows.map(addressInput));
    const payers = buildPayers(paymentRows.map(addressInput));
    let recipient: AddressChoice | null;
    if (info.recipient) {
      recipient = chosenAddress(request, recipients, info.recipient, 'recipient');
    } else if (override.partnerAddressId) {
      recipient =
        recipients.find((r) => r.partner_address_id === override.partnerAddressId) ?? null;
      if (!recipient)
        throw basketError(request, 400, 'recipientNotFound', {
          partneraddressid: [basketMessage('recipientNotFound', locale)],
        });
    } else {
      recipient = activeChoice(recipients);
    }
    const payer = info.payer
      ? chosenAddress(request, payers, info.payer, 'payer')
      : activeChoice(payers);
    const method = effectiveDeliveryMethod(
      methods.map((m) => ({ ...m, value: String(m.id) })),
      basket.deliveryServiceId ? String(basket.deliveryServiceId) : null,
    );
    const code = deliveryCodeOf(method);
    if (storeIdForDelivery(code, info.deliveryLocationID) === null) {
      throw basketError(request, 400, 'storeRequired', {
        deliveryLocationID: [basketMessage('storeRequired', locale)],
      });
    }
    const special = transportCostApplies(code) ? (info.specialDeliveryLocation ?? null) : null;
    const specialLocation = special ? checkedSpecialDeliveryLocation(special, locale) : null;
    return { partner, recipient, payer, code, method, specialLocation };
  }
  type DraftContext = Awaited<ReturnType<typeof draftContext>>;

  /**
   * SPEC §4 routing check: the draft from the lines (accepted prices where the buyer accepted
   * one), GetRouting, line errors (cartLineErrors, plus lines whose client view differs from the
   * ERP's price now), packages by delivery date, OneDelivery and the code-4 transport cost.
   */
  async function route(
    request: FastifyRequest,
    basket: BasketRow,
    lines: readonly PricedLine[],
    info: BasketOrderInfo,
    ctx: DraftContext,
    clientViews: ReadonlyMap<number, number> = new Map(),
  ): Promise<RoutingOutcome> {
    if (lines.some((l) => l.record === null)) throw erpUnavailable(request);
    const authCtx = request.auth as AuthContext;
    const draft = buildOrderDraft({
      partner: {
        PartnerNo: ctx.partner.partnerNo,
        PartnerRank: ctx.partner.partnerRank,
        WholesaleOrRepro: ctx.partner.wholesaleOrRepro,
      },
      user: { email: authCtx.email },
      recipient: ctx.recipient,
      payer: ctx.payer,
      lines: draftLines(lines),
      delivery: { code: ctx.code },
      orderInfo: {
        referenceNumber: basket.customerRef ?? '',
        note: basket.comment ?? '',
        needCarLift: info.needCarLift === true,
        specialDeliveryLocation: ctx.specialLocation,
        deliveryType: info.deliveryType ?? DEFAULT_DELIVERY_TYPE,
        deliveryLocationID: info.deliveryLocationID ?? null,
      },
      now: fastify.now(),
      orderId: String(basket.id),
    });
    const call = erpTestCall(fastify.apiConfig.nodeEnv, request.headers);
    const answer = await fastify.erp.getRouting(
      { ...draft, OrderLines: [...draft.OrderLines] },
      call,
    );
    if (answer.status !== 'ok') {
      request.log.warn(
        { reason: answer.status === 'error' ? answer.reason : 'unknown' },
        'routing check failed',
      );
      throw erpUnavailable(request);
    }
    const routing = withOfferPrices(answer.routing, lines);
    // The buyer's own view (integrationInfo at placing, else the custom price at add unless a
    // price was accepted since) counts too: one rule, @gradnik/domain line-errors.ts.
    const views = new Map(
      draft.OrderLines.map((sent, index) => {
        const line = lines[index] as PricedLine;
        return [
          sent.OrderLine,
          clientViews.get(line.row.id) ?? (line.accepted ? null : line.clientView),
        ] as const;
      }),
    );
    const errors = cartLineErrors(draft.OrderLines, routing.OrderLines, views);
    const lineIdOf = (orderLine: number) => String((lines[orderLine - 1] as PricedLine).row.id);
    const dated = draft.OrderLines.map((sent) => {
      const answered = routing.OrderLines.find((a) => a.OrderLine === sent.OrderLine);
      return {
        id: lineIdOf(sent.OrderLine),
        sent,
        answered,
        deliveryDate: answered?.DeliveryDate ?? null,
      };
    });
    const packages = packagesByDate(dated, (l) => l.deliveryDate);
    const deliveryType = info.deliveryType ?? DEFAULT_DELIVERY_TYPE;
    const transportCosts = methodTransportCost({
      code: ctx.code,
      wholesale: ctx.partner.wholesale,
      routingTransportCosts: routing.Delivery.TransportCosts,
    });
    const document: RoutingCheckDocument = {
      data: {
        lines: dated.map((l) => ({
          id: l.id,
          deliveryDate: l.deliveryDate,
          error: errors.find((e) => e.OrderLine === l.sent.OrderLine)?.code ?? null,
          priceForPartnerRetailUnit: l.answered?.B2BPriceForPartnerRetailUnit ?? null,
        })),
        packages: packages.byDate.map((p) => ({ date: p.date, lines: p.lines.map((l) => l.id) })),
        singlePackageDate: packages.single?.date ?? null,
        oneDelivery: oneDelivery(Math.max(1, chosenPackages(packages, deliveryType).length), {
          wholesale: ctx.partner.wholesale,
          deliveryCode: ctx.code,
        }),
        transportCosts,
        transportCostsTax:
          transportCosts === null ? null : (routing.Delivery.TransportCostsTax ?? null),
        hasErrors: errors.length > 0,
      },
    };
    return { draft, routing, errors, document };
  }

  /** Keeps the routing answer's transport cost for exactly the lines it was computed from. */
  async function storeRouting(
    basket: BasketRow,
    rows: readonly BasketLineRow[],
    outcome: RoutingOutcome,
  ) {
    await repo.storeRouting(basket.id, {
      transportCosts: outcome.document.data.transportCosts,
      transportCostsTax: outcome.document.data.transportCostsTax,
      lines: routingLinesKey(rows),
    });
  }

  /** POST related=routing: the check with the saved order info, patched by the request's. */
  async function routingCheck(
    request: FastifyRequest,
    owner: BasketOwner,
    infoPatch?: BasketOrderInfo,
  ) {
    const basket = await repo.find(owner);
    const rows = basket ? await repo.lines(basket.id) : [];
    if (!basket || rows.length === 0) throw basketError(request, 400, 'emptyBasket');
    const info = { ...infoOf(basket), ...(infoPatch ?? {}) };
    const ctx = await draftContext(request, owner, basket, info);
    const lines = await priceLines(fastify, request, ctx.partner.partnerNo, rows);
    const outcome = await route(request, basket, lines, info, ctx);
    await storeRouting(basket, rows, outcome);
    return outcome.document;
  }

  /** acceptPrice: the ERP's current price (routing's when it answers, else GetPricing2's). */
  async function acceptPrice(
    request: FastifyRequest,
    owner: BasketOwner,
    basket: BasketRow,
    lineId: number,
  ) {
    const rows = await repo.lines(basket.id);
    const row = rows.find((r) => r.id === lineId);
    if (!row) throw basketError(request, 404, 'lineNotFound');
    const partner = await context.partnerOf(request, owner.partnerId);
    const lines = await priceLines(fastify, request, partner.partnerNo, rows);
    const line = lines.find((l) => l.row.id === lineId) as PricedLine;
    if (!line.record) throw erpUnavailable(request);
    if (line.offer?.holds) {
      // Issue #14: the offer's price stands; the buyer's view is brought back to it.
      await repo.updateLine(basket.id, lineId, { customPrice: line.offer.netUnitPrice });
      return;
    }
    let accepted: AcceptedPrice = {
      B2BPriceForPartnerBaseUnit: line.record.B2BPriceForPartnerBaseUnit,
      B2BPriceForPartnerRetailUnit: line.record.B2BPriceForPartnerRetailUnit,
    };
    if (owner.kind === 'default' && lines.every((l) => l.record)) {
      try {
        const info = infoOf(basket);
        const ctx = await draftContext(request, owner, basket, info);
        const withoutAccepted = lines.map((l) =>
          l.row.id === lineId ? { ...l, accepted: null } : l,
        );
        const outcome = await route(request, basket, withoutAccepted, info, ctx);
        const index = withoutAccepted.findIndex((l) => l.row.id === lineId);
        const answered = outcome.routing.OrderLines.find((a) => a.OrderLine === index + 1);
        if (answered) {
          accepted = {
            B2BPriceForPartnerBaseUnit: answered.B2BPriceForPartnerBaseUnit,
            B2BPriceForPartnerRetailUnit: answered.B2BPriceForPartnerRetailUnit,
          };
        }
      } catch (error) {
        // The routing check may refuse for reasons unrelated to this line (no store chosen
        // yet …): the GetPricing2 price is the ERP's current price then.
        if (!(error instanceof HttpError)) throw error;
      }
    }
    await repo.updateLine(basket.id, lineId, {
      clientPricing: { ...(row.clientPricing ?? {}), accepted },
      customPrice: line.record.B2BPriceForPartnerRetailUnit,
      // Issue #14: an offer line whose offer no longer holds is at today's price from now on.
      ...(line.offer ? { offerId: null, offerLineNo: null } : {}),
    });
  }

  return { draftContext, route, storeRouting, routingCheck, acceptPrice };
}
export type BasketRouting = ReturnType<typeof createBasketRouting>;
