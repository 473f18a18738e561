// The built-in ERP simulator's rules, as pure functions of item number, partner number, store
// ids and "today" (ARCHITECTURE.md: the simulator is deterministic so demos and tests repeat).
// No randomness and no database: every figure comes from a stable hash of its inputs, so the
// same item shows the same price and stock on every run, and a test can ask `simItemTraits` which
// items exercise which path (out of stock → inquiry, price drift → price_changed, …).
import {
  ERP_CENTRAL_WAREHOUSE_ID,
  ERP_DELIVERY_METHOD_TRANSPORT,
  ERP_STOCK_DESC_LAST_PIECES,
  ERP_STOCK_DESC_SUPPLY,
} from '@gradnik/contracts/erp';
import type {
  ErpAvailabilityRecord,
  ErpInquiryOffersRecord,
  ErpInquiryQuery,
  ErpOffer,
  ErpOfferLine,
  ErpOrderDraft,
  ErpPriceType,
  ErpPricingRecord,
  ErpRoutingLine,
  ErpRoutingResponse,
  ErpStoreStock,
} from '@gradnik/contracts/erp';
import type { OrderStatus } from '@gradnik/domain/order-status';
import {
  addDays,
  addWorkingDays,
  isWorkingDay,
  ljubljanaDate,
  ljubljanaMinutes,
  ljubljanaTime,
} from './slovenian-calendar.ts';

/** What the simulator may know of an item from the shop's catalogue (the ERP itself cannot). */
export interface ErpSimUnits {
  /** Base units in one retail unit (SPEC §5: base amount = retail amount × factor). */
  factorUnitRetail: number;
  /** Retail unit of measure for stock answers; SPEC §3 default KOS. */
  retailUnitOfMeasure?: string;
  /**
   * The item's list price per retail unit (EUR, without VAT), as the catalogue holds it
   * (products.list_price, decision 009): a real ERP owns its price list, the simulator reads
   * the one the demo seed drew for the item's category and size (decision 019), so a bag of
   * render costs what a bag of render costs. Without it, a stable figure from the item number.
   */
  listPrice?: number | null;
}

/** SPEC §9: VAT 22 %; MPC is the VAT-inclusive retail price. */
export const SIM_VAT_RATE = 0.22;
/** Partner prices in GetRouting are this much above GetPricing2 for drifting items. */
export const SIM_PRICE_DRIFT = 0.05;
/** AvailabilityWEBMsg texts (SPEC §4: positive style when Basket > 0, warning style at 0). */
export const SIM_MSG_IN_STOCK = 'Na zalogi';
export const SIM_MSG_LAST_PIECES = 'Zadnji kosi';
export const SIM_MSG_OUT_OF_STOCK = 'Ni na zalogi – dobava v 7 dneh';
/** Stock description of a store without the item (anything but 'Zaloga'/'Zadnji kosi' = no supply). */
export const SIM_DESC_NO_SUPPLY = 'Ni zaloge';

// FNV-1a over UTF-16 code units, finished with murmur3's avalanche so that near-identical item
// numbers ('100001', '100002') land far apart.
function hash(...parts: readonly string[]): number {
  const text = parts.join('\u001f');
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A stable number in [0, 1) for the given parts. */
function fraction(...parts: readonly string[]): number {
  return hash(...parts) / 0x1_0000_0000;
}

/** A stable integer in [min, max]. */
function between(min: number, max: number, ...parts: readonly string[]): number {
  return min + (hash(...parts) % (max - min + 1));
}

function round2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/**
 * Prices per base unit keep 6 decimals: a screw of a 500-piece pack costs 0.0207 €, and
 * base × factor must give the retail price back to the cent.
 */
function round6(value: number): number {
  return Math.round((value + Number.EPSILON) * 1_000_000) / 1_000_000;
}

function round3(value: number): number {
  return Math.round((value + Number.EPSILON) * 1000) / 1000;
}

function factorOf(units: ErpSimUnits | undefined): number {
  const factor = units?.factorUnitRetail;
  return factor !== undefined && Number.isFinite(factor) && factor > 0 ? factor : 1;
}

export type SimStockClass = 'in-stock' | 'last-pieces' | 'out-of-stock';

/** Which paths an item exercises; tests and demo data pick items with these. */
export interface SimItemTraits {
  /** ~70 % in stock, ~10 % last pieces, ~20 % out of stock (Basket 0 → inquiry path). */
  stockClass: SimStockClass;
  /** Per item AND partner: ~40 % basic, ~30 % partner, ~30 % discountPercentage. */
  priceType: ErpPriceType;
  /** ~10 % of items: GetRouting answers partner prices 5 % higher (→ price_changed). */
  routingPriceDrift: boolean;
  /** Working days from today to delivery when in stock: 1–3. */
  leadWorkingDays: number;
  /** ~12 % of items carry a retail promotion id (partner-independent). */
  retailPromotion: boolean;
  /** ~8 % of item-partner pairs carry a wholesale promotion (forces discountPercentage). */
  wholesalePromotion: boolean;
}

export function simItemTraits(itemNo: string, partnerNo: string): SimItemTraits {
  const stockDraw = fraction('stock', itemNo);
  const stockClass: SimStockClass =
    stockDraw < 0.2 ? 'out-of-stock' : stockDraw < 0.3 ? 'last-pieces' : 'in-stock';
  const wholesalePromotion = fraction('ws-promo', itemNo, partnerNo) < 0.08;
  const typeDraw = fraction('price-type', itemNo, partnerNo);
  const priceType: ErpPriceType = wholesalePromotion
    ? 'discountPercentage'
    : typeDraw < 0.4
      ? 'basic'
      : typeDraw < 0.7
        ? 'partner'
        : 'discountPercentage';
  return {
    stockClass,
    priceType,
    routingPriceDrift: fraction('drift', itemNo) < 0.1,
    leadWorkingDays: between(1, 3, 'lead', itemNo),
    retailPromotion: fraction('retail-promo', itemNo) < 0.12,
    wholesalePromotion,
  };
}

function listPriceOf(units: ErpSimUnits | undefined): number | undefined {
  const price = units?.listPrice;
  return typeof price === 'number' && Number.isFinite(price) && price > 0 ? price : undefined;
}

/**
 * Basic (list) price per base unit: from the catalogue's list price when known (÷ factor);
 * else, for items the catalogue does not price, the item number alone: 0.49–490 €, spread
 * logarithmically.
 */
function simBasicBasePrice(itemNo: string, units: ErpSimUnits | undefined): number {
  const list = listPriceOf(units);
  if (list !== undefined) return round6(list / factorOf(units));
  return round2(0.49 * 10 ** (3 * fraction('price', itemNo)));
}

/**
 * The item's basic VPC price per retail unit (GetPricing2 B2BPriceBasicRetailUnit, the VPC
 * entry of defaultPricing): the same for every partner. With a catalogue list price that very
 * figure (docs/decisions/009-price-sort-by-list-price.md, 019), else base price × factor.
 */
export function simListPrice(itemNo: string, units: ErpSimUnits | undefined): number {
  return listPriceOf(units) ?? round2(simBasicBasePrice(itemNo, units) * factorOf(units));
}

/**
 * GetPricing2 record. Basic price is the item's list price (simListPrice); the partner's price
 * type and discount depend on the item and the partner, so two partners see different prices
 * for the same item.
 */
export function simPricing(
  itemNo: string,
  partnerNo: string,
  units: ErpSimUnits | undefined,
  today: string,
): ErpPricingRecord {
  const traits = simItemTraits(itemNo, partnerNo);
  const factor = factorOf(units);
  const basicBase = simBasicBasePrice(itemNo, units);

  let discount = 0;
  let additional = 0;
  let partnerBase = basicBase;
  if (traits.priceType === 'partner') {
    // A negotiated net price: 3–20 % below list, no discount shown.
    partnerBase = round6(basicBase * (1 - between(3, 20, 'net', itemNo, partnerNo) / 100));
  } else if (traits.priceType === 'discountPercentage') {
    // 5–25 % in half-percent steps (15–30 % on a wholesale promotion), sometimes +2 % extra.
    discount = traits.wholesalePromotion
      ? between(15, 30, 'promo-discount', itemNo, partnerNo)
      : 5 + between(0, 40, 'discount', itemNo, partnerNo) * 0.5;
    additional = hash('additional', itemNo, partnerNo) % 3 === 0 ? 2 : 0;
    partnerBase = round6(basicBase * (1 - discount / 100) * (1 - additional / 100));
  }
  const basicRetail = simListPrice(itemNo, units);

  return {
    ItemNo: itemNo,
    B2BPriceBasicBaseUnit: basicBase,
    B2BPriceBasicRetailUnit: basicRetail,
    B2BDiscountBaseUnit: discount,
    B2BDiscountRetailUnit: discount,
    B2BDiscountAddBaseUnit: additional,
    B2BPriceForPartnerBaseUnit: partnerBase,
    // A basic price is the list price itself, not a base price rounded and multiplied back.
    B2BPriceForPartnerRetailUnit:
      traits.priceType === 'basic' ? basicRetail : round2(partnerBase * factor),
    CalculationId: `KAL-${hash('calc', itemNo, partnerNo).toString(36).toUpperCase()}`,
    B2BPriceTypeBaseUnit: traits.priceType,
    B2BPriceTypeRetailUnit: traits.priceType,
    PriceUpdate: addDays(today, -between(0, 89, 'price-update', itemNo)),
    PromotionRetailId: traits.retailPromotion ? `AKC-${between(1000, 9999, 'akc', itemNo)}` : null,
    PromotionWSId: traits.wholesalePromotion
      ? `WS-${between(1000, 9999, 'ws', itemNo, partnerNo)}`
      : null,
    // VPC: list price per retail unit without VAT; MPC: the same with 22 % VAT.
    defaultPricing: [
      { type: 'VPC', price: basicRetail },
      { type: 'MPC', price: round2(basicRetail * (1 + SIM_VAT_RATE)) },
    ],
  };
}

/** Store quantity in retail units: some stores have none, some have last pieces. */
function storeQuantity(itemNo: string, storeId: string, stockClass: SimStockClass): number {
  const draw = fraction('store', itemNo, storeId);
  switch (stockClass) {
    case 'out-of-stock':
      return 0;
    case 'last-pieces':
      return draw < 0.3 ? between(1, 3, 'store-qty', itemNo, storeId) : 0;
    case 'in-stock':
      if (draw < 0.2) return 0;
      if (draw < 0.35) return between(1, 3, 'store-qty', itemNo, storeId);
      return between(4, 120, 'store-qty', itemNo, storeId);
  }
}

/** Central warehouse quantity in retail units; last-pieces items always keep 1–3 there. */
function centralQuantity(itemNo: string, stockClass: SimStockClass): number {
  switch (stockClass) {
    case 'out-of-stock':
      return 0;
    case 'last-pieces':
      return between(1, 3, 'cs-qty', itemNo);
    case 'in-stock':
      return between(50, 1000, 'cs-qty', itemNo);
  }
}

function stockRecord(
  orgUnit: string,
  retailQty: number,
  units: ErpSimUnits | undefined,
): ErpStoreStock {
  return {
    OrgUnitStock: orgUnit,
    Quantity: round3(retailQty * factorOf(units)),
    StockAvailableEmMp: retailQty,
    // SPEC §9: 'Zadnji kosi' (last pieces), 'Zaloga' (supply), anything else = no supply.
    StockAvailableDesc:
      retailQty === 0
        ? SIM_DESC_NO_SUPPLY
        : retailQty <= 3
          ? ERP_STOCK_DESC_LAST_PIECES
          : ERP_STOCK_DESC_SUPPLY,
    RetailUnitOfMeasure: units?.retailUnitOfMeasure ?? 'KOS',
  };
}

/** GetStocksTC: one record per store, in the order of `storeIds`. */
export function simStoreStocks(
  itemNo: string,
  storeIds: readonly string[],
  units: ErpSimUnits | undefined,
): ErpStoreStock[] {
  const { stockClass } = simItemTraits(itemNo, '');
  return storeIds.map((storeId) =>
    stockRecord(storeId, storeQuantity(itemNo, storeId, stockClass), units),
  );
}

/** GetStocksCS: the central warehouse record. */
export function simCentralStock(itemNo: string, units: ErpSimUnits | undefined): ErpStoreStock {
  const { stockClass } = simItemTraits(itemNo, '');
  return stockRecord(ERP_CENTRAL_WAREHOUSE_ID, centralQuantity(itemNo, stockClass), units);
}

/**
 * GetAvailability record. Basket (what the partner can order now) is the item's total stock over
 * the central warehouse and all stores, in retail units, so it always agrees with GetStocks*.
 */
export function simAvailability(
  itemNo: string,
  partnerNo: string,
  storeIds: readonly string[],
): ErpAvailabilityRecord {
  const { stockClass } = simItemTraits(itemNo, partnerNo);
  const central = centralQuantity(itemNo, stockClass);
  const stores = storeIds.reduce(
    (sum, storeId) => sum + storeQuantity(itemNo, storeId, stockClass),
    0,
  );
  return {
    ItemNo: itemNo,
    OrgUnitStock: ERP_CENTRAL_WAREHOUSE_ID,
    StockAvailableEmMp: central,
    PartnerNo: partnerNo,
    Basket: central + stores,
    AvailabilityWEBMsg:
      stockClass === 'in-stock'
        ? SIM_MSG_IN_STOCK
        : stockClass === 'last-pieces'
          ? SIM_MSG_LAST_PIECES
          : SIM_MSG_OUT_OF_STOCK,
  };
}

/** Rough shipping weight of one base unit, 0.2–25 kg. */
export function simWeightKg(itemNo: string): number {
  return Math.round((0.2 + 24.8 * fraction('weight', itemNo)) * 10) / 10;
}

/**
 * Transport cost for delivery method 4 (SPEC §4 Delivery method), EUR without VAT:
 * 25 € + 0.50 €/km + 0.03 €/kg, + 15 € with a truck lift. Unknown distance (0) is estimated
 * from the delivery postal code: 5–149 km. Other methods cost nothing.
 */
export function simTransportCosts(draft: ErpOrderDraft): {
  TransportCosts: number;
  TransportCostsTax: number;
} {
  if (draft.Order.DeliveryMetod !== ERP_DELIVERY_METHOD_TRANSPORT)
    return { TransportCosts: 0, TransportCostsTax: 0 };
  const { Delivery } = draft;
  const km =
    Delivery.Distance > 0
      ? Delivery.Distance
      : between(
          5,
          149,
          'distance',
          Delivery.ZipCodeAdditional || draft.Order.PartnerReceiverId || draft.Order.PartnerNo,
        );
  const kg = draft.OrderLines.reduce(
    (sum, line) => sum + line.QuantityBase * simWeightKg(line.ItemNo),
    0,
  );
  const cost = round2(25 + 0.5 * km + 0.03 * kg + (Delivery.TruckLift === 1 ? 15 : 0));
  return { TransportCosts: cost, TransportCostsTax: round2(cost * SIM_VAT_RATE) };
}

/**
 * GetRouting answer. Each line gets the ERP's current prices (5 % above GetPricing2 for drifting
 * items → price_changed) and a delivery date 1–3 working days ahead when total stock covers the
 * retail quantity, else no date (→ stock_conflict), SPEC §4.
 */
export function simRouting(
  draft: ErpOrderDraft,
  storeIds: readonly string[],
  unitsOf: (itemNo: string) => ErpSimUnits | undefined,
  today: string,
): ErpRoutingResponse {
  const partnerNo = draft.Order.PartnerNo;
  const lines = draft.OrderLines.map((line): ErpRoutingLine => {
    const units = unitsOf(line.ItemNo);
    const traits = simItemTraits(line.ItemNo, partnerNo);
    const pricing = simPricing(line.ItemNo, partnerNo, units, today);
    let partnerBase = pricing.B2BPriceForPartnerBaseUnit;
    let calculationId = pricing.CalculationId;
    let priceUpdate = pricing.PriceUpdate;
    if (traits.routingPriceDrift) {
      partnerBase = round6(partnerBase * (1 + SIM_PRICE_DRIFT));
      calculationId = `${calculationId}-R`;
      priceUpdate = today;
    }
    const partnerRetail = round2(partnerBase * factorOf(units));
    const { Basket } = simAvailability(line.ItemNo, partnerNo, storeIds);
    return {
      ItemNo: line.ItemNo,
      OrderLine: line.OrderLine,
      StoreId: line.StoreId,
      DeliveryDate:
        Basket >= line.QuantityRetail ? addWorkingDays(today, traits.leadWorkingDays) : null,
      QuantityBase: line.QuantityBase,
      QuantityRetail: line.QuantityRetail,
      B2BPriceBasicBaseUnit: pricing.B2BPriceBasicBaseUnit,
      B2BPriceBasicRetailUnit: pricing.B2BPriceBasicRetailUnit,
      B2BDiscountBaseUnit: pricing.B2BDiscountBaseUnit,
      B2BDiscountRetailUnit: pricing.B2BDiscountRetailUnit,
      B2BDiscountAddBaseUnit: pricing.B2BDiscountAddBaseUnit,
      B2BPriceForPartnerBaseUnit: partnerBase,
      B2BPriceForPartnerRetailUnit: partnerRetail,
      OrderLineValue: round2(partnerBase * line.QuantityBase),
      OrderLineValueRetail: round2(partnerRetail * line.QuantityRetail),
      CalculationId: calculationId,
      B2BPriceTypeBaseUnit: pricing.B2BPriceTypeBaseUnit,
      B2BPriceTypeRetailUnit: pricing.B2BPriceTypeRetailUnit,
      PriceUpdate: priceUpdate,
    };
  });
  return {
    Order: {
      OrderId: draft.Order.OrderId,
      OrderNo: draft.Order.OrderNo,
      PartnerNo: partnerNo,
      DeliveryMetod: draft.Order.DeliveryMetod,
      OrderValue: round2(lines.reduce((sum, line) => sum + line.OrderLineValue, 0)),
    },
    OrderLines: lines,
    Delivery: simTransportCosts(draft),
  };
}

// ---------------------------------------------------------------------------------------------
// GetOrderStatus (issue #12). Without a database the simulator cannot remember orders, so an
// order's whole course is planned from its number and the moment it was placed, and the answer
// is the part of that plan that lies before "now": asked again later, the same order has moved
// on along ORDER_STATUS_FLOW, never back.

/** Share of orders that go out in more than one package (partly_shipped before shipped). */
export const SIM_ORDER_MULTI_PACKAGE_SHARE = 0.3;
/** Share of orders cancelled shortly after they were received or confirmed. */
export const SIM_ORDER_CANCEL_SHARE = 0.03;

/** Office hours in Ljubljana (minutes after midnight) in which orders are confirmed. */
const OFFICE_OPENS = 7 * 60;
const OFFICE_CLOSES = 16 * 60;
const MINUTE_MS = 60_000;

/** Which path an order takes; tests pick order numbers with these. */
export interface SimOrderTraits {
  /** ~30 %: more than one package, so the order is partly_shipped first. */
  multiPackage: boolean;
  /** ~3 %: cancelled shortly after 'received' (before confirmation) or after 'confirmed'. */
  cancelledAfter: 'received' | 'confirmed' | null;
}

export function simOrderTraits(orderNo: string): SimOrderTraits {
  const cancelDraw = fraction('order-cancel', orderNo);
  return {
    multiPackage: fraction('order-packages', orderNo) < SIM_ORDER_MULTI_PACKAGE_SHARE,
    cancelledAfter:
      cancelDraw < SIM_ORDER_CANCEL_SHARE / 2
        ? 'received'
        : cancelDraw < SIM_ORDER_CANCEL_SHARE
          ? 'confirmed'
          : null,
  };
}

export interface SimOrderStatusStep {
  status: OrderStatus;
  /** When the order entered the status. */
  at: Date;
}

export interface SimOrderStatus {
  /** The last step of `history`. */
  status: OrderStatus;
  /** Every status the order has passed through, oldest first; the first is 'received'. */
  history: SimOrderStatusStep[];
}

/** A moment between two instants (share 0.2–0.8 of the way, from the hash): "shortly after". */
function partWay(from: Date, to: Date, ...parts: readonly string[]): Date {
  const share = 0.2 + 0.6 * fraction(...parts);
  return new Date(Math.round(from.getTime() + (to.getTime() - from.getTime()) * share));
}

/**
 * The order's whole planned course, strictly in time order. Confirmed within hours when placed
 * in office hours on a working day (else the next working morning), in preparation the working
 * day after, shipped 1–3 working days later (multi-package orders partly shipped a working day
 * before that), delivered 1–2 working days after shipping, invoiced 2–5 working days after
 * delivery. Every later step falls on a later day than the one before it.
 */
function simOrderPlan(orderNo: string, created: Date): SimOrderStatusStep[] {
  const traits = simOrderTraits(orderNo);
  const day = ljubljanaDate(created);
  const minute = ljubljanaMinutes(created);
  const confirmDelay = between(15, 180, 'order-confirm', orderNo);
  const confirmed =
    isWorkingDay(day) && minute >= OFFICE_OPENS && minute + confirmDelay <= OFFICE_CLOSES
      ? new Date(created.getTime() + confirmDelay * MINUTE_MS)
      : isWorkingDay(day) && minute < OFFICE_OPENS
        ? ljubljanaTime(day, OFFICE_OPENS + confirmDelay)
        : ljubljanaTime(addWorkingDays(day, 1), OFFICE_OPENS + confirmDelay);

  const steps: SimOrderStatusStep[] = [{ status: 'received', at: new Date(created.getTime()) }];
  if (traits.cancelledAfter === 'received') {
    steps.push({
      status: 'cancelled',
      at: partWay(created, confirmed, 'order-cancel-at', orderNo),
    });
    return steps;
  }
  steps.push({ status: 'confirmed', at: confirmed });

  const prepDay = addWorkingDays(ljubljanaDate(confirmed), 1);
  const inPreparation = ljubljanaTime(
    prepDay,
    OFFICE_OPENS + between(0, 240, 'order-prep', orderNo),
  );
  if (traits.cancelledAfter === 'confirmed') {
    steps.push({
      status: 'cancelled',
      at: partWay(confirmed, inPreparation, 'order-cancel-at', orderNo),
    });
    return steps;
  }
  steps.push({ status: 'in_preparation', at: inPreparation });

  let lastDay = prepDay;
  if (traits.multiPackage) {
    lastDay = addWorkingDays(prepDay, 1);
    steps.push({
      status: 'partly_shipped',
      at: ljubljanaTime(lastDay, 9 * 60 + between(0, 300, 'order-partly', orderNo)),
    });
  }
  const shippedDay = addWorkingDays(lastDay, between(1, 3, 'order-ship', orderNo));
  steps.push({
    status: 'shipped',
    at: ljubljanaTime(shippedDay, 10 * 60 + between(0, 360, 'order-shipped', orderNo)),
  });
  const deliveredDay = addWorkingDays(shippedDay, between(1, 2, 'order-deliver', orderNo));
  steps.push({
    status: 'delivered',
    at: ljubljanaTime(deliveredDay, 8 * 60 + between(0, 420, 'order-delivered', orderNo)),
  });
  const invoicedDay = addWorkingDays(deliveredDay, between(2, 5, 'order-invoice', orderNo));
  steps.push({
    status: 'invoiced',
    at: ljubljanaTime(invoicedDay, 8 * 60 + between(0, 360, 'order-invoiced', orderNo)),
  });
  return steps;
}

/**
 * GetOrderStatus for one order: where it stands at `now`, with the steps it has passed, from
 * its number and the moment it was placed alone. No step lies after `now`; an order placed now
 * or later (the shop's clock ahead of the ERP's) is just 'received', at `now`. Cancellation
 * comes only before shipping (statusMayFollow of @gradnik/domain/order-status).
 */
export function simOrderStatus(orderNo: string, created: Date, now: Date): SimOrderStatus {
  if (!(created.getTime() < now.getTime())) {
    const at = new Date(Math.min(created.getTime(), now.getTime()));
    return { status: 'received', history: [{ status: 'received', at }] };
  }
  const history = simOrderPlan(orderNo, created).filter(
    (step) => step.at.getTime() <= now.getTime(),
  );
  return { status: history.at(-1)?.status ?? 'received', history };
}

// ---------------------------------------------------------------------------------------------
// GetInquiryOffers (issue #14, decision 036). Like GetOrderStatus, planned from the request
// alone: the first offer comes one delay after the inquiry was placed, each revision request
// gets the next revision one delay after it was made (or after the previous revision, if
// later), each message a short reply one delay after it. Asked again later, the answer has
// moved on, never back.

/** Default delay of the retailer's answers (ERP_SIM_OFFER_DELAY, seconds). */
export const SIM_OFFER_DELAY_SECONDS = 60;
/** An offer is valid this many days after the day it was made (its last valid day). */
export const SIM_OFFER_VALID_DAYS = 14;
/** Net value above which the offer carries no transport cost, and the cost below it (EUR). */
export const SIM_OFFER_FREE_TRANSPORT_ABOVE = 500;
export const SIM_OFFER_TRANSPORT_COST = 35;
/** Extra discount of every line per revision (percentage points). */
export const SIM_OFFER_REVISION_DISCOUNT = 2;
/** Share of out-of-stock lines offered with a substitute (when the category has one in stock). */
export const SIM_OFFER_SUBSTITUTE_SHARE = 0.2;

export const SIM_OFFER_NOTE_FIRST =
  'Pripravili smo ponudbo za vaše povpraševanje. Cene so brez DDV, dobavni roki so okvirni.';
export const SIM_OFFER_NOTE_REVISED =
  'Popravljena ponudba po vaši želji: dodatni popust na vse postavke.';
export const SIM_REPLY_MESSAGE =
  'Hvala za sporočilo. Preverili smo in vam odgovarjamo: ponudba ostaja, kot je, za dodatne želje smo vam na voljo.';
export const SIM_REPLY_REVISION = 'Pripravili smo popravljeno ponudbo.';

/** The line's discount in a revision: every third line 5–10 %, each revision 2 points more. */
export function simOfferDiscount(
  inquiryNo: string,
  lineNo: number,
  itemNo: string,
  revision: number,
): number {
  const base = lineNo % 3 === 0 ? between(5, 10, 'offer-discount', inquiryNo, itemNo) : 0;
  return Math.min(50, base + SIM_OFFER_REVISION_DISCOUNT * (revision - 1));
}

/** Whether an out-of-stock item is offered with a substitute (when one is in stock). */
export function simOffersSubstitute(inquiryNo: string, itemNo: string): boolean {
  return fraction('offer-substitute', inquiryNo, itemNo) < SIM_OFFER_SUBSTITUTE_SHARE;
}

export interface SimInquiryCatalogue {
  /** Factor, unit and list price per item (the catalogue's, as for GetPricing2). */
  units: (itemNo: string) => ErpSimUnits | undefined;
  /** Items of the same category that may stand in for an item. */
  sameCategory: (itemNo: string) => readonly string[];
}

function offerLines(
  inquiry: ErpInquiryQuery,
  partnerNo: string,
  revision: number,
  day: string,
  catalogue: SimInquiryCatalogue,
): ErpOfferLine[] {
  return inquiry.Lines.map((line, index): ErpOfferLine => {
    const traits = simItemTraits(line.ItemNo, partnerNo);
    let itemNo = line.ItemNo;
    let substituteFor: string | null = null;
    let deliveryDate = addWorkingDays(day, traits.leadWorkingDays);
    if (traits.stockClass === 'out-of-stock') {
      // Out of stock: a later delivery, or (one in five) an item of the same category in stock.
      deliveryDate = addWorkingDays(day, between(10, 20, 'offer-late', inquiry.InquiryNo, itemNo));
      if (simOffersSubstitute(inquiry.InquiryNo, line.ItemNo)) {
        const candidates = catalogue
          .sameCategory(line.ItemNo)
          .filter(
            (code) =>
              code !== line.ItemNo && simItemTraits(code, partnerNo).stockClass !== 'out-of-stock',
          );
        if (candidates.length > 0) {
          const pick =
            candidates[between(0, candidates.length - 1, 'offer-pick', inquiry.InquiryNo, itemNo)];
          if (pick !== undefined) {
            itemNo = pick;
            substituteFor = line.ItemNo;
            deliveryDate = addWorkingDays(day, simItemTraits(pick, partnerNo).leadWorkingDays);
          }
        }
      }
    }
    return {
      LineNo: index + 1,
      InquiryLineNo: line.LineNo,
      ItemNo: itemNo,
      Quantity: line.Quantity,
      Unit: line.Unit,
      UnitPrice: simListPrice(itemNo, catalogue.units(itemNo)),
      DiscountPercent: simOfferDiscount(inquiry.InquiryNo, line.LineNo, line.ItemNo, revision),
      DeliveryDate: deliveryDate,
      SubstituteFor: substituteFor,
    };
  });
}

/** The simulator's offer number: the inquiry's with PN for P, and the revision. */
export function simOfferNo(inquiryNo: string, revision: number): string {
  return `PN${inquiryNo.replace(/^P/, '')}-${revision}`.slice(0, 64);
}

/**
 * GetInquiryOffers for one inquiry at `now` (see above). No offer or reply lies after `now`;
 * state 'in_preparation' while the first offer or a requested revision is not out yet.
 */
export function simInquiryOffers(
  inquiry: ErpInquiryQuery,
  partnerNo: string,
  now: Date,
  delayMs: number,
  catalogue: SimInquiryCatalogue,
): ErpInquiryOffersRecord {
  const at = (iso: string): number => Date.parse(iso);
  const requests = [...inquiry.Requests].sort((a, b) => at(a.At) - at(b.At));
  const revisionTimes = [at(inquiry.Created) + delayMs];
  for (const request of requests) {
    if (request.Kind !== 'revision_request') continue;
    const previous = revisionTimes.at(-1) ?? 0;
    revisionTimes.push(Math.max(at(request.At), previous) + delayMs);
  }
  const offers: ErpOffer[] = [];
  revisionTimes.forEach((time, index) => {
    if (time > now.getTime()) return;
    const revision = index + 1;
    const offeredAt = new Date(time);
    const day = ljubljanaDate(offeredAt);
    const lines = offerLines(inquiry, partnerNo, revision, day, catalogue);
    const net = lines.reduce(
      (sum, l) => sum + round2(l.Quantity * l.UnitPrice * (1 - l.DiscountPercent / 100)),
      0,
    );
    offers.push({
      Revision: revision,
      OfferNo: simOfferNo(inquiry.InquiryNo, revision),
      OfferedAt: offeredAt.toISOString(),
      ValidUntil: addDays(day, SIM_OFFER_VALID_DAYS),
      TransportCost: net > SIM_OFFER_FREE_TRANSPORT_ABOVE ? 0 : SIM_OFFER_TRANSPORT_COST,
      Note: revision === 1 ? SIM_OFFER_NOTE_FIRST : SIM_OFFER_NOTE_REVISED,
      Lines: lines,
    });
  });
  // Revisions only ever follow each other: one not out yet hides the later ones too.
  const out = offers.filter((offer, index) => offer.Revision === index + 1);
  const replies = requests.flatMap((request) => {
    const replyAt = at(request.At) + delayMs;
    if (request.Kind !== 'message' || replyAt > now.getTime()) return [];
    return [{ At: new Date(replyAt).toISOString(), Message: SIM_REPLY_MESSAGE }];
  });
  out.slice(1).forEach((offer) => {
    replies.push({ At: offer.OfferedAt, Message: SIM_REPLY_REVISION });
  });
  replies.sort((a, b) => at(a.At) - at(b.At));
  return {
    InquiryNo: inquiry.InquiryNo,
    State: out.length > 0 && out.length === revisionTimes.length ? 'offered' : 'in_preparation',
    Offers: out,
    Replies: replies,
  };
}
