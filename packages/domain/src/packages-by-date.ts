// Packages by delivery date: SPEC §4 "Packages", §3 Order info (deliveryType, default
// single_package; package), §3 Order draft (OneDelivery). The cart's step 2 offers the choice,
// and the order draft's OneDelivery follows from it, through these functions only.
import { DEFAULT_DELIVERY_CODE } from './constants.ts';

/** SPEC §3 Order info `deliveryType`: one package, or one package per delivery date. */
export const DELIVERY_TYPES = ['single_package', 'multiple_packages'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];
/** SPEC §3: deliveryType defaults to single_package. */
export const DEFAULT_DELIVERY_TYPE: DeliveryType = 'single_package';

export function isDeliveryType(value: unknown): value is DeliveryType {
  return value === 'single_package' || value === 'multiple_packages';
}

export interface DeliveryPackage<L> {
  /** The delivery date, an ISO calendar date (YYYY-MM-DD) as GetRouting gives it. */
  readonly date: string;
  readonly lines: readonly L[];
}

export interface PackageOptions<L> {
  /** One package per delivery date, earliest first; lines keep their order inside a package. */
  readonly byDate: readonly DeliveryPackage<L>[];
  /** Every dated line in one package on the latest date; null when no line has a date. */
  readonly single: DeliveryPackage<L> | null;
  /** SPEC §4: more than one date offers multiple packages besides the single one. */
  readonly hasChoice: boolean;
  /**
   * Lines without a delivery date. They cannot be delivered (SPEC §4 stock_conflict) and are in
   * no package: the customer has to resolve them (e.g. move them to the inquiry basket) first.
   */
  readonly undated: readonly L[];
}

function dateKey(value: string | null | undefined): string | null {
  const date = value?.trim();
  return date ? date : null;
}

/**
 * SPEC §4: order lines grouped by delivery date (sorted). More than one date: multiple packages
 * plus a single package whose date is the latest; otherwise a single package. Dates are ISO
 * calendar dates, so their text order is their calendar order.
 */
export function packagesByDate<L>(
  lines: readonly L[],
  dateOf: (line: L) => string | null | undefined,
): PackageOptions<L> {
  const groups = new Map<string, L[]>();
  const undated: L[] = [];
  for (const line of lines) {
    const date = dateKey(dateOf(line));
    if (date === null) {
      undated.push(line);
      continue;
    }
    const group = groups.get(date);
    if (group) group.push(line);
    else groups.set(date, [line]);
  }
  const byDate = [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, group]) => ({ date, lines: group }));
  const latest = byDate.at(-1);
  const single = latest
    ? { date: latest.date, lines: lines.filter((line) => dateKey(dateOf(line)) !== null) }
    : null;
  return { byDate, single, hasChoice: byDate.length > 1, undated };
}

/**
 * The packages an order ships in for the customer's choice: single_package → the one package on
 * the latest date; multiple_packages → one per date (which is the same single package when all
 * lines share one date).
 */
export function chosenPackages<L>(
  options: PackageOptions<L>,
  deliveryType: DeliveryType,
): readonly DeliveryPackage<L>[] {
  if (deliveryType === 'multiple_packages' && options.hasChoice) return options.byDate;
  return options.single ? [options.single] : [];
}

/**
 * SPEC §4: OneDelivery is 1 when exactly one package, but 0 for a wholesale partner with one
 * package and delivery code 4; 0 whenever there is not exactly one package.
 */
export function oneDelivery(
  packages: readonly unknown[] | number,
  options: { readonly wholesale: boolean; readonly deliveryCode: number },
): 0 | 1 {
  const count = typeof packages === 'number' ? packages : packages.length;
  if (count !== 1) return 0;
  return options.wholesale && options.deliveryCode === DEFAULT_DELIVERY_CODE ? 0 : 1;
}
