// The totals of a cart and of the order placed from it (SPEC §3 Order draft: OrderValue and the
// Delivery TransportCosts / TransportCostsTax; §4 Delivery method: code 4 transport cost). The
// basket's answer and the stored order both total through here, so the sum the buyer confirms is
// the sum the order keeps, to the cent.
import { roundToCents } from './cents.ts';

export interface TotalsLine {
  /** Partner price × quantity without VAT, EUR; null while the ERP has not priced the line. */
  readonly value: number | null;
  /** VAT rate in percent (SPEC §3 ddv). */
  readonly vat: number;
}

export interface TransportCharge {
  /** Delivery.TransportCosts without VAT; null when none applies (not code 4, wholesale). */
  readonly costs: number | null;
  /** Delivery.TransportCostsTax, the VAT on the transport costs. */
  readonly costsTax: number | null;
}

export interface OrderTotals {
  /** Sum of the line values without VAT. */
  readonly net: number;
  /** VAT of the lines plus the VAT on the transport costs. */
  readonly vat: number;
  /** Transport costs without VAT (0 when none). */
  readonly costs: number;
  /** What the buyer pays: net + VAT + transport costs. */
  readonly total: number;
}

/**
 * Net, VAT, transport and total in cents. Each line's VAT is rounded to cents before summing
 * (as an invoice prints it per line). Null when any line has no price yet: a total that leaves
 * out a line would understate what the buyer confirms.
 */
export function orderTotals(
  lines: readonly TotalsLine[],
  transport: TransportCharge | null = null,
): OrderTotals | null {
  let net = 0;
  let vat = 0;
  for (const line of lines) {
    if (line.value === null) return null;
    net += roundToCents(line.value);
    vat += roundToCents((line.value * line.vat) / 100);
  }
  const costs = transport?.costs ?? 0;
  const costsTax = transport?.costs === null || transport === null ? 0 : (transport.costsTax ?? 0);
  net = roundToCents(net);
  vat = roundToCents(vat + costsTax);
  return { net, vat, costs: roundToCents(costs), total: roundToCents(net + vat + costs) };
}

export interface VatRateTotal {
  /** VAT rate in percent (22 or 9.5 in Slovenia). */
  readonly rate: number;
  /** The line values at this rate, without VAT. */
  readonly base: number;
  /** Their VAT, each line's rounded to cents first (as orderTotals sums it). */
  readonly vat: number;
}

/**
 * The VAT of priced lines by rate, highest rate first (issue #12 order detail and documents:
 * "VAT by rate"). Sums to orderTotals' line VAT to the cent; the transport's VAT is its own.
 */
export function vatByRate(lines: readonly TotalsLine[]): VatRateTotal[] {
  const byRate = new Map<number, { base: number; vat: number }>();
  for (const line of lines) {
    if (line.value === null) continue;
    const entry = byRate.get(line.vat) ?? { base: 0, vat: 0 };
    entry.base += roundToCents(line.value);
    entry.vat += roundToCents((line.value * line.vat) / 100);
    byRate.set(line.vat, entry);
  }
  return [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, { base, vat }]) => ({ rate, base: roundToCents(base), vat: roundToCents(vat) }));
}
