// Cart line errors from the routing check: SPEC §4 "Cart line errors from the routing check",
// §8 (price_changed, stock_conflict), §7 GetRouting (returns OrderLines with DeliveryDate and
// prices). The basket API decides with this function which lines to flag; the cart shows the
// flags; neither has its own comparison.
//
// Definitions chosen here (SPEC gives the codes, not the comparison):
// - Lines are matched on OrderLine (the ERP answers per line number) and ItemNo.
// - price_changed: the line's partner price per base unit OR per retail unit
//   (B2BPriceForPartnerBaseUnit, B2BPriceForPartnerRetailUnit) in the answer differs from what
//   was sent, each compared in whole cents. A line missing from the answer has no price to
//   compare, so it cannot be price_changed.
// - stock_conflict: the answer has no delivery date for the line (null, '' or no such line).
// - "checked only when no price error so far": the price pass runs over ALL lines first; only
//   when it finds none does the stock pass run. So one answer yields either price errors or stock
//   errors, never both, and the result does not depend on the order of the lines. The customer
//   accepts the new prices, the check runs again, and stock conflicts show then.
// - The buyer's own view (issue #10 §5): the partner price per retail unit the client showed
//   (custom price at add, integrationInfo at placing) is out of date when it matches, in whole
//   cents, none of the prices the line stands at now (clientViewDiffers). The basket's plain GET,
//   the routing check, placing an order and placing an inquiry all decide with that one rule; a
//   view out of date is price_changed, in the price pass.
import { sameCents } from './cents.ts';
import type { Locale } from './locale.ts';

export const CART_LINE_ERROR_CODES = ['price_changed', 'stock_conflict'] as const;
export type CartLineErrorCode = (typeof CART_LINE_ERROR_CODES)[number];

/** A line of the order draft as sent to GetRouting (only what the check reads). */
export interface RoutingSentLine {
  readonly OrderLine: number;
  readonly ItemNo: string;
  readonly B2BPriceForPartnerBaseUnit: number;
  readonly B2BPriceForPartnerRetailUnit: number;
}

/** A line of the GetRouting answer (only what the check reads). */
export interface RoutingAnsweredLine extends RoutingSentLine {
  /** ISO date; null, '' or missing means the ERP cannot deliver the line. */
  readonly DeliveryDate?: string | null;
}

export interface PartnerPrices {
  readonly B2BPriceForPartnerBaseUnit: number;
  readonly B2BPriceForPartnerRetailUnit: number;
}

export type CartLineError =
  | {
      readonly code: 'price_changed';
      readonly OrderLine: number;
      readonly ItemNo: string;
      /** What the cart sent (the customer's view). */
      readonly sent: PartnerPrices;
      /** What the ERP answered: the price the customer may accept. */
      readonly received: PartnerPrices;
    }
  | { readonly code: 'stock_conflict'; readonly OrderLine: number; readonly ItemNo: string };

/**
 * Texts for the two codes. SPEC names the codes but not their texts; these are ours, in both
 * languages (the web's catalogues may reuse the keys).
 */
export const CART_LINE_ERROR_MESSAGES = {
  sl: {
    'cartLineError.price_changed': 'Cena izdelka se je spremenila.',
    'cartLineError.stock_conflict': 'Izdelka ni mogoče dobaviti v izbrani količini.',
  },
  en: {
    'cartLineError.price_changed': 'The price of this product has changed.',
    'cartLineError.stock_conflict': 'This product cannot be delivered in the chosen quantity.',
  },
} as const satisfies Record<Locale, Record<`cartLineError.${CartLineErrorCode}`, string>>;

export function cartLineErrorMessage(code: CartLineErrorCode, locale: Locale = 'sl'): string {
  return CART_LINE_ERROR_MESSAGES[locale][`cartLineError.${code}`];
}

function pricesOf(line: RoutingSentLine): PartnerPrices {
  return {
    B2BPriceForPartnerBaseUnit: line.B2BPriceForPartnerBaseUnit,
    B2BPriceForPartnerRetailUnit: line.B2BPriceForPartnerRetailUnit,
  };
}

/** Per line: base and retail partner price, each in whole cents. */
export function partnerPricesDiffer(a: PartnerPrices, b: PartnerPrices): boolean {
  return (
    !sameCents(a.B2BPriceForPartnerBaseUnit, b.B2BPriceForPartnerBaseUnit) ||
    !sameCents(a.B2BPriceForPartnerRetailUnit, b.B2BPriceForPartnerRetailUnit)
  );
}

/**
 * The one client-view rule (see the top of this file): the buyer's view of a line's partner price
 * per retail unit is out of date when it is, in whole cents, none of `prices` (the prices the line
 * stands at now). No view (null, undefined) or no price to compare with: not out of date.
 */
export function clientViewDiffers(
  view: number | null | undefined,
  prices: readonly number[],
): boolean {
  if (view === null || view === undefined || prices.length === 0) return false;
  return !prices.some((price) => sameCents(view, price));
}

/** A line and what the buyer saw of it, as clientViewErrors reads them. */
export interface ClientViewLine {
  readonly OrderLine: number;
  readonly ItemNo: string;
  /** The partner price per retail unit the buyer saw (null/undefined: the client sent none). */
  readonly view: number | null | undefined;
  /** The ERP's partner prices now: the price the buyer may accept. */
  readonly current: PartnerPrices;
  /** Other retail prices the line stands at now that the view may equal (e.g. the price sent). */
  readonly alsoCurrent?: readonly number[];
}

/** price_changed for each line whose view is out of date (clientViewDiffers), in line order. */
export function clientViewErrors(lines: readonly ClientViewLine[]): CartLineError[] {
  return lines.flatMap((line): CartLineError[] => {
    const prices = [line.current.B2BPriceForPartnerRetailUnit, ...(line.alsoCurrent ?? [])];
    if (line.view === null || line.view === undefined || !clientViewDiffers(line.view, prices))
      return [];
    return [
      {
        code: 'price_changed',
        OrderLine: line.OrderLine,
        ItemNo: line.ItemNo,
        // The view has a retail price only; the base price is the one the line stands at.
        sent: {
          B2BPriceForPartnerBaseUnit: line.current.B2BPriceForPartnerBaseUnit,
          B2BPriceForPartnerRetailUnit: line.view,
        },
        received: line.current,
      },
    ];
  });
}

/**
 * SPEC §4 cart line errors for the lines sent and the routing answer, in the order of the lines
 * sent (see the definitions at the top of this file). `views`: the buyer's view per OrderLine
 * (clientViewDiffers against the answered and the sent retail price). An empty list means the
 * cart may proceed.
 */
export function cartLineErrors(
  sent: readonly RoutingSentLine[],
  answered: readonly RoutingAnsweredLine[],
  views: ReadonlyMap<number, number | null> = new Map(),
): CartLineError[] {
  const answerOf = (line: RoutingSentLine) =>
    answered.find((a) => a.OrderLine === line.OrderLine && a.ItemNo === line.ItemNo);

  const priceErrors: CartLineError[] = [];
  for (const line of sent) {
    const answer = answerOf(line);
    if (!answer) continue;
    if (partnerPricesDiffer(pricesOf(line), pricesOf(answer))) {
      priceErrors.push({
        code: 'price_changed',
        OrderLine: line.OrderLine,
        ItemNo: line.ItemNo,
        sent: pricesOf(line),
        received: pricesOf(answer),
      });
      continue;
    }
    priceErrors.push(
      ...clientViewErrors([
        {
          OrderLine: line.OrderLine,
          ItemNo: line.ItemNo,
          view: views.get(line.OrderLine),
          current: pricesOf(answer),
          alsoCurrent: [line.B2BPriceForPartnerRetailUnit],
        },
      ]),
    );
  }
  if (priceErrors.length > 0) return priceErrors;

  const stockErrors: CartLineError[] = [];
  for (const line of sent) {
    const date = answerOf(line)?.DeliveryDate?.trim();
    if (!date) {
      stockErrors.push({ code: 'stock_conflict', OrderLine: line.OrderLine, ItemNo: line.ItemNo });
    }
  }
  return stockErrors;
}
