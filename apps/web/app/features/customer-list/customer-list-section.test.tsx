import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../i18n/i18n-context';
import { customerListFilterFrom } from './customer-list-filter';
import { CustomerListSection } from './customer-list-section';
import type { CustomerListPage } from './customer-list.server';

afterEach(() => {
  cleanup();
});

const PAGE: CustomerListPage = {
  rows: [
    {
      id: 1,
      firstname: 'Mojca',
      lastname: 'Kovač',
      email: 'uprava@demo.si',
      company: 'Gradnje Kovač',
      partnerNo: '100101',
      role: 'customer_admin',
      active: true,
    },
    {
      id: 7,
      firstname: 'Špela',
      lastname: 'Zupan',
      email: 'spela.zupan@gradnje-kovac.si',
      company: 'Gradnje Kovač',
      partnerNo: '100101',
      role: 'customer_employee',
      active: false,
    },
  ],
  total: 23,
  page: 2,
  lastPage: 3,
};

async function renderAt(children: ReactNode, locale: 'sl' | 'en' = 'sl') {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/profil',
      loader: () => ({ session: { accessToken: 'token-123', user: { id: 'u1' } } }),
      Component: () => <LocaleProvider locale={locale}>{children}</LocaleProvider>,
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={['/profil?iskanje=kovac&stran=2#uporabniki']} />);
  await waitFor(() => expect(document.body.textContent).not.toBe(''));
}

const filter = customerListFilterFrom(new URLSearchParams('iskanje=kovac&stran=2'));

describe('users section (issue #13)', () => {
  it('lists an agent’s customers with name, e-mail, company, role, status and act-for buttons', async () => {
    await renderAt(<CustomerListSection data={PAGE} filter={filter} agent />);
    const table = await screen.findByRole('table', { name: 'Vaše stranke' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const first = within(rows[1]!);
    expect(first.getByRole('rowheader').textContent).toBe('Mojca Kovač');
    expect(first.getByText('uprava@demo.si')).toBeTruthy();
    expect(rows[1]!.textContent).toContain('Gradnje Kovač (št. 100101)');
    expect(first.getByText('Administrator podjetja')).toBeTruthy();
    expect(first.getByText('Aktiven')).toBeTruthy();
    // The StartImpersonationButton of ui/impersonation, given the row's customer.
    expect(first.getByRole('button', { name: 'Deluj kot stranka Mojca Kovač' })).toBeTruthy();
    // A deactivated customer shows its status and offers no visit.
    const second = within(rows[2]!);
    expect(second.getByText('Deaktiviran')).toBeTruthy();
    expect(second.getByText('Zaposleni')).toBeTruthy();
    expect(second.queryByRole('button')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('23 strank');
  });

  it('keeps the search and page in the address, at the section', async () => {
    await renderAt(<CustomerListSection data={PAGE} filter={filter} agent />);
    const form = await screen.findByRole('form', { name: 'Iskanje uporabnikov' });
    const input = within(form).getByRole('searchbox', { name: 'Išči' });
    expect((input as HTMLInputElement).value).toBe('kovac');
    expect(input.getAttribute('name')).toBe('iskanje');
    expect(form.getAttribute('action')).toBe('/profil#uporabniki');
    expect(within(form).getByRole('button', { name: 'Išči' })).toBeTruthy();
    expect(within(form).getByRole('link', { name: 'Počisti iskanje' }).getAttribute('href')).toBe(
      '/profil#uporabniki',
    );
    const pager = screen.getByRole('navigation');
    const links = within(pager).getAllByRole('link');
    const hrefs = links.map((link) => link.getAttribute('href'));
    expect(hrefs).toContain('/profil?iskanje=kovac&stran=3#uporabniki');
    expect(hrefs).toContain('/profil?iskanje=kovac#uporabniki');
  });

  it('gives an admin the company’s users without act-for buttons, in English too', async () => {
    await renderAt(<CustomerListSection data={PAGE} filter={filter} agent={false} />, 'en');
    const table = await screen.findByRole('table', { name: 'Company users' });
    expect(within(table).queryByRole('button')).toBeNull();
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(within(table).getByText('Deactivated')).toBeTruthy();
    expect(within(table).getByText('Company administrator')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('23 users');
  });

  it('says when nothing matches, and when the list could not be loaded', async () => {
    await renderAt(
      <CustomerListSection
        data={{ rows: [], total: 0, page: 1, lastPage: 1 }}
        filter={filter}
        agent={false}
      />,
    );
    expect(await screen.findByText('Iskanju ne ustreza noben uporabnik.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    cleanup();
    await renderAt(<CustomerListSection data={null} filter={filter} agent={false} />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/ni mogoče naložiti/);
  });
});
