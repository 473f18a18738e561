// Favourites in the browser (issue #15; SPEC §2, §3 favoriteData, §4, §5, §6, §8): the heart's
// state from the product → lists map, the side panel, the page's bulk dropdown (the category
// page's bulk rules through useErpSlots), 'Označi vse', the list create/edit modal, and the
// default list without rename or delete — the shop API mocked at fetch, answers in the
// contract's shape (asContract checks them under test).
import { PRODUCT_CODES_MAX } from '@gradnik/contracts/catalog';
import type { Locale } from '@gradnik/domain/locale';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../i18n/i18n-context';
import { AlertsProvider } from '../../ui/alerts/alerts';
import { FavoriteHeart } from '../../ui/favorite-heart';
import { useErpSlots } from '../pricing/use-erp-slots';
import { CODES_PER_CALL } from './favorites-api';
import { FavoritesPage } from './favorites-page';
import { FavoritesPanel } from './favorites-panel';
import { FavoritesProvider } from './favorites-provider';
import { useFavoriteList } from './use-favorite-list';

beforeAll(async () => {
  // The overlays load on first use; transformed here once.
  await Promise.all([
    import('./favorites-dialog'),
    import('./favorites-engine'),
    import('./list-form-modal'),
    import('./list-choice-dialog'),
    import('./heart-actions'),
    import('../../ui/confirm-modal'),
  ]);
});

vi.mock('../../root-data', () => ({
  useRootData: () => ({
    locale: 'sl',
    impersonating: false,
    session: { accessToken: 'token-1', user: { id: 'u1', partnerId: 'p1' } },
  }),
}));

interface List {
  id: number;
  name: string;
  default: boolean;
  products: number[];
}
let lists: List[];
let failRemoval: boolean;
const BASKET: Record<number, number> = { 11: 5, 12: 0, 13: 3 };
const NAMES: Record<number, string> = { 11: 'Cement 25 kg', 12: 'Opeka', 13: 'Malta' };

const summary = (list: List) => ({
  id: list.id,
  name: list.name,
  default: list.default,
  products_count: list.products.length,
});

function catalogueProduct(id: number) {
  return {
    id: String(id),
    type: 'product',
    attributes: {
      id: String(id),
      code: `GR-${id}`,
      name: NAMES[id],
      description: null,
      shortDescription: null,
      advantages: [],
      properties: [],
      attributes: [],
      BaseUnitOfMeasure: 'KOS',
      RetailUnitOfMeasure: 'KOS',
      MinimumSalesUnitRetail: 1,
      MinimumWholeSalesUnitRetail: 1,
      MinimumWholeSalesUnit: 1,
      FactorUnitRetail: 1,
      MinimumSalesUnit: 1,
      ean: null,
      ddv: 22,
      isAction: false,
      ParentCategoryID: '3',
      media: { Images: [], Videos: [], Documents: [], UrlMainPicture: null, EnergyLabel: null },
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    relationships: { price: { data: [] }, stock: { data: [] } },
  };
}

function erpProduct(id: number) {
  const net = 7.5;
  return {
    id: String(id),
    type: 'product',
    attributes: { code: `GR-${id}` },
    relationships: {
      price: {
        data: [
          {
            id: String(id),
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
          },
        ],
      },
      stock: {
        data: [
          {
            id: String(id),
            type: 'stock',
            attributes: {
              status: 'ok',
              Basket: BASKET[id],
              AvailabilityWEBMsg: BASKET[id] ? 'Na zalogi' : 'Ni na zalogi',
              OrgUnitStock: 'CS',
              StockAvailableEmMp: BASKET[id],
              unit: 'KOS',
            },
          },
        ],
      },
    },
  };
}

const fetchMock = vi.fn<typeof fetch>();
const urlOf = (input: Parameters<typeof fetch>[0]) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

function calls(method: string, prefix: string) {
  return fetchMock.mock.calls
    .filter(
      ([input, init]) => (init?.method ?? 'GET') === method && urlOf(input).startsWith(prefix),
    )
    .map(([input, init]) => ({
      url: urlOf(input),
      body: JSON.parse(typeof init?.body === 'string' ? init.body : 'null') as unknown,
    }));
}

function answer(url: URL, method: string, body: unknown): Response {
  const path = url.pathname;
  if (path === '/api/customer/wishlist/user') return Response.json({ data: lists.map(summary) });
  if (path === '/api/customer/wishlist/product/user') {
    const ids = [...new Set(lists.flatMap((list) => list.products))];
    return Response.json({
      data: ids.map((id) => ({
        product_id: id,
        wishlists: lists.filter((l) => l.products.includes(id)).map((l) => l.id),
      })),
    });
  }
  if (path === '/api/customer/wishlist/add' && method === 'POST') {
    const list = { id: 9, name: (body as { name: string }).name, default: false, products: [] };
    lists.push(list);
    return Response.json({ data: summary(list) }, { status: 201 });
  }
  const edit = /^\/api\/customer\/wishlist\/edit\/(\d+)$/.exec(path);
  if (edit) {
    const list = lists.find((l) => l.id === Number(edit[1]))!;
    list.name = (body as { name: string }).name;
    return Response.json({ data: summary(list) });
  }
  const product = /^\/api\/customer\/wishlist\/product\/(?:add\/)?(\d+)$/.exec(path);
  if (product) {
    const list = lists.find((l) => l.id === Number(product[1]))!;
    const ids = (body as { product_ids: number[] }).product_ids;
    if (method === 'DELETE') {
      if (failRemoval) return Response.json({ error: 'x', statusCode: 500 }, { status: 500 });
      list.products = list.products.filter((id) => !ids.includes(id));
    } else list.products = [...new Set([...ids, ...list.products])];
    return Response.json({ data: summary(list), message: 'ok' });
  }
  const one = /^\/api\/customer\/wishlist\/(\d+)$/.exec(path);
  if (one) {
    const list = lists.find((l) => l.id === Number(one[1]))!;
    return Response.json({
      data: {
        ...summary(list),
        products: list.products.map((id) => ({
          product_id: id,
          code: `GR-${id}`,
          quantity: 1,
          added_at: '2026-01-01T00:00:00.000Z',
        })),
      },
    });
  }
  if (path === '/jsonapi/product') {
    const codes = url.searchParams.getAll('filter[code][]');
    const ids = codes.map((code) => Number(code.slice(3)));
    if (url.searchParams.get('include') === 'price,stock') {
      return Response.json({
        data: ids.map(erpProduct),
        meta: { pricing: { mode: 'retail', unavailable: null } },
      });
    }
    return Response.json({
      data: ids.map(catalogueProduct),
      meta: { total: ids.length, offset: 0, limit: ids.length, sort: 'product.label' },
      links: { self: '/', first: '/', prev: null, next: null, last: '/' },
    });
  }
  if (path.startsWith('/jsonapi/basket')) {
    return Response.json({ error: 'not in this test' }, { status: 500 });
  }
  return Response.json({ error: 'unexpected' }, { status: 404 });
}

beforeEach(() => {
  lists = [
    { id: 1, name: 'Priljubljeni', default: true, products: [11, 12, 13] },
    { id: 2, name: 'Vrt', default: false, products: [] },
  ];
  failRemoval = false;
  fetchMock.mockReset();
  fetchMock.mockImplementation((input, init) => {
    const url = new URL(urlOf(input), 'http://shop.test');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    return Promise.resolve(answer(url, init?.method ?? 'GET', body));
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function wrap(children: React.ReactNode, locale: Locale = 'sl') {
  return render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <LocaleProvider locale={locale}>
          <AlertsProvider>{children}</AlertsProvider>
        </LocaleProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

function Page() {
  const [picked, setPicked] = useState<number | null>(null);
  const view = useFavoriteList(picked);
  const { bulk, toolbar: _bar, ...slots } = useErpSlots(view.products ?? []);
  return <FavoritesPage view={view} onPick={setPicked} slots={slots} bulk={bulk} />;
}

describe('the heart', () => {
  it('waits for the map, then is filled for a product in a list and empty otherwise', async () => {
    lists[0]!.products = [11];
    wrap(
      <FavoritesProvider>
        <FavoriteHeart product={{ id: '11', name: 'Cement 25 kg' }} />
        <FavoriteHeart product={{ id: '12', name: 'Opeka' }} />
      </FavoritesProvider>,
    );
    // SPEC §4: not initialised until the map has loaded.
    const before = screen.getByRole('button', { name: 'Dodaj med priljubljene: Cement 25 kg' });
    expect(before.getAttribute('aria-disabled')).toBe('true');
    const filled = await screen.findByRole('button', {
      name: 'Priljubljeni seznami izdelka: Cement 25 kg',
    });
    expect(filled.getAttribute('data-favorite')).toBe('on');
    expect(filled.getAttribute('aria-disabled')).toBeNull();
    const empty = screen.getByRole('button', { name: 'Dodaj med priljubljene: Opeka' });
    expect(empty.getAttribute('data-favorite')).toBe('off');
  });

  it('adds an empty heart to the default list and then shows it filled', async () => {
    lists[0]!.products = [];
    wrap(
      <FavoritesProvider>
        <FavoriteHeart product={{ id: '12', name: 'Opeka' }} />
      </FavoritesProvider>,
    );
    const heart = await waitFor(() => {
      const button = screen.getByRole('button', { name: 'Dodaj med priljubljene: Opeka' });
      expect(button.getAttribute('aria-disabled')).toBeNull();
      return button;
    });
    await userEvent.click(heart);
    await screen.findByRole('button', { name: 'Priljubljeni seznami izdelka: Opeka' });
    expect(calls('POST', '/api/customer/wishlist/product/add/1')[0]?.body).toEqual({
      product_ids: [12],
      quantity: 1,
    });
  });

  it('renders nothing without the provider (signed out)', () => {
    wrap(<FavoriteHeart product={{ id: '11', name: 'Cement 25 kg' }} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('the side panel', () => {
  it('shows the lists, the chosen list, removes with the SPEC §8 text and links to the page', async () => {
    wrap(<FavoritesPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Priljubljeni izdelki' }));
    const panel = await screen.findByRole('dialog', { name: 'Priljubljeni izdelki' });
    const select = await within(panel).findByRole('combobox', { name: 'Seznam priljubljenih' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Priljubljeni (3)', 'Vrt (0)']);
    await within(panel).findByRole('link', { name: 'Cement 25 kg' });
    await userEvent.click(
      within(panel).getByRole('button', { name: 'Odstrani iz priljubljenih: Opeka' }),
    );
    expect(
      await screen.findByText('Izdelek je bil uspešno odstranjen iz priljubljenih'),
    ).toBeTruthy();
    await waitFor(() => expect(within(panel).queryByRole('link', { name: 'Opeka' })).toBeNull());
    expect(within(panel).getByRole('link', { name: 'Vsi seznami' }).getAttribute('href')).toBe(
      '/priljubljeni',
    );
    await userEvent.selectOptions(select, 'Vrt (0)');
    expect(await within(panel).findByText('Na tem seznamu ni izdelkov.')).toBeTruthy();
  });

  it('speaks English under /en', async () => {
    wrap(<FavoritesPanel />, 'en');
    await userEvent.click(screen.getByRole('button', { name: 'Favourite products' }));
    const panel = await screen.findByRole('dialog', { name: 'Favourite products' });
    expect(
      (await within(panel).findByRole('link', { name: 'All lists' })).getAttribute('href'),
    ).toBe('/en/favorites');
    expect(within(panel).getByRole('button', { name: 'Back to the store' })).toBeTruthy();
  });
});

describe('the page', () => {
  async function openPage() {
    wrap(<Page />);
    await screen.findByRole('checkbox', { name: 'Cement 25 kg' });
    return screen.getByRole('combobox', { name: 'Dejanje za izbrane izdelke' });
  }

  it('has no rename or delete for the default list, and has them for another (SPEC §6)', async () => {
    await openPage();
    expect(screen.queryByRole('button', { name: 'Preimenuj seznam' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Izbriši seznam' })).toBeNull();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Seznam priljubljenih' }),
      'Vrt (0)',
    );
    expect(await screen.findByRole('button', { name: 'Preimenuj seznam' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Izbriši seznam' })).toBeTruthy();
  });

  it("'Označi vse' checks and unchecks every product of the list", async () => {
    await openPage();
    const all = screen.getByRole('checkbox', { name: 'Označi vse' });
    await userEvent.click(all);
    for (const name of ['Cement 25 kg', 'Opeka', 'Malta']) {
      expect(screen.getByRole<HTMLInputElement>('checkbox', { name }).checked).toBe(true);
    }
    await userEvent.click(all);
    for (const name of ['Cement 25 kg', 'Opeka', 'Malta']) {
      expect(screen.getByRole<HTMLInputElement>('checkbox', { name }).checked).toBe(false);
    }
  });

  it("answers a bulk action with nothing checked with 'Izberi izdelke' and resets the dropdown", async () => {
    const bulk = await openPage();
    await userEvent.selectOptions(bulk, 'delete');
    expect(await screen.findByText('Izberi izdelke')).toBeTruthy();
    expect((bulk as HTMLInputElement).value).toBe('');
    expect(calls('DELETE', '/api/customer/wishlist/product/')).toHaveLength(0);
  });

  it('bulk add to cart takes checked in-stock products and asks for a quantity (SPEC §5)', async () => {
    const bulk = await openPage();
    // Prices and stock loaded: the cart icon is there.
    await waitFor(() => expect(screen.getAllByText('Na zalogi').length).toBeGreaterThan(0));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Cement 25 kg' }));
    await userEvent.selectOptions(bulk, 'cart');
    expect(await screen.findByText('Potrebno je izbrati količino izdelka')).toBeTruthy();
    expect((bulk as HTMLInputElement).value).toBe('');
    expect(calls('POST', '/jsonapi/basket')).toHaveLength(0);
  });

  it('bulk delete removes the checked products with the SPEC §8 texts', async () => {
    const bulk = await openPage();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Cement 25 kg' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Malta' }));
    await userEvent.selectOptions(bulk, 'delete');
    expect(
      await screen.findByText('Izdelki so bili uspešno odstranjeni iz priljubljenih'),
    ).toBeTruthy();
    expect(calls('DELETE', '/api/customer/wishlist/product/1')[0]?.body).toEqual({
      product_ids: [11, 13],
    });
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Malta' })).toBeNull());
    failRemoval = true;
    await userEvent.click(screen.getByRole('checkbox', { name: 'Opeka' }));
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Dejanje za izbrane izdelke' }),
      'delete',
    );
    expect(
      await screen.findByText('Prišlo je do napake pri odstranjevanju izdelka iz priljubljenih'),
    ).toBeTruthy();
  });

  it('creates a list and renames it through the modal', async () => {
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Nov seznam' }));
    const create = await screen.findByRole('dialog', { name: 'Nov seznam priljubljenih' });
    await userEvent.type(within(create).getByRole('textbox', { name: 'Ime seznama' }), 'Kopalnica');
    await userEvent.click(within(create).getByRole('button', { name: 'Shrani' }));
    expect(calls('POST', '/api/customer/wishlist/add')[0]?.body).toEqual({ name: 'Kopalnica' });
    // The new list is chosen: it may be renamed.
    await userEvent.click(await screen.findByRole('button', { name: 'Preimenuj seznam' }));
    const edit = await screen.findByRole('dialog', { name: 'Preimenuj seznam' });
    const field = within(edit).getByRole('textbox', { name: 'Ime seznama' });
    expect((field as HTMLInputElement).value).toBe('Kopalnica');
    await userEvent.clear(field);
    await userEvent.type(field, 'Kopalnica 2');
    await userEvent.click(within(edit).getByRole('button', { name: 'Shrani' }));
    expect(calls('POST', '/api/customer/wishlist/edit/9')[0]?.body).toEqual({
      name: 'Kopalnica 2',
    });
    await waitFor(() =>
      expect(
        screen.getByRole<HTMLSelectElement>('combobox', { name: 'Seznam priljubljenih' })
          .selectedOptions[0]?.textContent,
      ).toBe('Kopalnica 2 (0)'),
    );
  });
});

it('asks the catalogue as many codes a call as the contract allows', () => {
  expect(CODES_PER_CALL).toBe(PRODUCT_CODES_MAX);
});
