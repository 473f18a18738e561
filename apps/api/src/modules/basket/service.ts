// The basket's business flow (SPEC §3 Order info and Order draft, §4 Cart line errors, Packages,
// Delivery method, Recipient selection, §5, §6, §7 Basket): pricing every line from the ERP (the
// server is the price authority), the routing check (GetRouting) and placing an order or inquiry
// idempotently. Every rule comes from @gradnik/domain; this file only wires data to them.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type {
  BasketDocument,
  BasketLine,
  BasketOrderInfo,
  BasketPlaceBody,
  PlacedOrderDocument,
  RoutingCheckDocument,
  SpecialDeliveryLocationPayload,
} from '@gradnik/contracts/basket';
import type { ErpPricingRecord, ErpRoutingResponse } from '@gradnik/contracts/erp';
import type { Database } from '@gradnik/db/connection';
import {
  basketLines,
  baskets,
  orderLines,
  orders,
  services,
  type BasketKind,
  type OrderParty,
} from '@gradnik/db/schema/commerce';
import { specialDeliveryLocations } from '@gradnik/db/schema/identity';
import { roundToCents } from '@gradnik/domain/cents';
import {
  DEFAULT_DELIVERY_TYPE,
  chosenPackages,
  oneDelivery,
  packagesByDate,
} from '@gradnik/domain/packages-by-date';
import {
  deliveryCodeOf,
  effectiveDeliveryMethod,
  methodTransportCost,
  storeIdForDelivery,
  transportCostApplies,
} from '@gradnik/domain/delivery';
import { orderTotals, type TotalsLine } from '@gradnik/domain/order-totals';
import {
  cartLineErrors,
  clientViewDiffers,
  clientViewErrors,
  type CartLineError,
} from '@gradnik/domain/line-errors';
import type { Locale } from '@gradnik/domain/locale';
import {
  buildOrderDraft,
  type OrderDraft,
  type OrderDraftLineInput,
} from '@gradnik/domain/order-draft';
import { inquiriesAllowed, isWholesale, parseContacts } from '@gradnik/domain/partner';
import {
  calculateAmounts,
  normalizeProductUnits,
  type ProductUnitsInput,
} from '@gradnik/domain/quantity';
import {
  activeChoice,
  buildPayers,
  buildRecipients,
  findChoice,
  type AddressChoice,
} from '@gradnik/domain/recipients';
import {
  specialDeliveryLocationMessage,
  validateSpecialDeliveryLocation,
} from '@gradnik/domain/special-delivery-location';
import { seenTransportCost, transportCostDiffers } from '@gradnik/domain/seen-transport-cost';
import { QUANTITY_MAX_DEFAULT } from '@gradnik/domain/constants';
import type { AuthContext } from '../../auth/auth-context.ts';
import { HttpError } from '../../http-error.ts';
import { requestLocale } from '../../request-locale.ts';
import { erpTestCall, type ProductPricingEntry } from '../pricing/service.ts';
import { basketConflictError } from './conflict.ts';
import { basketError, basketMessage } from './messages.ts';
import type {
  BasketAttributes,
  BasketLineRow,
  BasketOwner,
  BasketRow,
  ClientPricing,
  PartnerAddressRow,
} from './repository.ts';
import { routingLinesKey, storedRoutingFor } from './stored-routing.ts';

declare module 'fastify' {
  interface FastifyInstance {
    basketService: BasketService;
  }
}

type Kind = BasketKind;

/** SPEC §5: retail and base quantity of an entry, raised to whole minimum retail units. */
export function normalizedQuantity(
  units: ProductUnitsInput,
  retail: number,
): { retail: number; base: number } {
  const amounts = calculateAmounts(units, {
    changed: 'retail',
    value: retail,
    max: QUANTITY_MAX_DEFAULT,
  });
  return { retail: amounts.RetailUnitAmount, base: amounts.BaseUnitAmount };
}

function unitsOf(line: BasketLineRow) {
  return normalizeProductUnits({
    BaseUnitOfMeasure: line.baseUnitOfMeasure,
    RetailUnitOfMeasure: line.retailUnitOfMeasure,
    MinimumSalesUnitRetail: line.minimumSalesUnitRetail,
    MinimumWholeSalesUnitRetail: line.minimumWholeSalesUnitRetail,
    MinimumWholeSalesUnit: line.minimumWholeSalesUnit,
    FactorUnitRetail: line.factorUnitRetail,
    MinimumSalesUnit: line.minimumSalesUnit,
  });
}

function infoOf(basket: BasketRow | undefined): BasketOrderInfo {
  const attributes = (basket?.attributes ?? {}) as BasketAttributes;
  return attributes.info ?? {};
}

/**
 * SPEC §5 Special delivery location: the location checked, or a 400 carrying every SPEC §5
 * message of what is wrong. The same check when the location is saved (PATCH order info) and
 * when an order is priced or placed with it.
 */
export function checkedSpecialDeliveryLocation(
  location: SpecialDeliveryLocationPayload,
  locale: Locale,
) {
  const checked = validateSpecialDeliveryLocation({
    name: location.name,
    post: location.post,
    contactPerson: location.contact_person,
    contactPhone: location.contact_phone,
    description: location.description,
  });
  if (!checked.ok) {
    const messages = checked.errors.map((e) => specialDeliveryLocationMessage(e.key, locale));
    throw new HttpError(400, messages[0] ?? '', 'special_delivery_location', {
      specialDeliveryLocation: messages,
    });
  }
  return checked.value;
}

/**
 * SPEC §4 Recipient selection: a recipient or payer the client chose must be one of the
 * partner's; otherwise a 400 on that field (when it is saved and when an order is drafted).
 */
export function chosenAddress<T extends { readonly id: string }>(
  request: FastifyRequest,
  list: readonly T[],
  id: string,
  which: 'recipient' | 'payer',
): T {
  const choice = findChoice(list, id);
  if (choice) return choice;
  const key = which === 'recipient' ? 'recipientNotFound' : 'payerNotFound';
  throw basketError(request, 400, key, { [which]: [basketMessage(key, requestLocale(request))] });
}

/** A partner address as the recipient and payer rules read it (SPEC §4 Recipient selection). */
export function addressInput(row: PartnerAddressRow) {
  return {
    id: row.id,
    PartnerAddressId: row.partnerAddressId,
    PartnerNo: row.partnerNo,
    AddressType: row.addressType,
    PartnerAddressName1: row.partnerAddressName1,
    PartnerAddressName2: row.partnerAddressName2,
    ShippingStreet: row.shippingStreet,
    ShippingCity: row.shippingCity,
    ShippingPostalCode: row.shippingPostalCode,
    PartnerAddressStatus: row.partnerAddressStatus,
  };
}

function party(choice: AddressChoice | null): OrderParty | null {
  if (!choice) return null;
  return {
    id: Number(choice.id),
    partner_address_id: choice.partner_address_id,
    name: choice.name,
    street: choice.street,
    post: choice.post,
    city: choice.city,
  };
}

/** The accepted prices stored in client_pricing (jsonb: checked, never trusted blindly). */
function acceptedOf(value: Record<string, unknown> | null): ClientPricing['accepted'] | null {
  const a = value?.accepted;
  if (typeof a !== 'object' || a === null) return null;
  const base = 'B2BPriceForPartnerBaseUnit' in a ? a.B2BPriceForPartnerBaseUnit : undefined;
  const retail = 'B2BPriceForPartnerRetailUnit' in a ? a.B2BPriceForPartnerRetailUnit : undefined;
  return typeof base === 'number' && typeof retail === 'number'
    ? { B2BPriceForPartnerBaseUnit: base, B2BPriceForPartnerRetailUnit: retail }
    : null;
}

interface PricedLine {
  row: BasketLineRow;
  quantity: { retail: number; base: number };
  record: ErpPricingRecord | null;
  /** The partner prices the client last saw or accepted (null: no client view). */
  clientView: number | null;
  accepted: ClientPricing['accepted'] | null;
}

export function createBasketService(fastify: FastifyInstance) {
  const repo = fastify.basketRepository;
  const db: Database = fastify.db;

  function ownerOf(request: FastifyRequest, kind: Kind): BasketOwner {
    const auth: AuthContext | null = request.auth;
    if (!auth) throw new HttpError(401, 'Authentication required', 'missing_token');
    // SPEC §6: agents belong to no partner; a basket is always a partner's.
    if (auth.partnerId === null) throw basketError(request, 403, 'noPartner');
    return { userId: auth.userId, partnerId: auth.partnerId, kind };
  }

  async function partnerOf(request: FastifyRequest, partnerId: number) {
    const partner = await repo.partner(partnerId);
    if (!partner) throw basketError(request, 403, 'noPartner');
    return {
      ...partner,
      wholesale: isWholesale({ WholesaleOrRepro: partner.wholesaleOrRepro }),
      inquiriesAllowed: inquiriesAllowed(
        parseContacts(partner.contacts, fastify.apiConfig.brandCode),
      ),
    };
  }

  /** Raw GetPricing2 records of the lines (60 s cache; a failure gives no record). */
  async function pricingRecords(
    request: FastifyRequest,
    partnerNo: string,
    rows: readonly BasketLineRow[],
  ) {
    const codes = [...new Set(rows.map((r) => r.code))];
    if (codes.length === 0) return new Map<string, ErpPricingRecord>();
    const call = erpTestCall(fastify.apiConfig.nodeEnv, request.headers);
    const results = await fastify.erp.getPricing(partnerNo, codes, call).catch(() => new Map());
    const records = new Map<string, ErpPricingRecord>();
    for (const [code, result] of results as Map<
      string,
      { status: string; record?: ErpPricingRecord }
    >) {
      if (result.status === 'ok' && result.record) records.set(code, result.record);
    }
    return records;
  }

  function priced(
    rows: readonly BasketLineRow[],
    records: Map<string, ErpPricingRecord>,
  ): PricedLine[] {
    return rows.map((row) => {
      const units = unitsOf(row);
      return {
        row,
        quantity: { retail: row.quantity, base: normalizedQuantity(units, row.quantity).base },
        record: records.get(row.code) ?? null,
        clientView: row.customPrice ?? null,
        accepted: acceptedOf(row.clientPricing),
      };
    });
  }

  async function document(
    request: FastifyRequest,
    owner: BasketOwner,
    extraMeta: { added?: number } = {},
  ): Promise<BasketDocument> {
    const locale = requestLocale(request);
    const [basket, partner] = await Promise.all([
      repo.find(owner),
      partnerOf(request, owner.partnerId),
    ]);
    const rows = basket ? await repo.lines(basket.id) : [];
    const partnerPricing = await fastify.productPricing.partnerOf(owner.partnerId);
    const products = rows.map((r) => ({
      id: r.productId,
      code: r.code,
      vat: r.vat,
      baseUnitOfMeasure: r.baseUnitOfMeasure,
      retailUnitOfMeasure: r.retailUnitOfMeasure,
    }));
    const call = erpTestCall(fastify.apiConfig.nodeEnv, request.headers);
    const [resources, records] = await Promise.all([
      partnerPricing
        ? fastify.productPricing.forProducts(partnerPricing, products, { log: request.log, call })
        : Promise.resolve(new Map<string, ProductPricingEntry>()),
      pricingRecords(request, partner.partnerNo, rows),
    ]);
    const valued: TotalsLine[] = [];
    const included: BasketLine[] = rows.map((row) => {
      const units = unitsOf(row);
      const entry = resources.get(String(row.productId));
      const record = records.get(row.code);
      const unpriced: BasketLine['attributes']['price'] = {
        status: 'error',
        mode: partnerPricing?.mode ?? 'retail',
        currency: 'EUR',
        vatIncluded: partnerPricing?.mode === 'mpc',
        defaultPrice: null,
      };
      const priceResource = entry?.price?.attributes ?? unpriced;
      const ok = record && priceResource.status === 'ok';
      const lineValue = ok
        ? roundToCents(record.B2BPriceForPartnerRetailUnit * row.quantity)
        : null;
      valued.push({ value: lineValue, vat: row.vat });
      const current =
        ok && priceResource.status === 'ok'
          ? [record.B2BPriceForPartnerRetailUnit, priceResource.retail.net]
          : [];
      return {
        id: String(row.id),
        type: 'basket/product',
        attributes: {
          'order.product.prodid': String(row.productId),
          'order.product.prodcode': row.code,
          'order.product.name': locale === 'en' ? row.nameEn : row.nameSl,
          'order.product.ean': row.ean,
          'order.product.mediaurl': row.media.UrlMainPicture ?? null,
          'order.product.quantity': row.quantity,
          'order.product.quantitybase': normalizedQuantity(units, row.quantity).base,
          'order.product.note': row.note,
          units,
          vat: row.vat,
          price: priceResource,
          stock: entry?.stock?.attributes ?? { status: 'error' },
          lineValue,
          // price_changed on a plain GET: the client's view is none of the ERP's prices now.
          error: clientViewDiffers(row.customPrice, current) ? 'price_changed' : null,
        },
      };
    });
    const routed = storedRoutingFor(basket, rows);
    const totals = orderTotals(
      valued,
      routed ? { costs: routed.transportCosts, costsTax: routed.transportCostsTax ?? null } : null,
    );
    return {
      data: {
        id: owner.kind,
        type: 'basket',
        attributes: {
          'order.comment': basket?.comment ?? '',
          'order.customerref': basket?.customerRef ?? '',
          'order.currencyid': 'EUR',
          'order.price': totals?.net ?? null,
          'order.taxvalue': totals?.vat ?? null,
          'order.total': totals?.total ?? null,
          'order.costs': roundToCents(routed?.transportCosts ?? 0),
          'order.info': infoOf(basket),
          'order.service': {
            delivery: basket?.deliveryServiceId ? String(basket.deliveryServiceId) : null,
            payment: basket?.paymentServiceId ? String(basket.paymentServiceId) : null,
          },
          'order.address': {
            delivery: basket?.deliveryAddress ?? null,
            payment: basket?.paymentAddress ?? null,
          },
          count: rows.length,
        },
      },
      included,
      meta: { inquiriesAllowed: partner.inquiriesAllowed, ...extraMeta },
    };
  }

  async function deliveryServices() {
    return db
      .select()
      .from(services)
      .where(eq(services.type, 'delivery'))
      .orderBy(services.position, services.id);
  }

  /** Everything a draft needs from the basket, its order info and the partner's addresses. */
  async function draftContext(
    request: FastifyRequest,
    owner: BasketOwner,
    basket: BasketRow,
    info: BasketOrderInfo,
    override: { partnerAddressId?: string | null } = {},
  ) {
    const locale = requestLocale(request);
    const partner = await partnerOf(request, owner.partnerId);
    const [deliveryRows, paymentRows, methods] = await Promise.all([
      repo.addresses(owner.partnerId, 'delivery'),
      repo.addresses(owner.partnerId, 'payment'),
      deliveryServices(),
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
    let payer: AddressChoice | null;
    if (info.payer) {
      payer = chosenAddress(request, payers, info.payer, 'payer');
    } else {
      payer = activeChoice(payers);
    }
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
    return { partner, recipient, payer, code, method, special, specialLocation };
  }

  function draftLines(lines: readonly PricedLine[], useAccepted: boolean): OrderDraftLineInput[] {
    return lines.map((line) => {
      const record = line.record as ErpPricingRecord;
      const accepted = useAccepted ? line.accepted : null;
      return {
        ItemNo: line.row.code,
        EAN: line.row.ean,
        QuantityBase: line.quantity.base,
        QuantityRetail: line.quantity.retail,
        BaseUnitOfMeasure: line.row.baseUnitOfMeasure,
        RetailUnitOfMeasure: line.row.retailUnitOfMeasure,
        note: line.row.note,
        pricing: accepted ? { ...record, ...accepted } : record,
      };
    });
  }

  function erpUnavailable(request: FastifyRequest): HttpError {
    return basketError(request, 503, 'erpUnavailable');
  }

  interface RoutingOutcome {
    draft: OrderDraft;
    routing: ErpRoutingResponse;
    errors: CartLineError[];
    document: RoutingCheckDocument;
  }

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
    ctx: Awaited<ReturnType<typeof draftContext>>,
    clientViews: Map<number, number> = new Map(),
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
      lines: draftLines(lines, true),
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
    const routing = answer.routing;
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

  /** The line errors by basket line id (OrderLine n is the n-th line). */
  function erroredLines(errors: readonly CartLineError[], lines: readonly PricedLine[]) {
    return errors.flatMap((error) => {
      const line = lines[error.OrderLine - 1];
      return line ? [{ id: String(line.row.id), error }] : [];
    });
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
    const lines = priced(rows, await pricingRecords(request, ctx.partner.partnerNo, rows));
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
    const partner = await partnerOf(request, owner.partnerId);
    const lines = priced(rows, await pricingRecords(request, partner.partnerNo, rows));
    const line = lines.find((l) => l.row.id === lineId) as PricedLine;
    if (!line.record) throw erpUnavailable(request);
    let accepted: NonNullable<ClientPricing['accepted']> = {
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
    const clientPricing: ClientPricing = { ...(row.clientPricing ?? {}), accepted };
    await repo.updateLine(basket.id, lineId, {
      clientPricing,
      customPrice: line.record.B2BPriceForPartnerRetailUnit,
    });
  }

  function orderDocument(row: typeof orders.$inferSelect): PlacedOrderDocument {
    return {
      data: {
        id: String(row.id),
        type: 'order',
        attributes: {
          'order.kind': row.kind,
          'order.number': row.orderNo,
          'order.status': row.status,
          'order.total': row.totalGross,
          'order.created': row.createdAt.toISOString(),
          'order.invoice': row.invoiceNo ?? null,
        },
      },
    };
  }

  /**
   * SPEC §7 POST mode insert. Validates, re-prices every line (orders: the routing check), refuses
   * with 409 when the ERP's price differs from what the buyer saw; then ONE transaction locks the
   * basket, returns the order of the same idempotency key if there is one, else stores the order
   * and its lines and empties the basket.
   */
  async function place(
    request: FastifyRequest,
    owner: BasketOwner,
    body: BasketPlaceBody,
    headerKey: string | undefined,
  ): Promise<{ created: boolean; document: PlacedOrderDocument }> {
    const partner = await partnerOf(request, owner.partnerId);
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
      const [existing] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.idempotencyKey, key), eq(orders.userId, owner.userId)))
        .limit(1);
      if (existing) return { created: false, document: orderDocument(existing) };
    }
    const rows = basket ? await repo.lines(basket.id) : [];
    if (!basket || !key || rows.length === 0) throw basketError(request, 400, 'emptyBasket');

    const a = body.data.attributes;
    const stored = infoOf(basket);
    const info: BasketOrderInfo = {
      ...stored,
      ...(a.recipient !== undefined ? { recipient: a.recipient } : {}),
      ...(a.payer !== undefined ? { payer: a.payer } : {}),
      ...(a.needCarLift !== undefined ? { needCarLift: a.needCarLift } : {}),
      ...(a.specialDeliveryLocation !== undefined
        ? { specialDeliveryLocation: a.specialDeliveryLocation }
        : {}),
      ...(a.deliveryType !== undefined ? { deliveryType: a.deliveryType } : {}),
      ...(a.deliveryLocationID !== undefined ? { deliveryLocationID: a.deliveryLocationID } : {}),
    };
    const ctx = await draftContext(request, owner, basket, info, {
      partnerAddressId: body.data.partneraddressid,
    });
    const lines = priced(rows, await pricingRecords(request, partner.partnerNo, rows));
    const clientViews = new Map<number, number>();
    for (const l of a.integrationInfo?.lines ?? [])
      clientViews.set(Number(l.id), l.priceForPartnerRetailUnit);

    let routed: RoutingOutcome | null = null;
    if (owner.kind === 'default') {
      routed = await route(request, basket, lines, info, ctx, clientViews);
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
        await storeRouting(basket, rows, routed);
        throw basketConflictError(request, {
          lines: erroredLines(routed.errors, lines),
          transport,
        });
      }
    } else {
      // Inquiries ask for an offer: no routing (the items are mostly out of stock), but a price
      // the buyer saw that the ERP no longer gives is still refused.
      const errors = clientViewErrors(
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
      if (errors.length > 0)
        throw basketConflictError(request, { lines: erroredLines(errors, lines), transport: null });
    }

    const now = fastify.now();
    const year = now.getUTCFullYear();
    const snapshot = lines.map((line, index) => {
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
        expect: { id: line.row.id, quantity: line.row.quantity },
      };
    });
    const transportCosts = routed?.document.data.transportCosts ?? null;
    const totals = orderTotals(
      snapshot.map((l) => ({ value: l.lineValue, vat: l.vat })),
      { costs: transportCosts, costsTax: routed?.document.data.transportCostsTax ?? null },
    ) ?? { net: 0, vat: 0, total: 0 };
    const special = ctx.specialLocation;
    const authCtx = request.auth as AuthContext;

    const outcome = await db.transaction(async (tx) => {
      await tx.execute(
        sql`select id from ${baskets} where ${baskets.id} = ${basket.id} for update`,
      );
      const [existing] = await tx
        .select()
        .from(orders)
        .where(eq(orders.idempotencyKey, key))
        .limit(1);
      if (existing) return { created: false, row: existing };
      const current = await tx
        .select({ id: basketLines.id, quantity: basketLines.quantity })
        .from(basketLines)
        .where(eq(basketLines.basketId, basket.id))
        .orderBy(basketLines.id);
      if (current.length === 0) return { created: false, row: null };
      const same =
        current.length === snapshot.length &&
        current.every(
          (c, i) => c.id === snapshot[i]?.expect.id && c.quantity === snapshot[i]?.expect.quantity,
        );
      if (!same) return { created: false, row: undefined };
      const seq = owner.kind === 'default' ? 'order_number_seq' : 'inquiry_number_seq';
      const prefix = owner.kind === 'default' ? 'N' : 'P';
      const [order] = await tx
        .insert(orders)
        .values({
          orderNo: sql`${prefix + String(year)} || '-' || lpad(nextval(${seq})::text, 6, '0')`,
          kind: owner.kind === 'default' ? 'order' : 'inquiry',
          partnerId: owner.partnerId,
          userId: owner.userId,
          actingUserId: authCtx.impersonation?.agentUserId ?? null,
          idempotencyKey: key,
          comment: basket.comment,
          customerRef: basket.customerRef,
          deliveryServiceId: ctx.method ? ctx.method.id : null,
          paymentServiceId: basket.paymentServiceId,
          deliveryCode: ctx.code,
          deliveryType: info.deliveryType ?? DEFAULT_DELIVERY_TYPE,
          storeId: storeIdForDelivery(ctx.code, info.deliveryLocationID) || null,
          recipient: party(ctx.recipient),
          payer: party(ctx.payer),
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
        })
        .returning();
      if (!order) throw new Error('order insert returned nothing');
      await tx
        .insert(orderLines)
        .values(snapshot.map(({ expect: _expect, ...l }) => ({ ...l, orderId: order.id })));
      if (special && info.specialDeliveryLocation?.save === true) {
        await tx.insert(specialDeliveryLocations).values({
          partnerId: owner.partnerId,
          name: special.name,
          description: special.description || null,
          post: special.post,
          contactPerson: special.contactPerson,
          contactPhone: special.contactPhone,
          createdByUserId: owner.userId,
        });
      }
      await tx.delete(basketLines).where(eq(basketLines.basketId, basket.id));
      await tx
        .update(baskets)
        .set({
          comment: null,
          customerRef: null,
          attributes: {},
          revision: sql`${baskets.revision} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(baskets.id, basket.id));
      return { created: true, row: order };
    });
    if (outcome.row === null) throw basketError(request, 400, 'emptyBasket');
    if (outcome.row === undefined) throw basketError(request, 409, 'basketChanged');
    return { created: outcome.created, document: orderDocument(outcome.row) };
  }

  return { ownerOf, partnerOf, document, routingCheck, acceptPrice, place, orderDocument };
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
    ],
    fastify: '5.x',
  },
);
