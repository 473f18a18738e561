// The routing result stored on the basket (attributes.routing) counts only for the lines it was
// computed from (issue #10 §5: after a line was removed the basket still showed the old
// transport cost). The stored result carries a key of its lines; any change of lines — add,
// quantity, remove, move to the inquiry basket, accepting a price — gives another key, so the
// old result is neither shown (GET 'order.costs') nor taken as what the buyer saw when placing.
// Keyed rather than cleared by each change, so no change path can forget it, and a routing
// check that ends after a concurrent change stores a result that simply never matches.
import { acceptedOf } from './line-pricing.ts';
import type { BasketLineRow, BasketRow, StoredRouting } from './repository.ts';

type KeyedLine = Pick<
  BasketLineRow,
  'id' | 'productId' | 'quantity' | 'customPrice' | 'clientPricing'
>;

function acceptedRetail(line: KeyedLine): string {
  const accepted = acceptedOf(line.clientPricing);
  return accepted ? String(accepted.B2BPriceForPartnerRetailUnit) : '';
}

/** What a routing result depends on among the lines: which, how many, at which accepted price. */
export function routingLinesKey(rows: readonly KeyedLine[]): string {
  return rows
    .map((r) => `${r.id}:${r.productId}:${r.quantity}:${acceptedRetail(r)}:${r.customPrice ?? ''}`)
    .join(',');
}

/** The stored routing result when it was computed for exactly these lines, else undefined. */
export function storedRoutingFor(
  basket: BasketRow | undefined,
  rows: readonly KeyedLine[],
): StoredRouting | undefined {
  const routing = basket?.attributes.routing;
  return routing && routing.lines === routingLinesKey(rows) ? routing : undefined;
}
