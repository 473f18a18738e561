// The sections of an order's and an offer's page (issues #12 and #14): the facts, and the totals
// by VAT rate with transport, which an order names only when there is any, an offer always
// (decision 036).
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../i18n/i18n-context';
import { FactsSection, TotalsSection, type Totals } from './detail-sections';

afterEach(cleanup);

const free: Totals = {
  net: 100,
  byRate: [{ rate: 22, base: 100, vat: 22 }],
  transport: 0,
  transportVat: 0,
  gross: 122,
};

function terms(alwaysShowTransport: boolean, totals: Totals) {
  render(
    <LocaleProvider locale="en">
      <TotalsSection
        totals={totals}
        headingId="t"
        heading="Totals"
        grossLabel="Grand total"
        alwaysShowTransport={alwaysShowTransport}
      />
    </LocaleProvider>,
  );
  const section = screen.getByRole('region', { name: 'Totals' });
  return within(section)
    .getAllByRole('term')
    .map((term) => term.textContent);
}

describe('TotalsSection', () => {
  it('leaves out transport of an order without any', () => {
    expect(terms(false, free)).toEqual(['Value excl. VAT', 'VAT 22 % on €100.00', 'Grand total']);
  });

  it('names an offer’s transport at 0, without its VAT', () => {
    expect(terms(true, free)).toEqual([
      'Value excl. VAT',
      'VAT 22 % on €100.00',
      'Transport',
      'Grand total',
    ]);
  });

  it('shows transport and its VAT when there is transport', () => {
    const charged = { ...free, transport: 35, transportVat: 7.7, gross: 164.7 };
    const rows = ['Value excl. VAT', 'VAT 22 % on €100.00', 'Transport', 'VAT on transport'];
    expect(terms(false, charged)).toEqual([...rows, 'Grand total']);
    cleanup();
    expect(terms(true, charged)).toEqual([...rows, 'Grand total']);
  });
});

describe('FactsSection', () => {
  it('lists the facts in a section named by its heading', () => {
    render(<FactsSection headingId="f" heading="Details" facts={[['Date', '1. 3. 2026']]} />);
    const section = screen.getByRole('region', { name: 'Details' });
    expect(within(section).getByRole('term').textContent).toBe('Date');
    expect(within(section).getByRole('definition').textContent).toBe('1. 3. 2026');
  });
});
