// Inquiries and offers (issue #14; decision 036): the inquiry's states, when an offer has
// expired, and what a buyer may do with an inquiry in each state. Used by the API (what it
// allows and shows) and the web (labels, marks), so both say the same.
import { roundToCents } from './cents.ts';
import { addDays, ljubljanaDay } from './date-range.ts';
import type { Locale } from './locale.ts';
import { orderTotals, vatByRate, type VatRateTotal } from './order-totals.ts';

/** An inquiry's states; 'expired' is derived from the offer's valid-until day, never stored. */
export const INQUIRY_STATES = [
  'sent',
  'in_preparation',
  'offered',
  'accepted',
  'declined',
  'expired',
  'withdrawn',
] as const;
export type InquiryState = (typeof INQUIRY_STATES)[number];

/** The states stored in orders.status for an inquiry. */
export const STORED_INQUIRY_STATES = [
  'sent',
  'in_preparation',
  'offered',
  'accepted',
  'declined',
  'withdrawn',
] as const satisfies readonly InquiryState[];
export type StoredInquiryState = (typeof STORED_INQUIRY_STATES)[number];

/** States in which the retailer may still send something: the shop keeps asking the ERP. */
export const AWAITING_RETAILER_STATES = [
  'sent',
  'in_preparation',
] as const satisfies readonly StoredInquiryState[];

/** An offer's own state (decision 036). */
export const OFFER_STATUSES = ['open', 'superseded', 'accepted', 'declined'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** An offer is marked as expiring when its valid-until day is this close (today included). */
export const OFFER_EXPIRES_SOON_DAYS = 3;

export const INQUIRY_STATE_LABELS: Record<Locale, Record<InquiryState, string>> = {
  sl: {
    sent: 'Poslano',
    in_preparation: 'V pripravi',
    offered: 'Ponudba prejeta',
    accepted: 'Sprejeto (naročeno)',
    declined: 'Zavrnjeno',
    expired: 'Poteklo',
    withdrawn: 'Umaknjeno',
  },
  en: {
    sent: 'Sent',
    in_preparation: 'In preparation',
    offered: 'Offer received',
    accepted: 'Accepted (ordered)',
    declined: 'Declined',
    expired: 'Expired',
    withdrawn: 'Withdrawn',
  },
};

export function isInquiryState(value: string): value is InquiryState {
  return (INQUIRY_STATES as readonly string[]).includes(value);
}

/**
 * Whether an offer valid until `validUntil` (YYYY-MM-DD) has expired at `now`: it is valid
 * through the end of that day, Ljubljana time. An offer without a date does not expire.
 */
export function offerExpired(validUntil: string | null, now: Date): boolean {
  return validUntil !== null && validUntil < ljubljanaDay(now);
}

/** Valid, and its last day is within OFFER_EXPIRES_SOON_DAYS days from today (today included). */
export function offerExpiresSoon(validUntil: string | null, now: Date): boolean {
  if (validUntil === null || offerExpired(validUntil, now)) return false;
  return validUntil < addDays(ljubljanaDay(now), OFFER_EXPIRES_SOON_DAYS);
}

/** The state a buyer sees: an offered inquiry whose open offer has expired shows 'expired'. */
export function shownInquiryState(
  stored: StoredInquiryState,
  offer: { status: OfferStatus; validUntil: string | null } | null,
  now: Date,
): InquiryState {
  if (stored === 'offered' && offer?.status === 'open' && offerExpired(offer.validUntil, now))
    return 'expired';
  return stored;
}

export interface InquiryActions {
  accept: boolean;
  decline: boolean;
  message: boolean;
  requestRevision: boolean;
  renew: boolean;
  withdraw: boolean;
}

/**
 * What the buyer may do with an inquiry in a state (decision 036). Without a type-3 caretaker
 * (SPEC §6) nothing: the page is read-only. An expired offer has one action, a new inquiry
 * from it; so has a declined one.
 */
export function inquiryActions(state: InquiryState, inquiriesAllowed: boolean): InquiryActions {
  const none: InquiryActions = {
    accept: false,
    decline: false,
    message: false,
    requestRevision: false,
    renew: false,
    withdraw: false,
  };
  if (!inquiriesAllowed) return none;
  switch (state) {
    case 'sent':
    case 'in_preparation':
      return { ...none, message: true, withdraw: true };
    case 'offered':
      return { ...none, accept: true, decline: true, message: true, requestRevision: true };
    case 'expired':
    case 'declined':
      return { ...none, renew: true };
    case 'accepted':
      return { ...none, message: true };
    case 'withdrawn':
      return none;
  }
}

/** Per unit after the discount, without VAT (4 decimals, like ERP unit prices). */
export function offerNetUnitPrice(unitPrice: number, discountPercent: number): number {
  return Math.round(unitPrice * (1 - discountPercent / 100) * 10_000) / 10_000;
}

/** quantity × net unit price, in cents. */
export function offerLineValue(
  quantity: number,
  unitPrice: number,
  discountPercent: number,
): number {
  return Math.round(quantity * offerNetUnitPrice(unitPrice, discountPercent) * 100) / 100;
}

/**
 * Whether a cart line taken from an offer line is still priced by the offer (decision 036): the
 * offer is open and not expired, and the cart holds at most the offered quantity. Otherwise
 * today's price applies and the buyer is told (price_changed, SPEC §4, §8).
 */
export function offerPriceHolds(
  offer: { status: OfferStatus; validUntil: string | null },
  offeredQuantity: number,
  cartQuantity: number,
  now: Date,
): boolean {
  return (
    offer.status === 'open' &&
    !offerExpired(offer.validUntil, now) &&
    cartQuantity <= offeredQuantity + 1e-9
  );
}

/** VAT on an offer's transport cost (SPEC §9: 22 %). */
export const OFFER_TRANSPORT_VAT_RATE = 22;

export interface OfferTotals {
  /** The lines without VAT. */
  net: number;
  byRate: VatRateTotal[];
  transport: number;
  transportVat: number;
  /** The lines' VAT and the transport's. */
  vat: number;
  /** net + transport + vat. */
  gross: number;
}

/**
 * An offer's totals from its lines and transport cost (decision 036: the shop totals an offer,
 * so its sum cannot disagree with its lines), summed as an order's (orderTotals, vatByRate).
 */
export function offerTotals(
  lines: readonly { lineValue: number; vat: number }[],
  transportCost: number,
): OfferTotals {
  const valued = lines.map((l) => ({ value: l.lineValue, vat: l.vat }));
  const transportVat = roundToCents((transportCost * OFFER_TRANSPORT_VAT_RATE) / 100);
  const totals = orderTotals(valued, { costs: transportCost, costsTax: transportVat }) ?? {
    net: 0,
    vat: 0,
    costs: 0,
    total: 0,
  };
  return {
    net: totals.net,
    byRate: vatByRate(valued),
    transport: totals.costs,
    transportVat,
    vat: totals.vat,
    gross: totals.total,
  };
}
