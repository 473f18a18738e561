import type { Locale } from '@gradnik/domain/locale';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../i18n/i18n-context';
import { ProductList } from '../product-list/product-list';
import type { ProductListItem } from '../product-list/product-list-item';
import { productPopupPath } from './product-popup-details';

// The overlay's module loads on first use (ui/deferred-overlay.tsx); transformed here once, so
// a cold transform on a busy machine does not eat the queries' 1 s wait.
beforeAll(async () => {
  await import('./product-popup-dialog');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PRODUCTS: ProductListItem[] = [
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

function productDocument(id: string, shortDescription: string | null, description: string | null) {
  return {
    data: [
      {
        id,
        type: 'product',
        attributes: {
          id,
          code: 'GR-1001',
          name: 'Cement Portland CEM II 25 kg',
          description,
          shortDescription,
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
          ean: '3830012345678',
          ddv: 22,
          isAction: false,
          ParentCategoryID: '3',
          media: {
            Images: [],
            Videos: [],
            Documents: [],
            UrlMainPicture: null,
            EnergyLabel: null,
          },
          createdAt: '2026-01-05T10:00:00.000Z',
        },
        relationships: { price: { data: [] }, stock: { data: [] } },
      },
    ],
    meta: { total: 1, offset: 0, limit: 1, sort: 'product.label' },
    links: {
      self: '?page[offset]=0',
      first: '?page[offset]=0',
      prev: null,
      next: null,
      last: '?page[offset]=0',
    },
  };
}

function CurrentAddress() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname}</output>;
}

/** The list as a screen renders it: under the root route (session) with a query client. */
function renderList({
  locale = 'sl',
  quickView = true,
  fetchImpl,
}: {
  locale?: Locale;
  quickView?: boolean;
  fetchImpl: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
}) {
  const fetchMock = vi.fn(fetchImpl);
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ session: { accessToken: 'token-123' } }),
      Component: () => (
        <LocaleProvider locale={locale}>
          <ProductList
            products={PRODUCTS}
            view="table"
            locale={locale}
            label="Cement"
            quickView={quickView}
            renderPrice={(product) => <span>cena {product.code}</span>}
            renderStock={(product) => <span>zaloga {product.code}</span>}
            renderQuantity={(product) => <span>količina {product.code}</span>}
            renderActions={(product) => <button type="button">V košarico {product.code}</button>}
          />
        </LocaleProvider>
      ),
    },
    { path: '/artikel/:id', Component: CurrentAddress },
    { path: '/en/products/:id', Component: CurrentAddress },
  ]);
  render(
    <QueryClientProvider client={client}>
      <Stub initialEntries={['/']} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), fetchMock };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('product popup (SPEC §2 overlay product popup)', () => {
  it('opens from the row button, shows the product with its slots and texts, and closes on Escape', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { user, fetchMock } = renderList({
      fetchImpl: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const row = await screen.findByRole('row', { name: /Cement Portland/ });
    // The name is still the link to the product page; the quick view is a button beside it.
    expect(
      within(row).getByRole('link', { name: 'Cement Portland CEM II 25 kg' }).getAttribute('href'),
    ).toBe('/artikel/7');
    const trigger = within(row).getByRole('button', {
      name: 'Hitri pregled: Cement Portland CEM II 25 kg',
    });
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Cement Portland CEM II 25 kg' });
    // While the texts load: a spinner that says so.
    expect(within(dialog).getByRole('status').textContent).toContain('Nalaganje opisa');
    expect(dialog.textContent).toContain('GR-1001');
    expect(dialog.textContent).toContain('3830012345678');
    expect(dialog.textContent).toContain('KOS');
    expect(within(dialog).getByText('cena GR-1001')).toBeTruthy();
    expect(within(dialog).getByText('zaloga GR-1001')).toBeTruthy();
    expect(within(dialog).getByText('količina GR-1001')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'V košarico GR-1001' })).toBeTruthy();
    expect(within(dialog).getByRole('img', { name: 'Cement Portland CEM II 25 kg' })).toBeTruthy();
    expect(
      within(dialog).getByRole('link', { name: 'Podrobnosti izdelka' }).getAttribute('href'),
    ).toBe('/artikel/7');

    // One call: the product by id, with the session's token and the page's language.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    const requested = typeof path === 'string' ? path : '';
    expect(requested).toBe(productPopupPath('7'));
    expect(decodeURIComponent(requested)).toContain('/jsonapi/product?');
    expect(decodeURIComponent(requested)).toContain('filter[id]=7');
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer token-123');
    expect(headers.get('Accept-Language')).toBe('sl');

    answer(json(productDocument('7', 'Cement za zidanje in ometavanje.', 'Dolg opis.')));
    expect(await within(dialog).findByText('Cement za zidanje in ometavanje.')).toBeTruthy();
    expect(within(dialog).queryByRole('status')).toBeNull();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The first click loaded the popup, whose Radix trigger (same name, same look) took the
    // plain button's place (ui/deferred-overlay.tsx): focus is back on it.
    expect(document.activeElement).toBe(
      within(row).getByRole('button', { name: 'Hitri pregled: Cement Portland CEM II 25 kg' }),
    );
  });

  it('falls back to the long description and follows the details link', async () => {
    const { user } = renderList({
      fetchImpl: () => Promise.resolve(json(productDocument('8', null, 'Beli cement za fuge.'))),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Hitri pregled: Beli cement 40 kg' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Beli cement 40 kg' });
    expect(await within(dialog).findByText('Beli cement za fuge.')).toBeTruthy();
    // No EAN, no picture: said in words.
    expect(dialog.textContent).toContain('ni podatka');
    expect(dialog.textContent).toContain('Slika ni na voljo');
    await user.click(within(dialog).getByRole('link', { name: 'Podrobnosti izdelka' }));
    expect((await screen.findByTestId('address')).textContent).toBe('/artikel/8');
  });

  it('a failed text load says so; the rest of the popup still works', async () => {
    const { user } = renderList({ fetchImpl: () => Promise.resolve(json({ error: 'x' }, 500)) });
    await user.click(
      await screen.findByRole('button', { name: /^Hitri pregled: Cement Portland/ }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Opisa trenutno ni mogoče naložiti.')).toBeTruthy();
    expect(within(dialog).getByText('cena GR-1001')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Zapri hitri pregled' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('speaks English under /en', async () => {
    const { user, fetchMock } = renderList({
      locale: 'en',
      fetchImpl: () => Promise.resolve(json(productDocument('7', 'Cement for masonry.', null))),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Quick view: Cement Portland CEM II 25 kg' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cement Portland CEM II 25 kg' });
    expect(await within(dialog).findByText('Cement for masonry.')).toBeTruthy();
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Accept-Language')).toBe('en');
    expect(within(dialog).getByRole('link', { name: 'Product details' }).getAttribute('href')).toBe(
      '/en/products/7',
    );
  });

  it('lists without quick view have no button', async () => {
    renderList({ quickView: false, fetchImpl: () => Promise.resolve(json({})) });
    await screen.findByRole('row', { name: /Cement Portland/ });
    expect(screen.queryByRole('button', { name: /Hitri pregled/ })).toBeNull();
  });
});
