// The basket API (SPEC §7 "Basket"): the cart (`id=default`) and the inquiry basket
// (`id=inquiry`), delivery/payment services, partner addresses for recipients and payers, the
// routing check of the cart (GetRouting behind the shop API) and placing an order or inquiry.
// Shared by the shop API (validation, OpenAPI) and the web (typed calls).
//
// Paths (SPEC §7; the routing, move and address-list paths are ours, SPEC does not show them):
//   GET    /jsonapi/basket?id=default|inquiry                      → BasketDocument
//   DELETE /jsonapi/basket?id=                                      → BasketDocument (emptied)
//   PATCH  /jsonapi/basket?id=                 basketPatchBody      → BasketDocument
//   POST   /jsonapi/basket?id=&related=product basketAddBody        → BasketDocument (+ meta.added)
//   PATCH  /jsonapi/basket?id=&related=product&relatedid=<line id> basketLinePatchBody
//   DELETE /jsonapi/basket?id=&related=product&relatedid=<line id>  (one line)
//   DELETE /jsonapi/basket?id=&related=product  basketLinesDeleteBody (many lines)
//   PATCH  /jsonapi/basket?id=&related=service basketServicePatchBody
//   PATCH  /jsonapi/basket?id=&related=address basketAddressPatchBody
//   POST   /jsonapi/basket?id=&related=routing basketRoutingBody    → RoutingCheckDocument
//   POST   /jsonapi/basket?id=&related=move    basketMoveBody       → BasketDocument (of `id`)
//   POST   /jsonapi/basket?id=                 basketPlaceBody (mode insert) → PlacedOrderDocument
//                                              (the order contract: ./order.ts)
//   GET    /jsonapi/service?filter[cs_type][]=delivery|payment&include=text,price,media → ServiceListDocument
//   GET    /api/customer/delivery-addresses/delivery               → PartnerAddressList (recipients)
//   GET    /api/partner/address/delivery-address/payment           → PartnerAddressList (payers)
//
// Every state-changing call carries `X-CSRF-Token` (the token of the page's
// <meta name="csrf-token">, SPEC §7 Basket); without a valid one the answer is 403.
// Baskets, lines and orders belong to the token's user and partner: any other id is 404.
// The server is the price authority: line prices always come from the ERP for the partner;
// `clientPricing` / `customPrice` are only the client's view (to detect price_changed).
import {
  LINE_NOTE_MAX_LENGTH,
  NOTE_MAX_LENGTH,
  REFERENCE_NUMBER_MAX_LENGTH,
} from '@gradnik/domain/checkout-steps';
import { QUANTITY_MAX_DEFAULT } from '@gradnik/domain/constants';
import { SPECIAL_DELIVERY_LOCATION_LIMITS } from '@gradnik/domain/special-delivery-location';
import { z } from 'zod';
import { idStringSchema } from './ids.ts';
import { priceAttributesSchema, stockAttributesSchema } from './pricing.ts';

export const BASKET_IDS = ['default', 'inquiry'] as const;
export const basketIdSchema = z.enum(BASKET_IDS);
export type BasketId = z.infer<typeof basketIdSchema>;

// The CSRF and idempotency header names live in the zod-free ./basket-headers.ts: the page and
// the browser's basket calls read them (issue #11: any name imported from here brings zod).
export * from './basket-headers.ts';

// Size limits of the texts the basket stores (issue #10 §3: every free-text field has one, so
// no request can park megabytes in a basket row). Notes and references use the checkout's own
// limits (@gradnik/domain checkout-steps), the special location the ERP's (special-delivery-location).

/** Ids that are not record ids: partner numbers, partner address ids, stores, recipients, payers. */
export const BASKET_KEY_MAX_LENGTH = 100;
/** order.info.package: the chosen delivery dates, comma-separated. */
export const PACKAGE_DATES_MAX_LENGTH = 2_000;
/** custom.pricing: the client's copy of one ERP pricing record (about 1 kB), as JSON text. */
export const CLIENT_PRICING_MAX_CHARS = 8_000;
/** Prices the client reports seeing (EUR); unit prices are stored as numeric(14,4). */
export const CLIENT_PRICE_MAX = 1_000_000_000;

const keyText = z.string().max(BASKET_KEY_MAX_LENGTH);
const clientPrice = z.number().nonnegative().max(CLIENT_PRICE_MAX);

export const basketQuerySchema = z
  .object({
    id: basketIdSchema,
    related: z.enum(['product', 'service', 'address', 'routing', 'move']).optional(),
    relatedid: idStringSchema.optional(),
  })
  .strict();
export type BasketQuery = z.infer<typeof basketQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Order info held in the cart (SPEC §3), persisted with the basket so nothing typed is lost.

export const specialDeliveryLocationSchema = z
  .object({
    name: z.string().max(SPECIAL_DELIVERY_LOCATION_LIMITS.name),
    description: z.string().max(SPECIAL_DELIVERY_LOCATION_LIMITS.description).optional(),
    post: z.union([z.string().max(20), z.number()]),
    contact_person: z.string().max(SPECIAL_DELIVERY_LOCATION_LIMITS.contactPerson),
    contact_phone: z.string().max(SPECIAL_DELIVERY_LOCATION_LIMITS.contactPhone),
    /** SPEC §3 `save`: keep the location for the next orders. */
    save: z.boolean().optional(),
  })
  .strict();
export type SpecialDeliveryLocationPayload = z.infer<typeof specialDeliveryLocationSchema>;

/** SPEC §3 "Order info held in the cart" as stored on the basket (all optional, all nullable). */
export const basketOrderInfoSchema = z
  .object({
    /** The chosen recipient's partner address record id (recipients.ts AddressChoice.id). */
    recipient: keyText.nullable().optional(),
    payer: keyText.nullable().optional(),
    deliveryType: z.enum(['single_package', 'multiple_packages']).optional(),
    package: z.string().max(PACKAGE_DATES_MAX_LENGTH).nullable().optional(),
    needCarLift: z.boolean().optional(),
    specialDeliveryLocation: specialDeliveryLocationSchema.nullable().optional(),
    /** Delivery code 5: the store (OrganisationUnit) to pick up from (SPEC §4); a known store. */
    deliveryLocationID: keyText.nullable().optional(),
  })
  .strict();
export type BasketOrderInfo = z.infer<typeof basketOrderInfoSchema>;

// ---------------------------------------------------------------------------------------------
// Requests

/** PATCH /jsonapi/basket?id= : comment (note), customer reference and the order info. */
export const basketPatchBodySchema = z
  .object({
    data: z
      .object({
        attributes: z
          .object({
            'order.comment': z.string().max(NOTE_MAX_LENGTH).optional(),
            'order.customerref': z.string().max(REFERENCE_NUMBER_MAX_LENGTH).optional(),
            'order.info': basketOrderInfoSchema.optional(),
          })
          .strict(),
      })
      .strict(),
  })
  .strict();
export type BasketPatchBody = z.infer<typeof basketPatchBodySchema>;

/** One product to add (SPEC §7 POST related=product). */
export const basketAddItemSchema = z
  .object({
    attributes: z
      .object({
        'product.id': idStringSchema,
        /** In the product's RETAIL unit (SPEC §5); the server applies the quantity rules. */
        quantity: z.number().positive().max(QUANTITY_MAX_DEFAULT),
        /** The client's view of the ERP pricing when it added (never stored as the price). */
        'custom.pricing': z
          .record(z.string(), z.unknown())
          .refine((value) => JSON.stringify(value).length <= CLIENT_PRICING_MAX_CHARS, {
            message: `must be at most ${CLIENT_PRICING_MAX_CHARS} characters as JSON`,
          })
          .optional(),
        /** The client's view of the partner price per retail unit (cart only). */
        'custom.price': clientPrice.optional(),
      })
      .strict(),
  })
  .strict();
export const basketAddBodySchema = z
  .object({ data: z.array(basketAddItemSchema).min(1).max(200) })
  .strict();
export type BasketAddBody = z.infer<typeof basketAddBodySchema>;

/** PATCH related=product&relatedid=: the line's quantity and/or note; `acceptPrice` accepts a changed price. */
export const basketLinePatchBodySchema = z
  .object({
    data: z
      .object({
        attributes: z
          .object({
            quantity: z.number().positive().max(QUANTITY_MAX_DEFAULT).optional(),
            note: z.string().max(LINE_NOTE_MAX_LENGTH).optional(),
            /** The buyer accepts the ERP's current price after price_changed (SPEC §4, §8). */
            acceptPrice: z.literal(true).optional(),
          })
          .strict(),
      })
      .strict(),
  })
  .strict();
export type BasketLinePatchBody = z.infer<typeof basketLinePatchBodySchema>;

/** DELETE related=product with a body: many lines at once. */
export const basketLinesDeleteBodySchema = z
  .object({
    data: z
      .array(z.object({ id: idStringSchema }).strict())
      .min(1)
      .max(1_000),
  })
  .strict();

/** PATCH related=service: the delivery or payment service. */
export const basketServicePatchBodySchema = z
  .object({
    data: z
      .object({
        type: z.enum(['delivery', 'payment']),
        id: idStringSchema,
      })
      .strict(),
  })
  .strict();

/** PATCH related=address: delivery and payment address (SPEC §7 name parts, email, company …). */
export const basketAddressSchema = z
  .object({
    salutation: z.string().max(20).optional(),
    firstname: z.string().max(100).optional(),
    lastname: z.string().max(100).optional(),
    email: z.string().max(200).optional(),
    company: z.string().max(200).optional(),
    address1: z.string().max(200).optional(),
    postal: z.string().max(20).optional(),
    city: z.string().max(100).optional(),
    countryid: z.string().max(2).optional(),
  })
  .strict();
export const basketAddressPatchBodySchema = z
  .object({
    data: z
      .object({ type: z.enum(['delivery', 'payment']), attributes: basketAddressSchema })
      .strict(),
  })
  .strict();

/** POST related=move: move lines from the other basket into `id` (e.g. stock_conflict → inquiry). */
export const basketMoveBodySchema = z
  .object({
    from: basketIdSchema,
    data: z
      .array(z.object({ id: idStringSchema }).strict())
      .min(1)
      .max(1_000),
  })
  .strict();

/** POST related=routing: check delivery dates, prices and transport cost with the ERP (GetRouting). */
export const basketRoutingBodySchema = z
  .object({ info: basketOrderInfoSchema.optional() })
  .strict();

/**
 * POST /jsonapi/basket?id= with mode insert (SPEC §7): place the order (id=default) or inquiry
 * (id=inquiry). Idempotent: the same `idempotencyKey` (or header Idempotency-Key) returns the
 * same placed order; the basket is emptied in the transaction that stores the order.
 */
export const basketPlaceBodySchema = z
  .object({
    mode: z.literal('insert'),
    idempotencyKey: z.string().min(8).max(100).optional(),
    data: z
      .object({
        partnerno: keyText,
        /** The recipient's PartnerAddressId. */
        partneraddressid: keyText.nullable().optional(),
        attributes: z
          .object({
            specialDeliveryLocation: specialDeliveryLocationSchema.nullable().optional(),
            needCarLift: z.boolean().optional(),
            /** Partner address record ids of the chosen recipient and payer. */
            recipient: keyText.nullable().optional(),
            payer: keyText.nullable().optional(),
            deliveryType: z.enum(['single_package', 'multiple_packages']).optional(),
            deliveryLocationID: keyText.nullable().optional(),
            /**
             * What the client saw in its last routing check (line id → partner price per
             * retail unit, transport costs). The server re-checks and answers 409 with the line
             * errors if the ERP's answer differs now.
             */
            integrationInfo: z
              .object({
                lines: z
                  .array(
                    z
                      .object({ id: idStringSchema, priceForPartnerRetailUnit: clientPrice })
                      .strict(),
                  )
                  .max(1_000)
                  .optional(),
                transportCosts: clientPrice.nullable().optional(),
              })
              .strict()
              .optional(),
          })
          .strict(),
      })
      .strict(),
  })
  .strict();
export type BasketPlaceBody = z.infer<typeof basketPlaceBodySchema>;

// ---------------------------------------------------------------------------------------------
// Responses

export const CART_LINE_ERRORS = ['price_changed', 'stock_conflict'] as const;

/** One basket line ("basket/product"), priced by the server from the ERP. */
export const basketLineSchema = z.object({
  id: z.string(),
  type: z.literal('basket/product'),
  attributes: z.object({
    'order.product.prodid': z.string(),
    'order.product.prodcode': z.string(),
    'order.product.name': z.string(),
    'order.product.ean': z.string().nullable(),
    'order.product.mediaurl': z.string().nullable(),
    /** Quantity in the retail unit (after the SPEC §5 rules). */
    'order.product.quantity': z.number(),
    /** Quantity in the base unit (retail × FactorUnitRetail). */
    'order.product.quantitybase': z.number(),
    'order.product.note': z.string().nullable(),
    /** Units and minimums the quantity selector needs (SPEC §3 Product, §5 Quantity entry). */
    units: z.object({
      BaseUnitOfMeasure: z.string(),
      RetailUnitOfMeasure: z.string(),
      FactorUnitRetail: z.number(),
      MinimumSalesUnitRetail: z.number(),
      MinimumSalesUnit: z.number(),
      MinimumWholeSalesUnit: z.number(),
      MinimumWholeSalesUnitRetail: z.number(),
    }),
    /** VAT rate in percent (SPEC §3 ddv). */
    vat: z.number(),
    /** The ERP's current price for the partner (status error: ERP unreachable). */
    price: priceAttributesSchema,
    stock: stockAttributesSchema,
    /** Partner price × quantity, EUR (null while the price is unknown). */
    lineValue: z.number().nullable(),
    /** price_changed: the ERP's price differs from what the client last saw / accepted. */
    error: z.enum(CART_LINE_ERRORS).nullable(),
    /**
     * Issue #14 (decision 036): the line was taken from an offer ("from offer N"). While
     * `priceHolds` the line is priced by the offer (netUnitPrice, up to `quantity`); otherwise
     * today's price applies and the line carries price_changed until accepted. Optional: only
     * the cart's lines have it (the API always sends it there, null for ordinary lines).
     */
    offer: z
      .object({
        /** The inquiry the offer answers (its page /povprasevanje-ponudbe/povprasevanje/{id}). */
        inquiryId: z.string(),
        number: z.string(),
        revision: z.number().int(),
        /** Offered quantity, retail units. */
        quantity: z.number(),
        /** Per retail unit after the offer's discount, without VAT, EUR. */
        netUnitPrice: z.number(),
        priceHolds: z.boolean(),
      })
      .nullable()
      .optional(),
  }),
});
export type BasketLine = z.infer<typeof basketLineSchema>;

export const basketDocumentSchema = z.object({
  data: z.object({
    id: basketIdSchema,
    type: z.literal('basket'),
    attributes: z.object({
      'order.comment': z.string(),
      'order.customerref': z.string(),
      'order.currencyid': z.literal('EUR'),
      /** Sum of the line values without VAT (null when any line's price is unknown). */
      'order.price': z.number().nullable(),
      /** VAT of the lines and of the transport costs. */
      'order.taxvalue': z.number().nullable(),
      /** Price + tax + costs (packages/domain order-totals.ts). */
      'order.total': z.number().nullable(),
      /** Transport cost from the last routing check (delivery code 4), else 0. */
      'order.costs': z.number(),
      'order.info': basketOrderInfoSchema,
      'order.service': z.object({
        delivery: z.string().nullable(),
        payment: z.string().nullable(),
      }),
      'order.address': z.object({
        delivery: basketAddressSchema.nullable(),
        payment: basketAddressSchema.nullable(),
      }),
      /** Number of lines. */
      count: z.number().int(),
    }),
  }),
  included: z.array(basketLineSchema),
  meta: z.object({
    /** SPEC §6: inquiries only when the partner has a type-3 caretaker. */
    inquiriesAllowed: z.boolean(),
    /** After POST related=product: how many lines were added or increased. */
    added: z.number().int().optional(),
  }),
});
export type BasketDocument = z.infer<typeof basketDocumentSchema>;

/** A line of the routing check: delivery date and the line error (SPEC §4 Cart line errors). */
export const routingLineSchema = z.object({
  id: z.string(),
  deliveryDate: z.string().nullable(),
  error: z.enum(CART_LINE_ERRORS).nullable(),
  /** The ERP's partner price per retail unit now (to show beside a price_changed line). */
  priceForPartnerRetailUnit: z.number().nullable(),
});
export const routingCheckDocumentSchema = z.object({
  data: z.object({
    lines: z.array(routingLineSchema),
    /** SPEC §4 Packages: grouped by delivery date (sorted); each lists its line ids. */
    packages: z.array(z.object({ date: z.string(), lines: z.array(z.string()) })),
    /** The single-package option: everything on the latest date. */
    singlePackageDate: z.string().nullable(),
    oneDelivery: z.union([z.literal(0), z.literal(1)]),
    /** Delivery.TransportCosts for code 4 (null for wholesale partners: not set, SPEC §4). */
    transportCosts: z.number().nullable(),
    /** Delivery.TransportCostsTax, the VAT on transportCosts (null with them). */
    transportCostsTax: z.number().nullable(),
    /** True when any line has an error: placing is refused until resolved. */
    hasErrors: z.boolean(),
  }),
});
export type RoutingCheckDocument = z.infer<typeof routingCheckDocumentSchema>;

/** SPEC §3 Delivery/payment method {value, name, price, code, active}, JSON:API style. */
export const serviceResourceSchema = z.object({
  id: z.string(),
  type: z.literal('service'),
  attributes: z.object({
    'service.type': z.enum(['delivery', 'payment']),
    'service.code': z.number().int(),
    'service.label': z.string(),
    'service.description': z.string().nullable(),
    'service.price': z.number(),
    'service.active': z.boolean(),
    'service.mediaurl': z.string().nullable(),
  }),
});
export const serviceListDocumentSchema = z.object({ data: z.array(serviceResourceSchema) });
export type ServiceResource = z.infer<typeof serviceResourceSchema>;

/** SPEC §3 Partner address fields as GET …/delivery and …/payment list them (recipients.ts input). */
export const partnerAddressSchema = z.object({
  id: z.string(),
  PartnerAddressId: z.string(),
  PartnerNo: z.string(),
  RecordTypeId: z.string().nullable(),
  AddressType: z.number().int(),
  PartnerAddressName1: z.string().nullable(),
  PartnerAddressName2: z.string().nullable(),
  GLN: z.string().nullable(),
  ShippingStreet: z.string().nullable(),
  ShippingCity: z.string().nullable(),
  ShippingPostalCode: z.string().nullable(),
  PartnerAddressStatus: z.number().int().nullable(),
});
export const partnerAddressListSchema = z.object({ data: z.array(partnerAddressSchema) });
export type PartnerAddress = z.infer<typeof partnerAddressSchema>;
