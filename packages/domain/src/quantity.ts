// Quantity entry: SPEC §5 "Quantity entry" and "Quantity input control", §3 Product units and
// "Quantity calculator amounts", §9 (rounding 3 decimals, min 0, max 10000). The web's quantity
// inputs, the quantity calculator dialog, and later the cart and the order draft all count
// quantities through these functions, so a product row and the cart can never disagree.
//
// The model (the units as the demo data and the ERP define them):
// - A product is priced per base unit (BaseUnitOfMeasure: M2, L, M …) and sold per retail
//   unit (RetailUnitOfMeasure: PAK, KOS …); FactorUnitRetail base units make one retail unit
//   (1 PAK of tiles = 1.44 M2). Hence base = retail × FactorUnitRetail.
// - MinimumSalesUnitRetail is the smallest orderable quantity in retail units; every order
//   quantity is a whole number of it (cable: at least 5 M, then 10, 15 …).
// - A "package" (paket, SPEC §5) is one such minimum: packages = retail / MinimumSalesUnitRetail.
//   Because retail is always a whole multiple of the minimum, PackageAmount is a whole number,
//   and the three amounts are one number n of packages seen in three units:
//   PackageAmount = n, RetailUnitAmount = n × MinimumSalesUnitRetail,
//   BaseUnitAmount = RetailUnitAmount × FactorUnitRetail (each rounded to 3 decimals).
// - A package is expected to hold at least 0.001 base units (MinimumSalesUnitRetail ×
//   FactorUnitRetail >= 0.001); below that, base amounts at 3 decimals could not tell one
//   package from the next. No real product comes near it.
// - An amount of 0 means "no quantity chosen yet" (SPEC §4: a product's quantity resets to 0
//   after it is added; SPEC §5 Adding rejects 0). Any positive entry becomes at least one package.
import {
  DEFAULT_UNIT,
  QUANTITY_DECIMALS,
  QUANTITY_MAX_DEFAULT,
  QUANTITY_MIN_DEFAULT,
} from './constants.ts';
import type { Locale } from './locale.ts';

/** SPEC §3 Product units of measure and minimum units, defaults applied. */
export interface ProductUnits {
  /** The unit prices are given in (default KOS). */
  readonly BaseUnitOfMeasure: string;
  /** The unit the product is sold in (default KOS). */
  readonly RetailUnitOfMeasure: string;
  /** Smallest orderable quantity, in retail units; quantities are whole multiples of it. */
  readonly MinimumSalesUnitRetail: number;
  /** Wholesale package in retail units (kept for the cart and order lines; no rule here uses it). */
  readonly MinimumWholeSalesUnitRetail: number;
  /** Wholesale package in base units (as above). */
  readonly MinimumWholeSalesUnit: number;
  /** Base units in one retail unit. */
  readonly FactorUnitRetail: number;
  /** Smallest orderable quantity in base units (informational; rules derive it from the two above). */
  readonly MinimumSalesUnit: number;
}

type Numeric = number | string | null | undefined;

/** Units as an API, the ERP or a form may deliver them: any field missing, null or blank. */
export interface ProductUnitsInput {
  readonly BaseUnitOfMeasure?: string | null;
  readonly RetailUnitOfMeasure?: string | null;
  readonly MinimumSalesUnitRetail?: Numeric;
  readonly MinimumWholeSalesUnitRetail?: Numeric;
  readonly MinimumWholeSalesUnit?: Numeric;
  readonly FactorUnitRetail?: Numeric;
  readonly MinimumSalesUnit?: Numeric;
}

/** The three inputs of the quantity calculator (SPEC §3 Quantity calculator amounts). */
export type QuantityField = 'base' | 'retail' | 'package';

export interface QuantityAmounts {
  readonly BaseUnitAmount: number;
  readonly RetailUnitAmount: number;
  readonly PackageAmount: number;
}

/** No quantity chosen (SPEC §4: the quantity a product returns to after it was added). */
export const NO_QUANTITY: QuantityAmounts = Object.freeze({
  BaseUnitAmount: 0,
  RetailUnitAmount: 0,
  PackageAmount: 0,
});

export interface QuantityLimits {
  /** SPEC §5 Quantity input control: default 0. */
  readonly min?: number;
  /** SPEC §5 Quantity input control: default 10000. */
  readonly max?: number;
}

// ---------------------------------------------------------------------------------------------
// Rounding (SPEC §5: "rounded to 3 decimals (internally 5 then 3)", §9)

function roundTo(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  // toPrecision(15) drops the binary noise of the multiplication (1.0005 × 1000 is
  // 1000.4999999999999 in binary) so that halves round up as a person expects.
  const scaled = Number((Math.abs(value) * scale).toPrecision(15));
  const rounded = (Math.sign(value) * Math.round(scaled)) / scale;
  return rounded === 0 ? 0 : rounded; // no -0
}

/**
 * A quantity rounded to 3 decimals, first to 5 then to 3 (SPEC §5). The first step removes
 * float noise such as 1.44 × 3 = 4.319999999…; the second is the shop's precision. Note the
 * double rounding is deliberate and observable: 1.0004999 → 1.0005 → 1.001.
 * Non-finite values are returned as they are.
 */
export function roundQuantity(value: number): number {
  if (!Number.isFinite(value)) return value;
  return roundTo(roundTo(value, 5), QUANTITY_DECIMALS);
}

const MILLI = 10 ** QUANTITY_DECIMALS;

/** A quantity as a whole number of thousandths: multiples are then exact integer arithmetic. */
function toMilli(value: number): number {
  return Math.round(roundQuantity(value) * MILLI);
}

function fromMilli(milli: number): number {
  return roundQuantity(milli / MILLI);
}

/**
 * `value` raised (ceiling) to the next whole multiple of `step` (SPEC §5), both rounded to 3
 * decimals first; 0 and below give 0. A non-positive step only rounds.
 */
export function ceilToMultiple(value: number, step: number): number {
  const v = toMilli(value);
  const s = toMilli(step);
  if (!Number.isFinite(v) || v <= 0) return 0;
  if (!Number.isFinite(s) || s <= 0) return fromMilli(v);
  return fromMilli(Math.ceil(v / s) * s);
}

// ---------------------------------------------------------------------------------------------
// Units and their defaults (SPEC §3: units default KOS, numbers default 1)

function unitOrDefault(unit: string | null | undefined): string {
  const trimmed = unit?.trim();
  return trimmed ? trimmed : DEFAULT_UNIT;
}

/**
 * A positive number rounded to 3 decimals, else 1. Zero and negatives also become 1: a factor
 * or minimum of 0 would make every quantity 0 or divide by zero, and SPEC §3 gives 1 as the default.
 */
function positiveOrOne(value: Numeric): number {
  const number = typeof value === 'string' ? Number(value.trim().replace(',', '.')) : value;
  if (number === null || number === undefined || !Number.isFinite(number)) return 1;
  const rounded = roundQuantity(number);
  return rounded > 0 ? rounded : 1;
}

/** SPEC §3 units with their defaults applied (KOS; numbers 1). Idempotent. */
export function normalizeProductUnits(input: ProductUnitsInput = {}): ProductUnits {
  return {
    BaseUnitOfMeasure: unitOrDefault(input.BaseUnitOfMeasure),
    RetailUnitOfMeasure: unitOrDefault(input.RetailUnitOfMeasure),
    MinimumSalesUnitRetail: positiveOrOne(input.MinimumSalesUnitRetail),
    MinimumWholeSalesUnitRetail: positiveOrOne(input.MinimumWholeSalesUnitRetail),
    MinimumWholeSalesUnit: positiveOrOne(input.MinimumWholeSalesUnit),
    FactorUnitRetail: positiveOrOne(input.FactorUnitRetail),
    MinimumSalesUnit: positiveOrOne(input.MinimumSalesUnit),
  };
}

const sameUnit = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

// ---------------------------------------------------------------------------------------------
// The calculator (SPEC §5 Quantity entry)

/** The amounts of `packages` whole packages. */
function amountsOfPackages(units: ProductUnits, packages: number): QuantityAmounts {
  const retail = fromMilli(packages * toMilli(units.MinimumSalesUnitRetail));
  return {
    BaseUnitAmount: baseOfRetail(units, retail),
    RetailUnitAmount: retail,
    PackageAmount: packages,
  };
}

/** SPEC §5: base amount = retail amount × retail factor, rounded. */
function baseOfRetail(units: ProductUnits, retail: number): number {
  return roundQuantity(retail * units.FactorUnitRetail);
}

/** The fewest packages whose base amount reaches `base` (base entries ceil in retail terms). */
function packagesForBase(units: ProductUnits, base: number): number {
  const target = roundQuantity(base);
  if (!(target > 0)) return 0;
  const baseOf = (n: number) => amountsOfPackages(units, n).BaseUnitAmount;
  const perPackage = units.MinimumSalesUnitRetail * units.FactorUnitRetail;
  // An estimate, then exact correction against the rounded amounts the customer will see.
  let n = Math.max(1, Math.ceil(target / perPackage));
  while (baseOf(n) < target) n += 1;
  while (n > 1 && baseOf(n - 1) >= target) n -= 1;
  return n;
}

function packagesFor(units: ProductUnits, field: QuantityField, value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  switch (field) {
    case 'package':
      return ceilToMultiple(value, 1);
    case 'retail':
      return (
        toMilli(ceilToMultiple(value, units.MinimumSalesUnitRetail)) /
        toMilli(units.MinimumSalesUnitRetail)
      );
    case 'base':
      return packagesForBase(units, value);
  }
}

/** The amount of `amounts` in the unit of `field`. */
export function amountOf(amounts: QuantityAmounts, field: QuantityField): number {
  switch (field) {
    case 'base':
      return amounts.BaseUnitAmount;
    case 'retail':
      return amounts.RetailUnitAmount;
    case 'package':
      return amounts.PackageAmount;
  }
}

export interface QuantityChange {
  /** The input the customer changed. */
  readonly changed: QuantityField;
  /** The new value in that input's unit. */
  readonly value: number;
  /**
   * Optional upper limit in the changed input's unit: when the ceiling would pass it, the
   * largest whole number of packages within it is taken instead (never fewer than one package,
   * SPEC §5: the minimum sales unit is the least one can order).
   */
  readonly max?: number;
}

/**
 * All three amounts from the one the customer changed (SPEC §3 Quantity calculator amounts,
 * §5 Quantity entry): the changed value is raised to a whole number of minimum retail sales
 * units (a base value through FactorUnitRetail: the fewest packages covering it), then
 * RetailUnitAmount = packages × MinimumSalesUnitRetail, BaseUnitAmount = RetailUnitAmount ×
 * FactorUnitRetail, PackageAmount = RetailUnitAmount / MinimumSalesUnitRetail, each rounded to
 * 3 decimals. 0, a negative or a non-number gives NO_QUANTITY.
 */
export function calculateAmounts(
  unitsInput: ProductUnitsInput,
  change: QuantityChange,
): QuantityAmounts {
  const units = normalizeProductUnits(unitsInput);
  let packages = packagesFor(units, change.changed, change.value);
  if (packages === 0) return NO_QUANTITY;
  const { max } = change;
  if (max !== undefined && Number.isFinite(max)) {
    while (packages > 1 && amountOf(amountsOfPackages(units, packages), change.changed) > max) {
      packages -= 1;
    }
  }
  return amountsOfPackages(units, packages);
}

/**
 * Which inputs a product shows (SPEC §5): same base and retail unit with minimum retail unit 1:
 * retail only; same unit, minimum not 1: base and package; different units, minimum 1: base and
 * retail; different units, minimum not 1: base, retail and package. Always in that order.
 */
export function visibleQuantityInputs(unitsInput: ProductUnitsInput): QuantityField[] {
  const units = normalizeProductUnits(unitsInput);
  const minimumIsOne = units.MinimumSalesUnitRetail === 1;
  if (sameUnit(units.BaseUnitOfMeasure, units.RetailUnitOfMeasure)) {
    return minimumIsOne ? ['retail'] : ['base', 'package'];
  }
  return minimumIsOne ? ['base', 'retail'] : ['base', 'retail', 'package'];
}

/** The unit of measure an input counts in; the package input has none (it is labelled 'paket'). */
export function unitOfField(unitsInput: ProductUnitsInput, field: QuantityField): string | null {
  const units = normalizeProductUnits(unitsInput);
  if (field === 'base') return units.BaseUnitOfMeasure;
  if (field === 'retail') return units.RetailUnitOfMeasure;
  return null;
}

/**
 * The 'Paket: n unit' line (SPEC §5 Quantity input control): shown only when
 * MinimumSalesUnitRetail is above 1; n is MinimumSalesUnitRetail in the retail unit.
 */
export function packageLine(
  unitsInput: ProductUnitsInput,
): { amount: number; unit: string } | null {
  const units = normalizeProductUnits(unitsInput);
  return units.MinimumSalesUnitRetail > 1
    ? { amount: units.MinimumSalesUnitRetail, unit: units.RetailUnitOfMeasure }
    : null;
}

// ---------------------------------------------------------------------------------------------
// Input normalisation (SPEC §5 Quantity input control)

/** Only the base unit takes decimals (SPEC §5); retail units and packages are whole numbers. */
export function fieldAllowsDecimal(field: QuantityField): boolean {
  return field === 'base';
}

/**
 * What may stand in a quantity input (SPEC §5): digits only, plus, when decimals are allowed,
 * the first decimal point or comma (later ones are dropped). Idempotent.
 */
export function sanitizeQuantityInput(
  text: string,
  { allowDecimal }: { allowDecimal: boolean },
): string {
  let separatorSeen = !allowDecimal;
  let result = '';
  for (const char of text) {
    if (char >= '0' && char <= '9') {
      result += char;
    } else if ((char === '.' || char === ',') && !separatorSeen) {
      separatorSeen = true;
      result += char;
    }
  }
  return result;
}

const QUANTITY_TEXT = /^(?=[.,]?\d)\d*[.,]?\d*$/;

/** The number a sanitized input holds ('2,5' and '2.5' alike), or null when it holds none. */
export function parseQuantityInput(text: string): number | null {
  const trimmed = text.trim();
  if (!QUANTITY_TEXT.test(trimmed)) return null;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/** An amount as the input shows it: up to 3 decimals, no grouping, a decimal comma in Slovenian. */
export function formatQuantityInput(value: number, locale: Locale = 'sl'): string {
  if (!Number.isFinite(value)) return '';
  const text = String(roundQuantity(value));
  return locale === 'sl' ? text.replace('.', ',') : text;
}

/** SPEC §5: a value clamped between min (default 0) and max (default 10000); a non-number gives min. */
export function clampQuantity(
  value: number,
  min: number = QUANTITY_MIN_DEFAULT,
  max: number = QUANTITY_MAX_DEFAULT,
): number {
  if (Number.isNaN(value)) return min;
  return Math.min(Math.max(value, min), max);
}

/**
 * The least value an input accepts (SPEC §5): the base unit FactorUnitRetail (one retail unit
 * in base units), retail and package 1.
 */
export function quantityFloor(unitsInput: ProductUnitsInput, field: QuantityField): number {
  return field === 'base' ? normalizeProductUnits(unitsInput).FactorUnitRetail : 1;
}

/**
 * What an input commits (SPEC §5 Quantity input control, then Quantity entry): the entry is
 * parsed; clamped to [min, max] (defaults 0 and 10000); a non-number or a value below the floor
 * of its field (base: FactorUnitRetail, retail and package: 1) becomes that floor; the result
 * is raised to whole packages and all three amounts follow (calculateAmounts, within max).
 */
export function normalizeQuantityEntry(
  unitsInput: ProductUnitsInput,
  field: QuantityField,
  entry: string | number | null,
  { min = QUANTITY_MIN_DEFAULT, max = QUANTITY_MAX_DEFAULT }: QuantityLimits = {},
): QuantityAmounts {
  const units = normalizeProductUnits(unitsInput);
  const parsed = typeof entry === 'string' ? parseQuantityInput(entry) : entry;
  const floor = quantityFloor(units, field);
  const value =
    parsed === null || !Number.isFinite(parsed)
      ? floor
      : Math.max(floor, clampQuantity(parsed, min, max));
  return calculateAmounts(units, { changed: field, value, max });
}

/**
 * One step up or down (the −/+ buttons): every input steps by one package (MinimumSalesUnitRetail
 * retail units = that × FactorUnitRetail base units = 1 package). Null when the step is not
 * possible: below one package (the minimum) or above `max` in the input's unit.
 */
export function stepQuantity(
  unitsInput: ProductUnitsInput,
  field: QuantityField,
  current: number,
  direction: 1 | -1,
  { max = QUANTITY_MAX_DEFAULT }: Pick<QuantityLimits, 'max'> = {},
): QuantityAmounts | null {
  const units = normalizeProductUnits(unitsInput);
  const packages =
    calculateAmounts(units, { changed: field, value: current }).PackageAmount + direction;
  if (packages < 1) return null;
  const next = amountsOfPackages(units, packages);
  return amountOf(next, field) > max ? null : next;
}

// ---------------------------------------------------------------------------------------------
// Adding (SPEC §5 Adding)

/**
 * The retail quantity an "add to inquiry" sends: the product's quantity when above 0, else the
 * minimum retail sales unit (SPEC §5: inquiries are mostly for out-of-stock items, so a product
 * without a chosen quantity is asked about in its smallest orderable amount).
 */
export function inquiryQuantity(quantity: number, unitsInput: ProductUnitsInput): number {
  return Number.isFinite(quantity) && quantity > 0
    ? quantity
    : normalizeProductUnits(unitsInput).MinimumSalesUnitRetail;
}
