import type { Locale } from '@gradnik/domain/locale';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../i18n/i18n-context';
import { AccountPanel } from './account-panel';

afterEach(cleanup);

// The overlay's module loads on first use (ui/deferred-overlay.tsx); transformed here once, so
// a cold transform on a busy machine does not eat the queries' 1 s wait.
beforeAll(async () => {
  await import('./account-dialog');
});

function CurrentAddress() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.hash}`}</output>;
}

function renderPanel({
  role,
  impersonating = false,
  locale = 'sl',
  onSignOut = () => Promise.resolve(),
}: {
  role: string;
  impersonating?: boolean;
  locale?: Locale;
  onSignOut?: (onRetry: () => void) => Promise<void>;
}) {
  const start = locale === 'sl' ? '/kosarica' : '/en/cart';
  render(
    <MemoryRouter initialEntries={[start]}>
      <LocaleProvider locale={locale}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <AccountPanel
                  firstname="Ana"
                  fullName="Ana Novak"
                  company="Gradbeništvo Novak d.o.o."
                  role={role}
                  impersonating={impersonating}
                  onSignOut={onSignOut}
                />
                <CurrentAddress />
              </>
            }
          />
        </Routes>
      </LocaleProvider>
    </MemoryRouter>,
  );
}

async function openPanel(name: string | RegExp = /^Uporabniški meni: Ana Novak/) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name }));
  return { user, dialog: await screen.findByRole('dialog') };
}

function linkTargets(dialog: HTMLElement) {
  return within(dialog)
    .queryAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('account side panel (SPEC §2, §6)', () => {
  it('is a dialog named with a greeting and the first name', async () => {
    renderPanel({ role: 'customer_admin' });
    const { dialog } = await openPanel();
    expect(within(dialog).getByRole('heading', { name: 'Pozdravljeni, Ana' })).toBeTruthy();
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Pozdravljeni, Ana' })).toBe(dialog);
  });

  it('shows customer_admin all four links', async () => {
    renderPanel({ role: 'customer_admin' });
    const { dialog } = await openPanel();
    expect(linkTargets(dialog)).toEqual([
      ['Moj profil', '/profil'],
      ['Profil podjetja', '/profil#company-profile'],
      ['Uporabniki', '/profil#uporabniki'],
      ['Nastavitve', '/profil#settings'],
    ]);
  });

  it('hides users from customer_employee', async () => {
    renderPanel({ role: 'customer_employee' });
    const { dialog } = await openPanel();
    expect(linkTargets(dialog).map(([label]) => label)).toEqual([
      'Moj profil',
      'Profil podjetja',
      'Nastavitve',
    ]);
  });

  it('shows an agent no links, only sign-out', async () => {
    renderPanel({ role: 'gradnik_agent' });
    const { dialog } = await openPanel();
    expect(linkTargets(dialog)).toEqual([]);
    expect(within(dialog).getByRole('button', { name: 'Odjava' })).toBeTruthy();
  });

  it('shows an impersonating agent the links of the customer user', async () => {
    renderPanel({ role: 'gradnik_agent', impersonating: true });
    const { dialog } = await openPanel();
    expect(linkTargets(dialog)).toHaveLength(4);
  });

  it('speaks English under /en', async () => {
    renderPanel({ role: 'customer_admin', locale: 'en' });
    const { dialog } = await openPanel(/^User menu: Ana Novak/);
    expect(within(dialog).getByRole('heading', { name: 'Hello, Ana' })).toBeTruthy();
    expect(linkTargets(dialog)).toEqual([
      ['My profile', '/en/profile'],
      ['Company profile', '/en/profile#company-profile'],
      ['Users', '/en/profile#uporabniki'],
      ['Settings', '/en/profile#settings'],
    ]);
    expect(within(dialog).getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('navigates with the locale and closes when a link is chosen', async () => {
    renderPanel({ role: 'customer_admin' });
    const { user, dialog } = await openPanel();
    await user.click(within(dialog).getByRole('link', { name: 'Uporabniki' }));
    expect(screen.getByTestId('address').textContent).toBe('/profil#uporabniki');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes on Escape', async () => {
    renderPanel({ role: 'customer_admin' });
    const { user } = await openPanel();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('signs out, and says so when that fails', async () => {
    const onSignOut = vi.fn(() => Promise.reject(new Error('no csrf')));
    renderPanel({ role: 'customer_employee', onSignOut });
    const { user, dialog } = await openPanel();
    await user.click(within(dialog).getByRole('button', { name: 'Odjava' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'Odjava ni uspela. Poskusite znova.',
      ),
    );
  });

  it('says that it tries again while the server cannot end the session yet', async () => {
    let fail: (error: Error) => void = () => undefined;
    const onSignOut = vi.fn(
      (onRetry: () => void) =>
        new Promise<void>((_resolve, reject) => {
          onRetry();
          fail = reject;
        }),
    );
    renderPanel({ role: 'customer_admin', onSignOut });
    const { user, dialog } = await openPanel();
    await user.click(within(dialog).getByRole('button', { name: 'Odjava' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'Odjava še ni uspela. Poskušamo znova …',
      ),
    );
    expect(within(dialog).getByRole('button', { name: 'Odjavljanje …' })).toBeTruthy();
    fail(new Error('503'));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'Odjava ni uspela. Poskusite znova.',
      ),
    );
  });
});
