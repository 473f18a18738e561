// Reordering the lines of a past order, invoice, delivery note or offer (issue #12 "Reorder"):
// which lines go into the cart now, at which quantity, and why the others cannot. The cart is
// never replaced: added lines merge into it (the basket adds up the same product).
//
// A line goes into the cart only when a buyer could add it by hand today (SPEC §4: the cart icon
// needs Basket > 0 and a retail basic price > 0). Otherwise it is skipped, with the reason:
// - withdrawn: the product is gone from the catalogue (or the line named no product);
// - out_of_stock: Basket ≤ 0: SPEC §5 offers such products for the inquiry basket instead;
// - check_failed: the ERP gave no price or stock now (SPEC §8): the buyer can try again later.

/** What the shop knows of one line to reorder, today. */
export interface ReorderCandidate {
  readonly lineNo: number;
  /** Whether the product is in the catalogue and sellable now (false: withdrawn). */
  readonly sellable: boolean;
  /** The quantity to reorder, in retail units (the old one, or the buyer's edit). */
  readonly quantity: number;
  /** SPEC §3 stock Basket now; null when the ERP gave none. */
  readonly stockBasket: number | null;
  /** The partner's price per retail unit now; null when the ERP gave none. */
  readonly priceNow: number | null;
  /** The retail basic (list) price now (SPEC §4: must be above 0 to buy). */
  readonly listPriceNow: number | null;
  /** The partner's price per retail unit on the old document; null when it had none. */
  readonly priceThen: number | null;
}

export const REORDER_SKIP_REASONS = ['withdrawn', 'out_of_stock', 'check_failed'] as const;
export type ReorderSkipReason = (typeof REORDER_SKIP_REASONS)[number];

export type ReorderDecision =
  | {
      readonly kind: 'add';
      readonly lineNo: number;
      readonly quantity: number;
      /** Today's price minus the old one per retail unit (null when the old is unknown). */
      readonly priceChange: number | null;
    }
  | { readonly kind: 'skip'; readonly lineNo: number; readonly reason: ReorderSkipReason };

/** Price differences below half a cent are rounding, not a change. */
const CENT = 0.005;

export function decideReorderLine(line: ReorderCandidate): ReorderDecision {
  const skip = (reason: ReorderSkipReason): ReorderDecision => ({
    kind: 'skip',
    lineNo: line.lineNo,
    reason,
  });
  if (!line.sellable) return skip('withdrawn');
  // Unknown stock is not "out of stock": without an answer the product cannot be offered for
  // an inquiry either, so it counts as a failed check like a missing price.
  if (line.stockBasket === null) return skip('check_failed');
  if (line.stockBasket <= 0) return skip('out_of_stock');
  if (line.priceNow === null || line.listPriceNow === null || line.listPriceNow <= 0)
    return skip('check_failed');
  const change = line.priceThen === null ? null : line.priceNow - line.priceThen;
  return {
    kind: 'add',
    lineNo: line.lineNo,
    quantity: line.quantity,
    priceChange:
      change === null ? null : Math.abs(change) < CENT ? 0 : Math.round(change * 100) / 100,
  };
}

/** Every line's decision, in the document's line order. */
export function planReorder(lines: readonly ReorderCandidate[]): ReorderDecision[] {
  return [...lines].sort((a, b) => a.lineNo - b.lineNo).map(decideReorderLine);
}
