// Issue #13: the login page's forgotten-password form: one neutral text after every accepted
// request, whatever the address; the limit and failures said in the page's language.
import type { Locale } from '@gradnik/domain/locale';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../i18n/i18n-context';
import { ShopApiError } from '../../lib/basket-client';
import { ForgotPassword, forgotErrorMessage, requestPasswordLink } from './forgot-password';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(locale: Locale, send: (email: string, locale: Locale) => Promise<void>) {
  render(
    <LocaleProvider locale={locale}>
      <ForgotPassword send={send} />
    </LocaleProvider>,
  );
}

async function ask(email: string, locale: Locale = 'sl') {
  const user = userEvent.setup();
  await user.click(
    screen.getByText(locale === 'sl' ? 'Pozabljeno geslo?' : 'Forgot your password?'),
  );
  await user.type(
    screen.getByLabelText(
      locale === 'sl' ? 'E-poštni naslov za novo geslo' : 'E-mail address for the new password',
    ),
    email,
  );
  await user.click(
    screen.getByRole('button', { name: locale === 'sl' ? 'Pošlji povezavo' : 'Send the link' }),
  );
}

const SENT_SL =
  'Če pri nas obstaja račun s tem e-poštnim naslovom, smo nanj poslali povezavo za nastavitev novega gesla. Povezava deluje omejen čas in samo enkrat. Če sporočila ne najdete, preverite mapo z neželeno pošto.';

describe('forgotten password form (issue #13)', () => {
  it('sends the trimmed address with the page language and shows the neutral text', async () => {
    const send = vi.fn(() => Promise.resolve());
    renderForm('sl', send);
    await ask('  ana@podjetje.si ');
    expect(send).toHaveBeenCalledWith('ana@podjetje.si', 'sl');
    expect(await screen.findByRole('status')).toHaveProperty('textContent', SENT_SL);
    expect(screen.queryByRole('button', { name: 'Pošlji povezavo' })).toBeNull();
  });

  it('says the same in English', async () => {
    renderForm('en', () => Promise.resolve());
    await ask('ana@podjetje.si', 'en');
    expect((await screen.findByRole('status')).textContent).toMatch(
      /^If an account with this e-mail address exists, we have sent it a link/,
    );
  });

  it('checks the address before sending, next to the field', async () => {
    const send = vi.fn(() => Promise.resolve());
    renderForm('sl', send);
    await ask('ana-podjetje.si');
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Vpišite veljaven e-poštni naslov.');
    expect(
      screen.getByLabelText('E-poštni naslov za novo geslo').getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('tells a limited request apart from a failed one, and lets the user try again', async () => {
    const send = vi
      .fn<(email: string, locale: Locale) => Promise<void>>()
      .mockRejectedValueOnce(new ShopApiError(429, ['Preveč zahtev.'], 'rate_limited'))
      .mockResolvedValueOnce(undefined);
    renderForm('sl', send);
    await ask('ana@podjetje.si');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Preveč zahtev za novo geslo. Poskusite znova čez nekaj minut.',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pošlji povezavo' }));
    expect((await screen.findByRole('status')).textContent).toBe(SENT_SL);
  });

  it('maps failures to messages', () => {
    expect(forgotErrorMessage(new ShopApiError(429, []))).toBe('passwordReset.forgot.rateLimited');
    expect(forgotErrorMessage(new ShopApiError(400, ['x']))).toBe(
      'passwordReset.forgot.invalidEmail',
    );
    expect(forgotErrorMessage(new ShopApiError(503, []))).toBe('passwordReset.forgot.failed');
    expect(forgotErrorMessage(new TypeError('offline'))).toBe('passwordReset.forgot.failed');
  });

  it('posts JSON without a bearer token to /api/password/forgot', async () => {
    const fetchMock = vi.fn((_path: string, _init: RequestInit) =>
      Promise.resolve(
        new Response(JSON.stringify({ status: 'accepted', message: 'ok' }), {
          status: 202,
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    await requestPasswordLink('ana@podjetje.si', 'en');
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/password/forgot');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ email: 'ana@podjetje.si', locale: 'en' });
    const headers = new Headers(init.headers);
    expect(headers.get('authorization')).toBeNull();
    expect(headers.get('accept-language')).toBe('en');
    expect(headers.get('content-type')).toBe('application/json');
  });
});
