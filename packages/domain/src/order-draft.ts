// The order draft sent to the integration API (GetRouting, and the order placed): SPEC §3
// "Order draft sent to the integration API", §4 Packages and Delivery method, §9 (payment type
// 2, default delivery code 4, code 5 store id, zip sequence 000, TruckLift 1/2). The basket API
// builds every draft with `buildOrderDraft`; the field names and sizes are those of the ERP
// contract (packages/contracts/src/erp.ts `erpRoutingRequestSchema`), which a contract test
// checks the output against (packages/contracts/src/order-draft.contract.test.ts).
//
// Quantities and prices come in as computed elsewhere (quantity rules, the ERP's pricing record);
// this module only places them, and computes the line and order values in cents:
// OrderLineValue = partner price per base unit × QuantityBase, OrderLineValueRetail = partner
// price per retail unit × QuantityRetail, OrderValue = the sum of the OrderLineValues.
import { roundToCents } from './cents.ts';
import {
  LINE_NOTE_MAX_LENGTH,
  NOTE_MAX_LENGTH,
  REFERENCE_NUMBER_MAX_LENGTH,
  type OrderInfo,
} from './checkout-steps.ts';
import { DEFAULT_UNIT, PAYMENT_TYPE, ZIP_SEQUENCE } from './constants.ts';
import {
  deliveryCodeOf,
  methodTransportCost,
  storeIdForDelivery,
  transportCostApplies,
  truckLift,
} from './delivery.ts';
import { chosenPackages, oneDelivery, packagesByDate } from './packages-by-date.ts';
import { isWholesale } from './partner.ts';
import type { PricingRecord } from './pricing.ts';
import {
  SPECIAL_DELIVERY_LOCATION_LIMITS,
  validateSpecialDeliveryLocation,
} from './special-delivery-location.ts';

/**
 * SPEC §3 Pricing record fields an order line carries (from GetPricing2 or an accepted
 * GetRouting): the price fields as pricing.ts describes them, plus the ERP's calculation id and
 * price date, which go back to the ERP unchanged.
 */
export interface OrderLinePricing extends Readonly<PricingRecord> {
  readonly CalculationId: string;
  readonly PriceUpdate: string;
}

export interface OrderDraftLineInput {
  readonly ItemNo: string;
  readonly EAN?: string | null;
  /** Quantity in the base unit, as the quantity rules computed it; must be above 0. */
  readonly QuantityBase: number;
  /** Quantity in the retail unit; must be above 0. */
  readonly QuantityRetail: number;
  readonly BaseUnitOfMeasure?: string | null;
  readonly RetailUnitOfMeasure?: string | null;
  readonly pricing: OrderLinePricing;
  /** The line's note (SPEC §7 basket PATCH custom note), sent as the line Description. */
  readonly note?: string | null;
  /** The line's delivery date from the latest routing answer, if any (for OneDelivery). */
  readonly deliveryDate?: string | null;
}

export interface OrderDraftInput {
  readonly partner: {
    readonly PartnerNo: string;
    readonly PartnerRank?: string | number | null;
    readonly WholesaleOrRepro?: string | null;
  };
  readonly user: { readonly email: string; readonly b2bUserKisId?: string | null };
  /** The active recipient (recipients.ts); its partner_address_id is PartnerReceiverId. */
  readonly recipient: { readonly partner_address_id: string } | null;
  /** The active payer; its partner_address_id is PartnerInvoiceId. */
  readonly payer: { readonly partner_address_id: string } | null;
  readonly lines: readonly OrderDraftLineInput[];
  readonly delivery: {
    /** The effective delivery method's code (delivery.ts); none → 4. */
    readonly code?: number | null;
    /** Delivery.TransportCosts / TransportCostsTax of the latest routing answer, if any. */
    readonly transportCosts?: number | null;
    readonly transportCostsTax?: number | null;
  };
  readonly orderInfo: Pick<
    OrderInfo,
    | 'referenceNumber'
    | 'note'
    | 'needCarLift'
    | 'specialDeliveryLocation'
    | 'deliveryType'
    | 'deliveryLocationID'
  >;
  readonly now: Date;
  /** The shop's basket or order id; '' while the order is only being checked. */
  readonly orderId?: string | null;
}

/** SPEC §3 Order draft: Order. Field names are the ERP's, spelling included (DeliveryMetod). */
export interface OrderDraftOrder {
  readonly OrderId: string;
  readonly OrderNo: string;
  readonly OrderDate: string;
  readonly PartnerNo: string;
  readonly PartnerReceiverId: string;
  readonly PartnerInvoiceId: string;
  readonly PaymentType: 2;
  readonly DeliveryMetod: number;
  readonly OneDelivery: 0 | 1;
  readonly OrderValue: number;
  readonly Incoterms: string;
  readonly PartnerUserEmail: string;
  readonly B2bUserKisId: string;
  readonly PartnerRank: string | number | null;
  readonly Description: string;
}

/** SPEC §3 Order draft: OrderLines. */
export interface OrderDraftLine extends OrderLinePricing {
  readonly ItemNo: string;
  readonly EAN: string;
  readonly OrderLine: number;
  readonly StoreId: string;
  readonly QuantityBase: number;
  readonly QuantityRetail: number;
  readonly BaseUnitOfMeasure: string;
  readonly RetailUnitOfMeasure: string;
  readonly OrderLineValue: number;
  readonly OrderLineValueRetail: number;
  readonly Description: string;
}

/** SPEC §3 Order draft: Delivery. */
export interface OrderDraftDelivery {
  readonly StreetAdditional: string;
  readonly ZipCodeAdditional: string;
  readonly ZipCodeSeqAdditional: typeof ZIP_SEQUENCE;
  readonly FirstNameAdditional: string;
  readonly LastNameAdditional: string;
  readonly TelephoneAdditional: string;
  readonly EmailAdditional: string;
  readonly TransportCosts: number;
  readonly TransportCostsTax: number;
  readonly TruckLift: 1 | 2;
  readonly Distance: number;
  readonly DescriptionDelivery: string;
}

export interface OrderDraft {
  readonly Order: OrderDraftOrder;
  readonly OrderLines: readonly OrderDraftLine[];
  readonly Delivery: OrderDraftDelivery;
}

export type OrderDraftErrorReason =
  /** No order lines: there is nothing to route or order. */
  | 'no-lines'
  /** A line's quantity is not a number above 0. */
  | 'invalid-quantity'
  /** A line's price or discount is negative or not a number. */
  | 'invalid-price'
  /** Delivery code 5 without a store to pick up from (SPEC §4). */
  | 'store-required'
  /** The special delivery location fails SPEC §5. */
  | 'invalid-special-delivery-location'
  /** A reference number, note or line note longer than its limit (checkout-steps.ts). */
  | 'text-too-long';

/**
 * Thrown for input the shop should have refused before building a draft. The basket API
 * validates requests with the same rules, so reaching one of these is a defect, not a user error.
 */
export class OrderDraftError extends Error {
  readonly reason: OrderDraftErrorReason;
  constructor(reason: OrderDraftErrorReason, detail: string) {
    super(`Cannot build the order draft (${reason}): ${detail}`);
    this.name = 'OrderDraftError';
    this.reason = reason;
  }
}

function textOf(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value).trim().normalize('NFC');
}

function limited(value: string | null | undefined, limit: number, what: string): string {
  const text = textOf(value);
  if (text.length > limit) {
    throw new OrderDraftError(
      'text-too-long',
      `${what} has ${text.length} characters, at most ${limit}`,
    );
  }
  return text;
}

function unitOf(unit: string | null | undefined): string {
  return textOf(unit) || DEFAULT_UNIT;
}

/** "Ana Marija Kovač" → first name "Ana", last name "Marija Kovač" (one word: first name only). */
function splitPersonName(name: string): { first: string; last: string } {
  const [first = '', ...rest] = name.split(/\s+/).filter(Boolean);
  return { first, last: rest.join(' ') };
}

const PRICE_FIELDS = [
  'B2BPriceBasicBaseUnit',
  'B2BPriceBasicRetailUnit',
  'B2BDiscountBaseUnit',
  'B2BDiscountRetailUnit',
  'B2BDiscountAddBaseUnit',
  'B2BPriceForPartnerBaseUnit',
  'B2BPriceForPartnerRetailUnit',
] as const satisfies readonly (keyof OrderLinePricing)[];

function orderLine(line: OrderDraftLineInput, index: number, storeId: string): OrderDraftLine {
  const { QuantityBase, QuantityRetail, pricing } = line;
  if (!(
    Number.isFinite(QuantityBase) &&
    QuantityBase > 0 &&
    Number.isFinite(QuantityRetail) &&
    QuantityRetail > 0
  )) {
    throw new OrderDraftError('invalid-quantity', `line ${index + 1} (${line.ItemNo})`);
  }
  for (const field of PRICE_FIELDS) {
    const value = pricing[field];
    if (!Number.isFinite(value) || value < 0) {
      throw new OrderDraftError('invalid-price', `line ${index + 1} (${line.ItemNo}) ${field}`);
    }
  }
  return {
    ItemNo: line.ItemNo,
    EAN: textOf(line.EAN),
    // SPEC §3: 1-based, in the order of the cart.
    OrderLine: index + 1,
    StoreId: storeId,
    QuantityBase,
    QuantityRetail,
    B2BPriceBasicBaseUnit: pricing.B2BPriceBasicBaseUnit,
    B2BPriceBasicRetailUnit: pricing.B2BPriceBasicRetailUnit,
    B2BDiscountBaseUnit: pricing.B2BDiscountBaseUnit,
    B2BDiscountRetailUnit: pricing.B2BDiscountRetailUnit,
    B2BDiscountAddBaseUnit: pricing.B2BDiscountAddBaseUnit,
    B2BPriceForPartnerBaseUnit: pricing.B2BPriceForPartnerBaseUnit,
    B2BPriceForPartnerRetailUnit: pricing.B2BPriceForPartnerRetailUnit,
    BaseUnitOfMeasure: unitOf(line.BaseUnitOfMeasure),
    RetailUnitOfMeasure: unitOf(line.RetailUnitOfMeasure),
    OrderLineValue: roundToCents(pricing.B2BPriceForPartnerBaseUnit * QuantityBase),
    OrderLineValueRetail: roundToCents(pricing.B2BPriceForPartnerRetailUnit * QuantityRetail),
    CalculationId: pricing.CalculationId,
    B2BPriceTypeBaseUnit: pricing.B2BPriceTypeBaseUnit,
    B2BPriceTypeRetailUnit: pricing.B2BPriceTypeRetailUnit,
    PriceUpdate: pricing.PriceUpdate,
    Description: limited(line.note, LINE_NOTE_MAX_LENGTH, `line ${index + 1} note`),
  };
}

/** Delivery fields of a special location (SPEC §3, §5); only with delivery code 4 (SPEC §9). */
function specialLocationFields(
  orderInfo: OrderDraftInput['orderInfo'],
  code: number,
): Pick<
  OrderDraftDelivery,
  | 'StreetAdditional'
  | 'ZipCodeAdditional'
  | 'FirstNameAdditional'
  | 'LastNameAdditional'
  | 'TelephoneAdditional'
  | 'DescriptionDelivery'
> {
  const location = orderInfo.specialDeliveryLocation;
  if (!location || !transportCostApplies(code)) {
    return {
      StreetAdditional: '',
      ZipCodeAdditional: '',
      FirstNameAdditional: '',
      LastNameAdditional: '',
      TelephoneAdditional: '',
      DescriptionDelivery: '',
    };
  }
  // The same SPEC §5 rule as the form: a location the form would refuse never reaches the ERP.
  const checked = validateSpecialDeliveryLocation(location);
  if (!checked.ok) {
    throw new OrderDraftError(
      'invalid-special-delivery-location',
      checked.errors.map((e) => e.key).join(', '),
    );
  }
  const { value } = checked;
  const contact = splitPersonName(value.contactPerson);
  return {
    // The location's name is what the driver looks for; the ERP has no other field for it.
    StreetAdditional: value.name,
    ZipCodeAdditional: String(value.post),
    FirstNameAdditional: contact.first,
    LastNameAdditional: contact.last,
    TelephoneAdditional: value.contactPhone,
    DescriptionDelivery: limited(
      value.description,
      SPECIAL_DELIVERY_LOCATION_LIMITS.description,
      'special delivery location description',
    ),
  };
}

/**
 * SPEC §3 order draft from the cart. Rules placed here:
 * - PaymentType 2; DeliveryMetod the delivery code, 4 when none (SPEC §9).
 * - OneDelivery by SPEC §4 Packages for the customer's deliveryType over the lines' delivery
 *   dates; before the first routing answer no date is known, and that counts as one package.
 * - OrderLine 1-based in cart order; StoreId the pick-up store on every line for code 5, else ''.
 * - ZipCodeSeqAdditional '000'; TruckLift 1 only when a car lift is needed AND the code is 4
 *   (SPEC §9: the car lift belongs to code 4).
 * - TransportCosts (and tax) from the latest routing answer, only for code 4 and not for a
 *   wholesale partner (SPEC §4, delivery.ts `methodTransportCost`), else 0; in cents.
 * - OrderNo is the partner's reference number, Description the order note.
 * Throws OrderDraftError for input the shop must refuse earlier (see the reasons).
 */
export function buildOrderDraft(input: OrderDraftInput): OrderDraft {
  const { partner, user, orderInfo, delivery } = input;
  if (input.lines.length === 0) throw new OrderDraftError('no-lines', 'the cart is empty');

  const code = deliveryCodeOf({ code: delivery.code ?? Number.NaN });
  const storeId = storeIdForDelivery(code, orderInfo.deliveryLocationID);
  if (storeId === null)
    throw new OrderDraftError('store-required', `delivery code ${code} needs a store`);

  const wholesale = isWholesale(partner);
  const OrderLines = input.lines.map((line, index) => orderLine(line, index, storeId));
  const packageCount = Math.max(
    1,
    chosenPackages(
      packagesByDate(input.lines, (line) => line.deliveryDate),
      orderInfo.deliveryType,
    ).length,
  );
  const transportCosts = methodTransportCost({
    code,
    wholesale,
    routingTransportCosts: delivery.transportCosts,
  });
  const tax = delivery.transportCostsTax;
  const transportCostsTax =
    transportCosts !== null && typeof tax === 'number' && Number.isFinite(tax) && tax > 0 ? tax : 0;

  return {
    Order: {
      OrderId: textOf(input.orderId),
      OrderNo: limited(orderInfo.referenceNumber, REFERENCE_NUMBER_MAX_LENGTH, 'reference number'),
      OrderDate: input.now.toISOString(),
      PartnerNo: partner.PartnerNo,
      PartnerReceiverId: textOf(input.recipient?.partner_address_id),
      PartnerInvoiceId: textOf(input.payer?.partner_address_id),
      PaymentType: PAYMENT_TYPE,
      DeliveryMetod: code,
      OneDelivery: oneDelivery(packageCount, { wholesale, deliveryCode: code }),
      OrderValue: roundToCents(OrderLines.reduce((sum, line) => sum + line.OrderLineValue, 0)),
      Incoterms: '',
      PartnerUserEmail: user.email.trim(),
      B2bUserKisId: textOf(user.b2bUserKisId),
      PartnerRank: partner.PartnerRank ?? null,
      Description: limited(orderInfo.note, NOTE_MAX_LENGTH, 'note'),
    },
    OrderLines,
    Delivery: {
      ...specialLocationFields(orderInfo, code),
      ZipCodeSeqAdditional: ZIP_SEQUENCE,
      EmailAdditional: '',
      TransportCosts: roundToCents(transportCosts ?? 0),
      TransportCostsTax: roundToCents(transportCostsTax),
      TruckLift: truckLift(transportCostApplies(code) && orderInfo.needCarLift),
      // 0 = unknown: the ERP measures the distance itself.
      Distance: 0,
    },
  };
}
