// One product's price and stock as the screens show them (SPEC §4 Product price and stock):
// each is loading, ok (the API's resource) or error. Pure, so the cells and the hook share it
// and tests can build every state without a network.
import type { PriceAttributes, PriceMode, StockAttributes } from '@gradnik/contracts/pricing';
import type { LoadState } from '@gradnik/domain/pricing';

export interface ProductErp {
  price: { state: LoadState; data: PriceAttributes | null };
  stock: { state: LoadState; data: StockAttributes | null };
  /** The partner's price mode (SPEC §4), null while loading or without a partner. */
  mode: PriceMode | null;
}

export const LOADING_ERP: ProductErp = {
  price: { state: 'loading', data: null },
  stock: { state: 'loading', data: null },
  mode: null,
};

/** A failed request marks every product of the page as error (SPEC §8: never breaks the page). */
export const ERROR_ERP: ProductErp = {
  price: { state: 'error', data: null },
  stock: { state: 'error', data: null },
  mode: null,
};

/** The product's ERP state from its price/stock resources (their own status, contracts/pricing). */
export function productErpOf(
  price: PriceAttributes | undefined,
  stock: StockAttributes | undefined,
  mode: PriceMode | null,
): ProductErp {
  return {
    price: price
      ? { state: price.status === 'ok' ? 'ok' : 'error', data: price }
      : { state: 'error', data: null },
    stock: stock
      ? { state: stock.status === 'ok' ? 'ok' : 'error', data: stock }
      : { state: 'error', data: null },
    mode: price?.mode ?? mode,
  };
}
