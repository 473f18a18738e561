// Issue #13 "My profile" (decision 034): the e-mail address changes only through a confirmation
// link. The profile offers "Spremeni e-naslov", sends the new address and says where the link
// went; the confirmation page confirms only when its button is pressed.
import { CONFIRM_EMAIL_PAGE } from '@gradnik/contracts/email-change';
import type { Locale } from '@gradnik/domain/locale';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../i18n/i18n-context';
import { ShopApiError } from '../../lib/basket-client';
import { href } from '../../route-table';
import { ConfirmEmail } from './confirm-email';
import { EmailChange } from './email-change';

afterEach(cleanup);

function renderIn(element: ReactNode, locale: Locale = 'sl') {
  const router = createMemoryRouter([
    {
      id: 'root',
      path: '/',
      loader: () => ({ session: { accessToken: 'token-123', user: { id: 'u1' } } }),
      element: <LocaleProvider locale={locale}>{element}</LocaleProvider>,
    },
  ]);
  render(<RouterProvider router={router} />);
}

describe('Spremeni e-naslov (issue #13, decision 034)', () => {
  it('sends the new address and says where the link went; the shown address stays', async () => {
    const send = vi.fn((change: { email: string }) =>
      Promise.resolve({ status: 'sent' as const, email: change.email, message: 'x' }),
    );
    renderIn(<EmailChange email="nabava@demo.si" send={send} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Spremeni e-naslov' }));
    await user.click(screen.getByRole('button', { name: 'Pošlji povezavo' }));
    expect(screen.getByRole('alert').textContent).toBe('Vpišite veljaven e-poštni naslov.');
    expect(send).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Nov e-poštni naslov'), ' nova@demo.si ');
    await user.click(screen.getByRole('button', { name: 'Pošlji povezavo' }));
    // Issue #25: not without the current password.
    expect(screen.getByRole('alert').textContent).toBe('Vpišite trenutno geslo.');
    expect(send).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Trenutno geslo'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Pošlji povezavo' }));
    expect(send).toHaveBeenCalledWith(
      { email: 'nova@demo.si', currentPassword: 'demo1234' },
      { token: 'token-123', locale: 'sl' },
    );
    expect((await screen.findByRole('status')).textContent).toBe(
      'Na nova@demo.si smo poslali povezavo za potrditev.',
    );
    expect(screen.getByText('nabava@demo.si')).toBeTruthy();
  });

  it('shows the API’s refusal (409 taken) at the form', async () => {
    const refusal = 'Uporabnik s tem e-poštnim naslovom že obstaja. Vpišite drug naslov.';
    renderIn(
      <EmailChange
        email="nabava@demo.si"
        send={() => Promise.reject(new ShopApiError(409, [refusal], 'emailTaken'))}
      />,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Spremeni e-naslov' }));
    await user.type(screen.getByLabelText('Nov e-poštni naslov'), 'mojster@demo.si');
    await user.type(screen.getByLabelText('Trenutno geslo'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Pošlji povezavo' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
  });

  it('offers no change on an agent’s own profile', async () => {
    renderIn(<EmailChange email="agent@demo.si" changeable={false} />);
    await screen.findByText('agent@demo.si');
    expect(screen.queryByRole('button', { name: 'Spremeni e-naslov' })).toBeNull();
  });
});

describe('the confirmation page', () => {
  it('has the paths the API’s confirmation e-mail links to', () => {
    expect(href('confirm-email', 'sl')).toBe(CONFIRM_EMAIL_PAGE.sl);
    expect(href('confirm-email', 'en')).toBe(CONFIRM_EMAIL_PAGE.en);
  });

  it('confirms only when the button is pressed, then says the new address', async () => {
    const submit = vi.fn(() =>
      Promise.resolve({ status: 'changed' as const, email: 'nova@demo.si', message: 'x' }),
    );
    renderIn(<ConfirmEmail token={'t'.repeat(43)} shopHref="/" submit={submit} />);
    const button = await screen.findByRole('button', { name: 'Potrdi e-poštni naslov' });
    expect(submit).not.toHaveBeenCalled();
    await userEvent.setup().click(button);
    expect(submit).toHaveBeenCalledWith('t'.repeat(43), 'sl');
    expect((await screen.findByRole('status')).textContent).toBe(
      'E-poštni naslov je spremenjen v nova@demo.si. Odslej se prijavljate z njim.',
    );
  });

  it('says a dead link is dead, in the page’s language', async () => {
    renderIn(
      <ConfirmEmail
        token={'t'.repeat(43)}
        shopHref="/en"
        submit={() => Promise.reject(new ShopApiError(400, ['x'], 'invalid_link'))}
      />,
      'en',
    );
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Confirm the e-mail address' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This e-mail confirmation link is not valid or has expired. Ask for the change again in your profile.',
    );
  });
});
