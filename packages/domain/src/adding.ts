// Adding products to the cart or the inquiry basket: SPEC §5 "Adding" and "Quantity entry"
// (inquiry adds use the minimum retail unit), §4 (quantity resets to 0 after an add), §8 (the
// alerts). Category rows, product detail, search results, favourites and the basket API decide
// what may be added through these functions, and show these texts. Which icon a product row
// shows (SPEC §4) is pricing.ts `canAddToCart` / `canAddToInquiry`.
import type { Locale } from './locale.ts';

/**
 * SPEC §8 alerts of the cart and the inquiry basket, Slovenian word for word (the two elided
 * '... v povpraševanje' texts completed as their cart twins read). English ours.
 */
export const CART_MESSAGES = {
  sl: {
    'cart.quantityRequired': 'Potrebno je izbrati količino izdelka',
    'cart.selectProducts': 'Izberi izdelke',
    'cart.addedToCart': 'Izdelek je bil uspešno dodan v košarico',
    'cart.addedToInquiry': 'Izdelek je bil uspešno dodan v povpraševanje',
    'cart.bulkAddedToCart': 'Izdelki so bili uspešno dodani v košarico',
    'cart.bulkAddedToInquiry': 'Izdelki so bili uspešno dodani v povpraševanje',
    'cart.linkToCart': 'V košarico',
    'cart.linkToInquiry': 'V povpraševanje',
    'cart.addToCartFailed': 'Prišlo je do napake pri dodajanju izdelka v košarico',
    'cart.addToInquiryFailed': 'Prišlo je do napake pri dodajanju izdelka v povpraševanje',
    'cart.bulkAddToCartFailed': 'Prišlo je do napake pri dodajanju izdelkov v košarico',
    'cart.bulkAddToInquiryFailed': 'Prišlo je do napake pri dodajanju izdelkov v povpraševanje',
    'cart.removeFailed': 'nekaj je šlo narobe',
    'cart.unknownEan': 'Izdelek s to EAN kodo ne obstaja oziroma ni bil najden.',
    'cart.inquirySent': 'Povpraševanje uspešno poslano',
    'cart.inquirySendFailed': 'Napaka pri pošiljanju povpraševanja',
  },
  en: {
    'cart.quantityRequired': 'Please choose the quantity of the product',
    'cart.selectProducts': 'Select products',
    'cart.addedToCart': 'The product was added to the cart',
    'cart.addedToInquiry': 'The product was added to the inquiry',
    'cart.bulkAddedToCart': 'The products were added to the cart',
    'cart.bulkAddedToInquiry': 'The products were added to the inquiry',
    'cart.linkToCart': 'To the cart',
    'cart.linkToInquiry': 'To the inquiry',
    'cart.addToCartFailed': 'An error occurred while adding the product to the cart',
    'cart.addToInquiryFailed': 'An error occurred while adding the product to the inquiry',
    'cart.bulkAddToCartFailed': 'An error occurred while adding the products to the cart',
    'cart.bulkAddToInquiryFailed': 'An error occurred while adding the products to the inquiry',
    'cart.removeFailed': 'something went wrong',
    'cart.unknownEan': 'A product with this EAN code does not exist or was not found.',
    'cart.inquirySent': 'Inquiry sent successfully',
    'cart.inquirySendFailed': 'Error sending the inquiry',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type CartMessageKey = keyof (typeof CART_MESSAGES)['sl'];

/** A message as the rules return it: the key (for the catalogues) and the Slovenian text. */
export interface CartMessage<K extends CartMessageKey = CartMessageKey> {
  readonly key: K;
  readonly message: string;
}

export function cartMessage<K extends CartMessageKey>(key: K): CartMessage<K> {
  return { key, message: CART_MESSAGES.sl[key] };
}

export function cartMessageText(key: CartMessageKey, locale: Locale = 'sl'): string {
  return CART_MESSAGES[locale][key];
}

export type AddTarget = 'cart' | 'inquiry';

/** SPEC §4: after a successful add the product's quantity returns to this. */
export const QUANTITY_AFTER_ADD = 0;

const isAboveZero = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

// ---------------------------------------------------------------------------------------------
// Single add (SPEC §5 Adding: "add to cart or inquiry with quantity 0")

export type AddResult =
  | { readonly ok: true; readonly quantity: number }
  | { readonly ok: false; readonly error: CartMessage<'cart.quantityRequired'> };

/**
 * SPEC §5: adding one product to the cart or the inquiry needs a quantity above 0, else
 * 'Potrebno je izbrati količino izdelka'. (The minimum-retail-unit fallback of SPEC §5 Quantity
 * entry applies to bulk inquiry adds, `bulkAddToInquiry`.)
 */
export function validateAdd(input: { readonly quantity: number | null | undefined }): AddResult {
  return isAboveZero(input.quantity)
    ? { ok: true, quantity: input.quantity }
    : { ok: false, error: cartMessage('cart.quantityRequired') };
}

/** The success alert of a single add, with its link (SPEC §8: link to the cart or inquiry tab). */
export function addedAlert(target: AddTarget): {
  readonly success: CartMessage;
  readonly link: CartMessage;
} {
  return target === 'cart'
    ? { success: cartMessage('cart.addedToCart'), link: cartMessage('cart.linkToCart') }
    : { success: cartMessage('cart.addedToInquiry'), link: cartMessage('cart.linkToInquiry') };
}

// ---------------------------------------------------------------------------------------------
// Bulk add (SPEC §5 Adding)

export interface BulkAddProduct {
  readonly checked: boolean;
  /** SPEC §3 stock Basket (available quantity); null/undefined while unknown. */
  readonly Basket: number | null | undefined;
  /** The quantity chosen in the row, in the retail unit. */
  readonly quantity: number | null | undefined;
  /**
   * The product's minimum retail sales unit with its defaults applied (the quantity rules'
   * normalised MinimumSalesUnitRetail); used for inquiry adds without a quantity.
   */
  readonly MinimumSalesUnitRetail?: number | null;
}

export interface BulkAddItem<P> {
  readonly product: P;
  readonly quantity: number;
}

export type BulkAddResult<P> =
  | { readonly ok: true; readonly items: readonly BulkAddItem<P>[]; readonly success: CartMessage }
  | {
      readonly ok: false;
      readonly error: CartMessage<'cart.selectProducts' | 'cart.quantityRequired'>;
    };

/**
 * SPEC §5: bulk add to cart takes only checked products with Basket above 0. Nothing checked, or
 * none of the checked in stock: 'Izberi izdelke'. Any of them without a quantity above 0: the
 * quantity error, and nothing is added.
 */
export function bulkAddToCart<P extends BulkAddProduct>(products: readonly P[]): BulkAddResult<P> {
  const eligible = products.filter((p) => p.checked && isAboveZero(p.Basket));
  if (eligible.length === 0) return { ok: false, error: cartMessage('cart.selectProducts') };
  const items: BulkAddItem<P>[] = [];
  for (const product of eligible) {
    if (!isAboveZero(product.quantity)) {
      return { ok: false, error: cartMessage('cart.quantityRequired') };
    }
    items.push({ product, quantity: product.quantity });
  }
  return { ok: true, items, success: cartMessage('cart.bulkAddedToCart') };
}

/**
 * SPEC §5: bulk add to inquiry takes only checked products with Basket equal to 0. A negative
 * Basket (oversold) counts as 0, as for the inquiry icon (pricing.ts `canAddToInquiry`), so a
 * product that shows the inquiry icon is also taken in bulk; unknown stock is taken by neither.
 * Nothing checked, or none of the checked out of stock: 'Izberi izdelke'. A quantity not above 0
 * becomes the minimum retail unit (SPEC §5 Quantity entry; 1 when the product has none, SPEC §3
 * default).
 */
export function bulkAddToInquiry<P extends BulkAddProduct>(
  products: readonly P[],
): BulkAddResult<P> {
  const eligible = products.filter(
    (p) => p.checked && typeof p.Basket === 'number' && Number.isFinite(p.Basket) && p.Basket <= 0,
  );
  if (eligible.length === 0) return { ok: false, error: cartMessage('cart.selectProducts') };
  const items = eligible.map((product) => ({
    product,
    quantity: isAboveZero(product.quantity)
      ? product.quantity
      : isAboveZero(product.MinimumSalesUnitRetail)
        ? product.MinimumSalesUnitRetail
        : 1,
  }));
  return { ok: true, items, success: cartMessage('cart.bulkAddedToInquiry') };
}
