import type { Store, StoreStock } from '@gradnik/contracts/stores';
import type { Locale } from '@gradnik/domain/locale';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../i18n/i18n-context';
import { useOpenProductStock } from '../../ui/stores-panel-context';
import { StoresButton } from './stores-button';
import { StoresPanelProvider } from './stores-panel';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const STORES: Store[] = [
  {
    id: '102',
    name: 'Gradnik Ljubljana Vič',
    address: 'Tržaška cesta 118',
    zipCode: '1000',
    zipCodeName: 'Ljubljana',
    phone: '+386 1 234 56 78',
    email: 'ljubljana.vic@gradnik.si',
    hoursWeekdays: '7.00–20.00',
    hoursSaturday: '7.00–17.00',
    hoursSunday: '8.00–13.00',
    holidays: '8.00–12.00',
  },
  {
    id: '117',
    name: 'Gradnik Črnomelj',
    address: 'Kolodvorska cesta 2',
    zipCode: '8340',
    zipCodeName: 'Črnomelj',
    phone: '+386 7 335 12 34',
    email: 'crnomelj@gradnik.si',
    hoursWeekdays: '7.00–19.00',
    hoursSaturday: '8.00–13.00',
    hoursSunday: null,
    holidays: null,
  },
  {
    id: '103',
    name: 'Gradnik Maribor',
    address: null,
    zipCode: '2000',
    zipCodeName: 'Maribor',
    phone: null,
    email: null,
    hoursWeekdays: null,
    hoursSaturday: null,
    hoursSunday: null,
    holidays: null,
  },
];

function stock(storeId: string, onSupply: StoreStock['onSupply'], quantity: number): StoreStock {
  const stockText = { supply: 'Zaloga', 'last-pieces': 'Zadnji kosi', 'no-supply': 'Ni zaloge' }[
    onSupply
  ];
  return { storeId, quantity, quantityBase: quantity, unit: 'KOS', onSupply, stockText };
}

const STOCK = {
  data: {
    productId: '7',
    itemNo: '100007',
    centralWarehouse: { id: 'CS', name: 'Centralno skladišče' },
    // Maribor (103) has no record: unknown stock shows '/'.
    stocks: [
      stock('CS', 'supply', 120),
      stock('102', 'last-pieces', 2),
      stock('117', 'no-supply', 0),
    ],
  },
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

type Answer = (path: string) => Response;

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

function fakeApi(answer: Answer = defaultAnswer) {
  return vi.fn((input: RequestInfo | URL, _init?: RequestInit) =>
    Promise.resolve(answer(urlOf(input))),
  );
}

function defaultAnswer(path: string): Response {
  if (path === '/api/stores') return json({ data: STORES });
  if (path === '/api/stores/stock?productId=7') return json(STOCK);
  return json({ error: 'Not found', statusCode: 404 }, 404);
}

function ProductStockButton() {
  const openProductStock = useOpenProductStock();
  return (
    <button
      type="button"
      onClick={(event) =>
        openProductStock(
          { id: 7, name: 'Cement CEM II 25 kg', code: '100007' },
          event.currentTarget,
        )
      }
    >
      Zaloga po trgovinah
    </button>
  );
}

function renderPanel({
  locale = 'sl',
  fetchImpl = fakeApi(),
}: { locale?: Locale; fetchImpl?: ReturnType<typeof fakeApi> } = {}) {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <LocaleProvider locale={locale}>
        <StoresPanelProvider accessToken="token-1" fetchImpl={fetchImpl}>
          <StoresButton />
          <ProductStockButton />
        </StoresPanelProvider>
      </LocaleProvider>
    </QueryClientProvider>,
  );
  return { fetchImpl, user: userEvent.setup() };
}

const GENERAL_TITLE = 'IZBERITE SVOJ NAJBLIŽJI TRGOVSKI CENTER';

async function openGeneral(user: ReturnType<typeof userEvent.setup>, name = 'Trgovski centri') {
  await user.click(screen.getByRole('button', { name }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('list', { name: /Trgovski centri|Stores/ });
  return dialog;
}

function storeButtons(dialog: HTMLElement) {
  return within(dialog)
    .queryAllByRole('button', { expanded: false })
    .concat(within(dialog).queryAllByRole('button', { expanded: true }))
    .map((button) => button.textContent);
}

describe('stores side panel (SPEC §2 Stores, §8)', () => {
  // The sheet's module loads on the first opening (ui/deferred-overlay.tsx). Transforming it and
  // Radix the first time can take the runner longer than a query's 1 s wait on a busy machine;
  // this test is about the panel, not about the runner's transform.
  beforeAll(async () => {
    await import('./stores-sheet');
  });

  it('is a dialog named by its general title and loads the stores on the first opening only', async () => {
    const { fetchImpl, user } = renderPanel();
    expect(fetchImpl).not.toHaveBeenCalled();
    const dialog = await openGeneral(user);
    expect(screen.getByRole('dialog', { name: GENERAL_TITLE })).toBe(dialog);
    expect(storeButtons(dialog).sort()).toEqual(STORES.map((s) => s.name).sort());

    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [path, init] = fetchImpl.mock.calls[0] ?? [];
    expect(path).toBe('/api/stores');
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer token-1');
    expect(headers.get('Accept-Language')).toBe('sl');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await openGeneral(user);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('filters by name, town or postal code, ignoring case and diacritics', async () => {
    const { user } = renderPanel();
    const dialog = await openGeneral(user);
    const search = within(dialog).getByRole('searchbox', { name: 'Išči trgovski center' });

    await user.type(search, 'Ljubljana');
    expect(storeButtons(dialog)).toEqual(['Gradnik Ljubljana Vič']);
    await user.clear(search);
    await user.type(search, 'ljubljana');
    expect(storeButtons(dialog)).toEqual(['Gradnik Ljubljana Vič']);

    await user.clear(search);
    await user.type(search, 'Crnomelj');
    expect(storeButtons(dialog)).toEqual(['Gradnik Črnomelj']);
    await user.clear(search);
    await user.type(search, 'Črnomelj');
    expect(storeButtons(dialog)).toEqual(['Gradnik Črnomelj']);

    await user.clear(search);
    await user.type(search, '2000');
    expect(storeButtons(dialog)).toEqual(['Gradnik Maribor']);

    await user.clear(search);
    await user.type(search, 'Koper');
    expect(storeButtons(dialog)).toEqual([]);
    expect(within(dialog).getByText('Noben trgovski center ne ustreza iskanju.')).toBeTruthy();
  });

  it('expands a store to its address, phone and e-mail links and the hours it has', async () => {
    const { user } = renderPanel();
    const dialog = await openGeneral(user);
    const button = within(dialog).getByRole('button', { name: 'Gradnik Črnomelj' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const details = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(details?.hidden).toBe(true);

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(details?.hidden).toBe(false);
    const region = within(details as HTMLElement);
    expect(region.getByText('Kolodvorska cesta 2')).toBeTruthy();
    expect(region.getByText('8340 Črnomelj')).toBeTruthy();
    expect(region.getByRole('link', { name: '+386 7 335 12 34' }).getAttribute('href')).toBe(
      'tel:+38673351234',
    );
    expect(region.getByRole('link', { name: 'crnomelj@gradnik.si' }).getAttribute('href')).toBe(
      'mailto:crnomelj@gradnik.si',
    );
    expect(region.getByText('Ponedeljek–petek').nextElementSibling?.textContent).toBe('7.00–19.00');
    expect(region.getByText('Sobota').nextElementSibling?.textContent).toBe('8.00–13.00');
    // SPEC §2: each line only if present.
    expect(region.queryByText('Nedelja')).toBeNull();
    expect(region.queryByText('Prazniki')).toBeNull();

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows only the lines a store has: no address, phone, e-mail or hours for Maribor', async () => {
    const { user } = renderPanel();
    const dialog = await openGeneral(user);
    const button = within(dialog).getByRole('button', { name: 'Gradnik Maribor' });
    await user.click(button);
    const details = document.getElementById(button.getAttribute('aria-controls') ?? '');
    const region = within(details as HTMLElement);
    expect(region.getByText('2000 Maribor')).toBeTruthy();
    expect(region.queryAllByRole('link')).toEqual([]);
    expect(region.queryByText('Delovni čas')).toBeNull();
  });

  it('switches to product-stock mode with the central warehouse and each store’s stock', async () => {
    const { fetchImpl, user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Zaloga po trgovinah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zaloga izdelka' });
    expect(within(dialog).getByText('Cement CEM II 25 kg · šifra 100007')).toBeTruthy();

    const warehouse = await within(dialog).findByText('Centralno skladišče');
    const warehouseRow = warehouse.closest('li') as HTMLElement;
    expect(await within(warehouseRow).findByText('Zaloga · 120 KOS')).toBeTruthy();
    expect(within(warehouseRow).getByText('Zaloga · 120 KOS').getAttribute('data-supply')).toBe(
      'supply',
    );

    const row = (name: string) =>
      within(dialog).getByRole('button', { name }).closest('li') as HTMLElement;
    expect(within(row('Gradnik Ljubljana Vič')).getByText('Zadnji kosi · 2 KOS')).toBeTruthy();
    expect(within(row('Gradnik Črnomelj')).getByText('Ni zaloge')).toBeTruthy();
    // No record for Maribor: unknown stock shows '/' (SPEC §4).
    expect(within(row('Gradnik Maribor')).getByText('/')).toBeTruthy();

    expect(fetchImpl.mock.calls.map(([path]) => urlOf(path)).sort()).toEqual([
      '/api/stores',
      '/api/stores/stock?productId=7',
    ]);
  });

  it('filters the central warehouse like a store', async () => {
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Zaloga po trgovinah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zaloga izdelka' });
    await within(dialog).findByText('Centralno skladišče');
    const search = within(dialog).getByRole('searchbox', { name: 'Išči trgovski center' });
    await user.type(search, 'centralno skladisce');
    expect(within(dialog).getByText('Centralno skladišče')).toBeTruthy();
    expect(storeButtons(dialog)).toEqual([]);
    await user.clear(search);
    await user.type(search, 'maribor');
    expect(within(dialog).queryByText('Centralno skladišče')).toBeNull();
  });

  it('closing returns to general mode: no stock, no central warehouse, focus back on the opener', async () => {
    const { user } = renderPanel();
    const opener = screen.getByRole('button', { name: 'Zaloga po trgovinah' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Zaloga izdelka' });
    await within(dialog).findByText('Zaloga · 120 KOS');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);

    const general = await openGeneral(user);
    expect(screen.getByRole('dialog', { name: GENERAL_TITLE })).toBe(general);
    expect(within(general).queryByText('Centralno skladišče')).toBeNull();
    expect(within(general).queryByText('Zaloga · 120 KOS')).toBeNull();
    expect(within(general).queryByText('/')).toBeNull();
    expect(general.querySelector('[data-supply]')).toBeNull();

    await user.click(within(general).getByRole('button', { name: 'Zapri' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Trgovski centri' }));
  });

  it('only logs a failed store load and says the list could not be loaded; opening again retries', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const fetchImpl = fakeApi((path) =>
      fail ? json({ error: 'boom', statusCode: 500 }, 500) : defaultAnswer(path),
    );
    const { user } = renderPanel({ fetchImpl });
    await user.click(screen.getByRole('button', { name: 'Trgovski centri' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('Seznama trgovskih centrov ni bilo mogoče naložiti.'),
    ).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('Stores could not be loaded', expect.any(Error));
    // SPEC §8: no alert for it.
    expect(within(dialog).queryByRole('alert')).toBeNull();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fail = false;
    const again = await openGeneral(user);
    expect(storeButtons(again)).toHaveLength(3);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it("shows SPEC §4's stock error when the stock lookup fails", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchImpl = fakeApi((path) =>
      path.startsWith('/api/stores/stock')
        ? json({ error: 'Stock could not be checked', statusCode: 503 }, 503)
        : defaultAnswer(path),
    );
    const { user } = renderPanel({ fetchImpl });
    await user.click(screen.getByRole('button', { name: 'Zaloga po trgovinah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zaloga izdelka' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Napaka pri preverjanju zaloge.',
    );
    expect(dialog.querySelector('[data-supply]')).toBeNull();
  });

  it('speaks English under /en', async () => {
    const { fetchImpl, user } = renderPanel({ locale: 'en' });
    const dialog = await openGeneral(user, 'Stores');
    expect(screen.getByRole('dialog', { name: 'CHOOSE YOUR NEAREST STORE' })).toBe(dialog);
    expect(within(dialog).getByRole('searchbox', { name: 'Search stores' })).toBeTruthy();
    expect(new Headers(fetchImpl.mock.calls[0]?.[1]?.headers).get('Accept-Language')).toBe('en');
  });
});

describe('without a session (no panel)', () => {
  it('renders no stores button', () => {
    render(
      <LocaleProvider locale="sl">
        <StoresButton />
      </LocaleProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Trgovski centri' })).toBeNull();
  });
});
