// Adding from a product list (SPEC §5 Adding, §4 quantity reset, §8 alerts): the row buttons,
// the bulk bar and its rules, with the shop API mocked at fetch.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../i18n/i18n-context';
import { AlertsProvider } from '../../ui/alerts/alerts';
import { ProductList } from '../../ui/product-list/product-list';
import type { ProductListItem } from '../../ui/product-list/product-list-item';
import { basketDocument } from '../../lib/basket-fixture';
import { bulkCandidates } from './bulk-selection';
import { LOADING_ERP, productErpOf } from './product-erp';
import { useErpSlots } from './use-erp-slots';

vi.mock('../../root-data', () => ({
  useRootData: () => ({
    locale: 'sl',
    impersonating: false,
    session: { accessToken: 'token-1', user: { id: 'u1', partnerId: 'p1' } },
  }),
}));

const units = (minimum = 1) => ({
  BaseUnitOfMeasure: 'KOS',
  RetailUnitOfMeasure: 'KOS',
  MinimumSalesUnitRetail: minimum,
  FactorUnitRetail: 1,
});

const PRODUCTS: ProductListItem[] = [
  {
    id: '1',
    code: 'A1',
    name: 'Cement 25 kg',
    ean: null,
    unit: 'KOS',
    imageUrl: null,
    units: units(),
  },
  { id: '2', code: 'B2', name: 'Opeka', ean: null, unit: 'KOS', imageUrl: null, units: units(5) },
  { id: '3', code: 'C3', name: 'Malta', ean: null, unit: 'KOS', imageUrl: null, units: units() },
];
// A1 and C3 in stock (cart), B2 out of stock (inquiry).
const BASKET: Record<string, number> = { A1: 12, B2: 0, C3: 4 };

function priceOf(id: string, net: number) {
  return {
    id,
    type: 'price',
    attributes: {
      status: 'ok',
      mode: 'retail',
      currency: 'EUR',
      vatIncluded: false,
      defaultPrice: { type: 'VPC', price: net },
      base: { unit: 'KOS', list: net, net, type: 'basic' },
      retail: { unit: 'KOS', list: net, net, type: 'basic' },
      calculationId: `calc-${id}`,
      priceUpdate: '2026-01-01',
    },
  };
}

function erpDocument() {
  return {
    data: PRODUCTS.map((p) => ({
      id: p.id,
      type: 'product',
      attributes: { code: p.code },
      relationships: {
        price: { data: [priceOf(p.id, 7.5)] },
        stock: {
          data: [
            {
              id: p.id,
              type: 'stock',
              attributes: {
                status: 'ok',
                Basket: BASKET[p.code],
                AvailabilityWEBMsg: BASKET[p.code] ? 'Na zalogi' : 'Ni na zalogi',
                OrgUnitStock: 'CS',
                StockAvailableEmMp: BASKET[p.code],
                unit: 'KOS',
              },
            },
          ],
        },
      },
    })),
    meta: { pricing: { mode: 'retail', unavailable: null } },
  };
}

let basketAnswer: () => Response;
const fetchMock = vi.fn<typeof fetch>();

function urlOf(input: Parameters<typeof fetch>[0]): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

function basketPosts() {
  return fetchMock.mock.calls
    .filter(
      ([input, init]) => urlOf(input).startsWith('/jsonapi/basket') && init?.method === 'POST',
    )
    .map(([input, init]) => ({
      url: urlOf(input),
      body: JSON.parse(typeof init?.body === 'string' ? init.body : 'null') as {
        data: { attributes: Record<string, unknown> }[];
      },
    }));
}

beforeEach(() => {
  fetchMock.mockReset();
  basketAnswer = () =>
    Response.json(basketDocument('default', [{ id: '9', name: 'x', quantity: 1 }]));
  fetchMock.mockImplementation((input) => {
    const url = urlOf(input);
    if (url.startsWith('/jsonapi/product')) return Promise.resolve(Response.json(erpDocument()));
    if (url.startsWith('/jsonapi/basket')) return Promise.resolve(basketAnswer());
    return Promise.resolve(new Response(null, { status: 404 }));
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Harness({ view }: { view: 'table' | 'grid' }) {
  const slots = useErpSlots(PRODUCTS);
  return <ProductList products={PRODUCTS} view={view} locale="sl" label="Gradnja" {...slots} />;
}

async function renderList(view: 'table' | 'grid' = 'table') {
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <LocaleProvider locale="sl">
          <AlertsProvider>
            <Harness view={view} />
          </AlertsProvider>
        </LocaleProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  // Prices and stock loaded: the add buttons are there.
  await screen.findAllByRole('button', { name: 'Dodaj v košarico' });
  return userEvent.setup();
}

function rowOf(name: string): HTMLElement {
  const row = screen.getByRole('link', { name }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

async function typeQuantity(user: ReturnType<typeof userEvent.setup>, name: string, value: string) {
  const input = within(rowOf(name)).getByRole('textbox');
  await user.clear(input);
  await user.type(input, `${value}{Enter}`);
}

describe('adding one product (SPEC §5 Adding, §8)', () => {
  it('cart with quantity 0: the quantity error, nothing sent', async () => {
    const user = await renderList();
    await user.click(
      within(rowOf('Cement 25 kg')).getByRole('button', { name: 'Dodaj v košarico' }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Potrebno je izbrati količino izdelka',
    );
    expect(basketPosts()).toHaveLength(0);
  });

  it('cart with a quantity: one POST with the client price, success alert with link, quantity back to 0', async () => {
    const user = await renderList();
    await typeQuantity(user, 'Cement 25 kg', '3');
    await user.click(
      within(rowOf('Cement 25 kg')).getByRole('button', { name: 'Dodaj v košarico' }),
    );
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Izdelek je bil uspešno dodan v košarico');
    expect(within(status).getByRole('link', { name: 'V košarico' }).getAttribute('href')).toBe(
      '/kosarica#naročila',
    );
    const posts = basketPosts();
    expect(posts).toHaveLength(1);
    expect(posts[0]?.url).toBe('/jsonapi/basket?id=default&related=product');
    expect(posts[0]?.body.data).toEqual([
      {
        attributes: expect.objectContaining({
          'product.id': '1',
          quantity: 3,
          'custom.price': 7.5,
          'custom.pricing': expect.objectContaining({ calculationId: 'calc-1' }) as unknown,
        }) as unknown,
      },
    ]);
    await waitFor(() =>
      expect(within(rowOf('Cement 25 kg')).getByRole<HTMLInputElement>('textbox').value).toBe('0'),
    );
  });

  it('inquiry without a quantity asks for the minimum retail unit', async () => {
    const user = await renderList();
    basketAnswer = () =>
      Response.json(basketDocument('inquiry', [{ id: '4', name: 'Opeka', quantity: 5 }]));
    await user.click(within(rowOf('Opeka')).getByRole('button', { name: 'Dodaj v povpraševanje' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Izdelek je bil uspešno dodan v povpraševanje');
    expect(within(status).getByRole('link', { name: 'V povpraševanje' })).toBeTruthy();
    const posts = basketPosts();
    expect(posts[0]?.url).toBe('/jsonapi/basket?id=inquiry&related=product');
    expect(posts[0]?.body.data[0]?.attributes).toMatchObject({ 'product.id': '2', quantity: 5 });
    expect(posts[0]?.body.data[0]?.attributes['custom.price']).toBeUndefined();
  });

  it('a failed add shows the SPEC text and then the server message', async () => {
    const user = await renderList();
    basketAnswer = () =>
      Response.json({ error: 'Izdelka ni mogoče naročiti', statusCode: 422 }, { status: 422 });
    await typeQuantity(user, 'Malta', '2');
    await user.click(within(rowOf('Malta')).getByRole('button', { name: 'Dodaj v košarico' }));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    const texts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(texts[0]).toContain('Prišlo je do napake pri dodajanju izdelka v košarico');
    expect(texts[1]).toContain('Izdelka ni mogoče naročiti');
    // Nothing the user entered is lost.
    expect(within(rowOf('Malta')).getByRole<HTMLInputElement>('textbox').value).toBe('2');
  });
});

describe('bulk adding (SPEC §5 Adding)', () => {
  it('nothing checked: Izberi izdelke, nothing sent', async () => {
    const user = await renderList();
    await user.click(screen.getByRole('button', { name: 'Dodaj izbrane v košarico' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Izberi izdelke');
    await user.click(screen.getByRole('button', { name: 'Dodaj izbrane v povpraševanje' }));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(basketPosts()).toHaveLength(0);
  });

  it('cart takes only checked products in stock, in one POST; a checked one without quantity blocks', async () => {
    const user = await renderList();
    await user.click(screen.getByRole('checkbox', { name: 'Označi vse' }));
    expect(screen.getByText('Označeno: 3')).toBeTruthy();
    await typeQuantity(user, 'Cement 25 kg', '2');
    await user.click(screen.getByRole('button', { name: 'Dodaj izbrane v košarico' }));
    // Malta is checked and in stock but has no quantity.
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Potrebno je izbrati količino izdelka',
    );
    expect(basketPosts()).toHaveLength(0);

    await typeQuantity(user, 'Malta', '1');
    await user.click(screen.getByRole('button', { name: 'Dodaj izbrane v košarico' }));
    await waitFor(() => expect(basketPosts()).toHaveLength(1));
    expect(basketPosts()[0]?.body.data.map((item) => item.attributes['product.id'])).toEqual([
      '1',
      '3',
    ]);
    expect(
      (await screen.findByText('Izdelki so bili uspešno dodani v košarico'))
        .closest('[role]')
        ?.getAttribute('role'),
    ).toBe('status');
    // Added ones are unchecked and back to 0; the inquiry product stays checked.
    await waitFor(() => expect(screen.getByText('Označeno: 1')).toBeTruthy());
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Opeka' }).checked).toBe(true);
  });

  it('inquiry takes only checked products with Basket 0 (grid view too)', async () => {
    const user = await renderList('grid');
    basketAnswer = () =>
      Response.json(basketDocument('inquiry', [{ id: '4', name: 'Opeka', quantity: 5 }]));
    await user.click(screen.getByRole('checkbox', { name: 'Cement 25 kg' }));
    await user.click(screen.getByRole('checkbox', { name: 'Opeka' }));
    await user.click(screen.getByRole('button', { name: 'Dodaj izbrane v povpraševanje' }));
    await waitFor(() => expect(basketPosts()).toHaveLength(1));
    expect(basketPosts()[0]?.url).toBe('/jsonapi/basket?id=inquiry&related=product');
    expect(basketPosts()[0]?.body.data.map((item) => item.attributes)).toEqual([
      expect.objectContaining({ 'product.id': '2', quantity: 5 }),
    ]);
    expect(await screen.findByText('Izdelki so bili uspešno dodani v povpraševanje')).toBeTruthy();
  });

  it('bulkCandidates: unknown stock is null, quantity is the retail amount, minimum normalised', () => {
    const erp = productErpOf(
      priceOf('1', 2).attributes as never,
      {
        status: 'ok',
        Basket: 3,
        AvailabilityWEBMsg: '',
        OrgUnitStock: 'CS',
        StockAvailableEmMp: 3,
        unit: 'KOS',
      },
      'retail',
    );
    const candidates = bulkCandidates(PRODUCTS.slice(0, 2), {
      isChecked: (id) => id === '2',
      erpOf: (p) => (p.id === '1' ? erp : LOADING_ERP),
      quantityOf: (id) => ({
        BaseUnitAmount: 0,
        RetailUnitAmount: id === '1' ? 4 : 0,
        PackageAmount: 0,
      }),
    });
    expect(
      candidates.map(({ checked, Basket, quantity, MinimumSalesUnitRetail }) => ({
        checked,
        Basket,
        quantity,
        MinimumSalesUnitRetail,
      })),
    ).toEqual([
      { checked: false, Basket: 3, quantity: 4, MinimumSalesUnitRetail: 1 },
      { checked: true, Basket: null, quantity: 0, MinimumSalesUnitRetail: 5 },
    ]);
  });
});
