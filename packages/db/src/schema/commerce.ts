// Commerce: delivery/payment services, baskets (cart and inquiry), orders and inquiries,
// and the retailer's offers answering inquiries.
// SPEC §3 (Delivery/payment method, Order info held in the cart, Order draft), §4 (Cart mode,
// Packages, Delivery method), §7 (Basket calls), §9 (payment type 2, delivery code 4/5).
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { BasketOrderInfo } from '@gradnik/contracts/basket';
import { products } from './catalog.ts';
import { partners, users } from './identity.ts';

// Amounts are euros with cents, unit prices may carry 4 decimals (ERP prices per base
// unit), quantities 3 decimals (SPEC §9). Read as JS numbers (values stay small).
const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
const unitPrice = (name: string) => numeric(name, { precision: 14, scale: 4, mode: 'number' });
const qty = (name: string) => numeric(name, { precision: 14, scale: 3, mode: 'number' });

export type ServiceType = 'delivery' | 'payment';

/**
 * SPEC §3 Delivery/payment method {value (service id), name, price, code, active}.
 * Delivery codes (SPEC §9): 4 delivery to address with transport cost, 5 pick-up in a
 * store, 1 own pick-up at the central warehouse (CS).
 */
export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    type: text('type').$type<ServiceType>().notNull(),
    code: integer('code').notNull(),
    nameSl: text('name_sl').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionSl: text('description_sl'),
    descriptionEn: text('description_en'),
    price: money('price').notNull().default(0),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [unique('services_type_code_unique').on(t.type, t.code)],
);

export type BasketKind = 'default' | 'inquiry';

/** Address as PATCHed through related=address (SPEC §7 Basket). */
export interface BasketAddress {
  salutation?: string;
  firstname?: string;
  lastname?: string;
  email?: string;
  company?: string;
  address1?: string;
  postal?: string;
  city?: string;
  countryid?: string;
  partnerAddressId?: string;
}

/**
 * One basket per user, partner and kind (SPEC §7: id 'default' is the cart, 'inquiry' the
 * inquiry basket). Keyed by partner too so an agent's impersonation or a user moved to
 * another partner never sees a foreign basket.
 */
/**
 * The last routing answer's transport cost, and the key of the lines it was computed for
 * (apps/api basket/stored-routing.ts): a result for other lines is never shown or charged
 * (issue #10 §5).
 */
export interface StoredRouting {
  transportCosts: number | null;
  transportCostsTax?: number | null;
  lines?: string;
}

/** What a basket keeps in `attributes` (SPEC §3 Order info + the last routing answer). */
export interface BasketAttributes {
  info?: BasketOrderInfo;
  routing?: StoredRouting;
}

/**
 * A basket line's `client_pricing`: the client's view (never a price, issue #5) and the price
 * the buyer accepted. Readers still check `accepted` before using it.
 */
export interface ClientPricing {
  [key: string]: unknown;
  sent?: Record<string, unknown>;
  accepted?: { B2BPriceForPartnerBaseUnit: number; B2BPriceForPartnerRetailUnit: number };
}

export const baskets = pgTable(
  'baskets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<BasketKind>().notNull(),
    comment: text('comment'),
    customerRef: text('customer_ref'),
    deliveryServiceId: integer('delivery_service_id').references(() => services.id, {
      onDelete: 'set null',
    }),
    paymentServiceId: integer('payment_service_id').references(() => services.id, {
      onDelete: 'set null',
    }),
    deliveryAddress: jsonb('delivery_address').$type<BasketAddress>(),
    paymentAddress: jsonb('payment_address').$type<BasketAddress>(),
    /** Order info kept with the cart (SPEC §3): recipient, payer, needCarLift, … */
    attributes: jsonb('attributes')
      .$type<BasketAttributes>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /**
     * Bumped by every change of the basket or its lines (issue #5): a placement without a
     * client idempotency key is keyed by basket id + revision, so two submits of the same
     * basket state still make one order.
     */
    revision: integer('revision').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('baskets_user_id_partner_id_kind_unique').on(t.userId, t.partnerId, t.kind),
    index('baskets_partner_id_idx').on(t.partnerId),
  ],
);

export const basketLines = pgTable(
  'basket_lines',
  {
    id: serial('id').primaryKey(),
    basketId: integer('basket_id')
      .notNull()
      .references(() => baskets.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: qty('quantity').notNull(),
    note: text('note'),
    /** "custom external pricing JSON" sent with the line (SPEC §7 Basket POST related=product). */
    clientPricing: jsonb('client_pricing').$type<ClientPricing>(),
    customPrice: unitPrice('custom_price'),
    /**
     * Issue #14: the line was taken from this offer's line (offerLineNo): placing honours the
     * offered price while the offer is valid and for at most the offered quantity. The client
     * never sends the price; the server reads it from the offer.
     */
    offerId: integer('offer_id').references((): AnyPgColumn => inquiryOffers.id, {
      onDelete: 'set null',
    }),
    offerLineNo: integer('offer_line_no'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('basket_lines_basket_id_product_id_unique').on(t.basketId, t.productId),
    index('basket_lines_product_id_idx').on(t.productId),
    index('basket_lines_offer_id_idx').on(t.offerId),
  ],
);

export type OrderKind = 'order' | 'inquiry';

/** SPEC §3 Recipient and payer (derived from partner addresses). */
export interface OrderParty {
  id?: number;
  partner_address_id: string;
  name: string;
  street: string;
  post: string;
  city: string;
}

/** SPEC §3 Special delivery location as snapshotted on the order. */
export interface OrderSpecialDeliveryLocation {
  name: string;
  description?: string;
  post: number;
  contact_person: string;
  contact_phone: string;
}

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    kind: text('kind').$type<OrderKind>().notNull(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The agent who placed it while impersonating userId (SPEC §6), else null. */
    actingUserId: integer('acting_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** e.g. 'received', 'confirmed', 'shipped', 'delivered', 'cancelled'; inquiries 'received', 'answered', 'closed'. */
    status: text('status').notNull().default('received'),
    /** Client-supplied key so a retried submission creates one order, not two. */
    idempotencyKey: text('idempotency_key').unique(),
    comment: text('comment'),
    customerRef: text('customer_ref'),
    deliveryServiceId: integer('delivery_service_id').references(() => services.id, {
      onDelete: 'set null',
    }),
    paymentServiceId: integer('payment_service_id').references(() => services.id, {
      onDelete: 'set null',
    }),
    /** Delivery code (SPEC §9: default 4) and payment type (fixed 2) as sent to the ERP. */
    deliveryCode: integer('delivery_code'),
    paymentType: integer('payment_type').notNull().default(2),
    /** SPEC §3 deliveryType (default single_package). */
    deliveryType: text('delivery_type').notNull().default('single_package'),
    /** Store id for pick-up (delivery code 5, SPEC §4). */
    storeId: text('store_id'),
    recipient: jsonb('recipient').$type<OrderParty>(),
    payer: jsonb('payer').$type<OrderParty>(),
    specialDeliveryLocation: jsonb(
      'special_delivery_location',
    ).$type<OrderSpecialDeliveryLocation>(),
    needCarLift: boolean('need_car_lift').notNull().default(false),
    transportCosts: money('transport_costs'),
    /** SPEC §4 Packages: 1 when exactly one package (0 for wholesale + code 4). */
    oneDelivery: integer('one_delivery'),
    totalNet: money('total_net').notNull().default(0),
    totalVat: money('total_vat').notNull().default(0),
    totalGross: money('total_gross').notNull().default(0),
    /** SPEC §7 POST /jsonapi/order {order.id}: the invoice created for the order, once. */
    invoiceNo: text('invoice_no').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the ERP was last asked for the status (issue #12: at most once a minute per order). */
    statusCheckedAt: timestamp('status_checked_at', { withTimezone: true }),
  },
  (t) => [
    // Orders list per partner, newest first (SPEC §2 /narocila).
    index('orders_partner_id_kind_created_at_idx').on(t.partnerId, t.kind, t.createdAt),
    index('orders_partner_id_created_at_idx').on(t.partnerId, t.createdAt, t.id),
    // Issue #12 orders list: sorted by value, and searched by (part of) number or reference.
    index('orders_partner_id_total_gross_idx').on(t.partnerId, t.totalGross, t.id),
    // Filtered by status: the page newest first and its count, from the index alone.
    index('orders_partner_id_status_created_at_idx').on(t.partnerId, t.status, t.createdAt, t.id),
    index('orders_order_no_trgm_idx').using('gin', sql`${t.orderNo} gin_trgm_ops`),
    index('orders_customer_ref_trgm_idx').using('gin', sql`${t.customerRef} gin_trgm_ops`),
    // Issue #12 status sync: the few orders whose status may still change, per partner.
    index('orders_unsettled_idx')
      .on(t.partnerId, t.createdAt)
      .where(sql`kind = 'order' and status not in ('invoiced', 'cancelled')`),
    index('orders_user_id_idx').on(t.userId),
  ],
);

/** Issue #12: each status an order entered, and when (the ERP's history, kept by the shop). */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.status] })],
);

/**
 * Readable, unique numbers of orders placed in the shop ('N2026-000123'), inquiries
 * ('P2026-000045') and invoices ('RA2026-000007'); sequences never hand out a number twice, even
 * across concurrent transactions (issue #5).
 */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1 });
export const inquiryNumberSeq = pgSequence('inquiry_number_seq', { startWith: 1 });
export const invoiceNumberSeq = pgSequence('invoice_number_seq', { startWith: 1 });

/** SPEC §3 Order draft: OrderLines, as confirmed by the routing call. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 1-based (SPEC §3 OrderLine). */
    lineNo: integer('line_no').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** Snapshots: the order keeps what was bought even if the product changes later. */
    itemNo: text('item_no').notNull(),
    ean: text('ean'),
    name: text('name').notNull(),
    storeId: text('store_id'),
    quantityBase: qty('quantity_base').notNull(),
    quantityRetail: qty('quantity_retail').notNull(),
    baseUnitOfMeasure: text('base_unit_of_measure').notNull().default('KOS'),
    retailUnitOfMeasure: text('retail_unit_of_measure').notNull().default('KOS'),
    priceBasicBaseUnit: unitPrice('price_basic_base_unit'),
    priceBasicRetailUnit: unitPrice('price_basic_retail_unit'),
    discountBaseUnit: unitPrice('discount_base_unit'),
    discountRetailUnit: unitPrice('discount_retail_unit'),
    discountAddBaseUnit: unitPrice('discount_add_base_unit'),
    priceForPartnerBaseUnit: unitPrice('price_for_partner_base_unit'),
    priceForPartnerRetailUnit: unitPrice('price_for_partner_retail_unit'),
    priceTypeBaseUnit: text('price_type_base_unit'),
    priceTypeRetailUnit: text('price_type_retail_unit'),
    lineValue: money('line_value').notNull().default(0),
    lineValueRetail: money('line_value_retail'),
    /** VAT rate in percent. */
    vat: numeric('vat', { precision: 5, scale: 2, mode: 'number' }).notNull().default(22),
    deliveryDate: date('delivery_date'),
    calculationId: text('calculation_id'),
    note: text('note'),
    /** Issue #14: the offer whose price this line was placed at. */
    offerId: integer('offer_id').references((): AnyPgColumn => inquiryOffers.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    unique('order_lines_order_id_line_no_unique').on(t.orderId, t.lineNo),
    index('order_lines_product_id_idx').on(t.productId),
    // Issue #12: the orders list finds orders by a line's product code or EAN.
    index('order_lines_item_no_idx').on(t.itemNo),
    index('order_lines_ean_idx').on(t.ean),
  ],
);

/** A product the retailer offers instead of the one asked for (issue #14). */
export interface InquiryOfferSubstitute {
  productId: number | null;
  itemNo: string;
  name: string;
}

/**
 * One line of an offer answering an inquiry (issue #14; not shown in SPEC, decision 036).
 * Quantities are in the line's (retail) unit; prices per that unit, without VAT, EUR.
 */
export interface InquiryOfferLine {
  lineNo: number;
  /** The inquiry's line it answers (order_lines.line_no), null for a line the retailer added. */
  inquiryLineNo?: number | null;
  productId: number | null;
  itemNo: string;
  name: string;
  /** What the buyer asked for (a snapshot of the inquiry line). */
  requestedQuantity?: number | null;
  /** What the retailer offers. */
  quantity: number;
  unit: string;
  /** The list price before the discount. */
  unitPrice: number;
  discountPercent: number;
  /** Without VAT, after the discount: quantity × unitPrice × (1 − discount). */
  lineValue: number;
  vat: number;
  deliveryDate: string | null;
  /** Offered instead of the product asked for (out of stock, discontinued). */
  substitute?: InquiryOfferSubstitute | null;
}

/**
 * An offer's own state (issue #14). 'expired' is never stored: an open offer is expired after
 * its valid-until day, Ljubljana time (packages/domain offer rules).
 */
export type InquiryOfferStatus = 'open' | 'superseded' | 'accepted' | 'declined';

/** The retailer's answer to an inquiry (SPEC §2 /povprasevanje-ponudbe; fields not shown in SPEC). */
export const inquiryOffers = pgTable(
  'inquiry_offers',
  {
    id: serial('id').primaryKey(),
    offerNo: text('offer_no').notNull().unique(),
    /** The inquiry (an orders row with kind 'inquiry'). */
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    /** 1 for the first offer; a revised offer (issue #14) is the next, the older superseded. */
    revision: integer('revision').notNull().default(1),
    status: text('status').$type<InquiryOfferStatus>().notNull().default('open'),
    validUntil: date('valid_until'),
    transportCost: money('transport_cost').notNull().default(0),
    totalNet: money('total_net').notNull().default(0),
    totalVat: money('total_vat').notNull().default(0),
    totalGross: money('total_gross').notNull().default(0),
    lines: jsonb('lines')
      .$type<InquiryOfferLine[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The caretaker's note to the buyer. */
    note: text('note'),
    /** The ERP's own id of the offer, when it has one. */
    erpOfferId: text('erp_offer_id'),
    /** When it was accepted or declined, and why declined (optional). */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** The order placed from it. */
    acceptedOrderId: integer('accepted_order_id').references((): AnyPgColumn => orders.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inquiry_offers_partner_id_created_at_idx').on(t.partnerId, t.createdAt),
    unique('inquiry_offers_order_id_revision_unique').on(t.orderId, t.revision),
  ],
);

/** Who wrote a message of an inquiry's thread (issue #14). */
export type InquiryMessageAuthor = 'buyer' | 'caretaker';
/** 'revision_request': the buyer asks for a revised offer; the retailer answers with one. */
export type InquiryMessageKind = 'message' | 'revision_request';

// Issue #14: the message thread of an inquiry between the buyer and the partner's caretaker.
export const inquiryMessages = pgTable(
  'inquiry_messages',
  {
    id: serial('id').primaryKey(),
    /** The inquiry (an orders row with kind 'inquiry'). */
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    author: text('author').$type<InquiryMessageAuthor>().notNull(),
    /** The buyer who wrote it (null for the caretaker's). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The agent who wrote it while impersonating the buyer (SPEC §3 Impersonation). */
    actingUserId: integer('acting_user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<InquiryMessageKind>().notNull().default('message'),
    body: text('body').notNull(),
    /** A revision request: the offer revision it asks to change. */
    offerRevision: integer('offer_revision'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inquiry_messages_inquiry_id_created_at_idx').on(t.inquiryId, t.createdAt)],
);
