// The cart in the server's HTML (issue #11, decision 023 "The cart's lines in the first paint"):
// with the loader's basket the server renders step 1 — the lines, the totals and the quick add
// by EAN — and the browser's first render (hydration) renders the same from the same data;
// without it the page shows the loading line as before and the browser loads the basket.
import type { Session } from '@gradnik/contracts/session';
import { formatCurrency } from '@gradnik/domain/format';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Outlet, createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../i18n/i18n-context';
import type { BasketSeed } from '../lib/basket-client';
import { basketDocument } from '../lib/basket-fixture';
import { AlertsProvider } from '../ui/alerts/alerts';
import CartRoute from './cart';

const SESSION: Session = {
  user: {
    id: '7',
    email: 'ana@podjetje.si',
    firstname: 'Ana',
    lastname: 'Novak',
    role: 'customer_employee',
    partnerId: '3',
  },
  expires: '2030-01-01T00:00:00.000Z',
  accessToken: 'token',
  accessTokenExpires: Date.now() + 60_000,
  csrfToken: 'csrf',
};

const DOCUMENT = basketDocument('default', [
  { id: '11', name: 'Cement CEM II 25 kg', quantity: 2, net: 7.5 },
  { id: '12', name: 'Malta za zidanje', quantity: 3, net: 4.2 },
]);
const SEED: BasketSeed = { document: DOCUMENT, fetchedAt: Date.now() };

/** The page as the app composes it: the root's providers around the cart route. */
function cartPage(seed: BasketSeed | null) {
  const Root = () => {
    // root.tsx: one QueryClient per render tree, i.e. per request and per browser page.
    const [queryClient] = useState(() => new QueryClient());
    return (
      <QueryClientProvider client={queryClient}>
        <LocaleProvider locale="sl">
          <AlertsProvider>
            <Outlet />
          </AlertsProvider>
        </LocaleProvider>
      </QueryClientProvider>
    );
  };
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: Root,
      loader: () => null,
      children: [{ id: 'sl/cart', path: 'kosarica', Component: CartRoute, loader: () => null }],
    },
  ]);
  // The loaders' answers as the server (and, decoded, the browser's hydration) has them.
  const hydrationData = {
    loaderData: {
      root: { locale: 'sl', session: SESSION, impersonating: false },
      'sl/cart': seed,
    },
  };
  return <Stub initialEntries={['/kosarica']} hydrationData={hydrationData} />;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('the cart route in the server render', () => {
  it('renders the lines, the totals and the quick add from the loader basket', () => {
    const html = renderToString(cartPage(SEED));
    expect(html).toContain('Cement CEM II 25 kg');
    expect(html).toContain('Malta za zidanje');
    // Net 15 + 12.60 = 27.60, VAT 22 % 6.07, total 33.67 (lib/basket-fixture.ts).
    expect(html).toContain('Skupaj z DDV');
    expect(html).toContain(formatCurrency(27.6, 'sl'));
    expect(html).toContain(formatCurrency(33.67, 'sl'));
    expect(html).toContain('Hitro dodajanje po EAN kodi');
    expect(html).not.toContain('Nalaganje košarice');
  });

  it('without a loader basket shows the loading line, as before', () => {
    const html = renderToString(cartPage(null));
    expect(html).toContain('role="status"');
    expect(html).toContain('Nalaganje košarice …');
    expect(html).not.toContain('Cement CEM II 25 kg');
    expect(html).not.toContain('Hitro dodajanje po EAN kodi');
  });

  it('hydrates the same lines without asking the API again or a mismatch', async () => {
    const html = renderToString(cartPage(SEED));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const fetchSpy = vi.fn(() => Promise.reject(new Error('no API in this test')));
    vi.stubGlobal('fetch', fetchSpy);
    const mismatches: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await act(async () => {
      hydrateRoot(container, cartPage(SEED), {
        onRecoverableError: (error) => mismatches.push(error),
      });
      await Promise.resolve();
    });

    expect(mismatches).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.textContent).toContain('Malta za zidanje');
    expect(container.textContent).not.toContain('Nalaganje košarice');
    // The seed is fresh (staleTime 30 s): the browser does not fetch the basket again.
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refetches a seed older than the basket staleTime once hydrated', async () => {
    const old: BasketSeed = { document: DOCUMENT, fetchedAt: Date.now() - 31_000 };
    const container = document.createElement('div');
    container.innerHTML = renderToString(cartPage(old));
    document.body.append(container);
    const fetchSpy = vi.fn((_input: string) => Promise.resolve(Response.json(DOCUMENT)));
    vi.stubGlobal('fetch', fetchSpy);

    await act(async () => {
      hydrateRoot(container, cartPage(old));
      await Promise.resolve();
    });

    expect(container.textContent).toContain('Malta za zidanje');
    expect(fetchSpy.mock.calls.map(([input]) => input)).toEqual(['/jsonapi/basket?id=default']);
  });
});
