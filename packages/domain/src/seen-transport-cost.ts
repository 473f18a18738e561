// Issue #10 §5 with SPEC §4 Delivery method (code 4: the transport cost comes from the routing
// answer) and §7 (placing): an order is never placed with a transport cost the buyer did not see.
// The basket API decides with these two functions whether placing must stop with 409 and the new
// figure; no other place compares transport costs.
//
// Definitions chosen here (decision 018):
// - What the buyer saw: the figure the client sends with the order (integrationInfo
//   .transportCosts, null included) when it sends one; otherwise the figure the basket showed it
//   (the stored routing result that still matches the lines; none: null).
// - null and 0 are the same: both mean nothing is charged for transport (order-totals.ts).
// - Compared in whole cents, like line prices (cents.ts).
import { sameCents } from './cents.ts';

export function seenTransportCost(input: {
  /** What the client sent with the order (undefined: it sent nothing). */
  readonly sent: number | null | undefined;
  /** What the basket showed (the routing result stored for these lines; null: none). */
  readonly shown: number | null;
}): number | null {
  return input.sent !== undefined ? input.sent : input.shown;
}

/** True when placing would charge a transport cost other than the one the buyer saw. */
export function transportCostDiffers(seen: number | null, current: number | null): boolean {
  return !sameCents(seen ?? 0, current ?? 0);
}
