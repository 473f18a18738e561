import type { Locale } from '@gradnik/domain/locale';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../i18n/i18n-context';
import { LoginForm } from './login-form';
import type { LoginFormProps } from './login-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function jsonResponse(body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

function renderForm(locale: Locale, props: Partial<LoginFormProps> = {}) {
  const navigate = vi.fn<(url: string) => void>();
  render(
    <LocaleProvider locale={locale}>
      <LoginForm
        csrfToken="csrf-123"
        callbackUrl={locale === 'sl' ? '/kosarica?x=1' : '/en/cart'}
        provider="credentials"
        navigate={navigate}
        {...props}
      />
    </LocaleProvider>,
  );
  return { navigate };
}

async function signIn(locale: Locale) {
  const user = userEvent.setup();
  await user.type(
    screen.getByLabelText(locale === 'sl' ? 'E-poštni naslov' : 'E-mail address'),
    'ana@podjetje.si',
  );
  await user.type(screen.getByLabelText(locale === 'sl' ? 'Geslo' : 'Password'), 'skrivnost');
  await user.click(screen.getByRole('button', { name: locale === 'sl' ? 'Prijava' : 'Sign in' }));
}

describe('login form (SPEC §4, §8)', () => {
  it('is a real form that posts to Auth.js without JavaScript', () => {
    const { container } = render(
      <LocaleProvider locale="sl">
        <LoginForm csrfToken="csrf-123" callbackUrl="/kosarica" provider="credentials" />
      </LocaleProvider>,
    );
    const form = container.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/api/auth/callback/credentials');
    expect(container.querySelector<HTMLInputElement>('input[name=csrfToken]')?.value).toBe(
      'csrf-123',
    );
    expect(container.querySelector<HTMLInputElement>('input[name=callbackUrl]')?.value).toBe(
      '/kosarica',
    );
    expect(screen.getByLabelText('E-poštni naslov').getAttribute('name')).toBe('email');
    expect(screen.getByLabelText('Geslo').getAttribute('type')).toBe('password');
  });

  it.each([
    ['sl', 'invalid_credentials', 'Napačen e-poštni naslov ali geslo.'],
    ['sl', 'rate_limited', 'Preveč neuspešnih poskusov prijave. Poskusite znova čez nekaj minut.'],
    [
      'sl',
      'account_disabled',
      'Vaš uporabniški račun je onemogočen. Obrnite se na svojega skrbnika računa.',
    ],
    ['en', 'invalid_credentials', 'Wrong e-mail or password.'],
    ['en', 'rate_limited', 'Too many failed sign-in attempts. Try again in a few minutes.'],
    [
      'en',
      'account_disabled',
      'Your user account is disabled. Please contact your account manager.',
    ],
  ] as const)('shows the %s message for %s in place', async (locale, code, message) => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        jsonResponse({ url: `http://localhost/prijava?error=CredentialsSignin&code=${code}` }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { navigate } = renderForm(locale);
    await signIn(locale);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    expect(navigate).not.toHaveBeenCalled();
    // The button is usable again.
    expect(screen.getByRole('button').getAttribute('aria-disabled')).toBe('false');
  });

  it('signs in through fetch and then loads the return address in full', async () => {
    const fetchMock = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(jsonResponse({ url: 'http://localhost/kosarica?x=1' })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { navigate } = renderForm('sl');
    await signIn('sl');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/kosarica?x=1'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/callback/credentials');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('X-Auth-Return-Redirect')).toBe('1');
    expect(init?.body).toBeInstanceOf(URLSearchParams);
    expect(Object.fromEntries(init?.body as URLSearchParams)).toEqual({
      csrfToken: 'csrf-123',
      email: 'ana@podjetje.si',
      password: 'skrivnost',
      callbackUrl: '/kosarica?x=1',
    });
  });

  it('shows a busy state while signing in', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderForm('sl');
    await signIn('sl');
    const button = await screen.findByRole('button', { name: 'Prijavljanje …' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
  });

  it('shows a generic message when Auth.js cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderForm('en');
    await signIn('en');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Signing in failed. Please try again.'),
    );
  });

  it('shows the error the page was loaded with (no-JS path)', () => {
    renderForm('sl', { initialError: 'login.error.rate_limited' });
    expect(screen.getByRole('alert').textContent).toBe(
      'Preveč neuspešnih poskusov prijave. Poskusite znova čez nekaj minut.',
    );
  });

  it('offers one button to the identity provider with OIDC', () => {
    const { container } = render(
      <LocaleProvider locale="sl">
        <LoginForm csrfToken="csrf-123" callbackUrl="/narocila" provider="oidc" />
      </LocaleProvider>,
    );
    const form = container.querySelector('form');
    expect(form?.getAttribute('action')).toBe('/api/auth/signin/oidc');
    expect(container.querySelector<HTMLInputElement>('input[name=callbackUrl]')?.value).toBe(
      '/narocila',
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Prijava']);
    expect(screen.queryByLabelText('Geslo')).toBeNull();
  });
});
