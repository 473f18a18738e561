// Schemas of the retailer's integration API ("ERP", Pimcore-fronted), SPEC §7 Integration API.
// The shop's ERP client and the built-in simulator both use these, so the simulator speaks
// exactly what the client sends and the client checks exactly what the simulator (or the real
// ERP) answers.
//
// Requests are `.strict()` (STYLE practice 5): the simulator rejects fields it does not know,
// which catches a drifting client early. Responses are NOT strict: the real ERP may add fields
// over time, and the client must keep working, so unknown keys are stripped, not rejected.
import { z } from 'zod';
import { ORDER_STATUSES } from '@gradnik/domain/order-status';

/** Most item numbers one GetPricing2 / GetAvailability call may carry; the client splits above it. */
export const ERP_MAX_ITEMS_PER_CALL = 200;

/** Central warehouse pseudo-store id (SPEC §3 Store, §9). */
export const ERP_CENTRAL_WAREHOUSE_ID = 'CS';

/** Stock description values with a meaning (SPEC §9); any other text means "no supply". */
export const ERP_STOCK_DESC_LAST_PIECES = 'Zadnji kosi';
export const ERP_STOCK_DESC_SUPPLY = 'Zaloga';

const itemNo = z.string().min(1, 'itemNo must not be empty').max(64);
const partnerNo = z.string().min(1, 'PartnerNo must not be empty').max(32);
const money = z.number().nonnegative();
const percent = z.number().min(0).max(100);
/** Calendar date YYYY-MM-DD (the ERP's dates have no time of day). */
const isoDate = z.iso.date();

// ---------------------------------------------------------------------------------------------
// POST /Pimcore/B2B/GetPricing2 (SPEC §3 Pricing record)

export const erpPricingRequestSchema = z
  .object({
    itemNo: z.array(itemNo).min(1).max(ERP_MAX_ITEMS_PER_CALL),
    PartnerNo: partnerNo,
  })
  .strict();
export type ErpPricingRequest = z.infer<typeof erpPricingRequestSchema>;

/** SPEC §4 Product price and stock: price type is basic, partner or discountPercentage. */
export const erpPriceTypeSchema = z.enum(['basic', 'partner', 'discountPercentage']);
export type ErpPriceType = z.infer<typeof erpPriceTypeSchema>;

/** SPEC §3 Product defaultPricing: VPC (wholesale, without VAT) and MPC (retail, with VAT). */
export const erpDefaultPricingSchema = z.object({
  type: z.enum(['VPC', 'MPC']),
  price: money,
});
export type ErpDefaultPricing = z.infer<typeof erpDefaultPricingSchema>;

export const erpPricingRecordSchema = z.object({
  ItemNo: itemNo,
  /** List price per base unit of measure, EUR without VAT. */
  B2BPriceBasicBaseUnit: money,
  /** List price per retail unit of measure (= base price × the item's FactorUnitRetail). */
  B2BPriceBasicRetailUnit: money,
  /** Partner discount in percent (the same percentage applies to both units). */
  B2BDiscountBaseUnit: percent,
  B2BDiscountRetailUnit: percent,
  /** Additional discount in percent, applied after B2BDiscountBaseUnit. */
  B2BDiscountAddBaseUnit: percent,
  /** What this partner pays per base / retail unit, EUR without VAT. */
  B2BPriceForPartnerBaseUnit: money,
  B2BPriceForPartnerRetailUnit: money,
  /** The ERP's id of this price calculation; sent back on order lines. */
  CalculationId: z.string(),
  B2BPriceTypeBaseUnit: erpPriceTypeSchema,
  B2BPriceTypeRetailUnit: erpPriceTypeSchema,
  /** Date the price was last changed. */
  PriceUpdate: z.string(),
  PromotionRetailId: z.string().nullable(),
  PromotionWSId: z.string().nullable(),
  defaultPricing: z.array(erpDefaultPricingSchema),
});
export type ErpPricingRecord = z.infer<typeof erpPricingRecordSchema>;

export const erpPricingResponseSchema = z.array(erpPricingRecordSchema);
export type ErpPricingResponse = z.infer<typeof erpPricingResponseSchema>;

// ---------------------------------------------------------------------------------------------
// POST /Pimcore/B2B/GetAvailability (SPEC §3 Availability record)

export const erpAvailabilityRequestSchema = z
  .object({
    itemNo: z.array(itemNo).min(1).max(ERP_MAX_ITEMS_PER_CALL),
    PartnerNo: partnerNo,
  })
  .strict();
export type ErpAvailabilityRequest = z.infer<typeof erpAvailabilityRequestSchema>;

export const erpAvailabilityRecordSchema = z.object({
  ItemNo: itemNo,
  /** Organisation unit whose stock backs B2B orders ('CS' = central warehouse). */
  OrgUnitStock: z.string(),
  /** Quantity available at OrgUnitStock, in the retail unit of measure ("EM MP"). */
  StockAvailableEmMp: z.number(),
  PartnerNo: partnerNo,
  /** Quantity the partner can order now (retail units); 0 sends the product to inquiries (SPEC §5 Adding). */
  Basket: z.number(),
  /** Availability text shown beside the product (SPEC §4 Product price and stock). */
  AvailabilityWEBMsg: z.string(),
});
export type ErpAvailabilityRecord = z.infer<typeof erpAvailabilityRecordSchema>;

export const erpAvailabilityResponseSchema = z.array(erpAvailabilityRecordSchema);
export type ErpAvailabilityResponse = z.infer<typeof erpAvailabilityResponseSchema>;

// ---------------------------------------------------------------------------------------------
// POST /Pimcore/General/GetStocksTC (stores, "trgovski centri") and /GetStocksCS (central
// warehouse); SPEC §3 Product stock by unit.

export const erpStocksRequestSchema = z.object({ itemNo }).strict();
export type ErpStocksRequest = z.infer<typeof erpStocksRequestSchema>;

export const erpStoreStockSchema = z.object({
  /** Store id (OrganisationUnit), or 'CS' for the central warehouse. */
  OrgUnitStock: z.string(),
  /** Quantity in the base unit of measure. */
  Quantity: z.number(),
  /** Quantity in the retail unit of measure (RetailUnitOfMeasure). */
  StockAvailableEmMp: z.number(),
  /** 'Zadnji kosi' = last pieces, 'Zaloga' = supply, anything else = no supply (SPEC §9). */
  StockAvailableDesc: z.string(),
  RetailUnitOfMeasure: z.string(),
});
export type ErpStoreStock = z.infer<typeof erpStoreStockSchema>;

export const erpStocksResponseSchema = z.array(erpStoreStockSchema);
export type ErpStocksResponse = z.infer<typeof erpStocksResponseSchema>;

// ---------------------------------------------------------------------------------------------
// POST /Pimcore/B2B/GetRouting with the order draft (SPEC §3 Order draft, §4 Packages, §9)

/** SPEC §9: default delivery method code 4 (transport cost, car lift, special location). */
export const ERP_DELIVERY_METHOD_TRANSPORT = 4;
/** SPEC §9: code 5 uses a store id (pick-up). */
export const ERP_DELIVERY_METHOD_STORE = 5;

export const erpOrderSchema = z
  .object({
    /** The shop's basket/order id; empty while the order is only being checked. */
    OrderId: z.string().max(64),
    /** The partner's reference number. */
    OrderNo: z.string().max(64),
    OrderDate: z.union([isoDate, z.iso.datetime({ offset: true })]),
    PartnerNo: partnerNo,
    PartnerReceiverId: z.string().max(64),
    PartnerInvoiceId: z.string().max(64),
    /** SPEC §9: payment type fixed 2. */
    PaymentType: z.literal(2),
    DeliveryMetod: z.number().int().positive().default(ERP_DELIVERY_METHOD_TRANSPORT),
    /** SPEC §4 Packages: 1 when exactly one package (0 for wholesale partner with code 4). */
    OneDelivery: z.union([z.literal(0), z.literal(1)]),
    OrderValue: money,
    Incoterms: z.string().max(16).default(''),
    PartnerUserEmail: z.email(),
    B2bUserKisId: z.string().max(64),
    PartnerRank: z
      .union([z.string().max(32), z.number()])
      .nullable()
      .default(null),
    Description: z.string().max(2000).default(''),
  })
  .strict();

export const erpOrderLineSchema = z
  .object({
    ItemNo: itemNo,
    EAN: z.string().max(14),
    /** 1-based line number, unique in the draft. */
    OrderLine: z.number().int().min(1),
    /** Store id for delivery code 5; empty otherwise. */
    StoreId: z.string().max(16).default(''),
    QuantityBase: z.number().positive(),
    QuantityRetail: z.number().positive(),
    B2BPriceBasicBaseUnit: money,
    B2BPriceBasicRetailUnit: money,
    B2BDiscountBaseUnit: percent,
    B2BDiscountRetailUnit: percent,
    B2BDiscountAddBaseUnit: percent,
    B2BPriceForPartnerBaseUnit: money,
    B2BPriceForPartnerRetailUnit: money,
    BaseUnitOfMeasure: z.string().min(1).max(8).default('KOS'),
    RetailUnitOfMeasure: z.string().min(1).max(8).default('KOS'),
    OrderLineValue: money,
    OrderLineValueRetail: money,
    CalculationId: z.string().max(64),
    B2BPriceTypeBaseUnit: erpPriceTypeSchema,
    B2BPriceTypeRetailUnit: erpPriceTypeSchema,
    PriceUpdate: z.string().max(32),
    Description: z.string().max(2000).default(''),
  })
  .strict();

export const erpDeliverySchema = z
  .object({
    StreetAdditional: z.string().max(200).default(''),
    /** Postal code of a special delivery location (SPEC §5: 1000–9999), empty when none. */
    ZipCodeAdditional: z
      .union([
        z.literal(''),
        z.string().regex(/^[1-9]\d{3}$/, 'ZipCodeAdditional must be 1000–9999'),
      ])
      .default(''),
    /** SPEC §9: zip sequence fixed 000. */
    ZipCodeSeqAdditional: z.literal('000').default('000'),
    FirstNameAdditional: z.string().max(100).default(''),
    LastNameAdditional: z.string().max(100).default(''),
    TelephoneAdditional: z.string().max(50).default(''),
    EmailAdditional: z.union([z.literal(''), z.email()]).default(''),
    TransportCosts: money.default(0),
    TransportCostsTax: money.default(0),
    /** SPEC §9: 1 yes, 2 no. */
    TruckLift: z.union([z.literal(1), z.literal(2)]).default(2),
    /** Kilometres from the dispatching warehouse; 0 = unknown (the ERP estimates it). */
    Distance: z.number().nonnegative().default(0),
    DescriptionDelivery: z.string().max(2000).default(''),
  })
  .strict();

export const erpRoutingRequestSchema = z
  .object({
    Order: erpOrderSchema,
    OrderLines: z.array(erpOrderLineSchema).min(1).max(500),
    Delivery: erpDeliverySchema,
  })
  .strict()
  .superRefine((draft, ctx) => {
    // SPEC §3: OrderLine is 1-based; the ERP answers per line number, so numbers must be unique.
    const seen = new Set<number>();
    draft.OrderLines.forEach((line, index) => {
      if (seen.has(line.OrderLine)) {
        ctx.addIssue({
          code: 'custom',
          path: ['OrderLines', index, 'OrderLine'],
          message: `OrderLine ${line.OrderLine} appears more than once`,
        });
      }
      seen.add(line.OrderLine);
    });
  });
/** What the shop builds (defaults may be omitted). */
export type ErpOrderDraftInput = z.input<typeof erpRoutingRequestSchema>;
/** What goes on the wire after defaults are applied. */
export type ErpOrderDraft = z.output<typeof erpRoutingRequestSchema>;
export type ErpOrder = z.output<typeof erpOrderSchema>;
export type ErpOrderLine = z.output<typeof erpOrderLineSchema>;
export type ErpDelivery = z.output<typeof erpDeliverySchema>;

export const erpRoutingLineSchema = z.object({
  ItemNo: itemNo,
  OrderLine: z.number().int().min(1),
  StoreId: z.string().default(''),
  /**
   * Date the line can be delivered; none means the ERP cannot deliver it (SPEC §4: stock_conflict).
   * The real ERP may send null, '' or leave it out: all three become null.
   */
  DeliveryDate: z
    .union([isoDate, z.literal(''), z.null()])
    .optional()
    .transform((value) => (value ? value : null)),
  QuantityBase: z.number(),
  QuantityRetail: z.number(),
  B2BPriceBasicBaseUnit: money,
  B2BPriceBasicRetailUnit: money,
  B2BDiscountBaseUnit: percent,
  B2BDiscountRetailUnit: percent,
  B2BDiscountAddBaseUnit: percent,
  B2BPriceForPartnerBaseUnit: money,
  B2BPriceForPartnerRetailUnit: money,
  OrderLineValue: money,
  OrderLineValueRetail: money,
  CalculationId: z.string(),
  B2BPriceTypeBaseUnit: erpPriceTypeSchema,
  B2BPriceTypeRetailUnit: erpPriceTypeSchema,
  PriceUpdate: z.string(),
});
export type ErpRoutingLine = z.output<typeof erpRoutingLineSchema>;

export const erpRoutingResponseSchema = z.object({
  Order: z.object({
    OrderId: z.string(),
    OrderNo: z.string(),
    PartnerNo: partnerNo,
    DeliveryMetod: z.number().int(),
    OrderValue: money,
  }),
  OrderLines: z.array(erpRoutingLineSchema),
  Delivery: z.object({
    /** EUR without VAT; 0 unless delivery method 4 (SPEC §4 Delivery method). */
    TransportCosts: money,
    TransportCostsTax: money,
  }),
});
/** The routing answer as the shop reads it (DeliveryDate normalised to string | null). */
export type ErpRoutingResponse = z.output<typeof erpRoutingResponseSchema>;

// ---------------------------------------------------------------------------------------------
// POST /Pimcore/B2B/GetOrderStatus (issue #12): the ERP owns an order's status after placing;
// the shop asks for the orders it has not yet seen in a final state and stores the answer.

/** Most orders one GetOrderStatus call may carry; the client splits above it. */
export const ERP_MAX_ORDERS_PER_CALL = 200;

/** An instant with its offset, e.g. 2025-04-17T08:00:00.000Z or 2025-04-17T10:00:00+02:00. */
const isoTimestamp = z.iso.datetime({ offset: true });
const orderNo = z.string().min(1, 'OrderNo must not be empty').max(64);

/** One order the shop asks about. */
export const erpOrderStatusQuerySchema = z
  .object({
    /** The shop's order number (as sent when the order was placed). */
    OrderNo: orderNo,
    /**
     * When the shop placed the order. The simulator derives the status from it (it has no
     * database); a real ERP knows its orders and may ignore it.
     */
    Created: isoTimestamp,
  })
  .strict();
export type ErpOrderStatusQuery = z.infer<typeof erpOrderStatusQuerySchema>;

export const erpOrderStatusRequestSchema = z
  .object({
    PartnerNo: partnerNo,
    Orders: z.array(erpOrderStatusQuerySchema).min(1).max(ERP_MAX_ORDERS_PER_CALL),
  })
  .strict()
  .superRefine((request, ctx) => {
    // The ERP answers per order number, so a number asked twice would be ambiguous.
    const seen = new Set<string>();
    request.Orders.forEach((order, index) => {
      if (seen.has(order.OrderNo)) {
        ctx.addIssue({
          code: 'custom',
          path: ['Orders', index, 'OrderNo'],
          message: `OrderNo ${order.OrderNo} appears more than once`,
        });
      }
      seen.add(order.OrderNo);
    });
  });
export type ErpOrderStatusRequest = z.infer<typeof erpOrderStatusRequestSchema>;

/** The shop's order statuses (@gradnik/domain/order-status): the ERP answers in them. */
export const erpOrderStatusValueSchema = z.enum(ORDER_STATUSES);
export type ErpOrderStatusValue = z.infer<typeof erpOrderStatusValueSchema>;

export const erpOrderStatusStepSchema = z.object({
  Status: erpOrderStatusValueSchema,
  /** When the order entered this status. */
  At: isoTimestamp,
});
export type ErpOrderStatusStep = z.infer<typeof erpOrderStatusStepSchema>;

export const erpOrderStatusRecordSchema = z
  .object({
    OrderNo: orderNo,
    /** The current status: the last step of History. */
    Status: erpOrderStatusValueSchema,
    /** Every status the order has passed through, oldest first (the first is 'received'). */
    History: z.array(erpOrderStatusStepSchema).min(1),
  })
  .superRefine((record, ctx) => {
    // A record that contradicts itself is not stored: the shop would show a wrong timeline.
    if (record.History.at(-1)?.Status !== record.Status) {
      ctx.addIssue({
        code: 'custom',
        path: ['History'],
        message: 'the last History step must be the current Status',
      });
    }
    for (let index = 1; index < record.History.length; index += 1) {
      const previous = record.History[index - 1];
      const step = record.History[index];
      if (previous && step && Date.parse(step.At) < Date.parse(previous.At)) {
        ctx.addIssue({
          code: 'custom',
          path: ['History', index, 'At'],
          message: 'History steps must be in time order',
        });
      }
    }
  });
export type ErpOrderStatusRecord = z.infer<typeof erpOrderStatusRecordSchema>;

/** Orders the ERP does not know are left out; the list may be shorter than the request. */
export const erpOrderStatusResponseSchema = z.array(erpOrderStatusRecordSchema);
export type ErpOrderStatusResponse = z.infer<typeof erpOrderStatusResponseSchema>;

// ---------------------------------------------------------------------------------------------
// POST /Pimcore/B2B/GetInquiryOffers (issue #14, decision 036): the retailer answers a placed
// inquiry with an offer, revises it when the buyer asks, and replies in the inquiry's thread.
// The shop asks, like GetOrderStatus; it never needs a callback. The request carries what the
// simulator needs to answer without a database of its own; a real ERP may ignore the extras.

/** Most inquiries one GetInquiryOffers call may carry; the client splits above it. */
export const ERP_MAX_INQUIRIES_PER_CALL = 50;
/** Most lines and thread requests per inquiry (the shop sends the newest requests). */
export const ERP_MAX_INQUIRY_LINES = 500;
export const ERP_MAX_INQUIRY_REQUESTS = 200;

const inquiryNo = z.string().min(1, 'InquiryNo must not be empty').max(64);
const quantity = z.number().positive().max(1_000_000);

export const erpInquiryLineSchema = z
  .object({
    /** The inquiry line's number (order_lines.line_no). */
    LineNo: z.number().int().min(1).max(100_000),
    ItemNo: itemNo,
    /** In the retail unit of measure. */
    Quantity: quantity,
    Unit: z.string().min(1).max(16),
  })
  .strict();
export type ErpInquiryLine = z.infer<typeof erpInquiryLineSchema>;

/** A buyer's message in the thread: a question, or a request for a revised offer. */
export const erpInquiryRequestSchema = z
  .object({
    At: isoTimestamp,
    Kind: z.enum(['message', 'revision_request']),
    Message: z.string().max(4000),
  })
  .strict();
export type ErpInquiryRequest = z.infer<typeof erpInquiryRequestSchema>;

export const erpInquiryQuerySchema = z
  .object({
    InquiryNo: inquiryNo,
    /** When the shop placed the inquiry. */
    Created: isoTimestamp,
    Lines: z.array(erpInquiryLineSchema).min(1).max(ERP_MAX_INQUIRY_LINES),
    /** The buyer's thread messages, oldest first. */
    Requests: z.array(erpInquiryRequestSchema).max(ERP_MAX_INQUIRY_REQUESTS),
  })
  .strict();
export type ErpInquiryQuery = z.infer<typeof erpInquiryQuerySchema>;

export const erpInquiryOffersRequestSchema = z
  .object({
    PartnerNo: partnerNo,
    Inquiries: z.array(erpInquiryQuerySchema).min(1).max(ERP_MAX_INQUIRIES_PER_CALL),
  })
  .strict()
  .superRefine((request, ctx) => {
    const seen = new Set<string>();
    request.Inquiries.forEach((inquiry, index) => {
      if (seen.has(inquiry.InquiryNo)) {
        ctx.addIssue({
          code: 'custom',
          path: ['Inquiries', index, 'InquiryNo'],
          message: `InquiryNo ${inquiry.InquiryNo} appears more than once`,
        });
      }
      seen.add(inquiry.InquiryNo);
    });
  });
export type ErpInquiryOffersRequest = z.infer<typeof erpInquiryOffersRequestSchema>;

export const erpOfferLineSchema = z.object({
  LineNo: z.number().int().min(1),
  /** The inquiry line it answers; null for a line the retailer added. */
  InquiryLineNo: z.number().int().min(1).nullable(),
  /** The offered item (a substitute's number when SubstituteFor is set). */
  ItemNo: itemNo,
  Quantity: quantity,
  Unit: z.string().min(1).max(16),
  /** List price per unit, EUR without VAT, before the discount. */
  UnitPrice: money,
  DiscountPercent: percent,
  DeliveryDate: isoDate.nullable(),
  /** The item asked for, when ItemNo is offered instead of it. */
  SubstituteFor: itemNo.nullable(),
});
export type ErpOfferLine = z.infer<typeof erpOfferLineSchema>;

export const erpOfferSchema = z.object({
  /** 1, 2, …: a revised offer is the next revision and replaces the previous. */
  Revision: z.number().int().min(1).max(1000),
  OfferNo: z.string().min(1).max(64),
  OfferedAt: isoTimestamp,
  /** The last day it is valid (Ljubljana); null: no end. */
  ValidUntil: isoDate.nullable(),
  /** EUR without VAT. */
  TransportCost: money,
  /** The caretaker's note to the buyer. */
  Note: z.string().max(4000).nullable(),
  Lines: z.array(erpOfferLineSchema).min(1).max(ERP_MAX_INQUIRY_LINES),
});
export type ErpOffer = z.infer<typeof erpOfferSchema>;

export const erpInquiryOffersRecordSchema = z
  .object({
    InquiryNo: inquiryNo,
    /** in_preparation: taken up, no (revised) offer yet; offered: the newest offer stands. */
    State: z.enum(['in_preparation', 'offered']),
    /** Every revision so far, oldest first. */
    Offers: z.array(erpOfferSchema).max(1000),
    /** The caretaker's replies in the thread, oldest first. */
    Replies: z.array(z.object({ At: isoTimestamp, Message: z.string().min(1).max(4000) })),
  })
  .superRefine((record, ctx) => {
    // Revisions 1..n in order: a gap or repeat would make the shop store a wrong history.
    record.Offers.forEach((offer, index) => {
      if (offer.Revision !== index + 1) {
        ctx.addIssue({
          code: 'custom',
          path: ['Offers', index, 'Revision'],
          message: 'Offers must be revisions 1, 2, … in order',
        });
      }
    });
    if (record.State === 'offered' && record.Offers.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['Offers'], message: 'an offered inquiry has offers' });
    }
  });
export type ErpInquiryOffersRecord = z.infer<typeof erpInquiryOffersRecordSchema>;

/** Inquiries the ERP does not know are left out. */
export const erpInquiryOffersResponseSchema = z.array(erpInquiryOffersRecordSchema);
export type ErpInquiryOffersResponse = z.infer<typeof erpInquiryOffersResponseSchema>;
