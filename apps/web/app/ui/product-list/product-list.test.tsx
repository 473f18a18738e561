import { cleanup, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../i18n/i18n-context';
import { ProductList } from './product-list';
import type { ProductListItem } from './product-list-item';
import { renderInRouter } from './test-router';

afterEach(cleanup);

const products: ProductListItem[] = [
  {
    id: '7',
    code: 'GR-1001',
    name: 'Cement Portland CEM II 25 kg',
    ean: '3830012345678',
    unit: 'KOS',
    imageUrl: '/media/products/GR-1001-1.svg',
  },
  { id: '8', code: 'GR-1002', name: 'Beli cement 40 kg', ean: null, unit: 'PAK', imageUrl: null },
];

describe('product list (SPEC §2 table and grid)', () => {
  it('shows a table row per product with code, name link, EAN and unit', () => {
    renderInRouter(<ProductList products={products} view="table" locale="sl" label="Cement" />);
    const table = screen.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Slika',
      'Šifra',
      'Naziv',
      'EAN',
      'Enota',
      'Cena',
      'Zaloga',
      'Količina',
    ]);
    const row = within(table).getByRole('row', { name: /Cement Portland/ });
    expect(
      within(row).getByRole('link', { name: 'Cement Portland CEM II 25 kg' }).getAttribute('href'),
    ).toBe('/artikel/7');
    expect(row.textContent).toContain('GR-1001');
    expect(row.textContent).toContain('3830012345678');
    expect(row.textContent).toContain('KOS');
  });

  it('marks price, stock and quantity as waiting for the ERP, with no numbers', () => {
    renderInRouter(<ProductList products={products} view="table" locale="sl" label="Cement" />);
    const row = screen.getByRole('row', { name: /Beli cement/ });
    expect(within(row).getByText('Cena bo prikazana, ko bo povezava z ERP na voljo.')).toBeTruthy();
    expect(
      within(row).getByText('Zaloga bo prikazana, ko bo povezava z ERP na voljo.'),
    ).toBeTruthy();
    expect(within(row).getByText(/Količino bo mogoče vnesti/)).toBeTruthy();
    expect(row.textContent).not.toMatch(/€|\d+,\d{2}/);
    // A product without EAN says so instead of leaving the cell empty.
    expect(within(row).getByText('ni podatka')).toBeTruthy();
  });

  it('uses the slots when given', () => {
    renderInRouter(
      <ProductList
        products={products}
        view="table"
        locale="sl"
        label="Cement"
        renderPrice={(product) => <span>cena {product.code}</span>}
        renderStock={() => 'na zalogi'}
        renderQuantity={() => <input aria-label="količina" />}
      />,
    );
    expect(screen.getByText('cena GR-1002')).toBeTruthy();
    expect(screen.getAllByText('na zalogi')).toHaveLength(2);
    expect(screen.queryByText(/povezava z ERP/)).toBeNull();
  });

  it('sends the rows from the server with loading cells and without controls', () => {
    const html = renderToString(
      <MemoryRouter>
        <LocaleProvider locale="sl">
          <ProductList
            products={products}
            view="table"
            locale="sl"
            label="Cement"
            quickView
            renderPrice={(product) => <span>cena {product.code}</span>}
            renderStock={() => 'na zalogi'}
            renderQuantity={() => <input aria-label="količina" />}
            renderSelect={() => <input type="checkbox" aria-label="izberi" />}
          />
        </LocaleProvider>
      </MemoryRouter>,
    );
    // Issue #3: the names are server-rendered; prices and stock load in the browser (SPEC §4).
    expect(html).toContain('Cement Portland CEM II 25 kg');
    expect(html).toContain('Nalaganje cene …');
    expect(html).toContain('Nalaganje zaloge …');
    expect(html).not.toContain('cena GR-1001');
    expect(html).not.toContain('<input');
    expect(html).not.toContain('Hitri pregled');
  });

  it('shows cards in the grid view, linking in the locale of the page', () => {
    renderInRouter(<ProductList products={products} view="grid" locale="en" label="Cement" />, {
      locale: 'en',
    });
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('region', { name: 'Cement' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Beli cement 40 kg' }).getAttribute('href')).toBe(
      '/en/products/8',
    );
    expect(
      within(list).getAllByText('Price will be shown once the ERP connection is available.'),
    ).toHaveLength(2);
  });

  it('says when there is nothing to show', () => {
    renderInRouter(<ProductList products={[]} view="table" locale="sl" label="Cement" />);
    expect(screen.getByText('Ni izdelkov za prikaz.')).toBeTruthy();
  });
});
