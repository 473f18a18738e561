// Issue #13: the page an e-mailed link opens: rules in view, errors next to their field, the
// link's state from the API, and on success the way to sign in.
import { RESET_PASSWORD_PAGE } from '@gradnik/contracts/password-reset';
import type { Locale } from '@gradnik/domain/locale';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../i18n/i18n-context';
import { ShopApiError } from '../../lib/basket-client';
import { href } from '../../route-table';
import { ResetPasswordForm } from './reset-password-form';

afterEach(cleanup);

type Submit = (token: string, password: string, locale: Locale) => Promise<void>;

function renderForm(token: string | null, submit: Submit, locale: Locale = 'sl') {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <LocaleProvider locale={locale}>
          <ResetPasswordForm token={token} loginHref={href('login', locale)} submit={submit} />
        </LocaleProvider>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
}

async function fill(password: string, repeat: string) {
  const user = userEvent.setup();
  if (password) await user.type(screen.getByLabelText('Novo geslo'), password);
  if (repeat) await user.type(screen.getByLabelText('Ponovite novo geslo'), repeat);
  await user.click(screen.getByRole('button', { name: 'Shrani novo geslo' }));
  return user;
}

describe('reset password page (issue #13)', () => {
  it('opens at the address the e-mail links to', () => {
    expect(href('reset-password', 'sl')).toBe(RESET_PASSWORD_PAGE.sl);
    expect(href('reset-password', 'en')).toBe(RESET_PASSWORD_PAGE.en);
  });

  it('shows the rule and sets the password, then offers the sign-in', async () => {
    const submit = vi.fn<Submit>(() => Promise.resolve());
    renderForm('t'.repeat(43), submit);
    const field = screen.getByLabelText('Novo geslo');
    expect(field.getAttribute('type')).toBe('password');
    expect(field.getAttribute('autocomplete')).toBe('new-password');
    const rule = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(rule?.textContent).toBe(
      'Geslo mora imeti vsaj 10 znakov in ne sme biti enako vašemu e-poštnemu naslovu.',
    );
    await fill('Gradnik-2026!', 'Gradnik-2026!');
    expect(submit).toHaveBeenCalledWith('t'.repeat(43), 'Gradnik-2026!', 'sl');
    expect((await screen.findByRole('status')).textContent).toBe(
      'Geslo je spremenjeno. Odjavili smo vas iz vseh naprav.',
    );
    expect(screen.getByRole('link', { name: 'Prijava z novim geslom' }).getAttribute('href')).toBe(
      '/prijava',
    );
  });

  it('shows and hides both passwords', async () => {
    renderForm('t'.repeat(43), () => Promise.resolve());
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Pokaži gesli' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(screen.getByLabelText('Novo geslo').getAttribute('type')).toBe('text');
    expect(screen.getByLabelText('Ponovite novo geslo').getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Skrij gesli' }));
    expect(screen.getByLabelText('Novo geslo').getAttribute('type')).toBe('password');
  });

  it('explains a short or mismatched password next to its field without sending', async () => {
    const submit = vi.fn<Submit>(() => Promise.resolve());
    renderForm('t'.repeat(43), submit);
    await fill('kratko', 'kratkO');
    expect(submit).not.toHaveBeenCalled();
    const field = screen.getByLabelText('Novo geslo');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toMatch(/password-error/);
    expect(screen.getByText('Geslo mora imeti vsaj 10 znakov.')).toBeTruthy();
    expect(screen.getByText('Gesli se ne ujemata.')).toBeTruthy();
    expect(document.activeElement).toBe(field);
  });

  it('shows the API’s rule for the password (it knows the e-mail)', async () => {
    const message = 'Geslo ne sme biti enako vašemu e-poštnemu naslovu.';
    renderForm('t'.repeat(43), () =>
      Promise.reject(new ShopApiError(400, [message], 'weak_password')),
    );
    await fill('ana@podjetje.si', 'ana@podjetje.si');
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByLabelText('Novo geslo').getAttribute('aria-invalid')).toBe('true');
  });

  it('says a used or expired link no longer works and where to get a new one', async () => {
    renderForm('t'.repeat(43), () => Promise.reject(new ShopApiError(400, ['x'], 'invalid_link')));
    await fill('Gradnik-2026!', 'Gradnik-2026!');
    expect(
      await screen.findByText(
        'Povezava za nastavitev gesla ni veljavna ali je potekla. Vsaka povezava deluje samo enkrat.',
      ),
    ).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: 'Zahtevajte novo povezavo na strani za prijavo' })
        .getAttribute('href'),
    ).toBe('/prijava');
  });

  it('without a token in the address, says so and offers a new link (English)', () => {
    renderForm(null, () => Promise.resolve(), 'en');
    expect(screen.getByRole('alert').textContent).toBe(
      'The link is incomplete. Open it again from the e-mail, or request a new one.',
    );
    expect(
      screen
        .getByRole('link', { name: 'Request a new link on the sign-in page' })
        .getAttribute('href'),
    ).toBe('/en/login');
    expect(screen.queryByLabelText('New password')).toBeNull();
  });
});
