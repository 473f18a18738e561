// Issue #13 "Users" (decision 034): the page an invitation link opens shows the company and the
// e-mail address, takes the password twice under the reset's rule, and on success leads to
// the sign-in; a dead link says so.
import { INVITATION_PAGE } from '@gradnik/contracts/invitation';
import type { Locale } from '@gradnik/domain/locale';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../i18n/i18n-context';
import { ShopApiError } from '../../lib/basket-client';
import { href } from '../../route-table';
import { AcceptInvitation } from './accept-invitation';

afterEach(cleanup);

const INVITATION = {
  company: 'Gradnje Kovač',
  email: 'nika.hribar@gradnje-kovac.si',
  firstname: 'Nika',
  lastname: 'Hribar',
  language: 'sl' as const,
};

function renderPage(
  token: string | null,
  load: (token: string, locale: Locale) => Promise<typeof INVITATION>,
  submit: (token: string, password: string, locale: Locale) => Promise<unknown>,
  locale: Locale = 'sl',
) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <LocaleProvider locale={locale}>
          <AcceptInvitation
            token={token}
            loginHref={href('login', locale)}
            load={load}
            submit={submit}
          />
        </LocaleProvider>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
}

describe('the invitation page (issue #13, decision 034)', () => {
  it('has the paths the API’s invitation e-mail links to', () => {
    expect(href('invitation', 'sl')).toBe(INVITATION_PAGE.sl);
    expect(href('invitation', 'en')).toBe(INVITATION_PAGE.en);
  });

  it('shows the company and address, checks the password, accepts once, then offers sign-in', async () => {
    const load = vi.fn(() => Promise.resolve(INVITATION));
    const submit = vi.fn(() => Promise.resolve({}));
    renderPage('t'.repeat(43), load, submit);
    expect(
      await screen.findByText('Podjetje Gradnje Kovač vas vabi v spletno trgovino Gradnik.'),
    ).toBeTruthy();
    expect(
      screen.getByText('Prijavljali se boste z naslovom nika.hribar@gradnje-kovac.si.'),
    ).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Novo geslo'), 'kratko');
    await user.click(screen.getByRole('button', { name: 'Sprejmi vabilo in shrani geslo' }));
    expect(screen.getByText('Geslo mora imeti vsaj 10 znakov.')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Novo geslo'));
    await user.type(screen.getByLabelText('Novo geslo'), 'Nova-sodelavka-2026');
    await user.type(screen.getByLabelText('Ponovite novo geslo'), 'Nova-sodelavka-2026');
    await user.click(screen.getByRole('button', { name: 'Sprejmi vabilo in shrani geslo' }));
    expect(submit).toHaveBeenCalledWith('t'.repeat(43), 'Nova-sodelavka-2026', 'sl');
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Na prijavo' }).getAttribute('href')).toBe('/prijava');
  });

  it('says so when the link is dead, or when the address has none', async () => {
    renderPage(
      'x'.repeat(43),
      () => Promise.reject(new ShopApiError(400, ['x'], 'invalid_link')),
      () => Promise.resolve({}),
      'en',
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      "This invitation link is not valid or has expired. Ask your company's administrator for a new invitation.",
    );
    cleanup();
    renderPage(null, vi.fn(), vi.fn());
    expect(screen.getByRole('alert').textContent).toMatch(/V naslovu strani ni povezave vabila/);
  });

  it('shows a link used meanwhile (another tab) as dead', async () => {
    renderPage(
      't'.repeat(43),
      () => Promise.resolve(INVITATION),
      () => Promise.reject(new ShopApiError(400, ['x'], 'invalid_link')),
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Novo geslo'), 'Nova-sodelavka-2026');
    await user.type(screen.getByLabelText('Ponovite novo geslo'), 'Nova-sodelavka-2026');
    await user.click(screen.getByRole('button', { name: 'Sprejmi vabilo in shrani geslo' }));
    expect((await screen.findByText(/Povezava vabila ni veljavna/)).textContent).toMatch(
      /administratorja svojega podjetja/,
    );
  });
});
