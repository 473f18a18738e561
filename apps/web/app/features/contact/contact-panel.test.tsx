// The contact side panel 'Kontakt' (SPEC §2 Side panels, §3 Guardian, §6/§9 guardian types, §9
// support short number; issue #14): the guardians from the loader, or from GET /api/partner
// (mocked at fetch) where the loader had none.
import type { Locale } from '@gradnik/domain/locale';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../i18n/i18n-context';
import { ContactPanel } from './contact-panel';
import type { ContactGuardians } from './contact-panel';

// The overlay's module loads on first use (ui/deferred-overlay.tsx); transformed here once.
beforeAll(async () => {
  await import('./contact-dialog');
});

vi.mock('../../root-data', () => ({
  useRootData: () => ({
    locale: 'sl',
    impersonating: false,
    session: { accessToken: 'token-1', user: { id: 'u1', partnerId: 'p1' } },
  }),
}));

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// The loader's guardians (features/account/customer.server.ts guardiansOf picks them).
const GUARDIANS: ContactGuardians = {
  caretaker: {
    Name: 'Marko',
    Surname: 'Horvat',
    MobilePhone: '+386 41 555 101',
    Email: 'marko.horvat@gradnik.si',
  },
  financialGuardian: {
    Name: 'Petra',
    Surname: 'Kralj',
    MobilePhone: '+386 31 555 202',
    Email: 'petra.kralj@gradnik.si',
  },
};

function CurrentAddress() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname}</output>;
}

function renderPanel(guardians: ContactGuardians | null, locale: Locale = 'sl') {
  render(
    <MemoryRouter initialEntries={[locale === 'sl' ? '/kosarica' : '/en/cart']}>
      <QueryClientProvider client={new QueryClient()}>
        <LocaleProvider locale={locale}>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  <ContactPanel guardians={guardians} />
                  <CurrentAddress />
                </>
              }
            />
          </Routes>
        </LocaleProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

async function openPanel(name = 'Kontakt') {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name }));
  return { user, dialog: await screen.findByRole('dialog', { name }) };
}

function card(dialog: HTMLElement, title: string) {
  return within(dialog).getByRole('region', { name: title });
}

function hrefOf(scope: HTMLElement, name: string | RegExp) {
  return within(scope).getByRole('link', { name }).getAttribute('href');
}

describe('contact side panel (SPEC §2)', () => {
  it('is a dialog named Kontakt with both guardians and working tel:/mailto: links', async () => {
    renderPanel(GUARDIANS);
    const { dialog } = await openPanel();
    expect(within(dialog).getByRole('heading', { name: 'Kontakt' })).toBeTruthy();

    const caretaker = card(dialog, 'Skrbnik računa');
    expect(caretaker.textContent).toContain('Marko Horvat');
    expect(hrefOf(caretaker, '+386 41 555 101')).toBe('tel:+38641555101');
    expect(hrefOf(caretaker, 'marko.horvat@gradnik.si')).toBe('mailto:marko.horvat@gradnik.si');

    const financial = card(dialog, 'Finančni skrbnik');
    expect(financial.textContent).toContain('Petra Kralj');
    expect(hrefOf(financial, '+386 31 555 202')).toBe('tel:+38631555202');
    expect(hrefOf(financial, 'petra.kralj@gradnik.si')).toBe('mailto:petra.kralj@gradnik.si');
    // The loader had them: nothing is asked.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the general support with the short number, and what a guardian lacks is absent', async () => {
    renderPanel({
      caretaker: { Name: 'Aleš', Surname: 'Rozman', MobilePhone: '+386 40 555 303', Email: null },
      financialGuardian: null,
    });
    const { dialog } = await openPanel();
    const support = card(dialog, 'Splošna podpora');
    expect(hrefOf(support, '+386 1 560 40 00')).toBe('tel:+38615604000');
    expect(support.textContent).toContain('Kratka številka:');
    expect(hrefOf(support, '080 12 34')).toBe('tel:0801234');
    expect(hrefOf(support, 'info@gradnik.si')).toBe('mailto:info@gradnik.si');
    expect(hrefOf(support, 'www.gradnik.si')).toBe('https://www.gradnik.si');

    const caretaker = card(dialog, 'Skrbnik računa');
    expect(within(caretaker).getAllByRole('link')).toHaveLength(1);
    expect(caretaker.textContent).not.toContain('E-pošta');
    expect(within(dialog).queryByRole('region', { name: 'Finančni skrbnik' })).toBeNull();
  });

  it('a partner without guardians: no cards, the general support remains', async () => {
    renderPanel({ caretaker: null, financialGuardian: null });
    const { dialog } = await openPanel();
    expect(within(dialog).queryByRole('region', { name: 'Skrbnik računa' })).toBeNull();
    expect(within(dialog).queryByRole('region', { name: 'Finančni skrbnik' })).toBeNull();
    expect(card(dialog, 'Splošna podpora')).toBeTruthy();
  });

  it('asks GET /api/partner when the loader had no partner', async () => {
    fetchMock.mockResolvedValue(
      Response.json({
        data: {
          caretaker: {
            Name: 'Marko',
            Surname: 'Horvat',
            MobilePhone: '+386 41 555 101',
            Email: 'marko.horvat@gradnik.si',
          },
          financialGuardian: null,
        },
      }),
    );
    renderPanel(null);
    const { dialog } = await openPanel();
    const caretaker = await within(dialog).findByRole('region', { name: 'Skrbnik računa' });
    expect(hrefOf(caretaker, '+386 41 555 101')).toBe('tel:+38641555101');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [input, init] = fetchMock.mock.calls[0] ?? [];
    expect(input).toBe('/api/partner');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-1');
  });

  it('a failed GET /api/partner is only logged: the general support remains', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(Response.json({ error: 'x' }, { status: 403 }));
    renderPanel(null);
    const { dialog } = await openPanel();
    await waitFor(() => expect(logged).toHaveBeenCalled());
    await waitFor(() => expect(within(dialog).queryByRole('status')).toBeNull());
    expect(within(dialog).queryByRole('region', { name: 'Skrbnik računa' })).toBeNull();
    expect(card(dialog, 'Splošna podpora')).toBeTruthy();
  });

  it('ask a question goes to the inquiry page and closes the panel', async () => {
    renderPanel(GUARDIANS);
    const { user, dialog } = await openPanel();
    const ask = within(dialog).getByRole('link', { name: 'Postavite vprašanje' });
    expect(ask.getAttribute('href')).toBe('/povprasevanje');
    await user.click(ask);
    expect(screen.getByTestId('address').textContent).toBe('/povprasevanje');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    renderPanel(GUARDIANS);
    const { user } = await openPanel();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Kontakt' }));
  });

  it('speaks English under /en', async () => {
    renderPanel(GUARDIANS, 'en');
    const { dialog } = await openPanel('Contact');
    expect(card(dialog, 'Account manager').textContent).toContain('Marko Horvat');
    expect(card(dialog, 'Financial manager').textContent).toContain('Petra Kralj');
    expect(card(dialog, 'General support').textContent).toContain('Short number:');
    expect(hrefOf(dialog, 'Ask a question')).toBe('/en/inquiry');
  });
});
