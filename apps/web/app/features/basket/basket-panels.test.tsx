// The cart and inquiry side panels (SPEC §2 Side panels, §8 removal error) with the basket API
// mocked at fetch.
import type { BasketDocument } from '@gradnik/contracts/basket';
import type { Locale } from '@gradnik/domain/locale';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../i18n/i18n-context';
import { AlertsProvider } from '../../ui/alerts/alerts';
import { basketDocument } from '../../lib/basket-fixture';
import { BasketPanels } from './basket-panels';

// The overlay's module loads on first use (ui/deferred-overlay.tsx); transformed here once, so
// a cold transform on a busy machine does not eat the queries' 1 s wait.
beforeAll(async () => {
  await import('./basket-panel');
});

vi.mock('../../root-data', () => ({
  useRootData: () => ({
    locale: 'sl',
    impersonating: false,
    session: { accessToken: 'token-1', user: { id: 'u1', partnerId: 'p1' } },
  }),
}));

const fetchMock = vi.fn<typeof fetch>();
let baskets: Record<'default' | 'inquiry', BasketDocument>;
let failWrites = false;

function urlOf(input: Parameters<typeof fetch>[0]): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

beforeEach(() => {
  failWrites = false;
  baskets = {
    default: basketDocument('default', [
      { id: '11', name: 'Cement 25 kg', ean: '3830000000011', quantity: 2, net: 7.5 },
      { id: '12', name: 'Malta', quantity: 1, net: 5 },
    ]),
    inquiry: basketDocument('inquiry', [{ id: '21', name: 'Opeka', quantity: 5, net: 2 }]),
  };
  fetchMock.mockReset();
  fetchMock.mockImplementation((input, init) => {
    const url = new URL(urlOf(input), 'http://shop.test');
    const id = url.searchParams.get('id') === 'inquiry' ? 'inquiry' : 'default';
    const method = init?.method ?? 'GET';
    if (method !== 'GET' && failWrites) {
      return Promise.resolve(Response.json({ error: 'x', statusCode: 500 }, { status: 500 }));
    }
    if (method === 'DELETE') {
      const lineId = url.searchParams.get('relatedid');
      const kept = baskets[id].included
        .filter((line) => line.id !== lineId)
        .map((line) => ({
          id: line.id,
          name: line.attributes['order.product.name'],
          quantity: line.attributes['order.product.quantity'],
          net: 7.5,
        }));
      baskets[id] = basketDocument(id, kept);
    }
    return Promise.resolve(Response.json(baskets[id]));
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPanels(locale: Locale = 'sl') {
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <LocaleProvider locale={locale}>
          <AlertsProvider>
            <BasketPanels />
          </AlertsProvider>
        </LocaleProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

function calls(method: string) {
  return fetchMock.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .map(([input, init]) => ({ url: urlOf(input), body: init?.body }));
}

describe('cart side panel (SPEC §2)', () => {
  it('names no count until the basket has loaded, never a wrong (0)', async () => {
    const pending: Array<() => void> = [];
    fetchMock.mockImplementation(
      (input) =>
        new Promise<Response>((resolve) => {
          const id = new URL(urlOf(input), 'http://shop.test').searchParams.get('id');
          pending.push(() =>
            resolve(Response.json(baskets[id === 'inquiry' ? 'inquiry' : 'default'])),
          );
        }),
    );
    renderPanels();
    expect(screen.getByRole('button', { name: 'Košarica' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Povpraševanje' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /\(\d+\)/ })).toBeNull();
    await waitFor(() => expect(pending).toHaveLength(2));
    for (const answer of pending) answer();
    expect(await screen.findByRole('button', { name: 'Košarica (2)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Povpraševanje (1)' })).toBeTruthy();
  });

  it('header button shows the line count; the panel lists lines, summary and the way on', async () => {
    const user = renderPanels();
    await user.click(await screen.findByRole('button', { name: 'Košarica (2)' }));
    const panel = await screen.findByRole('dialog', { name: 'Košarica' });
    const lines = within(panel).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines[0]?.textContent).toContain('Cement 25 kg');
    expect(lines[0]?.textContent).toContain('3830000000011');
    expect(lines[0]?.textContent).toContain('15,00\u00a0€');
    const summary = within(panel).getByRole('region', { name: 'Povzetek' });
    expect(summary.textContent).toContain('Skupaj brez DDV20,00\u00a0€');
    expect(summary.textContent).toContain('DDV4,40\u00a0€');
    expect(summary.textContent).toContain('Skupaj z DDV24,40\u00a0€');
    expect(within(panel).getByRole('link', { name: 'Na blagajno' }).getAttribute('href')).toBe(
      '/kosarica#naročila',
    );
    await user.click(within(panel).getByRole('button', { name: 'Nazaj v trgovino' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('removes a line only after the confirm modal', async () => {
    const user = renderPanels();
    await user.click(await screen.findByRole('button', { name: 'Košarica (2)' }));
    const panel = await screen.findByRole('dialog', { name: 'Košarica' });
    await user.click(within(panel).getByRole('button', { name: 'Odstrani: Malta' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Odstrani izdelek' });
    await user.click(within(confirm).getByRole('button', { name: 'Prekliči' }));
    expect(calls('DELETE')).toHaveLength(0);

    await user.click(within(panel).getByRole('button', { name: 'Odstrani: Malta' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Odstrani' }),
    );
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(1));
    expect(calls('DELETE')[0]?.url).toBe('/jsonapi/basket?id=default&related=product&relatedid=12');
    // The header count follows (its button is hidden behind the modal panel meanwhile).
    expect(document.querySelector('button[aria-label="Košarica (1)"]')).not.toBeNull();
  });

  it('a failed removal says nekaj je šlo narobe and keeps the line', async () => {
    const user = renderPanels();
    await user.click(await screen.findByRole('button', { name: 'Košarica (2)' }));
    const panel = await screen.findByRole('dialog', { name: 'Košarica' });
    failWrites = true;
    await user.click(within(panel).getByRole('button', { name: 'Odstrani: Malta' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Odstrani' }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('nekaj je šlo narobe');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(2);
  });

  it('a quantity change PATCHes the line in the retail unit', async () => {
    const user = renderPanels();
    await user.click(await screen.findByRole('button', { name: 'Košarica (2)' }));
    const panel = await screen.findByRole('dialog', { name: 'Košarica' });
    const input = within(panel).getAllByRole('textbox')[0];
    if (!input) throw new Error('no quantity input');
    await user.clear(input);
    await user.type(input, '4{Enter}');
    await waitFor(() => expect(calls('PATCH')).toHaveLength(1));
    expect(calls('PATCH')[0]).toEqual({
      url: '/jsonapi/basket?id=default&related=product&relatedid=11',
      body: JSON.stringify({ data: { attributes: { quantity: 4 } } }),
    });
  });

  it('a line note is edited in the comment modal over the panel (issue #14)', async () => {
    await import('../../ui/line-note/line-note-modal');
    const user = renderPanels();
    await user.click(await screen.findByRole('button', { name: 'Košarica (2)' }));
    const panel = await screen.findByRole('dialog', { name: 'Košarica' });
    await user.click(within(panel).getByRole('button', { name: 'Opomba: Malta' }));
    expect(await screen.findByRole('dialog', { name: 'Opomba k izdelku' })).toBeTruthy();
    // Escape closes the modal only; the panel stays.
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Opomba k izdelku' })).toBeNull(),
    );
    expect(screen.getByRole('dialog', { name: 'Košarica' })).toBe(panel);

    await user.click(within(panel).getByRole('button', { name: 'Opomba: Malta' }));
    const modal = await screen.findByRole('dialog', { name: 'Opomba k izdelku' });
    await user.type(within(modal).getByRole('textbox', { name: 'Opomba' }), 'Na paleti');
    expect(modal.textContent).toContain('9/2000 znakov');
    await user.click(within(modal).getByRole('button', { name: 'Shrani' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Opomba k izdelku' })).toBeNull(),
    );
    expect(calls('PATCH')).toEqual([
      {
        url: '/jsonapi/basket?id=default&related=product&relatedid=12',
        body: JSON.stringify({ data: { attributes: { note: 'Na paleti' } } }),
      },
    ]);
    expect(screen.getByRole('dialog', { name: 'Košarica' })).toBe(panel);
  });

  it('empty cart: the message and Novo naročilo to the home page', async () => {
    baskets.default = basketDocument('default', []);
    const user = renderPanels();
    await user.click(await screen.findByRole('button', { name: 'Košarica (0)' }));
    const panel = await screen.findByRole('dialog', { name: 'Košarica' });
    expect(panel.textContent).toContain('Vaša košarica je prazna.');
    expect(within(panel).getByRole('link', { name: 'Novo naročilo' }).getAttribute('href')).toBe(
      '/',
    );
    expect(within(panel).queryByRole('link', { name: 'Na blagajno' })).toBeNull();
  });

  it('a failed load shows the server message', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        Response.json({ error: 'Košarice ni mogoče naložiti', statusCode: 503 }, { status: 503 }),
      ),
    );
    const user = renderPanels();
    // The count is unknown: the button names none.
    await user.click(screen.getByRole('button', { name: 'Košarica' }));
    const panel = await screen.findByRole('dialog', { name: 'Košarica' });
    expect((await within(panel).findByRole('alert')).textContent).toContain(
      'Košarice ni mogoče naložiti',
    );
    expect(screen.queryByRole('button', { name: /\(\d+\)/, hidden: true })).toBeNull();
  });
});

describe('inquiry side panel (SPEC §2)', () => {
  it('lists the inquiry lines with total and Pošlji povpraševanje (English too)', async () => {
    const user = renderPanels('en');
    await user.click(await screen.findByRole('button', { name: 'Inquiry (1)' }));
    const panel = await screen.findByRole('dialog', { name: 'Inquiry' });
    expect(within(panel).getAllByRole('listitem')[0]?.textContent).toContain('Opeka');
    expect(within(panel).getByRole('region', { name: 'Summary' }).textContent).toContain(
      'Total incl. VAT',
    );
    expect(within(panel).getByRole('link', { name: 'Send inquiry' }).getAttribute('href')).toBe(
      '/en/cart#povpraševanja',
    );
  });

  it('inquiry lines have the Opomba button too, saving to the inquiry basket', async () => {
    await import('../../ui/line-note/line-note-modal');
    const user = renderPanels();
    await user.click(await screen.findByRole('button', { name: 'Povpraševanje (1)' }));
    const panel = await screen.findByRole('dialog', { name: 'Povpraševanje' });
    await user.click(within(panel).getByRole('button', { name: 'Opomba: Opeka' }));
    const modal = await screen.findByRole('dialog', { name: 'Opomba k izdelku' });
    await user.type(within(modal).getByRole('textbox', { name: 'Opomba' }), 'Rdeča');
    await user.click(within(modal).getByRole('button', { name: 'Shrani' }));
    await waitFor(() => expect(calls('PATCH')).toHaveLength(1));
    expect(calls('PATCH')[0]?.url).toBe('/jsonapi/basket?id=inquiry&related=product&relatedid=21');
  });

  it('empty inquiry: the empty message', async () => {
    baskets.inquiry = basketDocument('inquiry', []);
    const user = renderPanels();
    await user.click(await screen.findByRole('button', { name: 'Povpraševanje (0)' }));
    const panel = await screen.findByRole('dialog', { name: 'Povpraševanje' });
    expect(panel.textContent).toContain('Vaše povpraševanje je prazno.');
  });
});
