import type { PriceAttributes, StockAttributes } from '@gradnik/contracts/pricing';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../i18n/i18n-context';
import { AvailabilityIcons } from './availability-icons';
import { PriceCell } from './price-cell';
import { productErpOf } from './product-erp';
import { StockCell } from './stock-cell';

afterEach(cleanup);

const reduced: PriceAttributes = {
  status: 'ok',
  mode: 'retail',
  currency: 'EUR',
  vatIncluded: false,
  defaultPrice: { type: 'VPC', price: 15 },
  base: { unit: 'M2', list: 10, net: 8.5, discountPercent: 15, type: 'discountPercentage' },
  retail: {
    unit: 'PAK',
    list: 1234.5,
    net: 1049.33,
    discountPercent: 15,
    type: 'discountPercentage',
  },
  calculationId: 'c1',
  priceUpdate: '2026-01-01',
};
const basic: PriceAttributes = {
  ...reduced,
  retail: { unit: 'KOS', list: 12.34, net: 12.34, type: 'basic' },
};
const mpc: PriceAttributes = {
  ...basic,
  mode: 'mpc',
  vatIncluded: true,
  defaultPrice: { type: 'MPC', price: 15.06 },
};
const priceError: PriceAttributes = {
  status: 'error',
  mode: 'retail',
  currency: 'EUR',
  vatIncluded: false,
  defaultPrice: { type: 'VPC', price: 9.9 },
};
const inStock: StockAttributes = {
  status: 'ok',
  Basket: 12,
  AvailabilityWEBMsg: 'Na zalogi',
  OrgUnitStock: 'CS',
  StockAvailableEmMp: 40,
  unit: 'KOS',
};
const noStock: StockAttributes = { ...inStock, Basket: 0, AvailabilityWEBMsg: 'Po naročilu' };

describe('PriceCell (SPEC §4)', () => {
  it('shows a spinner with an accessible text while loading', () => {
    render(<PriceCell state="loading" data={null} />);
    expect(screen.getByRole('status').textContent).toBe('Nalaganje cene …');
  });

  it('strikes the list price through, bolds the partner price and shows the discount', () => {
    const { container } = render(<PriceCell state="ok" data={reduced} />);
    expect(container.querySelector('s')?.textContent).toBe('1234,50\u00a0€');
    expect(screen.getByText('Redna cena:', { exact: false })).toBeTruthy();
    expect(container.querySelector('strong')?.textContent).toBe('1049,33\u00a0€');
    expect(screen.getByText('/ PAK')).toBeTruthy();
    expect(screen.getByText('−15 %')).toBeTruthy();
    expect(screen.queryByText('MPC z DDV')).toBeNull();
  });

  it('shows a basic price alone, without strike-through or discount', () => {
    const { container } = render(<PriceCell state="ok" data={basic} />);
    expect(container.querySelector('s')).toBeNull();
    expect(container.querySelector('strong')?.textContent).toBe('12,34\u00a0€');
    expect(screen.queryByText(/%/)).toBeNull();
  });

  it('says MPC z DDV in MPC mode, and RRP incl. VAT in English', () => {
    render(<PriceCell state="ok" data={mpc} />);
    expect(screen.getByText('MPC z DDV')).toBeTruthy();
    cleanup();
    render(
      <LocaleProvider locale="en">
        <PriceCell state="ok" data={mpc} />
      </LocaleProvider>,
    );
    expect(screen.getByText('RRP incl. VAT')).toBeTruthy();
    expect(screen.getByText('€12.34')).toBeTruthy();
  });

  it('shows only the default price on error, and — when there is none', () => {
    const { container } = render(<PriceCell state="error" data={priceError} />);
    expect(container.textContent).toContain('9,90\u00a0€');
    expect(container.querySelector('strong')).toBeNull();
    cleanup();
    const none = render(<PriceCell state="error" data={{ ...priceError, defaultPrice: null }} />);
    expect(none.container.textContent).toContain('—');
    expect(none.container.textContent).not.toContain('€');
  });
});

describe('StockCell (SPEC §4)', () => {
  it('shows a spinner while loading', () => {
    render(<StockCell state="loading" data={null} />);
    expect(screen.getByRole('status').textContent).toBe('Nalaganje zaloge …');
  });

  it('shows the availability text positive when Basket > 0 and warning at 0', () => {
    const { container } = render(<StockCell state="ok" data={inStock} />);
    expect(screen.getByText('Na zalogi').getAttribute('data-stock-style')).toBe('positive');
    cleanup();
    render(<StockCell state="ok" data={noStock} />);
    expect(screen.getByText('Po naročilu').getAttribute('data-stock-style')).toBe('warning');
    expect(container).toBeTruthy();
  });

  it('shows the translated error_checking_inventory message on error', () => {
    render(<StockCell state="error" data={{ status: 'error' }} />);
    expect(screen.getByText('Napaka pri preverjanju zaloge')).toBeTruthy();
    cleanup();
    render(
      <LocaleProvider locale="en">
        <StockCell state="error" data={null} />
      </LocaleProvider>,
    );
    expect(screen.getByText('Error checking inventory')).toBeTruthy();
  });

  it("shows '/' when the stock is unknown", () => {
    const unknown = { ...inStock, Basket: Number.NaN };
    const { container } = render(<StockCell state="ok" data={unknown} />);
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe('/');
  });
});

describe('AvailabilityIcons (SPEC §4)', () => {
  it('shows the cart icon only with stock and a price', () => {
    render(<AvailabilityIcons price={basic} stock={inStock} />);
    expect(screen.getByRole('img', { name: 'Na voljo za naročilo' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the inquiry icon when Basket is 0 and the price is above 0', () => {
    render(<AvailabilityIcons price={basic} stock={noStock} />);
    expect(screen.getByRole('img', { name: 'Na voljo za povpraševanje' })).toBeTruthy();
  });

  it('shows neither while the price is in error', () => {
    const { container } = render(<AvailabilityIcons price={priceError} stock={inStock} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('productErpOf', () => {
  it('takes each resource status on its own; a missing resource is an error', () => {
    const erp = productErpOf(priceError, inStock, 'retail');
    expect(erp.price.state).toBe('error');
    expect(erp.stock.state).toBe('ok');
    expect(productErpOf(undefined, undefined, null).stock.state).toBe('error');
  });
});
