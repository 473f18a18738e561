// Partner prices and stock in the shop API's product documents (SPEC §3 Pricing record,
// Availability record, Product pricing / defaultPricing / stock; §4 Product price and stock;
// §7 GET /jsonapi/product?include=…,price,stock,…), and the ERP counters of GET /api/metrics/erp.
//
// One `price` and one `stock` resource per product (id = the product's id), computed by the
// shop API from the ERP's GetPricing2 / GetAvailability answers for the signed-in partner.
// The server is the price authority: the web shows these figures and never computes a price;
// it decides spinner / style / icons with the rules of `@gradnik/domain/pricing`, which these
// shapes fit (`unitPrice` is a DisplayPrice, `stock` attributes are StockFigures).
//
// Each resource has its own status (SPEC §8: a failed or empty ERP answer marks exactly the
// requested products' pricing or stock as error, and the page still answers 200):
// - price error → only `defaultPrice` (SPEC §4: "for price only the default price");
// - stock error → the web shows 'error_checking_inventory' (SPEC §4, §8).
// "loading" is a client state (before the answer), never sent.
import { z } from 'zod';

/** SPEC §4 price mode by the partner's MPC flag: retail = without VAT, mpc = with VAT. */
export const PRICE_MODES = ['retail', 'mpc'] as const;
export const priceModeSchema = z.enum(PRICE_MODES);
export type PriceMode = z.infer<typeof priceModeSchema>;

/** SPEC §4 price type. */
export const priceTypeSchema = z.enum(['basic', 'partner', 'discountPercentage']);

/** What a buyer sees per one unit of measure (`displayPrice` of @gradnik/domain/pricing). */
export const unitPriceSchema = z.object({
  /** Unit of measure code the price is per (KOS, M2, KG …). */
  unit: z.string(),
  /** Basic (list) price, EUR; struck through when above `net`. */
  list: z.number(),
  /** What the partner pays, EUR. */
  net: z.number(),
  /** Total discount in percent, only for discountPercentage prices with a discount. */
  discountPercent: z.number().optional(),
  type: priceTypeSchema,
});
export type UnitPrice = z.infer<typeof unitPriceSchema>;

/** SPEC §3 defaultPricing entry of the price mode: VPC in retail mode, MPC in MPC mode. */
export const defaultPriceSchema = z.object({
  type: z.enum(['VPC', 'MPC']),
  /** EUR per retail unit. */
  price: z.number(),
});

const priceCommon = {
  mode: priceModeSchema,
  currency: z.literal('EUR'),
  /** True in MPC mode: the amounts include the product's VAT (ddv). */
  vatIncluded: z.boolean(),
  /**
   * The default price of the mode. With status ok it is the ERP's current one; with status
   * error the last one the ERP gave for the item (list prices are the item's, not the
   * partner's), or null when none is known: then no price is shown.
   */
  defaultPrice: defaultPriceSchema.nullable(),
};

export const priceAttributesSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('ok'),
    ...priceCommon,
    /** Per BaseUnitOfMeasure (e.g. € / m²). */
    base: unitPriceSchema,
    /** Per RetailUnitOfMeasure (e.g. € / package): the cart and inquiry icons read this one. */
    retail: unitPriceSchema,
    /** The ERP's id of the calculation; order lines carry it back (SPEC §3 Order draft). */
    calculationId: z.string(),
    /** When the price last changed (the ERP's date). */
    priceUpdate: z.string(),
  }),
  z.object({ status: z.literal('error'), ...priceCommon }),
]);
export type PriceAttributes = z.infer<typeof priceAttributesSchema>;

export const priceResourceSchema = z.object({
  /** The product's id. */
  id: z.string(),
  type: z.literal('price'),
  attributes: priceAttributesSchema,
});
export type PriceResource = z.infer<typeof priceResourceSchema>;

/** SPEC §3 Availability record + the shop-side stock object (Basket, AvailabilityWEBMsg). */
export const stockAttributesSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('ok'),
    /** Quantity the partner can order now, in retail units: > 0 cart, 0 or less inquiry. */
    Basket: z.number(),
    /** Availability text shown beside the product (positive or warning style by Basket). */
    AvailabilityWEBMsg: z.string(),
    /** Organisation unit whose stock backs B2B orders ('CS' = central warehouse). */
    OrgUnitStock: z.string(),
    /** Quantity at OrgUnitStock, in retail units. */
    StockAvailableEmMp: z.number(),
    /** RetailUnitOfMeasure of the quantities. */
    unit: z.string(),
  }),
  z.object({ status: z.literal('error') }),
]);
export type StockAttributes = z.infer<typeof stockAttributesSchema>;

export const stockResourceSchema = z.object({
  /** The product's id. */
  id: z.string(),
  type: z.literal('stock'),
  attributes: stockAttributesSchema,
});
export type StockResource = z.infer<typeof stockResourceSchema>;

/**
 * `meta.pricing` of a product document that asked for price or stock: whose prices these are,
 * or why there are none. Agents (SPEC §6) belong to no partner: their documents carry no price
 * or stock (reason no_partner) until they impersonate a customer user.
 */
export const PRICING_UNAVAILABLE_REASONS = ['no_partner'] as const;
export const pricingMetaSchema = z.object({
  /** The partner's price mode; null when prices are unavailable. */
  mode: priceModeSchema.nullable(),
  unavailable: z.enum(PRICING_UNAVAILABLE_REASONS).nullable(),
});
export type PricingMeta = z.infer<typeof pricingMetaSchema>;

/** GET /api/metrics/erp: the ERP client's counters since the process started. */
export const erpMetricsSchema = z.object({
  /** HTTP calls per endpoint family (one GetStocks lookup makes two: TC and CS). */
  pricingCalls: z.number().int(),
  availabilityCalls: z.number().int(),
  stockCalls: z.number().int(),
  routingCalls: z.number().int(),
  /** GetOrderStatus calls (issue #12: the orders list and detail ask about unsettled orders). */
  orderStatusCalls: z.number().int(),
  /** GetInquiryOffers calls (issue #14). */
  inquiryOfferCalls: z.number().int(),
  /** GetComplaintStatus calls (issue #16). */
  complaintCalls: z.number().int(),
  /** Items answered from the 60 s cache (SPEC §7, §9). */
  cacheHits: z.number().int(),
  /** Items that had to be fetched. */
  cacheMisses: z.number().int(),
  /** Items that joined a call already in flight for another request. */
  sharedInFlight: z.number().int(),
  /** Failed calls (timeout, network, non-2xx, empty, invalid) or calls that left items unanswered. */
  errors: z.number().int(),
});
export type ErpMetrics = z.infer<typeof erpMetricsSchema>;
