// The cart page's mode and its three checkout steps: SPEC §2 (Cart: hash #naročila selects
// order mode, #povpraševanja inquiry mode; step names), §3 "Order info held in the cart", §4
// "Cart mode" (steps 1 to 3, exactly one active; reset), §5 Other (character-limit counter).
import type { Locale } from './locale.ts';
import { DEFAULT_DELIVERY_TYPE, type DeliveryType } from './packages-by-date.ts';
import type { SpecialDeliveryLocation } from './special-delivery-location.ts';

// ---------------------------------------------------------------------------------------------
// Mode (SPEC §2, §4 Cart mode)

export const CART_MODES = ['order', 'inquiry'] as const;
export type CartMode = (typeof CART_MODES)[number];

/** SPEC §2: the hashes that select a mode, as a person types them (without '#'). */
export const CART_MODE_HASHES = {
  order: 'naročila',
  inquiry: 'povpraševanja',
} as const satisfies Record<CartMode, string>;

/**
 * SPEC §2, §4: '#naročila' selects orders, '#povpraševanja' inquiries. Browsers hand the hash
 * over percent-encoded ('#naro%C4%8Dila'), and a typed one may be decomposed (c + caron), so both
 * are decoded and normalised first; letter case is ignored. Any other or no hash is order mode:
 * the cart is the page's first purpose.
 */
export function cartModeFromHash(hash: string | null | undefined): CartMode {
  let raw = (hash ?? '').trim().replace(/^#/, '');
  try {
    raw = decodeURIComponent(raw);
  } catch {
    // A malformed escape is simply not one of the two hashes.
  }
  const key = raw.normalize('NFC').toLocaleLowerCase('sl');
  return key === CART_MODE_HASHES.inquiry ? 'inquiry' : 'order';
}

/** The hash of a mode, for links to a cart tab (e.g. the 'V košarico' alert link, SPEC §8). */
export function cartModeHash(mode: CartMode): `#${string}` {
  return `#${CART_MODE_HASHES[mode]}`;
}

// ---------------------------------------------------------------------------------------------
// Steps (SPEC §2 step names, §4: steps 1 to 3, exactly one active)

export const CHECKOUT_STEPS = [1, 2, 3] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** SPEC §2 step names, word for word; English ours. */
export const CHECKOUT_STEP_MESSAGES = {
  sl: {
    'checkout.step.cart': 'Košarica',
    'checkout.step.inquiry': 'Povpraševanje',
    'checkout.step.deliveryAndPayment': 'Dostava in plačilo',
    'checkout.step.orderConfirmation': 'Potrditev naročila',
    'checkout.step.inquiryConfirmation': 'Potrditev povpraševanja',
  },
  en: {
    'checkout.step.cart': 'Cart',
    'checkout.step.inquiry': 'Inquiry',
    'checkout.step.deliveryAndPayment': 'Delivery and payment',
    'checkout.step.orderConfirmation': 'Order confirmation',
    'checkout.step.inquiryConfirmation': 'Inquiry confirmation',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type CheckoutStepMessageKey = keyof (typeof CHECKOUT_STEP_MESSAGES)['sl'];

const STEP_KEYS = {
  order: [
    'checkout.step.cart',
    'checkout.step.deliveryAndPayment',
    'checkout.step.orderConfirmation',
  ],
  inquiry: [
    'checkout.step.inquiry',
    'checkout.step.deliveryAndPayment',
    'checkout.step.inquiryConfirmation',
  ],
} as const satisfies Record<
  CartMode,
  readonly [CheckoutStepMessageKey, CheckoutStepMessageKey, CheckoutStepMessageKey]
>;

export interface CheckoutStepView {
  readonly step: CheckoutStep;
  readonly key: CheckoutStepMessageKey;
  readonly label: string;
  readonly active: boolean;
}

export function isCheckoutStep(value: unknown): value is CheckoutStep {
  return value === 1 || value === 2 || value === 3;
}

/**
 * A step from anything (a query parameter, stored state): '2' and 2 are step 2; a number outside
 * 1..3 is clamped to it; anything else is step 1. So there is always exactly one valid step.
 */
export function toCheckoutStep(value: unknown): CheckoutStep {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return 1;
  const step = Math.min(3, Math.max(1, Math.trunc(number)));
  return step as CheckoutStep;
}

/** The three steps of a mode with their names; exactly one is active (SPEC §4). */
export function checkoutSteps(
  mode: CartMode,
  activeStep: unknown,
  locale: Locale = 'sl',
): CheckoutStepView[] {
  const active = toCheckoutStep(activeStep);
  return CHECKOUT_STEPS.map((step) => {
    const key = STEP_KEYS[mode][step - 1]!;
    return { step, key, label: CHECKOUT_STEP_MESSAGES[locale][key], active: step === active };
  });
}

export function nextStep(step: CheckoutStep): CheckoutStep {
  return toCheckoutStep(step + 1);
}

export function previousStep(step: CheckoutStep): CheckoutStep {
  return toCheckoutStep(step - 1);
}

// ---------------------------------------------------------------------------------------------
// Order info (SPEC §3 "Order info held in the cart") and reset (SPEC §4 Cart mode)

export interface OrderInfo {
  /** The chosen recipient's id (recipients.ts AddressChoice.id). */
  readonly recipient: string | null;
  /** The chosen payer's id. */
  readonly payer: string | null;
  /** The chosen delivery method's service id (SPEC §3 Delivery/payment method `value`). */
  readonly deliveryMethod: string | null;
  /** SPEC §3: default single_package. */
  readonly deliveryType: DeliveryType;
  /** The chosen payment method's service id. */
  readonly paymentMethod: string | null;
  /** The package choice the customer confirmed (opaque to these rules). */
  readonly package: string | null;
  /** The partner's own reference number (sent as OrderNo). */
  readonly referenceNumber: string;
  readonly note: string;
  readonly needCarLift: boolean;
  readonly specialDeliveryLocation: SpecialDeliveryLocation | null;
  /** For delivery code 5: the store to pick up from (SPEC §4). */
  readonly deliveryLocationID: string | null;
}

export const EMPTY_ORDER_INFO: OrderInfo = Object.freeze({
  recipient: null,
  payer: null,
  deliveryMethod: null,
  deliveryType: DEFAULT_DELIVERY_TYPE,
  paymentMethod: null,
  package: null,
  referenceNumber: '',
  note: '',
  needCarLift: false,
  specialDeliveryLocation: null,
  deliveryLocationID: null,
});

export interface CheckoutState {
  readonly step: CheckoutStep;
  readonly info: OrderInfo;
}

/**
 * SPEC §4: "Reset returns to step 1 and clears delivery, package, payment, payer, recipient,
 * reference number and note." "Delivery" is the delivery method and the package delivery type
 * (back to its default single_package); car lift, special location and pick-up store are not in
 * the list and are kept (they only apply once a delivery method needing them is chosen again,
 * and delivery.ts clears them when a method that does not is saved).
 */
export function resetOrderInfo(state: CheckoutState): CheckoutState {
  return {
    step: 1,
    info: {
      ...state.info,
      deliveryMethod: null,
      deliveryType: DEFAULT_DELIVERY_TYPE,
      package: null,
      paymentMethod: null,
      payer: null,
      recipient: null,
      referenceNumber: '',
      note: '',
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Character limits (SPEC §5 Other: "Text areas may have a character limit with a counter
// 'n/limit znakov'"). The limits are the ERP's field sizes (order draft OrderNo, Description),
// so what the customer may type always fits what is sent.

export const REFERENCE_NUMBER_MAX_LENGTH = 64;
export const NOTE_MAX_LENGTH = 2000;
export const LINE_NOTE_MAX_LENGTH = 2000;

/**
 * Characters of `text` in its composed (NFC) form, so 'č' counts once however it was typed. The
 * count is in UTF-16 units, as the ERP's field sizes are (an emoji counts twice): the order draft
 * sends NFC text, so a text within the limit here always fits there.
 */
export function characterCount(text: string): number {
  return text.normalize('NFC').length;
}

export function isWithinCharacterLimit(text: string, limit: number): boolean {
  return characterCount(text) <= limit;
}

/** SPEC §5: 'n/limit znakov' ('n/limit characters' in English). */
export function characterCounterText(text: string, limit: number, locale: Locale = 'sl'): string {
  return `${characterCount(text)}/${limit} ${locale === 'en' ? 'characters' : 'znakov'}`;
}
