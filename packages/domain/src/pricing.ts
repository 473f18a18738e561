// Partner prices and stock as a buyer sees them: SPEC §3 (Pricing record, Availability record,
// Product pricing / defaultPricing / stock), §4 "Product price and stock", §9 (EUR, 60 s cache).
// One place for these rules: the shop API computes the price resource with them and the web
// decides spinners, styles and the cart / inquiry icons with them.
//
// Pure and free of our other packages (ARCHITECTURE.md: domain imports nothing of ours), so the
// ERP's record is described structurally here; `@gradnik/contracts/erp` records fit it.
import { roundToCents } from './cents.ts';

/** SPEC §4: a product's price and stock are loading, loaded (a record) or in error. */
export type LoadState = 'loading' | 'ok' | 'error';

/**
 * SPEC §4: "Price mode is retail or MPC depending on the partner's MPC price flag".
 * retail: the partner's B2B prices as the ERP gives them (without VAT, like the VPC);
 * mpc: the same prices with VAT, like the MPC (maloprodajna cena) the partner sells at.
 */
export type PriceMode = 'retail' | 'mpc';

/** SPEC §4: price type is basic, partner or discountPercentage. */
export type PriceType = 'basic' | 'partner' | 'discountPercentage';

/** Which unit of measure a price is per: BaseUnitOfMeasure or RetailUnitOfMeasure (SPEC §3). */
export type PriceUnit = 'base' | 'retail';

/** SPEC §3 Product defaultPricing entry: VPC (wholesale, no VAT) or MPC (retail, with VAT). */
export interface DefaultPricingEntry {
  type: 'VPC' | 'MPC';
  price: number;
}

/** The fields of SPEC §3's Pricing record that the display rules read. */
export interface PricingRecord {
  B2BPriceBasicBaseUnit: number;
  B2BPriceBasicRetailUnit: number;
  B2BDiscountBaseUnit: number;
  B2BDiscountRetailUnit: number;
  B2BDiscountAddBaseUnit: number;
  B2BPriceForPartnerBaseUnit: number;
  B2BPriceForPartnerRetailUnit: number;
  B2BPriceTypeBaseUnit: PriceType;
  B2BPriceTypeRetailUnit: PriceType;
}

/** The shop-side stock object of SPEC §3: Basket is the quantity the partner can order now. */
export interface StockFigures {
  Basket?: number | null;
}

/** What a buyer sees for one unit (SPEC §4: list price struck through, partner price, discount %). */
export interface DisplayPrice {
  /** The basic (list) price; never below `net`. Struck through when above `net`. */
  list: number;
  /** What the partner pays. */
  net: number;
  /** Only for discountPercentage prices with a discount: the total discount in percent, 0–100. */
  discountPercent?: number;
  type: PriceType;
}

/** SPEC §4: the partner's MPC price flag selects the price mode. */
export function priceMode(partner: { MpcPrice?: boolean | null } | null | undefined): PriceMode {
  return partner?.MpcPrice === true ? 'mpc' : 'retail';
}

/** SPEC §3 Product ddv: VAT 22 % or 9.5 %. Any other rate still applies as given. */
function withVat(amount: number, vatPercent: number): number {
  return amount * (1 + vatPercent / 100);
}

function finiteNonNegative(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

function figuresOf(record: PricingRecord, unit: PriceUnit) {
  return unit === 'base'
    ? {
        basic: finiteNonNegative(record.B2BPriceBasicBaseUnit),
        partner: finiteNonNegative(record.B2BPriceForPartnerBaseUnit),
        discount: record.B2BDiscountBaseUnit,
        type: record.B2BPriceTypeBaseUnit,
      }
    : {
        basic: finiteNonNegative(record.B2BPriceBasicRetailUnit),
        partner: finiteNonNegative(record.B2BPriceForPartnerRetailUnit),
        discount: record.B2BDiscountRetailUnit,
        type: record.B2BPriceTypeRetailUnit,
      };
}

/**
 * The price type a buyer sees for the unit (SPEC §4): the ERP's type for that unit, made to agree
 * with the figures — a partner price that is not below the basic price is shown as basic (nothing
 * to strike through, no discount), and a lower partner price the ERP still calls basic is what the
 * partner pays, so it is shown as a partner price.
 */
export function priceType(record: PricingRecord, unit: PriceUnit): PriceType {
  const { basic, partner, type } = figuresOf(record, unit);
  if (partner >= basic) return 'basic';
  return type === 'basic' ? 'partner' : type;
}

function percent(value: number): number {
  return Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
}

/**
 * The total discount of a discountPercentage price: the partner discount, then the additional
 * one on what remains (the ERP applies B2BDiscountAddBaseUnit after B2BDiscount…; both units
 * share the additional discount). 10 % + 2 % is 11.8 %, to two decimals.
 */
export function totalDiscountPercent(discount: number, additional: number): number {
  const remaining = (1 - percent(discount) / 100) * (1 - percent(additional) / 100);
  return Math.round((1 - remaining) * 10_000) / 100;
}

export interface DisplayPriceOptions {
  mode: PriceMode;
  unit: PriceUnit;
  /** The product's VAT rate in percent (SPEC §3 ddv); added in MPC mode. */
  vatPercent: number;
}

/**
 * What a buyer sees for one unit (SPEC §4). In MPC mode VAT is added and the result rounded to
 * the cent; in retail mode the ERP's figures are shown as they are.
 */
export function displayPrice(record: PricingRecord, options: DisplayPriceOptions): DisplayPrice {
  const { basic, partner, discount } = figuresOf(record, options.unit);
  const type = priceType(record, options.unit);
  const inMode = (amount: number) =>
    options.mode === 'mpc'
      ? roundToCents(withVat(amount, finiteNonNegative(options.vatPercent)))
      : amount;
  const net = inMode(partner);
  // A partner price above the list price (never seen, but not ours to rule out) is shown alone.
  const list = Math.max(inMode(basic), net);
  const shown: DisplayPrice = { list, net, type };
  if (type === 'discountPercentage') {
    const total = totalDiscountPercent(discount, record.B2BDiscountAddBaseUnit);
    if (total > 0) shown.discountPercent = total;
  }
  return shown;
}

/** SPEC §4: the list price is struck through when the partner pays less. */
export function isReduced(price: DisplayPrice): boolean {
  return price.net < price.list;
}

/**
 * SPEC §4: when the price call failed only the default price is shown — the VPC entry in retail
 * mode, the MPC entry in MPC mode. Null when the ERP gave none (nothing is invented).
 */
export function defaultPrice(
  defaultPricing: readonly DefaultPricingEntry[] | null | undefined,
  mode: PriceMode,
): DefaultPricingEntry | null {
  const wanted = mode === 'mpc' ? 'MPC' : 'VPC';
  const entry = defaultPricing?.find((e) => e.type === wanted);
  return entry && Number.isFinite(entry.price) && entry.price >= 0 ? entry : null;
}

export type StockDisplay = 'positive' | 'warning' | 'unknown';

function basketOf(stock: StockFigures | null | undefined): number | undefined {
  const basket = stock?.Basket;
  return typeof basket === 'number' && Number.isFinite(basket) ? basket : undefined;
}

/**
 * SPEC §4: Basket above 0 shows the availability text in positive style; 0 or less in warning
 * style; undefined shows '/' (unknown).
 */
export function stockDisplay(stock: StockFigures | null | undefined): StockDisplay {
  const basket = basketOf(stock);
  if (basket === undefined) return 'unknown';
  return basket > 0 ? 'positive' : 'warning';
}

/** What the stock cell shows for unknown stock (SPEC §4). */
export const UNKNOWN_STOCK_TEXT = '/';

/** SPEC §4 / §8: the stock error message key, translated by the web catalogues. */
export const STOCK_ERROR_KEY = 'error_checking_inventory';

/**
 * SPEC §4: the cart icon only when Basket > 0 and the retail basic price > 0. `retailPrice` is
 * the retail unit's display price (its `list` is the basic price), or nothing while it is
 * loading or in error.
 */
export function canAddToCart(
  stock: StockFigures | null | undefined,
  retailPrice: Pick<DisplayPrice, 'list'> | null | undefined,
): boolean {
  const basket = basketOf(stock);
  return basket !== undefined && basket > 0 && (retailPrice?.list ?? 0) > 0;
}

/**
 * SPEC §4: the inquiry icon only when Basket = 0 and the price > 0 (SPEC §5: inquiries are for
 * what cannot be ordered now). A negative Basket (oversold) cannot be ordered either, so it
 * counts as 0 here — otherwise such a product would offer neither icon.
 */
export function canAddToInquiry(
  stock: StockFigures | null | undefined,
  retailPrice: Pick<DisplayPrice, 'list'> | null | undefined,
): boolean {
  const basket = basketOf(stock);
  return basket !== undefined && basket <= 0 && (retailPrice?.list ?? 0) > 0;
}

/** The price cell of SPEC §4, decided once for every screen. */
export type PriceView =
  | { kind: 'spinner' }
  | { kind: 'price'; price: DisplayPrice; reduced: boolean }
  | { kind: 'default'; price: number }
  | { kind: 'none' };

/**
 * SPEC §4: loading shows a spinner; loaded shows the values; error shows only the default price
 * (or nothing when there is none).
 */
export function priceView(
  state: LoadState,
  price: DisplayPrice | null | undefined,
  fallback: DefaultPricingEntry | null | undefined,
): PriceView {
  if (state === 'loading') return { kind: 'spinner' };
  if (state === 'ok' && price) return { kind: 'price', price, reduced: isReduced(price) };
  return fallback ? { kind: 'default', price: fallback.price } : { kind: 'none' };
}

/** The stock cell of SPEC §4. */
export type StockView =
  | { kind: 'spinner' }
  | { kind: 'error'; messageKey: typeof STOCK_ERROR_KEY }
  | { kind: 'text'; style: 'positive' | 'warning'; text: string }
  | { kind: 'unknown'; text: typeof UNKNOWN_STOCK_TEXT };

/**
 * SPEC §4: loading shows a spinner; error shows 'error_checking_inventory'; loaded shows the
 * availability text in positive (Basket > 0) or warning (0 or less) style; undefined shows '/'.
 */
export function stockView(
  state: LoadState,
  stock: (StockFigures & { AvailabilityWEBMsg?: string | null }) | null | undefined,
): StockView {
  if (state === 'loading') return { kind: 'spinner' };
  if (state === 'error') return { kind: 'error', messageKey: STOCK_ERROR_KEY };
  const display = stockDisplay(stock);
  if (display === 'unknown') return { kind: 'unknown', text: UNKNOWN_STOCK_TEXT };
  return { kind: 'text', style: display, text: stock?.AvailabilityWEBMsg ?? '' };
}
